/// One value per physical axis, asked for by axis (as Taffy's `Size<T>` with `main(dir)` and
/// `cross(dir)`): sizes, positions, constraints, minimums and maximums, edges. The flex algorithm
/// is written once for rows and columns by asking for `value[main]` and `value[main.cross]`; this
/// subscript is the one place that chooses between the horizontal and the vertical value.
struct AxisPair<Value> {
  var horizontal: Value
  var vertical: Value

  @inline(__always)
  init(horizontal: Value, vertical: Value) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// The same value on both axes.
  @inline(__always)
  init(both value: Value) {
    horizontal = value
    vertical = value
  }

  /// `main` on `axis` and `cross` on the other.
  @inline(__always)
  init(main: Value, cross: Value, along axis: StackAxis) {
    switch axis {
    case .horizontal: (horizontal, vertical) = (main, cross)
    case .vertical: (horizontal, vertical) = (cross, main)
    }
  }

  /// The value `value` gives for each axis.
  @inline(__always)
  static func byAxis(_ value: (StackAxis) -> Value) -> AxisPair {
    AxisPair(horizontal: value(.horizontal), vertical: value(.vertical))
  }

  @inline(__always)
  subscript(_ axis: StackAxis) -> Value {
    get {
      switch axis {
      case .horizontal: horizontal
      case .vertical: vertical
      }
    }
    set {
      switch axis {
      case .horizontal: horizontal = newValue
      case .vertical: vertical = newValue
      }
    }
  }
}

extension AxisPair: Equatable where Value: Equatable {}
extension AxisPair: Hashable where Value: Hashable {}
extension AxisPair: Sendable where Value: Sendable {}

/// The two sides of a box on one axis: the low one (left, top) and the high one (right,
/// bottom).
struct Sides<Value> {
  var low: Value
  var high: Value

  /// The sides at the start and end of a flow that starts on the low side when `fromLow`.
  @inline(__always)
  func startEnd(fromLow: Bool) -> (start: Value, end: Value) { fromLow ? (low, high) : (high, low) }
}

extension Sides: Equatable where Value: Equatable {}
extension Sides: Hashable where Value: Hashable {}
extension Sides: Sendable where Value: Sendable {}

extension Sides where Value == Double {
  /// Both sides added.
  @inline(__always)
  var sum: Double { low + high }
}

/// Lengths on the four physical sides of a box (margins, padding and border, insets), by axis.
typealias BoxEdges = AxisPair<Sides<Double>>

extension AxisPair where Value == Sides<Double> {
  /// The sides of `edges`.
  @inline(__always)
  init(_ edges: PhysicalEdges) {
    self.init(
      horizontal: Sides(low: edges.left, high: edges.right),
      vertical: Sides(low: edges.top, high: edges.bottom))
  }

  /// Zero on every side.
  static var zero: BoxEdges { BoxEdges(both: Sides(low: 0, high: 0)) }

  /// NaN on every side: nothing set.
  static var unset: BoxEdges { BoxEdges(both: Sides(low: .nan, high: .nan)) }

  /// Every side of `self` plus the same side of `other`.
  @inline(__always)
  func adding(_ other: BoxEdges) -> BoxEdges {
    BoxEdges(
      horizontal: Sides(
        low: horizontal.low + other.horizontal.low, high: horizontal.high + other.horizontal.high),
      vertical: Sides(low: vertical.low + other.vertical.low, high: vertical.high + other.vertical.high))
  }
}

/// Which margins of a node are `auto` (CSS Flexbox §8.1): along the parent's axis they take the
/// free space before justification, across it they center or push the node.
typealias AutoMargins = AxisPair<Sides<Bool>>

extension AxisPair where Value == Sides<Bool> {
  /// No auto margin.
  static var none: AutoMargins { AutoMargins(both: Sides(low: false, high: false)) }

  /// The auto sides of `margin` resolved in `direction` (logical sides win, as for values).
  init(_ margin: LayoutEdges, in direction: TextDirection) {
    self = .none
    guard !margin.isEmpty else { return }
    horizontal = Sides(
      low: margin.resolvedLeft(in: direction) == .auto, high: margin.resolvedRight(in: direction) == .auto)
    vertical = Sides(low: margin.top == .auto, high: margin.bottom == .auto)
  }
}

/// Main and cross axes (CSS Flexbox §2 "flex layout box model").
extension StackAxis {
  /// The other axis: the cross axis of a stack along this one.
  @inline(__always)
  var cross: StackAxis {
    switch self {
    case .horizontal: .vertical
    case .vertical: .horizontal
    }
  }

  /// Both axes, horizontal first.
  static let both: [StackAxis] = [.horizontal, .vertical]
}
