import BidiTestSupport
import Foundation
import Testing

@testable import BidiEngine

#if BIDIKIT_FRIBIDI
  extension BidiStringGenerator {
    /// One character of every class (B and S included), and paired brackets.
    static let everyClass: [Unicode.Scalar] =
      ConformanceTests.representative.values.sorted { $0.value < $1.value } + [
        "(", ")", "[", "]", "\u{2329}", "\u{3009}", "\n", "\u{0644}", "\u{0627}", "\u{0623}", "\u{0640}",
        "\u{200C}", "\u{200D}", "\u{064E}",
      ]

    /// Explicit controls nested past the depth limit (BD2: 125), with text at every depth, so
    /// that embeddings and isolates overflow, then close (or not).
    mutating func overflowing() -> [Unicode.Scalar] {
      var result: [Unicode.Scalar] = []
      let depth = 118 + Int(random.next() % 16)
      var opened: [Unicode.Scalar] = []
      for _ in 0..<depth {
        let opener = pick(Self.openers)
        result.append(opener)
        opened.append(opener)
        if random.next() % 8 == 0 { result += soup(length: 1 + Int(random.next() % 3)) }
      }
      result += soup(length: 1 + Int(random.next() % 6))
      while let opener = opened.popLast() {
        if random.next() % 4 == 0 { continue }  // left open
        result.append(opener.value >= 0x2066 ? "\u{2069}" : "\u{202C}")
        if random.next() % 8 == 0 { result += soup(length: 1 + Int(random.next() % 3)) }
      }
      return result
    }

    /// Any class, brackets and Arabic joining characters (ZWJ, ZWNJ, tatweel, lam-alef).
    mutating func anyClass(length: Int) -> [Unicode.Scalar] {
      (0..<length).map { _ in
        random.next() % 3 == 0 ? pick(Self.everyClass) : soup(length: 1)[0]
      }
    }

    /// The next string of the differential: the four shapes in turn.
    mutating func differentialCase(_ i: Int) -> [Unicode.Scalar] {
      switch i % 8 {
      case 0, 1, 2: balanced()
      case 3, 4: soup(length: 1 + Int(random.next() % 24))
      case 5, 6: anyClass(length: 1 + Int(random.next() % 32))
      default: overflowing()
      }
    }
  }

  /// The Swift back end against the FriBidi back end (``ResolutionEngine``) on generated strings
  /// and on real translations: paragraph levels, every level (removed characters included),
  /// the visual order with and without rule L3, and the visual text shaped (Arabic joining,
  /// presentation forms, lam-alef) with the controls kept.
  ///
  /// Shaping is compared only for text whose characters are all of Unicode 10 or older:
  /// FriBidi 1.0.8 joins with Unicode 10's joining types (U+0870…U+0882, new in Unicode 14, are
  /// non-joining to it), the Swift back end with the Unicode data BidiKit was generated from.
  ///
  /// The number of generated strings per paragraph direction is 40 000, or
  /// `BIDIKIT_ENGINE_DIFFERENTIAL` (e.g. 350000 for more than a million in all).
  @Suite("Differential: the Swift engine against FriBidi's")
  struct EngineDifferentialTests {
    static let perDirection =
      ProcessInfo.processInfo.environment["BIDIKIT_ENGINE_DIFFERENTIAL"].flatMap { Int($0) } ?? 40_000

    static let shapedOptions = VisualOptions(
      mirrors: true, removesBidiControls: false, shapesArabic: true, reordersNonspacingMarks: true)

    /// Everything compared, as text.
    static func record(_ text: String, base: BaseDirection, engine: ResolutionEngine) -> String {
      var options = BidiAnalysis.Options()
      options.engine = engine
      let analysis = BidiAnalysis(text, base: base, options: options)
      var result = ""
      for paragraph in analysis.paragraphs {
        let line = paragraph.line
        result += "\(paragraph.baseLevel) \(paragraph.bracketLimitExceeded) \(line.levels)"
        result += " \(line.visualOrder(reorderingNonspacingMarks: false))"
        result += " \(line.visualOrder(reorderingNonspacingMarks: true))\n"
      }
      if text.unicodeScalars.allSatisfy({ ($0.properties.age?.major ?? 99) <= 10 }) {
        var visual = shapedOptions
        visual.engine = engine
        result += BidiNotation.escape(analysis.visualString(visual))
      }
      return result
    }

    /// The first difference on `text`, or `nil`.
    static func difference(_ text: String, base: BaseDirection) -> String? {
      let friBidi = record(text, base: base, engine: .friBidi)
      let swift = record(text, base: base, engine: .swift)
      guard friBidi != swift else { return nil }
      return "\(BidiNotation.escape(text)) (\(base))\n  FriBidi \(friBidi)\n  Swift   \(swift)"
    }

    @Test(
      "generated strings: explicit controls, isolates, overflow at depth 125, brackets, every class",
      arguments: [BaseDirection.leftToRight, .rightToLeft, .auto])
    func generated(base: BaseDirection) {
      var generator = BidiStringGenerator(
        random: SplitMix64(seed: 0xE261_0000 + UInt64(base.fixedDirection?.level ?? 2)))
      var count = 0
      var differences: [String] = []
      var differenceCount = 0
      for i in 0..<Self.perDirection {
        var text = String.UnicodeScalarView()
        text.append(contentsOf: generator.differentialCase(i))
        count += 1
        if let difference = Self.difference(String(text), base: base) {
          differenceCount += 1
          if differences.count < 5 { differences.append(difference) }
        }
      }
      #expect(count == Self.perDirection)
      #expect(
        differenceCount == 0, "\(differenceCount) differences; first:\n\(differences.joined(separator: "\n"))"
      )
    }

    @Test("every paragraph of the installed right-to-left translations, in every direction")
    func corpus() throws {
      let paragraphs = try FastPathCorpusTests.corpusParagraphs()
      var differences: [String] = []
      for text in paragraphs {
        for base in [BaseDirection.auto, .leftToRight, .rightToLeft] {
          if let difference = Self.difference(text, base: base), differences.count < 5 {
            differences.append(difference)
          }
        }
      }
      #expect(paragraphs.count > 1000)
      #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))")
    }
  }
#endif
