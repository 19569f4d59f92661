/// A 1-based line and column (counted in Unicode scalars) kept while text is read one scalar at
/// a time: `\n`, `\r\n` and a lone `\r` each end a line. Shared by the JSON scanner and the
/// catalog readers, so that every reader reports positions the same way.
package struct LineColumn: Sendable, Hashable {
  /// The line, from 1.
  package private(set) var line = 1
  /// The column in Unicode scalars, from 1.
  package private(set) var column = 1

  /// The start of a text.
  package init() {}

  /// Counts `scalar`, which is followed by `next` (`nil` at the end of the text).
  package mutating func advance(past scalar: Unicode.Scalar, before next: Unicode.Scalar?) {
    if scalar == "\n" || (scalar == "\r" && next != "\n") {
      line += 1
      column = 1
    } else if scalar != "\r" {
      column += 1
    }
  }
}
