extension LayoutNode {
  /// Lays this tree out for `direction` (the root's parent's direction).
  ///
  /// Throws when the tree breaks a rule of ``LayoutValidation`` (duplicate ids, negative or
  /// non-finite sizes). Works without recursion: any depth fits in the stack. Time is linear in
  /// the number of nodes.
  public func layout(direction: TextDirection) throws(LayoutError) -> LayoutResult {
    var tree = try FlatLayoutTree(self, direction: direction)
    tree.layout()
    var nodes: [NodeLayout] = []
    nodes.reserveCapacity(tree.count)
    for i in 0..<tree.count {
      // Parents come first, so their absolute positions are already in `nodes`.
      let node = tree.nodes[i]
      let box = tree.boxes[i]
      let p = Int(node.parent)
      nodes.append(
        NodeLayout(
          id: tree.ids[i], x: box.x, y: box.y, width: box.width, height: box.height,
          absoluteX: box.x + (p >= 0 ? nodes[p].absoluteX : 0),
          absoluteY: box.y + (p >= 0 ? nodes[p].absoluteY : 0), direction: node.direction,
          mirrored: node.mirrored, textAlignment: node.textAlignment,
          itemsReversed: node.itemsReversed))
    }
    // The lines of text leaves at their laid-out width.
    for (i, text) in tree.textLeaves {
      let columns = Int((nodes[i].width / text.cells.cellWidth).rounded(.down))
      nodes[i].textLines = TextMeasure.lines(text.content, maxColumns: columns).map(\.range)
    }
    return LayoutResult(direction: direction, nodes: nodes)
  }
}
