/// Where something is in JSON text: a 1-based line, a 1-based column in Unicode scalars and
/// the offset in Unicode scalars from the start of the text.
///
/// Lines end at `\n`, `\r\n` or a lone `\r`, so that `line:column` means the same thing in
/// every editor that counts characters.
package struct JSONPosition: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The line, from 1.
  package var line: Int
  /// The column in Unicode scalars, from 1.
  package var column: Int
  /// The offset in Unicode scalars from the start of the text, from 0.
  package var scalarOffset: Int

  /// A position.
  package init(line: Int, column: Int, scalarOffset: Int) {
    self.line = line
    self.column = column
    self.scalarOffset = scalarOffset
  }

  /// `line:column`.
  package var description: String { "\(line):\(column)" }

  /// Orders by offset.
  package static func < (lhs: JSONPosition, rhs: JSONPosition) -> Bool {
    lhs.scalarOffset < rhs.scalarOffset
  }
}
