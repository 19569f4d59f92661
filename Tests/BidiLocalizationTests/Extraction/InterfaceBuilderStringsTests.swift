import BidiLint
import BidiLocalization
import BidiTestSupport
import Foundation
import Testing

/// ``InterfaceBuilderStrings`` against tables ibtool wrote for real apps (minimized in
/// Tests/Fixtures/InterfaceBuilder, whose README names the repositories and commits).
@Suite struct InterfaceBuilderStringsTests {
  /// A document and the table the app committed for it.
  struct Fixture: CustomStringConvertible, Sendable {
    var document: String
    var table: String
    var description: String { document }

    func export() throws -> InterfaceBuilderStrings {
      let path = Repository.path("Tests/Fixtures/InterfaceBuilder/" + document)
      return try InterfaceBuilderStrings(data: try Data(contentsOf: URL(fileURLWithPath: path)), path: path)
    }

    var tableData: Data {
      get throws {
        try Data(contentsOf: Repository.url("Tests/Fixtures/InterfaceBuilder/" + table))
      }
    }
  }

  /// Tables that are ibtool's output, unedited: ours must be the same bytes.
  static let unedited: [Fixture] =
    [
      "iina/Base.lproj/AboutWindowController.xib", "iina/Base.lproj/CropSettingsViewController.xib",
      "iina/Base.lproj/MainMenu.xib", "iina/Base.lproj/PrefAdvancedViewController.xib",
      "iina/Base.lproj/PrefUIViewController.xib",
    ].map { Fixture(document: $0, table: tablePath($0, language: "en")) }
    + [
      "jami/Base.lproj/RegisterNameWindow.xib", "jami/Base.lproj/AccRingGeneral.xib",
      "jami/Base.lproj/PasswordChange.xib", "jami/Base.lproj/ChooseContactVC.xib",
    ].map { Fixture(document: $0, table: tablePath($0, language: "Base")) }
    + [
      Fixture(
        document: "Sparkle/Base.lproj/SUUpdateAlert.xib", table: "Sparkle/en.lproj/SUUpdateAlert.strings")
    ]

  /// Tables translated by the app's tool: ibtool's keys and comments, the app's values.
  static let translated: [Fixture] = ["Feedback", "Bookmarks", "Settings", "TabSwitcher"].map {
    Fixture(document: "duckduckgo/Base.lproj/\($0).storyboard", table: "duckduckgo/fr.lproj/\($0).strings")
  }

  static func tablePath(_ document: String, language: String) -> String {
    let parts = document.split(separator: "/")
    let name = parts.last!.split(separator: ".").first!
    return "\(parts[0])/\(language).lproj/\(name).strings"
  }

  @Test(arguments: unedited) func sameBytesAsIbtool(_ fixture: Fixture) throws {
    let exported = try fixture.export()
    let expected = try fixture.tableData
    #expect(exported.text == String(decoding: expected, as: UTF8.self))
    #expect(exported.data(encoding: .utf8) == expected)
    // UTF-16 as ibtool writes it: little-endian after a byte-order mark, the same text.
    var utf16 = Data([0xFF, 0xFE])
    for unit in exported.text.utf16 { utf16.append(contentsOf: [UInt8(unit & 0xFF), UInt8(unit >> 8)]) }
    #expect(exported.data() == utf16)
  }

  @Test(arguments: translated) func sameKeysAndCommentsAsIbtool(_ fixture: Fixture) throws {
    let exported = try fixture.export()
    let table = CatalogFile(data: try fixture.tableData, path: fixture.table, format: .strings)
    #expect(table.diagnostics.isEmpty)
    let expected = Dictionary(uniqueKeysWithValues: table.tables[0].entries.map { ($0.key, $0.comment) })
    let ours = Dictionary(uniqueKeysWithValues: exported.strings.map { ($0.key, Optional($0.comment)) })
    #expect(ours == expected)
  }

  /// The readers read what the exporter writes back to the same keys and values, and the
  /// linter finds no syntax problem in it, in both encodings.
  @Test(arguments: unedited + translated) func readsBackAndLints(_ fixture: Fixture) throws {
    let exported = try fixture.export()
    for encoding in StringsFileWriter.Encoding.allCases {
      let file = CatalogFile(
        data: exported.data(encoding: encoding), path: "en.lproj/X.strings", format: .strings)
      #expect(file.diagnostics.isEmpty)
      #expect(file.tables[0].entries.map(\.key) == exported.strings.map(\.key))
      #expect(file.tables[0].entries.map(\.value) == exported.strings.map(\.value))
      #expect(file.tables[0].entries.map(\.comment) == exported.strings.map(\.comment))
      #expect(!CatalogLinter().lint(file).contains { $0.rule == .syntax })
    }
  }

  @Test func tableNameAndPlatform() throws {
    let menu = try Self.unedited[2].export()
    #expect(menu.tableName == "MainMenu")
    #expect(menu.platform == .appKit)
    #expect(try Self.translated[0].export().platform == .uiKit)
    let label = try Self.unedited[4].export().strings[0]
    #expect(label.value == "Picture-in-\nPicture:")
    #expect(label.location.line == 5)
  }
}
