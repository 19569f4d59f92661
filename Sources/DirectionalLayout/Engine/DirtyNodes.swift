/// The nodes of a laid-out tree that changed since its last layout (``LayoutEngine``'s
/// incremental relayout), as Yoga and Taffy mark them: a node whose attributes changed and
/// every ancestor up to the root are dirty — their sizes and layouts are computed again — and a
/// node whose resolved record changed (its own attributes, or an inherited direction or
/// visibility) has its result written again. Everything else is reused where its inputs and
/// the room it is given are unchanged.
struct DirtyNodes {
  /// What changed about each node.
  struct Marks: OptionSet {
    let rawValue: UInt8
    /// The node's content and layout are computed again.
    static let dirty = Marks(rawValue: 1)
    /// The node's record was resolved again: its whole result is written again.
    static let resolved = Marks(rawValue: 2)
  }

  private(set) var marks: [Marks] = []
  /// The dirty nodes, in the order they were marked (in tree order after ``sort()``).
  private(set) var dirty: [Int] = []
  /// The nodes resolved again.
  private(set) var resolved: [Int] = []

  /// Whether nothing changed.
  var isEmpty: Bool { dirty.isEmpty }

  /// No node of a tree of `count` nodes changed.
  mutating func reset(count: Int) {
    clear()
    if marks.count > count {
      marks.removeLast(marks.count - count)
    } else {
      marks.append(contentsOf: repeatElement([], count: count - marks.count))
    }
  }

  /// Every mark removed, after a relayout.
  mutating func clear() {
    for i in dirty { marks[i] = [] }
    for i in resolved { marks[i] = [] }
    dirty.removeAll(keepingCapacity: true)
    resolved.removeAll(keepingCapacity: true)
  }

  @inline(__always)
  func isDirty(_ i: Int) -> Bool { marks[i].contains(.dirty) }

  /// Puts ``dirty`` in tree order (parents before children), for ``firstDirty(in:)``.
  mutating func sort() { dirty.sort() }

  /// The first dirty node in `range` (of node indices), after ``sort()``.
  func firstDirty(in range: Range<Int>) -> Int? {
    // Binary search for the first dirty node at or after the range's start.
    var (low, high) = (0, dirty.count)
    while low < high {
      let middle = (low + high) / 2
      if dirty[middle] < range.lowerBound { low = middle + 1 } else { high = middle }
    }
    return low < dirty.count && dirty[low] < range.upperBound ? dirty[low] : nil
  }

  @inline(__always)
  func wasResolved(_ i: Int) -> Bool { marks[i].contains(.resolved) }

  /// Marks node `i` resolved again, and it and its ancestors (`parents`) dirty, up to the
  /// first one already dirty.
  mutating func markResolved(_ i: Int, parents: [ResolvedTree.Node]) {
    if !marks[i].contains(.resolved) {
      marks[i].insert(.resolved)
      resolved.append(i)
    }
    var k = i
    while k >= 0 && !marks[k].contains(.dirty) {
      marks[k].insert(.dirty)
      dirty.append(k)
      k = Int(parents[k].parent)
    }
  }
}
