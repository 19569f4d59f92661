import BidiTestSupport
import Foundation
import Testing

@testable import bidi

/// The command-line defects of issue 15, each with the case that showed it.
@Suite("bidi hardening: arguments, messages, escaping")
struct HardeningCommandTests {
  @Test("format '%c' 65 prints A, as the library does; text gives its first character")
  func percentC() {
    #expect(runCommand(["format", "--escape", "%c", "65"]).output == "⟨LRI⟩A⟨PDI⟩\n")
    #expect(runCommand(["format", "--escape", "%c", "xyz"]).output == "⟨FSI⟩x⟨PDI⟩\n")
  }

  @Test("invalid UTF-8 in an argument is exit 65 with its position, not U+FFFD")
  func invalidArguments() {
    let decoded = RawArguments.decode([Array("wrap".utf8), [0x61, 0x62, 0xFF, 0x63]])
    guard case .failure(let error) = decoded else {
      Issue.record("decoded \(decoded)")
      return
    }
    #expect(error.code == .dataError)
    #expect(error.message == "argument 2 is not valid UTF-8 at byte 3 (character 3)")
    // Counted in characters: é is two bytes.
    guard case .failure(let second) = RawArguments.decode([Array("é".utf8) + [0xC3]]) else {
      Issue.record("accepted a truncated sequence")
      return
    }
    #expect(second.message == "argument 1 is not valid UTF-8 at byte 3 (character 2)")
    guard case .success(let valid) = RawArguments.decode([Array("wrap".utf8), Array("שלום".utf8)]) else {
      Issue.record("refused valid UTF-8")
      return
    }
    #expect(valid == ["wrap", "שלום"])
  }

  @Test(
    "the built bidi refuses invalid UTF-8 arguments of wrap, format and inspect",
    arguments: [
      "wrap", "format", "inspect",
    ])
  func invalidArgumentsInProcess(subcommand: String) throws {
    let product = BuiltProduct("bidi")
    try #require(product.exists)
    // A shell passes the raw byte, which Foundation's Process (String arguments) cannot.
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "exec \"$0\" \(subcommand) \"$(printf 'a\\377b')\"", product.path]
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let written = output.fileHandleForReading.readDataToEndOfFile()
    let message = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 65)
    #expect(
      String(decoding: message, as: UTF8.self)
        == "bidi: argument 2 is not valid UTF-8 at byte 2 (character 2)\n")
    #expect(written.isEmpty)
  }

  @Test("an invalid UTF-8 line is reported with 1-based line, column and byte")
  func invalidLinePosition() {
    let result = runCommand(["visual"], inputData: Data("ok\n".utf8) + Data("éa".utf8) + Data([0xFF, 0x0A]))
    #expect(result.exitCode == 65)
    #expect(result.errors == "bidi: <stdin>:2:3: invalid UTF-8 at byte 4 of the line\n")
    let sanitize = runCommand(["sanitize"], inputData: Data([0x80]))
    #expect(sanitize.errors == "bidi: <stdin>:1:1: invalid UTF-8 at byte 1 of the line\n")
  }

  @Test("lint's text output escapes notation once")
  func lintEscapesOnce() throws {
    let directory = try Scratch()
    defer { directory.remove() }
    let path = try directory.write("ar.strings", Data("\"k\u{202E}\" = \"a\u{202B}b\";\n".utf8))
    let result = runCommand(["lint", path])
    #expect(result.output.contains("the key contains ⟨RLO⟩ at character 2"))
    #expect(result.output.contains("embedding ⟨RLE⟩ at character 2"))
    #expect(!result.output.contains("⟨⟨⟩"))
  }

  @Test("a golden file with no case fails verification")
  func emptyGolden() throws {
    let directory = try Scratch()
    defer { directory.remove() }
    for contents in ["", "# only a comment\n"] {
      let path = try directory.write("empty.golden", Data(contents.utf8))
      let result = runCommand(["golden", "verify", path])
      #expect(result.exitCode == 65)
      #expect(result.errors.contains("no case"))
    }
  }

  @Test("messages on standard error show controls from the input in notation")
  func messagesEscaped() throws {
    let directory = try Scratch()
    defer { directory.remove() }
    let json = #"{"id": "a", "children": [{"id": "x\u001b[31m"}, {"id": "x\u001b[31m"}]}"#
    let path = try directory.write("tree.json", Data(json.utf8))
    let result = runCommand(["layout", path])
    #expect(result.exitCode == 65)
    #expect(result.errors.contains("x⟨U+001B⟩[31m"))
    #expect(!result.errors.unicodeScalars.contains("\u{1B}"))
  }

  @Test("terminal messages spell every C0 and C1 control, the form feed included")
  func terminalText() {
    #expect(
      TerminalText.escapeControls("a\u{C}b\u{1B}c\u{9B}d\u{202E}e ⟨RLO⟩\tf\n")
        == "a⟨U+000C⟩b⟨U+001B⟩c⟨U+009B⟩d⟨RLO⟩e ⟨RLO⟩\tf\n")
  }
}
