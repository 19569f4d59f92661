import BidiEngine
/// One `key: value` line of a golden case, or a block: `key:` followed by lines that start
/// with `|`.
///
/// Fields are compared in their written form, so two fields are the same exactly when they
/// are written the same.
public struct GoldenField: Sendable, Hashable {
  /// The key: lowercase ASCII letters, digits and `-`, starting with a letter.
  public var key: String
  /// The value; for a block, its lines joined with `\n`.
  public var value: String
  /// Whether the field is written as a block (`key:` then `| line` lines).
  public var isBlock: Bool
  /// The 1-based line of the key in its golden file, or 0 for a field made in code.
  public var line: Int
  /// The 1-based column (in Unicode scalars) where the value starts, or 0 for a field made
  /// in code. Errors inside a value add their offset to it.
  public var column: Int

  /// A one-line field. `value` must not contain a line break.
  public init(_ key: String, _ value: String, line: Int = 0, column: Int = 0) {
    precondition(GoldenField.isValidKey(key), "invalid golden field key '\(key)'")
    precondition(
      !value.unicodeScalars.contains { $0 == "\n" || $0 == "\r" }, "a one-line field has no line break")
    self.key = key
    self.value = value
    self.isBlock = false
    self.line = line
    self.column = column
  }

  /// A block field: `key:` followed by one `| line` per line. Lines must not contain line breaks.
  public init(_ key: String, block lines: [String], line: Int = 0) {
    precondition(GoldenField.isValidKey(key), "invalid golden field key '\(key)'")
    precondition(
      lines.allSatisfy { !$0.unicodeScalars.contains { $0 == "\n" || $0 == "\r" } },
      "a block line has no line break")
    self.key = key
    self.value = lines.joined(separator: "\n")
    self.isBlock = true
    self.line = line
    self.column = 0
  }

  /// The lines of a block, or the one value of a one-line field.
  public var lines: [String] {
    isBlock
      ? (value.isEmpty ? [] : value.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
      : [value]
  }

  /// The field as written in a golden file (one or more lines, without line breaks).
  public var writtenLines: [String] {
    if isBlock { return [key + ":"] + lines.map { $0.isEmpty ? "|" : "| " + $0 } }
    return [value.isEmpty ? key + ":" : key + ": " + value]
  }

  /// Whether `key` is a valid field key.
  public static func isValidKey(_ key: some StringProtocol) -> Bool {
    guard let first = key.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
    return key.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
  }
}
