/// A value to put into a localized format, with what BidiKit needs to display it intact.
///
/// Text of unknown direction (user names, titles) is isolated with FSI…PDI; values that are
/// always left to right (numbers, phone numbers, URLs, e-mail addresses, paths) with LRI…PDI.
public struct FormatArgument: Sendable, Hashable, ExpressibleByStringLiteral,
  ExpressibleByIntegerLiteral,
  ExpressibleByFloatLiteral
{
  /// What kind of value it is.
  public enum Kind: Sendable, Hashable {
    /// Text whose direction is estimated from its first strong character (FSI).
    case text
    /// Text known to be left to right (LRI).
    case leftToRight
    /// Text known to be right to left (RLI).
    case rightToLeft
    /// A phone number, URL, e-mail address, file path or version: always left to right.
    case technical
    /// A signed integer.
    case integer(Int)
    /// A floating-point number.
    case number(Double)
  }

  /// The text, for text kinds; the decimal form for numbers.
  public var text: String
  /// The kind.
  public var kind: Kind

  /// Creates an argument.
  public init(_ text: String, kind: Kind = .text) {
    self.text = text
    self.kind = kind
  }

  /// A whole number.
  public static func integer(_ value: Int) -> FormatArgument {
    FormatArgument(String(value), kind: .integer(value))
  }
  /// A floating-point number.
  public static func number(_ value: Double) -> FormatArgument {
    FormatArgument(String(value), kind: .number(value))
  }
  /// A phone number, URL, e-mail address, path or version: shown left to right.
  public static func technical(_ value: String) -> FormatArgument {
    FormatArgument(value, kind: .technical)
  }

  /// Text of unknown direction.
  public init(stringLiteral value: String) { self.init(value) }
  /// A whole number.
  public init(integerLiteral value: Int) { self = .integer(value) }
  /// A floating-point number.
  public init(floatLiteral value: Double) { self = .number(value) }
}
