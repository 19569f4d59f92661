/// Positioned nodes: relative offsets by insets, and absolute children placed by their insets
/// or as their parent's only item (CSS 2.1 §10.3.7, §10.6.4; CSS Flexbox §4.1).
extension FlatLayoutTree {
  /// Moves a relative node by its insets: the leading side's inset wins over the trailing
  /// side's, top over bottom (CSS and Yoga).
  mutating func offsetRelative(_ k: Int) {
    let index = Int(nodes[k].insetIndex)
    guard index >= 0, !nodes[k].isAbsolute else { return }
    let p = Int(nodes[k].parent)
    let placement = p >= 0 ? nodes[p].direction : .leftToRight
    let inset = insets[index]
    if placement == .leftToRight {
      if !inset.left.isNaN {
        boxes[k].x += inset.left
      } else if !inset.right.isNaN {
        boxes[k].x -= inset.right
      }
    } else {
      if !inset.right.isNaN {
        boxes[k].x -= inset.right
      } else if !inset.left.isNaN {
        boxes[k].x += inset.left
      }
    }
    if !inset.top.isNaN {
      boxes[k].y += inset.top
    } else if !inset.bottom.isNaN {
      boxes[k].y -= inset.bottom
    }
  }

  /// The containing block of an absolute child of `i`: `i`, or when `i` is static its nearest
  /// ancestor that is not (the root at the latest), as in Yoga 3 (CSS 2.1 §10.1); and where
  /// `i`'s border box is inside that block's.
  ///
  /// Each static node's answer is kept (``FlatLayoutTree/staticBlocks``), so that a chain of
  /// static nodes, each with an absolute child, is walked once: linear time. Positions of
  /// `i` and its ancestors are final when `i`'s children are placed (parents are placed first).
  mutating func containingBlock(of i: Int) -> (block: Int, x: Double, y: Double) {
    guard nodes[i].isStatic else { return (i, 0, 0) }
    if let known = staticBlocks[i] { return known }
    // Up to the first node that is not static or whose answer is known…
    var chain: [Int] = []
    var c = i
    while nodes[c].isStatic && staticBlocks[c] == nil {
      chain.append(c)
      c = Int(nodes[c].parent)
    }
    // …then down again, each static node's offset being its parent's plus its own position.
    var answer = nodes[c].isStatic ? staticBlocks[c]! : (block: c, x: 0.0, y: 0.0)
    for node in chain.reversed() {
      answer = (answer.block, answer.x + boxes[node].x, answer.y + boxes[node].y)
      staticBlocks[node] = answer
    }
    return answer
  }

  /// Sizes and places an absolute child of `i`: by its insets from its containing block's
  /// padding box (see ``containingBlock(of:)``), else (CSS Flexbox §4.1) as if it were `i`'s
  /// only flex item, in `i`'s content box.
  mutating func placeAbsolute(
    _ k: Int, in i: Int, mainFromLow: Bool, crossFromLow: Bool
  ) {
    let main = nodes[i].mainAxis
    let (c, offsetX, offsetY) = containingBlock(of: i)
    if nodes[k].percentIndex >= 0 {
      // An absolute child's percentages are of its containing block, the padding box.
      let box = (
        boxes[c].width - extra(c).border.sum(.horizontal), boxes[c].height - extra(c).border.sum(.vertical)
      )
      resolvePercentages(of: k, width: box.0, height: box.1, along: main == .horizontal ? box.0 : box.1)
    }
    let index = Int(nodes[k].insetIndex)
    let inset = index >= 0 ? insets[index] : .none
    // With exactly one size known (fixed, or from both insets), the ratio gives the other.
    let (w, h) = applyingRatio(
      k, width: absoluteConstraint(k, in: i, block: c, .horizontal, inset: inset),
      height: absoluteConstraint(k, in: i, block: c, .vertical, inset: inset))
    let size = measure(k, width: w, height: h)
    boxes[k].width = size.width
    boxes[k].height = size.height
    boxes[k].laidOutWidth = .exactly(size.width)
    boxes[k].laidOutHeight = .exactly(size.height)
    for axis in [StackAxis.horizontal, .vertical] {
      // With an inset on the axis, from the containing block, then made relative to `i`.
      let fromBlock = c != i && !(inset.low(axis).isNaN && inset.high(axis).isNaN)
      placeAbsolute(
        k, in: fromBlock ? c : i, axis, inset: inset, direction: nodes[i].direction, main: main,
        mainFromLow: mainFromLow,
        crossFromLow: crossFromLow)
      if fromBlock {
        boxes[k].setPosition(axis, boxes[k].position(axis) - (axis == .horizontal ? offsetX : offsetY))
      }
    }
  }

