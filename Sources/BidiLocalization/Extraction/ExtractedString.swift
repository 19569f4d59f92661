/// A localizable string found in Swift source by ``StringExtractor``.
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

extension ExtractedString.Placeholder {
  /// The placeholder Xcode writes for an interpolation: `%lld` for an integer literal or an
  /// integer conversion (`Int(…)`, `Int64(…)`…), `%lf` for a floating-point literal or
  /// `Double(…)`/`CGFloat(…)`, `%f` for `Float(…)`, the `specifier:` given, and `%@`
  /// otherwise (a guess when the source does not show the type).
  static func inferred(from source: String) -> ExtractedString.Placeholder {
    let trimmed = source.trimmingCharacters(in: " \t\n")
    if let range = trimmed.range(of: "specifier:") {
      let rest = trimmed[range.upperBound...].trimmingCharacters(in: " \t\n")
      if rest.hasPrefix("\""), let close = rest.dropFirst().firstIndex(of: "\"") {
        return .init(
          interpolation: trimmed, placeholder: String(rest[rest.index(after: rest.startIndex)..<close]),
          isGuess: false)
      }
    }
    let integerTypes = [
      "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
    ]
    let body = trimmed.hasPrefix("-") ? String(trimmed.dropFirst()) : trimmed
    if !body.isEmpty, body.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "_") }) || body.hasPrefix("0x") {
      return .init(interpolation: trimmed, placeholder: "%lld", isGuess: false)
    }
    if !body.isEmpty, body.first!.isNumber, Double(body.replacingOccurrences(of: "_", with: "")) != nil {
      return .init(interpolation: trimmed, placeholder: "%lf", isGuess: false)
    }
    if integerTypes.contains(where: { trimmed.hasPrefix($0 + "(") }) {
      return .init(interpolation: trimmed, placeholder: "%lld", isGuess: false)
    }
    if ["Double(", "CGFloat("].contains(where: { trimmed.hasPrefix($0) }) {
      return .init(interpolation: trimmed, placeholder: "%lf", isGuess: false)
    }
    if trimmed.hasPrefix("Float(") { return .init(interpolation: trimmed, placeholder: "%f", isGuess: false) }
    if trimmed.hasPrefix("String(") || trimmed.hasPrefix("\"") {
      return .init(interpolation: trimmed, placeholder: "%@", isGuess: false)
    }
    return .init(interpolation: trimmed, placeholder: "%@", isGuess: true)
  }
}

extension String {
  fileprivate func trimmingCharacters(in set: String) -> String {
    String(drop { set.contains($0) }.reversed().drop { set.contains($0) }.reversed())
  }
}

extension Substring {
  fileprivate func trimmingCharacters(in set: String) -> String { String(self).trimmingCharacters(in: set) }
}
