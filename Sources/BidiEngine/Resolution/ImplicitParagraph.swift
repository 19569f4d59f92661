/// The shape most mixed-direction paragraphs have, resolved without FriBidi: no explicit
/// formatting character (a right-to-left sentence with a number, a Latin word, a placeholder
/// or a parenthesis in it).
///
/// Without explicit formatting characters, rules X1–X8 leave every character at the
/// paragraph level and X9 removes the `BN`s: the paragraph is one level run and one isolating
/// run sequence (BD13), whose sos and eos are the paragraph direction (X10). What is left are
/// the weak rules W1–W7, the bracket pairs of BD16 and rule N0, the neutral rules N1 and N2
/// and the implicit rules I1 and I2 over that sequence, done here as UAX #9 states them, one
/// pass per rule. The result is what ``ParagraphResolver`` gives the paragraph: characters
/// removed by X9 take the level of the character before them, and rule L1 parts 1–3 (segment
/// separators and the whitespace before them) are applied.
enum ImplicitParagraph {
  /// The depth of BD16's stack of opening brackets: at a 64th open bracket, BD16 stops for the
  /// rest of the isolating run sequence.
  static let bracketStackDepth = 63

  /// Whether the paragraph has the shape: no explicit formatting character (none in `mask`,
  /// its classes one bit per raw value) and at most `bracketLimit` paired brackets (past it
  /// ParagraphResolver resolves them as plain neutrals).
  static func applies(
    mask: UInt32, scalars: UnsafeBufferPointer<UInt32>, classes: UnsafeBufferPointer<BidiClass>,
    bracketLimit: Int
  ) -> Bool {
    guard mask & UniformParagraph.explicit == 0 else { return false }
    guard mask & (1 << BidiClass.otherNeutral.rawValue) != 0 else { return true }
    let brackets = UnicodeTables.shared.brackets
    var all = 0
    for i in 0..<classes.count where classes[i] == .otherNeutral {
      if bracketType(of: scalars[i], brackets: brackets) != 0 { all += 1 }
    }
    return all <= bracketLimit
  }

  /// The bracket type of a scalar as ``UnicodeTables/brackets`` gives it (the identity of its
  /// pair, bit 31 set for an opening bracket), or 0 when it is not a paired bracket.
  @inline(__always)
  static func bracketType(of value: UInt32, brackets: [UInt32: UInt32]) -> UInt32 {
    if value < 0x80 {
      switch value {
      case 0x28, 0x5B, 0x7B: return 1 << 31 | value  // ( [ {
      case 0x29: return 0x28
      case 0x5D, 0x7D: return value - 2  // ] }
      default: return 0
      }
    }
    return brackets[value] ?? 0
  }

  /// The paragraph level (P2–P3: with no isolate, the first `L`, `R` or `AL`).
  static func paragraphLevel(_ classes: UnsafeBufferPointer<BidiClass>, base: BaseDirection) -> BidiLevel {
    switch base {
    case .leftToRight: return 0
    case .rightToLeft: return 1
    case .firstStrong(let fallback):
      for c in classes {
        if c == .leftToRight { return 0 }
        if c == .rightToLeft || c == .arabicLetter { return 1 }
      }
      return fallback.level
    }
  }

  /// Writes the level of every character of a paragraph that
  /// ``applies(mask:scalars:classes:bracketLimit:)`` (without its final paragraph separators)
  /// into `levels`.
  ///
  /// - Parameters:
  ///   - types: scratch of `classes.count` classes.
  ///   - positions: scratch of `classes.count` indices.
  static func resolve(
    _ classes: UnsafeBufferPointer<BidiClass>, scalars: UnsafeBufferPointer<UInt32>,
    paragraphLevel: BidiLevel,
    types: UnsafeMutablePointer<BidiClass>, positions: UnsafeMutablePointer<Int32>,
    into levels: UnsafeMutablePointer<BidiLevel>
  ) {
    let count = classes.count
    // X9: the sequence without the removed characters.
    var m = 0
    var hasSegmentSeparator = false
    for i in 0..<count where !classes[i].isRemovedByX9 {
      types[m] = classes[i]
      hasSegmentSeparator = hasSegmentSeparator || classes[i] == .segmentSeparator
      positions[m] = Int32(truncatingIfNeeded: i)
      m += 1
    }
    // X10: one sequence, whose sos and eos are the paragraph direction.
    let e: BidiClass = paragraphLevel & 1 == 1 ? .rightToLeft : .leftToRight
    IsolatingRunSequence(level: paragraphLevel, sos: e, eos: e).resolve(
      count: m, types: types, positions: positions, scalars: scalars, classes: classes, pairsBrackets: true,
      into: levels)
    if hasSegmentSeparator {
      // FriBidi applies L1 parts 1–3 before ParagraphResolver places the removed characters:
      // one after a segment separator takes its reset level.
      resetSeparators(classes, paragraphLevel: paragraphLevel, levels: levels)
    }
    // Characters removed by X9 stay beside the character before them.
    for i in 0..<count where classes[i].isRemovedByX9 {
      levels[i] = i > 0 ? levels[i - 1] : paragraphLevel
    }
    resetSeparators(classes, paragraphLevel: paragraphLevel, levels: levels)
  }

  /// L1 parts 1–3: segment separators, and the whitespace and removed characters before them,
  /// at the paragraph level.
  private static func resetSeparators(
    _ classes: UnsafeBufferPointer<BidiClass>, paragraphLevel: BidiLevel,
    levels: UnsafeMutablePointer<BidiLevel>
  ) {
    for i in 0..<classes.count where classes[i] == .segmentSeparator || classes[i] == .paragraphSeparator {
      levels[i] = paragraphLevel
      var j = i - 1
      while j >= 0 && ParagraphResolver.resetsAtLineEnd(classes[j]) {
        levels[j] = paragraphLevel
        j -= 1
      }
    }
  }
}
