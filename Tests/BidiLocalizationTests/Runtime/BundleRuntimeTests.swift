import BidiTestSupport
import Foundation
import Testing

@testable import BidiLocalization

/// The run-time half of the workflow as apps use it: a `Bundle`'s `.lproj` tables as Xcode
/// builds them (String Catalogs compiled to binary `.strings` and `.stringsdict` per language),
/// the pseudo-languages chosen at run time, amounts with their currency.
@Suite struct BundleRuntimeTests {
  /// A bundle laid out as Xcode builds one: `Info.plist` with the development region, one
  /// `.lproj` per language holding binary property lists (a compiled String Catalog), a plural
  /// entry in a `.stringsdict`, a second table.
  static func makeBundle(in scratch: Scratch) throws -> Bundle {
    func binary(_ dictionary: [String: Any]) throws -> Data {
      try PropertyListSerialization.data(fromPropertyList: dictionary, format: .binary, options: 0)
    }
    let root = "App.bundle/"
    _ = try scratch.write(
      root + "Info.plist", try binary(["CFBundleDevelopmentRegion": "en", "CFBundleIdentifier": "t"]))
    _ = try scratch.write(
      root + "en.lproj/Localizable.strings",
      try binary([
        "greeting": "Hello", "copied": "Copied %@ to %@", "only-en": "English", "files": "%lld files",
      ]))
    _ = try scratch.write(
      root + "ar.lproj/Localizable.strings",
      try binary(["greeting": "مرحبا", "copied": "تم نسخ %1$@ إلى %2$@", "files": "%lld ملفات"]))
    let plural: [String: Any] = [
      "files": [
        "NSStringLocalizedFormatKey": "%#@n@",
        "n": [
          "NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "NSStringFormatValueTypeKey": "lld",
          "zero": "لا ملفات", "one": "ملف واحد", "two": "ملفان", "few": "%lld ملفات", "many": "%lld ملفًا",
          "other": "%lld ملف",
        ],
      ]
    ]
    _ = try scratch.write(root + "ar.lproj/Localizable.stringsdict", try binary(plural))
    _ = try scratch.write(root + "ar.lproj/Settings.strings", try binary(["title": "الإعدادات"]))
    return try #require(Bundle(path: scratch.path + "/App.bundle"))
  }

