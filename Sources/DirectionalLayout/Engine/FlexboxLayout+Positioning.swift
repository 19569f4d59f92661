/// Positioned nodes: relative offsets by insets, and absolute children placed by their insets
/// or as their parent's only item (CSS 2.1 §10.3.7, §10.6.4; CSS Flexbox §4.1).
extension FlexboxLayout {
  /// Moves a relative node by its insets: the leading side's inset wins over the trailing
  /// side's, top over bottom (CSS and Yoga).
  mutating func offsetRelative(_ k: Int) {
    let index = Int(tree.nodes[k].insetIndex)
    guard index >= 0, !tree.nodes[k].isAbsolute else { return }
    let p = Int(tree.nodes[k].parent)
    let placement = p >= 0 ? tree.nodes[p].direction : .leftToRight
    let inset = tree.insets[index]
    // By the inset on the leading side, else by the one on the trailing side; top before
    // bottom.
    if let dx = Self.offset(inset.horizontal, lowFirst: placement == .leftToRight) {
      state.boxes[k].position.horizontal += dx
    }
    if let dy = Self.offset(inset.vertical, lowFirst: true) { state.boxes[k].position.vertical += dy }
  }

  /// The offset that insets on two sides of one axis give a relative node: towards the high
  /// side by the low side's inset, towards the low side by the high one's; the side that comes
  /// first wins; `nil` without either.
  private static func offset(_ inset: Sides<Double>, lowFirst: Bool) -> Double? {
    if lowFirst { return !inset.low.isNaN ? inset.low : !inset.high.isNaN ? -inset.high : nil }
    return !inset.high.isNaN ? -inset.high : !inset.low.isNaN ? inset.low : nil
  }

  /// The containing block of an absolute child of `i`: `i`, or when `i` is static its nearest
  /// ancestor that is not (the root at the latest), as in Yoga 3 (CSS 2.1 §10.1); and where
  /// `i`'s border box is inside that block's.
  ///
  /// Each static node's answer is kept (``LayoutState/staticBlocks``), so that a chain of
  /// static nodes, each with an absolute child, is walked once: linear time. Positions of `i`
  /// and its ancestors are final when the top-down pass places `i`'s children (parents are
  /// placed first); answers found while laying out ahead of it are not kept.
  mutating func containingBlock(of i: Int) -> (block: Int, offset: AxisPair<Double>) {
    guard tree.nodes[i].isStatic else { return (i, AxisPair(both: 0)) }
    if let known = state.staticBlocks[i] { return known }
    // Up to the first node that is not static or whose answer is known…
    var chain: [Int] = []
    var c = i
    while tree.nodes[c].isStatic && state.staticBlocks[c] == nil {
      chain.append(c)
      c = Int(tree.nodes[c].parent)
    }
    // …then down again, each static node's offset being its parent's plus its own position.
    var answer = tree.nodes[c].isStatic ? state.staticBlocks[c]! : (block: c, offset: AxisPair(both: 0.0))
    for node in chain.reversed() {
      let position = state.boxes[node].position
      answer.offset = AxisPair.byAxis { answer.offset[$0] + position[$0] }
      // Ahead of the top-down pass (for a baseline), positions are not final: not kept.
      if state.layingOutAhead == 0 { state.staticBlocks[node] = answer }
    }
    return answer
  }

  /// Sizes and places an absolute child `k` of `i`: by its insets from its containing block's
  /// padding box (see ``containingBlock(of:)``), else (CSS Flexbox §4.1) as if it were `i`'s
  /// only flex item, in `i`'s content box.
  mutating func placeAbsolute(_ k: Int, in i: Int, _ flow: FlowSides) {
    let (c, offset) = containingBlock(of: i)
    // The padding box of the containing block.
    let paddingBox = AxisPair.byAxis { state.boxes[c].size[$0] - tree.extra(c).border[$0].sum }
    if tree.nodes[k].percentIndex >= 0 {
      // An absolute child's percentages are of its containing block, the padding box.
      resolvePercentages(of: k, inner: paddingBox, along: paddingBox[tree.nodes[i].mainAxis])
    }
    let index = Int(tree.nodes[k].insetIndex)
    let inset = index >= 0 ? tree.insets[index] : .unset
    // With exactly one size known (fixed, or from both insets), the ratio gives the other.
    let constraints = tree.applyingRatio(
      k,
      AxisPair.byAxis { absoluteConstraint(k, in: i, block: c, paddingBox: paddingBox[$0], $0, inset: inset) }
    )
    let size = measure(k, constraints)
    state.boxes[k].size = size
    state.boxes[k].laidOut = AxisPair.byAxis { .exactly(size[$0]) }
    for axis in StackAxis.both {
      // With an inset on the axis, from the containing block, then made relative to `i`.
      let fromBlock = c != i && !(inset[axis].low.isNaN && inset[axis].high.isNaN)
      state.boxes[k].position[axis] =
        absolutePosition(of: k, in: fromBlock ? c : i, axis, inset: inset, parent: i, flow)
        - (fromBlock ? offset[axis] : 0)
    }
  }

