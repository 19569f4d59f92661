import BidiEngine
/// A golden file that cannot be read: bad syntax, bad notation, an unknown kind or field,
/// invalid UTF-8, a CRLF line ending. Carries the position of the problem.
public struct GoldenFormatError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What kind of problem, for code that acts on it.
  public enum Reason: Sendable, Hashable {
    /// Bytes that are not UTF-8.
    case invalidUTF8
    /// A CRLF line ending or a carriage return inside a line (golden files are LF-only).
    case lineEnding
    /// The file's own syntax: `===` headers, `key: value` fields, `|` blocks, `---`.
    case syntax
    /// A case of a kind no registered ``GoldenCaseKind`` has, or a field its kind does not take.
    case unknownKindOrField
    /// A field's value that its kind rejects: bad notation, an unknown direction, a malformed
    /// layout tree, a file it names that cannot be read.
    case invalidField
    /// A golden check used wrongly from a test (a name given twice, no name in a
    /// parameterized test).
    case misuse
  }

  /// The golden file's path as given.
  public var path: String
  /// The 1-based line, or 0 when the problem is the whole file.
  public var line: Int
  /// The 1-based column in Unicode scalars, or 0 when unknown.
  public var column: Int
  /// What kind of problem.
  public var reason: Reason
  /// What is wrong, for people.
  public var message: String

  /// Creates an error.
  public init(path: String, line: Int, column: Int, reason: Reason, message: String) {
    self.path = path
    self.line = line
    self.column = column
    self.reason = reason
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
