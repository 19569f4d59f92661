import BidiEngine
import CICU

/// ICU's ubidi as a second, independent engine (test-only).
public enum ICUReference {
  /// ICU's result for one paragraph, converted to scalar indices.
  public struct Result: Equatable, Sendable {
    /// The resolved paragraph level.
    public var paragraphLevel: BidiLevel
    /// One level per scalar.
    public var levels: [BidiLevel]
    /// Visual order of logical scalar indices.
    public var order: [Int]

    /// Creates a result (for other engines' results, to compare with ICU's).
    public init(paragraphLevel: BidiLevel, levels: [BidiLevel], order: [Int]) {
      self.paragraphLevel = paragraphLevel
      self.levels = levels
      self.order = order
    }
  }

  /// Runs ICU on `scalars` (one paragraph, no paragraph separator inside); `nil` when ICU fails.
  public static func resolve(_ scalars: [Unicode.Scalar], base: BaseDirection) -> Result? {
    var utf16: [UInt16] = []
    var scalarOfUnit: [Int] = []
    for (i, scalar) in scalars.enumerated() {
      for unit in UTF16.encode(scalar)! {
        utf16.append(unit)
        scalarOfUnit.append(i)
      }
    }
    let level: UInt8 =
      switch base {
      case .leftToRight: 0
      case .rightToLeft: 1
      case .firstStrong(let fallback): fallback == .leftToRight ? 0xFE : 0xFF
      }
    guard let bidi = bidikit_icu_open() else { return nil }
    defer { bidikit_icu_close(bidi) }
    guard bidikit_icu_set_para(bidi, utf16, Int32(utf16.count), level) == 0 else { return nil }
    var unitLevels = [UInt8](repeating: 0, count: utf16.count)
    var map = [Int32](repeating: 0, count: utf16.count)
    if !utf16.isEmpty {
      guard bidikit_icu_levels(bidi, &unitLevels, Int32(utf16.count)) == 0,
        bidikit_icu_visual_map(bidi, &map) == 0
      else { return nil }
    }
    var levels = [BidiLevel](repeating: 0, count: scalars.count)
    for (unit, scalar) in scalarOfUnit.enumerated() { levels[scalar] = unitLevels[unit] }
    var order: [Int] = []
    for unit in map {
      let scalar = scalarOfUnit[Int(unit)]
      if order.last != scalar || UTF16.width(scalars[scalar]) == 1 { order.append(scalar) }
    }
    // Surrogate pairs in RTL runs appear as two units: keep each scalar once.
    var seen = Set<Int>()
    order = order.filter { seen.insert($0).inserted }
    return Result(paragraphLevel: bidikit_icu_para_level(bidi), levels: levels, order: order)
  }

  /// Each line of one paragraph in visual order by ICU: `ubidi_setPara` on the whole text,
  /// `ubidi_setLine` on each range of scalar offsets (rule L1 at the line's end), then
  /// `ubidi_writeReordered` with mirroring and directional controls removed (combining marks
  /// stay in L2's order). `nil` when ICU fails.
  public static func visualLines(_ lines: [Range<Int>], of text: String, base: BaseDirection) -> [String]? {
    var utf16: [UInt16] = []
    var unitOffset: [Int32] = [0]  // the UTF-16 offset of each scalar offset
    for scalar in text.unicodeScalars {
      utf16 += UTF16.encode(scalar)!
      unitOffset.append(Int32(utf16.count))
    }
    let level: UInt8 =
      switch base {
      case .leftToRight: 0
      case .rightToLeft: 1
      case .firstStrong(let fallback): fallback == .leftToRight ? 0xFE : 0xFF
      }
    guard let bidi = bidikit_icu_open(), let line = bidikit_icu_open() else { return nil }
    defer {
      bidikit_icu_close(line)
      bidikit_icu_close(bidi)
    }
    guard bidikit_icu_set_para(bidi, utf16, Int32(utf16.count), level) == 0 else { return nil }
    var result: [String] = []
    for range in lines {
      if range.isEmpty {  // ubidi_setLine rejects an empty line
        result.append("")
        continue
      }
      guard range.upperBound < unitOffset.count,
        bidikit_icu_set_line(bidi, unitOffset[range.lowerBound], unitOffset[range.upperBound], line) == 0
      else { return nil }
      var buffer = [UInt16](repeating: 0, count: 2 * range.count + 16)
      let length = bidikit_icu_write_reordered(line, &buffer, Int32(buffer.count))
      guard length >= 0 else { return nil }
      result.append(String(decoding: buffer[0..<Int(length)], as: UTF16.self))
    }
    return result
  }

  /// ICU's `uloc_isRightToLeft`: the direction of a locale's script, given or likely.
  public static func direction(ofLanguage identifier: String) -> TextDirection {
    bidikit_icu_is_right_to_left(identifier) != 0 ? .rightToLeft : .leftToRight
  }

  /// ICU's cardinal plural category (`uplrules_select`) of `number` in `language`: `"one"`,
  /// `"few"`…; `nil` when ICU cannot open the rules.
  public static func pluralCategory(language: String, _ number: Double) -> String? {
    var buffer = [CChar](repeating: 0, count: 32)
    let length = bidikit_icu_plural_category(language, number, &buffer, 32)
    guard length >= 0 else { return nil }
    return String(decoding: buffer[..<Int(length)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// ICU's cardinal plural category for a decimal written in ASCII (`"1.50"`), counting the
  /// fraction digits it shows (`uplrules_selectFormatted`); `nil` when ICU fails.
  public static func pluralCategory(language: String, decimal: String) -> String? {
    var buffer = [CChar](repeating: 0, count: 32)
    let length = bidikit_icu_plural_category_decimal(language, decimal, &buffer, 32)
    guard length >= 0 else { return nil }
    return String(decoding: buffer[..<Int(length)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// ICU's `unum` decimal formatting of an integer in the locale's default numbering system.
  public static func formatNumber(language: String, _ value: Int64) -> String? {
    var buffer = [UInt16](repeating: 0, count: 128)
    let length = bidikit_icu_format_number(language, 0, 0, 1, value, &buffer, 128)
    guard length >= 0 else { return nil }
    return String(decoding: buffer[..<Int(length)], as: UTF16.self)
  }

  /// ICU's `unum` decimal formatting of a double with exactly `fractionDigits` digits.
  public static func formatNumber(language: String, _ value: Double, fractionDigits: Int) -> String? {
    var buffer = [UInt16](repeating: 0, count: 128)
    let length = bidikit_icu_format_number(language, value, Int32(fractionDigits), 0, 0, &buffer, 128)
    guard length >= 0 else { return nil }
    return String(decoding: buffer[..<Int(length)], as: UTF16.self)
  }
}
