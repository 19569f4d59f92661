import BidiTestSupport
import BidiText
import Foundation
import Testing

@testable import BidiLocalization

/// Plural forms chosen at run time from `.stringsdict` variables and String Catalog variations.
@Suite struct PluralFormattingTests {
  static func catalogs(_ files: [(data: String, path: String, format: CatalogFormat)]) -> CatalogSet {
    var set = CatalogSet(developmentLanguage: "en")
    for file in files {
      for table in CatalogFile(data: Data(file.data.utf8), path: file.path, format: file.format).tables {
        set.add(table)
      }
    }
    return set
  }

  /// The Arabic fixture has all six forms; each count takes the one CLDR (and ICU) gives it,
  /// formatted exactly as the formatter formats that form on its own.
  @Test(arguments: [
    (0, "لا ملفات"), (1, "ملف واحد"), (2, "ملفان"), (3, "%d ملفات"), (10, "%d ملفات"), (11, "%d ملفًا"),
    (99, "%d ملفًا"), (100, "%d ملف"), (103, "%d ملفات"), (1_000, "%d ملف"),
  ])
  func arabicStringsdict(count: Int, form: String) throws {
    var catalogs = CatalogSet(developmentLanguage: "en")
    catalogs.add(try CatalogFile(contentsOf: Fixtures.path("ar.lproj/Plurals.stringsdict")).tables[0])
    let localizer = Localizer(catalogs: catalogs, language: "ar-EG", numberStyle: .posix)
    let expected = try BidiFormatter(context: .rightToLeft).format(form, [.integer(count)])
    #expect(localizer.format("%d files & folders", .integer(count)) == expected)
  }

