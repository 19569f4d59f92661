/// The visual order of a line computed from its levels alone, streamed: no table of indices,
/// whatever the line's length. Gives the order `fribidi_reorder_line` gives.
///
/// Rule L2 reverses, from the highest level down to level 1, every maximal sequence at that
/// level or higher (reversing below the lowest odd level too, as FriBidi does, changes
/// nothing: each such step reverses the whole line, an even number of times). A sequence of
/// levels ≥ `k` is therefore reversed once per level `1...k` around it: read as a tree of
/// nested sequences, the scalars at level `k` and the sequences above `k` inside it are
/// written left to right when `k` is even and right to left when `k` is odd. The tree is
/// walked with an explicit stack, one frame per level (at most 126).
///
/// Rule L3, as FriBidi applies it before L2: in a right-to-left run, a nonspacing mark and
/// the marks and removed characters (X9) before it at the same level, with the base before
/// them if it is at that level too, keep their logical order.
enum LevelOrder {
  private struct Frame {
    /// The sequence: every level in `lower..<upper` is at least `level`.
    var lower: Int
    var upper: Int
    var level: BidiLevel
    /// The next scalar to look at, moving left to right at an even level, else right to left.
    var cursor: Int
  }

  /// Calls `emit` with the index of each scalar of the line, left to right.
  ///
  /// - Parameters:
  ///   - levels: the line's levels, rule L1 applied.
  ///   - classes: the line's original classes (for rule L3).
  static func forEachVisualIndex(
    levels: UnsafeBufferPointer<BidiLevel>, classes: UnsafeBufferPointer<BidiClass>,
    reorderingNonspacingMarks: Bool, _ emit: (Int) -> Void
  ) {
    let count = levels.count
    guard count > 0 else { return }
    var lowest = levels[0]
    for level in levels where level < lowest { lowest = level }
    var stack: [Frame] = []
    stack.reserveCapacity(8)
    stack.append(Frame(lower: 0, upper: count, level: lowest, cursor: lowest & 1 == 0 ? 0 : count - 1))
    while let frame = stack.last {
      let k = frame.level
      var p = frame.cursor
      if k & 1 == 0 {
        while p < frame.upper && levels[p] == k {
          emit(p)
          p += 1
        }
        if p == frame.upper {
          stack.removeLast()
          continue
        }
        // A sequence above k: its lowest level decides its direction.
        var q = p
        var inner = levels[p]
        while q < frame.upper && levels[q] > k {
          if levels[q] < inner { inner = levels[q] }
          q += 1
        }
        stack[stack.count - 1].cursor = q
        stack.append(Frame(lower: p, upper: q, level: inner, cursor: inner & 1 == 0 ? p : q - 1))
      } else {
        while p >= frame.lower && levels[p] == k {
          guard reorderingNonspacingMarks && classes[p] == .nonspacingMark else {
            emit(p)
            p -= 1
            continue
          }
          var j = p - 1
          while j >= frame.lower && levels[j] == k
            && (classes[j] == .nonspacingMark || classes[j].isRemovedByX9)
          {
            j -= 1
          }
          let first = j >= frame.lower && levels[j] == k ? j : j + 1
          for i in first...p { emit(i) }
          p = first - 1
        }
        if p < frame.lower {
          stack.removeLast()
          continue
        }
        var q = p
        var inner = levels[p]
        while q >= frame.lower && levels[q] > k {
          if levels[q] < inner { inner = levels[q] }
          q -= 1
        }
        stack[stack.count - 1].cursor = q
        stack.append(Frame(lower: q + 1, upper: p + 1, level: inner, cursor: inner & 1 == 0 ? q + 1 : p))
      }
    }
  }
}
