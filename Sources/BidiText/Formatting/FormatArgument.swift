/// A value for a printf-style template: text (with its direction and kind) or a number.
///
/// Literals work directly: `["Dana", 3, 2.5]`.
public struct FormatArgument: Sendable, Hashable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
  ExpressibleByFloatLiteral
{
  enum Storage: Sendable, Hashable {
    case text(String)
    case signed(Int64)
    case unsigned(UInt64)
    case double(Double)
  }

  let storage: Storage
  /// The direction of the formatted value (numbers: left-to-right through ``kind``).
  public var direction: ValueDirection
  /// What the value is: numbers are ``ValueKind/number``.
  public var kind: ValueKind

  init(_ storage: Storage, direction: ValueDirection, kind: ValueKind) {
    self.storage = storage
    self.direction = direction
    self.kind = kind
  }

  /// A text value, for `%@`, `%s` (and `%c`: its first character).
  public static func text(_ text: String, direction: ValueDirection = .auto, kind: ValueKind = .text) -> Self
  {
    Self(.text(text), direction: direction, kind: kind)
  }

  /// An integer, for `%d %i %u %x %X %o %c` (and `%@`).
  public static func integer(_ value: some BinaryInteger) -> Self {
    if let signed = Int64(exactly: value) {
      return Self(.signed(signed), direction: .leftToRight, kind: .number)
    }
    return Self(.unsigned(UInt64(truncatingIfNeeded: value)), direction: .leftToRight, kind: .number)
  }

  /// A floating-point number, for `%f %F %e %E %g %G %a %A` (and `%@`).
  public static func double(_ value: Double) -> Self {
    Self(.double(value), direction: .leftToRight, kind: .number)
  }

  /// The value as a whole number, for choosing a plural form: integers that fit in an `Int`
  /// and doubles without a fractional part; `nil` for text and other numbers.
  package var wholeNumber: Int? {
    switch storage {
    case .signed(let value): Int(exactly: value)
    case .unsigned(let value): Int(exactly: value)
    case .double(let value): Int(exactly: value)
    case .text: nil
    }
  }

  /// The magnitude of an integer value, for choosing a plural form; `nil` for text and
  /// floating-point values.
  package var integerMagnitude: UInt64? {
    switch storage {
    case .signed(let value): value.magnitude
    case .unsigned(let value): value
    case .double, .text: nil
    }
  }

  /// A floating-point value, for choosing a plural form; `nil` for text and integers.
  package var floatingPointValue: Double? {
    if case .double(let value) = storage { return value }
    return nil
  }

  /// A text value of unknown direction.
  public init(stringLiteral value: String) { self = .text(value) }
  /// An integer value.
  public init(integerLiteral value: Int) { self = .integer(value) }
  /// A floating-point value.
  public init(floatLiteral value: Double) { self = .double(value) }
}
