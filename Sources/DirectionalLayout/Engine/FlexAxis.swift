/// Main and cross axes (CSS Flexbox §2 "flex layout box model"): every size, edge and position
/// the engine reads or writes is asked for by axis, the way Yoga's `FlexDirection` helpers and
/// Taffy's `main(dir)`/`cross(dir)` do, so that the flex algorithm is written once for rows and
/// columns.
extension StackAxis {
  /// The other axis: the cross axis of a stack along this one.
  @inline(__always)
  var cross: StackAxis { self == .horizontal ? .vertical : .horizontal }
}

extension PhysicalEdges {
  /// The left and right (horizontal) or top and bottom values added.
  @inline(__always)
  func sum(_ axis: StackAxis) -> Double { axis == .horizontal ? left + right : top + bottom }

  /// The low side (left, top) on `axis`.
  @inline(__always)
  func low(_ axis: StackAxis) -> Double { axis == .horizontal ? left : top }

  /// The high side (right, bottom) on `axis`.
  @inline(__always)
  func high(_ axis: StackAxis) -> Double { axis == .horizontal ? right : bottom }

  /// The values at the start and end of `axis`, the start being the low side when `fromLow`.
  @inline(__always)
  func startEnd(_ axis: StackAxis, fromLow: Bool) -> (start: Double, end: Double) {
    fromLow ? (low(axis), high(axis)) : (high(axis), low(axis))
  }
}

extension FlatLayoutTree.Insets {
  @inline(__always)
  func low(_ axis: StackAxis) -> Double { axis == .horizontal ? left : top }
  @inline(__always)
  func high(_ axis: StackAxis) -> Double { axis == .horizontal ? right : bottom }
}

extension FlatLayoutTree.Node {
  /// The axis the node stacks its children along.
  @inline(__always)
  var mainAxis: StackAxis { isRow ? .horizontal : .vertical }

  /// The fixed width or height (NaN when not fixed).
  @inline(__always)
  func fixed(_ axis: StackAxis) -> Double { axis == .horizontal ? fixedWidth : fixedHeight }
}

extension FlatLayoutTree.Extras {
  @inline(__always)
  func minimum(_ axis: StackAxis) -> Double { axis == .horizontal ? minWidth : minHeight }
  @inline(__always)
  func maximum(_ axis: StackAxis) -> Double { axis == .horizontal ? maxWidth : maxHeight }
  @inline(__always)
  func minimumInner(_ axis: StackAxis) -> Double {
    axis == .horizontal ? minInnerWidth : minInnerHeight
  }
}

extension FlatLayoutTree.Box {
  /// The final width or height.
  @inline(__always)
  func size(_ axis: StackAxis) -> Double { axis == .horizontal ? width : height }

  @inline(__always)
  mutating func setSize(_ axis: StackAxis, _ value: Double) {
    if axis == .horizontal { width = value } else { height = value }
  }

  /// The position relative to the parent on `axis`.
  @inline(__always)
  func position(_ axis: StackAxis) -> Double { axis == .horizontal ? x : y }

  @inline(__always)
  mutating func setPosition(_ axis: StackAxis, _ value: Double) {
    if axis == .horizontal { x = value } else { y = value }
  }

  /// The constraint the node was laid out in on `axis`.
  @inline(__always)
  func laidOut(_ axis: StackAxis) -> SizeConstraint {
    axis == .horizontal ? laidOutWidth : laidOutHeight
  }

  @inline(__always)
  mutating func setLaidOut(_ axis: StackAxis, _ value: SizeConstraint) {
    if axis == .horizontal { laidOutWidth = value } else { laidOutHeight = value }
  }

  /// The content size (measured without limits) on `axis`.
  @inline(__always)
  func content(_ axis: StackAxis) -> Double {
    axis == .horizontal ? contentWidth : contentHeight
  }

  /// The room below which measuring can differ from the content size on `axis`.
  @inline(__always)
  func need(_ axis: StackAxis) -> Double { axis == .horizontal ? needWidth : needHeight }
}

extension FlatLayoutTree {
  /// Padding and border of `k` on `axis`.
  @inline(__always)
  mutating func padding(_ k: Int, _ axis: StackAxis) -> Double { nodes[k].padding.sum(axis) }

  /// Margins of `k` on `axis` (auto margins count as 0).
  @inline(__always)
  mutating func margin(_ k: Int, _ axis: StackAxis) -> Double { nodes[k].margin.sum(axis) }

  /// Measures `k` with the constraint `main` on `axis` and `cross` on the other; returns the
  /// size on `axis` and on the other.
  mutating func measure(
    _ k: Int, along axis: StackAxis, main: SizeConstraint, cross: SizeConstraint,
    layoutPass: Bool = false
  ) -> (main: Double, cross: Double) {
    if axis == .horizontal {
      let size = measure(k, width: main, height: cross, layoutPass: layoutPass)
      return (size.width, size.height)
    }
    let size = measure(k, width: cross, height: main, layoutPass: layoutPass)
    return (size.height, size.width)
  }
}

/// One number per axis.
struct AxisValues {
  var horizontal = 0.0
  var vertical = 0.0

  subscript(_ axis: StackAxis) -> Double {
    get { axis == .horizontal ? horizontal : vertical }
    set {
      if axis == .horizontal { horizontal = newValue } else { vertical = newValue }
    }
  }
}
