/// A JSON value with the position where it starts, from ``JSONScanner``.
package struct LocatedJSON: Sendable, Hashable {
  /// A member of an object, with the position of its key.
  package struct Member: Sendable, Hashable {
    /// The key, escapes decoded.
    package var key: String
    /// Where the key's opening quote is.
    package var keyPosition: SourcePosition
    /// The value.
    package var value: LocatedJSON
  }

  /// What the value is.
  package indirect enum Kind: Sendable, Hashable {
    /// An object's members in the order written (duplicate keys kept).
    case object([Member])
    /// An array's items.
    case array([LocatedJSON])
    /// A string, escapes decoded.
    case string(String)
    /// A number (always finite: numbers beyond `Double`'s range are syntax errors).
    case number(Double)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`.
    case null
  }

  /// What the value is.
  package var kind: Kind
  /// Where the value's first scalar is.
  package var position: SourcePosition

  /// A value.
  package init(_ kind: Kind, at position: SourcePosition) {
    self.kind = kind
    self.position = position
  }

  /// The members of an object; none for other values.
  package var members: [Member] {
    if case .object(let members) = kind { members } else { [] }
  }

  /// The items of an array; none for other values.
  package var items: [LocatedJSON] {
    if case .array(let items) = kind { items } else { [] }
  }

  /// The text of a string; `nil` for other values.
  package var stringValue: String? {
    if case .string(let text) = kind { text } else { nil }
  }

  /// Whether the value is an object.
  package var isObject: Bool {
    if case .object = kind { true } else { false }
  }

  /// The value of the member named `key` of an object (the last one when the key is repeated).
  package subscript(key: String) -> LocatedJSON? {
    members.last { $0.key == key }?.value
  }
}
