import BidiLint
import BidiTestSupport
import Foundation
import Testing

@testable import BidiLocalization

/// The development keys of `missing-translation` and `extra-key`: `Base.lproj` and the
/// development folder together, `Settings.bundle` panes and `.intentdefinition` files (which
/// define keys but do not require them), and an empty `.strings` file, which plutil rejects.
@Suite struct ReferenceTableTests {
  static func plist(_ body: String) -> String {
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n\(body)\n</dict>\n</plist>\n"
  }

  /// The findings of `bidi lint`'s completeness step over the files written under `tree`.
  static func completeness(_ files: [(String, String)]) throws -> [LintFinding] {
    let scratch = try Scratch()
    defer { scratch.remove() }
    var catalogs: [CatalogFile] = []
    var references: [ReferenceTable] = []
    for (path, text) in files {
      let full = try scratch.write(path, text)
      if ReferenceTable.isReference(path: full) {
        references.append(try #require(ReferenceTable(contentsOf: full)))
      } else {
        catalogs.append(try CatalogFile(contentsOf: full))
      }
    }
    return CatalogLinter().lintCompleteness(catalogs, references: references).map { finding in
      var finding = finding
      finding.location.file = String(finding.location.file.dropFirst(scratch.url.path.count + 1))
      return finding
    }
  }

  @Test func intentDefinitionsDefineKeys() throws {
    // mastodon/mastodon-ios `MastodonIntent/Base.lproj/Intents.intentdefinition` and
    // `WidgetExtension/Base.lproj/WidgetExtension.intentdefinition` (one intent, one enumeration
    // value and one prompt kept), with `be.lproj` and a stale `en.lproj`.
    let definition = Self.plist(
      """
      <key>INEnums</key><array><dict><key>INEnumValues</key><array>
        <dict><key>INEnumValueDisplayName</key><string>unknown</string><key>INEnumValueDisplayNameID</key><string>cQxbPW</string></dict>
        <dict><key>INEnumValueDisplayName</key><string>Public</string><key>INEnumValueDisplayNameID</key><string>dYQ5NN</string></dict>
      </array></dict></array>
      <key>INIntents</key><array><dict>
        <key>INIntentDescription</key><string>Hashtag</string><key>INIntentDescriptionID</key><string>A1rwKl</string>
        <key>INIntentParameters</key><array><dict><key>INIntentParameterPromptDialogs</key><array><dict>
          <key>INIntentParameterPromptDialogFormatString</key><string>There are ${count} options matching ‘${visibility}’.</string>
          <key>INIntentParameterPromptDialogFormatStringID</key><string>apSxMG</string>
        </dict></array></dict></array>
      </dict></array>
      """)
    let found = try Self.completeness([
      ("Widget/Base.lproj/Widget.intentdefinition", definition),
      ("Widget/en.lproj/Widget.strings", "\"dYQ5NN\" = \"Public\";\n"),
      (
        "Widget/be.lproj/Widget.strings",
        "\"dYQ5NN\" = \"Публічны\";\n\"A1rwKl\" = \"Хэштэг\";\n\"apSxMG-dYQ5NN\" = \"Ёсць ${count} варыянтаў\";\n\"gone\" = \"x\";\n"
      ),
      ("Widget/ar.lproj/Widget.strings", "\"A1rwKl\" = \"وسم\";\n"),
    ])
    // A1rwKl and the prompt for the value Public were extra keys (the stale en.lproj lacks
    // them); "gone" is one. Only en.lproj's keys are required: Xcode does not export the
    // "unknown" value (cQxbPW), and Arabic lacks dYQ5NN.
    #expect(
      found.map { "\($0.rule.rawValue) \($0.language ?? "") \($0.key ?? "")" } == [
        "missing-translation ar dYQ5NN", "extra-key be gone",
      ])
  }

