extension BidiParagraph {
  /// Breaks `range` (scalar offsets) into lines of at most `maxColumns` terminal columns, in
  /// logical order: after whitespace where possible, inside a word only when the word alone is
  /// too wide. Whitespace stays at the end of its line (rule L1 then gives it the paragraph
  /// level). Make a ``BidiLine`` of each range to reorder it.
  public func lineRanges(in range: Range<Int>? = nil, maxColumns: Int) -> [Range<Int>] {
    precondition(maxColumns > 0, "maxColumns must be positive")
    let range = range ?? 0..<count - separatorCount
    var lines: [Range<Int>] = []
    var start = range.lowerBound
    var columns = 0
    var lastBreak: Int?  // offset just after the last whitespace on the current line
    var i = range.lowerBound
    while i < range.upperBound {
      let scalar = scalars[i]
      let isSpace = bidiClasses[i] == .whitespace || bidiClasses[i] == .segmentSeparator
      let width = TerminalColumns.width(of: scalar)
      if !isSpace && columns + width > maxColumns && i > start {
        let end = lastBreak ?? i
        lines.append(start..<end)
        start = end
        lastBreak = nil
        columns = 0
        i = start
        continue
      }
      columns += isSpace ? 0 : width
      if isSpace {
        columns += width
        lastBreak = i + 1
      }
      i += 1
    }
    if start < range.upperBound || lines.isEmpty { lines.append(start..<range.upperBound) }
    return lines
  }
}
