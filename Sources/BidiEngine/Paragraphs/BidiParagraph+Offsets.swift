extension BidiParagraph {
  /// The position of a scalar offset within this paragraph, in every unit.
  public func position(ofScalarOffset offset: Int) -> TextPosition {
    precondition(offset >= 0 && offset <= count, "offset out of paragraph")
    var position = start
    for scalar in scalars[0..<offset] { position.advance(over: scalar) }
    return position
  }

  /// UTF-16 offsets (from the start of the analysed text) of every scalar offset
  /// `0...count` of this paragraph: what `NSRange`, JavaScript and ICU count.
  public var utf16Offsets: [Int] { offsets(from: start.utf16Offset, width: UTF16.width) }

  /// UTF-8 offsets (from the start of the analysed text) of every scalar offset `0...count`.
  public var utf8Offsets: [Int] { offsets(from: start.utf8Offset, width: UTF8.width) }

  /// A range of scalar offsets of this paragraph (a run, a line) as UTF-16 offsets from the
  /// start of the analysed text.
  public func utf16Range(_ scalarRange: Range<Int>) -> Range<Int> {
    position(ofScalarOffset: scalarRange.lowerBound)
      .utf16Offset..<position(ofScalarOffset: scalarRange.upperBound).utf16Offset
  }

  /// A range of scalar offsets of this paragraph as a range of `text`, the analysed string.
  public func stringRange(_ scalarRange: Range<Int>, in text: String) -> Range<String.Index> {
    position(ofScalarOffset: scalarRange.lowerBound).index(
      in: text)..<position(ofScalarOffset: scalarRange.upperBound).index(in: text)
  }

  private func offsets(from first: Int, width: (Unicode.Scalar) -> Int) -> [Int] {
    var result = [Int]()
    result.reserveCapacity(count + 1)
    var offset = first
    result.append(offset)
    for scalar in scalars {
      offset += width(scalar)
      result.append(offset)
    }
    return result
  }
}
