import BidiTestSupport
import Foundation
import Testing

@testable import BidiEngine

/// The Swift back end (``ResolutionEngine/swift``) on adversarial input: its documented bounds
/// (no recursion where the input decides the depth, linear time: BD16's 63-entry stack bounds
/// how deep bracket pairs nest), and the cases where it and the FriBidi back end once
/// disagreed, decided by ICU and python-bidi.
@Suite("Swift engine: bounds and witnessed cases")
struct SwiftEngineTests {
  static func analysis(_ text: String, base: BaseDirection, bracketLimit: Int = 4096) -> BidiAnalysis {
    var options = BidiAnalysis.Options(bracketLimit: bracketLimit)
    options.engine = .swift
    return BidiAnalysis(text, base: base, options: options)
  }

  @Test("100 000 bracket pairs with no budget: every pair resolved by N0")
  func manyBracketPairs() {
    // `a(א)`: the pair holds only R, the strong type before it is L: N0 c2 gives the brackets
    // the embedding direction (L), the letter stays R.
    let paragraph = Self.analysis(
      String(repeating: "a(\u{05D0})", count: 100_000), base: .leftToRight, bracketLimit: .max
    ).paragraphs[0]
    #expect(!paragraph.bracketLimitExceeded)
    let levels = paragraph.levels
    #expect(levels.count == 400_000)
    #expect((0..<100_000).allSatisfy { k in levels[4 * k..<4 * k + 4] == [0, 0, 1, 0] })
  }

  @Test("63 nested bracket pairs around 200 000 scalars, and a 64th opener that stops BD16")
  func nestedBrackets() {
    let inner = String(repeating: "\u{05D0} ", count: 100_000)
    let nested = String(repeating: "(", count: 63) + inner + String(repeating: ")", count: 63)
    let levels = Self.analysis("a" + nested, base: .leftToRight, bracketLimit: .max).paragraphs[0].levels
    // Every pair holds R only, after `a`: brackets at the embedding level (N0 c2).
    #expect(levels[1..<64].allSatisfy { $0 == 0 } && levels.suffix(63).allSatisfy { $0 == 0 })
    // One more opener: BD16 stops at it, so no pair is found after it and the closers are
    // plain neutrals between R and the end (eos L): level 0, the content's spaces R (level 1).
    let overflow = "a" + String(repeating: "(", count: 64) + "\u{05D0}" + String(repeating: ")", count: 64)
    let overflowLevels = Self.analysis(overflow, base: .leftToRight).paragraphs[0].levels
    #expect(overflowLevels[65] == 1)
    #expect(overflowLevels.suffix(64).allSatisfy { $0 == 0 })
  }

  @Test("a 3 000 000-scalar paragraph of `(א)a`, and 200-deep nesting of every explicit control")
  func hugeAndDeep() {
    let huge = Self.analysis(String(repeating: "(\u{05D0})a", count: 750_000), base: .auto).paragraphs[0]
    #expect(huge.count == 3_000_000 && huge.bracketLimitExceeded)
    let levels = huge.levels
    #expect(levels[0..<8] == [1, 1, 1, 2, 1, 1, 1, 2])
    for opener in ["\u{202A}", "\u{202B}", "\u{202D}", "\u{202E}", "\u{2066}", "\u{2067}", "\u{2068}"] {
      let closer = opener.unicodeScalars.first!.value >= 0x2066 ? "\u{2069}" : "\u{202C}"
      let text = String(repeating: opener + "a\u{05D0}", count: 200) + String(repeating: closer, count: 200)
      let paragraph = Self.analysis(text, base: .leftToRight).paragraphs[0]
      #expect(paragraph.levels.max()! <= ExplicitLevels.maxDepth + 1)
      #expect(paragraph.line.visualOrder.sorted() == Array(0..<paragraph.count))
    }
  }

  #if BIDIKIT_FRIBIDI
    /// 64 opening brackets in one level run, then a bracket pair in an embedding: UAX #9 stops
    /// BD16 for the rest of the *isolating run sequence* (the level-0 one); FriBidi 1.0.8
    /// stops for the rest of the paragraph, so that the embedding's `(b)` is not paired. The
    /// pair holds L only, after `a` (L), at level 1: paired, N0 c2 gives both brackets L
    /// (level 2); unpaired, the `)` between `b` and `א` takes the embedding direction (level 1).
    @Test("BD16 stops for the isolating run sequence only (ICU and python-bidi agree)")
    func bracketOverflowInOneSequence() {
      let scalars = Array(
        (String(repeating: "(", count: 64) + "\u{202B}a(b)\u{05D0}\u{202C}").unicodeScalars)
      var text = String.UnicodeScalarView()
      text.append(contentsOf: scalars)
      let closing = 64 + 4
      var options = BidiAnalysis.Options()
      for engine in ResolutionEngine.all {
        options.engine = engine
        let levels = BidiAnalysis(String(text), base: .leftToRight, options: options).paragraphs[0].levels
        #expect(levels[closing] == 2, "\(engine)")
      }
      let icu = ICUReference.resolve(scalars, base: .leftToRight)
      #expect(icu?.levels[closing] == 2)
      let swift = bidiKitResult(scalars, base: .leftToRight)
      let witness = Disagreement(scalars: scalars, base: .leftToRight, ours: swift, icu: icu ?? swift)
      #expect(PythonBidiWitness.agreesWithBidiKit([witness]) == [true])
    }
  #endif
}
