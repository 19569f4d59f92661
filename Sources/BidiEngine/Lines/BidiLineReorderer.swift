/// The engine's ``LineReordering``: lines broken elsewhere (a layout's text leaves, a
/// renderer's own wrapping) put in visual order by UAX #9.
///
/// Each paragraph of the text is analysed once (``BidiAnalysis``, levels resolved on the whole
/// paragraph), then every line is a ``BidiLine`` of it: rule L1 applied at the line's end and
/// the line reversed by rule L2 on its own, as ``BidiAnalysis/lines(maxColumns:options:)``
/// does for the lines it breaks itself. Spaces hanging at a line's end are left out.
///
/// ```swift
/// let text = "مرحبا بالعالم"
/// let lines = LineBreaker.lineRanges(in: text, maxColumns: 6)
/// BidiLineReorderer().visualLines(lines, of: text, base: .rightToLeft)
/// ```
public struct BidiLineReorderer: LineReordering {
  /// How each visual string is built; by default for display: mirrored brackets, no
  /// directional controls, combining marks after their base, no shaping.
  public var options: VisualOptions

  /// A reorderer building visual strings with `options`.
  public init(options: VisualOptions = VisualOptions()) {
    self.options = options
  }

  /// The visual string of each line. A range reaching out of the text is cut to it; a line
  /// that crosses a paragraph separator is reordered paragraph by paragraph, the pieces
  /// written one after the other (separators left out).
  public func visualLines(_ lines: [Range<Int>], of text: String, base: BaseDirection) -> [String] {
    guard !lines.isEmpty else { return [] }
    let analysis = BidiAnalysis(text, base: base)
    let paragraphs = analysis.paragraphs
    let starts = paragraphs.map(\.start.scalarOffset)
    return lines.map { line in
      var visual = ""
      // The first paragraph that ends after the line starts.
      var index = starts.lastIndex { $0 <= line.lowerBound } ?? 0
      while index < paragraphs.count, starts[index] < line.upperBound {
        let paragraph = paragraphs[index]
        let start = starts[index]
        let lower = max(line.lowerBound, start) - start
        let upper = min(line.upperBound - start, paragraph.count)
        if lower < upper {
          let content = paragraph.withoutHangingSpaces(lower..<upper)
          visual += paragraph.line(content).visualString(options)
        }
        index += 1
      }
      return visual
    }
  }
}
