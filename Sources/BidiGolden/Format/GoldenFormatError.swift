/// A golden file that cannot be read: bad syntax, bad notation, an unknown kind or field,
/// invalid UTF-8, a CRLF line ending. Carries the position of the problem.
public struct GoldenFormatError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The golden file's path as given.
  public var path: String
  /// The 1-based line, or 0 when the problem is the whole file.
  public var line: Int
  /// The 1-based column in Unicode scalars, or 0 when unknown.
  public var column: Int
  /// What is wrong, for people.
  public var message: String

  /// Creates an error.
  public init(path: String, line: Int, column: Int, message: String) {
    self.path = path
    self.line = line
    self.column = column
    self.message = message
  }

  /// `path:line:column: message`, the form editors and CI logs link to.
  public var description: String {
    var position = path
    if line > 0 { position += ":\(line)" }
    if line > 0 && column > 0 { position += ":\(column)" }
    return position + ": " + message
  }
}
