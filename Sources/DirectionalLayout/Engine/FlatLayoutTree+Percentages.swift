import BidiText

/// Percentages, resolved while laying out, when the size they are taken of is known (CSS
/// Values §4.3; CSS Box Model §5–6; CSS Flexbox §7.2.3), as Yoga 3 does: a node's width,
/// height, minimums, maximums and horizontal insets of its parent's inner width (the room it
/// was given, not yet the final size), heights and vertical insets of the inner height, the
/// flex basis of the inner size along the parent's axis, and margins and padding — on every
/// side — of the inner width. An absolute child's are taken of its parent's padding box.
///
/// Of an unknown size (a parent sized by its content), a size or basis counts as not set, a
/// minimum as 0, a maximum as none, and margins, padding and insets as 0.
extension FlatLayoutTree {
  /// The percentages of one node (NaN where a value is not a percentage), margins, padding and
  /// insets by physical side.
  struct Percents {
    var width = Double.nan
    var height = Double.nan
    var minWidth = Double.nan
    var maxWidth = Double.nan
    var minHeight = Double.nan
    var maxHeight = Double.nan
    var basis = Double.nan
    var margin = Insets.none
    var padding = Insets.none
    var insets = Insets.none
    var hasMinWidth = false
    var hasMinHeight = false
  }

  /// Appends the percentages of `node`, if it has any, and returns their index (or -1).
  /// `direction` resolves its margins and padding, `insetSides` its insets.
  mutating func appendPercents(
    of node: UnsafePointer<LayoutNode>, direction: TextDirection, insetSides: TextDirection
  ) -> Int32 {
    // Most nodes have no percentage: one pass of tag tests before any resolving.
    guard
      node.pointee.width?.percent != nil || node.pointee.height?.percent != nil
        || node.pointee.minWidth?.percent != nil
        || node.pointee.maxWidth?.percent != nil || node.pointee.minHeight?.percent != nil
        || node.pointee.maxHeight?.percent != nil || node.pointee.basis?.percent != nil
        || node.pointee.margin.hasPercent
        || node.pointee.padding.hasPercent
        || (node.pointee.insets.hasPercent && node.pointee.position != .static)
    else { return -1 }
    func percent(_ length: LayoutLength?) -> Double { length?.percent ?? .nan }
    func sides(_ edges: LayoutEdges, _ direction: TextDirection) -> Insets {
      Insets(
        left: percent(edges.resolvedLeft(in: direction)),
        right: percent(edges.resolvedRight(in: direction)), top: percent(edges.top),
        bottom: percent(edges.bottom))
    }
    var p = Percents()
    p.width = percent(node.pointee.width)
    p.height = percent(node.pointee.height)
    p.minWidth = percent(node.pointee.minWidth)
    p.maxWidth = percent(node.pointee.maxWidth)
    p.minHeight = percent(node.pointee.minHeight)
    p.maxHeight = percent(node.pointee.maxHeight)
    p.basis = percent(node.pointee.basis)
    if !node.pointee.margin.isEmpty { p.margin = sides(node.pointee.margin, direction) }
    if !node.pointee.padding.isEmpty { p.padding = sides(node.pointee.padding, direction) }
    if !node.pointee.insets.isEmpty && node.pointee.position != .static {
      p.insets = sides(node.pointee.insets, insetSides)
    }
    // A percentage on a side that a logical value overrides does not count.
    func none(_ sides: Insets) -> Bool {
      sides.left.isNaN && sides.right.isNaN && sides.top.isNaN && sides.bottom.isNaN
    }
    guard
      !(p.width.isNaN && p.height.isNaN && p.minWidth.isNaN && p.maxWidth.isNaN
        && p.minHeight.isNaN && p.maxHeight.isNaN && p.basis.isNaN && none(p.margin)
        && none(p.padding) && none(p.insets))
    else { return -1 }
    p.hasMinWidth = node.pointee.minWidth != nil
    p.hasMinHeight = node.pointee.minHeight != nil
    Self.reserve(&percents, for: nodes.capacity - nodes.count)
    percents.append(p)
    return Int32(percents.count - 1)
  }

