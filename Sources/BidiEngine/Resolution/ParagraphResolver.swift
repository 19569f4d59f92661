/// Levels of one paragraph before the line-dependent part of rule L1.
struct ResolvedParagraph: Sendable {
  /// The paragraph embedding level.
  var paragraphLevel: BidiLevel
  /// One level per character, after rules X1–I2 and L1 parts 1–3 (segment and paragraph
  /// separators and the whitespace before them). Characters removed by X9 take the level of
  /// the character before them, so that they stay beside it when reordered.
  var levels: [BidiLevel]
  /// Whether some segment had more bracket characters than the budget, so its brackets were
  /// resolved as plain neutrals (rule N0 skipped).
  var bracketLimitExceeded: Bool
  /// The level of every character when the paragraph is of one direction
  /// (``UniformParagraph``); `levels` is then empty.
  var uniformLevel: BidiLevel? = nil
}

/// Resolves the embedding levels of one paragraph: the driver of UAX #9 for a paragraph, with
/// the back end of ``ResolutionEngine`` for the middle of it.
///
/// 1. The bracket budget (``BidiAnalysis/Options/bracketLimit``) and, for a paragraph of one
///    direction, its level (``UniformParagraph``): no more to do.
/// 2. A paragraph longer than a chunk (16 Ki scalars by default) is resolved in chunks cut at
///    safe places (``resolveInChunks``): the same levels, with the working memory of one chunk.
/// 3. P2–P3 and X1–X8 (``ExplicitLevels``), shared by both back ends.
/// 4. X9–I2 by the back end: ``resolveInSwift`` (isolating run sequences, W1–I2 on each) or
///    ``resolveWithFriBidi`` (FriBidi per segment, around its defects).
/// 5. What follows, shared: characters removed by X9 take the level of the character before
///    them, and L1 parts 1–3 (separators and the whitespace before them).
enum ParagraphResolver {
  /// Default maximum number of paired-bracket characters resolved per paragraph (rule N0).
  static let defaultBracketLimit = 4096

  /// Default length, in scalars, from which a paragraph is resolved in chunks
  /// (``resolveInChunks``): each chunk is at least this long, ending at the next safe cut.
  static let defaultChunkLength = 1 << 14

  /// What resolving a paragraph gave besides its levels.
  struct Outcome {
    var paragraphLevel: BidiLevel
    var bracketLimitExceeded: Bool
    /// Set when the paragraph is of one direction (``UniformParagraph``): no level was written.
    var uniformLevel: BidiLevel?
  }

  /// Resolves a paragraph into a new array (empty for a paragraph of one direction).
  static func resolve(
    scalars: UnsafeBufferPointer<UInt32>, classes: UnsafeBufferPointer<BidiClass>,
    base: BaseDirection, bracketLimit: Int, usesFastPaths: Bool = true, chunkLength: Int = defaultChunkLength,
    engine: ResolutionEngine = .default
  ) throws(BidiError) -> ResolvedParagraph {
    var outcome = Outcome(paragraphLevel: 0, bracketLimitExceeded: false)
    // A paragraph of one direction (most) needs no array of levels.
    let uniform =
      usesFastPaths && UniformParagraph.level(mask: UniformParagraph.mask(classes), base: base) != nil
    var levels = [BidiLevel](repeating: 0, count: uniform ? 0 : classes.count)
    try levels.withUnsafeMutableBufferPointer { buffer throws(BidiError) in
      outcome = try resolve(
        scalars: scalars, classes: classes, base: base, bracketLimit: bracketLimit,
        usesFastPaths: usesFastPaths,
        chunkLength: chunkLength, engine: engine, into: buffer)
    }
    return ResolvedParagraph(
      paragraphLevel: outcome.paragraphLevel, levels: outcome.uniformLevel == nil ? levels : [],
      bracketLimitExceeded: outcome.bracketLimitExceeded, uniformLevel: outcome.uniformLevel)
  }

