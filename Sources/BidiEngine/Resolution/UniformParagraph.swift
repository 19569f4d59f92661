/// The shape most real paragraphs have, recognised from the set of classes they contain, for
/// which the levels are known without running the algorithm: every scalar ends at the
/// paragraph level.
///
/// A paragraph without explicit formatting characters, whose strong and number classes are all of the paragraph's direction, is *uniform*:
/// - at level 0 with no `R`, `AL` or `AN`: sos and eos are L (X10); W2 and W7 turn every `EN`
///   into L (the strong type before it is L or sos); W6 makes the separators and terminators
///   `ON`; N1 and N2 resolve every neutral to L (its neighbours and the embedding direction
///   are L), rule N0 too (brackets resolve to the embedding direction or stay neutral); I1
///   raises nothing;
/// - at level 1 with no `L`, `EN` or `AN`: W1 gives marks the type before them (R, AL, or
///   sos = R) and W3 turns AL into R; W4–W6 find no number; N0–N2 resolve every neutral to R;
///   I2 raises nothing (it raises only L, EN and AN).
/// Characters removed by X9 (`BN`) take the level of the character before them (or the
/// paragraph level), and rule L1 resets separators (a paragraph separator ends its paragraph)
/// and trailing whitespace to the paragraph level: both are the paragraph level already. Every level is therefore the paragraph level.
enum UniformParagraph {
  /// Bits of the classes that rule out a uniform paragraph whatever its level: explicit
  /// formatting characters.
  static let explicit: UInt32 = {
    var mask: UInt32 = 0
    for raw in BidiClass.leftToRightEmbedding.rawValue...BidiClass.popDirectionalIsolate.rawValue {
      mask |= 1 << raw
    }
    return mask
  }()
  /// Classes that rule out a uniform level 0.
  static let notLeftToRight: UInt32 =
    1 << BidiClass.rightToLeft.rawValue | 1 << BidiClass.arabicLetter.rawValue
    | 1 << BidiClass.arabicNumber.rawValue
  /// Classes that rule out a uniform level 1.
  static let notRightToLeft: UInt32 =
    1 << BidiClass.leftToRight.rawValue | 1 << BidiClass.europeanNumber.rawValue
    | 1 << BidiClass.arabicNumber.rawValue

  /// The classes of `classes`.
  @inline(__always)
  static func mask(_ classes: UnsafeBufferPointer<BidiClass>) -> UInt32 {
    var mask: UInt32 = 0
    for c in classes { mask |= 1 << c.rawValue }
    return mask
  }

  /// The level of every scalar of the paragraph if it is uniform, else `nil`.
  ///
  /// - Parameters:
  ///   - mask: ``mask(_:)`` of the paragraph's classes.
  ///   - base: the paragraph direction, or how to find it (P2–P3: with no isolates, the first
  ///     `L`, `R` or `AL`).
  static func level(mask: UInt32, base: BaseDirection) -> BidiLevel? {
    guard mask & explicit == 0 else { return nil }
    let level: BidiLevel
    switch base {
    case .leftToRight: level = 0
    case .rightToLeft: level = 1
    case .firstStrong(let fallback):
      // Without any strong letter of one direction, the first strong letter is of the other.
      if mask & (1 << BidiClass.leftToRight.rawValue) == 0 {
        level =
          mask & (1 << BidiClass.rightToLeft.rawValue | 1 << BidiClass.arabicLetter.rawValue) != 0
          ? 1 : fallback.level
      } else if mask & (1 << BidiClass.rightToLeft.rawValue | 1 << BidiClass.arabicLetter.rawValue) == 0 {
        level = 0
      } else {
        return nil  // both directions: never uniform
      }
    }
    return mask & (level == 0 ? notLeftToRight : notRightToLeft) == 0 ? level : nil
  }

  /// The visual order of a line whose scalars all have level `level` (rule L2), with rule L3
  /// when `reorderingNonspacingMarks`: the order `fribidi_reorder_line` gives such a line.
  /// Calls `emit` with each logical index, left to right.
  ///
  /// At an even level the order is logical. At an odd level the line is reversed; with L3
  /// each sequence of a base and the nonspacing marks after it (with the removed characters
  /// among them) keeps its logical order. As in FriBidi, a sequence ends at its last mark.
  @inline(__always)
  static func forEachVisualIndex(
    classes: UnsafeBufferPointer<BidiClass>, level: BidiLevel, reorderingNonspacingMarks: Bool,
    _ emit: (Int) -> Void
  ) {
    let count = classes.count
    if level & 1 == 0 {
      for i in 0..<count { emit(i) }
      return
    }
    var i = count - 1
    while i >= 0 {
      if reorderingNonspacingMarks && classes[i] == .nonspacingMark {
        var j = i - 1
        while j >= 0 && (classes[j] == .nonspacingMark || classes[j].isRemovedByX9) { j -= 1 }
        let start = max(j, 0)
        for k in start...i { emit(k) }
        i = start - 1
      } else {
        emit(i)
        i -= 1
      }
    }
  }
}
