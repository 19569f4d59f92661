extension LayoutNode {
  /// This tree with `update` applied to every node, depth-first, parents first: to translate
  /// every text, give cells, change sizes. `update` sees each node with its original
  /// children; what it does to `children` is discarded (the updated children take their
  /// place). Works without recursion: any depth fits in the stack.
  ///
  /// ```swift
  /// let arabic = screen.withEachNode { node in
  ///   if let key = node.text?.content { node.text?.content = localizer.string(key) }
  /// }
  /// ```
  public func withEachNode(_ update: (inout LayoutNode) throws -> Void) rethrows -> LayoutNode {
    // Flatten depth-first, then rebuild bottom-up: children have larger indices than parents.
    var nodes: [LayoutNode] = []
    var parents: [Int] = []
    var stack: [(node: LayoutNode, parent: Int)] = [(self, -1)]
    while let (node, parent) = stack.popLast() {
      let index = nodes.count
      var copy = node
      try update(&copy)
      copy.children = []
      nodes.append(copy)
      parents.append(parent)
      for child in node.children.reversed() { stack.append((child, index)) }
    }
    var children = [[LayoutNode]](repeating: [], count: nodes.count)
    for index in stride(from: nodes.count - 1, through: 1, by: -1) {
      var node = nodes[index]
      node.children = children[index].reversed()
      children[index] = []
      children[parents[index]].append(node)
    }
    var root = nodes[0]
    root.children = children[0].reversed()
    return root
  }
}
