import BidiTestSupport
import Foundation
import Testing

@testable import BidiLocalization

/// Malformed files: each problem at its line and column, the rest of the file still read.
@Suite struct MalformedCatalogTests {
  struct Case: CustomStringConvertible, Sendable {
    var name: String
    var format: CatalogFormat
    var source: String
    /// `line:column` of each diagnostic.
    var problems: [String]
    /// Keys still read.
    var keys: [String]
    var description: String { "\(format.rawValue): \(name)" }
  }

  static let cases: [Case] = [
    Case(
      name: "missing semicolon", format: .strings, source: "\"a\" = \"1\"\n\"b\" = \"2\";\n",
      problems: ["1:10"],
      keys: ["a", "b"]),
    Case(
      name: "missing value", format: .strings,
      source: "\"a\" = \"1\";\n\"b\" = ;\n\"c\" = \"3\";\n", problems: ["2:7"],
      keys: ["a", "c"]),
    Case(
      name: "unterminated string", format: .strings, source: "\"a\" = \"1\";\n\"b\" = \"2;\n",
      problems: ["2:7"],
      keys: ["a"]),
    Case(
      name: "junk between entries", format: .strings,
      source: "\"a\" = \"1\";\n+ \"b\" = \"2\";\n\"c\" = \"3\";\n",
      problems: ["2:1"], keys: ["a", "c"]),
    Case(
      name: "array value", format: .strings, source: "\"a\" = (\"x\");\n\"b\" = \"2\";\n",
      problems: ["1:7"], keys: ["b"]),
    Case(
      name: "invalid UTF-8", format: .strings, source: "\"a\" = \"1\";\n\"b\" = \"\u{FFFF}\";\n",
      problems: ["2:8"],
      keys: ["a", "b"]),
    Case(
      name: "unterminated string", format: .po,
      source: "msgid \"a\"\nmsgstr \"1\"\n\nmsgid \"b\nmsgstr \"2\"\n\nmsgid \"c\"\nmsgstr \"3\"\n",
      problems: ["4:7"],
      keys: ["a", "b", "c"]),
    Case(
      name: "unknown keyword", format: .po,
      source: "msgid \"a\"\nmsgstr \"1\"\n\nmsgfoo \"x\"\nmsgid \"c\"\nmsgstr \"3\"\n",
      problems: ["4:1"], keys: ["a", "c"]),
    Case(
      name: "bad escape", format: .po,
      source: "msgid \"a\"\nmsgstr \"1\\q\"\n\nmsgid \"c\"\nmsgstr \"3\"\n", problems: ["2:11"],
      keys: ["a", "c"]),
    Case(
      name: "msgid without msgstr", format: .po,
      source: "msgid \"a\"\n\nmsgid \"c\"\nmsgstr \"3\"\n", problems: ["1:1"],
      keys: ["c"]),
    Case(
      name: "missing comma", format: .xcstrings,
      source: "{\"sourceLanguage\":\"en\",\"strings\":{\n\"a\":{},\n\"b\":{}\n\"c\":{}}}",
      problems: ["4:1"], keys: ["a", "b"]),
    Case(
      name: "unterminated string", format: .xcstrings,
      source: "{\"sourceLanguage\":\"en\",\"strings\":{\"a\":{},\n  \"b", problems: ["2:5"],
      keys: ["a"]),
    Case(
      name: "mismatched tag", format: .stringsdict,
      source: """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
        \t<key>a</key>
        \t<string>1</string>
        \t<key>b</key>
        \t<string>2</strin>
        \t<key>c</key>
        \t<string>3</string>
        </dict>
        </plist>
        """, problems: ["7:11"], keys: ["a", "b"]),  // the column of </strin>
  ]

  /// Each kind of problem carries its reason, so that tools act on it without reading messages.
  @Test(
    arguments: [
      (CatalogFormat.strings, Data("\"a\" = \"1\"\n".utf8), CatalogDiagnostic.Reason.syntaxError),
      (.strings, Data("\"a\" = (\"x\");\n".utf8), .unsupportedContent),
      (.strings, Data("\"a\" = \"".utf8) + Data([0xC3, 0x28]) + Data("\";\n".utf8), .invalidEncoding),
      (.po, Data("msgid \"a\"\nmsgstr \"1\\q\"\n".utf8), .syntaxError),
      (.xcstrings, Data("[1]".utf8), .invalidStructure),
      (.xcstrings, Data("{\"strings\": {}}".utf8), .invalidStructure),
      (.xcstrings, Data("{\"a\": ".utf8), .syntaxError),
      (.stringsdict, Data("<?xml version=\"1.0\"?><plist version=\"1.0\"><array/></plist>".utf8), .invalidStructure),
    ])
  func diagnosticsCarryTheirReason(_ format: CatalogFormat, _ data: Data, _ reason: CatalogDiagnostic.Reason) {
    let file = CatalogFile(data: data, path: "bad." + format.rawValue, format: format)
    #expect(file.diagnostics.first?.reason == reason, "\(file.diagnostics)")
  }

  @Test(arguments: cases)
  func reportsPositionAndReadsTheRest(_ test: Case) {
    var data = Data(test.source.utf8)
    if test.name == "invalid UTF-8", let index = data.firstRange(of: Data("\u{FFFF}".utf8)) {
      data.replaceSubrange(index, with: [0xC3, 0x28])
    }
    let file = CatalogFile(data: data, path: "bad." + test.format.rawValue, format: test.format)
    #expect(
      file.diagnostics.map { "\($0.location.line):\($0.location.column)" } == test.problems,
      "\(file.diagnostics)")
    #expect(file.diagnostics.allSatisfy { $0.location.file == "bad." + test.format.rawValue })
    let keys =
      file.tables.first { $0.language == "en" || test.format != .xcstrings }?.entries.map(\.key)
      ?? []
    #expect(keys == test.keys)
  }

  @Test func binaryGarbageNeverCrashes() {
    var generator = SplitMix64(seed: 42)
    for format in CatalogFormat.allCases {
      for _ in 0..<50 {
        let bytes = (0..<Int.random(in: 0...400, using: &generator)).map { _ in
          [
            UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "<"), UInt8(ascii: "{"),
            UInt8(ascii: "\n"), 0xD8, 0xFF, 0x00,
          ]
          .randomElement(using: &generator)!
        }
        let file = CatalogFile(data: Data(bytes), path: "g", format: format)
        _ = file.tables.flatMap(\.entries).count
      }
    }
  }
}
