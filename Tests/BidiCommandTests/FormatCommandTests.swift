import BidiTestSupport
import BidiText
import Foundation
import Testing

@Suite("bidi wrap, format, sanitize")
struct FormatCommandTests {
  @Test func wrapPhoneNumberInRightToLeftContext() {
    let result = runCommand(["wrap", "--context", "rtl", "--kind", "phone", "--escape", "+1 408-555-1212"])
    #expect(result.exitCode == 0)
    #expect(result.output == "⟨LRI⟩+1 408-555-1212⟨PDI⟩\n")
  }

  @Test func wrapLegacyStyleEqualsAndroid() {
    let result = runCommand(["wrap", "--context", "ltr", "--style", "embed", ".\u{05E0}\u{05E1}."])
    #expect(result.output == "\u{200E}\u{202B}.\u{05E0}\u{05E1}.\u{202C}\u{200E}\n")
    let rtl = runCommand(["wrap", "--context", "rtl", "--style", "embed", "--escape", ".abba."])
    #expect(rtl.output == "⟨RLM⟩⟨LRE⟩.abba.⟨PDF⟩⟨RLM⟩\n")
  }

  @Test func wrapDirectionsAndUsageErrors() {
    #expect(runCommand(["wrap", "--escape", "--direction", "rtl", "abc"]).output == "⟨RLI⟩abc⟨PDI⟩\n")
    #expect(
      runCommand(["wrap", "--escape", "--direction", "word-count", "CAPTCHA משוכלל מדי?"]).output.hasPrefix(
        "⟨RLI⟩"))
    #expect(runCommand(["wrap", "--escape", "--", "-17"]).output == "⟨FSI⟩-17⟨PDI⟩\n")
    #expect(runCommand(["wrap", "--kind", "phonebook", "x"]).exitCode == 64)
    #expect(runCommand(["wrap"]).exitCode == 64)
    #expect(runCommand(["wrap", "a", "b"]).exitCode == 64)
  }

  @Test func formatRightToLeftTemplate() {
    let result = runCommand([
      "format", "--context", "rtl", "--escape", "התקשר ל-%@ (%d)", "+1 408-555-1212", "3",
    ])
    #expect(result.exitCode == 0)
    #expect(result.output == "התקשר ל-⟨FSI⟩+1 408-555-1212⟨PDI⟩ (⟨LRI⟩3⟨PDI⟩)\n")
    // The raw line, and the %@-first case.
    let first = runCommand(["format", "--context", "rtl", "%@", "Dana"])
    #expect(first.output == "\u{200F}\u{2068}Dana\u{2069}\n")
  }

  @Test(arguments: [
    (["format", "100%"], "offset 3"),
    (["format", "x %3$@", "a", "b"], "offset 2: placeholder needs argument 3 but 2 arguments were given"),
    (["format", "%@ %1$@", "a"], "offset 3: positional"),
    (["format", "%k", "a"], "offset 0: unknown conversion '%k'"),
    (["format", "%d", "abc"], "argument 1 'abc' is not an integer"),
    (["format", "%.2f", "x"], "argument 1 'x' is not a number"),
  ])
  func malformedTemplatesExit65(_ arguments: [String], _ message: String) {
    let result = runCommand(arguments)
    #expect(result.exitCode == 65)
    #expect(result.errors.contains(message), "\(result.errors)")
    #expect(result.output.isEmpty)
  }

  @Test func sanitizeBalancesStripsAndAudits() throws {
    let input = "a\u{202E}b\nplain\n\u{2069}c\u{2066}d\n"
    let balanced = runCommand(["sanitize", "--escape"], input: input)
    #expect(balanced.exitCode == 0)
    #expect(balanced.output == "a⟨RLO⟩b⟨PDF⟩\nplain\nc⟨LRI⟩d⟨PDI⟩\n")
    #expect(runCommand(["sanitize", "--strip"], input: input).output == "ab\nplain\ncd\n")
    let audit = runCommand(["sanitize", "--audit"], input: input)
    #expect(audit.exitCode == 1)
    #expect(
      audit.output == """
        <stdin>:1: U+202E RLO at scalar 1 (UTF-16 1): unterminated
        <stdin>:3: U+2069 PDI at scalar 0 (UTF-16 0): unmatched
        <stdin>:3: U+2066 LRI at scalar 2 (UTF-16 2): unterminated

        """)
    #expect(runCommand(["sanitize", "--audit"], input: "clean\n").exitCode == 0)
    #expect(runCommand(["sanitize", "--audit", "--strip"], input: "").exitCode == 64)
  }

  @Test func sanitizeReportsBadLinesAndGoesOn() throws {
    let directory = try Scratch()
    defer { directory.remove() }
    var bytes = Data("ok\u{202B}\n".utf8)
    bytes += Data([0x61, 0xFF, 0x0A])
    bytes += Data("last\n".utf8)
    let path = try directory.write("input.txt", bytes)
    let result = runCommand(["sanitize", "--escape", path])
    #expect(result.exitCode == 65)
    #expect(result.output == "ok⟨RLE⟩⟨PDF⟩\nlast\n")
    #expect(result.errors.contains("input.txt:2:2: invalid UTF-8 at byte 2 of the line"))
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes, "the input file is untouched")
    #expect(runCommand(["sanitize", directory.url.path + "/missing.txt"]).exitCode == 66)
  }
}

