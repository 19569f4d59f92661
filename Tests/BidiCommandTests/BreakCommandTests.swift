import BidiTestSupport
import Foundation
import Testing

@testable import bidi

/// `bidi breaks` and `bidi columns`.
@Suite("bidi breaks and bidi columns")
struct BreakCommandTests {
  @Test(
    "breaks: offsets after which each line may break, ! for mandatory, the end left out",
    arguments: [
      ("a b\n", "2\n"),
      ("well-known 3.14\n", "5 11\n"),  // after the hyphen and the space, not inside the number
      ("日本語\n", "1 2\n"),
      ("a\u{2028}b\n", "2!\n"),  // LINE SEPARATOR: mandatory
      ("a\rb\n", "2!\n"),  // a lone CR inside a line
      ("\n", "\n"),
      ("word", "\n"),  // no final newline: still one line
      ("שלום, עולם! (123)\n", "6 12\n"),
      ("\u{231A}\u{1F3FB}\n", "\n"),  // one grapheme cluster
    ])
  func breaks(input: String, expected: String) {
    let result = runCommand(["breaks"], input: input)
    #expect(result.exitCode == 0)
    #expect(result.output == expected)
    #expect(result.errors.isEmpty)
  }

  @Test("breaks --uax14 lists the opportunities inside grapheme clusters too")
  func uax14() {
    #expect(runCommand(["breaks", "--uax14"], input: "\u{231A}\u{1F3FB}\n").output == "1\n")
  }

  @Test(
    "columns: display width by grapheme cluster",
    arguments: [
      ("abc\n", "3\n"),
      ("שָׁלוֹם\n", "4\n"),
      ("中文 ok\n", "7\n"),
      ("\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467} \u{1F1EE}\u{1F1F1}\n", "5\n"),
      ("a\u{200F}b\n", "2\n"),
      ("\n", "0\n"),
    ])
  func columns(input: String, expected: String) {
    let result = runCommand(["columns"], input: input)
    #expect(result.exitCode == 0)
    #expect(result.output == expected)
  }

  @Test(
    "invalid UTF-8: exit 65 with FILE:LINE, the other lines still printed", arguments: ["breaks", "columns"])
  func invalidUTF8(command: String) throws {
    let directory = try Scratch()
    defer { directory.remove() }
    let path = try directory.write(
      "bad.txt", Data([0x61, 0x20, 0x62, 0x0A, 0xFF, 0x0A, 0x63, 0x0A]))
    let result = runCommand([command, path])
    #expect(result.exitCode == 65)
    #expect(result.output == (command == "breaks" ? "2\n\n" : "3\n1\n"))
    #expect(result.errors.contains("\(path):2:"))
  }

  @Test(
    "usage errors and missing files",
    arguments: [
      (["breaks", "--bogus"] as [String], Int32(64)),
      (["columns", "--width", "3"], Int32(64)),
      (["breaks", "/nonexistent/file.txt"], Int32(66)),
      (["columns", "/nonexistent/file.txt"], Int32(66)),
    ])
  func exitCodes(arguments: [String], code: Int32) {
    #expect(runCommand(arguments).exitCode == code)
  }
}

/// `bidi visual --width N --align A`.
@Suite("bidi visual --align")
struct VisualAlignTests {
  @Test(
    "each line padded on the left as the alignment asks, in N columns",
    arguments: [
      ("natural", ["   םלוע םולש", "hello"]),
      ("leading", ["םלוע םולש", "hello"]),
      ("trailing", ["   םלוע םולש", "       hello"]),
      ("center", [" םלוע םולש", "   hello"]),
    ])
  func align(alignment: String, expected: [String]) {
    let result = runCommand(["visual", "--width", "12", "--align", alignment], input: "שלום עולם\nhello\n")
    #expect(result.exitCode == 0)
    #expect(result.output == expected.map { $0 + "\n" }.joined())
  }

  @Test("--align needs --width and excludes --align-right")
  func usage() {
    #expect(runCommand(["visual", "--align", "center"], input: "x\n").exitCode == 64)
    #expect(runCommand(["visual", "--width", "5", "--align", "left"], input: "x\n").exitCode == 64)
    #expect(
      runCommand(["visual", "--width", "5", "--align-right", "--align", "center"], input: "x\n").exitCode
        == 64)
  }
}
