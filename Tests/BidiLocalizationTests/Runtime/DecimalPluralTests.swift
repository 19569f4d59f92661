import BidiLocalization
import BidiTestSupport
import Testing

/// CLDR plural operands for decimals (n, i, v, f, t, w), checked against ICU.
@Suite struct DecimalPluralTests {
  /// Decimals with one to three visible fraction digits, trailing zeros included, around the
  /// boundaries the rules test (1, 2, 11, 21, 101…).
  static let decimals: [String] = {
    var result: [String] = []
    for whole in [0, 1, 2, 3, 4, 5, 7, 10, 11, 12, 14, 19, 21, 22, 25, 100, 101, 102, 111, 1_000_000] {
      for fraction in ["0", "1", "2", "5", "9", "00", "01", "10", "11", "21", "50", "001", "100"] {
        result.append("\(whole).\(fraction)")
      }
    }
    return result
  }()

  @Test(arguments: PluralRules.supportedLanguages)
  func decimalsAgreeWithICU(_ language: String) throws {
    let rules = PluralRules(languageIdentifier: language)
    var disagreements: [String] = []
    for decimal in Self.decimals {
      let operands = try #require(PluralOperands(decimal: decimal))
      let icu = try #require(ICUReference.pluralCategory(language: language, decimal: decimal))
      let ours = rules.category(for: operands)
      if ours.rawValue != icu { disagreements.append("\(decimal): \(ours) vs ICU \(icu)") }
    }
    #expect(disagreements.isEmpty, "\(language): \(disagreements.prefix(5))")
  }

  /// A `Double` counts as its shortest decimal form, as ICU's `uplrules_select(double)` does.
  @Test(arguments: PluralRules.supportedLanguages)
  func doublesAgreeWithICU(_ language: String) throws {
    let rules = PluralRules(languageIdentifier: language)
    var disagreements: [String] = []
    for value in [0.5, 1.0, 1.5, 2.0, 2.5, 3.3, 11.0, 21.1, 0.1, 1.25, 101.5, 1e6, 1.5e6] {
      let icu = try #require(ICUReference.pluralCategory(language: language, value))
      if rules.category(for: value).rawValue != icu {
        disagreements.append("\(value): \(rules.category(for: value)) vs ICU \(icu)")
      }
    }
    #expect(disagreements.isEmpty, "\(language): \(disagreements.prefix(5))")
  }

  @Test func operands() throws {
    let operands = try #require(PluralOperands(decimal: "1.50"))
    #expect(operands.integerDigits == 1 && operands.visibleFractionCount == 2)
    #expect(operands.fractionDigits == 50 && operands.fractionDigitsWithoutZeros == 5)
    #expect(operands.visibleFractionCountWithoutZeros == 1 && operands.description == "1.50")
    #expect(PluralOperands(2.5).description == "2.5" && PluralOperands(3.0).description == "3")
    #expect(PluralOperands(1.0, fractionDigits: 2).description == "1.00")
    #expect(PluralOperands(decimal: "1.") == nil && PluralOperands(decimal: "x") == nil)
    #expect(PluralOperands(decimal: "1234567890123456789") == nil)
    #expect(PluralOperands(-Double.infinity).integerDigits == 0)
  }

  /// English: `1` file but `1.0` files (v = 1); Russian 1.5 is `other`; Arabic 3.5 is `other`.
  @Test func visibleZerosMatter() throws {
    let english = PluralRules(languageIdentifier: "en")
    #expect(english.category(for: 1.0) == .one)
    #expect(english.category(for: try #require(PluralOperands(decimal: "1.0"))) == .other)
    #expect(PluralRules(languageIdentifier: "ru").category(for: 1.5) == .other)
    #expect(PluralRules(languageIdentifier: "ar").category(for: 3.5) == .other)
    #expect(PluralRules(languageIdentifier: "fr").category(for: 1.5) == .one)
  }

  /// A floating-point count chooses its form at run time, counting the digits the placeholder
  /// shows.
  @Test func floatingPointCountsChooseForms() {
    let catalogs = CatalogSet(developmentLanguage: "en")
    var set = catalogs
    let stringsdict = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>km</key><dict>
        <key>NSStringLocalizedFormatKey</key><string>%#@d@</string>
        <key>d</key><dict>
          <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
          <key>NSStringFormatValueTypeKey</key><string>f</string>
          <key>one</key><string>%.1f kilometre</string>
          <key>other</key><string>%.1f kilometres</string>
        </dict>
        <key>x</key><dict><key>one</key><string>a</string></dict>
      </dict></dict></plist>
      """
    set.add(
      CatalogFile(
        data: .init(stringsdict.utf8), path: "en.lproj/Localizable.stringsdict", format: .stringsdict))
    let localizer = Localizer(catalogs: set, language: "en", numberStyle: .posix)
    // 1 shown as "1.0" has a visible fraction digit: `other`, as CLDR and ICU say.
    #expect(localizer.format("km", 1.0) == "1.0 kilometres")
    #expect(localizer.format("km", 2.5) == "2.5 kilometres")
    let distance: Float = 2.5
    #expect(localizer.format("km", distance) == "2.5 kilometres")
  }
}
