import Foundation
import Testing

@testable import BidiLocalization

/// `.strings` written as XML or binary property lists, binary `.stringsdict`, and the
/// structure problems of `.stringsdict` entries, each at its line and column.
@Suite struct PropertyListCatalogTests {
  static let xmlStrings = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \t<key>Cairo</key>
    \t<string>القاهرة</string>
    \t<key>Tel Aviv &amp; Jaffa</key>
    \t<string>תל אביב-יפו</string>
    </dict>
    </plist>
    """

  @Test func xmlStringsAreRead() throws {
    let data = Data(Self.xmlStrings.utf8)
    let file = CatalogFile(data: data, path: "ar.lproj/Cities.strings", format: .strings)
    #expect(file.diagnostics.isEmpty, "\(file.diagnostics)")
    let table = file.tables[0]
    #expect(table.language == "ar")
    let reference = try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String]
    #expect(table.dictionary == reference)
    #expect(table.entries.map(\.location.line) == [5, 7])
    #expect(table.entries[0].texts[0].location.line == 6 && table.entries[0].texts[0].location.column == 10)
  }

  /// UTF-16 with a BOM, as some tools write XML .strings.
  @Test func utf16XMLStringsAreRead() throws {
    var data = Data([0xFF, 0xFE])
    for unit in Self.xmlStrings.utf16 { data.append(contentsOf: [UInt8(unit & 0xFF), UInt8(unit >> 8)]) }
    let file = CatalogFile(data: data, path: "he.lproj/Cities.strings", format: .strings)
    #expect(file.tables[0].dictionary["Tel Aviv & Jaffa"] == "תל אביב-יפו", "\(file.diagnostics)")
  }

  @Test func binaryStringsAndStringsdictAreRead() throws {
    let strings = try PropertyListSerialization.data(
      fromPropertyList: ["greeting": "مرحبا", "count": "%d"], format: .binary, options: 0)
    let file = CatalogFile(data: strings, path: "ar.lproj/Localizable.strings", format: .strings)
    #expect(file.diagnostics.isEmpty, "\(file.diagnostics)")
    #expect(file.tables[0].dictionary == ["greeting": "مرحبا", "count": "%d"])
    let plural: [String: Any] = [
      "files": [
        "NSStringLocalizedFormatKey": "%#@f@",
        "f": [
          "NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "NSStringFormatValueTypeKey": "d",
          "one": "ملف واحد", "other": "%d ملف",
        ],
      ]
    ]
    let binary = try PropertyListSerialization.data(fromPropertyList: plural, format: .binary, options: 0)
    let dict = CatalogFile(data: binary, path: "ar.lproj/Localizable.stringsdict", format: .stringsdict)
    #expect(dict.diagnostics.isEmpty, "\(dict.diagnostics)")
    #expect(Set(dict.tables[0].entries[0].texts.compactMap(\.form)) == ["f.one", "f.other"])
  }

  @Test func oldStyleStringsAreStillOldStyle() {
    let file = CatalogFile(data: Data(#""a" = "<plist>";"#.utf8), path: "x.strings", format: .strings)
    #expect(file.tables[0].dictionary == ["a": "<plist>"] && file.diagnostics.isEmpty)
  }

  /// A string where a string is expected, and malformed XML, are reported.
  @Test func badPropertyListStrings() {
    let nested =
      "<?xml version=\"1.0\"?><plist><dict><key>a</key><dict/><key>b</key><string>B</string></dict></plist>"
    let file = CatalogFile(data: Data(nested.utf8), path: "x.strings", format: .strings)
    #expect(file.tables[0].dictionary == ["b": "B"])
    #expect(file.diagnostics.map(\.message) == ["the value of 'a' is a <dict>, not a <string>"])
    let broken = CatalogFile(
      data: Data("<?xml version=\"1.0\"?>\n<plist><dict><key>a</key>".utf8), path: "y.strings",
      format: .strings)
    #expect(!broken.diagnostics.isEmpty)
  }

  static func stringsdictText(_ body: String) -> String {
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict>\n" + body
      + "\n</dict></plist>\n"
  }

  static func stringsdict(_ body: String) -> CatalogFile {
    CatalogFile(data: Data(stringsdictText(body).utf8), path: "ar.lproj/P.stringsdict", format: .stringsdict)
  }

  /// The 1-based line and column of `offset` scalars after the first `marker` in `text`,
  /// found by a plain search (not by the reader's scanner).
  static func position(of marker: String, plus offset: Int, in text: String) -> (line: Int, column: Int) {
    let scalars = Array(text.unicodeScalars)
    let needle = Array(marker.unicodeScalars)
    let start = (0...(scalars.count - needle.count)).first {
      Array(scalars[$0..<$0 + needle.count]) == needle
    }!
    let target = start + offset
    let line = scalars[..<target].filter { $0 == "\n" }.count + 1
    let lineStart = scalars[..<target].lastIndex(of: "\n").map { $0 + 1 } ?? 0
    return (line, target - lineStart + 1)
  }

  static let variable = """
    <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
    <key>NSStringFormatValueTypeKey</key><string>d</string>
    """

  /// Each structure problem: a positive fixture reported at its line and column (where the
  /// marker is), and the sound entry beside it (the negative fixture) not reported.
  @Test(arguments: [
    (
      "<key>k</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@f@</string><key>f</key><dict>\(variable)<key>one</key><string>1</string></dict></dict>",
      "has no 'other' form", "<key>f</key><dict>", 12
    ),
    (
      "<key>k</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@f@ and %#@m@</string><key>f</key><dict>\(variable)<key>other</key><string>x</string></dict></dict>",
      "%#@m@ is not defined", "%#@f@ and", 0
    ),
    (
      "<key>k</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@f@</string><key>f</key><dict>\(variable)<key>fewest</key><string>x</string><key>other</key><string>x</string></dict></dict>",
      "'fewest' in variable 'f' of 'k' is not a plural category", "<key>fewest</key><string>", 17
    ),
    ("<key>k</key><integer>3</integer>", "the value of 'k' is a <integer>", "<integer>", 0),
    (
      "<key>k</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@f@</string><key>f</key><string>x</string></dict>",
      "the variable 'f' of 'k' is a <string>", "<key>f</key><string>", 12
    ),
    (
      "<key>k</key><dict><key>f</key><dict>\(variable)<key>other</key><string>x</string></dict></dict>",
      "'k' has no NSStringLocalizedFormatKey", "<key>k</key>", 0
    ),
  ])
  func structureProblems(body: String, message: String, marker: String, offset: Int) {
    let sound = """
      <key>sound</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
      <key>n</key><dict>\(Self.variable)<key>one</key><string>%d</string><key>other</key><string>%d</string></dict></dict>
      """
    let file = Self.stringsdict(body + "\n" + sound)
    let structural = file.diagnostics.filter { $0.reason == .pluralStructure }
    #expect(structural.count == 1, "\(file.diagnostics)")
    #expect(structural.first?.message.contains(message) == true, "\(structural)")
    let expected = Self.position(of: marker, plus: offset, in: Self.stringsdictText(body + "\n" + sound))
    #expect(structural.first?.location.line == expected.line, "\(structural)")
    #expect(structural.first?.location.column == expected.column, "\(structural)")
    #expect(file.diagnostics.allSatisfy { $0.reason == .pluralStructure })
    #expect(Self.stringsdict(sound).diagnostics.isEmpty)
  }
}
