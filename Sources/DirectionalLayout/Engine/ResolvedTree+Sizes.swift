/// What a node's own attributes say about its size on one axis: padding and margins, its
/// minimum and maximum, the constraints it is measured in, and its aspect ratio.
///
/// These helpers only read, but are `mutating`, as are the layout's methods that call them:
/// the layout calls them for every child, and a non-mutating method called on the tree held by
/// the layout (`tree.bounded(…)` in a mutating method) made the release build load the whole
/// tree and retain each of its arrays around the call (seen in the SIL; about 70 % more
/// instructions per node). A mutating method reads the one array it needs through the address.
extension ResolvedTree {
  /// Padding and border of `k` on `axis`.
  @inline(__always)
  mutating func padding(_ k: Int, _ axis: StackAxis) -> Double { nodes[k].padding[axis].sum }

  /// Margins of `k` on `axis` (auto margins count as 0).
  @inline(__always)
  mutating func margin(_ k: Int, _ axis: StackAxis) -> Double { nodes[k].margin[axis].sum }

  /// `value` within `k`'s minimum and maximum on `axis`; the minimum wins over the maximum.
  @inline(__always)
  mutating func clamped(_ k: Int, _ axis: StackAxis, _ value: Double) -> Double {
    let index = Int(nodes[k].extrasIndex)
    guard index >= 0 else { return max(value, 0) }
    return max(min(value, extras[index].maximum[axis]), extras[index].minimum[axis])
  }

  /// `value` within `k`'s minimum and maximum on `axis`, never below its padding and border
  /// (Yoga's `boundAxis`).
  @inline(__always)
  mutating func bounded(_ k: Int, _ axis: StackAxis, _ value: Double) -> Double {
    max(clamped(k, axis, value), padding(k, axis))
  }

  /// The room inside `k` (padding and border taken away) when it is given `available` on
  /// `axis`, within its own minimum and maximum and never negative unless its minimum is below
  /// its padding (Yoga's `calculateAvailableInnerDimension`); NaN stays NaN.
  @inline(__always)
  mutating func innerRoom(_ k: Int, _ axis: StackAxis, _ available: Double) -> Double {
    let padding = padding(k, axis)
    let maximum = extra(k).maximum[axis] - padding
    let minimum = extra(k).minimumInner[axis]
    return available.isNaN ? .nan : max(min(available - padding, maximum), minimum)
  }

  /// `constraint` limited by `k`'s maximum on `axis`: an exact or limiting length is lowered
  /// to it, an unknown one becomes a limit (Yoga's `constrainMaxSizeForMode`).
  @inline(__always)
  mutating func limitedByMaximum(_ k: Int, _ axis: StackAxis, _ constraint: SizeConstraint) -> SizeConstraint
  {
    let maximum = extra(k).maximum[axis]
    guard maximum.isFinite else { return constraint }
    switch constraint.mode {
    case .undefined: return .atMost(maximum)
    case .atMost, .exactly:
      return SizeConstraint(mode: constraint.mode, value: min(constraint.value, maximum))
    }
  }

  /// The constraint a node is measured in by its own attributes alone: its fixed size exactly,
  /// else up to its maximum, else unknown.
  @inline(__always)
  mutating func ownConstraint(_ i: Int, _ axis: StackAxis) -> SizeConstraint {
    let fixed = nodes[i].fixed[axis]
    return fixed.isNaN ? limitedByMaximum(i, axis, .undefined) : .exactly(fixed)
  }

  /// ``ownConstraint(_:_:)`` on both axes.
  @inline(__always)
  mutating func ownConstraints(_ i: Int) -> AxisPair<SizeConstraint> {
    AxisPair(horizontal: ownConstraint(i, .horizontal), vertical: ownConstraint(i, .vertical))
  }

  /// The room inside `n` on `axis` when its size there is definite (CSS Sizing §2.1): measured
  /// exactly, or held by a minimum equal to its maximum; NaN otherwise.
  mutating func definiteInner(_ n: Int, _ axis: StackAxis, _ constraint: SizeConstraint) -> Double {
    if constraint.mode == .exactly { return innerRoom(n, axis, constraint.value) }
    let e = extra(n)
    guard e.minimum[axis] == e.maximum[axis] else { return .nan }
    return max(e.maximum[axis], padding(n, axis)) - padding(n, axis)
  }