  /// Resolves a paragraph, writing one level per scalar into `levels` (rules X1–I2 and L1
  /// parts 1–3) unless it is of one direction. A paragraph longer than `chunkLength` is
  /// resolved in chunks (``resolveInChunks``), with the same result.
  static func resolve(
    scalars: UnsafeBufferPointer<UInt32>, classes: UnsafeBufferPointer<BidiClass>,
    base: BaseDirection, bracketLimit: Int, usesFastPaths: Bool = true, chunkLength: Int = defaultChunkLength,
    engine: ResolutionEngine = .default, into levels: UnsafeMutableBufferPointer<BidiLevel>
  ) throws(BidiError) -> Outcome {
    let count = classes.count
    // The bracket budget is per paragraph: count the paired-bracket characters of class ON
    // first, and resolve brackets as plain neutrals everywhere when there are too many.
    var neutrals = 0
    var mask: UInt32 = 0
    for c in classes {
      mask |= 1 << c.rawValue
      if c == .otherNeutral { neutrals += 1 }
    }
    var bracketCharacters = 0
    if neutrals > bracketLimit {
      let brackets = UnicodeTables.shared.brackets
      for i in 0..<count where classes[i] == .otherNeutral && brackets[scalars[i]] != nil {
        bracketCharacters += 1
      }
    }
    let bracketLimitExceeded = bracketCharacters > bracketLimit
    // Most real paragraphs are of one direction: no need for FriBidi (see UniformParagraph).
    if usesFastPaths, let level = UniformParagraph.level(mask: mask, base: base) {
      return Outcome(paragraphLevel: level, bracketLimitExceeded: bracketLimitExceeded, uniformLevel: level)
    }
    let paragraphLevel: BidiLevel
    if count > chunkLength {
      paragraphLevel = try resolveInChunks(
        scalars: scalars, classes: classes, base: base, resolvesBrackets: !bracketLimitExceeded,
        usesFastPaths: usesFastPaths, chunkLength: chunkLength, engine: engine, into: levels)
    } else {
      paragraphLevel = try resolveWhole(
        scalars: scalars, classes: classes, base: base, mask: mask, resolvesBrackets: !bracketLimitExceeded,
        engine: engine, into: levels)
    }
    return Outcome(paragraphLevel: paragraphLevel, bracketLimitExceeded: bracketLimitExceeded)
  }

  /// Resolves `scalars` as one paragraph into `levels` and returns its level.
  static func resolveWhole(
    scalars: UnsafeBufferPointer<UInt32>, classes: UnsafeBufferPointer<BidiClass>, base: BaseDirection,
    mask: UInt32, resolvesBrackets: Bool, engine: ResolutionEngine,
    into levels: UnsafeMutableBufferPointer<BidiLevel>
  ) throws(BidiError) -> BidiLevel {
    let count = classes.count
    let hasExplicit = mask & UniformParagraph.explicit != 0
    // Paragraph separators at the end take the paragraph level; FriBidi never sees them.
    var bodyEnd = count
    while bodyEnd > 0 && classes[bodyEnd - 1] == .paragraphSeparator { bodyEnd -= 1 }

    // P2–P3 and X1–X8 (without explicit formatting characters: P2–P3 alone).
    let explicit = hasExplicit ? ExplicitLevels(classes: classes, base: base) : nil
    let paragraphLevel: BidiLevel
    if let explicit {
      paragraphLevel = explicit.paragraphLevel
    } else {
      paragraphLevel =
        switch base {
        case .leftToRight: 0
        case .rightToLeft: 1
        case .firstStrong(let fallback):
          (ExplicitLevels.firstStrongDirection(classes, in: 0..<count, matches: []) ?? fallback).level
        }
    }
    // X9–I2 by one of the back ends, for the body; then what is the same for both.
    switch engine {
    case .swift:
      resolveInSwift(
        scalars: scalars, classes: classes, bodyEnd: bodyEnd, paragraphLevel: paragraphLevel,
        explicit: explicit,
        resolvesBrackets: resolvesBrackets, into: levels)
    #if BIDIKIT_FRIBIDI
      case .friBidi:
        try resolveWithFriBidi(
          scalars: scalars, classes: classes, bodyEnd: bodyEnd, paragraphLevel: paragraphLevel,
          explicit: explicit, resolvesBrackets: resolvesBrackets, into: levels)
    #endif
    }

    for i in bodyEnd..<count { levels[i] = paragraphLevel }
    // Characters removed by X9 have no level of their own: keep them beside their neighbour.
    for i in 0..<bodyEnd where classes[i].isRemovedByX9 {
      levels[i] = i > 0 ? levels[i - 1] : paragraphLevel
    }
    // L1 parts 1–3: separators, and the whitespace and isolate controls before them.
    for i in 0..<count where classes[i] == .segmentSeparator || classes[i] == .paragraphSeparator {
      levels[i] = paragraphLevel
      var j = i - 1
      while j >= 0 && resetsAtLineEnd(classes[j]) {
        levels[j] = paragraphLevel
        j -= 1
      }
    }
    return paragraphLevel
  }

  /// Whether rule L1 resets a character of this class when it precedes a separator or ends a
  /// line: whitespace, isolate controls, and (retained) characters removed by X9.
  @inline(__always)
  static func resetsAtLineEnd(_ c: BidiClass) -> Bool {
    c == .whitespace || c.isIsolateControl || c.isRemovedByX9
  }

  /// Ends a line whose levels are resolved: rule L1 gives the whitespace and isolate controls
  /// at its end the paragraph level; returns the line's level when it has only one (it is then
  /// ordered without FriBidi), `nil` otherwise. `classes` are the line's, `levels` as many.
  @inline(__always)
  static func endLine(
    _ levels: UnsafeMutablePointer<BidiLevel>, classes: UnsafeBufferPointer<BidiClass>,
    paragraphLevel: BidiLevel
  ) -> BidiLevel? {
    var i = classes.count - 1
    while i >= 0 && resetsAtLineEnd(classes[i]) {
      levels[i] = paragraphLevel
      i -= 1
    }
    let first = levels[0]
    for k in 1..<max(1, classes.count) where levels[k] != first { return nil }
    return first
  }
}
