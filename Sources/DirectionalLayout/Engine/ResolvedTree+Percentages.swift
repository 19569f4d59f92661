import BidiText

/// Percentages, resolved while laying out, when the size they are taken of is known (CSS
/// Values §4.3; CSS Box Model §5–6; CSS Flexbox §7.2.3), as Yoga 3 does: a node's width,
/// height, minimums, maximums and horizontal insets of its parent's inner width (the room it
/// was given, not yet the final size), heights and vertical insets of the inner height, the
/// flex basis of the inner size along the parent's axis, and margins and padding — on every
/// side — of the inner width. An absolute child's are taken of its parent's padding box.
///
/// Of an unknown size (a parent sized by its content), a size or basis counts as not set, a
/// minimum as 0, a maximum as none, and margins, padding and insets as 0 — which is also what
/// the flattener writes before any is resolved.
extension ResolvedTree {
  /// One percentage of a node: the value it sets and the percentage. A node's entries follow
  /// one another in ``ResolvedTree/percents`` from its ``Node/percentIndex``, the last one
  /// marked: most nodes with percentages have one or two, so a list of 24-byte entries is
  /// smaller (and quicker to resolve) than a record with room for every value.
  struct PercentEntry {
    /// What the percentage sets. The values in points it replaces are resolved first, the
    /// least inner room (which follows the minimum and the padding) last.
    enum Target: UInt8 {
      case width, height, minWidth, maxWidth, minHeight, maxHeight, basis
      case marginLeft, marginRight, marginTop, marginBottom
      case paddingLeft, paddingRight, paddingTop, paddingBottom
      case insetLeft, insetRight, insetTop, insetBottom
      /// Not a percentage: the node has a minimum width (or height), whose least inner room
      /// is computed again once percentages changed the minimum or the padding.
      case minInnerWidth, minInnerHeight
    }
    var target: Target
    var isLast = false
    var percent: Double
    /// The value the flattener wrote where the percentage goes (see
    /// ``ResolvedTree/restoreUnresolvedValues(of:)``).
    var unresolved: Double
  }

  /// Stores the percentages of `node`, if it has any, and returns the index of the first (or
  /// -1): appended, or in the entries of the record it replaces (from `old`; -1: none) when
  /// they fit there. `direction` resolves its margins and padding, `insetSides` its insets.
  mutating func storePercents(
    of node: UnsafePointer<LayoutNode>, direction: TextDirection, insetSides: TextDirection,
    fixed: AxisPair<Double>, replacing old: Int32
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
    let first = percents.count
    if percents.isEmpty { percents.reserveCapacity(nodes.capacity - nodes.count) }
    func add(_ length: LayoutLength?, _ target: PercentEntry.Target) {
      guard let percent = length?.percent else { return }
      // What the flattener writes where the percentage goes: the size `fixed` has (not fixed,
      // unless a minimum equal to a maximum or a root's ratio sets it), 0 for a minimum, the
      // margins, padding and insets, no maximum, no basis.
      let unresolved: Double
      switch target {
      case .width: unresolved = fixed.horizontal
      case .height: unresolved = fixed.vertical
      case .maxWidth, .maxHeight: unresolved = .infinity
      case .basis: unresolved = .nan
      default: unresolved = 0
      }
      percents.append(PercentEntry(target: target, percent: percent, unresolved: unresolved))
    }
    // A percentage on a side that a logical value overrides does not count.
    func add(
      _ edges: LayoutEdges, _ direction: TextDirection,
      _ targets: (PercentEntry.Target, PercentEntry.Target, PercentEntry.Target, PercentEntry.Target)
    ) {
      add(edges.resolvedLeft(in: direction), targets.0)
      add(edges.resolvedRight(in: direction), targets.1)
      add(edges.top, targets.2)
      add(edges.bottom, targets.3)
    }
    add(node.pointee.width, .width)
    add(node.pointee.height, .height)
    add(node.pointee.minWidth, .minWidth)
    add(node.pointee.maxWidth, .maxWidth)
    add(node.pointee.minHeight, .minHeight)
    add(node.pointee.maxHeight, .maxHeight)
    add(node.pointee.basis, .basis)
    add(node.pointee.margin, direction, (.marginLeft, .marginRight, .marginTop, .marginBottom))
    add(node.pointee.padding, direction, (.paddingLeft, .paddingRight, .paddingTop, .paddingBottom))
    if node.pointee.position != .static {
      add(node.pointee.insets, insetSides, (.insetLeft, .insetRight, .insetTop, .insetBottom))
    }
    guard percents.count > first else { return -1 }
    if node.pointee.minWidth != nil {
      percents.append(PercentEntry(target: .minInnerWidth, percent: 0, unresolved: 0))
    }
    if node.pointee.minHeight != nil {
      percents.append(PercentEntry(target: .minInnerHeight, percent: 0, unresolved: 0))
    }
    percents[percents.count - 1].isLast = true
    // A replaced node's entries go where its old ones were when there is room.
    guard old >= 0, percents.count - first <= entryCount(from: Int(old)) else { return Int32(first) }
    for k in first..<percents.count { percents[Int(old) + k - first] = percents[k] }
    percents.removeSubrange(first...)
    return old
  }

