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
    width = Array(repeating: 0, count: count)
    height = Array(repeating: 0, count: count)
    x = Array(repeating: 0, count: count)
    y = Array(repeating: 0, count: count)
    measureContent()
    width[0] = contentWidth[0]
    height[0] = contentHeight[0]
    x[0] = margin[0].left
    y[0] = margin[0].top
    offsetRelative(0)
    for i in 0..<count where kidCount[i] > 0 { placeChildren(of: i) }
  }

  private mutating func measureContent() {
    for i in stride(from: count - 1, through: 0, by: -1) {
      var main = 0.0
      var cross = 0.0
      var inFlow = 0
      let row = isRow[i]
      for k in kids[kidStart[i]..<kidStart[i] + kidCount[i]] where !isAbsolute[k] {
        let m = margin[k]
        let w = contentWidth[k] + m.left + m.right
        let h = contentHeight[k] + m.top + m.bottom
        main += row ? w : h
        cross = max(cross, row ? h : w)
        inFlow += 1
      }
      if inFlow > 1 { main += spacing[i] * Double(inFlow - 1) }
      let p = padding[i]
      let paddingWidth = p.left + p.right
      let paddingHeight = p.top + p.bottom
      let fw = fixedWidth[i]
      let fh = fixedHeight[i]
      contentWidth[i] = max(fw.isNaN ? (row ? main : cross) + paddingWidth : fw, paddingWidth)
      contentHeight[i] = max(fh.isNaN ? (row ? cross : main) + paddingHeight : fh, paddingHeight)
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

    // Sizes along the axis: content size, then growth.
    var used = 0.0
    var totalGrow = 0.0
    var inFlow = 0
    // Yoga measures a child's content within the room the stack leaves it: a child whose
    // margins leave it no room at all (and whose size on the axis is not fixed) gets no content.
    let mainIsDefinite = i > 0 || !(row ? fixedWidth[0] : fixedHeight[0]).isNaN
    for k in kids[range] where !isAbsolute[k] {
      let m = margin[k]
      let margins = row ? m.left + m.right : m.top + m.bottom
      if mainIsDefinite && innerMain - margins <= 0 && (row ? fixedWidth[k] : fixedHeight[k]).isNaN {
        if row {
          contentWidth[k] = padding[k].left + padding[k].right
        } else {
          contentHeight[k] = padding[k].top + padding[k].bottom
        }
      }
      used += (row ? contentWidth[k] : contentHeight[k]) + margins
      totalGrow += grow[k]
      inFlow += 1
    }
    if inFlow > 1 { used += spacing[i] * Double(inFlow - 1) }
    var free = innerMain - used
    let distributes = free > 0 && totalGrow > 0
    // Growth factors summing to less than 1 take only that fraction of the free space (CSS).
    let share = totalGrow < 1 ? free : free / totalGrow
    for k in kids[range] where !isAbsolute[k] {
      var main = row ? contentWidth[k] : contentHeight[k]
      if distributes { main += share * grow[k] }
      var cross = row ? contentHeight[k] : contentWidth[k]
      let fixedCross = row ? fixedHeight[k] : fixedWidth[k]
      if alignSelf[k] == .stretch && fixedCross.isNaN {
        let m = margin[k]
        let paddingCross =
          row ? padding[k].top + padding[k].bottom : padding[k].left + padding[k].right
        cross = max(innerCross - (row ? m.top + m.bottom : m.left + m.right), paddingCross)
      }
      if row {
        width[k] = main
        height[k] = cross
      } else {
        width[k] = cross
        height[k] = main
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
    var w = contentWidth[k]
    var h = contentHeight[k]
    if fixedWidth[k].isNaN && !left.isNaN && !right.isNaN {
      w = max(width[i] - left - right - m.left - m.right, pw)
    }
    if fixedHeight[k].isNaN && !top.isNaN && !bottom.isNaN {
      h = max(height[i] - top - bottom - m.top - m.bottom, ph)
    }
    width[k] = w
    height[k] = h
    let row = isRow[i]
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
