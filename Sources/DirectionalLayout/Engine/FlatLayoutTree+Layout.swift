/// The flexbox subset, in two passes over the flat arrays (no recursion):
///
/// 1. bottom-up: the content size of every node (fixed size, or the sum / maximum of its
///    in-flow children's sizes and margins, plus spacing and padding);
/// 2. top-down: every node, whose final size its parent has set, sizes its children (growth
///    along the axis, stretch across it) and places them (justify, align, margins, insets).
///
/// As in Yoga: no shrinking (children may overflow), sizes never below the padding, negative
/// free space still shifts `center`/`end`/`spaceAround`/`spaceEvenly`, content is not clamped
/// to the space available, absolute children are placed from the parent's border box.
extension FlatLayoutTree {
  mutating func layout() {
    contentWidth = Array(repeating: 0, count: count)
    contentHeight = Array(repeating: 0, count: count)
    needWidth = Array(repeating: 0, count: count)
    needHeight = Array(repeating: 0, count: count)
    basis = Array(repeating: 0, count: count)
    laidOutWidth = Array(repeating: .undefined, count: count)
    laidOutHeight = Array(repeating: .undefined, count: count)
    width = Array(repeating: 0, count: count)
    height = Array(repeating: 0, count: count)
    x = Array(repeating: 0, count: count)
    y = Array(repeating: 0, count: count)
    measureContent()
    width[0] = contentWidth[0]
    height[0] = contentHeight[0]
    // The root is laid out in its fixed size, or in unknown space.
    laidOutWidth[0] = fixedWidth[0].isNaN ? .undefined : .exactly(fixedWidth[0])
    laidOutHeight[0] = fixedHeight[0].isNaN ? .undefined : .exactly(fixedHeight[0])
    x[0] = margin[0].left
    y[0] = margin[0].top
    offsetRelative(0)
    for i in 0..<count where kidCount[i] > 0 { placeChildren(of: i) }
    measured = [:]
  }

  /// Bottom-up: every node's size measured without limits (its fixed size exactly), and the
  /// room it needs for that measurement to hold (see `FlatLayoutTree+Measure.swift`).
  private mutating func measureContent() {
    for i in stride(from: count - 1, through: 0, by: -1) {
      let pw = paddingWidth(i)
      let ph = paddingHeight(i)
      let fw = fixedWidth[i]
      let fh = fixedHeight[i]
      guard kidCount[i] > 0 else {
        needWidth[i] = -.infinity
        needHeight[i] = -.infinity
        contentWidth[i] = max(fw.isNaN ? 0 : fw, pw)
        contentHeight[i] = max(fh.isNaN ? 0 : fh, ph)
        continue
      }
      var needW = 0.0
      var needH = 0.0
      for k in kids[kidStart[i]..<kidStart[i] + kidCount[i]] where !isAbsolute[k] {
        if fixedWidth[k].isNaN { needW = max(needW, needWidth[k] + pw + marginWidth(k)) }
        if fixedHeight[k].isNaN { needH = max(needH, needHeight[k] + ph + marginHeight(k)) }
        // A fixed size too small for the child's subtree leaves a node inside it no room
        // whatever room `i` has; that node then measures as tall (wide) as the room it is
        // given across, so any room across `i` can change the result.
        if fixedHeight[k].isNaN && fixedWidth[k] <= needWidth[k] { needH = .infinity }
        if fixedWidth[k].isNaN && fixedHeight[k] <= needHeight[k] { needW = .infinity }
      }
      needWidth[i] = needW
      needHeight[i] = needH
      if !fw.isNaN && !fh.isNaN {
        contentWidth[i] = max(fw, pw)
        contentHeight[i] = max(fh, ph)
        continue
      }
      let size = measureContent(
        of: i, width: fw.isNaN ? .undefined : .exactly(fw),
        height: fh.isNaN ? .undefined : .exactly(fh), layoutPass: true)
      contentWidth[i] = size.width
      contentHeight[i] = size.height
    }
  }

