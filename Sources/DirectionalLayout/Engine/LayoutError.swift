/// Why a layout tree (or its JSON) was rejected, with where.
public struct LayoutError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The JSON path of the problem, such as `$.children[2].padding.leading` (`$` is the root;
  /// also the path of JSON syntax errors).
  public var path: String
  /// What kind of problem, for code that acts on it.
  public enum Reason: Sendable, Hashable {
    /// The text is not JSON (RFC 8259), or not UTF-8.
    case invalidJSON
    /// Arrays and objects nested deeper than the reader allows.
    case nestingTooDeep
    /// A key repeated in one object (JSON does not say which value counts).
    case duplicateKey
    /// A key the contract does not have.
    case unknownKey
    /// A required key (a node's `id`) is missing.
    case missingKey
    /// A value of the wrong JSON type (a string where a number is expected…).
    case wrongType
    /// A value of the right type that is not allowed: an unknown enumeration name, a negative
    /// or non-finite size, a value out of range, a percentage where only points are allowed.
    case invalidValue
    /// Two nodes with the same id.
    case duplicateId
  }

  /// What kind of problem.
  public var reason: Reason
  /// What is wrong, for people.
  public var message: String
  /// For trees read from JSON text, where the problem is: where the text stops being JSON, or
  /// where the value at ``path`` starts (for a missing key, its object); `nil` for trees built
  /// in Swift.
  public var position: SourcePosition?

  /// The 1-based line of ``position``.
  public var line: Int? { position?.line }
  /// The 1-based column (in Unicode scalars) of ``position``.
  public var column: Int? { position?.column }

  /// An error at `path`, and at `position` of JSON text when known.
  public init(path: String, reason: Reason, message: String, position: SourcePosition? = nil) {
    self.path = path
    self.reason = reason
    self.message = message
    self.position = position
  }

  /// `line:column: path: message`, the position left out when not known and the path when it
  /// is the root (`$`) and the position is known (syntax errors read `3:14: expected a value`).
  public var description: String {
    guard let line, let column else { return "\(path): \(message)" }
    return "\(line):\(column): " + (path == "$" ? "" : "\(path): ") + message
  }
}
