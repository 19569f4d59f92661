/// Display on terminals that do not reorder: the one place that wraps, reorders and aligns.
extension BidiAnalysis {
  /// The text as lines for a terminal without bidi support, each in visual order.
  ///
  /// Each paragraph (without its separator) is broken into lines of at most `width` terminal
  /// columns by the Unicode line breaking algorithm (greedy fill, see
  /// ``BidiParagraph/lineRanges(in:maxColumns:)``), and each line is then reordered on its
  /// own (rule L1 onwards), which is what a bidi-aware renderer does. With `alignsRightToLeft`,
  /// lines of a right-to-left paragraph are padded on the left to `width` columns. Empty text
  /// gives one empty line, so that blank input lines stay blank.
  ///
  /// - Parameters:
  ///   - options: mirroring, shaping and removal of controls, as for
  ///     ``BidiLine/visualString(_:)``.
  ///   - width: the largest number of terminal columns per line, or `nil` for no wrapping.
  ///   - alignsRightToLeft: whether to right-align right-to-left paragraphs (needs `width`).
  public func terminalLines(
    _ options: VisualOptions = VisualOptions(), width: Int? = nil, alignsRightToLeft: Bool = false
  ) -> [String] {
    terminalLines(options, width: width, alignment: alignsRightToLeft ? .natural : nil)
  }

  /// The text as lines for a terminal without bidi support, each in visual order, placed in
  /// `width` columns by `alignment` (padded on the left only; `nil`: not padded).
  public func terminalLines(
    _ options: VisualOptions = VisualOptions(), width: Int?, alignment: LineAlignment?,
    layoutDirection: TextDirection = .leftToRight
  ) -> [String] {
    precondition(width.map { $0 > 0 } ?? true, "width must be positive")
    guard !paragraphs.isEmpty else { return [""] }
    return lines(maxColumns: width, options: options).map { line in
      guard let width, let alignment else { return line.visualString }
      let padding = line.leftPadding(inColumns: width, alignment: alignment, layoutDirection: layoutDirection)
      return String(repeating: " ", count: padding) + line.visualString
    }
  }
}
