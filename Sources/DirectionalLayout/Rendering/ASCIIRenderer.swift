import BidiText

/// Draws a layout as boxes on a character grid, for golden files and terminals.
///
/// The picture is deterministic: the root's frame is scaled to ``columns`` columns (rows are
/// scaled by half as much, since character cells are about twice as tall as wide), or, for a
/// renderer made with ``init(cells:)``, one column per cell width and one row per line height.
/// Every node is drawn in depth-first order as a box of `+`, `-` and `|` with its id written
/// inside its top-left corner, and nodes whose image is drawn mirrored get a `~` after their
/// id. The mark takes precedence over the id: when the box is too narrow for both, the id loses its end
/// (`ba~` for `back~`), and a box with no column inside its frame shows the `~` in place of its
/// left edge. Lines end without trailing spaces. Nodes outside the root's frame are clipped,
/// and pictures are at most ``maximumRows`` rows tall. A box's children are drawn over it, so
/// a parent's id shows only where its children leave room (in its padding).
///
/// Scale: a box too small on the grid shows its id or its text cut. ``cutLabels(_:)`` lists
/// those boxes with the columns and rows their labels need, and
/// ``fitting(_:startingAt:maximumColumns:maximumRows:)`` makes a renderer whose cells are fine
/// enough for every label (what `bidi layout --format ascii` draws unless given `--columns`).
///
/// Text: a node whose lines were put in visual order (``NodeLayout/visualLines``, from
/// ``LayoutNode/layout(direction:reorderingLinesWith:)``) shows them instead of its id, one
/// line per row, centred vertically inside its frame, flush left, flush right or centred as its
/// resolved ``NodeLayout/textAlignment`` says, and clipped to the inside of its frame (a line
/// wider than the box loses its end on the side away from the alignment; lines past the last
/// row are not drawn). Controls are spelled in notation, as in ids; a character two columns
/// wide takes two cells. Drawn with ``init(cells:)`` at the cells the text was measured in,
/// a line fits the box exactly when the box has one cell of padding on each side and half a
/// line above and below. Without visual lines (a layout made without a bidi engine,
/// ``LayoutNode/layout(direction:)``), text leaves show their ids like every other box: the
/// renderer never draws text in logical order as if it were visual.
public struct ASCIIRenderer: Sendable, Hashable {
  /// The most rows a picture has; the bottom of taller layouts is cut off.
  public static let maximumRows = 1_000
  /// The most columns a picture drawn with ``init(cells:)`` has; a wider root is scaled down.
  public static let maximumColumns = 10_000

  /// The width of the picture in columns (for a renderer made with ``init(cells:)``, the width
  /// it had before the cells were given: unused).
  public var columns: Int
  /// When set, the scale of the picture: one column per `cellWidth` points, one row per
  /// `lineHeight` points, the width following the root's.
  public var cells: TextCells?

  /// A renderer `columns` wide (at least 8).
  public init(columns: Int = 80) {
    precondition(columns >= 8, "an ASCII picture needs at least 8 columns")
    self.columns = columns
  }

  /// A renderer drawing one column per `cells.cellWidth` points and one row per
  /// `cells.lineHeight` points (both positive and finite): text measured in these cells is
  /// drawn at its size.
  public init(cells: TextCells) {
    precondition(
      cells.cellWidth.isFinite && cells.cellWidth > 0 && cells.lineHeight.isFinite && cells.lineHeight > 0,
      "cells must have a positive finite size")
    self.columns = 80
    self.cells = cells
  }

  /// The number of columns of the picture of `result`: ``columns``, or with cells the root's
  /// width in cells plus one (for the right edge), at least 8 and at most ``maximumColumns``.
  public func pictureColumns(_ result: LayoutResult) -> Int {
    guard let cells else { return columns }
    let width = (result.nodes.first?.width ?? 0) / cells.cellWidth
    return Int(min(max(width.rounded(), 7), Double(Self.maximumColumns - 1))) + 1
  }

  /// The picture of `result`, one line per grid row, each ending with a newline.
  public func render(_ result: LayoutResult) -> String {
    guard let picture = ASCIIPictureScale(self, result) else { return "" }
    var grid = ASCIIGrid(rows: picture.rows, columns: picture.columns)
    for node in result.nodes {
      let box = picture.box(node)
      let (left, right, top, bottom) = (box.left, box.right, box.top, box.bottom)
      guard right > left || bottom > top else { continue }
      for column in left...right {
        grid.put(top, column, "-")
        grid.put(bottom, column, "-")
      }
      if bottom > top + 1 {
        for row in (top + 1)..<bottom {
          grid.put(row, left, "|")
          grid.put(row, right, "|")
        }
      }
      for corner in [(top, left), (top, right), (bottom, left), (bottom, right)] {
        grid.put(corner.0, corner.1, "+")
      }
      let room = box.room
      let labelRow = bottom > top + 1 ? top + 1 : top
      guard room > 0 else {
        // No column inside: the mark of a mirrored image takes the left edge's place.
        if node.mirrored { grid.put(labelRow, left, "~") }
        continue
      }
      // Every row a line or the label goes on is cleared first, so that what shows of a
      // parent's label beneath does not run on after it ("back" over "screen" is not "backen").
      func clear(_ row: Int) {
        for column in (left + 1)..<right { grid.put(row, column, " ") }
      }
      let inside = (left + 1)..<right
      if !node.visualLines.isEmpty && bottom > top + 1 {
        // Centred vertically, as a label centres its text; an odd leftover row goes below.
        let inner = bottom - top - 1
        let first = top + 1 + max(0, inner - node.visualLines.count) / 2
        for (index, line) in node.visualLines.prefix(inner).enumerated() {
          let row = first + index
          clear(row)
          let text = RenderedLabel.notation(line)
          let free = room - TerminalColumns.width(of: text)
          let offset =
            switch node.textAlignment {
            case .left: 0
            case .right: free
            case .center: free >= 0 ? free / 2 : -((-free + 1) / 2)
            }
          grid.write(text, row: row, from: left + 1 + offset, clip: inside)
        }
        continue
      }
      if labelRow > top { clear(labelRow) }
      let id = RenderedLabel.notation(node.id)
      guard node.mirrored else {
        grid.write(id, row: labelRow, from: left + 1, clip: inside)
        continue
      }
      // The mark before the id: an id too long loses its end to it.
      let idWidth = min(TerminalColumns.width(of: id), room - 1)
      grid.write(id, row: labelRow, from: left + 1, clip: (left + 1)..<(left + 1 + idWidth))
      grid.put(labelRow, left + 1 + idWidth, "~")
    }
    return grid.text
  }
}
