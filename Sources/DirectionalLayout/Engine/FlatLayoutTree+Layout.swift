/// The flexbox subset, in two passes over the flat arrays (no recursion):
///
/// 1. bottom-up: the content size of every node (fixed size, or the sum / maximum of its
///    in-flow children's sizes and margins, plus spacing and padding);
/// 2. top-down: every node, whose final size its parent has set, sizes its children (growth
///    along the axis, stretch across it) and places them (justify, align, margins, insets).
///
/// As CSS Flexbox and Yoga 3: children grow and shrink by their factors within their minimums
/// and maximums (§9.7), stacks may wrap into lines placed by `alignContent`, percentages are
/// resolved when the size they are of is known, aspect ratios give one size from the other;
/// sizes never go below the padding, negative free space still shifts `center`/`end` (the
/// `space*` values fall back to the start), absolute children are placed by their insets from
/// the padding box of their containing block (the nearest ancestor that is not static) or,
/// without insets, as their parent's only item in its content box.
/// Yoga's zero-room measuring shortcut is copied on purpose, for compatibility with Yoga
/// (see `FlatLayoutTree+Measure.swift`); CSS has no such rule.
extension FlatLayoutTree {
  mutating func layout() {
    boxes.removeAll(keepingCapacity: true)
    boxes.append(contentsOf: repeatElement(Box(), count: count))
    measureContent()
    // The root is laid out in its fixed size, or in unknown space (up to its maximum): the
    // constraints its content was measured in.
    boxes[0].width = boxes[0].contentWidth
    boxes[0].height = boxes[0].contentHeight
    boxes[0].laidOutWidth = ownConstraint(0, .horizontal)
    boxes[0].laidOutHeight = ownConstraint(0, .vertical)
    boxes[0].x = nodes[0].margin.left
    boxes[0].y = nodes[0].margin.top
    offsetRelative(0)
    for i in 0..<count where nodes[i].kidCount > 0 && !nodes[i].isHidden { placeChildren(of: i) }
    measured.removeAll(keepingCapacity: true)
    staticBlocks.removeAll(keepingCapacity: true)
  }

  /// Bottom-up: every node's size measured without limits (its fixed size exactly), and the
  /// room it needs for that measurement to hold (see `FlatLayoutTree+Measure.swift`).
  private mutating func measureContent() {
    for i in stride(from: count - 1, through: 0, by: -1) {
      let fw = nodes[i].fixedWidth
      let fh = nodes[i].fixedHeight
      guard nodes[i].kidCount > 0 else {
        // A measure function may look at the room it is offered, and percentages are of it:
        // measured again in any room.
        let need =
          nodes[i].measureIndex >= 0 || nodes[i].percentIndex >= 0 || !aspectRatio(i).isNaN
          ? Double.infinity : -.infinity
        boxes[i].needWidth = need
        boxes[i].needHeight = need
        let size = measureLeaf(i, width: ownConstraint(i, .horizontal), height: ownConstraint(i, .vertical))
        boxes[i].contentWidth = size.width
        boxes[i].contentHeight = size.height
        continue
      }
      let main = nodes[i].mainAxis
      var need = AxisValues()
      var shrinks = false
      var ratioChildren = false
      for k in children(of: i) where nodes[k].isInFlow {
        needFromChild(k, of: i, .horizontal, &need)
        needFromChild(k, of: i, .vertical, &need)
        shrinks = shrinks || nodes[k].shrink > 0
        ratioChildren = ratioChildren || !aspectRatio(k).isNaN
        // So does a main size set to a content size too small for the child's own subtree
        // (the child is laid out at exactly its flex basis along `i`'s axis).
        if nodes[k].fixed(main.cross).isNaN && boxes[k].content(main) <= boxes[k].need(main) {
          need[main.cross] = .infinity
        }
      }
      // Percentages of children, and children with an aspect ratio, change with the room `i`
      // is measured in.
      if nodes[i].percentChildren || nodes[i].percentIndex >= 0 || ratioChildren
        || !aspectRatio(i).isNaN
      {
        need = AxisValues(horizontal: .infinity, vertical: .infinity)
      }
      boxes[i].needWidth = need.horizontal
      boxes[i].needHeight = need.vertical
      if deferredContent(i) {
        boxes[i].contentIsDeferred = true
        deferredCount += 1
        continue
      }
      if !fw.isNaN && !fh.isNaN {
        boxes[i].contentWidth = boundMain(i, .horizontal, fw)
        boxes[i].contentHeight = boundMain(i, .vertical, fh)
        continue
      }
      let size =
        contentOfFixedLeaves(i)
        ?? measureContent(
          of: i, width: ownConstraint(i, .horizontal), height: ownConstraint(i, .vertical),
          layoutPass: true)
      boxes[i].contentWidth = size.width
      boxes[i].contentHeight = size.height
      // Shrinking children change sizes in any room smaller than the content along the axis;
      // a scrolling node keeps within any room smaller than its content.
      // A wrapping node breaks its lines in any room smaller than its content along its axis.
      let wraps = nodes[i].wrap != .noWrap
      if nodes[i].scrolls || ((shrinks || wraps) && main == .horizontal) {
        boxes[i].needWidth = max(need.horizontal, size.width)
      }
      if nodes[i].scrolls || ((shrinks || wraps) && main == .vertical) {
        boxes[i].needHeight = max(need.vertical, size.height)
      }
    }
  }

