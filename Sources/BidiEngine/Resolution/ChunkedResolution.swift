extension ParagraphResolver {
  /// Resolves a long paragraph chunk by chunk, with the result of resolving it whole, so that
  /// the working memory beyond the paragraph's levels is that of one chunk.
  ///
  /// The paragraph level is found once (P2–P3). A first ``ChunkScanner`` pass finds the
  /// bracket pairs of the top-level sequence and where cuts stop being safe; a second pass
  /// cuts at the first safe place at least `chunkLength` scalars after the previous cut.
  /// Each chunk, the strong scalar before it included, is then resolved by ``resolveWhole``
  /// at the fixed paragraph direction (with the fast path when the chunk is of one
  /// direction), and the level of that first scalar is kept from the chunk before.
  ///
  /// Where no cut is safe (inside an isolate or an embedding, inside a bracket pair, after
  /// FriBidi stopped pairing brackets, past an explicit depth of 63 entries), the chunk goes
  /// on: a paragraph with no safe cut is resolved whole, with the memory of
  /// ``resolveWhole`` for that length, bounded by
  /// ``BidiAnalysis/Options/maximumParagraphLength``.
  ///
  /// - Returns: the paragraph level.
  static func resolveInChunks(
    scalars: UnsafeBufferPointer<UInt32>, classes: UnsafeBufferPointer<BidiClass>, base: BaseDirection,
    resolvesBrackets: Bool, usesFastPaths: Bool, chunkLength: Int, into levels: UnsafeMutableBufferPointer<BidiLevel>
  ) throws(BidiError) -> BidiLevel {
    let count = classes.count
    var bodyEnd = count
    while bodyEnd > 0 && classes[bodyEnd - 1] == .paragraphSeparator { bodyEnd -= 1 }
    let paragraphLevel: BidiLevel
    switch base {
    case .leftToRight: paragraphLevel = 0
    case .rightToLeft: paragraphLevel = 1
    case .firstStrong(let fallback): paragraphLevel = (firstStrongDirection(classes) ?? fallback).level
    }
    let fixedBase: BaseDirection = paragraphLevel == 0 ? .leftToRight : .rightToLeft

    // Pass 1: the top-level bracket pairs, and where cuts stop being safe.
    var survey = ChunkScanner(
      scalars: scalars, classes: classes, paragraphLevel: paragraphLevel, pairsBrackets: resolvesBrackets,
      keepsPairs: true)
    for i in 0..<bodyEnd { survey.advance(over: i) }
    let pairs = survey.outermostPairs
    let unsafeFrom = survey.unsafeFrom

    // Pass 2: cut and resolve.
    var walker = ChunkScanner(
      scalars: scalars, classes: classes, paragraphLevel: paragraphLevel, pairsBrackets: resolvesBrackets,
      keepsPairs: false)
    var scanned = 0  // scalars the walker has taken
    var pairIndex = 0  // the first pair that does not close before the candidate cut
    var start = 0
    var openersAtStart = 0
    while start < count {
      var end = count
      var openersAtEnd = 0
      // The first safe cut `b` (before scalar b) at least chunkLength after the start.
      var b = start + chunkLength
      while b < bodyEnd && b <= unsafeFrom {
        while scanned < b {
          walker.advance(over: scanned)
          scanned += 1
        }
        while pairIndex < pairs.count && pairs[pairIndex].close < b - 1 { pairIndex += 1 }
        let enclosed = pairIndex < pairs.count && pairs[pairIndex].open < b - 1
        if classes[b - 1].isStrong && walker.isAtTopLevel && !enclosed {
          end = b
          openersAtEnd = walker.pairingDepth
          break
        }
        b = enclosed ? pairs[pairIndex].close + 2 : b + 1
      }
      // The chunk with the strong scalar before it, whose level is kept from the chunk before.
      let lower = start == 0 ? 0 : start - 1
      let kept = start == 0 ? 0 : levels[lower]
      let chunkScalars = UnsafeBufferPointer(rebasing: scalars[lower..<end])
      let chunkClasses = UnsafeBufferPointer(rebasing: classes[lower..<end])
      let chunkLevels = UnsafeMutableBufferPointer(rebasing: levels[lower..<end])
      let mask = UniformParagraph.mask(chunkClasses)
      if usesFastPaths, let level = UniformParagraph.level(mask: mask, base: fixedBase) {
        chunkLevels.update(repeating: level)
      } else {
        _ = try resolveWhole(
          scalars: chunkScalars, classes: chunkClasses, base: fixedBase, mask: mask,
          resolvesBrackets: resolvesBrackets, unmatchedOpeners: openersAtStart, into: chunkLevels)
      }
      if start > 0 { levels[lower] = kept }
      start = end
      openersAtStart = openersAtEnd
    }
    return paragraphLevel
  }

  /// The direction of the first strong scalar outside isolates (P2), in one pass without a
  /// table of isolate matches: an initiator without a matching PDI (BD9) hides the rest.
  static func firstStrongDirection(_ classes: UnsafeBufferPointer<BidiClass>) -> TextDirection? {
    var depth = 0
    for c in classes {
      switch c {
      case .leftToRight: if depth == 0 { return .leftToRight }
      case .rightToLeft, .arabicLetter: if depth == 0 { return .rightToLeft }
      case .leftToRightIsolate, .rightToLeftIsolate, .firstStrongIsolate: depth += 1
      case .popDirectionalIsolate: if depth > 0 { depth -= 1 }
      default: break
      }
    }
    return nil
  }
}
