/// Rules W1–W7, N0–N2 and I1–I2 of UAX #9 on one isolating run sequence (BD13), one pass per
/// rule, as the standard states them.
///
/// The sequence is given as the types of its characters after rules X1–X9 (`types`: the bidi
/// class, or `L`/`R` where a directional override is in force, X6) and their paragraph indices
/// (`positions`), in order; its embedding level, and its sos and eos (X10). The result is the
/// level of each of its characters, written at its paragraph index (I1–I2).
///
/// Time is linear in the length of the sequence: every rule is one pass, but for N0, whose pairs
/// nest at most 63 deep (BD16's stack), so that each character is looked at for at most 63 pairs.
struct IsolatingRunSequence {
  /// The embedding level of the sequence's level runs.
  var level: BidiLevel
  /// The direction before the sequence (X10): `L` or `R`.
  var sos: BidiClass
  /// The direction after the sequence (X10): `L` or `R`.
  var eos: BidiClass

  /// Resolves `types[0..<count]` and writes the level of each element `k` at
  /// `levels[positions[k]]`.
  ///
  /// - Parameters:
  ///   - scalars: the paragraph's scalars (the bracket pairs of BD16).
  ///   - classes: the paragraph's original classes (N0: nonspacing marks after a bracket).
  ///   - isOverridden: whether X6 reset the type of the character at a paragraph index (such a
  ///     mark is no longer a nonspacing mark for N0).
  ///   - pairsBrackets: whether BD16 and N0 run (off past ``BidiAnalysis/Options/bracketLimit``).
  func resolve(
    count m: Int, types: UnsafeMutablePointer<BidiClass>, positions: UnsafeMutablePointer<Int32>,
    scalars: UnsafeBufferPointer<UInt32>, classes: UnsafeBufferPointer<BidiClass>,
    isOverridden: (Int) -> Bool = { _ in false }, pairsBrackets: Bool,
    into levels: UnsafeMutablePointer<BidiLevel>
  ) {
    // W1: a nonspacing mark takes the type of the character before it (ON after an isolate
    // initiator or PDI, sos at the start). W2: EN after AL (the last strong type) becomes AN.
    // W3: AL becomes R. Each looks only backwards: one pass.
    var previous = sos
    var lastStrong = sos
    var hasNeutral = false
    for k in 0..<m {
      var type = types[k]
      if type == .nonspacingMark { type = previous.isIsolateControl ? .otherNeutral : previous }
      previous = type
      switch type {
      case .leftToRight, .rightToLeft: lastStrong = type
      case .arabicLetter:
        lastStrong = .arabicLetter
        type = .rightToLeft
      case .europeanNumber where lastStrong == .arabicLetter: type = .arabicNumber
      case .otherNeutral: hasNeutral = true
      default: break
      }
      types[k] = type
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
    lastStrong = sos
    for k in 0..<m {
      switch types[k] {
      case .europeanSeparator, .europeanTerminator, .commonSeparator: types[k] = .otherNeutral
      case .leftToRight, .rightToLeft: lastStrong = types[k]
      case .europeanNumber where lastStrong == .leftToRight: types[k] = .leftToRight
      default: break
      }
    }
    // N0: bracket pairs (only ON characters can be brackets; W1 and W6 make ON too).
    let e: BidiClass = level & 1 == 1 ? .rightToLeft : .leftToRight
    if pairsBrackets && hasNeutral {
      resolveBrackets(
        count: m, types: types, positions: positions, scalars: scalars, classes: classes,
        isOverridden: isOverridden, embedding: e)
    }
    // N1: a sequence of neutrals (isolate controls included) between strong types of one
    // direction (numbers count as R, sos and eos at the ends) takes that direction. N2: else
    // the embedding direction. I1–I2 on each type once it is resolved.
    let odd = level & 1 == 1
    let levelOfL = odd ? level + 1 : level
    let levelOfR = odd ? level : level + 1
    let levelOfNumber = odd ? level + 1 : level + 2
    k = 0
    while k < m {
      guard Self.isNeutral(types[k]) else {
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
      while j < m && Self.isNeutral(types[j]) { j += 1 }
      let before = k == 0 ? sos : Self.direction(types[k - 1])
      let after = j == m ? eos : Self.direction(types[j])
      let level = (before == after ? before : e) == .leftToRight ? levelOfL : levelOfR
      for x in k..<j { levels[Int(positions[x])] = level }
      k = j
    }
  }

  /// Whether N1 and N2 resolve the type: B, S, WS, ON and the isolate controls (the classes
  /// from `B` on; those removed by X9 are not in a sequence).
  @inline(__always)
  static func isNeutral(_ type: BidiClass) -> Bool {
    type.rawValue >= BidiClass.paragraphSeparator.rawValue
  }

  /// The direction a resolved type counts as in N1: numbers count as R.
  @inline(__always)
  static func direction(_ type: BidiClass) -> BidiClass {
    type == .leftToRight ? .leftToRight : .rightToLeft
  }
}
