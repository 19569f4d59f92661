/// printf's `%.Nf` for a `Double`, made exactly without the C library: the decimal with N
/// fraction digits nearest the binary value, ties to even (C11 §7.21.6.1 ¶8 with the default
/// rounding mode; glibc prints the exact value so rounded, and Foundation's `String(format:)`
/// uses the C library's formatting).
///
/// A `Double` is `m · 2^e` with `m < 2^53`. With `e ≥ 0` it is a whole number. With `e < 0`,
/// `m · 10^N` (under 2^117 for N ≤ 19) is divided by `2^-e` in 128-bit arithmetic and the
/// remainder compared with half the divisor: no rounding error is possible.
enum PrintfFixedPoint {
  /// The largest precision formatted here (10^19 is the largest power of ten in 64 bits).
  static let maximumPrecision = 19

  /// `value` as `%.{precision}f` prints it, or `nil` when it is not finite, not below 2^63 in
  /// magnitude, or `precision` is above ``maximumPrecision`` (for the C library then).
  static func format(_ value: Double, precision: Int) -> String? {
    guard value.isFinite, value.magnitude < 0x1p63, precision >= 0, precision <= maximumPrecision else {
      return nil
    }
    let negative = value.sign == .minus
    let bits = value.magnitude.bitPattern
    let biasedExponent = Int(bits >> 52)
    let significand = bits & (1 << 52 - 1) | (biasedExponent == 0 ? 0 : 1 << 52)
    // value = significand · 2^exponent
    let exponent = (biasedExponent == 0 ? 1 : biasedExponent) - 1075
    var power: UInt64 = 1
    for _ in 0..<precision { power *= 10 }
    let whole: UInt64
    let fraction: UInt64
    if exponent >= 0 {
      whole = significand << exponent  // below 2^63
      fraction = 0
    } else {
      let scaled = significand.multipliedFullWidth(by: power)  // below 2^117
      var quotient = shiftRight(scaled, by: -exponent)
      let remainder = lowBits(scaled, count: -exponent)
      let half = powerOfTwo(-exponent - 1)
      if remainder > half || (remainder == half && quotient.low & 1 == 1) {
        quotient.low &+= 1
        if quotient.low == 0 { quotient.high += 1 }
      }
      // quotient ≤ 2^53 · 10^N, so its high word is below 10^N and the division fits.
      (whole, fraction) = power.dividingFullWidth(quotient)
    }
    let integerDigits = PrintfConversion.decimal(whole)
    var length = (negative ? 1 : 0) + integerDigits.utf8.count
    if precision > 0 { length += 1 + precision }
    return String(unsafeUninitializedCapacity: length) { buffer in
      var i = 0
      if negative {
        buffer[0] = 0x2D  // "-"
        i = 1
      }
      for byte in integerDigits.utf8 {
        buffer[i] = byte
        i += 1
      }
      if precision > 0 {
        buffer[i] = 0x2E  // "."
        var rest = fraction
        var j = length
        while j > i + 1 {
          j -= 1
          buffer[j] = 0x30 + UInt8(rest % 10)
          rest /= 10
        }
      }
      return length
    }
  }

  /// `value >> count` for a 128-bit value and `count` in 1...
  private static func shiftRight(_ value: (high: UInt64, low: UInt64), by count: Int) -> (
    high: UInt64, low: UInt64
  ) {
    if count >= 128 { return (0, 0) }
    if count >= 64 { return (0, value.high >> (count - 64)) }
    return (value.high >> count, value.low >> count | value.high << (64 - count))
  }

  /// The low `count` bits of a 128-bit value, `count` in 1...
  private static func lowBits(_ value: (high: UInt64, low: UInt64), count: Int) -> (high: UInt64, low: UInt64)
  {
    if count >= 128 { return value }
    if count >= 64 { return (value.high & (1 << (count - 64) &- 1), value.low) }
    return (0, value.low & (1 << count &- 1))
  }

  /// 2^`exponent` as a 128-bit value, `exponent` in 0..<128; above that, a value larger than
  /// any 117-bit remainder.
  private static func powerOfTwo(_ exponent: Int) -> (high: UInt64, low: UInt64) {
    if exponent >= 128 { return (.max, .max) }
    return exponent >= 64 ? (1 << (exponent - 64), 0) : (0, 1 << exponent)
  }
}
