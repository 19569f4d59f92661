import BidiText

/// A layout tree flattened into arrays in depth-first (pre-order) order, with every logical
/// value resolved to a physical one. Built and laid out without recursion, so trees of any
/// depth fit in the stack.
struct FlatLayoutTree {
  var count = 0
  var parent: [Int] = []
  var indexInParent: [Int] = []
  /// Children of node `i` are `kids[kidStart[i] ..< kidStart[i] + kidCount[i]]`, in logical order.
  var kidStart: [Int] = []
  var kidCount: [Int] = []
  var kids: [Int] = []

  var ids: [String] = []
  var direction: [LayoutDirection] = []
  var mirrored: [Bool] = []
  var textAlignment: [PhysicalTextAlignment] = []
  var itemsReversed: [Bool] = []

  var isRow: [Bool] = []
  var reverse: [Bool] = []
  var isAbsolute: [Bool] = []
  var justify: [Justification] = []
  var align: [CrossAlignment] = []
  var alignSelf: [CrossAlignment] = []  // resolved against the parent's `align`
  var fixedWidth: [Double] = []  // NaN: not fixed
  var fixedHeight: [Double] = []
  var grow: [Double] = []
  var spacing: [Double] = []
  var margin: [PhysicalEdges] = []  // logical sides resolved by the node's own direction (as CSS)
  var padding: [PhysicalEdges] = []  // resolved by the node's own direction
  var insetLeft: [Double] = []  // NaN: not set; logical sides resolved by the parent's direction
  var insetRight: [Double] = []
  var insetTop: [Double] = []
  var insetBottom: [Double] = []
  var hasInsets: [Bool] = []

  /// Sizes of the content (or the fixed size), then final sizes and positions.
  var contentWidth: [Double] = []
  var contentHeight: [Double] = []
  var width: [Double] = []
  var height: [Double] = []
  var x: [Double] = []
  var y: [Double] = []
  /// The room (space measured in, margins excluded) below which measuring a node can give
  /// something other than its content size: see `FlatLayoutTree+Measure.swift`.
  var needWidth: [Double] = []
  var needHeight: [Double] = []
  /// The constraints each node was laid out in; its children are measured within them.
  var laidOutWidth: [SizeConstraint] = []
  var laidOutHeight: [SizeConstraint] = []
  /// Flex basis of each node, scratch space of its parent's measurement or layout.
  var basis: [Double] = []
  /// Last measurement of each node measured under tight constraints.
  var measured: [Int: (key: MeasureKey, size: (width: Double, height: Double))] = [:]
  /// How deep the tight-room measurement (``measure(_:width:height:layoutPass:)``) has
  /// recursed; bounded by ``maximumMeasureDepth``.
  var measureDepth = 0
  /// How many more subtrees tight-room measurement may walk in this layout: a few per node,
  /// so that the total work stays linear (see ``measure(_:width:height:layoutPass:)``).
  var measureBudget = 0

  init(_ root: LayoutNode, direction layoutDirection: LayoutDirection) throws(LayoutError) {
    let total = Self.count(root)
    measureBudget = 8 * total + 1_000
    reserve(total)
    var seen = IdTable(capacity: total)
    try visit(root, parent: -1, index: 0, layoutDirection, &seen)
    // Depth-first without recursion: a stack of sibling arrays and the next sibling to visit.
    var frames: [(siblings: [LayoutNode], next: Int, parent: Int)] = []
    if !root.children.isEmpty { frames.append((root.children, 0, 0)) }
    while let top = frames.indices.last {
      let k = frames[top].next
      guard k < frames[top].siblings.count else {
        frames.removeLast()
        continue
      }
      frames[top].next += 1
      let i = count
      try visit(
        frames[top].siblings[k], parent: frames[top].parent, index: k, layoutDirection, &seen)
      if kidCount[i] > 0 { frames.append((frames[top].siblings[k].children, 0, i)) }
    }
  }

  /// The number of nodes in the tree, without recursion.
  static func count(_ root: LayoutNode) -> Int {
    var total = 0
    var stack: [[LayoutNode]] = [[root]]
    while let siblings = stack.popLast() {
      total += siblings.count
      for node in siblings where !node.children.isEmpty { stack.append(node.children) }
    }
    return total
  }

  private mutating func reserve(_ n: Int) {
    parent.reserveCapacity(n)
    indexInParent.reserveCapacity(n)
    kidStart.reserveCapacity(n)
    kidCount.reserveCapacity(n)
    kids.reserveCapacity(n)
    ids.reserveCapacity(n)
    direction.reserveCapacity(n)
    mirrored.reserveCapacity(n)
    textAlignment.reserveCapacity(n)
    itemsReversed.reserveCapacity(n)
    isRow.reserveCapacity(n)
    reverse.reserveCapacity(n)
    isAbsolute.reserveCapacity(n)
    justify.reserveCapacity(n)
    align.reserveCapacity(n)
    alignSelf.reserveCapacity(n)
    fixedWidth.reserveCapacity(n)
    fixedHeight.reserveCapacity(n)
    grow.reserveCapacity(n)
    spacing.reserveCapacity(n)
    margin.reserveCapacity(n)
    padding.reserveCapacity(n)
    insetLeft.reserveCapacity(n)
    insetRight.reserveCapacity(n)
    insetTop.reserveCapacity(n)
    insetBottom.reserveCapacity(n)
    hasInsets.reserveCapacity(n)
  }

