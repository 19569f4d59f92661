import Testing

@testable import BidiEngine

/// One case: text in notation, a paragraph direction, and the levels/order UAX #9 gives.
struct EngineCase: CustomTestStringConvertible, Sendable {
  var name: String
  var notation: String
  var base: BaseDirection
  /// `levels` and `order` as `bidi levels` prints them: paragraph level; levels (x for
  /// removed); visual order of the others.
  var expected: String
  var testDescription: String { name }

  var text: String { try! BidiNotation.unescape(notation) }
}

func levelsLine(_ text: String, base: BaseDirection, engine: ResolutionEngine = .default) -> String {
  var options = BidiAnalysis.Options()
  options.engine = engine
  let paragraph = BidiAnalysis(text, base: base, options: options).paragraphs[0]
  let line = paragraph.line
  let levels = zip(paragraph.bidiClasses, line.levels).map { $0.isRemovedByX9 ? "x" : String($1) }
  let order = line.visualOrder.filter { !paragraph.bidiClasses[$0].isRemovedByX9 }
  return
    "\(paragraph.baseLevel);\(levels.joined(separator: " "));\(order.map(String.init).joined(separator: " "))"
}

/// Run by each back end (``ResolutionEngine``): the FriBidi back end must hide the defects, the
/// Swift one must not have them.
@Suite("FriBidi 1.0.8 defects that BidiKit hides")
struct FriBidiDefectTests {
  /// Each expected value was derived by hand from UAX #9 and agrees with ICU and python-bidi,
  /// except where noted. The last two were found by the differential between the back ends
  /// (python-bidi gives their order).
  static let cases: [EngineCase] = [
    EngineCase(
      name: "FSI direction: the scan stops at the matching PDI (X5c); + stays before 1",
      notation: "⟨FSI⟩+1⟨PDI⟩ ⟨FSI⟩אב⟨PDI⟩", base: .leftToRight,
      expected: "0;0 2 2 0 0 0 1 1 0;0 1 2 3 4 5 7 6 8"),
    EngineCase(
      name: "adjacent isolates are separate run sequences (upstream issue 141)",
      notation: "⟨LRI⟩]⟨PDI⟩⟨RLI⟩(א⟨PDI⟩", base: .leftToRight,
      expected: "0;0 2 0 0 1 1 0;0 1 2 3 5 4 6"),
    EngineCase(
      name: "paragraph direction skips isolates (P2)",
      notation: "⟨RLI⟩א⟨PDI⟩a", base: .auto,
      expected: "0;0 1 0 0;0 1 2 3"),
    EngineCase(
      name: "N0 stops at sos: the strong character before an embedding is not context",
      notation: "z⟨RLE⟩(a)", base: .leftToRight,
      expected: "0;0 x 1 2 1;0 4 3 2"),
    EngineCase(
      name: "N0 stops at sos after an override",
      notation: "⟨LRO⟩\"⟨RLE⟩[⟨LRM⟩]", base: .leftToRight,
      expected: "0;x 2 x 3 4 3;1 5 4 3"),
    EngineCase(
      name: "N0 stops at sos after a letter newer than FriBidi's tables (U+0870)",
      notation: "\u{0870}⟨LRE⟩〈\u{1EC71}〉", base: .leftToRight,
      expected: "0;1 x 2 3 2;2 3 4 0"),
    EngineCase(
      name: "a mark after a neutral does not swallow the next bracket (W1 merge)",
      notation: "!\u{064B}(a)⟨LRO⟩ת", base: .rightToLeft,
      expected: "1;1 1 1 2 1 x 2;6 4 3 2 1 0"),
    EngineCase(
      name: "a mark after an opening bracket does not break pairing",
      notation: "[א〈\u{0300}]1", base: .leftToRight,
      expected: "0;0 1 0 0 0 2;0 1 2 3 4 5"),
    EngineCase(
      name: "a mark after a closing bracket takes the bracket's direction (N0)",
      notation: "ب(ת)\u{0300}", base: .leftToRight,
      expected: "0;1 1 1 1 1;4 3 2 1 0"),
    EngineCase(
      name: "an overridden mark after a bracket is L (X6), not the bracket's neutral",
      notation: "⟨LRE⟩ת{\u{064B}⟨PDF⟩⟨LRO⟩\u{0300}⟨PDF⟩", base: .rightToLeft,
      expected: "1;x 3 2 2 x x 2 x;1 2 3 6"),
    EngineCase(
      name: "a bracket before an overridden mark in the same level run takes the mark's L (N2)",
      notation: "⟨LRE⟩ב〈⟨PDF⟩⟨LRO⟩\u{064E}⟨PDF⟩", base: .leftToRight,
      expected: "0;x 3 2 x x 2 x;1 2 5"),
  ]

