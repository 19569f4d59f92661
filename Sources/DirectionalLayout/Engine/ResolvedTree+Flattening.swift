import BidiText

/// Flattening: a ``LayoutNode`` tree read once, without recursion, into the resolved arrays.
/// Both arrays are read and written mostly in order, so the time per node stays nearly the same
/// from small trees to trees far larger than the processor's caches.
extension ResolvedTree {
  /// Flattens and validates `root` for a layout in `layoutDirection`, in the memory of the
  /// tree loaded before (every array keeps its capacity): laying out tree after tree in one
  /// ``LayoutEngine`` asks the system for no new memory once the largest tree has been seen.
  /// Throws the first rule `root` breaks.
  mutating func load(_ root: LayoutNode, direction layoutDirection: TextDirection) throws(LayoutError) {
    clear()
    // The tree is counted first (one more walk over every node) to reserve the arrays, unless
    // they have memory from an earlier layout: an engine laying out trees of similar sizes
    // skips the walk, and a larger tree only makes the arrays grow.
    if nodes.capacity == 0 {
      let total = Self.count(root)
      nodes.reserveCapacity(total)
      ids.reserveCapacity(total)
      subtreeSizes.reserveCapacity(total)
    }
    // Depth-first without recursion: a stack of sibling arrays, the next sibling to visit and
    // the parent. The nodes are read in place, never copied; the siblings of a frame are
    // visited in one go until one has children of its own.
    var frames: [(siblings: [LayoutNode], next: Int, parent: Int)] = [([root], 0, -1)]
    while let top = frames.indices.last {
      let (siblings, first, p) = frames[top]
      var k = first
      let found: (problem: (suffix: String, message: String)?, children: [LayoutNode]?) =
        siblings.withUnsafeBufferPointer { siblings in
          while k < siblings.count {
            precondition(count < Int(Int32.max), "too many nodes")
            // The node is read in place by address: passing it by value copied all its
            // fields (with a retain of each reference) for every node.
            if let problem = append(siblings.baseAddress! + k, parent: p, index: k, layoutDirection) {
              return (problem, nil)
            }
            k += 1
            if !siblings[k - 1].children.isEmpty { return (nil, siblings[k - 1].children) }
          }
          return (nil, nil)
        }
      if let problem = found.problem {
        frames[top].next = k + 1
        // The first rule broken in depth-first order: an earlier node may repeat an id.
        try throwFirstDuplicate(before: count)
        let path = frames.dropFirst().map { ".children[\($0.next - 1)]" }.joined()
        throw LayoutError(path: "$" + path + problem.suffix, reason: .invalidValue, message: problem.message)
      }
      frames[top].next = k
      if let children = found.children {
        frames.append((children, 0, count - 1))
      } else {
        frames.removeLast()
        if p >= 0 { nodes[p].subtreeSize = Int32(count - p) }
      }
    }
    // Repeated ids are looked for once, over all ids (a tree with a value error stops at it,
    // and only the ids before it are looked at).
    try throwFirstDuplicate(before: count)
    for i in nodes.indices { subtreeSizes.append(nodes[i].subtreeSize) }
  }

  /// The number of nodes in the tree, without recursion.
  static func count(_ root: LayoutNode) -> Int {
    var total = 0
    var stack: [[LayoutNode]] = [[root]]
    while let siblings = stack.popLast() {
      total += siblings.count
      // By address: iterating the array would copy each (large) node.
      siblings.withUnsafeBufferPointer { siblings in
        for i in siblings.indices where !siblings[i].children.isEmpty {
          stack.append(siblings[i].children)
        }
      }
    }
    return total
  }

  /// Appends `node`, the `index`-th child of `p`, with its values resolved; or returns the
  /// first rule it breaks on its own, appending nothing. The node is read in place, by
  /// address, here and in the helpers it calls (validation, fixed size, percentages): passed by
  /// value, each (700-byte) node was copied whole, with a retain and a release of each of its
  /// references, which was an eighth of the layout's time.
  private mutating func append(
    _ node: UnsafePointer<LayoutNode>, parent p: Int, index: Int, _ layoutDirection: TextDirection
  ) -> (suffix: String, message: String)? {
    if let problem = LayoutValidation.problem(in: node) { return problem }
    ids.append(node.pointee.id)
    resolve(node, at: count, parent: p, index: index, layoutDirection)
    let i = count - 1
    if p >= 0 && nodes[i].percentIndex >= 0 { nodes[p].percentChildren = true }
    if nodes[i].isAbsolute {
      markReachingOutside(from: p)
    } else if p >= 0 && nodes[i].alignSelf == .baseline && nodes[p].mainAxis == .horizontal {
      nodes[p].alignsBaselines = true
    }
    return nil
  }

  /// Marks static node `p`, whose absolute child is placed from the nearest ancestor that is
  /// not static, and every static ancestor up to that block (see ``Node/reachesOutside``).
  mutating func markReachingOutside(from p: Int) {
    var s = p
    while s >= 0 && nodes[s].isStatic && !nodes[s].reachesOutside {
      nodes[s].reachesOutside = true
      s = Int(nodes[s].parent)
    }
  }