  /// Appends `node`, the `index`-th child of `p`, with its values resolved.
  private mutating func visit(
    _ node: LayoutNode, parent p: Int, index: Int, _ layoutDirection: LayoutDirection,
    _ seen: inout IdTable
  ) throws(LayoutError) {
    let i = count
    count += 1
    parent.append(p)
    indexInParent.append(index)
    if p >= 0 { kids[kidStart[p] + index] = i }
    if let problem = LayoutValidation.problem(in: node) {
      throw LayoutError(path: path(of: i) + problem.suffix, message: problem.message)
    }
    if !seen.insert(i, id: node.id, ids: ids) {
      throw LayoutError(path: path(of: i) + ".id", message: "duplicate id '\(node.id)'")
    }
    let parentDirection = p >= 0 ? direction[p] : layoutDirection
    let own = node.semantic.resolved(relativeTo: parentDirection)
    // Margins resolve by the node's own direction, insets by the parent's (as in CSS and
    // Yoga); the root's by left-to-right, since the root is never mirrored.
    let sides = p >= 0 ? own : .leftToRight
    let insetSides = p >= 0 ? parentDirection : .leftToRight
    ids.append(node.id)
    direction.append(own)
    mirrored.append(node.image?.flipsForRightToLeft == true && own == .rightToLeft)
    textAlignment.append(Self.resolve(node.text, in: own))
    itemsReversed.append(node.reverseItems && own == .rightToLeft)
    isRow.append(node.axis == .horizontal)
    reverse.append(node.reverse)
    isAbsolute.append(p >= 0 && node.position == .absolute)
    justify.append(node.justify)
    align.append(node.align)
    alignSelf.append(node.alignSelf ?? (p >= 0 ? align[p] : .stretch))
    fixedWidth.append(node.width ?? .nan)
    fixedHeight.append(node.height ?? .nan)
    grow.append(node.grow)
    spacing.append(node.spacing)
    margin.append(node.margin.resolved(in: sides))
    padding.append(node.padding.resolved(in: own))
    hasInsets.append(!node.insets.isEmpty)
    insetLeft.append(node.insets.resolvedLeft(in: insetSides) ?? .nan)
    insetRight.append(node.insets.resolvedRight(in: insetSides) ?? .nan)
    insetTop.append(node.insets.top ?? .nan)
    insetBottom.append(node.insets.bottom ?? .nan)
    kidStart.append(kids.count)
    kidCount.append(node.children.count)
    kids.append(contentsOf: repeatElement(-1, count: node.children.count))
  }

  /// `$`, then `.children[k]` for every level down to node `i`.
  func path(of i: Int) -> String {
    var indices: [Int] = []
    var node = i
    while parent[node] >= 0 {
      indices.append(indexInParent[node])
      node = parent[node]
    }
    return "$" + indices.reversed().map { ".children[\($0)]" }.joined()
  }

  static func resolve(_ text: TextAttributes?, in direction: LayoutDirection)
    -> PhysicalTextAlignment
  {
    let leading: PhysicalTextAlignment = direction == .leftToRight ? .left : .right
    let trailing: PhysicalTextAlignment = direction == .leftToRight ? .right : .left
    guard let text else { return leading }
    switch text.alignment {
    case .natural, .leading: return leading
    case .trailing: return trailing
    case .left: return .left
    case .right: return .right
    case .center: return .center
    case .textStart:
      let fallback: TextDirection = direction == .leftToRight ? .leftToRight : .rightToLeft
      let first = BidiAnalysis(text.content, base: .firstStrong(fallback: fallback)).paragraphs
        .first?.direction
      return (first ?? fallback) == .leftToRight ? .left : .right
    }
  }
}

/// The ids of the nodes visited so far, to find duplicates: an open-addressing table of node
/// indices into `ids` (4 bytes a slot, at most half full), smaller than a `Set<String>`.
struct IdTable {
  private var slots: [Int32]
  private let mask: Int

  init(capacity: Int) {
    precondition(capacity < Int(Int32.max), "too many nodes")
    var size = 16
    while size < 2 * capacity { size *= 2 }
    slots = Array(repeating: -1, count: size)
    mask = size - 1
  }

  /// Records that node `i` has `id`; false when an earlier node in `ids` has it already.
  mutating func insert(_ i: Int, id: String, ids: [String]) -> Bool {
    var slot = id.hashValue & mask
    while true {
      let j = Int(slots[slot])
      if j < 0 {
        slots[slot] = Int32(i)
        return true
      }
      if ids[j] == id { return false }
      slot = (slot + 1) & mask
    }
  }
}
