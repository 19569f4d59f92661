extension IsolatingRunSequence {
  /// Rule N0 on `types[0..<count]` (after W1–W7; `positions[k]` is the paragraph index of
  /// element `k`), whose embedding direction is `e`.
  ///
  /// BD16 pairs the brackets: a stack of openings, each closing bracket matched with the
  /// nearest opening of its pair identity (canonical equivalents included), popping those above
  /// it; at a 64th open bracket BD16 stops for the rest of the sequence, keeping the pairs it
  /// found. The pairs are then resolved in the order of their openings: to the embedding
  /// direction when a strong type of it is inside (EN and AN count as R); else, when the
  /// opposite direction is inside, to the direction of the strong type before the opening (sos
  /// at the start) if it is the opposite one, else to the embedding direction; else not at
  /// all. The nonspacing marks right after a resolved bracket (W1 made them ON) take its
  /// direction.
  ///
  /// Bounds: pairs nest at most 63 deep, so looking inside every pair reads each character at
  /// most 63 times; the strong type before an opening is looked for only back to the previous
  /// resolved opening (resolved brackets are strong), so those searches never overlap.
  func resolveBrackets(
    count: Int, types: UnsafeMutablePointer<BidiClass>, positions: UnsafeMutablePointer<Int32>,
    scalars: UnsafeBufferPointer<UInt32>, classes: UnsafeBufferPointer<BidiClass>,
    isOverridden: (Int) -> Bool, embedding e: BidiClass
  ) {
    let depthLimit = ImplicitParagraph.bracketStackDepth
    var pairs: [(opening: Int32, closing: Int32)] = []
    withUnsafeTemporaryAllocation(of: Int32.self, capacity: 2 * depthLimit) { scratch in
      // The stack: identity and element of each opening.
      let stackIdentity = scratch.baseAddress!
      let stackElement = stackIdentity + depthLimit
      var depth = 0
      let brackets = UnicodeTables.shared.brackets
      for k in 0..<count where types[k] == .otherNeutral {
        let bracket = ImplicitParagraph.bracketType(of: scalars[Int(positions[k])], brackets: brackets)
        if bracket == 0 { continue }
        let identity = Int32(truncatingIfNeeded: bracket & 0x7FFF_FFFF)
        if bracket & 1 << 31 != 0 {
          if depth == depthLimit { break }  // BD16: stop for the rest of the sequence
          stackIdentity[depth] = identity
          stackElement[depth] = Int32(truncatingIfNeeded: k)
          depth += 1
          continue
        }
        var s = depth - 1
        while s >= 0 && stackIdentity[s] != identity { s -= 1 }
        if s >= 0 {
          pairs.append((stackElement[s], Int32(truncatingIfNeeded: k)))
          depth = s
        }
      }
    }
    guard !pairs.isEmpty else { return }
    // In the order of the openings.
    pairs.sort { $0.opening < $1.opening }
    let opposite: BidiClass = e == .leftToRight ? .rightToLeft : .leftToRight
    for (openingIndex, closingIndex) in pairs {
      let opening = Int(openingIndex)
      let closing = Int(closingIndex)
      var foundOpposite = false
      var resolved: BidiClass? = nil
      for x in opening + 1..<closing {
        guard let strong = Self.strongDirection(types[x]) else { continue }
        if strong == e {
          resolved = e
          break
        }
        foundOpposite = true
      }
      if resolved == nil && foundOpposite {
        var before = sos
        var x = opening - 1
        while x >= 0 {
          if let strong = Self.strongDirection(types[x]) {
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
        while x < count {
          let position = Int(positions[x])
          guard classes[position] == .nonspacingMark && !isOverridden(position) else { break }
          types[x] = resolved
          x += 1
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
