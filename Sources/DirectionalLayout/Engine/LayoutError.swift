/// Why a layout tree (or its JSON) was rejected, with where.
public struct LayoutError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The JSON path of the problem, such as `$.children[2].padding.leading` (`$` is the root;
  /// also the path of JSON syntax errors).
  public var path: String
  /// What is wrong.
  public var message: String
  /// For trees read from JSON text, the 1-based line of the problem: where the text stops being
  /// JSON, or where the value at ``path`` starts (for a missing key, its object); `nil` for trees
  /// built in Swift.
  public var line: Int?
  /// For trees read from JSON text, the 1-based column in Unicode scalars that goes with
  /// ``line``; `nil` for trees built in Swift.
  public var column: Int?

  /// An error at `path`, and at `line` and `column` of JSON text when known.
  public init(path: String, message: String, line: Int? = nil, column: Int? = nil) {
    self.path = path
    self.message = message
    self.line = line
    self.column = column
  }

  /// `line:column: path: message`, the position left out when not known and the path when it
  /// is the root (`$`) and the position is known (syntax errors read `3:14: expected a value`).
  public var description: String {
    guard let line, let column else { return "\(path): \(message)" }
    return "\(line):\(column): " + (path == "$" ? "" : "\(path): ") + message
  }
}
