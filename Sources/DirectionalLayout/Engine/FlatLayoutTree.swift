import BidiText

/// A layout tree flattened in depth-first (pre-order) order, with every logical value resolved
/// to a physical one: one compact ``Node`` per node, filled once, and one ``Box`` per node for
/// the layout's results. Built and laid out without recursion, so trees of any depth fit in the
/// stack; both arrays are read and written mostly in order, so the time per node stays nearly
/// the same from small trees to trees far larger than the processor's caches.
///
/// The helpers the flex passes call for every child (bounds, clamps, edge sums, constraints)
/// are `mutating` although they only read: as non-mutating methods called from the mutating
/// passes, the release build copied the whole struct (retaining every array) around each call
/// (seen in the disassembly; the layout took about twice as long).
struct FlatLayoutTree {
  /// A node's resolved attributes. The children of node `i` are `i + 1` and then each next
  /// one right after the previous one's subtree (see ``children(of:)``).
  struct Node {
    var fixedWidth: Double  // NaN: not fixed
    var fixedHeight: Double
    var grow: Double
    var shrink: Double
    var spacing: Double  // the gap along the axis
    var crossGap: Double  // the gap between lines
    var margin: PhysicalEdges  // logical sides resolved by the node's own direction (as CSS)
    var padding: PhysicalEdges  // padding and border, resolved by the node's own direction
    /// The margins set to `auto` (see ``AutoMargins``).
    var autoMargins: AutoMargins
    /// Index in ``FlatLayoutTree/measures``, or -1.
    var measureIndex: Int32
    /// Index in ``FlatLayoutTree/extras``, or -1 when every value there has its default.
    var extrasIndex: Int32
    /// Index in ``FlatLayoutTree/percents``, or -1 when no value is a percentage.
    var percentIndex: Int32
    var parent: Int32  // -1 for the root
    var indexInParent: Int32
    /// The node and all its descendants: the next sibling is at `i + subtreeSize`.
    var subtreeSize: Int32
    var kidCount: Int32
    /// Where the node's insets are in ``FlatLayoutTree/insets``, or -1 when it has none.
    var insetIndex: Int32
    var direction: TextDirection
    var textAlignment: PhysicalTextAlignment
    var justify: Justification
    var align: CrossAlignment
    var alignSelf: CrossAlignment  // resolved against the parent's `align`
    var isRow: Bool
    var reverse: Bool
    var wrap: FlexWrap
    var alignContent: ContentAlignment
    var isAbsolute: Bool
    var isStatic: Bool  // `position: static` below the root: not a containing block
    /// `display: none`, or inside such a node: zero frames, no space taken.
    var isHidden: Bool
    var scrolls: Bool
    var mirrored: Bool
    var itemsReversed: Bool
    /// Whether a child has a percentage, resolved whenever the node measures or lays out.
    var percentChildren = false

    /// Whether the node takes part in its parent's stack.
    var isInFlow: Bool { !isAbsolute && !isHidden }
  }

  /// The values most nodes leave at their defaults, kept apart so that the node records stay
  /// small: minimums and maximums, basis, intrinsic size, border.
  struct Extras {
    var minWidth = 0.0
    var maxWidth = Double.infinity
    var minHeight = 0.0
    var maxHeight = Double.infinity
    /// The least room inside the node: its minimum less padding and border, 0 when not set.
    var minInnerWidth = 0.0
    var minInnerHeight = 0.0
    var basis = Double.nan  // NaN: auto
    /// Intrinsic content size of a leaf (NaN when not given); a measure function wins.
    var intrinsicWidth = Double.nan
    var intrinsicHeight = Double.nan
    var border = PhysicalEdges()
    /// Width divided by height (CSS `aspect-ratio`); NaN when not set.
    var aspectRatio = Double.nan

  }

  /// Insets resolved to physical sides by the parent's direction; NaN where not set.
  struct Insets {
    var left: Double
    var right: Double
    var top: Double
    var bottom: Double

    static let none = Insets(left: .nan, right: .nan, top: .nan, bottom: .nan)
  }

