extension LayoutMeasure {
  /// The measure of a text drawn in a grid of cells, as a terminal or an ASCII picture draws it:
  /// each grapheme cluster takes its terminal columns (``TerminalColumns``) of `cellWidth`
  /// points, each line `lineHeight` points. Given no width, the text takes its natural width
  /// (its longest line between mandatory breaks); given one, it wraps by greedy fill at the line
  /// break opportunities of UAX #14 (`LineBreaker.lineRanges(in:maxColumns:)`), so a label
  /// grows taller, not wider, when a translation is longer. The lines are in logical order; a
  /// renderer with a bidi engine puts each in visual order.
  ///
  /// Pure Swift: measuring needs no bidi engine, so it works in apps on every platform.
  public static func text(_ content: String, cellWidth: Double = 1, lineHeight: Double = 1) -> LayoutMeasure {
    precondition(cellWidth > 0 && lineHeight > 0, "cells must have a positive size")
    return LayoutMeasure("text(\(cellWidth)×\(lineHeight)):\(content)") { width, widthMode, _, _ in
      let natural = TextMeasure.lineColumns(content, maxColumns: Int.max)
      var columns = natural
      if widthMode != .undefined && width.isFinite {
        let available = max(1, Int((width / cellWidth).rounded(.down)))
        if natural.max() ?? 0 > available {
          columns = TextMeasure.lineColumns(content, maxColumns: available)
        }
      }
      let widest = Double(columns.max() ?? 0) * cellWidth
      return (width: widthMode == .exactly ? width : widest, height: Double(columns.count) * lineHeight)
    }
  }
}

/// The lines a text fills, for ``LayoutMeasure/text(_:cellWidth:lineHeight:)``.
enum TextMeasure {
  /// The columns of each line of `content` filled to `maxColumns` (trailing spaces hang); one
  /// empty line for an empty text.
  static func lineColumns(_ content: String, maxColumns: Int) -> [Int] {
    var result: [Int] = []
    // Paragraph by paragraph: a mandatory break ends a line at any width.
    for paragraph in content.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
      let text = String(paragraph)
      let ranges = LineBreaker.lineRanges(in: text, maxColumns: max(1, min(maxColumns, Int(Int32.max))))
      let scalars = Array(text.unicodeScalars)
      for range in ranges {
        var line = String.UnicodeScalarView()
        line.append(contentsOf: scalars[range])
        let trimmed = String(line).reversed().drop { $0 == " " }.reversed()
        result.append(TerminalColumns.width(of: String(trimmed)))
      }
    }
    return result.isEmpty ? [0] : result
  }
}
