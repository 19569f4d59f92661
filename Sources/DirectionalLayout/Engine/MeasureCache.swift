/// What measuring a node gave, kept so that it is not measured again: each node's size without
/// limits (the bottom-up pass), and measurements within tight rooms keyed by their constraints.
/// Also the bounds on how deep and how much tight-room measurement may go.
struct MeasureCache {
  /// A node's size measured without limits, and the room it needs for that measurement to
  /// hold (see `FlexboxLayout+Measure.swift`).
  struct Content {
    var size = AxisPair(both: 0.0)
    /// The room (space measured in, margins excluded) at or below which measuring the node
    /// can give something other than ``size``.
    var need = AxisPair(both: 0.0)
    /// Whether ``size`` has not been measured yet (see ``FlexboxLayout/defersContent(_:)``).
    var isDeferred = false
    /// Whether ``MeasureCache/entries`` has an entry for the node (most have none: no
    /// hashing to find out).
    var hasEntry = false
  }

  /// The constraints of a measurement.
  struct Key: Hashable {
    var constraints: AxisPair<SizeConstraint>
    var layoutPass: Bool
  }

  /// The deepest the measurement of a node in a tight room descends into its subtree. Past
  /// it — or once the layout has re-measured 8 subtrees per node plus 1 000, which only
  /// contrived trees with tight rooms many levels down reach — a node is measured at its
  /// content size, as in a roomy parent. A bounded result instead of deep recursion or
  /// exponential time; JSON input is limited to 200 levels anyway.
  static let maximumDepth = 256

  var contents: [Content] = []
  /// The last measurement of each node measured within a tight room.
  var entries: [Int: (key: Key, size: AxisPair<Double>)] = [:]
  /// How deep tight-room measurement has recursed.
  var depth = 0
  /// How many more subtrees tight-room measurement may walk in this layout: a few per node,
  /// so that the total work stays linear.
  var budget = 0
  /// The budget each layout starts with, when not the default (tests set 0).
  var budgetPerLayout: Int?

  /// A cache for a layout of `count` nodes: no tight-room measurement, and one content entry
  /// per node for the bottom-up pass to write (the entries are not cleared: that pass writes
  /// every one before anything reads it).
  mutating func reset(count: Int) {
    forgetEntries()
    if contents.count > count {
      contents.removeLast(contents.count - count)
    } else {
      contents.append(contentsOf: repeatElement(Content(), count: count - contents.count))
    }
    budget = budgetPerLayout ?? 8 * count + 1_000
  }

  /// Forgets every tight-room measurement and restores the bounds, for a layout of
  /// ``contents``'s nodes.
  mutating func forgetEntries() {
    for k in entries.keys { contents[k].hasEntry = false }
    entries.removeAll(keepingCapacity: true)
    depth = 0
    budget = budgetPerLayout ?? 8 * contents.count + 1_000
  }

  /// The measurement of `k` within `key`, if it is the last one made. (`mutating`, although
  /// it only reads: see `ResolvedTree+Sizes.swift`.)
  @inline(__always)
  mutating func entry(_ k: Int, _ key: Key) -> AxisPair<Double>? {
    guard contents[k].hasEntry, let hit = entries[k], hit.key == key else { return nil }
    return hit.size
  }

  /// Keeps `size` as the measurement of `k` within `key`.
  mutating func keep(_ size: AxisPair<Double>, for k: Int, _ key: Key) {
    entries[k] = (key, size)
    contents[k].hasEntry = true
  }

  /// Forgets the measurement of `k` (its percentages changed).
  @inline(__always)
  mutating func forget(_ k: Int) {
    guard contents[k].hasEntry else { return }
    entries[k] = nil
    contents[k].hasEntry = false
  }
}
