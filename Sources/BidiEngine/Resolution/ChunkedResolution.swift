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
    let paragraphLevel: BidiLevel
    switch base {
    case .leftToRight: paragraphLevel = 0
    case .rightToLeft: paragraphLevel = 1
    case .firstStrong(let fallback): paragraphLevel = (firstStrongDirection(classes) ?? fallback).level
    }
    let fixedBase: BaseDirection = paragraphLevel == 0 ? .leftToRight : .rightToLeft

    var cuts = ChunkCuts(
      scalars: scalars, classes: classes, paragraphLevel: paragraphLevel, resolvesBrackets: resolvesBrackets,
      chunkLength: chunkLength)
    var chunk = ChunkBuffers()
    var start = 0
    var state: ChunkScanner.State? = nil  // at the start of the chunk; nil for the first
    while start < count {
      let cut = cuts.next()
      let end = cut?.offset ?? count
      if let state, !(state.stack.count == 1 && state.overflowEmbeddings == 0 && state.openers.isEmpty) {
        // The chunk after what reproduces the state at its start (ChunkScanner), then `X`.
        let prefix = chunk.load(state: state, scalars: scalars, classes: classes, range: start - 1..<end)
        _ = try resolveWhole(
          scalars: chunk.scalars, classes: chunk.classes, base: fixedBase, mask: UniformParagraph.mask(chunk.classes),
          resolvesBrackets: resolvesBrackets, into: chunk.levels)
        (levels.baseAddress! + start).update(from: chunk.levels.baseAddress! + prefix + 1, count: end - start)
      } else {
        // The chunk as it stands, with `X` first unless it is the first chunk.
        let lower = start == 0 ? 0 : start - 1
        let kept = start == 0 ? 0 : levels[lower]
        let chunkClasses = UnsafeBufferPointer(rebasing: classes[lower..<end])
        let chunkLevels = UnsafeMutableBufferPointer(rebasing: levels[lower..<end])
        let mask = UniformParagraph.mask(chunkClasses)
        if usesFastPaths, let level = UniformParagraph.level(mask: mask, base: fixedBase) {
          chunkLevels.update(repeating: level)
        } else {
          _ = try resolveWhole(
            scalars: UnsafeBufferPointer(rebasing: scalars[lower..<end]), classes: chunkClasses, base: fixedBase,
            mask: mask, resolvesBrackets: resolvesBrackets, into: chunkLevels)
        }
        if start > 0 { levels[lower] = kept }
      }
      start = end
      state = cut?.state
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

/// The safe cuts of a paragraph (see ``ChunkScanner``), in order, each at least
/// `chunkLength` scalars after the one before.
struct ChunkCuts: IteratorProtocol {
  /// A cut before scalar `offset`, with the state there.
  struct Cut {
    var offset: Int
    var state: ChunkScanner.State
  }

  private let classes: UnsafeBufferPointer<BidiClass>
  private let chunkLength: Int
  private let bodyEnd: Int
  private let pairs: [ChunkScanner.Pair]
  private let unsafeFrom: Int
  private var walker: ChunkScanner
  private var scanned = 0  // scalars the walker has taken
  private var pairIndex = 0  // the first pair that does not close before the candidate
  private var last = 0

  /// Runs the first pass (the top-level bracket pairs, and where cuts stop being safe).
  init(
    scalars: UnsafeBufferPointer<UInt32>, classes: UnsafeBufferPointer<BidiClass>, paragraphLevel: BidiLevel,
    resolvesBrackets: Bool, chunkLength: Int
  ) {
    self.classes = classes
    self.chunkLength = max(1, chunkLength)
    var bodyEnd = classes.count
    while bodyEnd > 0 && classes[bodyEnd - 1] == .paragraphSeparator { bodyEnd -= 1 }
    self.bodyEnd = bodyEnd
    var survey = ChunkScanner(
      scalars: scalars, classes: classes, paragraphLevel: paragraphLevel, pairsBrackets: resolvesBrackets,
      keepsPairs: true)
    for i in 0..<bodyEnd { survey.advance(over: i) }
    pairs = survey.outermostPairs
    unsafeFrom = survey.unsafeFrom
    walker = ChunkScanner(
      scalars: scalars, classes: classes, paragraphLevel: paragraphLevel, pairsBrackets: resolvesBrackets,
      keepsPairs: false)
  }

  /// The first safe cut at least `chunkLength` after the previous one, or `nil`.
  mutating func next() -> Cut? {
    var b = last + chunkLength
    while b < bodyEnd && b <= unsafeFrom {
      while scanned < b {
        walker.advance(over: scanned)
        scanned += 1
      }
      // Pairs are disjoint and in order: the one that may enclose scalar b - 1.
      while pairIndex < pairs.count && pairs[pairIndex].close < b - 1 { pairIndex += 1 }
      let enclosed = pairIndex < pairs.count && pairs[pairIndex].open < b - 1
      if classes[b - 1].isStrong && walker.isOutsideIsolates && !enclosed {
        last = b
        return Cut(offset: b, state: walker.state)
      }
      b = enclosed ? pairs[pairIndex].close + 2 : b + 1
    }
    last = bodyEnd
    return nil
  }
}
