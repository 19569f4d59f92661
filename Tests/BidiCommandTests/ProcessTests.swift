import BidiTestSupport
import Foundation
import Testing

/// The built `bidi` executable run as a separate process: standard streams, buffering and
/// exit codes as a shell sees them.
@Suite("bidi as a process")
struct ProcessTests {
  static func run(_ arguments: [String], input: Data) throws -> (
    status: Int32, output: String, errors: String
  ) {
    let result = try BuiltProduct("bidi").run(arguments, input: input)
    return (result.status, result.output, result.errors)
  }

  @Test("--help and a usage error print what they should, with their exit codes")
  func help() throws {
    try #require(BuiltProduct("bidi").exists)
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
    #expect(result.errors.contains("<stdin>:20001:1: invalid UTF-8 at byte 1 of the line"))
  }

  @Test("a full disk is exit 74 with a message, not a crash")
  func fullDisk() throws {
    let full = try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full"))
    let result = try BuiltProduct("bidi").run(["visual"], input: Data("abc\n".utf8), standardOutput: full)
    #expect(result.status == 74)
    #expect(result.errors.contains("cannot write standard output"))
  }

  @Test("bidi alone is a usage error on standard error")
  func noSubcommand() throws {
    let result = try Self.run([], input: Data())
    #expect(result.status == 64)
    #expect(result.output.isEmpty)
    #expect(result.errors.contains("subcommands:"))
  }
}