  /// Stores the record of `node` as node `i` of the tree (child `index` of `p`): appended when
  /// `i` is ``count``, otherwise in place of the record there, whose place in the tree
  /// (subtree size, flags about its children) it keeps. Its side values (insets, measure,
  /// extras, percentages) go to the slots of the record it replaces when that had them there,
  /// otherwise at the end of their arrays.
  mutating func resolve(
    _ node: UnsafePointer<LayoutNode>, at i: Int, parent p: Int, index: Int,
    _ layoutDirection: TextDirection
  ) {
    // Replacing: the slots and the place in the tree of the record there (-1: no slot).
    let replaces = i < count
    let slots: (inset: Int32, measure: Int32, extras: Int32, percent: Int32) =
      replaces
      ? (nodes[i].insetIndex, nodes[i].measureIndex, nodes[i].extrasIndex, nodes[i].percentIndex)
      : (-1, -1, -1, -1)
    let parentDirection = p >= 0 ? nodes[p].direction : layoutDirection
    let own = node.pointee.semantic.resolved(relativeTo: parentDirection)
    // Margins resolve by the node's own direction (CSS logical properties), insets by the
    // parent's (the root's by left-to-right: it has no parent to be placed in).
    let insetSides = p >= 0 ? parentDirection : .leftToRight
    var insetIndex: Int32 = -1
    if !node.pointee.insets.isEmpty && node.pointee.position != .static {
      let value = BoxEdges(
        horizontal: Sides(
          low: node.pointee.insets.resolvedLeft(in: insetSides)?.pointsOrZero ?? .nan,
          high: node.pointee.insets.resolvedRight(in: insetSides)?.pointsOrZero ?? .nan),
        vertical: Sides(
          low: node.pointee.insets.top?.pointsOrZero ?? .nan,
          high: node.pointee.insets.bottom?.pointsOrZero ?? .nan))
      insetIndex = Self.store(value, in: &insets, slot: slots.inset, room: nodes.capacity - nodes.count)
    }
    var measureIndex: Int32 = -1
    // Most nodes have neither: tested first without copying the optionals.
    if node.pointee.measure != nil || node.pointee.text != nil,
      let measure = node.pointee.measure ?? node.pointee.text?.measure
    {
      if node.pointee.measure == nil, let text = node.pointee.text, let cells = text.cells {
        textLeaves[i] = (text, cells)
      }
      measureIndex = Self.store(
        measure, in: &measures, slot: slots.measure,
        room: nodes.capacity - nodes.count)
    }
    if replaces && (measureIndex < 0 || node.pointee.measure != nil) { textLeaves[i] = nil }
    let row = node.pointee.axis == .horizontal
    let mainGap = (row ? node.pointee.columnGap : node.pointee.rowGap) ?? node.pointee.spacing
    let crossGap = (row ? node.pointee.rowGap : node.pointee.columnGap) ?? node.pointee.spacing
    let border = BoxEdges(node.pointee.border.resolved(in: own))
    let padding = BoxEdges(node.pointee.padding.resolved(in: own))
    let fixed = Self.fixedSize(of: node, isRoot: p < 0)
    let percentIndex = storePercents(
      of: node, direction: own, insetSides: insetSides, fixed: fixed, replacing: slots.percent)
    var extrasIndex: Int32 = -1
    if node.pointee.minWidth != nil || node.pointee.maxWidth != nil || node.pointee.minHeight != nil
      || node.pointee.maxHeight != nil || node.pointee.basis != nil || node.pointee.intrinsicWidth != nil
      || node.pointee.intrinsicHeight != nil || !node.pointee.border.isEmpty
      || node.pointee.aspectRatio != nil
    {
      var e = Extras()
      e.minimum = AxisPair(
        horizontal: node.pointee.minWidth?.points ?? 0, vertical: node.pointee.minHeight?.points ?? 0)
      e.maximum = AxisPair(
        horizontal: node.pointee.maxWidth?.points ?? .infinity,
        vertical: node.pointee.maxHeight?.points ?? .infinity)
      if node.pointee.minWidth != nil {
        e.minimumInner.horizontal = e.minimum.horizontal - padding.horizontal.sum - border.horizontal.sum
      }
      if node.pointee.minHeight != nil {
        e.minimumInner.vertical = e.minimum.vertical - padding.vertical.sum - border.vertical.sum
      }
      e.basis = node.pointee.basis?.points ?? .nan
      e.intrinsic = AxisPair(
        horizontal: node.pointee.intrinsicWidth ?? .nan, vertical: node.pointee.intrinsicHeight ?? .nan)
      (e.border, e.aspectRatio) = (border, node.pointee.aspectRatio ?? .nan)
      extrasIndex = Self.store(e, in: &extras, slot: slots.extras, room: nodes.capacity - nodes.count)
    }
    // Appended, then moved into place when replacing: appending the record as it is made
    // builds it in the array (made apart, it was copied, a tenth of the flattening's time).
    nodes.append(
      Node(
        fixed: fixed,
        grow: node.pointee.grow, shrink: node.pointee.shrink, mainGap: mainGap, crossGap: crossGap,
        margin: BoxEdges(node.pointee.margin.resolved(in: own)), padding: padding.adding(border),
        autoMargins: AutoMargins(node.pointee.margin, in: own), measureIndex: measureIndex,
        extrasIndex: extrasIndex, percentIndex: percentIndex, parent: Int32(p), indexInParent: Int32(index),
        subtreeSize: replaces ? nodes[i].subtreeSize : 1, kidCount: Int32(node.pointee.children.count),
        insetIndex: insetIndex, direction: own, textAlignment: Self.textAlignment(of: node, in: own),
        justify: node.pointee.justify, align: node.pointee.align,
        alignSelf: node.pointee.alignSelf ?? (p >= 0 ? nodes[p].align : .stretch),
        mainAxis: node.pointee.axis, reverse: node.pointee.reverse, wrap: node.pointee.wrap,
        alignContent: node.pointee.alignContent,
        isAbsolute: p >= 0 && node.pointee.position == .absolute,
        isStatic: p >= 0 && node.pointee.position == .static,
        isHidden: node.pointee.display == .none || (p >= 0 && nodes[p].isHidden),
        scrolls: node.pointee.overflow == .scroll,
        mirrored: node.pointee.image?.flipsForRightToLeft == true && own == .rightToLeft,
        itemsReversed: node.pointee.reverseItems && own == .rightToLeft,
        percentChildren: replaces && nodes[i].percentChildren,
        reachesOutside: replaces && nodes[i].reachesOutside))
    if replaces { nodes[i] = nodes.removeLast() }
  }

