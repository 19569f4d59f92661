import BidiTesting
import Foundation
import Testing

@Suite("The terminal-viewer example")
struct TerminalViewerTests {
  /// The directory of the built products: where this test binary is.
  static let binDirectory: String = {
    let executable =
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? CommandLine.arguments[0]
    var url = URL(fileURLWithPath: executable).deletingLastPathComponent()
    // On Linux the test binary is BidiKitPackageTests.xctest directly in the bin directory.
    while url.path != "/" && url.lastPathComponent.hasSuffix(".xctest") {
      url = url.deletingLastPathComponent()
    }
    return url.path
  }()

  static let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Examples/terminal-viewer/sample.txt").path

  func run(_ arguments: [String], stdin: Data? = nil) throws -> (
    status: Int32, output: String, errors: String
  ) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: Self.binDirectory + "/terminal-viewer")
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["COLUMNS"] = nil
    process.environment = environment
    let output = Pipe()
    let errors = Pipe()
    let input = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = input
    try process.run()
    if let stdin { input.fileHandleForWriting.write(stdin) }
    try input.fileHandleForWriting.close()
    let out = output.fileHandleForReading.readDataToEndOfFile()
    let err = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self)
    )
  }

  @Test("its output on the sample equals the visual lines of its golden")
  func matchesGolden() throws {
    let executable = Self.binDirectory + "/terminal-viewer"
    try #require(
      FileManager.default.isExecutableFile(atPath: executable),
      "build it first: swift build (looked in \(Self.binDirectory))")
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
    #expect(result.errors.contains("<stdin>:2: invalid UTF-8 at byte 1"))
  }

  @Test("usage errors and missing files")
  func usage() throws {
    #expect(try run(["--width", "0"]).status == 64)
    #expect(try run(["--frob"]).status == 64)
    #expect(try run(["/nonexistent/file.txt"]).status == 66)
  }
}
