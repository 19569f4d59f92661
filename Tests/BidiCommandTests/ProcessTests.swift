import Foundation
import Testing

/// The built `bidi` executable run as a separate process: standard streams, buffering and
/// exit codes as a shell sees them.
@Suite("bidi as a process")
struct ProcessTests {
  static var binDirectory: String {
    let executable =
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? CommandLine.arguments[0]
    var url = URL(fileURLWithPath: executable).deletingLastPathComponent()
    while !FileManager.default.fileExists(atPath: url.appendingPathComponent("bidi").path) && url.path != "/"
    {
      url.deleteLastPathComponent()
    }
    return url.path
  }

  static func run(_ arguments: [String], input: Data) throws -> (
    status: Int32, output: String, errors: String
  ) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: binDirectory + "/bidi")
    process.arguments = arguments
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    stdin.fileHandleForWriting.write(input)
    try stdin.fileHandleForWriting.close()
    let output = stdout.fileHandleForReading.readDataToEndOfFile()
    let errors = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      process.terminationStatus, String(decoding: output, as: UTF8.self),
      String(decoding: errors, as: UTF8.self)
    )
  }

  @Test("--help and a usage error print what they should, with their exit codes")
  func help() throws {
    try #require(FileManager.default.isExecutableFile(atPath: Self.binDirectory + "/bidi"))
    let help = try Self.run(["--help"], input: Data())
    #expect(help.status == 0)
    #expect(help.output.contains("subcommands:"))
    let bad = try Self.run(["frobnicate"], input: Data())
    #expect(bad.status == 64)
    #expect(bad.errors.contains("unknown subcommand"))
  }

  @Test("visual writes every line of a long input, and reports a bad line on stderr")
  func visualStream() throws {
    let lines = (0..<20_000).map { "שורה \($0) line" }
    let result = try Self.run(
      ["visual"], input: Data((lines.joined(separator: "\n") + "\n").utf8) + Data([0xFF, 0x0A]))
    #expect(result.status == 65)
    let output = result.output.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(output.count == 20_001)  // 20 000 lines and the final newline; the bad line is left out
    #expect(output.first == "line 0 הרוש")
    #expect(result.errors.contains("<stdin>:20001: invalid UTF-8"))
  }

  @Test("a full disk is exit 74 with a message, not a crash")
  func fullDisk() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: Self.binDirectory + "/bidi")
    process.arguments = ["visual"]
    let stdin = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full"))
    process.standardError = stderr
    try process.run()
    stdin.fileHandleForWriting.write(Data("abc\n".utf8))
    try stdin.fileHandleForWriting.close()
    let errors = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 74)
    #expect(errors.contains("cannot write standard output"))
  }

  @Test("bidi alone is a usage error on standard error")
  func noSubcommand() throws {
    let result = try Self.run([], input: Data())
    #expect(result.status == 64)
    #expect(result.output.isEmpty)
    #expect(result.errors.contains("subcommands:"))
  }
}