  static let englishStringsdict = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict>
      <key>shared</key><dict>
        <key>NSStringLocalizedFormatKey</key><string>%@ shared %#@files@ in %#@folders@.</string>
        <key>files</key><dict>
          <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
          <key>NSStringFormatValueTypeKey</key><string>d</string>
          <key>one</key><string>%d file</string>
          <key>other</key><string>%d files</string>
        </dict>
        <key>folders</key><dict>
          <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
          <key>NSStringFormatValueTypeKey</key><string>d</string>
          <key>one</key><string>one folder</string>
          <key>other</key><string>%d folders (100%%)</string>
        </dict>
      </dict>
    </dict></plist>
    """

  /// Two variables and a value: each variable's form formats its own count, the other values
  /// keep their places even when a form has no placeholder, and `%%` survives.
  @Test func severalVariables() {
    let catalogs = Self.catalogs([(Self.englishStringsdict, "en.lproj/Shared.stringsdict", .stringsdict)])
    let localizer = Localizer(catalogs: catalogs, language: "en")
    let dana = FormatArgument.text("Dana", direction: .leftToRight)
    #expect(localizer.format("shared", dana, 1, 1) == "Dana shared 1 file in one folder.")
    #expect(localizer.format("shared", dana, 7, 3) == "Dana shared 7 files in 3 folders (100%).")
    #expect(localizer.format("shared", dana, 0, 1) == "Dana shared 0 files in one folder.")
    // A count that is not a whole number: no form is chosen, the template is formatted as it
    // is (a variable shows its argument).
    #expect(localizer.format("shared", dana, "many", 2) == "Dana shared \u{2068}many\u{2069} in 2.")
  }

  /// Hebrew has `two`; a catalog without it falls back to `other`. The value is isolated.
  @Test func missingCategoryFallsBackToOther() {
    let hebrew = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>days</key><dict>
        <key>NSStringLocalizedFormatKey</key><string>%#@d@</string>
        <key>d</key><dict>
          <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
          <key>NSStringFormatValueTypeKey</key><string>d</string>
          <key>one</key><string>יום אחד</string>
          <key>other</key><string>%d ימים</string>
        </dict>
      </dict></dict></plist>
      """
    let localizer = Localizer(
      catalogs: Self.catalogs([(hebrew, "he.lproj/Days.stringsdict", .stringsdict)]), language: "he")
    #expect(PluralRules(languageIdentifier: "he").category(for: 2) == .two)
    #expect(localizer.format("days", 1) == "יום אחד")
    #expect(localizer.format("days", 2) == (try? BidiFormatter(context: .rightToLeft).format("%d ימים", [2])))
  }

  /// A String Catalog plural varies the whole message with its integer placeholder.
  @Test func stringCatalogPlural() throws {
    let file = try CatalogFile(contentsOf: Fixtures.path("Catalog.xcstrings"))
    var catalogs = CatalogSet(developmentLanguage: "en")
    for table in file.tables { catalogs.add(table) }
    let arabic = Localizer(catalogs: catalogs, language: "ar", numberStyle: .posix)
    #expect(arabic.format("%lld items", 1) == "عنصر واحد")
    #expect(
      arabic.format("%lld items", 5) == (try BidiFormatter(context: .rightToLeft).format("%lld عنصر", [5])))
    let english = arabic.with(language: "en")
    #expect(english.format("%lld items", 1) == "1 item")
    #expect(english.format("%lld items", 2) == "2 items")
    // Device variations are not plural forms: the value is used as before.
    #expect(arabic.format("Welcome") == "أهلا")
  }

  /// A gettext plural: the header's Plural-Forms picks `msgstr[n]`.
  @Test(arguments: [
    (0, "لا ملفات"), (1, "ملف واحد"), (2, "ملفان"), (5, "%d ملفات"), (11, "%d ملفًا"), (100, "%d ملف"),
  ])
  func gettextPlural(count: Int, form: String) throws {
    var catalogs = CatalogSet(developmentLanguage: "en")
    catalogs.add(try CatalogFile(contentsOf: Fixtures.path("Plurals.po")).tables[0])
    #expect(catalogs.gettextPluralForms["ar"]?.count == 6)
    let localizer = Localizer(catalogs: catalogs, language: "ar", numberStyle: .posix)
    let expected = try BidiFormatter(context: .rightToLeft).format(form, [.integer(count)])
    #expect(localizer.format("%d file", .integer(count)) == expected)
  }

  /// A gettext table without a Plural-Forms header follows GNU gettext's default (n != 1).
  @Test func gettextWithoutHeaderUsesTheGermanicDefault() {
    let po = """
      msgid ""
      msgstr "Language: de\\n"

      msgid "%d file"
      msgid_plural "%d files"
      msgstr[0] "%d Datei"
      msgstr[1] "%d Dateien"
      """
    let localizer = Localizer(catalogs: Self.catalogs([(po, "de.po", .po)]), language: "de")
    #expect(localizer.catalogs.gettextPluralForms["de"] == .germanic)
    #expect(localizer.format("%d file", 1) == "1 Datei")
    #expect(localizer.format("%d file", 0) == "0 Dateien")
    #expect(localizer.format("%d file", 2) == "2 Dateien")
  }

  /// String Catalog substitutions: `%#@name@` in the value, forms under `substitutions`, the
  /// substitution's own argument written `%arg` (as Xcode writes it).
  @Test func stringCatalogSubstitutions() {
    let catalog = #"""
      {
        "sourceLanguage" : "en",
        "strings" : {
          "files" : {
            "localizations" : {
              "he" : {
                "stringUnit" : { "state" : "translated", "value" : "%#@count@ בתיקייה" },
                "substitutions" : {
                  "count" : {
                    "argNum" : 1, "formatSpecifier" : "lld",
                    "variations" : {
                      "plural" : {
                        "one" : { "stringUnit" : { "state" : "translated", "value" : "קובץ אחד" } },
                        "two" : { "stringUnit" : { "state" : "translated", "value" : "שני קבצים" } },
                        "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg קבצים (100%%)" } }
                      }
                    }
                  }
                }
              }
            }
          }
        },
        "version" : "1.0"
      }
      """#
    let localizer = Localizer(
      catalogs: Self.catalogs([(catalog, "Localizable.xcstrings", .xcstrings)]), language: "he")
    #expect(localizer.format("files", 1) == "קובץ אחד בתיקייה")
    #expect(localizer.format("files", 2) == "שני קבצים בתיקייה")
    #expect(
      localizer.format("files", 7)
        == (try? BidiFormatter(context: .rightToLeft).format("%@ קבצים (100%%) בתיקייה", [7])))
  }
}