  /// The position of absolute child `k` of `parent` on `axis` within `c` (its containing
  /// block, or `parent`). With an inset (NaN when not set), from the padding box's edge; with
  /// both, over-constrained (CSS 2.1 §10.3.7, §10.6.4): `right` is dropped in a left-to-right
  /// container, `left` in a right-to-left one; `bottom` always. With none, aligned in
  /// `parent`'s content box as its only item (margins included), from the side its flow
  /// starts: by `justify` along the axis, by `alignSelf` across it.
  private mutating func absolutePosition(
    of k: Int, in c: Int, _ axis: StackAxis, inset: BoxEdges, parent: Int, _ flow: FlowSides
  ) -> Double {
    let direction = tree.nodes[parent].direction
    let margins = absoluteMargins(k, in: c, axis, inset: inset, direction: direction)
    let size = state.boxes[k].size[axis]
    let containerSize = state.boxes[c].size[axis]
    let border = tree.extra(c).border[axis]
    let padding = tree.nodes[c].padding[axis]
    let (low, high) = (inset[axis].low, inset[axis].high)
    let fromLowInset = border.low + low + margins.low
    let fromHighInset = containerSize - border.high - high - margins.high - size
    switch (low.isNaN, high.isNaN) {
    case (false, false): return axis == .vertical || direction == .leftToRight ? fromLowInset : fromHighInset
    case (false, true): return fromLowInset
    case (true, false): return fromHighInset
    case (true, true): break
    }
    let isMain = axis == tree.nodes[parent].mainAxis
    let rule = isMain ? Self.soleItemRule(tree.nodes[parent].justify) : tree.nodes[k].alignSelf
    let free = containerSize - padding.sum - size - margins.low - margins.high
    let offset: Double  // from the flow's start edge of the content box to the margin box
    switch rule {
    case .start, .stretch, .baseline: offset = 0
    case .end: offset = free
    case .center: offset = free / 2
    }
    return (isMain ? flow.mainFromLow : flow.crossFromLow)
      ? padding.low + offset + margins.low
      : containerSize - padding.high - offset - margins.high - size
  }

  /// The margins of absolute child `k` placed in `c` on `axis` (low side, high side). Auto
  /// margins take what both insets and a fixed size leave (CSS 2.1 §10.3.7, §10.6.4): shared
  /// equally by two — horizontally, when that is negative, the start side's is 0 in the
  /// parent's direction — or all to one; otherwise they are 0 (a size not fixed takes the room
  /// instead).
  private mutating func absoluteMargins(
    _ k: Int, in c: Int, _ axis: StackAxis, inset: BoxEdges, direction: TextDirection
  ) -> (low: Double, high: Double) {
    var (low, high) = (tree.nodes[k].margin[axis].low, tree.nodes[k].margin[axis].high)
    let auto = tree.nodes[k].autoMargins[axis]
    guard auto.low || auto.high, !inset[axis].low.isNaN, !inset[axis].high.isNaN,
      !tree.nodes[k].fixed[axis].isNaN
    else {
      return (low, high)
    }
    let free =
      state.boxes[c].size[axis] - tree.extra(c).border[axis].sum - inset[axis].low - inset[axis].high
      - state.boxes[k].size[axis] - low - high
    if auto.low && auto.high {
      if axis == .vertical || free >= 0 {
        (low, high) = (free / 2, free / 2)
      } else if direction == .leftToRight {
        high = free
      } else {
        low = free
      }
    } else if auto.low {
      low += free
    } else {
      high += free
    }
    return (low, high)
  }

  /// The constraint an absolute child `k` of `i` is measured in on `axis`: its fixed size;
  /// else the size its two insets leave in the padding box of its containing block `c`; else,
  /// across a vertical stack laid out in a known width, up to the padding box's width (as
  /// Yoga 3 does, so that text can wrap there); otherwise no limit.
  private mutating func absoluteConstraint(
    _ k: Int, in i: Int, block c: Int, paddingBox: Double, _ axis: StackAxis, inset: BoxEdges
  ) -> SizeConstraint {
    let fixed = tree.nodes[k].fixed[axis]
    if !fixed.isNaN { return .exactly(fixed) }
    let (low, high) = (inset[axis].low, inset[axis].high)
    if !low.isNaN && !high.isNaN {
      return .exactly(max(paddingBox - low - high - tree.margin(k, axis), tree.padding(k, axis)))
    }
    if axis == .horizontal && tree.nodes[i].mainAxis == .vertical
      && state.boxes[c].laidOut.horizontal.mode != .undefined && paddingBox > 0
    {
      return .atMost(paddingBox - tree.margin(k, axis))
    }
    return .undefined
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
