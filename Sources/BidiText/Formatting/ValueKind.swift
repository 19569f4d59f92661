/// What a value is, for the values whose direction is fixed whatever their characters.
///
/// Phone numbers, URLs, e-mail addresses, file paths and numbers are always laid out
/// left-to-right, also in right-to-left text: `+1 408-555-1212` must not show as
/// `1212-555-408 1+`, nor `host:8080` as `8080:host`. Only ``text`` takes its direction from
/// ``ValueDirection``.
public enum ValueKind: String, Sendable, Hashable, CaseIterable {
  /// Free text: a name, a title. Its direction comes from ``ValueDirection``.
  case text
  /// A phone number, always left-to-right.
  case phoneNumber
  /// A URL, always left-to-right.
  case url
  /// An e-mail address, always left-to-right.
  case emailAddress
  /// A file path, always left-to-right.
  case filePath
  /// A number (with sign, separators, exponent, unit), always left-to-right.
  case number

  /// The fixed direction of this kind, or `nil` for ``text``.
  public var fixedDirection: TextDirection? {
    self == .text ? nil : .leftToRight
  }
}
