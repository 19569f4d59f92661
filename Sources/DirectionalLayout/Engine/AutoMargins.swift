/// Which physical margins of a node are `auto` (CSS Flexbox §8.1): along the parent's axis they
/// take the free space before justification, across it they center or push the node.
struct AutoMargins: Hashable {
  var left = false
  var right = false
  var top = false
  var bottom = false

  static let none = AutoMargins()

  var isEmpty: Bool { self == .none }

  /// The auto sides of `margin` resolved in `direction` (logical sides win, as for values).
  init(_ margin: LayoutEdges, in direction: TextDirection) {
    guard !margin.isEmpty else { return }
    left = margin.resolvedLeft(in: direction) == .auto
    right = margin.resolvedRight(in: direction) == .auto
    top = margin.top == .auto
    bottom = margin.bottom == .auto
  }

  init() {}

  /// The auto sides at the start and end of an axis: on `axis`, the start
  /// being the low side (left, top) when `fromLow`.
  @inline(__always)
  func sides(_ axis: StackAxis, fromLow: Bool) -> (start: Bool, end: Bool) {
    let (low, high) = axis == .horizontal ? (left, right) : (top, bottom)
    return fromLow ? (low, high) : (high, low)
  }
}
