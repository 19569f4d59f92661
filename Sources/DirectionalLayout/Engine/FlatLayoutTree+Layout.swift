/// The flexbox subset, in two passes over the flat arrays (no recursion):
///
/// 1. bottom-up: the content size of every node (fixed size, or the sum / maximum of its
///    in-flow children's sizes and margins, plus spacing and padding);
/// 2. top-down: every node, whose final size its parent has set, sizes its children (growth
///    along the axis, stretch across it) and places them (justify, align, margins, insets).
///
/// As in Yoga 3: no shrinking (children may overflow), sizes never below the padding, negative
/// free space still shifts `center`/`end` (the `space*` values fall back to the start), content
/// is not clamped to the space available, absolute children are placed by their insets from the
/// parent's padding box or, without insets, as the parent's only item in its content box.
/// Yoga's zero-room measuring shortcut is copied on purpose, for compatibility with Yoga
/// (see `FlatLayoutTree+Measure.swift`); CSS has no such rule.
extension FlatLayoutTree {
  mutating func layout() {
    boxes = Array(repeating: Box(), count: count)
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
    measured = [:]
  }

  /// Bottom-up: every node's size measured without limits (its fixed size exactly), and the
  /// room it needs for that measurement to hold (see `FlatLayoutTree+Measure.swift`).
  private mutating func measureContent() {
    for i in stride(from: count - 1, through: 0, by: -1) {
      let pw = paddingWidth(i)
      let ph = paddingHeight(i)
      let fw = nodes[i].fixedWidth
      let fh = nodes[i].fixedHeight
      guard nodes[i].kidCount > 0 else {
        // A measure function may look at the room it is offered: measured again in any room.
        let need = nodes[i].measureIndex >= 0 ? Double.infinity : -.infinity
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
      for k in children(of: i) where nodes[k].isInFlow {
        for axis in StackAxis.both {
          let fixed = nodes[k].fixed(axis)
          let other = nodes[k].fixed(axis.cross)
          if fixed.isNaN {
            need[axis] = max(need[axis], boxes[k].need(axis) + padding(i, axis) + margin(k, axis))
          }
          // A fixed size (or maximum) too small for the child's subtree leaves a node inside
          // it no room whatever room `i` has; that node then measures as tall (wide) as the
          // room it is given across, so any room across `i` can change the result.
          let cap = clamp(k, axis, fixed.isNaN ? .infinity : fixed)
          if other.isNaN && cap <= boxes[k].need(axis) { need[axis.cross] = .infinity }
        }
        shrinks = shrinks || nodes[k].shrink > 0
        // So does a main size set to a content size too small for the child's own subtree
        // (the child is laid out at exactly its flex basis along `i`'s axis).
        if nodes[k].fixed(main.cross).isNaN && boxes[k].content(main) <= boxes[k].need(main) {
          need[main.cross] = .infinity
        }
      }
      boxes[i].needWidth = need.horizontal
      boxes[i].needHeight = need.vertical
      if !fw.isNaN && !fh.isNaN {
        boxes[i].contentWidth = boundMain(i, .horizontal, fw)
        boxes[i].contentHeight = boundMain(i, .vertical, fh)
        continue
      }
      let size = measureContent(
        of: i, width: ownConstraint(i, .horizontal), height: ownConstraint(i, .vertical),
        layoutPass: true)
      boxes[i].contentWidth = size.width
      boxes[i].contentHeight = size.height
      // Shrinking children change sizes in any room smaller than the content along the axis;
      // a scrolling node keeps within any room smaller than its content.
      if nodes[i].scrolls || (shrinks && main == .horizontal) {
        boxes[i].needWidth = max(need.horizontal, size.width)
      }
      if nodes[i].scrolls || (shrinks && main == .vertical) {
        boxes[i].needHeight = max(need.vertical, size.height)
      }
    }
  }

  /// The constraint a node is measured in by its own attributes alone: its fixed size exactly,
  /// else up to its maximum, else unknown.
  func ownConstraint(_ i: Int, _ axis: StackAxis) -> SizeConstraint {
    let fixed = nodes[i].fixed(axis)
    return fixed.isNaN ? constrainMax(i, axis, .undefined) : .exactly(fixed)
  }

  private mutating func placeChildren(of i: Int) {
    let main = nodes[i].mainAxis
    let cross = main.cross
    let p = nodes[i].padding
    let innerMain = boxes[i].size(main) - p.sum(main)
    let innerCross = boxes[i].size(cross) - p.sum(cross)
    // Where the main axis starts: the leading side for rows, the top for columns; reversed.
    let leftToRight = nodes[i].direction == .leftToRight
    let mainFromLow = main == .horizontal ? leftToRight != nodes[i].reverse : !nodes[i].reverse
    let crossFromLow = main == .horizontal ? true : leftToRight
    // Children are measured within the space `i` was laid out in (as in Yoga), which across
    // a stack that does not stretch `i` is a limit, not `i`'s final size.
    let knownInnerMain = availableInner(i, main, boxes[i].laidOut(main).value)
    let knownInnerCross = availableInner(i, cross, boxes[i].laidOut(cross).value)

    // Sizes along the axis: flex basis (measured within the room left), then growth or
    // shrinking within each child's minimum and maximum.
    let line = fillFlexBases(
      of: i, innerMain: knownInnerMain, innerCross: knownInnerCross,
      crossIsExact: boxes[i].laidOut(cross).mode == .exactly)
    let inFlow = line.count
    let laidOutMain = boxes[i].laidOut(main)
    var free = freeSpace(
      of: i, line: line, main: laidOutMain.mode == .exactly ? .exactly(innerMain) : laidOutMain,
      innerMain: innerMain)
    free -= resolveMainSizes(of: i, line: line, free: free)
    for k in children(of: i) where nodes[k].isInFlow {
      let mainSize = boxes[k].mainSize
      let marginCross = margin(k, cross)
      let fixedCross = nodes[k].fixed(cross)
      let crossSize: Double
      let crossConstraint: SizeConstraint
      if !fixedCross.isNaN {
        crossConstraint = .exactly(fixedCross)
        crossSize = boundMain(k, cross, fixedCross)
      } else if stretches(k, in: i) {
        crossConstraint = constrainMax(k, cross, .exactly(innerCross - marginCross))
        crossSize = boundMain(k, cross, crossConstraint.value)
      } else {
        // Laid out at its main size within the room across.
        crossConstraint = constrainMax(k, cross, .atMostOrUndefined(knownInnerCross - marginCross))
        crossSize =
          measure(k, along: main, main: .exactly(mainSize), cross: crossConstraint, layoutPass: true)
          .cross
      }
      boxes[k].setSize(main, mainSize)
      boxes[k].setSize(cross, crossSize)
      boxes[k].setLaidOut(main, .exactly(mainSize))
      boxes[k].setLaidOut(cross, crossConstraint)
    }

    // Justification (CSS Box Alignment §5.1, flexbox §9.5): `spaceAround` and `spaceEvenly`
    // fall back to safe center — the start when the children overflow — and `spaceBetween`
    // to the start.
    var leadingSpace = 0.0
    var between = 0.0
    let n = Double(inFlow)
    // Auto margins along the axis take the free space first; justification then has nothing
    // to share (CSS Flexbox §8.1). With no free space they are 0 and justification applies.
    var autoMargins = 0
    for k in children(of: i) where nodes[k].isInFlow {
      let sides = nodes[k].autoMargins.sides(main, fromLow: true)
      autoMargins += (sides.start ? 1 : 0) + (sides.end ? 1 : 0)
    }
    let autoMarginShare = autoMargins > 0 && free > 0 ? free / Double(autoMargins) : 0
    switch autoMarginShare > 0 ? .start : nodes[i].justify {
    case .start: break
    case .center: leadingSpace = free / 2
    case .end: leadingSpace = free
    case .spaceBetween: between = inFlow > 1 ? max(free, 0) / (n - 1) : 0
    case .spaceAround:
      between = inFlow > 0 ? max(free, 0) / n : 0
      leadingSpace = between / 2
    case .spaceEvenly:
      between = max(free, 0) / (n + 1)
      leadingSpace = between
    }
    between += nodes[i].spacing

    var cursor = leadingSpace
    for k in children(of: i) where !nodes[k].isHidden {
      if nodes[k].isAbsolute {
        placeAbsolute(k, in: i, mainFromLow: mainFromLow, crossFromLow: crossFromLow)
        continue
      }
      let m = nodes[k].margin
      let mainSize = boxes[k].size(main)
      let mainMargins = m.startEnd(main, fromLow: mainFromLow)
      let autoSides = nodes[k].autoMargins.sides(main, fromLow: mainFromLow)
      let offset = cursor + mainMargins.start + (autoSides.start ? autoMarginShare : 0)
      cursor = offset + mainSize + mainMargins.end + between + (autoSides.end ? autoMarginShare : 0)
      boxes[k].setPosition(
        main,
        mainFromLow
          ? p.low(main) + offset : boxes[i].size(main) - p.high(main) - offset - mainSize)

      let crossSize = boxes[k].size(cross)
      let crossMargins = m.startEnd(cross, fromLow: crossFromLow)
      let crossOffset: Double
      let autoCross = nodes[k].autoMargins.sides(cross, fromLow: crossFromLow)
      let crossFree = innerCross - crossSize - crossMargins.start - crossMargins.end
      if autoCross.start || autoCross.end {
        // Auto margins across: centered between two, pushed away from one; at the start when
        // there is no room (CSS Flexbox §9.6 step 13).
        let share = autoCross.start && autoCross.end ? crossFree / 2 : autoCross.start ? crossFree : 0
        crossOffset = crossMargins.start + max(share, 0)
      } else {
        switch nodes[k].alignSelf {
        case .start, .stretch: crossOffset = crossMargins.start
        case .center: crossOffset = crossMargins.start + crossFree / 2
        case .end: crossOffset = innerCross - crossSize - crossMargins.end
        }
      }
      boxes[k].setPosition(
        cross,
        crossFromLow
          ? p.low(cross) + crossOffset
          : boxes[i].size(cross) - p.high(cross) - crossOffset - crossSize)
      offsetRelative(k)
    }
  }
}