  /// What the layout computes for one node.
  struct Box {
    /// The size of the content (or the fixed size).
    var contentWidth = 0.0
    var contentHeight = 0.0
    /// The room (space measured in, margins excluded) below which measuring the node can
    /// give something other than its content size: see `FlatLayoutTree+Measure.swift`.
    var needWidth = 0.0
    var needHeight = 0.0
    /// The final size and position relative to the parent.
    var width = 0.0
    var height = 0.0
    var x = 0.0
    var y = 0.0
    /// The flex basis and the size along the parent's axis after growing or shrinking,
    /// scratch space of the parent's measurement or layout.
    var basis = 0.0
    var mainSize = 0.0
    var flexTarget = 0.0
    var frozen = false
    /// Whether ``FlatLayoutTree/measured`` has an entry for the node (most have none: no
    /// hashing to find out).
    var isInMeasured = false
    /// Whether the content size has not been measured yet (see
    /// ``FlatLayoutTree/measureDeferredContent(_:)``).
    var contentIsDeferred = false
    /// The constraints the node was laid out in; its children are measured within them.
    var laidOutWidth = SizeConstraint.undefined
    var laidOutHeight = SizeConstraint.undefined
  }

  var count: Int { nodes.count }
  var nodes: [Node] = []
  var ids: [String] = []
  var insets: [Insets] = []
  var measures: [LayoutMeasure] = []
  /// The text and cells of each node whose text measures it, by node index.
  var textLeaves: [Int: (text: TextAttributes, cells: TextCells)] = [:]
  var extras: [Extras] = []
  var boxes: [Box] = []
  /// The percentages of the nodes that have some (see `FlatLayoutTree+Percentages.swift`).
  var percents: [PercentEntry] = []
  /// Each node's ``Node/subtreeSize``, apart, so that walking children never holds `nodes`.
  var subtreeSizes: [Int32] = []
  /// The lines of the stack being laid out (scratch space, reused from node to node).
  var lines: [FlexLine] = []
  /// Last measurement of each node measured under tight constraints.
  var measured: [Int: (key: MeasureKey, size: (width: Double, height: Double))] = [:]
  /// The containing block of each static node asked for while placing (see
  /// ``containingBlock(of:)``).
  var staticBlocks: [Int: (block: Int, x: Double, y: Double)] = [:]
  /// How deep the tight-room measurement (``measure(_:width:height:layoutPass:)``) has
  /// recursed; bounded by ``maximumMeasureDepth``.
  var measureDepth = 0
  /// How many more subtrees tight-room measurement may walk in this layout: a few per node,
  /// so that the total work stays linear (see ``measure(_:width:height:layoutPass:)``).
  var measureBudget = 0
  /// Whether the layout takes its shortcuts (``contentOfFixedLeaves(_:)``); tests turn them
  /// off to compare with the general path.
  var usesFastPaths = true
  /// How many stacks ``contentOfFixedLeaves(_:)`` measured (tests check it is taken).
  var fastPathCount = 0
  /// How many stacks the bottom-up pass left unmeasured (``measureDeferredContent(_:)``).
  var deferredCount = 0

  /// Scratch space of ``DuplicateIds/first(in:scratch:)``, kept with the tree's arrays.
  var duplicateScratch = DuplicateIds.Scratch()

  /// An empty tree, to ``load(_:direction:)`` a layout tree into.
  init() {}

  /// `root` flattened and validated for a layout in `layoutDirection`.
  init(_ root: LayoutNode, direction layoutDirection: TextDirection) throws(LayoutError) {
    try load(root, direction: layoutDirection)
  }

  /// Flattens and validates `root` for a layout in `layoutDirection`, in the memory of the
  /// tree loaded before (every array keeps its capacity): laying out tree after tree in one
  /// ``FlatLayoutTree`` (as ``LayoutEngine`` does) asks the system for no new memory once the
  /// largest tree has been seen. Throws the first rule `root` breaks.
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
            if let problem = visit(siblings.baseAddress! + k, parent: p, index: k, layoutDirection) {
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
    measureBudget = 8 * count + 1_000
    // Repeated ids are looked for once, over all ids (a tree with a value error stops at it,
    // and only the ids before it are looked at).
    try throwFirstDuplicate(before: count)
    for i in nodes.indices { subtreeSizes.append(nodes[i].subtreeSize) }
  }

