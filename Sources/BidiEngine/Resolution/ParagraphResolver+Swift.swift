extension ParagraphResolver {
  /// Rules X9–I2 of a paragraph's body (`0..<bodyEnd`) in Swift, as UAX #9 states them, after
  /// P2–P3 and X1–X8 (`explicit`; `nil` when the paragraph has no explicit formatting character,
  /// so that every character is at the paragraph level).
  ///
  /// - X9: characters removed by X9 are left out of every sequence (their levels are set by
  ///   ``resolveWhole``, as for FriBidi).
  /// - X10: the isolating run sequences (``IsolatingRunSequences``), each with its sos and eos;
  ///   the types are the classes, or `L`/`R` where an override is in force (X6).
  /// - W1–I2 on each sequence (``IsolatingRunSequence``).
  /// - A segment separator then takes the base level of its segment (the paragraph, or the
  ///   content of the isolate it is in), as the FriBidi back end leaves it; L1 later gives it the
  ///   paragraph level, and a removed character after it keeps the level it has here.
  ///
  /// Memory: 5 bytes per character of scratch (a type and a position), with ``ExplicitLevels``
  /// and, with explicit formatting, 4 bytes per character for the sequence of each.
  static func resolveInSwift(
    scalars: UnsafeBufferPointer<UInt32>, classes: UnsafeBufferPointer<BidiClass>, bodyEnd: Int,
    paragraphLevel: BidiLevel, explicit: ExplicitLevels?, resolvesBrackets: Bool,
    into levels: UnsafeMutableBufferPointer<BidiLevel>
  ) {
    guard bodyEnd > 0 else { return }
    let output = levels.baseAddress!
    withUnsafeTemporaryAllocation(byteCount: 5 * bodyEnd, alignment: 4) { raw in
      let positions = raw.baseAddress!.bindMemory(to: Int32.self, capacity: bodyEnd)
      let types = (raw.baseAddress! + 4 * bodyEnd).bindMemory(to: BidiClass.self, capacity: bodyEnd)
      guard let explicit else {
        // X10: one sequence, whose sos and eos are the paragraph direction.
        var m = 0
        for i in 0..<bodyEnd where !classes[i].isRemovedByX9 {
          types[m] = classes[i]
          positions[m] = Int32(truncatingIfNeeded: i)
          m += 1
        }
        let e: BidiClass = paragraphLevel & 1 == 1 ? .rightToLeft : .leftToRight
        IsolatingRunSequence(level: paragraphLevel, sos: e, eos: e).resolve(
          count: m, types: types, positions: positions, scalars: scalars, classes: classes,
          pairsBrackets: resolvesBrackets, into: output)
        for i in 0..<bodyEnd where classes[i] == .segmentSeparator { output[i] = paragraphLevel }
        return
      }
      let sequences = IsolatingRunSequences(
        classes: classes, bodyEnd: bodyEnd, explicit: explicit, positions: positions)
      // The types after X6, grouped as the positions are.
      for k in 0..<sequences.characterCount {
        let i = Int(positions[k])
        types[k] =
          explicit.isOverridden(i)
          ? (explicit.explicitLevels[i] & 1 == 1 ? .rightToLeft : .leftToRight) : classes[i]
      }
      for s in sequences.sequences {
        s.sequence.resolve(
          count: s.count, types: types + s.start, positions: positions + s.start, scalars: scalars,
          classes: classes, isOverridden: { explicit.isOverridden($0) }, pairsBrackets: resolvesBrackets,
          into: output)
      }
      for i in 0..<bodyEnd where classes[i] == .segmentSeparator {
        output[i] = explicit.segmentLevels[explicit.segment(of: i)]
      }
    }
  }
}