  /// Whether the content size of `i` without limits can wait until something asks for it
  /// (``measureDeferredContent(_:)``): `i` is a stack of leaves with percentages, so
  /// ``measure(_:width:height:layoutPass:)`` measures it again in any room and never takes
  /// that size — a wrapping row of tiles sized in percentages is measured in the room its
  /// parent gives it, not first in unknown space. Only the bounded fallback of tight-room
  /// measurement reads it, and the parent's pass above reads only its need, which is
  /// infinite. Leaves only, so that the deferred measurement goes one level down; `i` without
  /// percentages of its own, so that its constraints are still those of this pass when it is
  /// measured later (its children's percentages are resolved again by the measurement).
  private mutating func deferredContent(_ i: Int) -> Bool {
    usesFastPaths && i > 0 && nodes[i].percentChildren && nodes[i].percentIndex < 0
      && !nodes[i].isHidden && Int(subtreeSizes[i]) == Int(nodes[i].kidCount) + 1
      && (nodes[i].fixedWidth.isNaN || nodes[i].fixedHeight.isNaN)
  }

  /// Measures the content of `i` without limits, as the bottom-up pass does, when that pass
  /// deferred it (see ``deferredContent(_:)``).
  mutating func measureDeferredContent(_ i: Int) {
    boxes[i].contentIsDeferred = false
    let size = measureContent(
      of: i, width: ownConstraint(i, .horizontal), height: ownConstraint(i, .vertical),
      layoutPass: true)
    boxes[i].contentWidth = size.width
    boxes[i].contentHeight = size.height
  }

  /// The content size of `i` when every child is an in-flow leaf of fixed width and height
  /// with no minimum, maximum, percentage, ratio or measure function, and `i` has no size,
  /// limit, percentage, ratio, wrap or scrolling of its own; `nil` otherwise. It is what
  /// ``measureContent(of:width:height:layoutPass:)`` finds for such a stack in unknown space —
  /// no free space, so no child grows or shrinks: the bases and margins (with the gaps) along
  /// the axis, the largest outer size across — without measuring each child twice. The
  /// children's bases and main sizes are set as that pass sets them. Rows of icons and buttons
  /// of fixed size are common; `FixedLeavesTests` compares both ways on generated stacks.
  private mutating func contentOfFixedLeaves(_ i: Int) -> (width: Double, height: Double)? {
    guard usesFastPaths, nodes[i].extrasIndex < 0, nodes[i].percentIndex < 0,
      !nodes[i].percentChildren, nodes[i].wrap == .noWrap, !nodes[i].scrolls,
      nodes[i].fixedWidth.isNaN, nodes[i].fixedHeight.isNaN
    else { return nil }
    let main = nodes[i].mainAxis
    let cross = main.cross
    // Leaves follow one another: the children are the next `kidCount` nodes.
    let leaves = (i + 1)..<(i + 1 + Int(nodes[i].kidCount))
    for k in leaves {
      guard nodes[k].kidCount == 0, nodes[k].isInFlow, nodes[k].extrasIndex < 0,
        nodes[k].percentIndex < 0, nodes[k].measureIndex < 0, !nodes[k].fixedWidth.isNaN,
        !nodes[k].fixedHeight.isNaN
      else { return nil }
    }
    var along = 0.0
    var across = 0.0
    for k in leaves {
      // Sizes never go below padding and border (Yoga's boundAxis).
      let basis = max(nodes[k].fixed(main), padding(k, main))
      boxes[k].basis = basis
      boxes[k].mainSize = basis
      boxes[k].frozen = true
      along += basis + margin(k, main)
      across = max(across, max(nodes[k].fixed(cross), padding(k, cross)) + margin(k, cross))
    }
    along += nodes[i].spacing * Double(nodes[i].kidCount - 1)
    // Below zero (negative margins), the stack's content would make free space that growing
    // children take: the general path.
    guard along >= 0 else { return nil }
    fastPathCount += 1
    let mainSize = max(along + padding(i, main), padding(i, main))
    let crossSize = max(across + padding(i, cross), padding(i, cross))
    return main == .horizontal ? (mainSize, crossSize) : (crossSize, mainSize)
  }

  /// What child `k` adds on `axis` to the room `i` needs (see `FlatLayoutTree+Measure.swift`).
  private mutating func needFromChild(_ k: Int, of i: Int, _ axis: StackAxis, _ need: inout AxisValues) {
    // A child measured the same in any room (most leaves) adds nothing: both rules below
    // compare with its need, and nothing is at or below -∞.
    if boxes[k].need(axis) == -.infinity { return }
    let fixed = nodes[k].fixed(axis)
    // A fixed size along `i`'s axis still changes when the child grows or shrinks.
    let flexes = axis == nodes[i].mainAxis && (nodes[k].grow > 0 || nodes[k].shrink > 0)
    if fixed.isNaN || flexes {
      need[axis] = max(need[axis], boxes[k].need(axis) + padding(i, axis) + margin(k, axis))
    }
    // A fixed size (or maximum) too small for the child's subtree leaves a node inside it no
    // room whatever room `i` has; that node then measures as tall (wide) as the room it is
    // given across, so any room across `i` can change the result.
    let cap = clamp(k, axis, fixed.isNaN ? .infinity : fixed)
    if nodes[k].fixed(axis.cross).isNaN && cap <= boxes[k].need(axis) {
      need[axis.cross] = .infinity
    }
  }

  /// The constraint a node is measured in by its own attributes alone: its fixed size exactly,
  /// else up to its maximum, else unknown.
  mutating func ownConstraint(_ i: Int, _ axis: StackAxis) -> SizeConstraint {
    let fixed = nodes[i].fixed(axis)
    return fixed.isNaN ? constrainMax(i, axis, .undefined) : .exactly(fixed)
  }
}