  @Test(arguments: cases, ResolutionEngine.all)
  func resolves(_ engineCase: EngineCase, engine: ResolutionEngine) {
    #expect(levelsLine(engineCase.text, base: engineCase.base, engine: engine) == engineCase.expected)
  }

  @Test("an isolate initiator followed by a paragraph separator (use-after-free in FriBidi 1.0.8)")
  func isolateBeforeParagraphSeparator() {
    let analysis = BidiAnalysis("a\u{2067}\u{2029}b\u{2068}\n\u{2066}", base: .auto)
    #expect(analysis.paragraphs.count == 3)
    #expect(analysis.paragraphs.map(\.baseLevel) == [0, 0, 0])
    #expect(analysis.paragraphs[0].levels == [0, 0, 0])
  }

  @Test("100 000 bracket pairs: bounded by the bracket budget and reported")
  func bracketBudget() {
    let text = String(repeating: "[]", count: 100_000)
    let paragraph = BidiAnalysis(text, base: .rightToLeft).paragraphs[0]
    #expect(paragraph.bracketLimitExceeded)
    #expect(paragraph.levels.allSatisfy { $0 == 1 })
    let small = BidiAnalysis(String(repeating: "[]", count: 100), base: .rightToLeft).paragraphs[0]
    #expect(!small.bracketLimitExceeded)
  }

  @Test("3 M characters of (א)a: no stack overflow, brackets resolved as neutrals")
  func deepBracketRun() {
    let text = String(repeating: "(א)a", count: 750_000)
    let paragraph = BidiAnalysis(text, base: .leftToRight).paragraphs[0]
    #expect(paragraph.count == 3_000_000)
    #expect(paragraph.bracketLimitExceeded)
    // With brackets as neutrals: ( between a (L) and א (R) → embedding direction L; ) between
    // א and a → L. So א alone is at level 1.
    #expect(Array(paragraph.levels.prefix(8)) == [0, 1, 0, 0, 0, 1, 0, 0])
  }
}

@Suite("ICU defects found by the differential test (python-bidi sides with BidiKit)")
struct ICUDefectCaseTests {
  /// ICU's answers are given in the comments; python-bidi 0.6 (Rust unicode-bidi) gave
  /// BidiKit's visual order for each when the cases were triaged.
  static let cases: [EngineCase] = [
    // X6a: an unmatched PDI takes the level of the embedding around it (2 under LRO);
    // ICU gives it the next run's level, 3, and reverses the line.
    EngineCase(
      name: "unmatched PDI inside an override keeps the override's level",
      notation: "⟨LRO⟩⟨RLO⟩*⟨PDF⟩⟨PDI⟩⟨RLO⟩\u{10D00}", base: .leftToRight,
      expected: "0;x x 3 x 2 x 3;2 4 6"),
    // BD14–BD16 pair only characters whose current class is ON: an overridden ) is R and
    // does not pair with the ( before it. ICU pairs them and puts ) at level 4.
    EngineCase(
      name: "an overridden bracket does not pair",
      notation: "⟨RLE⟩⟨RLO⟩⟨LRE⟩⟨PDF⟩⟨PDF⟩é(1⟨PDF⟩⟨RLO⟩)", base: .rightToLeft,
      expected: "1;x x x x x 4 4 4 x x 3;10 5 6 7"),
  ]

  @Test(arguments: cases, ResolutionEngine.all)
  func resolves(_ engineCase: EngineCase, engine: ResolutionEngine) {
    #expect(levelsLine(engineCase.text, base: engineCase.base, engine: engine) == engineCase.expected)
  }
}
