import BidiInput

/// The text of one source file as the extractors read it: its scalars, and the
/// `file:line:column` of any of them (lines end at `\n`, `\r\n` or a lone `\r`, columns count
/// scalars, as every BidiKit reader counts them).
struct ExtractionSourceText: Sendable {
  /// The path, as it was given.
  let path: String
  /// The text.
  let scalars: [Unicode.Scalar]
  /// The index of the first scalar of each line.
  private let lineStarts: [Int]
  /// The UTF-8 offset of the first scalar of each line.
  private let lineOffsets: [Int]

  init(_ text: String, path: String) {
    self.path = path
    scalars = Array(text.unicodeScalars)
    var starts = [0]
    var offsets = [0]
    var offset = 0
    for (index, scalar) in scalars.enumerated() {
      offset += UTF8.width(scalar)
      if scalar == "\n" || (scalar == "\r" && (index + 1 == scalars.count || scalars[index + 1] != "\n")) {
        starts.append(index + 1)
        offsets.append(offset)
      }
    }
    lineStarts = starts
    lineOffsets = offsets
  }

  /// Where the scalar at `index` is (the end of the text for an index past it).
  func location(_ index: Int) -> SourceLocation {
    let index = min(max(index, 0), scalars.count)
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= index { low = middle } else { high = middle - 1 }
    }
    var offset = lineOffsets[low]
    for scalar in scalars[lineStarts[low]..<index] { offset += UTF8.width(scalar) }
    return SourceLocation(
      file: path,
      position: SourcePosition(line: low + 1, column: index - lineStarts[low] + 1, utf8Offset: offset))
  }

  /// The source text of `range`, as written.
  func text(_ range: Range<Int>) -> String {
    let range = max(0, range.lowerBound)..<min(scalars.count, max(range.upperBound, range.lowerBound))
    return String(String.UnicodeScalarView(scalars[range]))
  }
}
