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
    let json = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Examples/mirrored-settings/settings.json").standardized
    let screen = try LayoutNode(json: Data(contentsOf: json))
    let report = assertLayout(of: screen, columns: 50)
    // The same frames and pictures as the repository's golden of the example, which reads the
    // tree from the file (tree-file) instead of holding it.
    let mine = try #require(GoldenFile.expectations(at: report.path))
    let repository = try #require(GoldenFile.expectations(at: goldensDirectory + "/mirrored-settings.golden"))
    #expect(mine == repository)
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
