/// Display on terminals that do not reorder: the one place that wraps, reorders and aligns.
extension BidiAnalysis {
  /// The text as lines for a terminal without bidi support, each in visual order.
  ///
  /// Each paragraph (without its separator) is broken at spaces into lines of at most `width`
  /// terminal columns, in logical order, and each line is then reordered on its own (rule L1
  /// onwards), which is what a bidi-aware renderer does. With `alignsRightToLeft`, lines of a
  /// right-to-left paragraph are padded on the left to `width` columns. Empty text gives one
  /// empty line, so that blank input lines stay blank.
  ///
  /// - Parameters:
  ///   - options: mirroring, shaping and removal of controls, as for
  ///     ``BidiLine/visualString(_:)``.
  ///   - width: the largest number of terminal columns per line, or `nil` for no wrapping.
  ///   - alignsRightToLeft: whether to right-align right-to-left paragraphs (needs `width`).
  public func terminalLines(
    _ options: VisualOptions = VisualOptions(), width: Int? = nil, alignsRightToLeft: Bool = false
  ) -> [String] {
    precondition(width.map { $0 > 0 } ?? true, "width must be positive")
    guard !paragraphs.isEmpty else { return [""] }
    var lines: [String] = []
    for paragraph in paragraphs {
      let body = 0..<paragraph.count - paragraph.separatorCount
      let ranges = width.map { paragraph.lineRanges(in: body, maxColumns: $0) } ?? [body]
      for range in ranges {
        var line = paragraph.line(range).visualString(options)
        if let width, alignsRightToLeft, paragraph.direction == .rightToLeft {
          let columns = TerminalColumns.width(of: line)
          if columns < width { line = String(repeating: " ", count: width - columns) + line }
        }
        lines.append(line)
      }
    }
    return lines
  }
}
