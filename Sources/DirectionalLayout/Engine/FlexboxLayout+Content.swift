/// The bottom-up pass: every node's size measured without limits (its fixed size exactly), and
/// the room it needs for that measurement to hold (see `FlexboxLayout+Measure.swift`), children
/// before their parent.
extension FlexboxLayout {
  /// Measures node `i`'s content, its children's being known; with `kept`, a stack's content
  /// is known to be `kept` (a relayout found its flex runs unchanged) and only the room it needs
  /// is computed again.
  mutating func measureContent(_ i: Int, keeping kept: AxisPair<Double>? = nil) {
    statistics.contentsMeasured += 1
    guard tree.nodes[i].kidCount > 0 else {
      // A measure function may look at the room it is offered, and percentages are of it:
      // measured again in any room.
      let need =
        tree.nodes[i].measureIndex >= 0 || tree.nodes[i].percentIndex >= 0 || !tree.aspectRatio(i).isNaN
        ? Double.infinity : -.infinity
      cache.contents[i] = MeasureCache.Content(
        size: measureLeaf(i, tree.ownConstraints(i)), need: AxisPair(both: need))
      return
    }
    let main = tree.nodes[i].mainAxis
    var need = AxisPair(both: 0.0)
    var shrinks = false
    var ratioChildren = false
    for k in tree.children(of: i) where tree.nodes[k].isInFlow {
      addNeed(of: k, to: &need, of: i, .horizontal)
      addNeed(of: k, to: &need, of: i, .vertical)
      shrinks = shrinks || tree.nodes[k].shrink > 0
      ratioChildren = ratioChildren || !tree.aspectRatio(k).isNaN
      // So does a main size set to a content size too small for the child's own subtree
      // (the child is laid out at exactly its flex basis along `i`'s axis).
      if tree.nodes[k].fixed[main.cross].isNaN && cache.contents[k].size[main] <= cache.contents[k].need[main]
      {
        need[main.cross] = .infinity
      }
    }
    // Percentages of children, and children with an aspect ratio, change with the room `i`
    // is measured in.
    if tree.nodes[i].percentChildren || tree.nodes[i].percentIndex >= 0 || ratioChildren
      || !tree.aspectRatio(i).isNaN
    {
      need = AxisPair(both: .infinity)
    }
    cache.contents[i] = MeasureCache.Content(need: need)
    if defersContent(i) {
      cache.contents[i].isDeferred = true
      statistics.deferredContents += 1
      return
    }
    let fixed = tree.nodes[i].fixed
    if !fixed.horizontal.isNaN && !fixed.vertical.isNaN {
      cache.contents[i].size = AxisPair.byAxis { tree.bounded(i, $0, fixed[$0]) }
      return
    }
    let size =
      kept ?? contentOfFixedLeaves(i) ?? runFlexbox(i, .measure(tree.ownConstraints(i), layoutPass: true))
    cache.contents[i].size = size
    // Shrinking children change sizes in any room smaller than the content along the axis;
    // a scrolling node keeps within any room smaller than its content.
    // A wrapping node breaks its lines in any room smaller than its content along its axis.
    let wraps = tree.nodes[i].wrap != .noWrap
    if tree.nodes[i].scrolls || shrinks || wraps {
      cache.contents[i].need[main] = max(need[main], size[main])
    }
    if tree.nodes[i].scrolls {
      cache.contents[i].need[main.cross] = max(need[main.cross], size[main.cross])
    }
  }

  /// Whether the content size of `i` without limits can wait until something asks for it
  /// (``measureDeferredContent(_:)``): `i` is a stack of leaves with percentages, so
  /// ``measure(_:_:layoutPass:)`` measures it again in any room and never takes that size — a
  /// wrapping row of tiles sized in percentages is measured in the room its parent gives it,
  /// not first in unknown space. Only the bounded fallback of tight-room measurement reads it,
  /// and the parent's pass above reads only its need, which is infinite. Leaves only, so that
  /// the deferred measurement goes one level down; `i` without percentages of its own, so that
  /// its constraints are still those of this pass when it is measured later (its children's
  /// percentages are resolved again by the measurement).
  mutating func defersContent(_ i: Int) -> Bool {
    usesFastPaths && i > 0 && tree.nodes[i].percentChildren && tree.nodes[i].percentIndex < 0
      && !tree.nodes[i].isHidden && Int(tree.subtreeSizes[i]) == Int(tree.nodes[i].kidCount) + 1
      && (tree.nodes[i].fixed.horizontal.isNaN || tree.nodes[i].fixed.vertical.isNaN)
  }

