/// How a locale writes numbers: its digits, decimal and grouping separators and signs, from
/// the Unicode CLDR (version 42, as ICU 72 formats them) for the right-to-left locales.
///
/// Arabic writes 1234567.5 as `١٬٢٣٤٬٥٦٧٫٥` (Arabic-Indic digits, U+066C and U+066B), Persian
/// as `۱٬۲۳۴٬۵۶۷٫۵` (Extended Arabic-Indic digits), Moroccan Arabic as `1.234.567,5`, Hebrew
/// and Urdu (Pakistan) as `1,234,567.5`. Each sign carries the mark CLDR gives it (ALM before
/// the Arabic minus, LRM before the Hebrew and Persian ones) so that it stays on the side
/// readers expect.
///
/// ```swift
/// NumberSymbols(languageIdentifier: "fa")?.localize("-1234.5")   // "\u{200E}−۱٬۲۳۴٫۵"
/// NumberSymbols(languageIdentifier: "de")                        // nil: not in the table
/// ```
///
/// The table covers the right-to-left locales of ``PluralRules`` (checked against ICU's
/// `unum` number formatter for each); other locales are not in it and their numbers keep
/// printf's ASCII form. Dhivehi (`dv`) is absent because CLDR has no number data for it.
public struct NumberSymbols: Sendable, Hashable {
  /// The digit zero; the other digits follow it in Unicode (`0`, `٠` U+0660, `۰` U+06F0).
  public var zeroDigit: Unicode.Scalar
  /// Between the integer and the fraction.
  public var decimalSeparator: String
  /// Between groups of ``groupingSize`` integer digits.
  public var groupingSeparator: String
  /// Before a negative number, with its bidi mark.
  public var minusSign: String
  /// Before a number that printf signs (`%+d`), with its bidi mark.
  public var plusSign: String
  /// Digits per group (3), counted from the decimal separator.
  public var groupingSize: Int

  /// Symbols from their parts.
  public init(
    zeroDigit: Unicode.Scalar, decimalSeparator: String, groupingSeparator: String, minusSign: String,
    plusSign: String, groupingSize: Int = 3
  ) {
    self.zeroDigit = zeroDigit
    self.decimalSeparator = decimalSeparator
    self.groupingSeparator = groupingSeparator
    self.minusSign = minusSign
    self.plusSign = plusSign
    self.groupingSize = groupingSize
  }

  /// The symbols of a locale (`ar`, `ar-MA`, `fa_AF`, `ks-Deva`), trying the tag and then
  /// shorter ones (`ks-Arab-IN` → `ks-Arab` → `ks`); `nil` when the table has none.
  public init?(languageIdentifier: String) {
    var parts = LanguageTag.normalized(languageIdentifier).split(separator: "-").map(String.init)
    guard let first = parts.first else { return nil }
    parts[0] = first.lowercased()
    while !parts.isEmpty {
      if let found = Self.table[parts.joined(separator: "-")] {
        self = found
        return
      }
      parts.removeLast()
    }
    return nil
  }

  /// Whether the digits are not ASCII.
  public var hasNativeDigits: Bool { zeroDigit != "0" }

  /// `printf` output (`-1234`, `1234.50`, `+7`) written as the locale writes numbers: digits,
  /// separators and signs replaced, the integer part grouped unless `grouping` is false.
  /// Text that is not a plain decimal number (`1.5e+03`, `inf`, `0x1f`, padded with spaces)
  /// is returned unchanged.
  public func localize(_ printf: String, grouping: Bool = true) -> String {
    var scalars = Substring(printf).unicodeScalars[...]
    var sign = ""
    if let first = scalars.first, first == "-" || first == "+" {
      sign = first == "-" ? minusSign : plusSign
      scalars = scalars.dropFirst()
    }
    let parts = scalars.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    guard let whole = parts.first, !whole.isEmpty,
      parts.allSatisfy({ $0.allSatisfy { ("0"..."9").contains($0) } })
    else { return printf }
    var result = sign
    let digits = Array(whole)
    for (index, digit) in digits.enumerated() {
      let remaining = digits.count - index
      if grouping, groupingSize > 0, index > 0, remaining % groupingSize == 0 {
        result += groupingSeparator
      }
      result.unicodeScalars.append(native(digit))
    }
    if parts.count == 2 {
      result += decimalSeparator
      for digit in parts[1] { result.unicodeScalars.append(native(digit)) }
    }
    return result
  }

  private func native(_ digit: Unicode.Scalar) -> Unicode.Scalar {
    Unicode.Scalar(zeroDigit.value + digit.value - 0x30)!
  }

  private static let latin = NumberSymbols(
    zeroDigit: "0", decimalSeparator: ".", groupingSeparator: ",", minusSign: "-", plusSign: "+")
  private static let arabicIndic = NumberSymbols(
    zeroDigit: "\u{660}", decimalSeparator: "\u{66B}", groupingSeparator: "\u{66C}",
    minusSign: "\u{61C}-", plusSign: "\u{61C}+")
  private static let extendedArabicIndic = NumberSymbols(
    zeroDigit: "\u{6F0}", decimalSeparator: "\u{66B}", groupingSeparator: "\u{66C}",
    minusSign: "\u{200E}-\u{200E}", plusSign: "\u{200E}+\u{200E}")
  private static let latinWithLRM = NumberSymbols(
    zeroDigit: "0", decimalSeparator: ".", groupingSeparator: ",", minusSign: "\u{200E}-",
    plusSign: "\u{200E}+")
  private static let maghreb = NumberSymbols(
    zeroDigit: "0", decimalSeparator: ",", groupingSeparator: ".", minusSign: "\u{200E}-",
    plusSign: "\u{200E}+")

  /// CLDR 42 `numbers/symbols` of each locale's default numbering system.
  static let table: [String: NumberSymbols] = [
    // Arabic: Arabic-Indic digits, except in the Maghreb, the Emirates and Western Sahara.
    "ar": arabicIndic, "ar-AE": latinWithLRM, "ar-EH": latinWithLRM,
    "ar-DZ": maghreb, "ar-LY": maghreb, "ar-MA": maghreb, "ar-TN": maghreb,
    "sd": arabicIndic, "sd-Arab": arabicIndic, "sd-Deva": latin,
    "ckb": NumberSymbols(
      zeroDigit: "\u{660}", decimalSeparator: "\u{66B}", groupingSeparator: "\u{66C}",
      minusSign: "\u{200F}-", plusSign: "\u{200F}+"),
    "fa": NumberSymbols(
      zeroDigit: "\u{6F0}", decimalSeparator: "\u{66B}", groupingSeparator: "\u{66C}",
      minusSign: "\u{200E}\u{2212}", plusSign: "\u{200E}+"),
    "ps": extendedArabicIndic, "ks": extendedArabicIndic, "ks-Arab": extendedArabicIndic,
    "ks-Deva": latin, "ur-IN": extendedArabicIndic,
    "ur": latinWithLRM, "he": latinWithLRM, "iw": latinWithLRM,
    "ug": latin, "yi": latin,
  ]
}
