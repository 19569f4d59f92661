/// A place in a catalog file: the file's path, a 1-based line and a 1-based column.
///
/// Columns count Unicode scalars from the start of the line, whatever the file's encoding
/// (UTF-8 or UTF-16), so that `file:line:column` means the same thing in every editor that
/// counts characters. Lines end at `\n`, `\r\n` or a lone `\r`.
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The path of the file, as it was given.
  public var file: String
  /// The line, from 1.
  public var line: Int
  /// The column in Unicode scalars, from 1.
  public var column: Int

  /// Creates a location.
  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// `file:line:column`, as compilers print it.
  public var description: String { "\(file):\(line):\(column)" }

  /// Orders by file, then line, then column.
  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
  }
}
