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
    boxes[0].laidOutWidth = ownConstraint(0, row: true)
    boxes[0].laidOutHeight = ownConstraint(0, row: false)
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
        let size = measureLeaf(i, width: ownConstraint(i, row: true), height: ownConstraint(i, row: false))
        boxes[i].contentWidth = size.width
        boxes[i].contentHeight = size.height
        continue
      }
      var needW = 0.0
      var needH = 0.0
      var shrinks = false
      for k in children(of: i) where nodes[k].isInFlow {
        if nodes[k].fixedWidth.isNaN { needW = max(needW, boxes[k].needWidth + pw + marginWidth(k)) }
        if nodes[k].fixedHeight.isNaN { needH = max(needH, boxes[k].needHeight + ph + marginHeight(k)) }
        // A fixed size (or maximum) too small for the child's subtree leaves a node inside it
        // no room whatever room `i` has; that node then measures as tall (wide) as the room it
        // is given across, so any room across `i` can change the result.
        let capWidth = clamp(k, row: true, nodes[k].fixedWidth.isNaN ? .infinity : nodes[k].fixedWidth)
        let capHeight = clamp(
          k, row: false, nodes[k].fixedHeight.isNaN ? .infinity : nodes[k].fixedHeight)
        if nodes[k].fixedHeight.isNaN && capWidth <= boxes[k].needWidth { needH = .infinity }
        if nodes[k].fixedWidth.isNaN && capHeight <= boxes[k].needHeight { needW = .infinity }
        shrinks = shrinks || nodes[k].shrink > 0
        // So does a main size set to a content size too small for the child's own subtree
        // (the child is laid out at exactly its flex basis along `i`'s axis).
        if nodes[i].isRow && nodes[k].fixedHeight.isNaN && boxes[k].contentWidth <= boxes[k].needWidth {
          needH = .infinity
        }
        if !nodes[i].isRow && nodes[k].fixedWidth.isNaN
          && boxes[k].contentHeight <= boxes[k].needHeight
        {
          needW = .infinity
        }
      }
      boxes[i].needWidth = needW
      boxes[i].needHeight = needH
      if !fw.isNaN && !fh.isNaN {
        boxes[i].contentWidth = boundMain(i, row: true, fw)
        boxes[i].contentHeight = boundMain(i, row: false, fh)
        continue
      }
      let size = measureContent(
        of: i, width: ownConstraint(i, row: true), height: ownConstraint(i, row: false),
        layoutPass: true)
      boxes[i].contentWidth = size.width
      boxes[i].contentHeight = size.height
      // Shrinking children change sizes in any room smaller than the content along the axis;
      // a scrolling node keeps within any room smaller than its content.
      if (shrinks || nodes[i].scrolls) && nodes[i].isRow || (nodes[i].scrolls && !nodes[i].isRow) {
        boxes[i].needWidth = max(needW, size.width)
      }
      if (shrinks || nodes[i].scrolls) && !nodes[i].isRow || (nodes[i].scrolls && nodes[i].isRow) {
        boxes[i].needHeight = max(needH, size.height)
      }
    }
  }

  /// The constraint a node is measured in by its own attributes alone: its fixed size exactly,
  /// else up to its maximum, else unknown.
  func ownConstraint(_ i: Int, row: Bool) -> SizeConstraint {
    let fixed = row ? nodes[i].fixedWidth : nodes[i].fixedHeight
    return fixed.isNaN ? constrainMax(i, row: row, .undefined) : .exactly(fixed)
  }

  private mutating func placeChildren(of i: Int) {
    let row = nodes[i].isRow
    let p = nodes[i].padding
    let innerWidth = boxes[i].width - p.left - p.right
    let innerHeight = boxes[i].height - p.top - p.bottom
    let innerMain = row ? innerWidth : innerHeight
    let innerCross = row ? innerHeight : innerWidth
    // Where the main axis starts: the leading side for rows, the top for columns; reversed.
    let mainFromLow = row ? ((nodes[i].direction == .leftToRight) != nodes[i].reverse) : !nodes[i].reverse
    let crossFromLow = row ? true : nodes[i].direction == .leftToRight
    // Children are measured within the space `i` was laid out in (as in Yoga), which across
    // a stack that does not stretch `i` is a limit, not `i`'s final size.
    let widthIsExact = boxes[i].laidOutWidth.mode == .exactly
    let heightIsExact = boxes[i].laidOutHeight.mode == .exactly
    let knownInnerWidth = availableInner(i, row: true, boxes[i].laidOutWidth.value)
    let knownInnerHeight = availableInner(i, row: false, boxes[i].laidOutHeight.value)
    let knownInnerCross = row ? knownInnerHeight : knownInnerWidth

    // Sizes along the axis: flex basis (measured within the room left), then growth or
    // shrinking within each child's minimum and maximum.
    let line = fillFlexBases(
      of: i, innerWidth: knownInnerWidth, innerHeight: knownInnerHeight, widthIsExact: widthIsExact,
      heightIsExact: heightIsExact)
    let inFlow = line.count
    let laidOutMain = row ? boxes[i].laidOutWidth : boxes[i].laidOutHeight
    var free = freeSpace(
      of: i, line: line, main: laidOutMain.mode == .exactly ? .exactly(innerMain) : laidOutMain,
      innerMain: innerMain)
    free -= resolveMainSizes(of: i, line: line, free: free)
    for k in children(of: i) where nodes[k].isInFlow {
      let main = boxes[k].mainSize
      let marginCross = row ? marginHeight(k) : marginWidth(k)
      let fixedCross = row ? nodes[k].fixedHeight : nodes[k].fixedWidth
      let cross: Double
      let crossConstraint: SizeConstraint
      if !fixedCross.isNaN {
        crossConstraint = .exactly(fixedCross)
        cross = boundMain(k, row: !row, fixedCross)
      } else if stretches(k, in: i) {
        crossConstraint = constrainMax(k, row: !row, .exactly(innerCross - marginCross))
        cross = boundMain(k, row: !row, crossConstraint.value)
      } else {
        // Laid out at its main size within the room across.
        crossConstraint = constrainMax(
          k, row: !row, .atMostOrUndefined(knownInnerCross - marginCross))
        let size =
          row
          ? measure(k, width: .exactly(main), height: crossConstraint, layoutPass: true)
          : measure(k, width: crossConstraint, height: .exactly(main), layoutPass: true)
        cross = row ? size.height : size.width
      }
      if row {
        boxes[k].width = main
        boxes[k].height = cross
        boxes[k].laidOutWidth = .exactly(main)
        boxes[k].laidOutHeight = crossConstraint
      } else {
        boxes[k].width = cross
        boxes[k].height = main
        boxes[k].laidOutWidth = crossConstraint
        boxes[k].laidOutHeight = .exactly(main)
      }
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
      let sides = nodes[k].autoMargins.sides(row: row, fromLow: true)
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
      let m = nodes[k].margin
      let w = boxes[k].width
      let h = boxes[k].height
      if nodes[k].isAbsolute {
        placeAbsolute(k, in: i, mainFromLow: mainFromLow, crossFromLow: crossFromLow)
        continue
      }
      let mainSize = row ? w : h
      let (mainStartMargin, mainEndMargin) =
        row
        ? (mainFromLow ? (m.left, m.right) : (m.right, m.left))
        : (mainFromLow ? (m.top, m.bottom) : (m.bottom, m.top))
      let autoSides = nodes[k].autoMargins.sides(row: row, fromLow: mainFromLow)
      let offset = cursor + mainStartMargin + (autoSides.start ? autoMarginShare : 0)
      cursor = offset + mainSize + mainEndMargin + between + (autoSides.end ? autoMarginShare : 0)
      let mainPosition =
        row
        ? (mainFromLow ? p.left + offset : boxes[i].width - p.right - offset - mainSize)
        : (mainFromLow ? p.top + offset : boxes[i].height - p.bottom - offset - mainSize)

      let crossSize = row ? h : w
      let (crossStartMargin, crossEndMargin) =
        row ? (m.top, m.bottom) : (crossFromLow ? (m.left, m.right) : (m.right, m.left))
      let crossOffset: Double
      let autoCross = nodes[k].autoMargins.sides(row: !row, fromLow: row || crossFromLow)
      let crossFree = innerCross - crossSize - crossStartMargin - crossEndMargin
      if autoCross.start || autoCross.end {
        // Auto margins across: centered between two, pushed away from one; at the start when
        // there is no room (CSS Flexbox §9.6 step 13).
        let share = autoCross.start && autoCross.end ? crossFree / 2 : autoCross.start ? crossFree : 0
        crossOffset = crossStartMargin + max(share, 0)
      } else {
        switch nodes[k].alignSelf {
        case .start, .stretch: crossOffset = crossStartMargin
        case .center:
          crossOffset =
            crossStartMargin + (innerCross - crossSize - crossStartMargin - crossEndMargin) / 2
        case .end: crossOffset = innerCross - crossSize - crossEndMargin
        }
      }
      let crossPosition =
        row
        ? p.top + crossOffset
        : (crossFromLow ? p.left + crossOffset : boxes[i].width - p.right - crossOffset - crossSize)
      if row {
        boxes[k].x = mainPosition
        boxes[k].y = crossPosition
      } else {
        boxes[k].x = crossPosition
        boxes[k].y = mainPosition
      }
      offsetRelative(k)
    }
  }
}
