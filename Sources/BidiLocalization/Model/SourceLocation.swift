import BidiText

/// A place in a catalog file: the file's path and a ``SourcePosition`` in it (1-based line and
/// column, UTF-8 offset).
///
/// Columns count Unicode scalars from the start of the line, whatever the file's encoding
/// (UTF-8 or UTF-16), so that `file:line:column` means the same thing in every editor that
/// counts characters. Lines end at `\n`, `\r\n` or a lone `\r`.
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The path of the file, as it was given.
  public var file: String
  /// Where in the file.
  public var position: SourcePosition

  /// A location at `position` of `file`; the start of the file by default.
  public init(file: String, position: SourcePosition = .start) {
    self.file = file
    self.position = position
  }

  /// The line, from 1.
  public var line: Int { position.line }
  /// The column in Unicode scalars, from 1.
  public var column: Int { position.column }

  /// `file:line:column`, as compilers print it.
  public var description: String { "\(file):\(position)" }

  /// Orders by file, then position.
  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.file, lhs.position) < (rhs.file, rhs.position)
  }
}
