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
  /// The most opening brackets resolved here: the depth of BD16's stack (63), so that it never
  /// overflows. A paragraph with more is left to ``ParagraphResolver``.
  static let maximumOpeningBrackets = 63

  /// Whether the paragraph has the shape: no explicit formatting character (none in `mask`,
  /// its classes one bit per raw value), at most ``maximumOpeningBrackets`` opening paired
  /// brackets and at most `bracketLimit` paired brackets (past it ParagraphResolver resolves
  /// them as plain neutrals).
  static func applies(
    mask: UInt32, scalars: UnsafeBufferPointer<UInt32>, classes: UnsafeBufferPointer<BidiClass>,
    bracketLimit: Int
  ) -> Bool {
    guard mask & UniformParagraph.explicit == 0 else { return false }
    guard mask & (1 << BidiClass.otherNeutral.rawValue) != 0 else { return true }
    let brackets = UnicodeTables.shared.brackets
    var openings = 0
    var all = 0
    for i in 0..<classes.count where classes[i] == .otherNeutral {
      let bracket = bracketType(of: scalars[i], brackets: brackets)
      guard bracket != 0 else { continue }
      all += 1
      if bracket & 1 << 31 != 0 { openings += 1 }
    }
    return openings <= maximumOpeningBrackets && all <= bracketLimit
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
    let classMask = UniformParagraph.mask(classes)
    // sos, eos and the embedding direction.
    let e: BidiClass = paragraphLevel & 1 == 1 ? .rightToLeft : .leftToRight
    // X9: the sequence without the removed characters, with W1–W3 applied on the way (each
    // looks only backwards).
    // W1: a nonspacing mark takes the type of the character before it (sos at the start).
    // W2: EN after AL (the last strong type) becomes AN. W3: AL becomes R.
    var m = 0
    var previous = e  // the previous type after W1
    var lastStrong = e  // after W1
    for i in 0..<count where !classes[i].isRemovedByX9 {
      var type = classes[i]
      if type == .nonspacingMark { type = previous }
      previous = type
      switch type {
      case .leftToRight, .rightToLeft: lastStrong = type
      case .arabicLetter:
        lastStrong = .arabicLetter
        type = .rightToLeft
      case .europeanNumber where lastStrong == .arabicLetter: type = .arabicNumber
      default: break
      }
      types[m] = type
      positions[m] = Int32(truncatingIfNeeded: i)
      m += 1
    }
    // W4: one ES between two ENs becomes EN; one CS between two numbers of one type becomes
    // that type. (A separator changes only between numbers, so changes cannot chain.)
    if m >= 3 {
      for k in 1..<m - 1 {
        let before = types[k - 1]
        guard before == types[k + 1] else { continue }
        if (types[k] == .europeanSeparator && before == .europeanNumber)
          || (types[k] == .commonSeparator && (before == .europeanNumber || before == .arabicNumber))
        {
          types[k] = before
        }
      }
    }
    // W5: a sequence of ETs beside an EN becomes EN.
    var k = 0
    while k < m {
      guard types[k] == .europeanTerminator else {
        k += 1
        continue
      }
      var j = k
      while j < m && types[j] == .europeanTerminator { j += 1 }
      if (k > 0 && types[k - 1] == .europeanNumber) || (j < m && types[j] == .europeanNumber) {
        for x in k..<j { types[x] = .europeanNumber }
      }
      k = j
    }
    // W6: the remaining separators and terminators become ON. W7: EN after L (the last strong
    // type, sos included) becomes L.
    lastStrong = e
    for k in 0..<m {
      switch types[k] {
      case .europeanSeparator, .europeanTerminator, .commonSeparator: types[k] = .otherNeutral
      case .leftToRight, .rightToLeft: lastStrong = types[k]
      case .europeanNumber where lastStrong == .leftToRight: types[k] = .leftToRight
      default: break
      }
    }
    if classMask & (1 << BidiClass.otherNeutral.rawValue) != 0 {
      resolveBrackets(
        count: m, scalars: scalars, classes: classes, types: types, positions: positions, direction: e)
    }
    // N1: a sequence of neutrals between strong types of one direction (numbers count as R,
    // sos and eos at the ends) takes that direction. N2: else the embedding direction.
    // I1–I2 on each type once it is resolved.
    let odd = paragraphLevel & 1 == 1
    let levelOfL = odd ? paragraphLevel + 1 : paragraphLevel
    let levelOfR = odd ? paragraphLevel : paragraphLevel + 1
    let levelOfNumber = odd ? paragraphLevel + 1 : paragraphLevel + 2
    k = 0
    while k < m {
      guard isNeutral(types[k]) else {
        levels[Int(positions[k])] =
          switch types[k] {
          case .leftToRight: levelOfL
          case .rightToLeft: levelOfR
          default: levelOfNumber  // EN, AN
          }
        k += 1
        continue
      }
      var j = k
      while j < m && isNeutral(types[j]) { j += 1 }
      let before = k == 0 ? e : direction(types[k - 1])
      let after = j == m ? e : direction(types[j])
      let level = (before == after ? before : e) == .leftToRight ? levelOfL : levelOfR
      for x in k..<j { levels[Int(positions[x])] = level }
      k = j
    }
    if classMask & (1 << BidiClass.segmentSeparator.rawValue) != 0 {
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

  /// Whether N1 and N2 resolve the type (B, S, WS, ON; there is no isolate control).
  @inline(__always)
  private static func isNeutral(_ type: BidiClass) -> Bool {
    type == .otherNeutral || type == .whitespace || type == .segmentSeparator || type == .paragraphSeparator
  }

  /// The direction a resolved type counts as in N1: numbers count as R.
  @inline(__always)
  private static func direction(_ type: BidiClass) -> BidiClass {
    type == .leftToRight ? .leftToRight : .rightToLeft
  }
}
