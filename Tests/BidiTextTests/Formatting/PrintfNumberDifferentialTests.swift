import BidiTestSupport
import Foundation
import Testing

@testable import BidiText

/// The numbers the formatter writes without the C library — `%.Nf` (``PrintfFixedPoint``) and
/// plain `%d` (``PrintfConversion/decimal(_:)-(Int64)``) — against Foundation's
/// `String(format:)` on generated values: every exponent, ties, huge, tiny, negative, NaN and
/// infinities.
@Suite("printf numbers against String(format:)")
struct PrintfNumberDifferentialTests {
  /// Doubles of every kind: random bit patterns (all exponents, subnormals), exact ties at two
  /// and at zero decimals (`k + 0.5`, `n / 8`, `n / 1024`), short decimals that are not exact
  /// in binary (`1.005`), values next to them, big and small magnitudes, and the specials.
  static func generatedDoubles() -> [Double] {
    var generator = SplitMix64(seed: 0xF0_F0)
    var values: [Double] = [
      0, -0.0, 0.5, 1.5, 2.5, -2.5, 0.125, 0.375, 0.625, -0.125, 1.005, 2.675, 1.115, 0.045, 1e-300, -1e-300,
      .leastNonzeroMagnitude, .leastNormalMagnitude, -.leastNonzeroMagnitude, 0x1p63, -0x1p63,
      0x1p63.nextDown, 0x1p53, 0x1p53 + 2, 0x1p52 + 0.5, 9_007_199_254_740_994, 1e19, 1e22, 1e300,
      .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .infinity, -.infinity, .nan, -Double.nan, 0.1, 0.2,
      0.3, 1 / 3, 2 / 3, 123_456.789, 999.995, 999.9949999, 0.995, 0.994999,
    ]
    for _ in 0..<4000 {
      values.append(Double(bitPattern: generator.next()))  // every exponent, NaNs included
    }
    for _ in 0..<4000 {
      let whole = Double(generator.next() % 2_000_000) - 1_000_000
      let denominator = [2.0, 8, 16, 200, 1024, 1e4, 7, 3][Int(generator.next() % 8)]
      let tie = whole / denominator
      values.append(tie)
      values.append(tie.nextUp)
      values.append(tie.nextDown)
      // Short decimals, as prices are written: rarely exact in binary.
      values.append(Double(Int64(bitPattern: generator.next()) % 10_000_000) / 1000)
    }
    for _ in 0..<2000 {
      // Magnitudes from 1e-20 to 1e20, where %f shows something.
      let exponent = Double(Int(generator.next() % 41) - 20)
      let mantissa = Double(generator.next() % 1_000_000_007) / 1_000_000_007
      values.append(mantissa * pow(10, exponent) * (generator.next() % 2 == 0 ? 1 : -1))
    }
    return values
  }

  @Test(arguments: [0, 1, 2, 3, 6, 10, 17, 19, 20, 30])
  func fixedPointEqualsStringFormat(precision: Int) throws {
    let formatter = BidiFormatter(context: .leftToRight)
    var fast = 0
    for value in Self.generatedDoubles() {
      let expected = String(format: "%.\(precision)f", value)
      if let ours = PrintfFixedPoint.format(value, precision: precision) {
        #expect(ours == expected, "\(value.bitPattern) %.\(precision)f")
        fast += 1
      }
      // The whole path (fast or C library), as the formatter writes it: a number in a
      // left-to-right message is not wrapped.
      #expect(try formatter.format("%.\(precision)f", [.double(value)]) == expected, "\(value.bitPattern)")
    }
    if precision <= PrintfFixedPoint.maximumPrecision {
      #expect(fast > 10_000, "the fast path must be the one tested")
    } else {
      #expect(fast == 0)
    }
  }

  @Test func plainFloatIsSixDecimals() throws {
    let formatter = BidiFormatter(context: .leftToRight)
    for value in Self.generatedDoubles().prefix(3000) {
      #expect(
        try formatter.format("%f", [.double(value)]) == String(format: "%f", value), "\(value.bitPattern)")
    }
  }

  @Test func integersEqualStringFormat() throws {
    var generator = SplitMix64(seed: 7)
    var values: [Int64] = [0, 1, -1, 9, 10, -10, 99, 100, .max, .min, .max - 1, .min + 1]
    for _ in 0..<5000 {
      let bits = generator.next()
      values.append(Int64(bitPattern: bits) >> (bits % 64))  // every length
    }
    let formatter = BidiFormatter(context: .leftToRight)
    for value in values {
      #expect(PrintfConversion.decimal(value) == String(format: "%lld", value))
      #expect(
        PrintfConversion.decimal(UInt64(bitPattern: value))
          == String(format: "%llu", UInt64(bitPattern: value)))
      #expect(try formatter.format("%d", [.integer(value)]) == String(format: "%lld", value))
      let message: BidiFormattedString = "\(Int(value))"
      #expect(message.description == String(value))
    }
  }
}
