import BidiText

extension ASCIIRenderer {
  /// The pictures of one tree laid out left-to-right and right-to-left, side by side: a header
  /// line `LTR … RTL`, then one line per grid row, the left-to-right picture padded to its
  /// width in terminal columns (``pictureColumns(_:)``) and followed by `gap` spaces and the right-to-left picture.
  ///
  /// Lines have no line break and never end with whitespace (a shorter left picture is padded,
  /// the end of each line is trimmed), so they can be stored in golden files as they are. When
  /// one picture has more rows than the other, the missing rows are blank.
  public func renderSideBySide(
    leftToRight: LayoutResult, rightToLeft: LayoutResult, gap: Int = 2
  ) -> [String] {
    precondition(gap >= 1, "the pictures need at least one column between them")
    func rows(_ result: LayoutResult) -> [String] {
      var lines = render(result).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      if lines.last == "" { lines.removeLast() }
      return lines
    }
    let left = rows(leftToRight)
    let right = rows(rightToLeft)
    let separator = String(repeating: " ", count: gap)
    // The left picture's width: its root's frame spans it (``pictureColumns(_:)``).
    let width = pictureColumns(leftToRight)
    func padded(_ line: String) -> String {
      line + String(repeating: " ", count: max(0, width - TerminalColumns.width(of: line)))
    }
    func trimmed(_ line: String) -> String {
      var line = line
      while line.last == " " { line.removeLast() }
      return line
    }
    var lines = [trimmed(padded("LTR") + separator + "RTL")]
    for index in 0..<max(left.count, right.count) {
      let l = index < left.count ? left[index] : ""
      let r = index < right.count ? right[index] : ""
      lines.append(trimmed(padded(l) + separator + r))
    }
    return lines
  }
}
