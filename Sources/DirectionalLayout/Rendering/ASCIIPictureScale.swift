import BidiText

/// Where the boxes of one layout fall on the grid of an ``ASCIIRenderer``'s picture: the grid's
/// size and its scale in columns and rows per point, shared by drawing and by the check of
/// which labels a picture cuts.
struct ASCIIPictureScale {
  /// A box's frame in grid cells: its corners' columns and rows (clamped just outside the
  /// grid, so that huge frames cost no more than the grid).
  struct Box {
    var left: Int
    var right: Int
    var top: Int
    var bottom: Int

    /// The columns between its left and right edges.
    var room: Int { max(0, right - left - 1) }
    /// The rows between its top and bottom edges.
    var innerRows: Int { max(0, bottom - top - 1) }
  }

  let columns: Int
  let rows: Int
  /// Columns per point.
  let scale: Double
  /// Rows per point.
  let rowScale: Double
  /// Whether the root's frame fits in ``ASCIIRenderer/maximumRows`` rows (otherwise its bottom
  /// is cut off).
  let isWhole: Bool
  private let originX: Double
  private let originY: Double

  /// The scale of `renderer`'s picture of `result`; `nil` when the root has no area.
  init?(_ renderer: ASCIIRenderer, _ result: LayoutResult) {
    guard let root = result.nodes.first, root.width > 0, root.height > 0 else { return nil }
    columns = renderer.pictureColumns(result)
    let fitted = Double(columns - 1) / root.width
    let scale = renderer.cells.map { min(1 / $0.cellWidth, fitted) } ?? fitted
    let rowScale = renderer.cells.map { scale * $0.cellWidth / $0.lineHeight } ?? scale / 2
    self.scale = scale
    self.rowScale = rowScale
    rows = max(Int(min((root.height * rowScale).rounded(), Double(ASCIIRenderer.maximumRows - 1))) + 1, 2)
    isWhole = (root.height * rowScale).rounded() < Double(ASCIIRenderer.maximumRows)
    originX = root.absoluteX
    originY = root.absoluteY
  }

  /// `node`'s frame on the grid.
  func box(_ node: NodeLayout) -> Box {
    func cell(_ value: Double, _ limit: Int) -> Int {
      Int(min(max(value.rounded(), -1), Double(limit)))
    }
    return Box(
      left: cell((node.absoluteX - originX) * scale, columns),
      right: cell((node.absoluteX - originX + node.width) * scale, columns),
      top: cell((node.absoluteY - originY) * rowScale, rows),
      bottom: cell((node.absoluteY - originY + node.height) * rowScale, rows))
  }

  /// Whether `box` lies wholly on the grid (a box the picture clips cannot show its label
  /// at any scale).
  func holds(_ box: Box) -> Bool {
    box.left >= 0 && box.right < columns && box.top >= 0 && box.bottom < rows
  }

  /// What `node` shows inside its frame, in terminal columns and rows: its visual lines, or
  /// its id in notation followed by the mark of a mirrored image.
  static func labelSize(_ node: NodeLayout) -> (columns: Int, rows: Int) {
    if !node.visualLines.isEmpty {
      let widest = node.visualLines.map { TerminalColumns.width(of: RenderedLabel.notation($0)) }.max() ?? 0
      return (widest, node.visualLines.count)
    }
    return (TerminalColumns.width(of: RenderedLabel.notation(node.id)) + (node.mirrored ? 1 : 0), 1)
  }
}
