/// Display width of text in terminal columns.
///
/// Combining marks, format characters (class `BN`) and directional controls take no column;
/// East Asian wide and fullwidth characters (CJK, Hangul, fullwidth forms, most emoji) take
/// two; everything else one. An approximation of `wcwidth` that needs no locale.
public enum TerminalColumns {
  /// The number of columns `scalar` takes.
  public static func width(of scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x20 || (value >= 0x7F && value < 0xA0) { return 0 }
    switch UnicodeTables.shared.bidiClass(of: value) {
    case .nonspacingMark, .boundaryNeutral: return 0
    default: break
    }
    if DirectionalControl(value) != nil { return 0 }
    switch value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
      return 2
    default:
      return 1
    }
  }

  /// The number of columns `text` takes on one line.
  public static func width(of text: some StringProtocol) -> Int {
    text.unicodeScalars.reduce(0) { $0 + width(of: $1) }
  }
}

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
