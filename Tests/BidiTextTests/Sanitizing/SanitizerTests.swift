import BidiTestSupport
import Testing

@testable import BidiText

@Suite("Sanitizer and control audit")
struct SanitizerTests {
  static let lre = "\u{202A}", rle = "\u{202B}", pdf = "\u{202C}", lro = "\u{202D}", rlo = "\u{202E}"
  static let lri = "\u{2066}", rli = "\u{2067}", fsi = "\u{2068}", pdi = "\u{2069}"

  // Balancing by UAX #9's directional status stack (rules X1–X8): an unterminated opener is
  // closed, an unmatched closer dropped, and a PDF cannot close an embedding outside an isolate.
  @Test(arguments: [
    (lre + "value", lre + "value" + pdf),
    (pdf + "value", "value"),
    (fsi + "value", fsi + "value" + pdi),
    (lre + "foo" + lri + "bar" + pdf + pdi, lre + "foo" + lri + "bar" + pdi + pdf),
    (pdi + rlo + "x\n" + rli + "y", rlo + "x" + pdf + "\n" + rli + "y" + pdi),
    (rle + lro + "a" + pdf, rle + lro + "a" + pdf + pdf),
    ("\u{200F}plain\u{200E}", "\u{200F}plain\u{200E}"),
  ])
  func balancing(_ input: String, _ expected: String) {
    #expect(BidiSanitizer.balancing.sanitize(input) == expected)
  }

  @Test func stripping() {
    let text = "a\u{200F}" + Self.rlo + "b" + Self.pdf + Self.fsi + "c\u{061C}"
    #expect(BidiSanitizer.stripping.sanitize(text) == "abc")
    #expect(BidiSanitizer(mode: .stripExplicit).sanitize(text) == "a\u{200F}bc\u{061C}")
  }

