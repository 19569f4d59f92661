import BidiLint
import Foundation
import Testing

@testable import BidiLocalization

/// The completeness and semantics rules, each with a fixture that has the problem (reported
/// at its line and column) and one that does not.
@Suite struct CompletenessRuleTests {
  static func file(_ text: String, _ path: String, _ format: CatalogFormat) -> CatalogFile {
    CatalogFile(data: Data(text.utf8), path: path, format: format)
  }

  static func findings(_ file: CatalogFile, _ rule: LintRule) -> [LintFinding] {
    CatalogLinter().lint(file).filter { $0.rule == rule }
  }

  @Test func missingAndExtraKeys() {
    let english = Self.file("\"a\" = \"A\";\n\"b\" = \"B\";\n", "App/en.lproj/Localizable.strings", .strings)
    let arabic = Self.file("\"a\" = \"أ\";\n\"c\" = \"ج\";\n", "App/ar.lproj/Localizable.strings", .strings)
    let complete = Self.file("\"a\" = \"א\";\n\"b\" = \"ב\";\n", "App/he.lproj/Localizable.strings", .strings)
    let other = Self.file("\"x\" = \"X\";\n", "App/en.lproj/Other.strings", .strings)
    let findings = CatalogLinter().lintCompleteness([english, arabic, complete, other])
    #expect(findings.map(\.rule) == [.missingTranslation, .extraKey])
    #expect(
      findings[0].location.description == "App/en.lproj/Localizable.strings:2:1"
        && findings[0].language == "ar")
    #expect(
      findings[1].location.description == "App/ar.lproj/Localizable.strings:2:1" && findings[1].key == "c")
    // A .stringsdict key counts for its table: "b" given as a plural is not missing.
    let plural = Self.file(
      "<?xml version=\"1.0\"?><plist><dict><key>b</key><string>ب</string><key>c</key><string>ج</string></dict></plist>",
      "App/ar.lproj/Localizable.stringsdict", .stringsdict)
    let withPlural = CatalogLinter().lintCompleteness([english, arabic, plural])
    #expect(withPlural.map(\.rule) == [.extraKey] && withPlural[0].key == "c")
    // Another development language.
    #expect(
      CatalogLinter().lintCompleteness([english, arabic], developmentLanguage: "ar").map(\.rule) == [
        .missingTranslation, .extraKey,
      ])
  }

  static let catalog = #"""
    {
      "sourceLanguage" : "en",
      "strings" : {
        "done" : {
          "localizations" : {
            "ar" : { "stringUnit" : { "state" : "translated", "value" : "تم" } },
            "he" : { "stringUnit" : { "state" : "needs_review", "value" : "בוצע" } }
          }
        },
        "old" : {
          "extractionState" : "stale",
          "localizations" : {
            "ar" : { "stringUnit" : { "state" : "translated", "value" : "قديم" } },
            "he" : { "stringUnit" : { "state" : "translated", "value" : "ישן" } }
          }
        },
        "new" : {
          "localizations" : {
            "ar" : { "stringUnit" : { "state" : "translated", "value" : "جديد" } }
          }
        },
        "Brand" : { "shouldTranslate" : false }
      },
      "version" : "1.0"
    }
    """#

  @Test func stringCatalogStates() {
    let file = Self.file(Self.catalog, "Localizable.xcstrings", .xcstrings)
    let findings = CatalogLinter().lint(file).filter {
      [.untranslated, .needsReview, .stale].contains($0.rule)
    }
    #expect(
      findings.map { "\($0.rule.rawValue) \($0.location.line):\($0.location.column) \($0.language ?? "-")" }
        == [
          "needs-review 7:71 he", "stale 10:5 -", "untranslated 17:5 he",
        ])
    // "Brand" is not to be translated; "done" in ar is translated.
    #expect(!findings.contains { $0.key == "Brand" })
  }

  @Test func gettextStates() {
    let po = """
      msgid ""
      msgstr "Language: de\\nPlural-Forms: nplurals=2; plural=(n != 1);\\n"

      msgid "Open"
      msgstr "Öffnen"

      #, fuzzy
      msgid "Close"
      msgstr "Schließen"

      msgid "Save"
      msgstr ""
      """
    let findings = CatalogLinter().lint(Self.file(po, "de.po", .po))
    // Entries are located at their msgid.
    #expect(
      findings.map { "\($0.rule.rawValue) \($0.location.line)" } == ["needs-review 8", "untranslated 11"])
    // Hebrew needs three forms (CLDR one, two, other): a two-form header is reported.
    let hebrew = CatalogLinter().lint(
      Self.file(po.replacingOccurrences(of: "Language: de", with: "Language: he"), "he.po", .po))
    #expect(hebrew.first?.rule == .missingPluralCategory && hebrew.first?.location.line == 2)
  }

  static func stringsdict(_ language: String, _ forms: String) -> CatalogFile {
    Self.file(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>files</key><dict>
      <key>NSStringLocalizedFormatKey</key><string>%#@f@</string>
      <key>f</key><dict>
      <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
      <key>NSStringFormatValueTypeKey</key><string>d</string>
      \(forms)
      </dict></dict></dict></plist>
      """, "\(language).lproj/Localizable.stringsdict", .stringsdict)
  }

  @Test func missingPluralCategories() {
    let arabic = Self.stringsdict(
      "ar", "<key>one</key><string>ملف</string>\n<key>other</key><string>%d ملف</string>")
    let found = Self.findings(arabic, .missingPluralCategory)
    #expect(found.count == 1 && found[0].location.line == 7 && found[0].severity == .error)
    for category in [
      "zero form, which ar uses for 0", "two form, which ar uses for 2",
      "few form, which ar uses for 3, 4, 5", "many form, which ar uses for 11, 12, 13",
    ] {
      #expect(found.first?.message.contains(category) == true, "\(found)")
    }
    let full = Self.stringsdict(
      "ar",
      ["zero", "one", "two", "few", "many", "other"].map { "<key>\($0)</key><string>%d</string>" }.joined())
    #expect(Self.findings(full, .missingPluralCategory).isEmpty)
    // Japanese needs only other; English one and other.
    #expect(
      Self.findings(Self.stringsdict("ja", "<key>other</key><string>%d</string>"), .missingPluralCategory)
        .isEmpty)
    #expect(
      Self.findings(Self.stringsdict("en", "<key>other</key><string>%d</string>"), .missingPluralCategory)
        .count == 1)
  }

  @Test func gettextPluralForms() {
    func po(_ header: String, forms: Int) -> CatalogFile {
      let msgstr = (0..<forms).map { "msgstr[\($0)] \"%d x\"" }.joined(separator: "\n")
      return Self.file(
        "msgid \"\"\nmsgstr \"Language: ar\\nPlural-Forms: \(header)\\n\"\n\nmsgid \"%d file\"\nmsgid_plural \"%d files\"\n\(msgstr)\n",
        "ar.po", .po)
    }
    let arabic =
      "nplurals=6; plural=n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5;"
    #expect(
      CatalogLinter().lint(po(arabic, forms: 6)).filter {
        $0.rule == .pluralForms || $0.rule == .missingPluralCategory
      }.isEmpty)
    let wrongCount = Self.findings(po(arabic, forms: 2), .pluralForms)
    #expect(
      wrongCount.count == 1 && wrongCount[0].location.line == 6
        && wrongCount[0].message.contains("nplurals=6"))
    for broken in ["nplurals=1000000; plural=n != 1;", "nplurals=2; plural=n !=;", "plural=n != 1;"] {
      let found = Self.findings(po(broken, forms: 2), .pluralForms)
      #expect(found.count == 1 && found[0].location.line == 2, "\(broken): \(found)")
    }
    // Two forms for Arabic: the header gives fewer forms than CLDR's six.
    let germanic = Self.findings(po("nplurals=2; plural=n != 1;", forms: 2), .missingPluralCategory)
    #expect(germanic.count == 1 && germanic[0].message.contains("ar has 6"))
  }

  @Test func pluralStructureBecomesFindings() {
    let broken = Self.stringsdict("en", "<key>one</key><string>%d file</string>")
    #expect(Self.findings(broken, .pluralStructure).count == 1)
    #expect(
      Self.findings(
        Self.stringsdict("en", "<key>one</key><string>a</string><key>other</key><string>b</string>"),
        .pluralStructure
      ).isEmpty)
  }
}
