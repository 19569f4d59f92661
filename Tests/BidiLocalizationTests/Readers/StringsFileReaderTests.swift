import BidiTestSupport
import Foundation
import Testing

@testable import BidiLocalization

/// `.strings` files against the two references: Foundation's `PropertyListSerialization` and
/// the toolchain's `plutil -convert json`.
@Suite struct StringsFileReaderTests {
  /// Every `.strings` file shipped with the Swift toolchain.
  static let toolchainFiles: [String] = {
    guard let plutil = toolPath("plutil") else { return [] }
    let share = URL(fileURLWithPath: plutil).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("share").path
    let items = FileManager.default.enumerator(atPath: share)?.allObjects as? [String] ?? []
    return items.filter { $0.hasSuffix(".strings") }.map { share + "/" + $0 }.sorted()
  }()

  static func foundation(_ data: Data) throws -> [String: String]? {
    try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String]
  }

  static func plutil(_ path: String) throws -> [String: String]? {
    let result = try runTool(toolPath("plutil")!, ["-convert", "json", "-o", "-", path])
    guard result.status == 0 else { return nil }
    return try JSONSerialization.jsonObject(with: result.output) as? [String: String]
  }

  @Test func toolchainShipsStringsFiles() {
    #expect(Self.toolchainFiles.count >= 10, "found \(Self.toolchainFiles.count) .strings files")
  }

  @Test(arguments: toolchainFiles)
  func toolchainFileEqualsReferences(path: String) throws {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    let file = CatalogFile(data: data, path: path, format: .strings)
    #expect(file.diagnostics.isEmpty, "\(file.diagnostics)")
    let ours = file.tables[0].dictionary
    #expect(!ours.isEmpty)
    #expect(ours == (try Self.foundation(data)))
    #expect(ours == (try Self.plutil(path)))
  }

  /// Keys and values covering every escape, quote style, comment and unquoted word.
  static let generatedSource = #"""
    /* A block comment
       over two lines */
    "plain" = "Hello, world";
    // a line comment
    "escapes" = "quote \" backslash \\ newline \n tab \t return \r bell \a back \b feed \f vtab \v";
    "unicode" = "\U05D0\U05d1 \U0041 short \U41; pair \UD83D\UDE00 end";
    "octal" = "\101\102\0103 \7";
    "unknown escapes" = "\q\u0041\x41\'";
    'single' = 'it\'s "quoted"';
    unquoted_key-1.0/$:x = unquoted.value;
    "mixed" = bare;
    "short form";
    "line continuation" = "a\
    b";
    "controls" = "⁨RLI⁩ ‏ ‪x‬";
    "arabic" = "مرحبا %@ بك";
    "duplicate" = "first";
    "duplicate" = "second";
    "spacing"   =   "x"   ;
    "" = "empty key";
    "empty value" = "";
    """#

  enum Encoding: String, CaseIterable, CustomStringConvertible {
    case utf8, utf8BOM, utf16LE, utf16BE
    var description: String { rawValue }
    func encode(_ text: String) -> Data {
      switch self {
      case .utf8: Data(text.utf8)
      case .utf8BOM: Data([0xEF, 0xBB, 0xBF] + text.utf8)
      case .utf16LE:
        Data([0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
      case .utf16BE:
        Data([0xFE, 0xFF] + text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] })
      }
    }
  }

  @Test(arguments: Encoding.allCases)
  func generatedFileEqualsReferences(encoding: Encoding) throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    for (name, source) in [
      ("all", Self.generatedSource),
      ("crlf", Self.generatedSource.replacingOccurrences(of: "\n", with: "\r\n")),
    ] {
      let data = encoding.encode(source)
      let path = try scratch.write("\(name).strings", data)
      let file = CatalogFile(data: data, path: path, format: .strings)
      #expect(file.diagnostics.isEmpty, "\(file.diagnostics)")
      let ours = file.tables[0].dictionary
      let reference = try #require(try Self.foundation(data))
      #expect(ours == reference)
      #expect(ours == (try Self.plutil(path)))
      #expect(ours["octal"] == "AB\u{8}3 \u{7}")  // three octal digits at most: \010 then 3
      #expect(ours["unknown escapes"] == "qu0041x41'")
      #expect(ours["duplicate"] == "second")
      #expect(ours["short form"] == "short form")
      #expect(file.tables[0].entries.count == 17)
    }
  }

  /// Random tables: random keys and values drawn from escapes, ASCII, Arabic, Hebrew, controls
  /// and astral characters, in every encoding.
  @Test(arguments: Encoding.allCases)
  func randomFilesEqualReferences(encoding: Encoding) throws {
    var generator = SplitMix64(seed: 0xB1D1 &+ UInt64(encoding.rawValue.count))
    let pieces = [
      "a", "Z", "0", " ", "%@", "%1$d", "\\n", "\\t", "\\\"", "\\\\", "\\U0627", "\\U200F", "\\101",
      "ש", "ب", "\u{2068}",
      "\u{2069}", "\u{200E}", "😀", "\\UD83D\\UDE00", "é", "/", "*", ";", "=", "'", "\\'", "\\r",
      "\\f", "\\v", "\\b",
    ]
    func random() -> String {
      (0..<Int.random(in: 0...12, using: &generator)).map { _ in
        pieces.randomElement(using: &generator)!
      }.joined()
    }
    let scratch = try Scratch()
    defer { scratch.remove() }
    for round in 0..<20 {
      var source = ""
      for i in 0..<30 { source += "\"k\(i)\(random())\" = \"\(random())\";\n" }
      let data = encoding.encode(source)
      let path = try scratch.write("random\(round).strings", data)
      let file = CatalogFile(data: data, path: path, format: .strings)
      #expect(file.diagnostics.isEmpty, "\(file.diagnostics)")
      let ours = file.tables[0].dictionary
      #expect(ours == (try Self.foundation(data)), "\(source)")
      #expect(ours == (try Self.plutil(path)))
    }
  }

  @Test func locationsOfKeysAndValues() {
    let source = "/* c */\n\"a\" = \"1\";\n  b = \"2\";\r\n\"ש\" = \"ב\"; \"c\" = \"3\";\n"
    let file = CatalogFile(data: Data(source.utf8), path: "x.strings", format: .strings)
    let entries = file.tables[0].entries
    #expect(entries.map(\.key) == ["a", "b", "ש", "c"])
    #expect(
      entries.map { [$0.location.line, $0.location.column] } == [
        [2, 1], [3, 3], [4, 1], [4, 12],
      ])
    #expect(
      entries.map { [$0.texts[0].location.line, $0.texts[0].location.column] } == [
        [2, 7], [3, 7], [4, 7], [4, 18],
      ])
    #expect(entries[0].comment == "c")
  }

  /// Where the references and BidiKit part ways, written down.
  @Test func documentedDifferences() throws {
    // An empty file (no byte, or a byte order mark alone): plutil and PropertyListSerialization
    // reject it, Bazel's rules_apple fails to build it and Xcode's localization export stops on
    // it, so BidiKit reports it, at 1:1; its table is empty, as a bundle loads it. White space
    // or a comment alone is an empty table for Foundation too, without a diagnostic.
    let scratch = try Scratch()
    defer { scratch.remove() }
    for bytes in [[], [0xFF, 0xFE], [0xFE, 0xFF], [0xEF, 0xBB, 0xBF]] as [[UInt8]] {
      let empty = CatalogFile(data: Data(bytes), path: "e.strings", format: .strings)
      #expect(empty.diagnostics.map(\.reason) == [.syntaxError] && empty.tables[0].entries.isEmpty)
      #expect(empty.diagnostics.first?.message.contains("the file is empty") == true)
      #expect(try Self.plutil(try scratch.write("e.strings", Data(bytes))) == nil, "plutil accepts \(bytes)")
    }
    for data in ["\n", " ", "/* nothing yet */\n", "// nothing\n"].map({ Data($0.utf8) }) + [
      Data([0xFF, 0xFE, 0x0A, 0])
    ] {
      let blank = CatalogFile(data: data, path: "b.strings", format: .strings)
      #expect(blank.diagnostics.isEmpty && blank.tables[0].entries.isEmpty)
      #expect(try Self.plutil(try scratch.write("b.strings", data)) == [:])
    }
    // An unterminated comment: Foundation silently ignores the rest of the file; the entries
    // are the same, but BidiKit also says why the rest is missing.
    let data = Data("\"a\" = \"1\";\n/* no end\n\"b\" = \"2\";".utf8)
    let file = CatalogFile(data: data, path: "c.strings", format: .strings)
    #expect(file.tables[0].dictionary == (try Self.foundation(data)))
    #expect(file.diagnostics.map { "\($0.location.line):\($0.location.column)" } == ["2:1"])
    // Octal escapes above \177 are NeXTSTEP-encoded in Foundation (\351 is Ø); BidiKit does
    // not carry that table: it reports the escape and reads U+FFFD.
    let octal = CatalogFile(data: Data(#""a" = "\351";"#.utf8), path: "o.strings", format: .strings)
    #expect(octal.tables[0].dictionary["a"] == "\u{FFFD}")
    #expect(octal.diagnostics.count == 1)
    #expect(try Self.foundation(Data(#""a" = "\351";"#.utf8))?["a"] == "Ø")
  }
}
