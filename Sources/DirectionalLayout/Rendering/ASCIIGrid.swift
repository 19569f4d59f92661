import BidiText

/// The character grid of an ASCII picture, in terminal columns: a character two columns wide
/// (CJK, most emoji) takes two cells, so that the frames drawn around it stay in line.
struct ASCIIGrid {
  /// The second cell of a character two columns wide (notation never writes a NUL).
  private static let continuation: Character = "\u{0}"

  let rows: Int
  let columns: Int
  private var cells: [[Character]]

  init(rows: Int, columns: Int) {
    self.rows = rows
    self.columns = columns
    cells = [[Character]](repeating: [Character](repeating: " ", count: columns), count: rows)
  }

  /// Writes one column wide `character` (a frame's, an id's) at a cell; outside the grid,
  /// nothing. A wide character it covers half of is replaced by a space.
  mutating func put(_ row: Int, _ column: Int, _ character: Character) {
    guard row >= 0, row < rows, column >= 0, column < columns else { return }
    clearHalves(row, column)
    cells[row][column] = character
  }

  /// Writes `text` on `row` from `start`, cluster by cluster in terminal columns, keeping only
  /// what falls in `clip` (a wide cluster is kept whole or not at all); clusters of no width
  /// are left out.
  mutating func write(_ text: String, row: Int, from start: Int, clip: Range<Int>) {
    var column = start
    for character in text {
      let width = TerminalColumns.width(of: character)
      guard width > 0 else { continue }
      if column >= clip.upperBound { return }
      if column >= clip.lowerBound && column + width <= clip.upperBound {
        put(row, column, character)
        if width == 2 && column + 1 < columns && row >= 0 && row < rows {
          clearHalves(row, column + 1)
          cells[row][column + 1] = Self.continuation
        }
      }
      column += width
    }
  }

  /// Before a cell is written: the other half of a wide character there becomes a space.
  private mutating func clearHalves(_ row: Int, _ column: Int) {
    if cells[row][column] == Self.continuation, column > 0 {
      cells[row][column - 1] = " "
    } else if column + 1 < columns, cells[row][column + 1] == Self.continuation {
      cells[row][column + 1] = " "
    }
  }

  /// The picture: one line per row, each ending with a newline, without trailing spaces.
  var text: String {
    var text = ""
    for line in cells {
      var end = line.count
      while end > 0 && line[end - 1] == " " { end -= 1 }
      for character in line[..<end] where character != Self.continuation { text.append(character) }
      text += "\n"
    }
    return text
  }
}
