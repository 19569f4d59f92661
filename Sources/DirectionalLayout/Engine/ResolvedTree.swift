import BidiText

/// The input of a layout: a ``LayoutNode`` tree flattened in depth-first (pre-order) order, with
/// every logical value resolved to a physical one (`ResolvedTree+Flattening.swift`). One compact
/// ``Node`` per node; the values most nodes leave at their defaults in side arrays.
///
/// The layout only reads it, with one exception: values given in percent are resolved in place
/// (`ResolvedTree+Percentages.swift`) whenever the size they are taken of becomes known, and
/// resolved again in every other room the node is measured in; every other value stays as the
/// flattener wrote it. The children of node `i` are `i + 1` and then each next one right after
/// the previous one's subtree (see ``children(of:)``).
struct ResolvedTree {
  /// A node's resolved attributes.
  struct Node {
    /// The fixed size on each axis (NaN: not fixed).
    var fixed: AxisPair<Double>
    var grow: Double
    var shrink: Double
    /// The gap between adjacent children along the axis.
    var mainGap: Double
    /// The gap between lines.
    var crossGap: Double
    /// Logical sides resolved by the node's own direction (as CSS).
    var margin: BoxEdges
    /// Padding and border added, resolved by the node's own direction.
    var padding: BoxEdges
    var autoMargins: AutoMargins
    /// Index in ``ResolvedTree/measures``, or -1.
    var measureIndex: Int32
    /// Index in ``ResolvedTree/extras``, or -1 when every value there has its default.
    var extrasIndex: Int32
    /// Index in ``ResolvedTree/percents``, or -1 when no value is a percentage.
    var percentIndex: Int32
    var parent: Int32  // -1 for the root
    var indexInParent: Int32
    /// The node and all its descendants: the next sibling is at `i + subtreeSize`.
    var subtreeSize: Int32
    var kidCount: Int32
    /// Where the node's insets are in ``ResolvedTree/insets``, or -1 when it has none.
    var insetIndex: Int32
    var direction: TextDirection
    var textAlignment: PhysicalTextAlignment
    var justify: Justification
    var align: CrossAlignment
    /// Resolved against the parent's `align`.
    var alignSelf: CrossAlignment
    /// The axis the node stacks its children along.
    var mainAxis: StackAxis
    var reverse: Bool
    var wrap: FlexWrap
    var alignContent: ContentAlignment
    var isAbsolute: Bool
    /// `position: static` below the root: not a containing block.
    var isStatic: Bool
    /// `display: none`, or inside such a node: zero frames, no space taken.
    var isHidden: Bool
    var scrolls: Bool
    var mirrored: Bool
    var itemsReversed: Bool
    /// Whether a child has a percentage, resolved whenever the node measures or lays out.
    var percentChildren = false
    /// Whether the node is a horizontal stack that aligns children by their baselines (one is
    /// aligned `baseline`, by `align` or its own `alignSelf`: Yoga's `isBaselineLayout`).
    var alignsBaselines = false
    /// Whether a node inside the subtree places an absolute child from a containing block
    /// above the subtree (a static node's absolute child): its layout then depends on more
    /// than the subtree and the room it is given.
    var reachesOutside = false

    /// Whether the node takes part in its parent's stack.
    @inline(__always)
    var isInFlow: Bool { !isAbsolute && !isHidden }
  }

  /// The values most nodes leave at their defaults, kept apart so that the node records stay
  /// small.
  struct Extras {
    var minimum = AxisPair(both: 0.0)
    var maximum = AxisPair(both: Double.infinity)
    /// The least room inside the node: its minimum less padding and border, 0 when not set.
    var minimumInner = AxisPair(both: 0.0)
    var basis = Double.nan  // NaN: auto
    /// Intrinsic content size of a leaf (NaN when not given); a measure function wins.
    var intrinsic = AxisPair(both: Double.nan)
    var border = BoxEdges.zero
    /// Width divided by height (CSS `aspect-ratio`); NaN when not set.
    var aspectRatio = Double.nan
  }

  var count: Int { nodes.count }
  var nodes: [Node] = []
  var ids: [String] = []
  /// Insets resolved to physical sides by the parent's direction; NaN where not set.
  var insets: [BoxEdges] = []
  var measures: [LayoutMeasure] = []
  /// The text and cells of each node whose text measures it, by node index.
  var textLeaves: [Int: (text: TextAttributes, cells: TextCells)] = [:]
  var extras: [Extras] = []
  /// The percentages of the nodes that have some (see `ResolvedTree+Percentages.swift`).
  var percents: [PercentEntry] = []
  /// Each node's ``Node/subtreeSize``, apart, so that walking children never holds `nodes`.
  var subtreeSizes: [Int32] = []
  /// Scratch space of ``DuplicateIds/first(in:scratch:)``, kept with the tree's arrays.
  var duplicateScratch = DuplicateIds.Scratch()

  /// An empty tree, to ``load(_:direction:)`` a layout tree into.
  init() {}

  /// `root` flattened and validated for a layout in `layoutDirection`.
  init(_ root: LayoutNode, direction layoutDirection: TextDirection) throws(LayoutError) {
    try load(root, direction: layoutDirection)
  }

  /// Empties every array, keeping its memory. Values the caller gave (measure functions,
  /// texts) are released.
  mutating func clear() {
    nodes.removeAll(keepingCapacity: true)
    ids.removeAll(keepingCapacity: true)
    insets.removeAll(keepingCapacity: true)
    measures.removeAll(keepingCapacity: true)
    textLeaves.removeAll(keepingCapacity: true)
    extras.removeAll(keepingCapacity: true)
    percents.removeAll(keepingCapacity: true)
    subtreeSizes.removeAll(keepingCapacity: true)
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
  mutating func children(of i: Int) -> Children {
    Children(sizes: subtreeSizes, first: i + 1, count: Int(nodes[i].kidCount))
  }

  /// The indices of a node's children: the first follows the node, each next one follows the
  /// previous one's subtree. Holds a reference to ``subtreeSizes``, which never changes after
  /// flattening.
  struct Children: Sequence, IteratorProtocol {
    let sizes: [Int32]
    var following: Int
    var remaining: Int

    @inline(__always)
    init(sizes: [Int32], first: Int, count: Int) {
      self.sizes = sizes
      following = first
      remaining = count
    }

    @inline(__always)
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
}
