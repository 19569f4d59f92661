/// Rules X9 and X10 of UAX #9 for a paragraph with explicit formatting characters: its
/// isolating run sequences (BD13), each with its level, sos and eos, and the paragraph indices
/// of its characters in order.
///
/// - X9: characters removed by X9 (embeddings, overrides, PDF, BN) are in no sequence.
/// - BD7: a level run is a maximal run of the remaining characters at one level.
/// - BD13: a level run that begins with the PDI matching a valid isolate initiator (X6a: a
///   *matched PDI*) continues the sequence that ends with that initiator; every other level
///   run begins a sequence.
/// - X10: sos is the direction of the higher of the sequence's level and the level of the
///   character before its first character (the paragraph level if none); eos likewise with
///   the character after its last character, or the paragraph level if none or if that last
///   character is an isolate initiator.
///
/// One pass over the paragraph to find the sequences, one counting sort to group their
/// characters: linear time, 4 bytes per character besides the positions, and a stack of the
/// open valid isolates' sequences bounded by the depth limit (125).
struct IsolatingRunSequences {
  /// One sequence: its characters are `positions[start..<start + count]`.
  struct Entry {
    var sequence: IsolatingRunSequence
    var start: Int
    var count: Int
  }

  /// The sequences, ordered by their first character.
  private(set) var sequences: [Entry] = []
  /// The number of characters in all sequences (those not removed by X9).
  private(set) var characterCount = 0

  /// Finds the sequences of `classes[0..<bodyEnd]` and writes the paragraph index of their
  /// characters, grouped by sequence, into `positions` (at least `bodyEnd` entries).
  init(
    classes: UnsafeBufferPointer<BidiClass>, bodyEnd: Int, explicit: ExplicitLevels,
    positions: UnsafeMutablePointer<Int32>
  ) {
    let paragraphLevel = explicit.paragraphLevel
    let levels = explicit.explicitLevels
    // The sequence of each character (-1: removed by X9); each sequence's level, the level
    // before it (sos) and after its last character so far (eos).
    var sequenceOf = [Int32](repeating: -1, count: bodyEnd)
    var sequenceLevels: [BidiLevel] = []
    var before: [BidiLevel] = []
    var after: [BidiLevel] = []
    var counts: [Int] = []
    var openIsolates: [Int32] = []  // sequence of each open valid isolate initiator
    openIsolates.reserveCapacity(Int(ExplicitLevels.maxDepth) + 1)
    var current: Int32 = -1
    var previous = -1  // the previous character in a sequence
    for i in 0..<bodyEnd where !classes[i].isRemovedByX9 {
      let level = levels[i]
      let role = explicit.roles[i]
      let startsRun = previous < 0 || level != levels[previous]
      if startsRun && previous >= 0 {
        // The run of `current` ends at `previous`: eos so far.
        after[Int(current)] = classes[previous].isIsolateInitiator ? paragraphLevel : level
      }
      if role == .matchedPDI, let initiatorSequence = openIsolates.popLast(), startsRun {
        current = initiatorSequence  // BD13: the sequence goes on after the isolate
      } else if startsRun {
        current = Int32(truncatingIfNeeded: sequenceLevels.count)
        sequenceLevels.append(level)
        before.append(previous < 0 ? paragraphLevel : levels[previous])
        after.append(paragraphLevel)
        counts.append(0)
      }
      sequenceOf[i] = current
      counts[Int(current)] += 1
      if role == .validIsolate { openIsolates.append(current) }
      previous = i
    }
    if previous >= 0 { after[Int(current)] = paragraphLevel }
    // Group by sequence, keeping logical order (a counting sort).
    var starts = [Int](repeating: 0, count: counts.count)
    var total = 0
    for s in 0..<counts.count {
      starts[s] = total
      total += counts[s]
    }
    characterCount = total
    sequences.reserveCapacity(counts.count)
    for s in 0..<counts.count {
      let level = sequenceLevels[s]
      sequences.append(
        Entry(
          sequence: IsolatingRunSequence(
            level: level, sos: Self.direction(max(level, before[s])),
            eos: Self.direction(max(level, after[s]))),
          start: starts[s], count: counts[s]))
    }
    var next = starts
    for i in 0..<bodyEnd {
      let s = Int(sequenceOf[i])
      guard s >= 0 else { continue }
      positions[next[s]] = Int32(truncatingIfNeeded: i)
      next[s] += 1
    }
  }

  /// `L` for an even level, `R` for an odd one.
  @inline(__always)
  private static func direction(_ level: BidiLevel) -> BidiClass {
    level & 1 == 1 ? .rightToLeft : .leftToRight
  }
}
