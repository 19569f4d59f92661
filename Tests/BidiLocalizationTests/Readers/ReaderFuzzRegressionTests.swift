import Foundation
import Testing

@testable import BidiLocalization

/// Inputs found by Scripts/fuzz-parsers.sh (and files built from what it showed) that the
/// readers once got wrong: silently, or in time or memory far beyond the size of the file.
@Suite struct ReaderFuzzRegressionTests {
  static func stringsdict(_ body: String) -> Data {
    Data(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0">
      <dict>
      \(body)
      </dict>
      </plist>

      """.utf8)
  }

  static func foundation(_ data: Data) throws -> [String: Any]? {
    try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
  }

  /// `<![CDATA[…]]>` holds text as written. It was entity-decoded with its markup, and the text
  /// before a `&` that no `;` followed came out twice: "<![CDATA[Tom <![CDATA[Tom & Jerry <b>]]>".
  @Test func cdataSectionIsReadAsWritten() throws {
    let data = Self.stringsdict(
      "<key>k</key><string>a &amp; <![CDATA[Tom & Jerry <b>]]> &#x5D0;</string>")
    let file = CatalogFile(data: data, path: "ar.lproj/c.stringsdict", format: .stringsdict)
    #expect(file.diagnostics.isEmpty, "\(file.diagnostics)")
    #expect(file.tables[0].entries.map(\.value) == ["a & Tom & Jerry <b> א"])
    #expect(try Self.foundation(data)?["k"] as? String == "a & Tom & Jerry <b> א")
  }

  @Test func ampersandWithoutSemicolonIsKeptOnce() {
    #expect(PlistScanner.decodeEntities(Array("x & y".unicodeScalars)) == "x & y")
    #expect(PlistScanner.decodeEntities(Array("&amp;&lt;&#65;&bogus;&".unicodeScalars)) == "&<A&bogus;&")
  }

  /// The fuzzer's minimized case: an end tag with a line break before its `>` (valid XML). The
  /// key ran on to the next `</key>`, swallowing the format string into every form's name.
  @Test func endTagMayHaveSpaceBeforeItsBracket() throws {
    let data = Self.stringsdict(
      """
      <key>%d files</key>
      <dict>
      \t<key>NSStringLocalizedFormatKey</key
      \t\t><string>%#@files@</string
      >\t<key>files</key>
      \t<dict>
      \t\t<key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
      \t\t<key>NSStringFormatValueTypeKey</key><string>d</string>
      \t\t<key>one</key><string>ملف واحد</string>
      \t\t<key>other</key><string>%d ملفات</string>
      \t</dict>
      </dict>
      """)
    let file = CatalogFile(data: data, path: "ar.lproj/f.stringsdict", format: .stringsdict)
    #expect(file.diagnostics.isEmpty, "\(file.diagnostics)")
    let entry = try #require(file.tables[0].entries.first)
    #expect(entry.texts.map { $0.form ?? "-" } == ["-", "files.one", "files.other"])
    #expect(entry.texts.map(\.text) == ["%#@files@", "ملف واحد", "%d ملفات"])
    #expect(entry.texts[0].location.line == 7)
  }

  @Test func emptyKeyElementIsAKey() throws {
    let data = Self.stringsdict("<key/><string>empty</string>\n<key>b</key><string>2</string>")
    let file = CatalogFile(data: data, path: "ar.lproj/e.stringsdict", format: .stringsdict)
    #expect(file.diagnostics.isEmpty, "\(file.diagnostics)")
    #expect(file.tables[0].entries.map(\.key) == ["", "b"])
    #expect(file.tables[0].dictionary == ["": "empty", "b": "2"])
    #expect(try Self.foundation(data)?[""] as? String == "empty")
  }

  /// Found by comparing with Foundation: a `.strings` file given as `.stringsdict` is a
  /// property list Foundation reads, and BidiKit's XML scan found nothing in it, so the file
  /// read as empty without a word. Binary property lists (what Xcode compiles .stringsdict
  /// files into) went the same way.
  /// (Binary property lists are read since: see PropertyListCatalogTests.)
  @Test func propertyListsOtherThanXMLAreReported() throws {
    let oldStyle = Data("\"copied\" = \"%@ تم نسخ\";\n\"count\" = \"%1$d of %2$d\";\n".utf8)
    for (data, fragment) in [(oldStyle, "old-style")] {
      let file = CatalogFile(data: data, path: "ar.lproj/p.stringsdict", format: .stringsdict)
      // (A binary file is not UTF-8 either, which is also reported.)
      let reported = file.diagnostics.filter { $0.message.contains(fragment) }
      #expect(reported.count == 1, "\(file.diagnostics)")
      #expect(reported.first?.location.line == 1)
      #expect(file.tables[0].entries.isEmpty)
      #expect(try Self.foundation(data) != nil)
    }
  }

  /// The fuzzer's minimized case: Foundation reads the first element and ignores what follows;
  /// BidiKit's scan went on and gave the key a second, empty text.
  @Test func textAfterTheRootIsReportedAndIgnored() throws {
    let data = Data("\t<dict><key>zero</key><string>ت</string></dict><key>zero</key><string></string>".utf8)
    let file = CatalogFile(data: data, path: "ar.lproj/t.stringsdict", format: .stringsdict)
    let syntax = file.diagnostics.filter { $0.reason != .pluralStructure }
    #expect(syntax.map(\.location.column) == [48], "\(file.diagnostics)")
    #expect(syntax.first?.message.contains("after the end of the property list") == true)
    #expect(file.tables[0].entries.map(\.key) == ["zero"])
    #expect(file.tables[0].entries.first?.texts.map(\.text) == ["ت"])
    #expect(try Self.foundation(data) as? [String: String] == ["zero": "ت"])
    // Comments and the closing </plist> after the root are fine.
    let closed = Self.stringsdict("<key>a</key><string>1</string>")
    #expect(
      CatalogFile(data: closed + Data("<!-- end -->\n".utf8), path: "c", format: .stringsdict).diagnostics
        .filter { $0.reason != .pluralStructure }.isEmpty)
  }

  /// The fuzzer's minimized case: a processing instruction ends at `?>`, not at the first `>`;
  /// the scan took the `<dict>` inside it for the root and lost the real root's key.
  @Test func processingInstructionEndsAtItsOwnTerminator() throws {
    let data = Data("<?><dict>?><dict><key/><string></string></dict>".utf8)
    let file = CatalogFile(data: data, path: "ar.lproj/p.stringsdict", format: .stringsdict)
    #expect(file.diagnostics.isEmpty, "\(file.diagnostics)")
    #expect(file.tables[0].entries.map(\.key) == [""])
    #expect(try Self.foundation(data) as? [String: String] == ["": ""])
  }

  /// Every string used to be recorded with its whole key path: 20 000 nested dicts with a
  /// string in each took time and memory quadratic in the nesting (gigabytes). Only the three
  /// levels of keys a .stringsdict has are recorded now.
  @Test func deepNestingStaysLinear() {
    let depth = 20_000
    let body =
      String(repeating: "<key>a</key><dict><key>s</key><string>x</string>\n", count: depth)
      + String(repeating: "</dict>\n", count: depth)
    var scanner = PlistScanner(
      cursor: ScalarCursor(
        Array(String(decoding: Self.stringsdict(body), as: UTF8.self).unicodeScalars), path: "d"))
    scanner.scan()
    #expect(scanner.strings.count == 2)
    #expect(scanner.strings.map(\.path) == [["a", "s"], ["a", "a", "s"]])
    #expect(scanner.diagnostics.isEmpty)
  }

  /// Each entity copied the rest of the text: 200 000 `&amp;` took minutes.
  @Test func manyEntitiesStayLinear() {
    let count = 200_000
    let text = PlistScanner.decodeEntities(Array(String(repeating: "&amp;", count: count).unicodeScalars))
    #expect(text == String(repeating: "&", count: count))
  }

  static func catalog(_ strings: String) -> Data {
    let json = "{\"sourceLanguage\":\"en\",\"strings\":{" + strings + "},\"version\":\"1.0\"}"
    return Data(json.utf8)
  }

  /// A language first seen on a later key also has the keys before it, untranslated, as every
  /// other language has the keys after its first one.
  @Test func lateLanguageHasTheEarlierKeysUntranslated() {
    let data = Self.catalog(
      #""a":{"localizations":{"fr":{"stringUnit":{"value":"x"}}}},"#
        + #""b":{"localizations":{"de":{"stringUnit":{"value":"y"}}}}"#)
    let file = CatalogFile(data: data, path: "c.xcstrings", format: .xcstrings)
    #expect(file.diagnostics.isEmpty)
    #expect(file.tables.map { $0.language ?? "" } == ["en", "fr", "de"])
    for table in file.tables { #expect(table.entries.map(\.key) == ["a", "b"]) }
    #expect(file.tables[1].entries.map(\.texts.count) == [1, 0])
    #expect(file.tables[2].entries.map(\.texts.count) == [0, 1])
  }

  /// N keys and N languages, each key translated in one language, make N² entries: a 750 KB
  /// file took 46 s and 3.5 GB (8 000 keys). Untranslated entries are now bounded.
  @Test func untranslatedEntriesAreBounded() throws {
    let strings = (0..<50).map { #""k\#($0)":{"localizations":{"l\#($0)":{"stringUnit":{"value":"v"}}}}"# }
    let data = Self.catalog(strings.joined(separator: ","))
    let file = StringCatalogReader.read(data, path: "m.xcstrings", untranslatedLimit: 1_000)
    // en and 50 languages; 50 translations in the source language and one in each other.
    #expect(file.tables.count == 51)
    let entries = file.tables.map(\.entries.count).reduce(0, +)
    #expect(entries == 50 + 50 + 1_000)
    #expect(file.diagnostics.count == 1)
    let diagnostic = try #require(file.diagnostics.first)
    #expect(diagnostic.message.contains("more than 1000 untranslated entries (50 keys in 51 languages)"))
    // Every translation is kept, whatever the budget.
    for (index, table) in file.tables.enumerated().dropFirst() {
      #expect(table.entries.contains { $0.key == "k\(index - 1)" && $0.value == "v" })
    }
    let unbounded = StringCatalogReader.read(data, path: "m.xcstrings")
    #expect(unbounded.diagnostics.isEmpty && unbounded.tables.map(\.entries.count).allSatisfy { $0 == 50 })
  }

  /// Octal and hexadecimal escapes are bytes in the file's character set (C, GNU msgfmt):
  /// "\303\251" was read as "Ã©" and "\xd7\x90" as "×" and U+0090, silently.
  @Test func escapedBytesAreDecodedInTheFileCharset() throws {
    let utf8 = Data(#"msgid "caf\303\251"\#nmsgstr "\xd7\x90\327\221 \101\t\x41"\#n"#.utf8)
    let file = CatalogFile(data: utf8, path: "he.po", format: .po)
    #expect(file.diagnostics.isEmpty, "\(file.diagnostics)")
    let entry = try #require(file.tables[0].entries.first)
    #expect(entry.key == "café" && entry.value == "אב A\tA")
    // So does GNU msgfmt: with a `charset=UTF-8` header, msgunfmt of what it compiles prints
    // `msgid "café"`; with `charset=ISO-8859-8`, "\340\341" is אב.
    let hebrew = Data(
      "msgid \"\"\nmsgstr \"Content-Type: text/plain; charset=ISO-8859-8\\n\"\n\nmsgid \"a\"\nmsgstr \"\\340\\341\"\n"
        .utf8)
    let converted = CatalogFile(data: hebrew, path: "he.po", format: .po)
    #expect(converted.diagnostics.isEmpty, "\(converted.diagnostics)")
    #expect(converted.tables[0].dictionary["a"] == "אב")
  }

  @Test func escapedBytesThatAreNotUTF8AreReported() throws {
    let data = Data(#"msgid "a"\#nmsgstr "x\303(\777"\#n"#.utf8)
    let file = CatalogFile(data: data, path: "x.po", format: .po)
    #expect(file.diagnostics.map(\.location.column) == [11, 16], "\(file.diagnostics)")
    #expect(file.diagnostics.first?.message.contains("\\303 are not valid UTF-8") == true)
    #expect(file.tables[0].dictionary["a"] == "x\u{FFFD}(\u{FFFD}")
  }
}

/// JSON escapes of UTF-16 surrogates: a pair is one character, a half alone is an error at its
/// escape (JSONSerialization rejects such a file too), not a silent U+FFFD.
@Suite struct SurrogateEscapeTests {
  static func catalog(_ value: String) -> String {
    #"{"sourceLanguage":"en","strings":{"k":{"localizations":{"he":{"stringUnit":{"value":""#
      + value + #""}}}}},"version":"1.0"}"#
  }

  @Test func pairedEscapesDecode() {
    let file = CatalogFile(
      data: Data(Self.catalog(#"\ud83d\ude00 \u05d0"#).utf8), path: "a.xcstrings", format: .xcstrings)
    #expect(file.diagnostics.isEmpty)
    #expect(file.tables.first { $0.language == "he" }?.entries.first?.value == "😀 א")
  }

  @Test(arguments: [#"x\ud800y"#, #"x\udc00"#, #"\ud800\u0041"#, #"\ud800\n"#, #"\ud800"#])
  func unpairedEscapesAreReported(_ value: String) {
    let file = CatalogFile(data: Data(Self.catalog(value).utf8), path: "a.xcstrings", format: .xcstrings)
    let diagnostic = file.diagnostics.first
    #expect(diagnostic?.message.contains("surrogate") == true, "\(file.diagnostics)")
    // The column of the escape's backslash (the value starts at column 86).
    #expect(
      diagnostic?.location.column == 86
        + value.distance(from: value.startIndex, to: value.firstIndex(of: "\\")!))
  }
}