  /// How many entries the node whose first entry is at `index` has.
  private func entryCount(from index: Int) -> Int {
    var end = index
    while !percents[end].isLast { end += 1 }
    return end - index + 1
  }

  /// Resolves the percentages of node `k` in its parent's inner size `inner`, with `along` the
  /// parent's inner size along its axis (for the basis). Of an unknown (NaN) size, as the
  /// extension's comment says.
  mutating func resolvePercentages(of k: Int, inner: AxisPair<Double>, along: Double) {
    var index = Int(nodes[k].percentIndex)
    guard index >= 0 else { return }
    func orZero(_ value: Double) -> Double { value.isNaN ? 0 : value }
    while true {
      let entry = percents[index]
      let base: Double
      switch entry.target {
      case .basis: base = along
      // Heights and vertical insets are of the height; margins and padding on every side of
      // the width (CSS Box Model §5–6).
      case .height, .minHeight, .maxHeight, .insetTop, .insetBottom: base = inner.vertical
      default: base = inner.horizontal
      }
      let value = base * entry.percent / 100
      switch entry.target {
      case .width, .height, .basis: set(entry.target, of: k, to: value)
      case .maxWidth, .maxHeight: set(entry.target, of: k, to: value.isNaN ? .infinity : value)
      case .minInnerWidth, .minInnerHeight: set(entry.target, of: k, to: 0)
      default: set(entry.target, of: k, to: orZero(value))
      }
      if entry.isLast { break }
      index += 1
    }
  }

  /// Puts back the values the flattener wrote where `k`'s percentages go (an incremental
  /// relayout measures changed nodes as a full layout's bottom-up pass does, before any
  /// percentage is resolved).
  mutating func restoreUnresolvedValues(of k: Int) {
    var index = Int(nodes[k].percentIndex)
    guard index >= 0 else { return }
    while true {
      let entry = percents[index]
      set(entry.target, of: k, to: entry.unresolved)
      if entry.isLast { break }
      index += 1
    }
  }

  /// Sets the value a percentage entry of `k` sets (padding without the border, which is
  /// added; the least inner room is computed from the minimum and the padding). Not inlined:
  /// inlined in the loops above, the release build made every array it may write to unique
  /// before the switch (the empty array of insets copied at every entry).
  @inline(never)
  private mutating func set(_ target: PercentEntry.Target, of k: Int, to value: Double) {
    // Extras and insets exist for every node whose values there have a percentage.
    let e = Int(nodes[k].extrasIndex)
    let i = Int(nodes[k].insetIndex)
    switch target {
    case .width: nodes[k].fixed.horizontal = value
    case .height: nodes[k].fixed.vertical = value
    case .minWidth: extras[e].minimum.horizontal = value
    case .minHeight: extras[e].minimum.vertical = value
    case .maxWidth: extras[e].maximum.horizontal = value
    case .maxHeight: extras[e].maximum.vertical = value
    case .basis: extras[e].basis = value
    case .marginLeft: nodes[k].margin.horizontal.low = value
    case .marginRight: nodes[k].margin.horizontal.high = value
    case .marginTop: nodes[k].margin.vertical.low = value
    case .marginBottom: nodes[k].margin.vertical.high = value
    case .paddingLeft: nodes[k].padding.horizontal.low = extra(k).border.horizontal.low + value
    case .paddingRight: nodes[k].padding.horizontal.high = extra(k).border.horizontal.high + value
    case .paddingTop: nodes[k].padding.vertical.low = extra(k).border.vertical.low + value
    case .paddingBottom: nodes[k].padding.vertical.high = extra(k).border.vertical.high + value
    case .insetLeft: insets[i].horizontal.low = value
    case .insetRight: insets[i].horizontal.high = value
    case .insetTop: insets[i].vertical.low = value
    case .insetBottom: insets[i].vertical.high = value
    case .minInnerWidth:
      extras[e].minimumInner.horizontal = extras[e].minimum.horizontal - nodes[k].padding.horizontal.sum
    case .minInnerHeight:
      extras[e].minimumInner.vertical = extras[e].minimum.vertical - nodes[k].padding.vertical.sum
    }
  }
}
