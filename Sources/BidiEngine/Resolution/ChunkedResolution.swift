extension ParagraphResolver {
  /// Resolves a long paragraph chunk by chunk, with the result of resolving it whole, so that
  /// the working memory beyond the paragraph's levels is that of one chunk.
  ///
  /// The paragraph level is found once (P2–P3). ``ChunkCuts`` finds the cuts: the first safe
  /// place (``ChunkScanner``) at least `chunkLength` scalars after the previous cut. Each
  /// chunk is resolved by ``resolveWhole`` at the fixed paragraph direction, with the strong
  /// scalar before the cut as its first scalar, after what reproduces the explicit stack and
  /// BD16's unmatched bracket openers at the cut (``ChunkBuffers``, in scratch for one
  /// chunk); without such a prefix the chunk is resolved in place, with the fast path when it
  /// is of one direction. The level of the first scalar is kept from the chunk before.
  ///
  /// Where no cut is safe (inside an isolate, inside a bracket pair of the top-level
  /// sequences, after BD16 stopped pairing brackets at 63 open ones, after an FSI whose
  /// content decides whether it overflows), the chunk goes on: a paragraph without a safe cut
  /// (one that opens an isolate it never closes, say) is resolved whole, with the memory of
  /// ``resolveWhole`` for that length, bounded by ``BidiAnalysis/Options/maximumParagraphLength``
  /// (and by `LineStream.maximumLineLength` in the command line).
  ///
  /// - Returns: the paragraph level.
  static func resolveInChunks(
    scalars: UnsafeBufferPointer<UInt32>, classes: UnsafeBufferPointer<BidiClass>, base: BaseDirection,
    resolvesBrackets: Bool, usesFastPaths: Bool, chunkLength: Int, engine: ResolutionEngine,
    into levels: UnsafeMutableBufferPointer<BidiLevel>
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
          scalars: chunk.scalars, classes: chunk.classes, base: fixedBase,
          mask: UniformParagraph.mask(chunk.classes),
          resolvesBrackets: resolvesBrackets, engine: engine, into: chunk.levels)
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
            scalars: UnsafeBufferPointer(rebasing: scalars[lower..<end]), classes: chunkClasses,
            base: fixedBase,
            mask: mask, resolvesBrackets: resolvesBrackets, engine: engine, into: chunkLevels)
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