  /// Places absolute child `k` of `i` on `axis` (see the method above).
  private mutating func placeAbsolute(
    _ k: Int, in i: Int, _ axis: StackAxis, inset: Insets, direction: TextDirection, main: StackAxis,
    mainFromLow: Bool,
    crossFromLow: Bool
  ) {
    let b = extra(i).border
    let p = nodes[i].padding
    let mainRule = Self.soleItemRule(nodes[i].justify)
    // Over-constrained (CSS 2.1 §10.3.7, §10.6.4): `right` is dropped in a left-to-right
    // container, `left` in a right-to-left one; `bottom` always.
    let margins = absoluteMargins(k, in: i, axis, inset: inset, direction: direction)
    let position = Self.place(
      low: inset.low(axis), high: inset.high(axis), marginLow: margins.low,
      marginHigh: margins.high, size: boxes[k].size(axis), containerSize: boxes[i].size(axis),
      borderLow: b.low(axis), borderHigh: b.high(axis), paddingLow: p.low(axis),
      paddingHigh: p.high(axis),
      lowWins: axis == .vertical || direction == .leftToRight,
      flowFromLow: axis == main ? mainFromLow : crossFromLow,
      rule: axis == main ? mainRule : nodes[k].alignSelf)
    boxes[k].setPosition(axis, position)
  }

  /// The margins of absolute child `k` of `i` on `axis` (low side, high side). Auto margins
  /// take what both insets and a fixed size leave (CSS 2.1 §10.3.7, §10.6.4): shared equally by
  /// two — horizontally, when that is negative, the start side's is 0 in the parent's direction
  /// — or all to one; otherwise they are 0 (a size not fixed takes the room instead).
  private mutating func absoluteMargins(
    _ k: Int, in i: Int, _ axis: StackAxis, inset: Insets, direction: TextDirection
  ) -> (
    low: Double, high: Double
  ) {
    let m = nodes[k].margin
    var (low, high) = (m.low(axis), m.high(axis))
    let auto = nodes[k].autoMargins.sides(axis, fromLow: true)
    guard auto.start || auto.end, !inset.low(axis).isNaN, !inset.high(axis).isNaN,
      !nodes[k].fixed(axis).isNaN
    else {
      return (low, high)
    }
    let free =
      boxes[i].size(axis) - extra(i).border.sum(axis) - inset.low(axis) - inset.high(axis)
      - boxes[k].size(axis) - low - high
    if auto.start && auto.end {
      if axis == .vertical || free >= 0 {
        (low, high) = (free / 2, free / 2)
      } else if direction == .leftToRight {
        high = free
      } else {
        low = free
      }
    } else if auto.start {
      low += free
    } else {
      high += free
    }
    return (low, high)
  }

  /// The constraint an absolute child `k` of `i` is measured in on `axis`: its fixed size;
  /// else the size its two insets leave in `i`'s padding box; else, across a vertical stack
  /// laid out in a known width, up to the padding box's width (as Yoga 3 does, so that text
  /// can wrap there); otherwise no limit.
  private mutating func absoluteConstraint(
    _ k: Int, in i: Int, block c: Int, _ axis: StackAxis, inset: Insets
  ) -> SizeConstraint {
    let paddingBox = boxes[c].size(axis) - extra(c).border.sum(axis)
    let fixed = nodes[k].fixed(axis)
    if !fixed.isNaN { return .exactly(fixed) }
    let (low, high) = (inset.low(axis), inset.high(axis))
    if !low.isNaN && !high.isNaN {
      return .exactly(max(paddingBox - low - high - margin(k, axis), padding(k, axis)))
    }
    if axis == .horizontal && nodes[i].mainAxis == .vertical
      && boxes[c].laidOutWidth.mode != .undefined && paddingBox > 0
    {
      return .atMost(paddingBox - margin(k, axis))
    }
    return .undefined
  }

  /// The position of an absolute child on one axis. With an inset (NaN when not set), from the
  /// padding box's edge (inside the border; `paddingLow` and `paddingHigh` include the
  /// border); with both, the side `lowWins` says. With none, aligned by `rule` in the content box as the only item (margins included), from the side the flow starts
  /// (`flowFromLow`).
  private static func place(
    low: Double, high: Double, marginLow: Double, marginHigh: Double, size: Double,
    containerSize: Double, borderLow: Double, borderHigh: Double, paddingLow: Double,
    paddingHigh: Double, lowWins: Bool, flowFromLow: Bool, rule: CrossAlignment
  ) -> Double {
    let fromLowInset = borderLow + low + marginLow
    let fromHighInset = containerSize - borderHigh - high - marginHigh - size
    switch (low.isNaN, high.isNaN) {
    case (false, false): return lowWins ? fromLowInset : fromHighInset
    case (false, true): return fromLowInset
    case (true, false): return fromHighInset
    case (true, true): break
    }
    let free = containerSize - paddingLow - paddingHigh - size - marginLow - marginHigh
    let offset: Double  // from the flow's start edge of the content box to the margin box
    switch rule {
    case .start, .stretch: offset = 0
    case .end: offset = free
    case .center: offset = free / 2
    }
    return flowFromLow
      ? paddingLow + offset + marginLow
      : containerSize - paddingHigh - offset - marginHigh - size
  }

  /// How a justification places an only item (CSS Flexbox §9.5: `spaceBetween` as `start`;
  /// `spaceAround` and `spaceEvenly` as `center`, even when it overflows, as Yoga 3 and Taffy).
  private static func soleItemRule(_ justification: Justification) -> CrossAlignment {
    switch justification {
    case .start, .spaceBetween: .start
    case .center, .spaceAround, .spaceEvenly: .center
    case .end: .end
    }
  }
}
