import BidiTestSupport
import Foundation
import Testing

@testable import bidi

/// `bidi lint` and `bidi sanitize --source` on source code (Trojan Source).
@Suite("bidi lint and sanitize --source on source code")
struct SourceCodeCommandTests {
  /// The example: an override opened in one comment and closed in another.
  static let attack = "let limit = 10 /*\u{202E}*/ + 1000 /*\u{202C}*/\n"

  @Test("lint reads a .swift file (it refused with 64) and reports file:line:column, token and display")
  func lintSwiftFile() throws {
    let directory = try Scratch()
    defer { directory.remove() }
    let path = try directory.write("Limit.swift", Data(Self.attack.utf8))
    let result = runCommand(["lint", path])
    #expect(result.exitCode == 1)
    #expect(
      result.output.contains(
        "Limit.swift:1:18: error: ⟨RLO⟩ (U+202E) in a comment, not closed in it: it reorders the code around the comment [text-direction-codepoint-in-comment]"
      ))
    #expect(result.output.contains("  displays as: let limit = 10 /**/ 0001 + /**/"))
    #expect(result.errors.contains("2 errors"))
    #expect(!result.output.unicodeScalars.contains("\u{202E}"))
  }

  @Test("lint finds source files in folders (it skipped them), and reads any file with --source")
  func lintFolderAndSourceFlag() throws {
    let directory = try Scratch()
    defer { directory.remove() }
    _ = try directory.write("a.py", Data("x = 'a\u{2067}'\n".utf8))
    _ = try directory.write("clean.rs", Data("fn main() {}\n".utf8))
    _ = try directory.write("notes.txt", Data("\u{202E}\n".utf8))
    let folder = runCommand(["lint", "--format", "json", directory.url.path])
    #expect(folder.exitCode == 1)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(folder.output.utf8)) as? [[String: Any]])
    #expect(json.count == 1)
    #expect(json.first?["rule"] as? String == "text-direction-codepoint-in-literal")
    #expect(json.first?["token"] as? String == "string literal")
    #expect(json.first?["column"] as? Int == 7)
    let notes = directory.url.appendingPathComponent("notes.txt").path
    #expect(runCommand(["lint", notes]).exitCode == 64)  // neither a catalog nor known source
    let source = runCommand(["lint", "--source", notes])
    #expect(source.exitCode == 1)
    #expect(source.output.contains("in code [text-direction-codepoint-in-code]"))
  }

  @Test("sanitize --source escapes literals and cleans comments; the input file is untouched")
  func sanitizeSource() throws {
    let directory = try Scratch()
    defer { directory.remove() }
    let text = "let s = \"a\u{202E}b\" /* \u{2066} */\n"
    let path = try directory.write("s.swift", Data(text.utf8))
    let result = runCommand(["sanitize", "--source", path])
    #expect(result.exitCode == 0)
    #expect(result.output == "let s = \"a\\u{202E}b\" /*  */\n")
    #expect(try String(contentsOfFile: path, encoding: .utf8) == text)
    // Standard input needs --language, else it is read as C-family.
    let stdin = runCommand(
      ["sanitize", "--source", "--language", "python"], input: "'\u{202E}' # \u{202E}\n")
    #expect(stdin.output == "'\\u202E' # \n")
  }

  @Test("sanitize --source refuses an identifier: nothing written, every position named, exit 65")
  func sanitizeRefuses() throws {
    let directory = try Scratch()
    defer { directory.remove() }
    let good = try directory.write("good.swift", Data("let a = \"\u{202E}\"\n".utf8))
    let bad = try directory.write("bad.swift", Data("let is\u{202E}Admin = true\n".utf8))
    let result = runCommand(["sanitize", "--source", good, bad])
    #expect(result.exitCode == 65)
    #expect(result.output.isEmpty)
    #expect(result.errors.contains("bad.swift:1:7: cannot rewrite ⟨RLO⟩: it is in code"))
    #expect(result.errors.contains("nothing written"))
  }

  @Test("--audit: balanced in line mode, but with --source a pairing across comments is a finding")
  func audit() {
    let lineMode = runCommand(["sanitize", "--audit"], input: Self.attack)
    #expect(lineMode.exitCode == 0)  // one value shown alone: the pair is matched
    let source = runCommand(["sanitize", "--audit", "--source", "--language", "swift"], input: Self.attack)
    #expect(source.exitCode == 1)
    #expect(source.output.contains("⟨RLO⟩ (U+202E) in a comment, not closed in it"))
    #expect(source.output.contains("⟨PDF⟩ (U+202C) in a comment, closing what was opened outside it"))
    #expect(runCommand(["sanitize", "--strip", "--source"], input: "").exitCode == 64)
    #expect(runCommand(["sanitize", "--language", "swift"], input: "").exitCode == 64)
  }

  @Test("a source file that is not UTF-8 is reported with its position and skipped")
  func invalidUTF8() throws {
    let directory = try Scratch()
    defer { directory.remove() }
    _ = try directory.write("a.c", Data("int x;\n/* \u{E9}".utf8) + Data([0xE9, 0x0A]))
    _ = try directory.write("b.c", Data("/* \u{202E} */\n".utf8))
    let result = runCommand(["lint", directory.url.path])
    #expect(result.exitCode == 65)
    #expect(result.errors.contains("a.c:2:5: invalid UTF-8 at byte 6 of the line"))
    #expect(result.output.contains("b.c:1:4: error:"))
  }
}
