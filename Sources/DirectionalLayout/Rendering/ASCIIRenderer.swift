/// Draws a layout as boxes on a character grid, for golden files and terminals.
///
/// The picture is deterministic: the root's frame is scaled to ``columns`` columns (rows are
/// scaled by half as much, since character cells are about twice as tall as wide), every node
/// is drawn in depth-first order as a box of `+`, `-` and `|` with its id written inside its
/// top-left corner, and nodes whose image is drawn mirrored get a `~` after their id. Lines end
/// without trailing spaces. Nodes outside the root's frame are clipped, and pictures are at most
/// ``maximumRows`` rows tall.
public struct ASCIIRenderer: Sendable, Hashable {
  /// The most rows a picture has; the bottom of taller layouts is cut off.
  public static let maximumRows = 1_000

  /// The width of the picture in columns.
  public var columns: Int

  /// A renderer `columns` wide (at least 8).
  public init(columns: Int = 80) {
    precondition(columns >= 8, "an ASCII picture needs at least 8 columns")
    self.columns = columns
  }

  /// The picture of `result`, one line per grid row, each ending with a newline.
  public func render(_ result: LayoutResult) -> String {
    guard let root = result.nodes.first, root.width > 0, root.height > 0 else { return "" }
    let scale = Double(columns - 1) / root.width
    let rowScale = scale / 2
    let rows = max(
      Int(min((root.height * rowScale).rounded(), Double(Self.maximumRows - 1))) + 1, 2)
    var grid = [[Character]](repeating: [Character](repeating: " ", count: columns), count: rows)
    func put(_ row: Int, _ column: Int, _ character: Character) {
      guard row >= 0, row < rows, column >= 0, column < columns else { return }
      grid[row][column] = character
    }
    for node in result.nodes {
      // Clamped just outside the grid, so that huge frames cost no more than the grid.
      func cell(_ value: Double, _ limit: Int) -> Int {
        Int(min(max(value.rounded(), -1), Double(limit)))
      }
      let left = cell((node.absoluteX - root.absoluteX) * scale, columns)
      let right = cell((node.absoluteX - root.absoluteX + node.width) * scale, columns)
      let top = cell((node.absoluteY - root.absoluteY) * rowScale, rows)
      let bottom = cell((node.absoluteY - root.absoluteY + node.height) * rowScale, rows)
      guard right > left || bottom > top else { continue }
      for column in left...right {
        put(top, column, "-")
        put(bottom, column, "-")
      }
      if bottom > top + 1 {
        for row in (top + 1)..<bottom {
          put(row, left, "|")
          put(row, right, "|")
        }
      }
      for corner in [(top, left), (top, right), (bottom, left), (bottom, right)] {
        put(corner.0, corner.1, "+")
      }
      let label = RenderedLabel.notation(node.id) + (node.mirrored ? "~" : "")
      let room = right - left - 1
      if room > 0 {
        let labelRow = bottom > top + 1 ? top + 1 : top
        // The label line is cleared first, so that what shows of a parent's label beneath
        // does not run on after this label ("back" over "screen" is not "backen").
        if labelRow > top {
          for column in (left + 1)..<right { put(labelRow, column, " ") }
        }
        for (offset, character) in label.prefix(room).enumerated() {
          put(labelRow, left + 1 + offset, character)
        }
      }
    }
    var text = ""
    for line in grid {
      var end = line.count
      while end > 0 && line[end - 1] == " " { end -= 1 }
      text += String(line[..<end]) + "\n"
    }
    return text
  }
}
