import BidiTestSupport
import BidiText
import Foundation
import Testing

/// UAX #14 against the standard's own test file and property file.
@Suite("Line breaking: LineBreakTest.txt and LineBreak.txt")
struct LineBreakConformanceTests {
  /// `Tests/Fixtures/UnicodeData/LineBreakTest.txt` (Unicode 15.0.0).
  static let testFile = Repository.url("Tests/Fixtures/UnicodeData/LineBreakTest.txt")

  /// One line of the test file: the scalars and the offsets marked `÷` (after the start).
  struct TestCase {
    var scalars: [Unicode.Scalar]
    var breaks: [Int]
    var line: Substring
  }

  static func cases() throws -> [TestCase] {
    let text = try String(contentsOf: testFile, encoding: .utf8)
    var result: [TestCase] = []
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
      let fields = line.split(separator: "#", maxSplits: 1)[0].split(whereSeparator: \.isWhitespace)
      var scalars: [Unicode.Scalar] = []
      var breaks: [Int] = []
      for field in fields {
        switch field {
        case "÷": if !scalars.isEmpty { breaks.append(scalars.count) }
        case "×": break
        default: scalars.append(Unicode.Scalar(UInt32(field, radix: 16)!)!)
        }
      }
      result.append(TestCase(scalars: scalars, breaks: breaks, line: line))
    }
    return result
  }

  @Test("every case of LineBreakTest.txt 15.0.0 (plain UAX #14, clusters not kept)")
  func everyCase() throws {
    let cases = try Self.cases()
    var failures: [String] = []
    for testCase in cases {
      let got = LineBreaker.opportunities(in: testCase.scalars, keepingGraphemeClusters: false)
      if got.map(\.offset) != testCase.breaks {
        failures.append("\(testCase.line)\n  got breaks at \(got.map(\.offset))")
      }
      // LB3: the end is a mandatory break; the others are mandatory only after BK, CR, LF, NL.
      let mandatory = got.filter(\.isMandatory).map(\.offset)
      let afterNewline = got.map(\.offset).filter { offset in
        offset == testCase.scalars.count
          || [.mandatoryBreak, .lineFeed, .nextLine, .carriageReturn].contains(
            testCase.scalars[offset - 1].lineBreakClass)
      }
      if mandatory != afterNewline { failures.append("\(testCase.line)\n  mandatory at \(mandatory)") }
    }
    #expect(cases.count == 7_654)
    #expect(
      failures.isEmpty, "\(failures.count) failures, first:\n\(failures.prefix(8).joined(separator: "\n"))")
  }

  @Test("the Line_Break class of every code point is the one LineBreak.txt gives")
  func everyCodePoint() throws {
    let text = try String(contentsOfFile: "/usr/share/unicode/LineBreak.txt", encoding: .utf8)
    var expected = [String](repeating: "XX", count: 0x110000)  // @missing: 0000..10FFFF; XX
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
      let fields = line.split(separator: "#")[0].split(separator: ";").map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      let bounds = fields[0].split(separator: ".", omittingEmptySubsequences: true).map {
        Int($0, radix: 16)!
      }
      for codePoint in bounds[0]...bounds[bounds.count - 1] { expected[codePoint] = fields[1] }
    }
    var mismatches: [String] = []
    for codePoint in 0..<0x110000 {
      guard let scalar = Unicode.Scalar(UInt32(codePoint)) else { continue }
      if scalar.lineBreakClass.shortName != expected[codePoint] {
        mismatches.append(String(codePoint, radix: 16))
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.count) code points differ: \(mismatches.prefix(10))")
  }

  @Test(
    "no break inside a grapheme cluster unless asked",
    arguments: [
      // WATCH (ID) ÷ EMOJI MODIFIER by LB31; one grapheme cluster (GB9: Extend).
      ("\u{231A}\u{1F3FB}", [1, 2], [2]),
      // U+0600 ARABIC NUMBER SIGN (AL, Prepend) ÷ CJK ideograph: GB9b keeps them together.
      ("\u{0600}\u{4E00}", [1, 2], [2]),
      // Ordinary text: the same either way.
      ("a b", [2, 3], [2, 3]),
    ])
  func graphemeClusters(text: String, plain: [Int], kept: [Int]) {
    #expect(LineBreaker.opportunities(in: text, keepingGraphemeClusters: false).map(\.offset) == plain)
    #expect(LineBreaker.opportunities(in: text).map(\.offset) == kept)
  }

  @Test("UTF-16 offsets count surrogate pairs as two units")
  func utf16Offsets() {
    // 😀 (U+1F600, ID) then a space and a letter: breaks after the space and at the end.
    let text = "\u{1F600}\u{1F600} a"
    #expect(LineBreaker.opportunities(in: text).map(\.offset) == [1, 3, 4])
    #expect(LineBreaker.opportunities(in: text, unit: .utf16).map(\.offset) == [2, 5, 6])
    let mandatory = LineBreaker.opportunities(in: "a\r\nb\u{2028}c", unit: .utf16)
    #expect(mandatory.map(\.offset) == [3, 5, 6])
    #expect(mandatory.allSatisfy { $0.isMandatory })
  }
}