  /// Empties every array, keeping its memory, and resets the counters of a layout. Values the
  /// caller gave (measure functions, texts) are released.
  mutating func clear() {
    nodes.removeAll(keepingCapacity: true)
    ids.removeAll(keepingCapacity: true)
    insets.removeAll(keepingCapacity: true)
    measures.removeAll(keepingCapacity: true)
    textLeaves.removeAll(keepingCapacity: true)
    extras.removeAll(keepingCapacity: true)
    boxes.removeAll(keepingCapacity: true)
    percents.removeAll(keepingCapacity: true)
    subtreeSizes.removeAll(keepingCapacity: true)
    lines.removeAll(keepingCapacity: true)
    measured.removeAll(keepingCapacity: true)
    staticBlocks.removeAll(keepingCapacity: true)
    measureDepth = 0
    fastPathCount = 0
    deferredCount = 0
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
  private mutating func visit(
    _ node: UnsafePointer<LayoutNode>, parent p: Int, index: Int, _ layoutDirection: TextDirection
  ) -> (suffix: String, message: String)? {
    if let problem = LayoutValidation.problem(in: node) { return problem }
    let parentDirection = p >= 0 ? nodes[p].direction : layoutDirection
    let own = node.pointee.semantic.resolved(relativeTo: parentDirection)
    // Margins resolve by the node's own direction (CSS logical properties), insets by the
    // parent's (the root's by left-to-right: it has no parent to be placed in).
    let sides = own
    let insetSides = p >= 0 ? parentDirection : .leftToRight
    var insetIndex: Int32 = -1
    if !node.pointee.insets.isEmpty && node.pointee.position != .static {
      insetIndex = Int32(insets.count)
      Self.reserve(&insets, for: nodes.capacity - nodes.count)
      insets.append(
        Insets(
          left: node.pointee.insets.resolvedLeft(in: insetSides)?.pointsOrZero ?? .nan,
          right: node.pointee.insets.resolvedRight(in: insetSides)?.pointsOrZero ?? .nan,
          top: node.pointee.insets.top?.pointsOrZero ?? .nan,
          bottom: node.pointee.insets.bottom?.pointsOrZero ?? .nan))
    }
    var measureIndex: Int32 = -1
    // Most nodes have neither: tested first without copying the optionals.
    if node.pointee.measure != nil || node.pointee.text != nil,
      let measure = node.pointee.measure ?? node.pointee.text?.measure
    {
      measureIndex = Int32(measures.count)
      measures.append(measure)
      if node.pointee.measure == nil, let text = node.pointee.text, let cells = text.cells {
        textLeaves[ids.count] = (text, cells)
      }
    }
    let row = node.pointee.axis == .horizontal
    let mainGap = (row ? node.pointee.columnGap : node.pointee.rowGap) ?? node.pointee.spacing
    let crossGap = (row ? node.pointee.rowGap : node.pointee.columnGap) ?? node.pointee.spacing
    let border = node.pointee.border.resolved(in: own)
    let padding = node.pointee.padding.resolved(in: own)
    let percentIndex = appendPercents(of: node, direction: own, insetSides: insetSides)
    var extrasIndex: Int32 = -1
    if node.pointee.minWidth != nil || node.pointee.maxWidth != nil || node.pointee.minHeight != nil
      || node.pointee.maxHeight != nil || node.pointee.basis != nil || node.pointee.intrinsicWidth != nil
      || node.pointee.intrinsicHeight != nil || !node.pointee.border.isEmpty
      || node.pointee.aspectRatio != nil
    {
      extrasIndex = Int32(extras.count)
      var e = Extras()
      e.minWidth = node.pointee.minWidth?.points ?? 0
      e.maxWidth = node.pointee.maxWidth?.points ?? .infinity
      e.minHeight = node.pointee.minHeight?.points ?? 0
      e.maxHeight = node.pointee.maxHeight?.points ?? .infinity
      if node.pointee.minWidth != nil {
        e.minInnerWidth = e.minWidth - padding.left - padding.right - border.left - border.right
      }
      if node.pointee.minHeight != nil {
        e.minInnerHeight = e.minHeight - padding.top - padding.bottom - border.top - border.bottom
      }
      e.basis = node.pointee.basis?.points ?? .nan
      e.intrinsicWidth = node.pointee.intrinsicWidth ?? .nan
      e.intrinsicHeight = node.pointee.intrinsicHeight ?? .nan
      (e.border, e.aspectRatio) = (border, node.pointee.aspectRatio ?? .nan)
      Self.reserve(&extras, for: nodes.capacity - nodes.count)
      extras.append(e)
    }
    let (fixedWidth, fixedHeight) = Self.fixedSize(of: node, isRoot: p < 0)
    ids.append(node.pointee.id)
    nodes.append(
      Node(
        fixedWidth: fixedWidth, fixedHeight: fixedHeight,
        grow: node.pointee.grow, shrink: node.pointee.shrink, spacing: mainGap, crossGap: crossGap,
        margin: node.pointee.margin.resolved(in: sides),
        padding: PhysicalEdges(
          top: padding.top + border.top, left: padding.left + border.left,
          bottom: padding.bottom + border.bottom, right: padding.right + border.right),
        autoMargins: AutoMargins(node.pointee.margin, in: sides), measureIndex: measureIndex,
        extrasIndex: extrasIndex, percentIndex: percentIndex, parent: Int32(p), indexInParent: Int32(index),
        subtreeSize: 1, kidCount: Int32(node.pointee.children.count), insetIndex: insetIndex,
        direction: own, textAlignment: Self.textAlignment(of: node, in: own),
        justify: node.pointee.justify,
        align: node.pointee.align, alignSelf: node.pointee.alignSelf ?? (p >= 0 ? nodes[p].align : .stretch),
        isRow: row, reverse: node.pointee.reverse, wrap: node.pointee.wrap,
        alignContent: node.pointee.alignContent,
        isAbsolute: p >= 0 && node.pointee.position == .absolute,
        isStatic: p >= 0 && node.pointee.position == .static,
        isHidden: node.pointee.display == .none || (p >= 0 && nodes[p].isHidden),
        scrolls: node.pointee.overflow == .scroll,
        mirrored: node.pointee.image?.flipsForRightToLeft == true && own == .rightToLeft,
        itemsReversed: node.pointee.reverseItems && own == .rightToLeft))
    if percentIndex >= 0 && p >= 0 { nodes[p].percentChildren = true }
    return nil
  }

  /// Before the first value of a side array (extras, insets, percentages): room for one per
  /// node still to come (`remaining`), so that trees where many nodes have one never copy the
  /// array as it grows (memory is only touched as it is used).
  @inline(__always)
  static func reserve<Value>(_ values: inout [Value], for remaining: Int) {
    if values.isEmpty { values.reserveCapacity(remaining) }
  }

  /// Throws the duplicate-id error of the first of nodes `0 ..< end` whose id an earlier node
  /// has, if any.
  private mutating func throwFirstDuplicate(before end: Int) throws(LayoutError) {
    guard let i = DuplicateIds.first(in: ids[..<end], scratch: &duplicateScratch) else { return }
    throw LayoutError(path: path(of: i) + ".id", reason: .duplicateId, message: "duplicate id '\(ids[i])'")
  }

  /// The rarely set values of node `k`.
  @inline(__always)
  mutating func extra(_ k: Int) -> Extras {
    let index = Int(nodes[k].extrasIndex)
    // A fresh default rather than a stored one: no lazy-global check, and the compiler folds
    // the one field asked for.
    return index < 0 ? Extras() : extras[index]
  }

  /// The children of node `i`, in logical order.
  @inline(__always)
  func children(of i: Int) -> Children {
    Children(sizes: subtreeSizes, first: i + 1, count: Int(nodes[i].kidCount))
  }

  /// The indices of a node's children: the first follows the node, each next one follows the
  /// previous one's subtree. Holds a reference to ``subtreeSizes``, which never changes after
  /// flattening (node values may: percentages are resolved during layout).
  struct Children: Sequence, IteratorProtocol {
    let sizes: [Int32]
    var following: Int
    var remaining: Int

    init(sizes: [Int32], first: Int, count: Int) {
      self.sizes = sizes
      following = first
      remaining = count
    }

    mutating func next() -> Int? {
      guard remaining > 0 else { return nil }
      remaining -= 1
      let k = following
      following += Int(sizes[k])
      return k
    }
  }

  /// `$`, then `.children[k]` for every level down to node `i`.
  func path(of i: Int) -> String {
    var indices: [Int32] = []
    var node = i
    while nodes[node].parent >= 0 {
      indices.append(nodes[node].indexInParent)
      node = Int(nodes[node].parent)
    }
    return "$" + indices.reversed().map { ".children[\($0)]" }.joined()
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
}
