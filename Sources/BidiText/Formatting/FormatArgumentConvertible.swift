/// A value that can fill a placeholder of a printf-style template: every standard integer and
/// floating-point type, `String`, `Substring`, `Character` and ``FormatArgument`` itself.
///
/// Functions that take `any FormatArgumentConvertible...` accept variables as well as
/// literals, and ``FormatArgument``'s own factories by their short names:
///
/// ```swift
/// let count = files.count            // Int
/// let ratio: Float = 0.5
/// localizer.format("pending_files", count, ratio, .text(path, kind: .filePath))
/// ```
///
/// Another integer or floating-point type conforms by declaring it: the conversion comes from
/// `BinaryInteger` or `BinaryFloatingPoint` (`extension MyInt: FormatArgumentConvertible {}`).
public protocol FormatArgumentConvertible {
  /// The value as a template argument.
  var formatArgument: FormatArgument { get }
}

extension FormatArgument: FormatArgumentConvertible {
  /// The argument itself.
  public var formatArgument: FormatArgument { self }

  /// An integer of any width or signedness.
  public init(_ value: some BinaryInteger) { self = .integer(value) }

  /// A floating-point number of any precision. A `Float` (or other type narrower than
  /// `Double`) keeps its shortest decimal form: `Float(0.1)` is 0.1, not 0.100000001490116.
  public init<Value: BinaryFloatingPoint & LosslessStringConvertible>(_ value: Value) {
    if let double = value as? Double {
      self = .double(double)
    } else if value.isFinite, let shortest = Double(value.description) {
      self = .double(shortest)
    } else {
      self = .double(Double(value))
    }
  }

  /// A text value of unknown direction.
  public init(_ value: some StringProtocol) { self = .text(String(value)) }
}

extension FormatArgumentConvertible where Self == FormatArgument {
  /// A text value (``FormatArgument/text(_:direction:kind:)``), written `.text(…)` in an
  /// argument list.
  public static func text(_ text: String, direction: ValueDirection = .auto, kind: ValueKind = .text) -> Self
  {
    FormatArgument.text(text, direction: direction, kind: kind)
  }

  /// An integer (``FormatArgument/integer(_:)``), written `.integer(…)` in an argument list.
  public static func integer(_ value: some BinaryInteger) -> Self { FormatArgument.integer(value) }

  /// A floating-point number (``FormatArgument/double(_:)``), written `.double(…)`.
  public static func double(_ value: Double) -> Self { FormatArgument.double(value) }
}

extension FormatArgumentConvertible where Self: BinaryInteger {
  /// The integer as an argument.
  public var formatArgument: FormatArgument { FormatArgument(self) }
}

extension FormatArgumentConvertible where Self: BinaryFloatingPoint & LosslessStringConvertible {
  /// The number as an argument.
  public var formatArgument: FormatArgument { FormatArgument(self) }
}

extension Int: FormatArgumentConvertible {}
extension Int8: FormatArgumentConvertible {}
extension Int16: FormatArgumentConvertible {}
extension Int32: FormatArgumentConvertible {}
extension Int64: FormatArgumentConvertible {}
extension UInt: FormatArgumentConvertible {}
extension UInt8: FormatArgumentConvertible {}
extension UInt16: FormatArgumentConvertible {}
extension UInt32: FormatArgumentConvertible {}
extension UInt64: FormatArgumentConvertible {}
extension Double: FormatArgumentConvertible {}
extension Float: FormatArgumentConvertible {}

extension String: FormatArgumentConvertible {
  /// The string as a text argument of unknown direction.
  public var formatArgument: FormatArgument { .text(self) }
}

extension Substring: FormatArgumentConvertible {
  /// The string as a text argument of unknown direction.
  public var formatArgument: FormatArgument { .text(String(self)) }
}

extension Character: FormatArgumentConvertible {
  /// The character as a text argument of unknown direction.
  public var formatArgument: FormatArgument { .text(String(self)) }
}