/// BidiKit's printf formatting against Foundation's `String(format:)`, through the library and
/// through `bidi format`.
@Suite("Format templates against Foundation")
struct FormatFoundationTests {
  struct NumberCase: CustomTestStringConvertible, Sendable {
    var template: String
    var argument: FormatArgument
    var foundation: @Sendable () -> String
    var testDescription: String { template }
  }

  // Each template formatted by BidiKit (LTR context: numbers are not wrapped) and by
  // Foundation's String(format:) must give the same text.
  static let numberCases: [NumberCase] = [
    NumberCase(template: "%d", argument: 42, foundation: { String(format: "%d", 42) }),
    NumberCase(template: "%d", argument: -17, foundation: { String(format: "%d", -17) }),
    NumberCase(template: "%i", argument: 7, foundation: { String(format: "%i", 7) }),
    NumberCase(
      template: "%u", argument: 4_000_000_000, foundation: { String(format: "%u", UInt32(4_000_000_000)) }),
    NumberCase(template: "%ld", argument: .integer(Int.max), foundation: { String(format: "%ld", Int.max) }),
    NumberCase(
      template: "%lld", argument: .integer(Int64.min), foundation: { String(format: "%lld", Int64.min) }),
    NumberCase(template: "%5d|", argument: 42, foundation: { String(format: "%5d|", 42) }),
    NumberCase(template: "%-5d|", argument: 42, foundation: { String(format: "%-5d|", 42) }),
    NumberCase(template: "%05d", argument: -42, foundation: { String(format: "%05d", -42) }),
    NumberCase(template: "%+d", argument: 5, foundation: { String(format: "%+d", 5) }),
    NumberCase(template: "% d", argument: 5, foundation: { String(format: "% d", 5) }),
    NumberCase(template: "%.3d", argument: 5, foundation: { String(format: "%.3d", 5) }),
    NumberCase(template: "%x", argument: 255, foundation: { String(format: "%x", 255) }),
    NumberCase(template: "%X", argument: 48879, foundation: { String(format: "%X", 48879) }),
    NumberCase(template: "%#x", argument: 255, foundation: { String(format: "%#x", 255) }),
    NumberCase(template: "%08X", argument: 48879, foundation: { String(format: "%08X", 48879) }),
    NumberCase(template: "%o", argument: 8, foundation: { String(format: "%o", 8) }),
    NumberCase(template: "%f", argument: 3.14159, foundation: { String(format: "%f", 3.14159) }),
    NumberCase(template: "%.2f", argument: 2.675, foundation: { String(format: "%.2f", 2.675) }),
    NumberCase(template: "%.2f", argument: -0.005, foundation: { String(format: "%.2f", -0.005) }),
    NumberCase(template: "%8.3f|", argument: 3.14159, foundation: { String(format: "%8.3f|", 3.14159) }),
    NumberCase(template: "%-8.1f|", argument: 3.14159, foundation: { String(format: "%-8.1f|", 3.14159) }),
    NumberCase(template: "%+.1f", argument: 2.0, foundation: { String(format: "%+.1f", 2.0) }),
    NumberCase(template: "%e", argument: 12345.678, foundation: { String(format: "%e", 12345.678) }),
    NumberCase(template: "%.3E", argument: 0.000123, foundation: { String(format: "%.3E", 0.000123) }),
    NumberCase(template: "%g", argument: 0.0001, foundation: { String(format: "%g", 0.0001) }),
    NumberCase(template: "%g", argument: 1e20, foundation: { String(format: "%g", 1e20) }),
    NumberCase(template: "%.0f", argument: 0.5, foundation: { String(format: "%.0f", 0.5) }),
    NumberCase(
      template: "%f", argument: .double(.infinity), foundation: { String(format: "%f", Double.infinity) }),
    NumberCase(template: "%c", argument: 65, foundation: { String(format: "%c", 65) }),
    NumberCase(template: "100%%", argument: 1, foundation: { String(format: "100%%") }),
    NumberCase(template: "%2$d-%1$d", argument: 4, foundation: { String(format: "%2$d-%1$d", 4, 4) }),
    NumberCase(template: "%d%%", argument: 50, foundation: { String(format: "%d%%", 50) }),
  ]

  @Test(arguments: numberCases)
  func numbersMatchFoundation(_ testCase: NumberCase) throws {
    let formatter = BidiFormatter(context: .leftToRight)
    let ours = try formatter.format(testCase.template, [testCase.argument, testCase.argument])
    #expect(ours == testCase.foundation())
  }

  @Test func textConversionsMatchFoundationWithoutMarks() throws {
    let formatter = BidiFormatter(context: .leftToRight)
    let ours = try formatter.format("%@ and %@ and %%", ["Dana", "דנה"])
    #expect(ours.removingDirectionalControls == String(format: "%@ and %@ and %%", "Dana", "דנה"))
    let positional = try formatter.format("%2$@ %1$@", ["a", "b"])
    #expect(positional.removingDirectionalControls == String(format: "%2$@ %1$@", "a", "b"))
  }

  @Test func commandMatchesFoundation() {
    let result = runCommand(["format", "--context", "ltr", "%08.3f|%-5d|%x|%+d", "3.14159", "42", "255", "7"])
    #expect(result.output == String(format: "%08.3f|%-5d|%x|%+d", 3.14159, 42, 255, 7) + "\n")
  }
}
