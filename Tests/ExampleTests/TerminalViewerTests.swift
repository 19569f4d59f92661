import BidiTestSupport
import BidiTesting
import Foundation
import Testing

@Suite("The terminal-viewer example")
struct TerminalViewerTests {
  static let sample = Repository.path("Examples/terminal-viewer/sample.txt")

  func run(_ arguments: [String], stdin: Data? = nil) throws -> (
    status: Int32, output: String, errors: String
  ) {
    let result = try BuiltProduct("terminal-viewer").run(
      arguments, input: stdin ?? Data(), environment: ["COLUMNS": nil])
    return (result.status, result.output, result.errors)
  }

  @Test("its output on the sample equals the visual lines of its golden")
  func matchesGolden() throws {
    let executable = BuiltProduct.directory + "/terminal-viewer"
    try #require(
      FileManager.default.isExecutableFile(atPath: executable),
      "build it first: swift build (looked in \(BuiltProduct.directory))")
    let path = goldensDirectory + "/terminal-viewer.golden"
    let file = try GoldenFile(parsing: try #require(FileManager.default.contents(atPath: path)), path: path)
    let golden = try #require(file.cases.first)
    let expected = try #require(golden.expected).filter { $0.key == "visual" }
      .map { try #require(TextGoldenKind.visualLine(fromStored: $0.value, capRTL: false)) }
    #expect(expected.count > 7)
    let result = try run(["--width", "40", Self.sample])
    #expect(result.status == 0)
    #expect(result.errors == "")
    #expect(result.output == expected.map { $0 + "\n" }.joined())
  }

  @Test("invalid UTF-8 is reported with its line number; the other lines are shown")
  func invalidUTF8() throws {
    let input = Data("abc\n".utf8) + Data([0x41, 0xFF, 0x0A]) + Data("אב\n".utf8)
    let result = try run(["--width", "10"], stdin: input)
    #expect(result.status == 65)
    #expect(result.output == "abc\n        בא\n")
    #expect(result.errors.contains("<stdin>:2:2: invalid UTF-8 at byte 2 of the line"))
  }

  @Test("usage errors and missing files")
  func usage() throws {
    #expect(try run(["--width", "0"]).status == 64)
    #expect(try run(["--frob"]).status == 64)
    #expect(try run(["/nonexistent/file.txt"]).status == 66)
  }
}
