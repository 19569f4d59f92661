/// Where a line sits within a wider column.
public enum LineAlignment: Sendable, Hashable, CaseIterable {
  /// At the start edge of the line's own paragraph: left for left-to-right paragraphs, right
  /// for right-to-left ones.
  case natural
  /// At the start edge of the layout direction (left in a left-to-right layout).
  case leading
  /// At the end edge of the layout direction (right in a left-to-right layout).
  case trailing
  /// Centred; an odd leftover column goes on the right.
  case center
}

/// One line of wrapped text: its logical range, its visual string and its width.
public struct TextLine: Sendable, Hashable {
  /// The index of the line's paragraph in ``BidiAnalysis/paragraphs``.
  public var paragraphIndex: Int
  /// The line's scalars as scalar offsets into the analysed text. The lines of a paragraph
  /// cover it without gaps (spaces hanging at the end of a line included); the paragraph
  /// separator belongs to no line.
  public var range: Range<Int>
  /// The same range in UTF-16 code units.
  public var utf16Range: Range<Int>
  /// The line in visual order (left to right), reordered on its own (rule L1 on the line, not
  /// the paragraph); when wrapped, without the spaces hanging at its logical end.
  public var visualString: String
  /// The terminal columns of ``visualString``.
  public var columns: Int
  /// The direction of the line's paragraph.
  public var direction: TextDirection

  /// The columns to put before the line (on the left) to align it in `width` columns; 0 when
  /// the line is as wide or wider.
  public func leftPadding(
    inColumns width: Int, alignment: LineAlignment, layoutDirection: TextDirection = .leftToRight
  ) -> Int {
    let free = max(0, width - columns)
    let start: TextDirection
    switch alignment {
    case .center: return free / 2
    case .natural: start = direction
    case .leading: start = layoutDirection
    case .trailing: start = layoutDirection == .leftToRight ? .rightToLeft : .leftToRight
    }
    return start == .leftToRight ? 0 : free
  }

  /// ``visualString`` padded with spaces on both sides to exactly `width` columns (or as is,
  /// when wider), placed by `alignment`.
  public func aligned(
    inColumns width: Int, alignment: LineAlignment, layoutDirection: TextDirection = .leftToRight
  ) -> String {
    let left = leftPadding(inColumns: width, alignment: alignment, layoutDirection: layoutDirection)
    let right = max(0, width - columns - left)
    return String(repeating: " ", count: left) + visualString + String(repeating: " ", count: right)
  }
}

extension BidiAnalysis {
  /// The text as lines of at most `maxColumns` terminal columns (or one line per paragraph
  /// when `nil`), broken by ``BidiParagraph/lineRanges(in:maxColumns:)`` (UAX #14 greedy fill,
  /// grapheme clusters kept whole) and each reordered on its own with `options`.
  public func lines(maxColumns: Int?, options: VisualOptions = VisualOptions()) -> [TextLine] {
    precondition(maxColumns.map { $0 > 0 } ?? true, "maxColumns must be positive")
    var lines: [TextLine] = []
    for (index, paragraph) in paragraphs.enumerated() {
      let body = 0..<paragraph.count - paragraph.separatorCount
      let ranges = maxColumns.map { paragraph.lineRanges(in: body, maxColumns: $0) } ?? [body]
      var utf16 = paragraph.start.utf16Offset  // the lines of a paragraph follow each other
      for range in ranges {
        var utf16Count = 0
        for i in range { utf16Count += UTF16.width(paragraph.scalars[i]) }
        // Without the spaces hanging at the end of a wrapped line.
        let content = maxColumns == nil ? range : paragraph.withoutHangingSpaces(range)
        let visual = paragraph.line(content).visualString(options)
        let start = paragraph.start.scalarOffset
        lines.append(
          TextLine(
            paragraphIndex: index, range: start + range.lowerBound..<start + range.upperBound,
            utf16Range: utf16..<utf16 + utf16Count, visualString: visual,
            columns: TerminalColumns.width(of: visual), direction: paragraph.direction))
        utf16 += utf16Count
      }
    }
    return lines
  }
}

extension BidiParagraph {
  /// `range` without the spaces (class SP of UAX #14) at its end: a wrapped line's spaces
  /// hang past the line's edge and are not drawn (UAX #14 LB7, CSS Text 3 § 4.1.3).
  func withoutHangingSpaces(_ range: Range<Int>) -> Range<Int> {
    var end = range.upperBound
    while end > range.lowerBound && scalars[end - 1].lineBreakClass == .space { end -= 1 }
    return range.lowerBound..<end
  }
}
