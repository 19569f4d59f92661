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
/// of the largest tree it has laid out until it is discarded: about 340 bytes per node of
/// working space, and the last result's array (about 100 bytes per node, with the ids) until
/// the next layout. It keeps no measure function or text (they are released after each
/// layout). An engine is a value: copies share their memory until one of them lays out a
/// tree, which then takes memory of its own; give each thread its own engine.
public struct LayoutEngine: Sendable {
  /// The flattened tree of the last layout and the layout's working space, kept for their
  /// memory.
  private var flexbox = FlexboxLayout()
  /// The node layouts of the last result, kept so that the next layout reuses their memory
  /// when the caller no longer holds that result.
  private var results: [NodeLayout] = []

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
    defer { flexbox.tree.clear() }
    try flexbox.tree.load(root, direction: direction)
    flexbox.usesFastPaths = usesFastPaths
    flexbox.layout()
    results.reserveCapacity(flexbox.count)
    flexbox.appendLayouts(to: &results)
    flexbox.appendTextLines(to: &results, reorderer: reorderer)
    return LayoutResult(direction: direction, nodes: results)
  }
}

extension FlexboxLayout {
  /// Appends the layout of every node, in order, to `results`.
  func appendLayouts(to results: inout [NodeLayout]) {
    tree.nodes.withUnsafeBufferPointer { records in
      // Fields read by address: a node record is large, and copying it per node showed.
      let first = results.count
      for i in records.indices {
        // Parents come first, so their absolute positions are already in `results`.
        let box = state.boxes[i]
        let p = Int(records[i].parent)
        let (x, y) = (box.position.horizontal, box.position.vertical)
        results.append(
          NodeLayout(
            id: tree.ids[i], x: x, y: y, width: box.size.horizontal, height: box.size.vertical,
            absoluteX: x + (p >= 0 ? results[first + p].absoluteX : 0),
            absoluteY: y + (p >= 0 ? results[first + p].absoluteY : 0),
            direction: records[i].direction, mirrored: records[i].mirrored,
            textAlignment: records[i].textAlignment, itemsReversed: records[i].itemsReversed))
      }
    }
  }

  /// The lines of text leaves at the width of their content box, where the measure wrapped
  /// them (padding and border, percentages resolved, are the tree's), and with a `reorderer`
  /// each line in visual order.
  func appendTextLines(to results: inout [NodeLayout], reorderer: (any LineReordering)?) {
    for (i, (text, cells)) in tree.textLeaves {
      let columns = cells.columns(inWidth: results[i].width - tree.nodes[i].padding.horizontal.sum)
      let ranges = TextMeasure.lines(text.content, maxColumns: columns).map(\.range)
      results[i].textLines = ranges
      guard let reorderer else { continue }
      // The paragraph direction is the leaf's, as CSS's `direction` is inherited by a block's
      // text; with `textStart` the text's first strong character decides (as `dir="auto"`).
      let base: BaseDirection =
        text.alignment == .textStart
        ? .firstStrong(fallback: results[i].direction)
        : results[i].direction == .leftToRight ? .leftToRight : .rightToLeft
      let lines = reorderer.visualLines(ranges, of: text.content, base: base)
      // A reorderer that returns the wrong number of lines is not trusted with any.
      guard lines.count == ranges.count else { continue }
      results[i].visualLines = lines
      results[i].lineHeight = cells.lineHeight
    }
  }
}
