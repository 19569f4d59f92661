extension LayoutMeasure {
  /// The measure of a text drawn in a grid of cells, as a terminal or an ASCII picture draws it:
  /// each grapheme cluster takes its terminal columns (``TerminalColumns``) of `cellWidth`
  /// points, each line `lineHeight` points. Given no width, the text takes its natural width
  /// (its longest line between mandatory breaks); given one, it wraps by greedy fill at the line
  /// break opportunities of UAX #14 (`LineBreaker.lineRanges(in:maxColumns:)`), so a label
  /// grows taller, not wider, when a translation is longer. The lines are in logical order; a
  /// renderer with a bidi engine puts each in visual order. Its baseline is its first line's:
  /// `ascent` below the top (`nil`: three quarters of `lineHeight`, see ``TextCells/baseline``).
  ///
  /// Pure Swift: measuring needs no bidi engine, so it works in apps on every platform.
  public static func text(
    _ content: String, cellWidth: Double = 1, lineHeight: Double = 1, ascent: Double? = nil
  ) -> LayoutMeasure {
    precondition(cellWidth > 0 && lineHeight > 0, "cells must have a positive size")
    let cells = TextCells(cellWidth: cellWidth, lineHeight: lineHeight, ascent: ascent)
    let baseline = cells.baseline
    return LayoutMeasure(
      "text(\(cellWidth)×\(lineHeight)\(ascent.map { "↑\($0)" } ?? "")):\(content)",
      baseline: { _, _ in baseline }
    ) { width, widthMode, _, _ in
      let natural = TextMeasure.lineColumns(content, maxColumns: Int.max)
      var columns = natural
      if widthMode != .undefined && width.isFinite {
        let available = max(
          1, cells.columns(inWidth: width))
        if natural.max() ?? 0 > available {
          columns = TextMeasure.lineColumns(content, maxColumns: available)
        }
      }
      let widest = Double(columns.max() ?? 0) * cellWidth
      return (width: widthMode == .exactly ? width : widest, height: Double(columns.count) * lineHeight)
    }
  }
}

/// The lines a text fills, for ``LayoutMeasure/text(_:cellWidth:lineHeight:ascent:)`` and the lines a
/// layout reports (``NodeLayout/textLines``).
enum TextMeasure {
  /// Each line of `content` filled to `maxColumns`: its range in scalar offsets of `content`
  /// (logical order; a line's hanging spaces included, the paragraph separator that ends it
  /// not) and its columns (hanging spaces not counted). One empty line for an empty text.
  static func lines(_ content: String, maxColumns: Int) -> [(range: Range<Int>, columns: Int)] {
    let limit = max(1, min(maxColumns, Int(Int32.max)))
    var result: [(range: Range<Int>, columns: Int)] = []
    var paragraph = ""
    var paragraphStart = 0
    var offset = 0
    // Paragraph by paragraph: a mandatory break ends a line at any width.
    func fill() {
      let scalars = Array(paragraph.unicodeScalars)
      for range in LineBreaker.lineRanges(in: paragraph, maxColumns: limit) {
        var end = range.upperBound
        while end > range.lowerBound && scalars[end - 1] == " " { end -= 1 }
        var line = String.UnicodeScalarView()
        line.append(contentsOf: scalars[range.lowerBound..<end])
        result.append(
          (
            range.lowerBound + paragraphStart..<range.upperBound + paragraphStart,
            TerminalColumns.width(of: String(line))
          ))
      }
    }
    for character in content {
      let count = character.unicodeScalars.count
      if character.isNewline {
        fill()
        paragraph = ""
        paragraphStart = offset + count
      } else {
        paragraph.append(character)
      }
      offset += count
    }
    fill()
    return result
  }

  /// The columns of each line of `content` filled to `maxColumns`.
  static func lineColumns(_ content: String, maxColumns: Int) -> [Int] {
    lines(content, maxColumns: maxColumns).map(\.columns)
  }
}
