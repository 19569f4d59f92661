extension LayoutNode {
  /// Lays this tree out for `direction` (the root's parent's direction).
  ///
  /// Throws when the tree breaks a rule of ``LayoutValidation`` (duplicate ids, negative or
  /// non-finite sizes). Works without recursion: any depth fits in the stack. Time is linear in
  /// the number of nodes.
  public func layout(direction: LayoutDirection) throws(LayoutError) -> LayoutResult {
    var tree = try FlatLayoutTree(self, direction: direction)
    tree.layout()
    var nodes: [NodeLayout] = []
    nodes.reserveCapacity(tree.count)
    for i in 0..<tree.count {
      // Parents come first, so their absolute positions are already in `nodes`.
      let p = tree.parent[i]
      let absoluteX = tree.x[i] + (p >= 0 ? nodes[p].absoluteX : 0)
      let absoluteY = tree.y[i] + (p >= 0 ? nodes[p].absoluteY : 0)
      nodes.append(
        NodeLayout(
          id: tree.ids[i], x: tree.x[i], y: tree.y[i], width: tree.width[i], height: tree.height[i],
          absoluteX: absoluteX, absoluteY: absoluteY, direction: tree.direction[i],
          mirrored: tree.mirrored[i], textAlignment: tree.textAlignment[i],
          itemsReversed: tree.itemsReversed[i]))
    }
    return LayoutResult(direction: direction, nodes: nodes)
  }
}