  /// Measures the content of `i` without limits, as the bottom-up pass does, when that pass
  /// deferred it (see ``defersContent(_:)``).
  mutating func measureDeferredContent(_ i: Int) {
    cache.contents[i].isDeferred = false
    cache.contents[i].size = runFlexbox(i, .measure(tree.ownConstraints(i), layoutPass: true))
  }

  /// The content size of `i` when every child is an in-flow leaf of fixed width and height
  /// with no minimum, maximum, percentage, ratio or measure function, and `i` has no size,
  /// limit, percentage, ratio, wrap or scrolling of its own; `nil` otherwise. It is what
  /// measuring such a stack in unknown space finds — no free space, so no child grows or
  /// shrinks: the bases and margins (with the gaps) along the axis, the largest outer size
  /// across — without measuring each child twice. The children's bases and main sizes are
  /// set as that run sets them. Rows of icons and buttons of fixed size are common;
  /// `FixedLeavesTests` compares both ways on generated stacks.
  mutating func contentOfFixedLeaves(_ i: Int) -> AxisPair<Double>? {
    // Items aligned by their baselines make a line taller than its largest item.
    guard usesFastPaths, !tree.nodes[i].alignsBaselines, tree.nodes[i].extrasIndex < 0,
      tree.nodes[i].percentIndex < 0,
      !tree.nodes[i].percentChildren, tree.nodes[i].wrap == .noWrap, !tree.nodes[i].scrolls,
      tree.nodes[i].fixed.horizontal.isNaN, tree.nodes[i].fixed.vertical.isNaN
    else { return nil }
    let main = tree.nodes[i].mainAxis
    let cross = main.cross
    // Leaves follow one another: the children are the next `kidCount` nodes.
    let leaves = (i + 1)..<(i + 1 + Int(tree.nodes[i].kidCount))
    for k in leaves {
      guard tree.nodes[k].kidCount == 0, tree.nodes[k].isInFlow, tree.nodes[k].extrasIndex < 0,
        tree.nodes[k].percentIndex < 0, tree.nodes[k].measureIndex < 0,
        !tree.nodes[k].fixed.horizontal.isNaN, !tree.nodes[k].fixed.vertical.isNaN
      else { return nil }
    }
    var along = 0.0
    var across = 0.0
    for k in leaves {
      // Sizes never go below padding and border (Yoga's boundAxis).
      let basis = max(tree.nodes[k].fixed[main], tree.padding(k, main))
      state.boxes[k].basis = basis
      state.boxes[k].mainSize = basis
      state.boxes[k].frozen = true
      along += basis + tree.margin(k, main)
      across = max(across, max(tree.nodes[k].fixed[cross], tree.padding(k, cross)) + tree.margin(k, cross))
    }
    along += tree.nodes[i].mainGap * Double(tree.nodes[i].kidCount - 1)
    // Below zero (negative margins), the stack's content would make free space that growing
    // children take: the general path.
    guard along >= 0 else { return nil }
    statistics.fixedLeafStacks += 1
    // The bases are those of a run in unknown room, which is not kept: another run finds them.
    state.flexBases[i].pass = 0
    return AxisPair(
      main: max(along + tree.padding(i, main), tree.padding(i, main)),
      cross: max(across + tree.padding(i, cross), tree.padding(i, cross)), along: main)
  }

  /// What child `k` adds on `axis` to the room its parent `i` needs (see
  /// `FlexboxLayout+Measure.swift`).
  @inline(__always)
  private mutating func addNeed(of k: Int, to need: inout AxisPair<Double>, of i: Int, _ axis: StackAxis) {
    let childNeed = cache.contents[k].need[axis]
    // A child measured the same in any room (most leaves) adds nothing: both rules below
    // compare with its need, and nothing is at or below -∞.
    if childNeed == -.infinity { return }
    let fixed = tree.nodes[k].fixed[axis]
    // A fixed size along `i`'s axis still changes when the child grows or shrinks.
    let flexes = axis == tree.nodes[i].mainAxis && (tree.nodes[k].grow > 0 || tree.nodes[k].shrink > 0)
    if fixed.isNaN || flexes {
      need[axis] = max(need[axis], childNeed + tree.padding(i, axis) + tree.margin(k, axis))
    }
    // A fixed size (or maximum) too small for the child's subtree leaves a node inside it no
    // room whatever room `i` has; that node then measures as tall (wide) as the room it is
    // given across, so any room across `i` can change the result.
    let cap = tree.clamped(k, axis, fixed.isNaN ? .infinity : fixed)
    if tree.nodes[k].fixed[axis.cross].isNaN && cap <= childNeed {
      need[axis.cross] = .infinity
    }
  }
}
