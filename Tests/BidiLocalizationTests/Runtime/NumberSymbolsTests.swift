import BidiLocalization
import BidiTestSupport
import BidiText
import Foundation
import Testing

/// Numbers written as each right-to-left locale writes them, checked against ICU's `unum`.
@Suite struct NumberSymbolsTests {
  /// The right-to-left languages of the plural table (as ICU decides direction), and the
  /// regions and scripts whose numbering system differs from their language's.
  static let locales: [String] = {
    let rightToLeft = PluralRules.supportedLanguages.filter {
      ICUReference.direction(ofLanguage: $0) == .rightToLeft
    }
    return rightToLeft + [
      "ar-EG", "ar-SA", "ar-AE", "ar-EH", "ar-DZ", "ar-LY", "ar-MA", "ar-TN", "ar-IQ", "fa-AF", "ur-IN",
      "ur-PK", "ps-PK", "ks-Arab-IN", "ks-Deva", "sd-Arab-PK", "sd-Deva", "ckb-IR", "he-IL",
    ]
  }()

  static let integers: [Int64] = [0, 7, -7, 12, 123, 1_234, -1_234, 12_345, 123_456, 1_234_567, -98_765_432]

  @Test(arguments: locales)
  func integersAgreeWithICU(_ locale: String) throws {
    // ICU 72 has no number data for Dhivehi: it formats with the process's default locale.
    // BidiKit's table leaves `dv` out, so its numbers keep printf's form.
    if locale == "dv" {
      #expect(NumberSymbols(languageIdentifier: locale) == nil)
      return
    }
    let symbols = try #require(NumberSymbols(languageIdentifier: locale), "\(locale) not in the table")
    for value in Self.integers {
      let icu = try #require(
        ICUReference.formatNumber(language: locale.replacingOccurrences(of: "-", with: "_"), value))
      #expect(symbols.localize(String(value)) == icu, "\(locale) \(value)")
    }
  }

  @Test(arguments: locales.filter { $0 != "dv" })
  func decimalsAgreeWithICU(_ locale: String) throws {
    let symbols = try #require(NumberSymbols(languageIdentifier: locale))
    for (value, digits) in [(1234.5, 2), (-0.25, 2), (1_234_567.125, 3), (3.0, 1), (0.5, 1)] {
      let icu = try #require(
        ICUReference.formatNumber(
          language: locale.replacingOccurrences(of: "-", with: "_"), value, fractionDigits: digits))
      let printf = String(format: "%.\(digits)f", value)
      #expect(symbols.localize(printf) == icu, "\(locale) \(printf)")
    }
  }

  @Test func notNumbersStayAsTheyAre() throws {
    let arabic = try #require(NumberSymbols(languageIdentifier: "ar"))
    for text in ["1.5e+03", "inf", "nan", "  42", "0x1f", "", "-", "1.2.3"] {
      #expect(arabic.localize(text) == text)
    }
    #expect(arabic.localize("1234", grouping: false) == "١٢٣٤")
    #expect(NumberSymbols(languageIdentifier: "de") == nil)
  }

  /// The localizer writes `%d` and `%.2f` as the language does, each number isolated once
  /// (the Arabic minus's ALM makes its isolate right to left).
  @Test func localizerWritesLocaleDigits() {
    let catalogs = CatalogSet(
      developmentLanguage: "en",
      tables: [
        "ar": ["files": "%d ملفات", "price": "السعر %.2f", "hex": "%x و %@"],
        "fa": ["files": "%d پرونده"], "en": ["files": "%d files"],
      ])
    let arabic = Localizer(catalogs: catalogs, language: "ar", missingKeyStyle: .key)
    let count = 1234
    #expect(arabic.format("files", count) == "\u{2068}١٬٢٣٤\u{2069} ملفات")
    #expect(arabic.format("files", -5) == "\u{2068}\u{61C}-٥\u{2069} ملفات")
    #expect(arabic.format("price", 1234.5) == "السعر \u{2068}١٬٢٣٤٫٥٠\u{2069}")
    // Hexadecimal is not a decimal number: printf's form.
    #expect(arabic.format("hex", 255, 3).hasPrefix("\u{2066}ff\u{2069} و"))
    let persian = arabic.with(language: "fa")
    #expect(persian.format("files", 1_234_567) == "\u{2068}۱٬۲۳۴٬۵۶۷\u{2069} پرونده")
    #expect(arabic.with(language: "ar-MA").format("files", 1234).contains("1.234"))
    #expect(arabic.with(language: "en").format("files", 1234) == "1234 files")
    var posix = arabic
    posix.numberStyle = .posix
    #expect(posix.format("files", 1234).contains("1234"))
  }
}