  /// Stores `value` in `slot` of `values` when the node had one there (`slot` ≥ 0), else
  /// appends it, and returns its index. Before the first value of a side array: `room`, for
  /// one per node still to come, so that trees where many nodes have one never copy the array as
  /// it grows (memory is only touched as it is used).
  @inline(__always)
  private static func store<Value>(_ value: Value, in values: inout [Value], slot: Int32, room: Int) -> Int32
  {
    if slot >= 0 {
      values[Int(slot)] = value
      return slot
    }
    if values.isEmpty { values.reserveCapacity(room) }
    values.append(value)
    return Int32(values.count - 1)
  }

  /// Throws the duplicate-id error of the first of nodes `0 ..< end` whose id an earlier node
  /// has, if any.
  private mutating func throwFirstDuplicate(before end: Int) throws(LayoutError) {
    guard let i = DuplicateIds.first(in: ids[..<end], scratch: &duplicateScratch) else { return }
    throw LayoutError(path: path(of: i) + ".id", reason: .duplicateId, message: "duplicate id '\(ids[i])'")
  }

  /// The physical alignment of `node`'s text (the leading side without text), read in place.
  static func textAlignment(of node: UnsafePointer<LayoutNode>, in direction: TextDirection)
    -> PhysicalTextAlignment
  {
    let leading: PhysicalTextAlignment = direction == .leftToRight ? .left : .right
    let trailing: PhysicalTextAlignment = direction == .leftToRight ? .right : .left
    guard let alignment = node.pointee.text?.alignment else { return leading }
    switch alignment {
    case .natural, .leading: return leading
    case .trailing: return trailing
    case .left: return .left
    case .right: return .right
    case .center: return .center
    case .textStart:
      let fallback: TextDirection = direction == .leftToRight ? .leftToRight : .rightToLeft
      let first = DirectionEstimation.paragraph.estimate(node.pointee.text?.content ?? "")
      return (first ?? fallback) == .leftToRight ? .left : .right
    }
  }

  /// The fixed width and height of `node` (NaN where not fixed): its sizes in points; for a
  /// node with a ratio, and the root, also a minimum equal to the maximum (Yoga 3 takes it as
  /// the size; CSS Sizing 4 §5.2 transfers it through the ratio; the root's children stretch
  /// across it); and for the root, the size its ratio gives (CSS Sizing 4 §5.1; Yoga 3 ignores a
  /// root's ratio).
  static func fixedSize(of node: UnsafePointer<LayoutNode>, isRoot: Bool) -> AxisPair<Double> {
    var width = node.pointee.width?.points ?? .nan
    var height = node.pointee.height?.points ?? .nan
    if node.pointee.aspectRatio != nil || isRoot {
      if width.isNaN, let low = node.pointee.minWidth?.points, low == node.pointee.maxWidth?.points {
        width = low
      }
      if height.isNaN, let low = node.pointee.minHeight?.points, low == node.pointee.maxHeight?.points {
        height = low
      }
    }
    if isRoot, let ratio = node.pointee.aspectRatio {
      if height.isNaN { height = width / ratio }
      if width.isNaN { width = height * ratio }
    }
    return AxisPair(horizontal: width, vertical: height)
  }
}
