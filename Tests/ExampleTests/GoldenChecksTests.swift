import BidiLocalization
import BidiTestSupport
import BidiTesting
import Foundation
import Testing

/// The examples' scenarios written with BidiTesting's one-call checks, as an app's tests would
/// be: the goldens are in `__Goldens__/GoldenChecksTests/` beside this file.
@Suite("The examples as one-call golden checks")
struct GoldenChecksTests {
  /// user-names: a name of the other direction at the start of a sentence stays in place
  /// once the formatter isolates it; a name hiding an override is balanced first.
  @Test func sharedFile() {
    let hebrew = BidiFormatter(context: .rightToLeft)
    assertFormatted("\("Dana") שיתף איתך קובץ", by: hebrew, named: "latin name in Hebrew")
    assertFormatted(
      "\("دانا") shared a file with you", by: BidiFormatter(context: .leftToRight),
      named: "arabic name in English")
    assertFormatted("\("evil\u{202E}gpj.exe") שיתף איתך קובץ", by: hebrew, named: "name hiding an override")
  }

  /// phone-numbers: a number in an isolate reads left to right inside a right-to-left sentence.
  @Test func phoneNumber() {
    assertVisualOrder(of: "התקשרו ל-\u{2066}+1 (408) 555-1212\u{2069} עכשיו", base: .rightToLeft)
    assertVisualOrder(of: "اتصل على \u{2066}+966 11 555 1234\u{2069}", base: .rightToLeft)
  }

  /// mirrored-settings: the example's screen, read from its JSON, checked in both directions.
  @Test func settingsScreen() throws {
    let json = Repository.url("Examples/mirrored-settings/settings.json")
    let screen = try LayoutNode(json: Data(contentsOf: json))
    let report = assertLayout(of: screen, columns: 50)
    // The same frames and pictures as the repository's golden of the example, which reads the
    // tree from the file (tree-file) instead of holding it.
    let mine = try #require(GoldenFile.expectations(at: report.path))
    let repository = try #require(GoldenFile.expectations(at: goldensDirectory + "/mirrored-settings.golden"))
    #expect(mine == repository)
  }
}

/// mirrored-settings' account screen (`account.json`, catalogs in `Localization/`): the
/// toolkit's three uses in one check. Real Arabic and Hebrew translations from a catalog,
/// values interpolated by the formatter (isolated: a user name, a host name, a phone number, a
/// path), and the screen laid out in both directions with each text line drawn in visual order.
@Suite("The localized account screen as golden pictures")
struct LocalizedScreenGoldenTests {
  static let example = Repository.url("Examples/mirrored-settings")

  /// The values the example shows, by node id (as in its LocalizedScreen.swift).
  static let values: [String: [FormatArgument]] = [
    "userName": [.text("dana_levi")],
    "hostName": [.text("dana-laptop.local")],
    "calling": [.text("+1\u{00A0}408-555-1212", kind: .phoneNumber)],
    "mail": [.text("/var/mail/dana", kind: .filePath)],
  ]

  /// The account screen in `language`: each text a key of the `Account` table.
  static func screen(in language: String) throws -> LayoutNode {
    let tree = try LayoutNode(json: Data(contentsOf: example.appendingPathComponent("account.json")))
    let catalogs = try CatalogSet(
      contentsOfDirectory: example.appendingPathComponent("Localization").path, developmentLanguage: "en")
    #expect(catalogs.diagnostics.isEmpty, "\(catalogs.diagnostics)")
    let localizer = Localizer(catalogs: catalogs, language: language, missingKeyStyle: .key)
    return tree.withEachNode { node in
      if let key = node.text?.content {
        node.text?.content = localizer.format(
          key, table: "Account", default: key, arguments: values[node.id] ?? [])
      }
    }
  }

  @Test("the screen in English, Arabic and Hebrew, laid out LTR and RTL", arguments: ["en", "ar", "he"])
  func accountScreen(language: String) throws {
    let screen = try Self.screen(in: language)
    if language != "en" {
      // The translations were found: no text is its English key.
      let texts = screen.flattenedTexts
      #expect(!texts.contains("Username:") && !texts.contains("Host Name"), "\(texts)")
    }
    let cells = TextCells(cellWidth: 8, lineHeight: 16)
    assertLayout(of: screen, cells: cells, named: language)

    // The lines in visual order, cross-checked with ICU (ubidi_setLine on each line of the
    // paragraph): combining marks compared in L2's order, as ICU writes them.
    let reorderer = BidiLineReorderer(options: VisualOptions(reordersNonspacingMarks: false))
    var checked = 0
    for direction in [TextDirection.leftToRight, .rightToLeft] {
      let result = try screen.withTextCells(cells).layout(
        direction: direction, reorderingLinesWith: reorderer)
      for node in result.nodes where !node.textLines.isEmpty {
        let text = try #require(screen.text(of: node.id))
        let scalars = Array(text.unicodeScalars)
        let ranges = node.textLines.map { range in
          var end = range.upperBound
          while end > range.lowerBound && scalars[end - 1] == " " { end -= 1 }
          return range.lowerBound..<end
        }
        let base: BaseDirection = node.direction == .leftToRight ? .leftToRight : .rightToLeft
        #expect(node.visualLines == ICUReference.visualLines(ranges, of: text, base: base), "\(node.id)")
        checked += ranges.count
      }
    }
    #expect(checked >= 20)
  }
}

extension LayoutNode {
  /// The text of the node `id`.
  fileprivate func text(of id: String) -> String? {
    var stack = [self]
    while let node = stack.popLast() {
      if node.id == id { return node.text?.content }
      stack.append(contentsOf: node.children)
    }
    return nil
  }

  /// Every text of the tree, depth-first.
  fileprivate var flattenedTexts: [String] {
    var texts: [String] = []
    var stack = [self]
    while let node = stack.popLast() {
      if let text = node.text?.content { texts.append(text) }
      stack.append(contentsOf: node.children.reversed())
    }
    return texts
  }
}

extension GoldenFile {
  /// The written expected lines of the first case of the golden file at `path`.
  static func expectations(at path: String) -> [String]? {
    guard let data = FileManager.default.contents(atPath: path),
      let file = try? GoldenFile(parsing: data, path: path)
    else { return nil }
    return file.cases.first?.expected?.flatMap(\.writtenLines)
  }
}