  private mutating func placeChildren(of i: Int) {
    let row = isRow[i]
    let p = padding[i]
    let innerWidth = width[i] - p.left - p.right
    let innerHeight = height[i] - p.top - p.bottom
    let innerMain = row ? innerWidth : innerHeight
    let innerCross = row ? innerHeight : innerWidth
    // Where the main axis starts: the leading side for rows, the top for columns; reversed.
    let mainFromLow = row ? ((direction[i] == .leftToRight) != reverse[i]) : !reverse[i]
    let crossFromLow = row ? true : direction[i] == .leftToRight
    let range = kidStart[i]..<kidStart[i] + kidCount[i]
    // Children are measured within the space `i` was laid out in (as in Yoga), which across
    // a stack that does not stretch `i` is a limit, not `i`'s final size.
    let widthIsExact = laidOutWidth[i].mode == .exactly
    let heightIsExact = laidOutHeight[i].mode == .exactly
    let knownInnerWidth = laidOutWidth[i].value - p.left - p.right
    let knownInnerHeight = laidOutHeight[i].value - p.top - p.bottom
    let knownInnerCross = row ? knownInnerHeight : knownInnerWidth

    // Sizes along the axis: flex basis (measured within the room left), then growth.
    let (used, totalGrow, inFlow) = fillFlexBases(
      of: i, innerWidth: knownInnerWidth, innerHeight: knownInnerHeight, widthIsExact: widthIsExact,
      heightIsExact: heightIsExact)
    var free = innerMain - used
    let distributes = free > 0 && totalGrow > 0
    // Growth factors summing to less than 1 take only that fraction of the free space (CSS).
    let share = totalGrow < 1 ? free : free / totalGrow
    for k in kids[range] where !isAbsolute[k] {
      var main = basis[k]
      if distributes { main += share * grow[k] }
      let marginCross = row ? marginHeight(k) : marginWidth(k)
      let fixedCross = row ? fixedHeight[k] : fixedWidth[k]
      let paddingCross = row ? paddingHeight(k) : paddingWidth(k)
      let cross: Double
      let crossConstraint: SizeConstraint
      if !fixedCross.isNaN {
        crossConstraint = .exactly(fixedCross)
        cross = max(fixedCross, paddingCross)
      } else if alignSelf[k] == .stretch {
        crossConstraint = .exactly(innerCross - marginCross)
        cross = max(innerCross - marginCross, paddingCross)
      } else {
        // Laid out at its main size within the room across.
        crossConstraint = .atMostOrUndefined(knownInnerCross - marginCross)
        let size =
          row
          ? measure(k, width: .exactly(main), height: crossConstraint, layoutPass: true)
          : measure(k, width: crossConstraint, height: .exactly(main), layoutPass: true)
        cross = row ? size.height : size.width
      }
      if row {
        width[k] = main
        height[k] = cross
        laidOutWidth[k] = .exactly(main)
        laidOutHeight[k] = crossConstraint
      } else {
        width[k] = cross
        height[k] = main
        laidOutWidth[k] = crossConstraint
        laidOutHeight[k] = .exactly(main)
      }
    }
    if distributes { free = totalGrow < 1 ? free * (1 - totalGrow) : 0 }

    // Justification.
    var leadingSpace = 0.0
    var between = 0.0
    let n = Double(inFlow)
    switch justify[i] {
    case .start: break
    case .center: leadingSpace = free / 2
    case .end: leadingSpace = free
    case .spaceBetween: between = inFlow > 1 ? max(free, 0) / (n - 1) : 0
    case .spaceAround:
      between = inFlow > 0 ? free / n : 0
      leadingSpace = between / 2
    case .spaceEvenly:
      between = free / (n + 1)
      leadingSpace = between
    }
    between += spacing[i]

    var cursor = leadingSpace
    for k in kids[range] {
      let m = margin[k]
      let w = width[k]
      let h = height[k]
      if isAbsolute[k] {
        placeAbsolute(
          k, in: i, mainFromLow: mainFromLow, crossFromLow: crossFromLow,
          justifyOffset: leadingSpace.isFinite ? leadingSpace : 0)
        continue
      }
      let mainSize = row ? w : h
      let (mainStartMargin, mainEndMargin) =
        row
        ? (mainFromLow ? (m.left, m.right) : (m.right, m.left))
        : (mainFromLow ? (m.top, m.bottom) : (m.bottom, m.top))
      let offset = cursor + mainStartMargin
      cursor = offset + mainSize + mainEndMargin + between
      let mainPosition =
        row
        ? (mainFromLow ? p.left + offset : width[i] - p.right - offset - mainSize)
        : (mainFromLow ? p.top + offset : height[i] - p.bottom - offset - mainSize)

      let crossSize = row ? h : w
      let (crossStartMargin, crossEndMargin) =
        row ? (m.top, m.bottom) : (crossFromLow ? (m.left, m.right) : (m.right, m.left))
      let crossOffset: Double
      switch alignSelf[k] {
      case .start, .stretch: crossOffset = crossStartMargin
      case .center:
        crossOffset =
          crossStartMargin + (innerCross - crossSize - crossStartMargin - crossEndMargin) / 2
      case .end: crossOffset = innerCross - crossSize - crossEndMargin
      }
      let crossPosition =
        row
        ? p.top + crossOffset
        : (crossFromLow ? p.left + crossOffset : width[i] - p.right - crossOffset - crossSize)
      if row {
        x[k] = mainPosition
        y[k] = crossPosition
      } else {
        x[k] = crossPosition
        y[k] = mainPosition
      }
      offsetRelative(k)
    }
  }

