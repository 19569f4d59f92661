import BidiText

/// Incremental relayout: change nodes of the last tree, then lay it out again, reusing every
/// subtree whose inputs and room did not change.
extension LayoutEngine {
  /// Changes the node with `id` in the tree this engine laid out last: `change` is given the
  /// node as it is now and changes any of its attributes (size, text, measure function,
  /// alignment, direction, visibility… even its id); its children must stay as they are. The
  /// node and its ancestors are marked for ``relayout()``, which lays the changed tree out.
  ///
  /// ```swift
  /// var engine = LayoutEngine()
  /// var frames = try engine.layout(screen, direction: .rightToLeft)
  /// try engine.updateNode("title") { $0.text?.content = "Paramètres de confidentialité" }
  /// frames = engine.relayout()   // the same frames as a layout of the changed tree
  /// ```
  ///
  /// Throws when there is no such node (or no tree: the last layout failed, or there was none),
  /// when the changed node breaks a rule of ``LayoutValidation`` or repeats another node's id,
  /// and when its children changed; the tree is then as it was. The first three changes after a
  /// layout look the id up in time linear in the number of nodes; the fourth indexes the ids.
  public mutating func updateNode(_ id: String, _ change: (inout LayoutNode) -> Void) throws(LayoutError) {
    guard let root else {
      throw LayoutError(path: "$", reason: .invalidValue, message: "no tree to change: lay one out first")
    }
    guard let i = index(of: id) else {
      throw LayoutError(path: "$", reason: .invalidValue, message: "no node with id '\(id)' in the tree")
    }
    let before = changedNodes[i] ?? node(at: i, in: root)
    var after = before
    change(&after)
    guard after != before else { return }
    let path = flexbox.tree.path(of: i)
    guard after.children == before.children else {
      throw LayoutError(
        path: path + ".children", reason: .invalidValue,
        message: "children cannot change in place: lay the changed tree out again")
    }
    if let problem = withUnsafePointer(to: &after, { LayoutValidation.problem(in: $0) }) {
      throw LayoutError(path: path + problem.suffix, reason: .invalidValue, message: problem.message)
    }
    if after.id != before.id {
      guard index(of: after.id) == nil else {
        throw LayoutError(path: path + ".id", reason: .duplicateId, message: "duplicate id '\(after.id)'")
      }
      indexOfId?[before.id] = nil
      indexOfId?[after.id] = i
    }
    changedNodes[i] = after
    withUnsafePointer(to: &after) {
      flexbox.update($0, at: i, direction: direction, changedBefore: changedNodes, dirty: &dirty)
    }
  }

  /// Lays the last tree out again after ``updateNode(_:_:)`` changed it, and returns its
  /// result: the one a layout of the changed tree gives, with the same reorderer. Only what
  /// the changes touch is computed again: the content sizes of the changed nodes and their
  /// ancestors, and the layout of every stack whose inputs or room changed; the rest of the last
  /// layout is reused (after one leaf's text changed in a 100 001-node tree, a relayout takes a
  /// small part of a layout's time: see `LayoutBenchmarks`). The last result's array is updated
  /// in place when the caller no longer holds it, else copied once.
  public mutating func relayout() -> LayoutResult {
    guard root != nil else { return LayoutResult(direction: direction, nodes: []) }
    if !dirty.isEmpty {
      flexbox.relayout(&dirty)
      flexbox.updateLayouts(in: &results, dirty)
      dirty.clear()
    }
    return LayoutResult(direction: direction, nodes: results)
  }

  /// The index of the node with `id` in the last tree. The first changes after a layout scan
  /// the ids (a fraction of a millisecond for 100 000 nodes, where indexing them takes a third
  /// of a layout); the fourth indexes them for the next ones.
  private mutating func index(of id: String) -> Int? {
    if let indexOfId { return indexOfId[id] }
    idScans += 1
    guard idScans > 3 else { return flexbox.tree.ids.firstIndex(of: id) }
    let index = Dictionary(flexbox.tree.ids.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
    indexOfId = index
    return index[id]
  }

  /// The node at index `i` (depth-first) of `root`.
  private func node(at i: Int, in root: LayoutNode) -> LayoutNode {
    var steps: [Int] = []
    var k = i
    while flexbox.tree.nodes[k].parent >= 0 {
      steps.append(Int(flexbox.tree.nodes[k].indexInParent))
      k = Int(flexbox.tree.nodes[k].parent)
    }
    var node = root
    for step in steps.reversed() { node = node.children[step] }
    return node
  }
}
