/// Measuring a node within constraints, as Yoga does for the subset.
///
/// Yoga measures every child before sizing it: a child whose size on an axis is not fixed is
/// measured within the room its parent leaves it (the parent's inner size minus the child's
/// margins), and so on down the tree. A node with children measured within a room of zero or
/// less on either axis is not laid out at all: Yoga measures it as the space it was given
/// (zero when none, or when negative) on both axes, never below its padding. That happens at
/// any depth, so a node's size can depend on the room its ancestors leave. Yoga's zero-room
/// shortcut is copied on purpose, for compatibility with Yoga; CSS has no such rule.
///
/// Most rooms are ample. Bottom-up, each node's ``MeasureCache/Content/need`` holds the room at
/// or below which that shortcut can happen somewhere in its subtree; measuring within more
/// room gives the content size computed bottom-up (or the exact size), with no further work.
/// Only rooms at or below that bound measure the subtree again, stopping at nodes with no
/// room. A child whose fixed size is at or below its own bound has a node with no room inside
/// whatever room its parent has; that node measures as the room across, so the parent's bound
/// across is infinite.
extension FlexboxLayout {
  /// The size of `n` measured within `constraints`. `layoutPass`: `n` is being laid out, not
  /// only measured, so the no-room shortcut does not apply to `n` itself.
  mutating func measure(
    _ n: Int, _ constraints: AxisPair<SizeConstraint>, layoutPass: Bool = false
  ) -> AxisPair<Double> {
    let content = cache.contents[n]
    // The content size was measured at the node's fixed sizes: when one is too small for its
    // subtree, it holds only at that size, which the exact case below covers.
    // Percentages (the node's own, or its children's) change with the room: never held.
    let contentHolds =
      tree.nodes[n].percentIndex < 0 && !tree.nodes[n].percentChildren
      && constraints.horizontal.isLoose(need: content.need.horizontal)
      && constraints.vertical.isLoose(need: content.need.vertical)
      && !(tree.clamped(n, .horizontal, tree.nodes[n].fixed.horizontal) <= content.need.horizontal)
      && !(tree.clamped(n, .vertical, tree.nodes[n].fixed.vertical) <= content.need.vertical)
    if contentHolds || cache.depth >= MeasureCache.maximumDepth || cache.budget <= 0 {
      // Only the fallback gets here for a node whose content waits (it never holds).
      if content.isDeferred { measureDeferredContent(n) }
      return AxisPair.byAxis { axis in
        constraints[axis].mode == .exactly
          ? tree.bounded(n, axis, constraints[axis].value) : cache.contents[n].size[axis]
      }
    }
    if tree.nodes[n].kidCount == 0 { return measureLeaf(n, constraints) }
    if !layoutPass && Self.hasNoRoom(constraints) {
      return AxisPair.byAxis { axis in
        tree.bounded(n, axis, Self.shortcut(constraints[axis], padding: tree.padding(n, axis)))
      }
    }
    let key = MeasureCache.Key(constraints: constraints, layoutPass: layoutPass)
    if let size = cache.entry(n, key) { return size }
    cache.depth += 1
    cache.budget -= 1
    let size = runFlexbox(n, .measure(constraints, layoutPass: layoutPass))
    cache.depth -= 1
    cache.keep(size, for: n, key)
    return size
  }

  /// ``measure(_:_:layoutPass:)`` with the constraint `main` on `axis` and `cross` on the
  /// other; the size along `axis` and across it.
  @inline(__always)
  mutating func measure(
    _ k: Int, along axis: StackAxis, main: SizeConstraint, cross: SizeConstraint,
    layoutPass: Bool = false
  ) -> (main: Double, cross: Double) {
    let size = measure(k, AxisPair(main: main, cross: cross, along: axis), layoutPass: layoutPass)
    return (size[axis], size[axis.cross])
  }

  /// The size of a leaf within `constraints`: an exact constraint is the size; otherwise its
  /// measure function's or intrinsic size (nothing without either) plus its padding, which is
  /// also the least it takes (Yoga's measuring of leaves).
  mutating func measureLeaf(_ n: Int, _ constraints: AxisPair<SizeConstraint>) -> AxisPair<Double> {
    var content = AxisPair(both: 0.0)
    if constraints.horizontal.mode != .exactly || constraints.vertical.mode != .exactly {
      if tree.nodes[n].measureIndex >= 0 {
        func offered(_ axis: StackAxis) -> (Double, LayoutMeasure.Mode) {
          let c = constraints[axis]
          switch c.mode {
          case .undefined: return (.nan, .undefined)
          case .atMost: return (max(0, c.value - tree.padding(n, axis)), .atMost)
          case .exactly: return (max(0, c.value - tree.padding(n, axis)), .exactly)
          }
        }
        let (w, wm) = offered(.horizontal)
        let (h, hm) = offered(.vertical)
        let size = tree.measures[Int(tree.nodes[n].measureIndex)].function(w, wm, h, hm)
        // A measure function returning garbage gets no room: bounded, never NaN.
        content = AxisPair(
          horizontal: size.width.isFinite ? size.width : 0, vertical: size.height.isFinite ? size.height : 0)
      } else {
        let intrinsic = tree.extra(n).intrinsic
        content = AxisPair.byAxis { intrinsic[$0].isNaN ? 0 : intrinsic[$0] }
      }
    }
    return AxisPair.byAxis { axis in
      let c = constraints[axis]
      return tree.bounded(n, axis, c.mode == .exactly ? c.value : content[axis] + tree.padding(n, axis))
    }
  }

  /// Whether Yoga measures a node with children as the space given, without its children.
  static func hasNoRoom(_ constraints: AxisPair<SizeConstraint>) -> Bool {
    let (width, height) = (constraints.horizontal, constraints.vertical)
    return (width.mode == .atMost && width.value <= 0) || (height.mode == .atMost && height.value <= 0)
      || (width.mode == .exactly && height.mode == .exactly)
  }

  /// A size measured as the space given: none or a negative space is zero; never below padding.
  static func shortcut(_ constraint: SizeConstraint, padding: Double) -> Double {
    switch constraint.mode {
    case .undefined: padding
    case .atMost: max(constraint.value < 0 ? 0 : constraint.value, padding)
    case .exactly: max(constraint.value, padding)
    }
  }
}
