import BidiTestSupport
import Foundation
import Testing

@testable import bidi

/// Line-by-line subcommands read their input in chunks and print each line when it is read.
@Suite("streaming input")
struct StreamingTests {
  /// Every line of `data`, as the stream hands them out.
  static func lines(_ data: Data, maximumLineLength: Int = LineStream.maximumLineLength) throws -> [String] {
    var stream = LineStream(.memory(data), maximumLineLength: maximumLineLength)
    var result: [String] = []
    while let batch = try stream.nextBatch() {
      for line in batch.lines {
        result.append(
          line.isOverlong
            ? "<overlong \(line.number)>"
            : "\(line.number):" + String(decoding: batch.bytes[line.range], as: UTF8.self) + "|"
              + line.terminator.replacingOccurrences(of: "\r", with: "CR").replacingOccurrences(
                of: "\n", with: "LF"))
      }
    }
    return result
  }

  @Test func terminatorsAndTheLastLine() throws {
    #expect(try Self.lines(Data("a\r\nb\n\nc".utf8)) == ["1:a|CRLF", "2:b|LF", "3:|LF", "4:c|"])
    #expect(try Self.lines(Data()) == [])
    #expect(try Self.lines(Data("\n".utf8)) == ["1:|LF"])
  }

  @Test("lines that cross chunk boundaries are whole")
  func chunkBoundaries() throws {
    // Lines of 1 000 bytes across several 1 MiB chunks.
    let line = String(repeating: "x", count: 999)
    let count = 3 * LineStream.chunkSize / 1_000
    let read = try Self.lines(Data(String(repeating: line + "\n", count: count).utf8))
    #expect(read.count == count)
    #expect(read.allSatisfy { $0.hasSuffix(":" + line + "|LF") })
  }

  @Test("a line longer than the limit is reported once and skipped; the next ones are read")
  func overlongLines() throws {
    let data = Data(
      ("short\n" + String(repeating: "y", count: 50) + "\nafter\n" + String(repeating: "z", count: 40)).utf8)
    #expect(
      try Self.lines(data, maximumLineLength: 10) == [
        "1:short|LF", "<overlong 2>", "3:after|LF", "<overlong 4>",
      ])
    // Longer than a chunk, without a newline: reported when it outgrows the limit.
    let endless = Data(repeating: 0x61, count: 2 * LineStream.chunkSize + 5)
    #expect(try Self.lines(endless, maximumLineLength: LineStream.chunkSize) == ["<overlong 1>"])
  }

  @Test("a line piped in is printed before the input ends")
  func printsBeforeTheInputEnds() throws {
    let (process, input, output) = try Self.start(["visual"])
    defer {
      try? input.fileHandleForWriting.close()
      process.waitUntilExit()
    }
    input.fileHandleForWriting.write(Data("שלום abc\n".utf8))
    // The input stays open: the first line's output must arrive anyway.
    let first = output.fileHandleForReading.availableData
    #expect(String(decoding: first, as: UTF8.self) == "abc םולש\n")
  }

  /// The built `bidi` with `arguments`, running, its standard input and output piped.
  static func start(_ arguments: [String]) throws -> (Process, input: Pipe, output: Pipe) {
    let bidi = BuiltProduct("bidi")
    try #require(bidi.exists)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: bidi.path)
    process.arguments = arguments
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    return (process, input, output)
  }

  /// Reads from `handle` until `count` newlines have arrived (or the output ends).
  static func readLines(_ count: Int, from handle: FileHandle) -> String {
    var data = Data()
    while data.filter({ $0 == 0x0A }).count < count {
      let chunk = handle.availableData
      if chunk.isEmpty { break }
      data += chunk
    }
    return String(decoding: data, as: UTF8.self)
  }

  @Test(
    "--line-buffered: each line's output arrives before the next line is written",
    arguments: [
      (["visual", "--line-buffered"], "abc םולש\n", "ghc 1\n"),
      (["visual", "--shape", "--line-buffered"], "abc םולש\n", "ghc 1\n"),
      (["levels", "--line-buffered"], "1;1 1 1 1 1 2 2 2;5 6 7 4 3 2 1 0\n", "0;0 0 0 0 0;0 1 2 3 4\n"),
      (["breaks", "--line-buffered"], "5\n", "4\n"),
      (["columns", "--line-buffered"], "8\n", "5\n"),
      (["sanitize", "--line-buffered"], "שלום abc\n", "ghc 1\n"),
    ])
  func lineBuffered(arguments: [String], first: String, second: String) throws {
    let (process, input, output) = try Self.start(arguments)
    defer {
      try? input.fileHandleForWriting.close()
      process.waitUntilExit()
    }
    // The input stays open while each line's output is read.
    input.fileHandleForWriting.write(Data("שלום abc\n".utf8))
    #expect(Self.readLines(1, from: output.fileHandleForReading) == first)
    input.fileHandleForWriting.write(Data("ghc 1\n".utf8))
    #expect(Self.readLines(1, from: output.fileHandleForReading) == second)
    try input.fileHandleForWriting.close()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(output.fileHandleForReading.readDataToEndOfFile().isEmpty)
  }

  @Test("levels, sanitize and format stream too; a missing file stops before any output")
  func otherSubcommands() throws {
    let text = Data("abc\nאב\n".utf8)
    #expect(runCommand(["levels"], inputData: text).output == "0;0 0 0;0 1 2\n1;1 1;1 0\n")
    let missing = runCommand(["visual", "-", "/nonexistent/file"], inputData: text)
    #expect(missing.exitCode == 66 && missing.output.isEmpty)
  }
}
