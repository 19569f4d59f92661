import BidiText

/// The layout's result: one ``NodeLayout`` per node, in order; built whole after a layout, and
/// after a relayout updated where something changed.
extension FlexboxLayout {
  /// Appends the layout of every node, in order, to `results`.
  func appendLayouts(to results: inout [NodeLayout]) {
    let first = results.count
    for i in 0..<count {
      // Parents come first, so their absolute positions are already in `results`.
      let p = Int(tree.nodes[i].parent)
      results.append(
        nodeLayout(
          i, parentX: p >= 0 ? results[first + p].absoluteX : 0,
          parentY: p >= 0 ? results[first + p].absoluteY : 0))
    }
    for i in tree.textLeaves.keys { setTextLines(of: i, in: &results, first: first) }
  }

  /// The layout of node `i`, whose parent's absolute position is (`parentX`, `parentY`).
  @inline(__always)
  func nodeLayout(_ i: Int, parentX: Double, parentY: Double) -> NodeLayout {
    let box = state.boxes[i]
    let (x, y) = (box.position.horizontal, box.position.vertical)
    // Fields read by address: a node record is large, and copying it per node showed.
    return tree.nodes.withUnsafeBufferPointer { records in
      NodeLayout(
        id: tree.ids[i], x: x, y: y, width: box.size.horizontal, height: box.size.vertical,
        absoluteX: x + parentX, absoluteY: y + parentY,
        direction: records[i].direction, mirrored: records[i].mirrored,
        textAlignment: records[i].textAlignment, itemsReversed: records[i].itemsReversed)
    }
  }

  /// The lines of text leaf `i` (at `first + i` in `results`) at the width of its content box,
  /// where the measure wrapped them (padding and border, percentages resolved, are the
  /// tree's), and with ``reorderer`` each line in visual order.
  func setTextLines(of i: Int, in results: inout [NodeLayout], first: Int = 0) {
    guard let (text, cells) = tree.textLeaves[i] else { return }
    let r = first + i
    let columns = cells.columns(inWidth: results[r].width - tree.nodes[i].padding.horizontal.sum)
    let ranges = TextMeasure.lines(text.content, maxColumns: columns).map(\.range)
    results[r].textLines = ranges
    guard let reorderer else { return }
    // The paragraph direction is the leaf's, as CSS's `direction` is inherited by a block's
    // text; with `textStart` the text's first strong character decides (as `dir="auto"`).
    let base: BaseDirection =
      text.alignment == .textStart
      ? .firstStrong(fallback: results[r].direction)
      : results[r].direction == .leftToRight ? .leftToRight : .rightToLeft
    let lines = reorderer.visualLines(ranges, of: text.content, base: base)
    // A reorderer that returns the wrong number of lines is not trusted with any.
    guard lines.count == ranges.count else { return }
    results[r].visualLines = lines
    results[r].lineHeight = cells.lineHeight
    results[r].cellWidth = cells.cellWidth
  }

  /// Brings `results`, the result of the layout before a relayout, up to date: the nodes whose
  /// records changed (`dirty`'s resolved ones) written whole, the children of stacks laid out
  /// again given their frames (text leaves their lines), and the absolute positions of the
  /// subtrees an ancestor's move shifted. Subtrees kept as they were are skipped. `dirty` is
  /// sorted (``FlexboxLayout/relayout(_:)`` sorts it).
  func updateLayouts(in results: inout [NodeLayout], _ dirty: DirtyNodes) {
    var textLeaves: [Int] = []
    let pass = state.pass
    // Read and written through pointers: the loop runs over every child of every stack laid
    // out again (10 000 rows under one root: 20 000 steps), and subscripting each array for
    // each field cost ten times as much.
    results.withUnsafeMutableBufferPointer { results in
      tree.nodes.withUnsafeBufferPointer { nodes in
        state.placements.withUnsafeBufferPointer { placements in
          var skipped = SkippedChildren()
          var i = 0
          while i < nodes.count {
            if let next = skipped.next(from: i, tree, dirty) {
              i = next
              continue
            }
            let p = Int(nodes[i].parent)
            let parentX = p >= 0 ? results[p].absoluteX : 0
            let parentY = p >= 0 ? results[p].absoluteY : 0
            let resolved = dirty.wasResolved(i)
            if resolved {
              results[i] = nodeLayout(i, parentX: parentX, parentY: parentY)
              textLeaves.append(i)
            } else if p < 0 || placements[p].placedIn == pass {
              // Placed again: its frame, and a text leaf's lines (its width or its padding, a
              // percentage of its parent's width, may have changed).
              let box = state.boxes[i]
              let frame = (
                box.position.horizontal, box.position.vertical, box.size.horizontal, box.size.vertical
              )
              if frame != (results[i].x, results[i].y, results[i].width, results[i].height) {
                (results[i].x, results[i].y, results[i].width, results[i].height) = frame
              }
              if nodes[i].measureIndex >= 0 { textLeaves.append(i) }
            }
            let moved = Self.setAbsolutePosition(of: &results[i], parentX: parentX, parentY: parentY)
            // Its subtree is looked at if something in it may have changed: it moved, or a
            // node in it was laid out again (then this node is dirty or placed its children
            // again; if only dirty, only its dirty children are); otherwise it is kept as it was.
            if moved || resolved || (nodes[i].kidCount > 0 && placements[i].placedIn == pass) {
              i += 1
            } else if dirty.isDirty(i) {
              if nodes[i].kidCount > 0 { _ = skipped.skipChildren(of: i, tree, dirty) }
              i += 1
            } else {
              i += Int(nodes[i].subtreeSize)
            }
          }
        }
      }
    }
    for i in textLeaves { setTextLines(of: i, in: &results) }
  }

  /// Sets the absolute position of `node` from its parent's and its own relative one; whether
  /// it changed.
  @discardableResult
  @inline(__always)
  private static func setAbsolutePosition(of node: inout NodeLayout, parentX: Double, parentY: Double) -> Bool
  {
    let x = node.x + parentX
    let y = node.y + parentY
    guard x != node.absoluteX || y != node.absoluteY else { return false }
    (node.absoluteX, node.absoluteY) = (x, y)
    return true
  }
}