  @Test func settingsBundlePanes() throws {
    // element-hq/element-x-ios `ElementX/SupportingFiles/Settings.bundle/Root.plist` and its
    // `de.lproj/Root.strings`, without the development folder.
    let root = Self.plist(
      """
      <key>PreferenceSpecifiers</key><array>
        <dict><key>File</key><string>Acknowledgements</string><key>Title</key><string>Acknowledgements</string>
          <key>Type</key><string>PSChildPaneSpecifier</string></dict>
        <dict><key>Type</key><string>PSMultiValueSpecifier</string><key>Titles</key><array><string>Light</string><string>Dark</string></array>
          <key>Values</key><array><string>l</string><string>d</string></array></dict>
      </array>
      <key>StringsTable</key><string>Root</string>
      """)
    let found = try Self.completeness([
      ("App/Settings.bundle/Root.plist", root),
      (
        "App/Settings.bundle/de.lproj/Root.strings",
        "\"Acknowledgements\" = \"Danksagungen\";\n\"Dark\" = \"Dunkel\";\n\"d\" = \"x\";\n"
      ),
    ])
    #expect(found.map { "\($0.rule.rawValue) \($0.key ?? "")" } == ["extra-key d"])
    #expect(ReferenceTable.isReference(path: "A/Settings.bundle/Packages/Kit.plist"))
    #expect(!ReferenceTable.isReference(path: "A/Settings.bundle/de.lproj/Root.plist"))
    #expect(!ReferenceTable.isReference(path: "A/Info.plist"))
  }

  @Test func baseAndDevelopmentFolderTogether() throws {
    // mastodon/mastodon-ios `MastodonSDK/Sources/MastodonLocalization/Resources`: Base.lproj
    // has keys en.lproj lacks, and both are development tables.
    let found = try Self.completeness([
      (
        "R/Base.lproj/Localizable.strings",
        "\"Scene.Notification.FilteredNotification.Accept\" = \"Accept\";\n"
      ),
      ("R/en.lproj/Localizable.strings", "\"Scene.Thread.Title\" = \"Post from %@\";\n"),
      ("R/ar.lproj/Localizable.strings", "\"Scene.Thread.Title\" = \"منشور من %@\";\n"),
      (
        "R/sl.lproj/Localizable.strings",
        "\"Scene.Notification.FilteredNotification.Accept\" = \"Sprejmi\";\n"
      ),
    ])
    #expect(
      found.map { "\($0.rule.rawValue) \($0.language ?? "") \($0.key ?? "")" } == [
        "missing-translation ar Scene.Notification.FilteredNotification.Accept",
        "missing-translation sl Scene.Thread.Title",
      ])
  }

  @Test func emptyStringsFile() {
    // deltachat/deltachat-ios `deltachat-ios/ar.lproj/InfoPlist.strings` has 0 bytes;
    // jellyfin/Swiftfin `Translations/fa.lproj/Localizable.strings` is a byte order mark and a
    // line break, which plutil reads as an empty table.
    let empty = CatalogFile(data: Data(), path: "ar.lproj/InfoPlist.strings", format: .strings)
    let found = CatalogLinter().lint(empty)
    #expect(found.map(\.rule) == [.syntax] && found[0].severity == .error)
    #expect(found.first?.location.position.description == "1:1")
    let blank = CatalogFile(
      data: Data([0xFF, 0xFE, 0x0A, 0x00]), path: "fa.lproj/L.strings", format: .strings)
    #expect(CatalogLinter().lint(blank).isEmpty)
  }
}

/// What identifies a finding across runs.
@Suite struct FindingIdentityTests {
  @Test func identityIsRuleFileKeyLanguage() {
    let finding = LintFinding(
      rule: .garbledPlaceholder,
      location: SourceLocation(
        file: "ar.lproj/A.strings", position: SourcePosition(line: 3, column: 9, utf8Offset: 40)),
      message: "m", key: "k", language: "ar")
    var moved = finding
    moved.location.position = SourcePosition(line: 9, column: 1, utf8Offset: 90)
    moved.message = "another message"
    #expect(
      finding.identity == "garbled-placeholder|ar.lproj/A.strings|k|ar" && moved.identity == finding.identity)
  }
}