  /// Moves a relative node by its insets: the leading side's inset wins over the trailing
  /// side's, top over bottom (CSS and Yoga).
  private mutating func offsetRelative(_ k: Int) {
    guard hasInsets[k], !isAbsolute[k] else { return }
    let placement = parent[k] >= 0 ? direction[parent[k]] : .leftToRight
    let left = insetLeft[k]
    let right = insetRight[k]
    if placement == .leftToRight {
      if !left.isNaN { x[k] += left } else if !right.isNaN { x[k] -= right }
    } else {
      if !right.isNaN { x[k] -= right } else if !left.isNaN { x[k] += left }
    }
    if !insetTop[k].isNaN {
      y[k] += insetTop[k]
    } else if !insetBottom[k].isNaN {
      y[k] -= insetBottom[k]
    }
  }

  /// Sizes and places an absolute child of `i` from `i`'s border box.
  private mutating func placeAbsolute(
    _ k: Int, in i: Int, mainFromLow: Bool, crossFromLow: Bool, justifyOffset: Double
  ) {
    let m = margin[k]
    let pw = padding[k].left + padding[k].right
    let ph = padding[k].top + padding[k].bottom
    let left = insetLeft[k]
    let right = insetRight[k]
    let top = insetTop[k]
    let bottom = insetBottom[k]
    // A size not fixed and not set by insets on both sides is measured: across a vertical
    // stack within the parent's inner width (as Yoga does), otherwise without a limit.
    let row = isRow[i]
    var wc = SizeConstraint.undefined
    var hc = SizeConstraint.undefined
    if !fixedWidth[k].isNaN {
      wc = .exactly(fixedWidth[k])
    } else if !left.isNaN && !right.isNaN {
      wc = .exactly(max(width[i] - left - right - m.left - m.right, pw))
    } else if !row && laidOutWidth[i].mode != .undefined
      && laidOutWidth[i].value - paddingWidth(i) > 0
    {
      wc = .atMost(laidOutWidth[i].value - paddingWidth(i) - m.left - m.right)
    }
    if !fixedHeight[k].isNaN {
      hc = .exactly(fixedHeight[k])
    } else if !top.isNaN && !bottom.isNaN {
      hc = .exactly(max(height[i] - top - bottom - m.top - m.bottom, ph))
    }
    let (w, h) = measure(k, width: wc, height: hc)
    width[k] = w
    height[k] = h
    laidOutWidth[k] = .exactly(w)
    laidOutHeight[k] = .exactly(h)
    // With insets on both sides (and a fixed size), the side the parent's flow starts from wins.
    let horizontalFromLow = row ? mainFromLow : crossFromLow
    let verticalFromLow = row ? true : mainFromLow
    x[k] = Self.place(
      low: left, high: right, marginLow: m.left, marginHigh: m.right, size: w,
      containerSize: width[i],
      fromLow: horizontalFromLow, rule: row ? Self.edge(of: justify[i]) : alignSelf[k],
      offset: row ? justifyOffset : 0)
    y[k] = Self.place(
      low: top, high: bottom, marginLow: m.top, marginHigh: m.bottom, size: h,
      containerSize: height[i],
      fromLow: verticalFromLow, rule: row ? alignSelf[k] : Self.edge(of: justify[i]),
      offset: row ? 0 : justifyOffset)
  }

  /// The position of an absolute child on one axis: by its insets (NaN when not set), else by
  /// its parent's justify (main axis) or its own alignment (cross axis), as Yoga does: at the
  /// start its margin and the leading space of the parent's justification (`offset`) count, at
  /// the end and in the center they do not.
  private static func place(
    low: Double, high: Double, marginLow: Double, marginHigh: Double, size: Double,
    containerSize: Double, fromLow: Bool, rule: CrossAlignment, offset: Double
  ) -> Double {
    let fromLowInset = low + marginLow
    let fromHighInset = containerSize - high - marginHigh - size
    switch (low.isNaN, high.isNaN) {
    case (false, false): return fromLow ? fromLowInset : fromHighInset
    case (false, true): return fromLowInset
    case (true, false): return fromHighInset
    case (true, true): break
    }
    switch rule {
    case .start, .stretch:
      return fromLow ? marginLow + offset : containerSize - marginHigh - size - offset
    case .end: return fromLow ? containerSize - size : 0
    case .center: return (containerSize - size) / 2
    }
  }

  private static func edge(of justification: Justification) -> CrossAlignment {
    switch justification {
    case .center: .center
    case .end: .end
    default: .start
    }
  }
}
