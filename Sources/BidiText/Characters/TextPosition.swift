/// A position in analysed text, in every unit callers need.
///
/// UTF-16 offsets are what `NSString`/`NSRange`, JavaScript and ICU count; UTF-8 offsets are
/// byte offsets into the text's UTF-8 form; scalar offsets count Unicode scalars.
public struct TextPosition: Sendable, Hashable, Comparable {
  /// Offset in Unicode scalars from the start of the text.
  public var scalarOffset: Int
  /// Offset in UTF-8 code units (bytes).
  public var utf8Offset: Int
  /// Offset in UTF-16 code units.
  public var utf16Offset: Int

  /// Creates a position from its offsets in each unit.
  public init(scalarOffset: Int, utf8Offset: Int, utf16Offset: Int) {
    self.scalarOffset = scalarOffset
    self.utf8Offset = utf8Offset
    self.utf16Offset = utf16Offset
  }

  /// The start of a text.
  public static let zero = TextPosition(scalarOffset: 0, utf8Offset: 0, utf16Offset: 0)

  /// The `String.Index` of this position in `text`, the string that was analysed.
  public func index(in text: String) -> String.Index {
    text.utf8.index(text.utf8.startIndex, offsetBy: utf8Offset)
  }

  /// Moves past one scalar.
  package mutating func advance(over scalar: Unicode.Scalar) {
    scalarOffset += 1
    utf8Offset += UTF8.width(scalar)
    utf16Offset += UTF16.width(scalar)
  }

  /// Orders positions by their scalar offset.
  public static func < (lhs: TextPosition, rhs: TextPosition) -> Bool {
    lhs.scalarOffset < rhs.scalarOffset
  }
}
