import BidiEngine
import BidiTestSupport
import Testing

/// `DirectionEstimation.paragraph` finds a paragraph's direction (UAX #9 rules P2–P3) without
/// the engine; the engine, which passes every case of BidiTest.txt and BidiCharacterTest.txt,
/// is the reference.
@Suite("paragraph direction without the engine (P2–P3)")
struct ParagraphDirectionTests {
  /// The engine's answer: the first paragraph's direction when the text has a strong
  /// character outside isolates, `nil` when the fallback decides.
  static func engineDirection(_ text: String) -> TextDirection? {
    let ltr = BidiAnalysis(text, base: .firstStrong(fallback: .leftToRight)).paragraphs.first?.direction
    let rtl = BidiAnalysis(text, base: .firstStrong(fallback: .rightToLeft)).paragraphs.first?.direction
    return ltr == rtl ? ltr : nil
  }

  @Test(arguments: [
    ("abc", TextDirection.leftToRight), ("שלום abc", .rightToLeft), ("123 ؟", .rightToLeft),
    ("\u{2067}abc\u{2069} שלום", .rightToLeft), ("\u{2068}שלום", nil), ("\u{202B}abc", .leftToRight),
    ("12\nשלום", nil), ("", nil),
  ] as [(String, TextDirection?)])
  func namedCases(_ text: String, _ expected: TextDirection?) {
    #expect(DirectionEstimation.paragraph.estimate(text) == expected)
    #expect(Self.engineDirection(text) == expected)
  }

  @Test func generatedStringsAgreeWithTheEngine() {
    let pool: [Unicode.Scalar] = [
      "a", "Z", "\u{05D0}", "\u{0627}", "1", "\u{0661}", " ", "(", ")", ".", "\u{0300}", "\u{2066}", "\u{2067}",
      "\u{2068}", "\u{2069}", "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}", "\u{200E}", "\u{200F}",
      "\u{061C}", "\u{2029}", "\n", "\u{1EC71}", "\u{0870}",
    ]
    var random = SplitMix64(seed: 0xB1D1)
    var disagreements: [String] = []
    for _ in 0..<20_000 {
      var text = String.UnicodeScalarView()
      for _ in 0..<Int.random(in: 0...12, using: &random) { text.append(pool.randomElement(using: &random)!) }
      let string = String(text)
      if DirectionEstimation.paragraph.estimate(string) != Self.engineDirection(string) {
        disagreements.append(string.unicodeScalars.map { "U+" + String($0.value, radix: 16) }.joined(separator: " "))
      }
    }
    #expect(disagreements.isEmpty, "\(disagreements.prefix(10))")
  }
}