  /// Resolves the percentages of the children of `n` in the inner size `width` × `height`
  /// (NaN: unknown) — absolute children too, until their parent places them in its padding box.
  mutating func resolvePercentages(ofChildrenOf n: Int, width: Double, height: Double) {
    var k = n + 1
    let along = nodes[n].mainAxis == .horizontal ? width : height
    for _ in 0..<Int(nodes[n].kidCount) {
      resolvePercentages(of: k, width: width, height: height, along: along)
      k += Int(subtreeSizes[k])
    }
  }

  /// Resolves the percentages of node `k` in its parent's inner `width` and `height`, with
  /// `along` the parent's inner size along its axis (for the basis).
  mutating func resolvePercentages(of k: Int, width: Double, height: Double, along: Double) {
    let index = Int(nodes[k].percentIndex)
    guard index >= 0 else { return }
    let p = percents[index]
    func of(_ percent: Double, _ base: Double) -> Double { base * percent / 100 }
    func orZero(_ value: Double) -> Double { value.isNaN ? 0 : value }
    if !p.width.isNaN { nodes[k].fixedWidth = of(p.width, width) }
    if !p.height.isNaN { nodes[k].fixedHeight = of(p.height, height) }
    if !p.margin.left.isNaN { nodes[k].margin.left = orZero(of(p.margin.left, width)) }
    if !p.margin.right.isNaN { nodes[k].margin.right = orZero(of(p.margin.right, width)) }
    if !p.margin.top.isNaN { nodes[k].margin.top = orZero(of(p.margin.top, width)) }
    if !p.margin.bottom.isNaN { nodes[k].margin.bottom = orZero(of(p.margin.bottom, width)) }
    let border = extra(k).border
    if !p.padding.left.isNaN {
      nodes[k].padding.left = border.left + orZero(of(p.padding.left, width))
    }
    if !p.padding.right.isNaN {
      nodes[k].padding.right = border.right + orZero(of(p.padding.right, width))
    }
    if !p.padding.top.isNaN { nodes[k].padding.top = border.top + orZero(of(p.padding.top, width)) }
    if !p.padding.bottom.isNaN {
      nodes[k].padding.bottom = border.bottom + orZero(of(p.padding.bottom, width))
    }
    let i = Int(nodes[k].insetIndex)
    if i >= 0 {
      if !p.insets.left.isNaN { insets[i].left = orZero(of(p.insets.left, width)) }
      if !p.insets.right.isNaN { insets[i].right = orZero(of(p.insets.right, width)) }
      if !p.insets.top.isNaN { insets[i].top = orZero(of(p.insets.top, height)) }
      if !p.insets.bottom.isNaN { insets[i].bottom = orZero(of(p.insets.bottom, height)) }
    }
    let e = Int(nodes[k].extrasIndex)
    if e >= 0 {
      if !p.minWidth.isNaN { extras[e].minWidth = orZero(of(p.minWidth, width)) }
      if !p.minHeight.isNaN { extras[e].minHeight = orZero(of(p.minHeight, height)) }
      if !p.maxWidth.isNaN {
        let value = of(p.maxWidth, width)
        extras[e].maxWidth = value.isNaN ? .infinity : value
      }
      if !p.maxHeight.isNaN {
        let value = of(p.maxHeight, height)
        extras[e].maxHeight = value.isNaN ? .infinity : value
      }
      if !p.basis.isNaN { extras[e].basis = of(p.basis, along) }
      if p.hasMinWidth { extras[e].minInnerWidth = extras[e].minWidth - paddingWidth(k) }
      if p.hasMinHeight { extras[e].minInnerHeight = extras[e].minHeight - paddingHeight(k) }
    }
    // Measured in another room before: that measurement no longer holds.
    if boxes[k].isInMeasured {
      measured[k] = nil
      boxes[k].isInMeasured = false
    }
  }
}
