extension ImplicitParagraph {
  /// Rule N0 on the isolating run sequence `types[0..<count]` (after W1–W7; `positions[k]` is
  /// the paragraph index of element `k`), whose embedding direction and sos are `direction`.
  ///
  /// BD16 pairs the brackets (a stack of openings, each closing bracket matched with the
  /// nearest opening of its pair identity, canonical equivalents included, popping those above
  /// it); ``applies(mask:scalars:classes:bracketLimit:)`` keeps the stack within its 63
  /// entries. The pairs are then resolved in the order of their openings: to the embedding
  /// direction when a strong type of it is inside (EN and AN count as R); else, when the
  /// opposite direction is inside, to the direction of the strong type before the opening
  /// (sos at the start) if it is the opposite one, else to the embedding direction; else not
  /// at all. The nonspacing marks right after a resolved bracket (W1 made them ON) take its
  /// direction.
  static func resolveBrackets(
    count: Int, scalars: UnsafeBufferPointer<UInt32>, classes: UnsafeBufferPointer<BidiClass>,
    types: UnsafeMutablePointer<BidiClass>, positions: UnsafeMutablePointer<Int32>, direction e: BidiClass
  ) {
    let capacity = maximumOpeningBrackets
    withUnsafeTemporaryAllocation(of: Int32.self, capacity: 4 * capacity) { scratch in
      // The stack: identity and element of each opening. The pairs: opening, closing.
      let stackIdentity = scratch.baseAddress!
      let stackElement = stackIdentity + capacity
      let pairOpening = stackElement + capacity
      let pairClosing = pairOpening + capacity
      var depth = 0
      var pairCount = 0
      let brackets = UnicodeTables.shared.brackets
      for k in 0..<count where types[k] == .otherNeutral {
        let bracket = bracketType(of: scalars[Int(positions[k])], brackets: brackets)
        if bracket == 0 { continue }
        let identity = Int32(truncatingIfNeeded: bracket & 0x7FFF_FFFF)
        if bracket & 1 << 31 != 0 {
          stackIdentity[depth] = identity
          stackElement[depth] = Int32(truncatingIfNeeded: k)
          depth += 1
          continue
        }
        var s = depth - 1
        while s >= 0 && stackIdentity[s] != identity { s -= 1 }
        if s >= 0 {
          pairOpening[pairCount] = stackElement[s]
          pairClosing[pairCount] = Int32(truncatingIfNeeded: k)
          pairCount += 1
          depth = s
        }
      }
      // In the order of the openings (insertion sort: at most 63 pairs).
      for p in stride(from: 1, to: pairCount, by: 1) {
        let (opening, closing) = (pairOpening[p], pairClosing[p])
        var q = p - 1
        while q >= 0 && pairOpening[q] > opening {
          pairOpening[q + 1] = pairOpening[q]
          pairClosing[q + 1] = pairClosing[q]
          q -= 1
        }
        pairOpening[q + 1] = opening
        pairClosing[q + 1] = closing
      }
      let opposite: BidiClass = e == .leftToRight ? .rightToLeft : .leftToRight
      for p in 0..<pairCount {
        let opening = Int(pairOpening[p])
        let closing = Int(pairClosing[p])
        var foundOpposite = false
        var resolved: BidiClass? = nil
        for x in opening + 1..<closing {
          guard let strong = strongDirection(types[x]) else { continue }
          if strong == e {
            resolved = e
            break
          }
          foundOpposite = true
        }
        if resolved == nil && foundOpposite {
          var before = e  // sos
          var x = opening - 1
          while x >= 0 {
            if let strong = strongDirection(types[x]) {
              before = strong
              break
            }
            x -= 1
          }
          resolved = before == opposite ? opposite : e
        }
        guard let resolved else { continue }
        for bracket in 0..<2 {
          var x = bracket == 0 ? opening : closing
          types[x] = resolved
          x += 1
          while x < count && classes[Int(positions[x])] == .nonspacingMark {
            types[x] = resolved
            x += 1
          }
        }
      }
    }
  }

  /// The direction a type counts as in N0 (numbers count as R), or `nil` if it is not strong.
  @inline(__always)
  private static func strongDirection(_ type: BidiClass) -> BidiClass? {
    switch type {
    case .leftToRight: .leftToRight
    case .rightToLeft, .europeanNumber, .arabicNumber: .rightToLeft
    default: nil
    }
  }
}