  /// Whether `k` is stretched across the axis of its parent `n`: aligned `stretch` without an
  /// auto margin across (CSS Flexbox §8.1: auto margins take the space instead).
  @inline(__always)
  mutating func stretches(_ k: Int, in n: Int) -> Bool {
    guard nodes[k].alignSelf == .stretch else { return false }
    let auto = nodes[k].autoMargins[nodes[n].mainAxis.cross]
    return !(auto.low || auto.high)
  }

  // MARK: Aspect ratio
  //
  // Preferred aspect ratios (CSS Sizing 4 §5 `aspect-ratio`), where Yoga 3 applies them: a
  // node's size on one axis, once known exactly, gives its size on the other (then kept within
  // that axis's minimum and maximum, never transferred):
  // - a flex basis measured while the size across the parent's axis is exact (fixed or
  //   stretched): the basis comes from that size;
  // - a flex item's size across the parent's axis comes from its final main size (after growing
  //   or shrinking), instead of a stretch, unless it is fixed (CSS: with both sizes fixed the
  //   ratio has no effect; Yoga 3 lets the ratio win over the fixed size);
  // - an absolute child with exactly one size known (fixed, or from both insets);
  // - the root with one fixed size (CSS; Yoga 3 ignores a root's ratio): see `fixedSize(of:)`.
  // Ratios apply to the border box (CSS `box-sizing: border-box`, as in Yoga). A node with a
  // ratio changes its parent's size with any room, so it and its parent are measured again in
  // every room (see `FlexboxLayout+Measure.swift`).

  /// The aspect ratio of `k`, NaN when it has none.
  @inline(__always)
  mutating func aspectRatio(_ k: Int) -> Double {
    let index = Int(nodes[k].extrasIndex)
    return index < 0 ? .nan : extras[index].aspectRatio
  }

  /// The size of `k` on the axis other than `axis` that its ratio gives when its size on
  /// `axis` is `size` (ratios are width divided by height).
  @inline(__always)
  mutating func sizeByRatio(_ k: Int, from axis: StackAxis, _ size: Double) -> Double {
    axis == .horizontal ? size / aspectRatio(k) : size * aspectRatio(k)
  }

  /// The constraint across the axis of `k`'s parent that `k`'s ratio gives once `k` is
  /// `mainSize` along it (Yoga 3's `calculateFlexLine` step "cross size"), or `nil` without
  /// a ratio or with a fixed size across.
  @inline(__always)
  mutating func crossByRatio(_ k: Int, along main: StackAxis, mainSize: Double) -> SizeConstraint? {
    // Both sizes fixed: the ratio has no effect (CSS Sizing 4 §5.1; Yoga 3 lets it change the
    // size across).
    guard !aspectRatio(k).isNaN, nodes[k].fixed[main.cross].isNaN else { return nil }
    return limitedByMaximum(k, main.cross, .exactly(sizeByRatio(k, from: main, mainSize)))
  }

  /// Constraints for measuring `k` with its ratio applied: when exactly one of them is exact,
  /// it is kept within its minimum and maximum and the other becomes exact at the size the
  /// ratio gives.
  mutating func applyingRatio(_ k: Int, _ constraints: AxisPair<SizeConstraint>) -> AxisPair<SizeConstraint> {
    let exact = (constraints.horizontal.mode == .exactly, constraints.vertical.mode == .exactly)
    guard !aspectRatio(k).isNaN, exact.0 != exact.1 else { return constraints }
    // The known size within its minimum and maximum first (CSS 2.1 §10.4, as Yoga 3).
    let known: StackAxis = exact.0 ? .horizontal : .vertical
    let used = bounded(k, known, constraints[known].value)
    return AxisPair(main: .exactly(used), cross: .exactly(sizeByRatio(k, from: known, used)), along: known)
  }
}
