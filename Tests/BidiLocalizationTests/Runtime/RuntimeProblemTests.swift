import BidiText
import Foundation
import Testing

@testable import BidiLocalization

/// Entries whose plural form cannot be chosen: the fallback chain is tried, the best effort
/// shown, the problem reported — never `1 and %#@m@` or a bare `5` without a word.
@Suite struct RuntimeProblemTests {
  static func stringsdict(_ language: String, _ body: String) -> CatalogFile {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict>\(body)</dict></plist>
      """
    return CatalogFile(
      data: Data(text.utf8), path: "\(language).lproj/Localizable.stringsdict", format: .stringsdict)
  }

  static let english = stringsdict(
    "en",
    """
    <key>both</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@h@ and %#@m@</string>
      <key>h</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>d</string>
        <key>one</key><string>%d hour</string><key>other</key><string>%d hours</string></dict>
      <key>m</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>d</string>
        <key>one</key><string>%d minute</string><key>other</key><string>%d minutes</string></dict>
    </dict>
    <key>files</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@f@</string>
      <key>f</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>d</string>
        <key>one</key><string>%d file</string><key>other</key><string>%d files</string></dict>
    </dict>
    """)

  /// German forgot the `m` variable and `other` of `f`.
  static let german = stringsdict(
    "de",
    """
    <key>both</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@h@ und %#@m@</string>
      <key>h</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>d</string>
        <key>one</key><string>%d Stunde</string><key>other</key><string>%d Stunden</string></dict>
    </dict>
    <key>files</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@f@</string>
      <key>f</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>d</string>
        <key>one</key><string>%d Datei</string></dict>
    </dict>
    """)

  @Test func brokenEntriesFallBackToTheDevelopmentLanguage() {
    var catalogs = CatalogSet(developmentLanguage: "en")
    catalogs.add(Self.english)
    catalogs.add(Self.german)
    let german = Localizer(catalogs: catalogs, language: "de", missingKeyStyle: .key)
    let both = german.localize("both", arguments: [1, 5])
    #expect(both.text == "1 hour and 5 minutes" && both.language == "en")
    #expect(both.problems.map(\.kind) == [.undefinedVariable("m")])
    #expect(both.problems.first?.language == "de")
    let files = german.localize("files", arguments: [5])
    #expect(files.text == "5 files" && files.problems.map(\.kind) == [.missingForm(.other)])
    // The form that exists is still used.
    #expect(german.format("files", 1) == "1 Datei")
  }

  @Test func withoutAFallbackTheBestEffortIsShownAndReported() {
    var catalogs = CatalogSet(developmentLanguage: "en")
    catalogs.add(Self.german)
    let german = Localizer(catalogs: catalogs, language: "de", missingKeyStyle: .key)
    let both = german.localize("both", arguments: [1, 5])
    #expect(both.text == "1 Stunde und 5")
    #expect(both.problems.map(\.kind) == [.undefinedVariable("m")])
    let files = german.localize("files", arguments: [5])
    #expect(files.text == "5 Datei" && files.problems.map(\.kind) == [.missingForm(.other)])
  }

  /// A gettext header whose Plural-Forms cannot be used: reported when loading, and the
  /// development texts (msgid / msgid_plural) are shown rather than a guessed form.
  @Test(arguments: [
    "nplurals=6; plural=n==0 ? 0 : n==1 ? 1 : (n%100>=3;", "nplurals=1000000; plural=n != 1;",
    "nplurals=x; plural=n;",
  ])
  func unusablePluralForms(header: String) {
    let po = """
      msgid ""
      msgstr "Language: ar\\nPlural-Forms: \(header)\\n"

      msgid "%d file"
      msgid_plural "%d files"
      msgstr[0] "لا ملفات"
      msgstr[1] "ملف واحد"
      msgstr[2] "ملفان"
      msgstr[3] "%d ملفات"
      msgstr[4] "%d ملفًا"
      msgstr[5] "%d ملف"
      """
    var catalogs = CatalogSet(developmentLanguage: "en")
    catalogs.add(CatalogFile(data: Data(po.utf8), path: "ar.po", format: .po))
    #expect(catalogs.diagnostics.count == 1)
    #expect(catalogs.diagnostics.first?.message.hasPrefix("Plural-Forms cannot be used") == true)
    #expect(catalogs.gettextPluralForms["ar"] == nil)
    let arabic = Localizer(catalogs: catalogs, language: "ar", missingKeyStyle: .key, numberStyle: .posix)
    let result = arabic.localize("%d file", arguments: [3])
    // English text in an Arabic context: the formatter marks and isolates it.
    #expect(result.text == "\u{200F}\u{2066}3\u{2069} files", "\(result)")
    #expect(result.problems.count == 1)
    if case .unusablePluralForms = result.problems.first?.kind {} else { Issue.record("\(result.problems)") }
  }
}
