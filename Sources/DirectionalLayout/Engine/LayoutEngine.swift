/// Lays trees out one after another in the same working memory.
///
/// ``LayoutNode/layout(direction:)`` takes fresh memory for every layout — a few hundred bytes
/// per node for the flattened tree, the frames being computed and the result — and gives it
/// back at the end. For large trees the system allocator hands such blocks back to the
/// operating system and maps fresh, cleared pages for the next layout (glibc maps blocks from
/// 128 KiB, a threshold that rises with the blocks freed up to 32 MiB, and trims the top of its
/// heap): on Linux that was about 40 % of the time of a layout of 100 001 nodes, one page fault
/// for every 9 nodes. An engine keeps its arrays between layouts instead: once it has laid out
/// its largest tree, later layouts ask the system for no memory for their working space, and
/// none for their result when the previous result has been dropped.
///
/// ```swift
/// var engine = LayoutEngine()
/// for screen in screens {
///   let result = try engine.layout(screen, direction: .rightToLeft)
///   // …
/// }
/// ```
///
/// The results are the same as ``LayoutNode/layout(direction:)``'s. An engine keeps the memory
/// of the largest tree it has laid out until it is discarded: about 400 bytes per node of
/// working space, and the last result's array (about 100 bytes per node, with the ids) until
/// the next layout. It keeps the last tree (its measure functions and texts too), whose nodes
/// ``updateNode(_:_:)`` changes and ``relayout()`` lays out again, reusing what did not change,
/// until the next layout. An engine is a value: copies share their
/// memory until one of them lays out a tree, which then takes memory of its own; give each
/// thread its own engine.
public struct LayoutEngine: Sendable {
  /// The flattened tree of the last layout and the layout's working space, kept for their
  /// memory and for relayouts.
  var flexbox = FlexboxLayout()
  /// The node layouts of the last result, kept so that the next layout reuses their memory
  /// when the caller no longer holds that result, and a relayout updates them in place.
  var results: [NodeLayout] = []
  /// The last tree laid out, `nil` when the last layout failed.
  var root: LayoutNode?
  /// The direction it was laid out for.
  var direction = TextDirection.leftToRight
  /// The nodes of the last tree changed since (by index), as they are now.
  var changedNodes: [Int: LayoutNode] = [:]
  /// The index of each id of the last tree, made at its fourth change (see
  /// `LayoutEngine+Relayout.swift`).
  var indexOfId: [String: Int]?
  /// How many ids were looked up by a scan since the last layout.
  var idScans = 0
  /// What the changes since the last layout or relayout touch.
  var dirty = DirtyNodes()

  /// An engine with no memory yet.
  public init() {}

  /// Lays `root` out for `direction` (the root's parent's direction), as
  /// ``LayoutNode/layout(direction:)``.
  public mutating func layout(_ root: LayoutNode, direction: TextDirection) throws(LayoutError)
    -> LayoutResult
  {
    try layout(root, direction: direction, reorderer: nil)
  }

  /// Lays `root` out for `direction` and puts the lines of its text leaves in visual order with
  /// `reorderer`, as ``LayoutNode/layout(direction:reorderingLinesWith:)``.
  public mutating func layout(
    _ root: LayoutNode, direction: TextDirection, reorderingLinesWith reorderer: some LineReordering
  ) throws(LayoutError) -> LayoutResult {
    try layout(root, direction: direction, reorderer: reorderer)
  }

  /// The layout; `usesFastPaths: false` takes the general path everywhere (for tests).
  mutating func layout(
    _ root: LayoutNode, direction: TextDirection, reorderer: (any LineReordering)?,
    usesFastPaths: Bool = true
  ) throws(LayoutError) -> LayoutResult {
    // The previous result's array is emptied in place when this engine holds the only
    // reference to it (else a new one is made: the caller's result is untouched).
    results.removeAll(keepingCapacity: true)
    (self.root, changedNodes, indexOfId, idScans) = (nil, [:], nil, 0)
    do {
      try flexbox.tree.load(root, direction: direction)
    } catch {
      flexbox.tree.clear()
      throw error
    }
    (self.root, self.direction) = (root, direction)
    dirty.reset(count: flexbox.count)
    flexbox.usesFastPaths = usesFastPaths
    flexbox.reorderer = reorderer
    flexbox.layout()
    results.reserveCapacity(flexbox.count)
    flexbox.appendLayouts(to: &results)
    return LayoutResult(direction: direction, nodes: results)
  }
}