  @Test func audit() {
    // In LRE foo LRI bar PDF PDI the PDF is inside the isolate: it cannot close the LRE.
    let audit = BidiControlAudit("x" + Self.lre + "foo" + Self.lri + "😀" + Self.pdf + Self.pdi + Self.rlo)
    #expect(
      audit.findings.map(\.control) == [
        .leftToRightEmbedding, .leftToRightIsolate, .popDirectionalFormatting, .popDirectionalIsolate,
        .rightToLeftOverride,
      ])
    #expect(audit.findings.map(\.status) == [.unterminated, .matched, .unmatched, .matched, .unterminated])
    #expect(audit.findings.map(\.position.scalarOffset) == [1, 5, 7, 8, 9])
    #expect(audit.findings.map(\.position.utf16Offset) == [1, 5, 8, 9, 10])
    #expect(audit.hasUnbalancedControls)
    #expect(audit.findings[4].description == "U+202E RLO at scalar 9 (UTF-16 10): unterminated")
    let inside = BidiControlAudit(Self.rli + Self.lre + "a" + Self.pdi)
    #expect(inside.findings.map(\.status) == [.matched, .closedByIsolate, .matched])
    #expect(!BidiControlAudit(BidiSanitizer.balancing.sanitize("\u{202E}a\u{2066}b")).hasUnbalancedControls)
    #expect(BidiControlAudit("plain text").findings.isEmpty)
  }

  static let soupControls: [String] = [lre, rle, lro, rlo, pdf, lri, rli, fsi, pdi]

  /// Random text: controls, marks, letters of both directions, digits, neutrals, separators,
  /// astral characters.
  static func randomText(_ generator: inout SplitMix64, length: Int) -> String {
    let alphabet: [String] =
      soupControls + soupControls + [
        "\u{200E}", "\u{200F}", "\u{061C}", "a", "א", "ب", "1", "١", " ", ".", "(", ")", "\n", "\u{2029}",
        "😀", "é", "\u{0301}",
      ]
    return (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }.joined()
  }

  /// No character other than the controls ever changes; the result is balanced; balancing twice
  /// changes nothing; overflow depths (more than 125 openers) are paired too.
  @Test func onlyControlsChange() {
    var generator = SplitMix64(seed: 42)
    for round in 0..<5000 {
      let text = Self.randomText(&generator, length: round < 4990 ? Int(generator.next() % 40) : 400)
      let balanced = BidiSanitizer.balancing.sanitize(text)
      let stripped = BidiSanitizer.stripping.sanitize(text)
      #expect(balanced.removingDirectionalControls == stripped)
      #expect(
        stripped.unicodeScalars.elementsEqual(text.unicodeScalars.filter { DirectionalControl($0) == nil }))
      #expect(!BidiControlAudit(balanced).hasUnbalancedControls, "\(BidiNotation.escape(text))")
      #expect(BidiSanitizer.balancing.sanitize(balanced) == balanced)
      #expect(
        BidiSanitizer(mode: .stripExplicit).sanitize(text).unicodeScalars.allSatisfy {
          DirectionalControl($0).map(\.isMark) ?? true
        })
    }
    let deep = String(repeating: Self.rle, count: 200) + "x" + String(repeating: Self.lri, count: 70)
    let balancedDeep = BidiSanitizer.balancing.sanitize(deep)
    #expect(
      balancedDeep == deep + String(repeating: Self.pdi, count: 70) + String(repeating: Self.pdf, count: 200))
  }

  /// For control soups s and a following text t that starts with a strong character, t resolves
  /// to the same levels after sanitize(s) as alone — with BidiKit's engine and with ICU.
  /// Unsanitized soups change them.
  ///
  /// Why t starts strong: a balanced soup restores the explicit embedding state, but UAX #9
  /// (X10) still takes the start-of-sequence type of t from the higher of the levels on both
  /// sides, and an isolate closed inside an override sits at the override's level
  /// (`⟨RLO⟩⟨LRI⟩⟨PDI⟩⟨PDF⟩` then `+-١` gives `+-` level 1, not 0). That affects only
  /// neutrals and numbers before t's first strong character; ``wrappedSoupDoesNotLeak(base:)``
  /// covers any t once the soup is isolated, as the formatter does.
  @Test(arguments: [BaseDirection.leftToRight, .rightToLeft, .auto])
  func sanitizedSoupDoesNotLeak(base: BaseDirection) {
    // The baseline is t after ⟨LRE⟩⟨PDF⟩, which X9 removes: without any explicit control ICU
    // takes a shortcut for text it deems unidirectional and reports every level as the
    // paragraph level (`a١` in an LTR paragraph: 0 0 instead of 0 2).
    checkSoups(base: base, seed: 99, strongFirst: true, wrap: { $0 }, baseline: { Self.lre + Self.pdf + $0 })
  }

  /// For control soups s and any following text t, t resolves to the same levels after
  /// FSI + sanitize(s) + PDI (what ``BidiFormatter`` emits for an untrusted value) as after an
  /// empty FSI + PDI.
  @Test(arguments: [BaseDirection.leftToRight, .rightToLeft, .auto])
  func wrappedSoupDoesNotLeak(base: BaseDirection) {
    checkSoups(
      base: base, seed: 7, strongFirst: false, wrap: { Self.fsi + $0 + Self.pdi },
      baseline: { Self.fsi + Self.pdi + $0 })
  }

  func checkSoups(
    base: BaseDirection, seed: UInt64, strongFirst: Bool, wrap: (String) -> String,
    baseline: (String) -> String
  ) {
    var generator = SplitMix64(seed: seed)
    let strong = ["a", "b", "א", "ב", "ب"]
    let textAlphabet = strong + ["1", "2", "١", " ", ".", "-", "+", "(", ")", ":"]
    var rawLeaks = [DisplayEngine: Int]()
    var checked = 0
    var enginesDisagree = 0
    for round in 0..<3000 {
      // Every 50th soup is deeper than the maximum depth of 125 (overflow, rules X1–X8).
      let length = round % 50 == 49 ? Int(generator.next() % 200 + 130) : Int(generator.next() % 10 + 1)
      let soup = (0..<length).map { _ in
        Self.soupControls[Int(generator.next() % UInt64(Self.soupControls.count))]
      }.joined()
      var tail = (0..<Int(generator.next() % 8 + 1)).map { _ in
        textAlphabet[Int(generator.next() % UInt64(textAlphabet.count))]
      }.joined()
      if strongFirst { tail = strong[Int(generator.next() % UInt64(strong.count))] + tail }
      let sanitized = wrap(BidiSanitizer.balancing.sanitize(soup))
      var tails: [DisplayEngine: [BidiLevel]] = [:]
      for engine in DisplayEngine.allCases {
        let count = tail.unicodeScalars.count
        let expected = Array(engine.levels(baseline(tail), base: base).suffix(count))
        let after = Array(engine.levels(sanitized + tail, base: base).suffix(count))
        #expect(
          after == expected,
          "\(engine) base \(base): \(BidiNotation.escape(soup)) → \(BidiNotation.escape(sanitized)) + \(tail)"
        )
        let raw = Array(engine.levels(wrap(soup) + tail, base: base).suffix(count))
        if raw != expected { rawLeaks[engine, default: 0] += 1 }
        tails[engine] = after
        checked += 1
      }
      if tails[.bidiKit] != tails[.icu] { enginesDisagree += 1 }
    }
    print(
      "sanitizer (\(strongFirst ? "strong-first text" : "wrapped soup")), base \(base): \(checked) checks pass; "
        + "unsanitized soups changed the text's levels: \(rawLeaks); engines disagreed on \(enginesDisagree) texts"
    )
    #expect(enginesDisagree == 0)
    #expect(rawLeaks.count == 2 && rawLeaks.values.allSatisfy { $0 > 0 }, "the check must be able to fail")
  }
}
