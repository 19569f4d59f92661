/// The operands of a number that the Unicode CLDR plural rules test (UTS #35, Part 3,
/// "Plural Operand Meanings"): `n` the absolute value, `i` its integer digits, `v` the number
/// of visible fraction digits, `f` those digits, `t` and `w` the same without trailing zeros,
/// `e`/`c` the compact exponent (always 0 here).
///
/// Visible fraction digits matter: in English `1` file but `1.0` files; in Russian `1.5`
/// takes `other`, `1` takes `one`.
///
/// ```swift
/// PluralOperands(1)                     // n 1, i 1, v 0
/// PluralOperands(decimal: "1.50")!      // n 1.5, i 1, v 2, f 50, t 5, w 1
/// PluralOperands(2.5)                   // the shortest decimal form: "2.5"
/// ```
public struct PluralOperands: Sendable, Hashable, CustomStringConvertible {
  /// `i`: the integer digits of the absolute value.
  public var integerDigits: UInt64
  /// `f`: the visible fraction digits as a whole number (`50` for `1.50`).
  public var fractionDigits: UInt64
  /// `v`: how many fraction digits are visible (`2` for `1.50`).
  public var visibleFractionCount: Int

  /// `t`: ``fractionDigits`` without trailing zeros (`5` for `1.50`).
  public var fractionDigitsWithoutZeros: UInt64 {
    var value = fractionDigits
    while value != 0 && value % 10 == 0 { value /= 10 }
    return value
  }

  /// `w`: how many fraction digits are visible without trailing zeros (`1` for `1.50`).
  public var visibleFractionCountWithoutZeros: Int {
    guard fractionDigits != 0 else { return 0 }
    var value = fractionDigits
    var zeros = 0
    while value % 10 == 0 {
      value /= 10
      zeros += 1
    }
    return visibleFractionCount - zeros
  }

  /// Whether `n` is a whole number (no nonzero fraction digit).
  public var isWholeNumber: Bool { fractionDigits == 0 }

  /// The operands of a whole number (sign ignored, as in CLDR).
  public init(_ value: some BinaryInteger) {
    integerDigits = UInt64(clamping: value.magnitude)
    fractionDigits = 0
    visibleFractionCount = 0
  }

  /// The operands of a floating-point number as its shortest decimal form shows it (`2.5`,
  /// `0.1`; a whole value such as `3.0` has no visible fraction digits, as `3`), or rounded to
  /// `fractionDigits` places when given (`%.2f` shows `1.50`: `v` is 2). Values beyond 10¹⁸
  /// and non-finite ones count as their integer part clamped to that range.
  public init(_ value: Double, fractionDigits: Int? = nil) {
    let magnitude = abs(value)
    guard magnitude.isFinite, magnitude < 1e18 else {
      self.init(magnitude.isFinite ? UInt64(1e18) : 0)
      return
    }
    let places = fractionDigits.map { min(max($0, 0), 17) }
    let text: String
    if let places {
      text = Self.fixed(magnitude, places: places)
    } else if magnitude == magnitude.rounded(.towardZero) {
      text = String(UInt64(magnitude))
    } else {
      let shortest = "\(magnitude)"
      text = shortest.contains("e") ? Self.fixed(magnitude, places: 17) : shortest
    }
    self = Self(decimal: text) ?? Self(UInt64(magnitude))
  }

  /// The operands of a decimal number written with ASCII digits and an optional `.` and
  /// fraction (`"12"`, `"1.50"`, `"-0.5"`); `nil` for anything else or more than 18 digits on
  /// either side.
  public init?(decimal text: String) {
    var rest = Substring(text)
    if rest.first == "-" || rest.first == "+" { rest = rest.dropFirst() }
    let parts = rest.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count <= 2, let whole = parts.first, !whole.isEmpty, whole.count <= 18,
      whole.allSatisfy({ $0.isASCII && $0.isWholeNumber }), let integer = UInt64(whole)
    else { return nil }
    let fraction = parts.count == 2 ? parts[1] : ""
    guard fraction.count <= 18, fraction.allSatisfy({ $0.isASCII && $0.isWholeNumber }),
      parts.count == 1 || !fraction.isEmpty
    else { return nil }
    integerDigits = integer
    fractionDigits = fraction.isEmpty ? 0 : UInt64(fraction)!
    visibleFractionCount = fraction.count
  }

  /// `n`, the absolute value, as written: `1.50`.
  public var description: String {
    guard visibleFractionCount > 0 else { return String(integerDigits) }
    let digits = String(fractionDigits)
    return "\(integerDigits)." + String(repeating: "0", count: visibleFractionCount - digits.count) + digits
  }

  /// `value` rounded to `places` fraction digits, without an exponent (positive values).
  private static func fixed(_ value: Double, places: Int) -> String {
    var scale: Double = 1
    for _ in 0..<places { scale *= 10 }
    let whole = value.rounded(.towardZero)
    var fraction = ((value - whole) * scale).rounded()
    var integer = UInt64(whole)
    if fraction >= scale {
      integer += 1
      fraction -= scale
    }
    guard places > 0 else { return String(UInt64(value.rounded())) }
    let digits = String(UInt64(fraction))
    return "\(integer)." + String(repeating: "0", count: places - digits.count) + digits
  }
}
