extension LayoutNode {
  /// Lays this tree out for `direction` as ``layout(direction:)`` does, then puts the lines of
  /// every text leaf measured in cells in visual order with `reorderer` (a bidi engine, such as
  /// BidiEngine's `BidiLineReorderer`): ``NodeLayout/visualLines`` and
  /// ``NodeLayout/lineHeight`` are set beside ``NodeLayout/textLines``.
  ///
  /// The paragraph direction of a leaf's text is the leaf's effective direction (as CSS's
  /// `direction` is inherited by a block's text), except with ``TextAlignment/textStart``,
  /// where the text's own first strong character decides, the leaf's direction when it has
  /// none (as `dir="auto"`).
  ///
  /// The lines are those of the text at the width of the leaf's content box (its width less
  /// its horizontal padding and border), where its measure wrapped it: ``NodeLayout/textLines``
  /// is set again at that width, so that a padded leaf's ranges agree with its height.
  ///
  /// Without a bidi engine, use ``layout(direction:)``: the renderers then draw text leaves
  /// with their ids, as other boxes.
  public func layout(direction: TextDirection, reorderingLinesWith reorderer: some LineReordering)
    throws(LayoutError) -> LayoutResult
  {
    var result = try layout(direction: direction)
    guard result.nodes.contains(where: { !$0.textLines.isEmpty }) else { return result }
    // Every node depth-first with its parent's index, as the result lists them. A loop, not
    // recursion.
    var nodes: [(node: LayoutNode, parent: Int)] = []
    var stack: [(node: LayoutNode, parent: Int)] = [(self, -1)]
    while let (node, parent) = stack.popLast() {
      let index = nodes.count
      nodes.append((node, parent))
      for child in node.children.reversed() { stack.append((child, index)) }
    }
    let aligned =
      nodes.count == result.nodes.count && zip(nodes, result.nodes).allSatisfy { $0.node.id == $1.id }
    let byID = Dictionary(nodes.map { ($0.node.id, $0) }, uniquingKeysWith: { first, _ in first })
    // The width of each node's content box: its width less its horizontal padding (percentages
    // of its containing block's content width, CSS Box 3 § 4) and border. Parents first.
    var contentWidths = [Double](repeating: 0, count: aligned ? nodes.count : 0)
    for (index, (source, parent)) in nodes.enumerated() where aligned {
      let node = result.nodes[index]
      let padding = source.padding.resolved(
        in: node.direction, percentOf: parent >= 0 ? contentWidths[parent] : 0)
      let border = source.border.resolved(in: node.direction)
      contentWidths[index] = node.width - padding.left - padding.right - border.left - border.right
    }
    for index in result.nodes.indices where !result.nodes[index].textLines.isEmpty {
      let node = result.nodes[index]
      guard let (source, _) = aligned ? nodes[index] : byID[node.id], let text = source.text,
        let cells = text.cells
      else { continue }
      // The lines at the width of the content box, where the measure wrapped the text.
      var content = node.width
      if aligned {
        content = contentWidths[index]
      } else {
        let padding = source.padding.resolved(in: node.direction)
        let border = source.border.resolved(in: node.direction)
        content -= padding.left + padding.right + border.left + border.right
      }
      let columns = cells.columns(inWidth: content)
      result.nodes[index].textLines = TextMeasure.lines(text.content, maxColumns: columns).map(\.range)
      let base: BaseDirection =
        text.alignment == .textStart
        ? .firstStrong(fallback: node.direction)
        : node.direction == .leftToRight ? .leftToRight : .rightToLeft
      let ranges = result.nodes[index].textLines
      let lines = reorderer.visualLines(ranges, of: text.content, base: base)
      // A reorderer that returns the wrong number of lines is not trusted with any.
      guard lines.count == ranges.count else { continue }
      result.nodes[index].visualLines = lines
      result.nodes[index].lineHeight = cells.lineHeight
    }
    return result
  }
}
