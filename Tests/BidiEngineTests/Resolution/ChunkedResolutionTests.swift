import BidiTestSupport
import Testing

@testable import BidiEngine

/// Long paragraphs resolved in chunks (``ParagraphResolver/resolveInChunks``) and lines
/// reordered from their levels alone (``LevelOrder``) give what the whole paragraph and
/// FriBidi's `fribidi_reorder_line` give. The conformance files and the corpus go through the
/// same comparison in ``FastPathTests`` and ``FastPathCorpusTests``; here, generated text
/// aimed at the cuts: explicit controls, isolates, bracket pairs across candidate cuts, more
/// than 63 unmatched openers (FriBidi's pairing limit), marks after brackets, numbers.
@Suite("Chunked resolution and level-only reordering")
struct ChunkedResolutionTests {
  static let alphabet: [Unicode.Scalar] = [
    "a", "b", "\u{05D0}", "\u{05D1}", "\u{0627}", "\u{0644}", "1", "2", "\u{0661}", "\u{06F1}", " ", " ",
    "\t",
    "(", ")", "(", ")", "[", "]", "\u{2329}", "\u{3009}", "\u{0300}", "\u{064B}", "\u{00AD}", "\u{200D}", "-",
    "+", ",", ".", "%", "$", "!", "\u{200E}", "\u{200F}", "\u{061C}", "\u{202A}", "\u{202B}", "\u{202D}",
    "\u{202E}", "\u{202C}", "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}", "\u{001F}",
  ]

  /// Generated paragraphs: mostly letters and brackets, a few controls; some open 70 brackets.
  static func paragraphs(count: Int, seed: UInt64) -> [(String, BaseDirection)] {
    var random = SplitMix64(seed: seed)
    var cases: [(String, BaseDirection)] = []
    for i in 0..<count {
      var text = String.UnicodeScalarView()
      if i % 5 == 1 {
        // Embeddings left open, some past the depth limit (BD2): cuts inside them, overflowing.
        for _ in 0..<(40 + Int(random.next() % 90)) {
          text.append(["\u{202A}", "\u{202B}", "\u{202D}", "\u{202E}", "a"][Int(random.next() % 5)])
        }
      }
      let length = 10 + Int(random.next() % 120)
      for k in 0..<length {
        if i % 7 == 0 && k < 70 && random.next() % 3 == 0 {
          text.append("(")
          continue
        }
        let pick = random.next() % 100
        if pick < 40 {
          text.append(alphabet[Int(random.next() % 6)])
        } else if pick < 55 {
          text.append(alphabet[13 + Int(random.next() % 8)])
        } else {
          text.append(alphabet[Int(random.next() % UInt64(alphabet.count))])
        }
      }
      cases.append((String(text), [BaseDirection.auto, .leftToRight, .rightToLeft][i % 3]))
    }
    return cases
  }

  @Test(
    "generated paragraphs: chunked and whole agree, in the API and the renderer",
    arguments: ResolutionEngine.all)
  func generated(engine: ResolutionEngine) {
    let cases = Self.paragraphs(count: 6_000, seed: 2026)
    // The comparison is worth something only if paragraphs are cut, in every situation.
    var cuts = 0
    var cutsWithOpeners = 0
    var cutsInEmbeddings = 0
    var cutsAfterOverflow = 0
    var cutParagraphsWithControls = 0
    for (text, base) in cases {
      let scalars = text.unicodeScalars.map(\.value)
      let classes = text.unicodeScalars.map(\.bidiClass)
      scalars.withUnsafeBufferPointer { scalars in
        classes.withUnsafeBufferPointer { classes in
          let level = (ChunkedResolutionTests.level(base, classes))
          var iterator = ChunkCuts(
            scalars: scalars, classes: classes, paragraphLevel: level, resolvesBrackets: true, chunkLength: 1)
          var found = 0
          while let cut = iterator.next() {
            found += 1
            if !cut.state.openers.isEmpty { cutsWithOpeners += 1 }
            if cut.state.stack.count > 1 { cutsInEmbeddings += 1 }
            if cut.state.overflowEmbeddings > 0 { cutsAfterOverflow += 1 }
          }
          cuts += found
          if found > 0 && UniformParagraph.mask(classes) & UniformParagraph.explicit != 0 {
            cutParagraphsWithControls += 1
          }
        }
      }
    }
    #expect(cuts > 50_000, "\(cuts) cuts")
    #expect(cutsWithOpeners > 5_000, "\(cutsWithOpeners) cuts with unmatched openers")
    #expect(cutsInEmbeddings > 5_000, "\(cutsInEmbeddings) cuts inside embeddings")
    #expect(cutsAfterOverflow > 1_000, "\(cutsAfterOverflow) cuts after overflowing embeddings")
    #expect(cutParagraphsWithControls > 1_000, "\(cutParagraphsWithControls) cut paragraphs with controls")
    let result = FastPathTests.check(cases, engine: engine)
    #expect(result.failures.isEmpty, "\(result.failures.joined(separator: "\n"))")
  }

  static func level(_ base: BaseDirection, _ classes: UnsafeBufferPointer<BidiClass>) -> BidiLevel {
    switch base {
    case .leftToRight: 0
    case .rightToLeft: 1
    case .firstStrong(let fallback): (ParagraphResolver.firstStrongDirection(classes) ?? fallback).level
    }
  }

  @Test("P2 in one pass gives what P2 with a table of isolate matches gives")
  func firstStrongDirection() {
    for (text, _) in Self.paragraphs(count: 3_000, seed: 5) {
      let classes = text.unicodeScalars.map(\.bidiClass)
      classes.withUnsafeBufferPointer { classes in
        let matches = ExplicitLevels.isolateMatches(classes)
        #expect(
          ParagraphResolver.firstStrongDirection(classes)
            == ExplicitLevels.firstStrongDirection(classes, in: 0..<classes.count, matches: matches))
      }
    }
  }

  #if BIDIKIT_FRIBIDI
    @Test("LevelOrder is fribidi_reorder_line on random levels 0…125, with and without rule L3")
    func levelOrder() throws {
      var random = SplitMix64(seed: 9)
      let classes: [BidiClass] = [
        .leftToRight, .rightToLeft, .nonspacingMark, .boundaryNeutral, .otherNeutral,
      ]
      for i in 0..<4_000 {
        let count = 1 + Int(random.next() % 60)
        let span = [2, 4, 8, 126][i % 4]
        let floor = Int(random.next() % UInt64(127 - span))
        var levels = (0..<count).map { _ in BidiLevel(floor + Int(random.next() % UInt64(span))) }
        let lineClasses = (0..<count).map { _ in classes[Int(random.next() % UInt64(classes.count))] }
        // Rule L1 at the line's end, as the engine applies it before reordering.
        var end = count - 1
        while end >= 0 && lineClasses[end] == .boundaryNeutral {
          levels[end] = BidiLevel(i % 2)
          end -= 1
        }
        for marks in [false, true] {
          let expected = try FriBidi.visualOrder(
            classes: lineClasses[...], levels: levels, rightToLeft: i % 2 == 1, reorderNonspacingMarks: marks,
            offset: 0)
          var order: [Int] = []
          levels.withUnsafeBufferPointer { levels in
            lineClasses.withUnsafeBufferPointer { classes in
              LevelOrder.forEachVisualIndex(
                levels: levels, classes: classes, reorderingNonspacingMarks: marks
              ) {
                order.append($0)
              }
            }
          }
          #expect(order == expected, "levels \(levels) classes \(lineClasses) L3 \(marks)")
          if order != expected { return }
        }
      }
    }
  #endif
}
