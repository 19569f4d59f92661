/// Where something is in a text: a 1-based line, a 1-based column and the offset in UTF-8
/// bytes from the start of the text.
///
/// Every reader in BidiKit reports positions with this type: layout JSON, String Catalogs,
/// `.strings`, `.stringsdict` and gettext catalogs, golden files and invalid UTF-8. Columns
/// count Unicode scalars from the start of the line whatever the file's encoding, so that
/// `line:column` means the same thing in every editor that counts characters; lines end at
/// `\n`, `\r\n` or a lone `\r`. The UTF-8 offset is the byte offset in a UTF-8 file; for a text
/// decoded from UTF-16 it is the offset in that text's UTF-8 form.
public struct SourcePosition: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The line, from 1.
  public var line: Int
  /// The column in Unicode scalars, from 1.
  public var column: Int
  /// The offset in UTF-8 bytes from the start of the text, from 0.
  public var utf8Offset: Int

  /// A position.
  public init(line: Int, column: Int, utf8Offset: Int) {
    self.line = line
    self.column = column
    self.utf8Offset = utf8Offset
  }

  /// The start of a text: line 1, column 1, offset 0.
  public static let start = SourcePosition(line: 1, column: 1, utf8Offset: 0)

  /// `line:column`, as compilers print it after a file's path.
  public var description: String { "\(line):\(column)" }

  /// Orders by line, then column (positions of one text).
  public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
    (lhs.line, lhs.column, lhs.utf8Offset) < (rhs.line, rhs.column, rhs.utf8Offset)
  }
}

extension SourcePosition {
  /// The position of the 1-based `line` and `column` of `scalars`, with its UTF-8 offset; the
  /// end of the text when it has no such place. For readers that learn a line and column from
  /// another parser.
  package static func at(line: Int, column: Int, in scalars: [Unicode.Scalar]) -> SourcePosition {
    var counter = PositionCounter()
    var index = 0
    while index < scalars.count
      && (counter.line < line || (counter.line == line && counter.column < column))
    {
      counter.advance(past: scalars[index], before: index + 1 < scalars.count ? scalars[index + 1] : nil)
      index += 1
    }
    return counter.position
  }
}
