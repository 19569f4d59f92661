import Foundation
import Testing

@testable import BidiLocalization

/// Positions and order of reader diagnostics (issue 15).
@Suite("Reader diagnostics: encodings, order, columns")
struct EncodingDiagnosticsTests {
  @Test("BOM-less UTF-16 .strings is read as UTF-16 with one diagnostic naming it", arguments: [true, false])
  func bomlessUTF16(littleEndian: Bool) {
    let source = "\"a\" = \"1\";\n\"b\" = \"2\"\n\"c\" = \"3\";\n"
    var bytes: [UInt8] = []
    for unit in source.utf16 {
      let pair = [UInt8(unit & 0xFF), UInt8(unit >> 8)]
      bytes += littleEndian ? pair : pair.reversed()
    }
    let file = CatalogFile(data: Data(bytes), path: "x.strings", format: .strings)
    #expect(file.tables.first?.entries.map(\.key) == ["a", "b", "c"])
    #expect(file.diagnostics.map { "\($0.location.line):\($0.location.column)" } == ["1:1", "2:10"])
    #expect(file.diagnostics.first?.message.contains("UTF-16 \(littleEndian ? "LE" : "BE")") == true)
  }

  @Test(".strings diagnostics come in the order of the text")
  func inOrder() {
    // A syntax error on line 2, invalid UTF-8 on line 3: the decoder's diagnostic came first.
    let data = Data("\"a\" = \"1\";\n\"b\" x \"2\";\n\"c\" = \"".utf8) + Data([0xFF]) + Data("\";\n".utf8)
    let file = CatalogFile(data: data, path: "w.strings", format: .strings)
    let lines = file.diagnostics.map(\.location.line)
    #expect(lines == [2, 3])
    // Line, column and byte, all from 1: "c" = " is 7 characters, the file's lines 1–2 22 bytes.
    #expect(
      file.diagnostics.last.map { "\($0)" }
        == "w.strings:3:8: invalid UTF-8 at byte 30 of the file; replaced with U+FFFD")
  }

  @Test(
    ".stringsdict errors give the column of the offending tag",
    arguments: [
      ("<dict>\n  <key>k</key>\n    <foo/>\n</dict>", 3, 5),
      ("<dict>\n  <key>é</key> <string>a</strin>\n</dict>", 2, 25),
    ])
  func stringsdictColumn(body: String, line: Int, column: Int) {
    let xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n" + body + "\n</plist>\n"
    let file = CatalogFile(data: Data(xml.utf8), path: "x.stringsdict", format: .stringsdict)
    let malformed = file.diagnostics.first { $0.message.hasPrefix("malformed property list") }
    #expect(malformed?.location.line == line + 2)
    #expect(malformed?.location.column == column)
  }
}
