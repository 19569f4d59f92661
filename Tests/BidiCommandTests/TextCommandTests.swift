import Foundation
import Testing

@Suite("bidi visual, levels, inspect")
struct TextCommandTests {
  @Test("levels prints the BidiCharacterTest fields for each line")
  func levels() {
    // First case of BidiCharacterTest.txt: 05D0 05D1 0028 05D2 05D3 005B 0026 0065 0066 005D 002E 0029 0067 0068, LTR.
    let result = runCommand(["levels", "--base", "ltr"], input: "אב(גד[&ef].)gh\n")
    #expect(result.exitCode == 0)
    #expect(result.output == "0;1 1 0 1 1 0 0 0 0 0 0 0 0 0;1 0 2 4 3 5 6 7 8 9 10 11 12 13\n")
  }

  @Test("an invalid UTF-8 line gives exit 65 with its line number; other lines still print")
  func invalidUTF8() {
    let result = runCommand(
      ["visual"], inputData: Data("abc\n".utf8) + Data([0xFF, 0x41, 0x0A]) + Data("אב\n".utf8))
    #expect(result.exitCode == 65)
    #expect(result.output == "abc\nבא\n")
    #expect(result.errors.contains("<stdin>:2:1: invalid UTF-8 at byte 1 of the line"))
  }

  @Test("a missing file gives exit 66, an unknown option 64")
  func exitCodes() {
    #expect(runCommand(["visual", "/nonexistent/file.txt"]).exitCode == 66)
    #expect(runCommand(["visual", "--frobnicate"]).exitCode == 64)
    #expect(runCommand(["nonsense"]).exitCode == 64)
    #expect(runCommand(["visual", "--base", "up"]).exitCode == 64)
  }

  @Test("visual hides FriBidi's FSI defect: a phone number in an FSI stays +1")
  func fsiPhoneNumber() {
    let result = runCommand(["visual", "--base", "ltr"], input: "\u{2068}+1\u{2069} \u{2068}אב\u{2069}\n")
    #expect(result.output == "+1 בא\n")
  }

  @Test("a directory given as a file is exit 66")
  func directoryAsFile() {
    let result = runCommand(["visual", "/tmp"])
    #expect(result.exitCode == 66)
    #expect(result.errors.contains("is a directory"))
  }

  @Test("negative numbers are values, not options")
  func negativeNumbers() {
    #expect(
      runCommand(["format", "--context", "rtl", "--escape", "יתרה: %d", "-5"]).output
        == "יתרה: ⟨LRI⟩-5⟨PDI⟩\n")
    #expect(
      runCommand(["wrap", "--kind", "number", "--context", "rtl", "--escape", "-17.0%"]).output
        == "⟨LRI⟩-17.0%⟨PDI⟩\n")
    #expect(runCommand(["wrap", "-x"]).exitCode == 64)
  }

  @Test("sanitize changes nothing but controls: CRLF and a missing final newline are kept")
  func sanitizeKeepsLineEnds() {
    let result = runCommand(["sanitize"], input: "a\r\nb\u{202E}c")
    #expect(result.output == "a\r\nb\u{202E}c\u{202C}")
  }

  @Test("--escape shows the controls it keeps")
  func escapeKeepsControls() {
    #expect(runCommand(["visual", "--escape"], input: "a\u{2067}b\u{2069}\n").output == "a⟨RLI⟩b⟨PDI⟩\n")
  }
}
