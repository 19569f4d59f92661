import BidiTestSupport
import BidiText
import Testing

/// The grapheme cluster filter (GB4-GB9b from GraphemeBreakProperty.txt, the other rules being
/// UAX #14's own) against Swift's `Character` boundaries.
@Suite("Line breaking: no opportunity inside a grapheme cluster")
struct LineBreakClusterTests {
  /// UAX #14 opportunities at Swift's grapheme cluster boundaries.
  static func expected(_ text: String) -> [LineBreakOpportunity] {
    var boundaries = Set<Int>()
    var offset = 0
    for character in text {
      offset += character.unicodeScalars.count
      boundaries.insert(offset)
    }
    return LineBreaker.opportunities(in: text, keepingGraphemeClusters: false).filter {
      boundaries.contains($0.offset)
    }
  }

  @Test("every corpus text: the same opportunities as UAX #14 filtered by Swift's Characters")
  func corpus() {
    guard let entries = TranslationCorpus.entries() else {
      Issue.record("no translations corpus")
      return
    }
    var failures: [String] = []
    for text in entries.flatMap({ [$0.msgid, $0.msgstr] })
    where LineBreaker.opportunities(in: text) != Self.expected(text) {
      failures.append(text)
    }
    #expect(failures.isEmpty, "\(failures.count) texts differ: \(failures.prefix(3))")
  }

  @Test("100 000 generated strings rich in marks, joiners, prepended marks and emoji")
  func generated() {
    // Scalars of the classes around grapheme clusters, with letters, spaces and controls.
    let pool: [Unicode.Scalar] = [
      "a", "\u{5D0}", " ", "\u{0301}", "\u{0903}", "\u{200D}", "\u{200C}", "\u{0600}", "\u{110BD}",
      "\u{0D4E}", "\u{1F3FB}", "\u{231A}", "\u{1F466}", "\u{1F1EE}", "\u{1F1F1}", "\u{FF9E}", "\u{034F}",
      "\u{0E33}", "\u{0E01}", "\u{1100}", "\u{1161}", "\u{11A8}", "\u{AC00}", "\r", "\n", "\u{0085}",
      "\u{2028}", "\u{00AD}", "\u{FE0F}", "\u{E0061}", "\u{4E00}", "1", "-", "(", "\u{3002}", "\u{09CD}",
      "\u{0995}",
    ]
    var random = SplitMix64(seed: 29)
    var failures: [String] = []
    for _ in 0..<100_000 {
      var view = String.UnicodeScalarView()
      for _ in 0..<Int.random(in: 1...8, using: &random) { view.append(pool.randomElement(using: &random)!) }
      let text = String(view)
      let ours = LineBreaker.opportunities(in: text)
      let expected = Self.expected(text)
      let scalars = Array(text.unicodeScalars)
      // Swift's Characters follow Unicode 15.1+ and GB9c (Indic conjuncts: consonant, virama,
      // consonant); BidiKit's data is Unicode 15.0, which has no GB9c. See `conjunct()`.
      if Set(ours).subtracting(expected).allSatisfy({
        scalars[$0.offset - 1] == "\u{09CD}" && scalars[$0.offset] == "\u{0995}"
      }),
        Set(expected).isSubset(of: Set(ours))
      {
        continue
      }
      if ours != expected {
        failures.append(text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " "))
      }
    }
    #expect(failures.isEmpty, "\(failures.count) differ: \(failures.prefix(5))")
  }

  @Test("GB9c (Unicode 15.1, Indic conjuncts) is newer than the Unicode 15.0 data: a named difference")
  func conjunct() {
    // KA, a skin tone (Extend), VIRAMA, KA: UAX #14 15.0 breaks before the second KA (the
    // virama attaches to the emoji modifier, EM ÷ AL by LB31); Swift's Character (GB9c of
    // Unicode 15.1) keeps the conjunct in one cluster.
    let text = "\u{0995}\u{1F3FB}\u{09CD}\u{0995}"
    #expect(LineBreaker.opportunities(in: text).map(\.offset) == [3, 4])
    #expect(text.count == 1)
    // The ordinary conjunct has no opportunity either way.
    #expect(LineBreaker.opportunities(in: "\u{0995}\u{09CD}\u{0995}").map(\.offset) == [3])
  }
}