  /// Every table read from the bundle equals what Foundation reads from the same file.
  @Test func bundleTablesEqualFoundation() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let bundle = try Self.makeBundle(in: scratch)
    let catalogs = try CatalogSet(bundle: bundle)
    #expect(catalogs.diagnostics.isEmpty, "\(catalogs.diagnostics)")
    #expect(catalogs.developmentLanguage == "en")
    #expect(catalogs.languages == ["ar", "en"])
    for language in ["en", "ar"] {
      for table in ["Localizable", "Settings"] {
        guard
          let path = bundle.path(
            forResource: table, ofType: "strings", inDirectory: nil, forLocalization: language)
        else { continue }
        var foundation = NSDictionary(contentsOfFile: path) as? [String: String] ?? [:]
        // A `.stringsdict` entry takes the place of the `.strings` one, as in Foundation's lookup.
        if let plurals = bundle.path(
          forResource: table, ofType: "stringsdict", inDirectory: nil, forLocalization: language),
          let entries = NSDictionary(contentsOfFile: plurals) as? [String: [String: Any]]
        {
          for (key, entry) in entries { foundation[key] = entry["NSStringLocalizedFormatKey"] as? String }
        }
        #expect(catalogs.table(named: table, language: language) == foundation, "\(language) \(table)")
      }
    }
    let localizer = try Localizer(bundle: bundle, preferredLanguages: ["ar-EG", "en"], missingKeyStyle: .key)
    #expect(localizer.resolvedLanguage == "ar")
    #expect(localizer.string("title", table: "Settings") == "الإعدادات")
    #expect(localizer.string("only-en") == "English")
    #expect(BidiNotation.escape(localizer.format("files", 2)) == "ملفان")
    #expect(try Localizer(bundle: bundle, preferredLanguages: ["fr"]).resolvedLanguage == "en")
  }

  /// `ar-XB` and `en-XA` chosen at run time show the development language's text in the
  /// pseudo-language, never a real translation; a table of the pseudo-language wins.
  @Test func pseudoLanguagesAtRunTime() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let bundle = try Self.makeBundle(in: scratch)
    let rightToLeft = try Localizer(
      bundle: bundle, preferredLanguages: ["ar-XB", "ar"], missingKeyStyle: .key)
    #expect(rightToLeft.language == "ar-XB")
    #expect(rightToLeft.layoutDirection == .rightToLeft)
    #expect(rightToLeft.string("greeting") == PseudoLanguage.rightToLeft("Hello"))
    #expect(rightToLeft.string("only-en") == PseudoLanguage.rightToLeft("English"))
    // Each placeholder isolated once, by the pseudo-language; the values are not isolated again.
    #expect(
      BidiNotation.escape(rightToLeft.format("copied", "a.txt", "Docs"))
        == "⟨RLM⟩⟨RLO⟩Copied ⟨PDF⟩⟨FSI⟩a.txt⟨PDI⟩⟨RLO⟩ to ⟨PDF⟩⟨FSI⟩Docs⟨PDI⟩")
    let accented = try Localizer(bundle: bundle, override: "en-XA", missingKeyStyle: .key)
    #expect(accented.layoutDirection == .leftToRight)
    #expect(accented.string("greeting") == PseudoLanguage.accented("Hello"))
    #expect(accented.format("files", 3).contains("3"))
    // A catalog's own ar-XB table is used as it is.
    let catalogs = CatalogSet(
      developmentLanguage: "en", tables: ["en": ["greeting": "Hello"], "ar-XB": ["greeting": "custom"]])
    #expect(Localizer(catalogs: catalogs, language: "ar-XB").string("greeting") == "custom")
    #expect(LanguageTag.fallbackChain(for: "ar-XB", developmentLanguage: "en") == ["ar-XB", "en"])
  }

  /// Amounts with their currency, as Foundation's currency format style writes them in the
  /// localizer's locale (checked against Foundation here, whatever CLDR it carries), isolated.
  @Test(arguments: ["en-US", "fr-FR", "de-CH", "ar-EG", "ar-MA", "he", "fa", "ja-JP"])
  func currencyAmounts(language: String) throws {
    let catalogs = CatalogSet(
      developmentLanguage: "en", tables: ["en": ["total": "Total: %@"], "ar": ["total": "المجموع: %@"]])
    let localizer = Localizer(catalogs: catalogs, language: language)
    for (value, code) in [("1234.5", "EUR"), ("-0.99", "USD"), ("1000000", "JPY"), ("12.345", "SAR")] {
      let amount = CurrencyAmount(try #require(Decimal(string: value)), currencyCode: code)
      let expected = try #require(Decimal(string: value)).formatted(
        .currency(code: code).locale(Locale(identifier: language)))
      let text = localizer.format("total", amount)
      // Isolated as one value, and exactly Foundation's text inside.
      let isolated = try #require(text.firstIndex(of: "\u{2068}").map { text[$0...] })
      #expect(
        isolated.hasPrefix("\u{2068}" + expected + "\u{2069}"),
        "\(language) \(value) \(code): \(BidiNotation.escape(text))")
      #expect(amount.formatted(in: Locale(identifier: language)) == expected)
    }
  }

  /// The currency's digits and symbol follow the locale (a few facts of the CLDR, true of
  /// every version Foundation has shipped).
  @Test func currencyFollowsTheLocale() throws {
    let amount = CurrencyAmount(try #require(Decimal(string: "1234.5")), currencyCode: "EUR")
    #expect(amount.formatted(in: Locale(identifier: "en_US")) == "€1,234.50")
    #expect(amount.formatted(in: Locale(identifier: "ar_EG")).contains("١٬٢٣٤٫٥٠"))
    #expect(amount.formatted(in: Locale(identifier: "fa")).contains("۱٬۲۳۴٫۵۰"))
    let pseudo = Localizer(catalogs: CatalogSet(developmentLanguage: "en"), language: "ar-XB")
    #expect(pseudo.locale.identifier.hasPrefix("en"), "a pseudo-language formats as the development language")
  }
}
