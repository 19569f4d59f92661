/// A localizable string found in source code by ``StringExtractor``.
public struct ExtractedString: Sendable, Hashable {
  /// An interpolation turned into a placeholder, and whether its type was guessed.
  public struct Placeholder: Sendable, Hashable, CustomStringConvertible {
    /// The interpolation's source (`count`, `Int(size)`, `value, specifier: "%.1f"`).
    public var interpolation: String
    /// The placeholder written in its place (`%lld`, `%lf`, `%@`, `%.1f`).
    public var placeholder: String
    /// Whether the source does not show the type (a variable): `%@` is then a guess.
    public var isGuess: Bool
    /// `\(count)` → %@ (guessed)
    public var description: String {
      "\\(\(interpolation)) → \(placeholder)"
        + (isGuess ? " (guessed: the source does not show the type)" : "")
    }
  }

  /// The key (for a literal with interpolations, the literal with placeholders: `Hello %@`).
  public var key: String
  /// The table (`Localizable` when the call names none).
  public var table: String
  /// The development-language value: the call's `value:`/`defaultValue:`, else the key.
  public var value: String
  /// The comment for translators, if the call gives one.
  public var comment: String?
  /// Where the call is.
  public var location: SourceLocation
  /// The interpolations of the key or value, in order.
  public var placeholders: [Placeholder]
  /// The comment as the source spells it between its quotes (escapes not decoded), which is
  /// what genstrings writes in a `.strings` file; `nil` to write ``comment``.
  var commentSpelling: String?

  /// Creates an extracted string.
  public init(
    key: String, table: String = CatalogSet.defaultTableName, value: String? = nil, comment: String? = nil,
    location: SourceLocation, placeholders: [Placeholder] = []
  ) {
    self.key = key
    self.table = table
    self.value = value ?? key
    self.comment = comment
    self.location = location
    self.placeholders = placeholders
  }
}
