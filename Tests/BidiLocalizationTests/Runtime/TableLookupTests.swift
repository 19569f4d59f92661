import BidiText
import Foundation
import Testing

@testable import BidiLocalization

/// Tables kept apart by name, default values, loading a folder of `.lproj` folders, and
/// arguments from variables of any numeric or string type.
@Suite struct TableLookupTests {
  /// Writes `files` (relative path → UTF-8 text) under a new temporary folder.
  static func folder(_ files: [String: String]) throws -> String {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("bidikit-\(UUID().uuidString)")
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    return root.path
  }

  @Test func twoTablesWithTheSameKeyStayApart() {
    var catalogs = CatalogSet(developmentLanguage: "en")
    let settings = CatalogFile(
      data: Data(#""title" = "Settings";"#.utf8), path: "en.lproj/Settings.strings", format: .strings)
    let main = CatalogFile(
      data: Data(#""title" = "Home";"#.utf8), path: "en.lproj/Localizable.strings", format: .strings)
    catalogs.add(settings)
    catalogs.add(main)
    #expect(settings.tableName == "Settings")
    #expect(catalogs.tableNames == ["Localizable", "Settings"])
    let localizer = Localizer(catalogs: catalogs, language: "en", missingKeyStyle: .key)
    #expect(localizer.string("title") == "Home")
    #expect(localizer.string("title", table: "Settings") == "Settings")
    #expect(localizer.string("only-here", table: "Settings", default: "Fallback") == "Fallback")
    #expect(localizer.string("title", table: "Nowhere", default: "Default") == "Default")
    #expect(localizer.string("title", table: "Nowhere") == "title")
    // Without a default, a missing key is reported.
    let result = localizer.localize("title", table: "Nowhere", arguments: [])
    #expect(result.text == "title" && result.language == nil && result.problems.map(\.kind) == [.missingKey])
  }

  @Test func defaultValuesAreFormatted() {
    let localizer = Localizer(
      catalogs: CatalogSet(developmentLanguage: "en"), language: "en", missingKeyStyle: .key)
    #expect(localizer.format("k", default: "%d new", arguments: [3]) == "3 new")
  }

  @Test func folderOfLprojFolders() throws {
    let root = try Self.folder([
      "en.lproj/Localizable.strings": #""title" = "Home"; "files" = "%d files";"#,
      "en.lproj/Settings.strings": #""title" = "Settings";"#,
      "ar.lproj/Localizable.strings": #""title" = "الرئيسية";"#,
      "ar.lproj/Settings.strings": #""title" = "الإعدادات";"#,
      "ar.lproj/Localizable.stringsdict": """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>files</key><dict>
        <key>NSStringLocalizedFormatKey</key><string>%#@f@</string>
        <key>f</key><dict>
          <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
          <key>NSStringFormatValueTypeKey</key><string>d</string>
          <key>two</key><string>ملفان</string>
          <key>other</key><string>%d ملف</string>
        </dict></dict></dict></plist>
      """,
      "Base.lproj/Main.strings": #""button" = "OK";"#,
      "he.lproj/Broken.strings": #""a" = "b""#,
      "Catalog.xcstrings": #"""
      {"sourceLanguage":"en","version":"1.0","strings":{"title":{"localizations":{
        "en":{"stringUnit":{"state":"translated","value":"Catalog"}},
        "he":{"stringUnit":{"state":"translated","value":"קטלוג"}}}}}}
      """#,
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let catalogs = try CatalogSet(contentsOfDirectory: root, developmentLanguage: "en")
    #expect(catalogs.tableNames == ["Broken", "Catalog", "Localizable", "Main", "Settings"])
    #expect(catalogs.languages == ["ar", "en", "he"])
    let arabic = Localizer(catalogs: catalogs, language: "ar", missingKeyStyle: .key, numberStyle: .posix)
    #expect(arabic.string("title") == "الرئيسية")
    #expect(arabic.string("title", table: "Settings") == "الإعدادات")
    #expect(arabic.string("title", table: "Catalog") == "Catalog")
    #expect(arabic.with(language: "he").string("title", table: "Catalog") == "קטלוג")
    #expect(arabic.string("button", table: "Main") == "OK")
    #expect(arabic.format("files", 2) == "ملفان")
    // The malformed file is reported with its position; the rest is loaded.
    #expect(catalogs.diagnostics.count == 1)
    #expect(catalogs.diagnostics.first?.location.file.hasSuffix("he.lproj/Broken.strings") == true)
    #expect(throws: CatalogReadError.self) {
      try CatalogSet(contentsOfDirectory: root + "/missing", developmentLanguage: "en")
    }
  }

  /// `format` takes variables of any integer, floating-point and string type.
  @Test func argumentsFromVariables() {
    let catalogs = CatalogSet(
      developmentLanguage: "en", tables: ["en": ["pending_files": "%d files, %.1f%%, %@ %@ %u"]])
    let localizer = Localizer(catalogs: catalogs, language: "en", missingKeyStyle: .key)
    let n: Int = 3
    let ratio: Float = 0.5
    let name: String = "a"
    let rest: Substring = "b".dropFirst(0)
    let small: UInt8 = 200
    #expect(
      localizer.format("pending_files", n, ratio, name, rest, small)
        == "3 files, 0.5%, \u{2068}a\u{2069} \u{2068}b\u{2069} 200")
    let big = UInt64.max
    #expect(
      localizer.format("pending_files", big, 1.25, "x", Int8(-1), UInt16(7)).hasPrefix("18446744073709551615")
    )
    #expect(FormatArgument(Float(0.1)) == .double(0.1))
    #expect(FormatArgument(Int16(-4)) == .integer(-4))
    #expect(FormatArgument("x".dropFirst(0)) == .text("x"))
  }
}
