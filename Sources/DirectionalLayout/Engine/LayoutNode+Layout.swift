extension LayoutNode {
  /// Lays this tree out for `direction` (the root's parent's direction).
  ///
  /// Throws when the tree breaks a rule of ``LayoutValidation`` (duplicate ids, negative or
  /// non-finite sizes). Works without recursion: any depth fits in the stack. Time is linear in
  /// the number of nodes.
  public func layout(direction: TextDirection) throws(LayoutError) -> LayoutResult {
    try layout(direction: direction, reorderer: nil)
  }

  /// ``layout(direction:)``, and with a `reorderer` the visual lines of text leaves too;
  /// `usesFastPaths: false` takes the general path everywhere (for tests).
  func layout(
    direction: TextDirection, reorderer: (any LineReordering)?, usesFastPaths: Bool = true
  ) throws(LayoutError) -> LayoutResult {
    var tree = try FlatLayoutTree(self, direction: direction)
    tree.usesFastPaths = usesFastPaths
    tree.layout()
    var nodes: [NodeLayout] = []
    nodes.reserveCapacity(tree.count)
    tree.nodes.withUnsafeBufferPointer { records in
      // Fields read by address: a node record is large, and copying it per node showed.
      for i in records.indices {
        // Parents come first, so their absolute positions are already in `nodes`.
        let box = tree.boxes[i]
        let p = Int(records[i].parent)
        nodes.append(
          NodeLayout(
            id: tree.ids[i], x: box.x, y: box.y, width: box.width, height: box.height,
            absoluteX: box.x + (p >= 0 ? nodes[p].absoluteX : 0),
            absoluteY: box.y + (p >= 0 ? nodes[p].absoluteY : 0), direction: records[i].direction,
            mirrored: records[i].mirrored, textAlignment: records[i].textAlignment,
            itemsReversed: records[i].itemsReversed))
      }
    }
    // The lines of text leaves at the width of their content box, where the measure wrapped
    // them (padding and border, percentages resolved, are the tree's).
    for (i, (text, cells)) in tree.textLeaves {
      let inner = tree.nodes[i].padding
      let columns = cells.columns(inWidth: nodes[i].width - inner.left - inner.right)
      let ranges = TextMeasure.lines(text.content, maxColumns: columns).map(\.range)
      nodes[i].textLines = ranges
      guard let reorderer else { continue }
      // The paragraph direction is the leaf's, as CSS's `direction` is inherited by a block's
      // text; with `textStart` the text's first strong character decides (as `dir="auto"`).
      let base: BaseDirection =
        text.alignment == .textStart
        ? .firstStrong(fallback: nodes[i].direction)
        : nodes[i].direction == .leftToRight ? .leftToRight : .rightToLeft
      let lines = reorderer.visualLines(ranges, of: text.content, base: base)
      // A reorderer that returns the wrong number of lines is not trusted with any.
      guard lines.count == ranges.count else { continue }
      nodes[i].visualLines = lines
      nodes[i].lineHeight = cells.lineHeight
    }
    return LayoutResult(direction: direction, nodes: nodes)
  }
}
