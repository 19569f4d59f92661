/// Keeps a ``SourcePosition`` while text is read one scalar at a time: `\n`, `\r\n` and a lone
/// `\r` each end a line. Shared by the JSON scanner, the catalog readers and the golden-file
/// reader, so that every reader reports positions the same way.
package struct PositionCounter: Sendable, Hashable {
  /// The position of the next scalar.
  package private(set) var position = SourcePosition.start

  /// The start of a text.
  package init() {}

  /// The line, from 1.
  package var line: Int { position.line }
  /// The column in Unicode scalars, from 1.
  package var column: Int { position.column }

  /// Counts `scalar`, which is followed by `next` (`nil` at the end of the text).
  package mutating func advance(past scalar: Unicode.Scalar, before next: Unicode.Scalar?) {
    position.utf8Offset += UTF8.width(scalar)
    if scalar == "\n" || (scalar == "\r" && next != "\n") {
      position.line += 1
      position.column = 1
    } else if scalar != "\r" {
      position.column += 1
    }
  }
}
