import BidiTestSupport
import Foundation
import Testing

@testable import BidiLocalization

/// gettext `.po` files: fixtures, and every right-to-left catalog installed on the machine
/// converted back with `msgunfmt`, checked against the `.mo` files themselves.
@Suite struct GettextReaderTests {
  /// What a `.mo` file holds, read from its binary header (format of GNU gettext's
  /// documentation): the number of strings plus system-dependent strings, and for UTF-8
  /// files the original → translation pairs.
  struct MOFile {
    var count: Int
    var pairs: [String: String]

    init(_ data: Data) throws {
      let bytes = [UInt8](data)
      func word(_ offset: Int, _ little: Bool) -> Int {
        let b = bytes[offset..<offset + 4].map(UInt32.init)
        return Int(
          little
            ? b[0] | b[1] << 8 | b[2] << 16 | b[3] << 24
            : b[3] | b[2] << 8 | b[1] << 16 | b[0] << 24)
      }
      let little = bytes[0] == 0xDE
      try #require(word(0, little) == 0x9504_12DE)
      let revision = word(4, little)
      let n = word(8, little)
      let systemDependent = revision & 0xFFFF != 0 && bytes.count >= 40 ? word(36, little) : 0
      count = n + systemDependent
      pairs = [:]
      let originals = word(12, little)
      let translations = word(16, little)
      for i in 0..<n {
        let oLength = word(originals + 8 * i, little)
        let oOffset = word(originals + 8 * i + 4, little)
        let tLength = word(translations + 8 * i, little)
        let tOffset = word(translations + 8 * i + 4, little)
        guard let original = String(validating: bytes[oOffset..<oOffset + oLength], as: UTF8.self),
          let translation = String(validating: bytes[tOffset..<tOffset + tLength], as: UTF8.self)
        else { continue }
        pairs[original] = translation
      }
    }
  }

  @Test func machineHasCatalogs() {
    #expect(InstalledCatalogs.rightToLeftMOFiles.count >= 20, "found \(InstalledCatalogs.rightToLeftMOFiles.count)")
  }

  @Test(arguments: InstalledCatalogs.rightToLeftMOFiles)
  func machineCatalogParsesLikeMsgunfmt(path: String) throws {
    let msgunfmt = try #require(toolPath("msgunfmt"))
    let result = try runTool(msgunfmt, [path])
    #expect(result.status == 0)
    let file = CatalogFile(data: result.output, path: path + ".po", format: .po)
    #expect(file.diagnostics.isEmpty, "\(file.diagnostics.prefix(3))")
    let mo = try MOFile(Data(contentsOf: URL(fileURLWithPath: path)))
    let entries = file.tables[0].entries
    // msgunfmt writes nothing for a catalog that holds only its header.
    let expected = result.output.isEmpty && mo.count == 1 ? 0 : mo.count
    #expect(entries.count == expected)
    // Every UTF-8 pair of the .mo, rebuilt as msgfmt stores it: context U+0004 msgid,
    // msgid NUL msgid_plural, translations joined by NUL.
    var ours: [String: String] = [:]
    for entry in entries {
      var original = entry.context.map { $0 + "\u{4}" + entry.key } ?? entry.key
      if entry.sourceTexts.count == 2 { original += "\0" + entry.sourceTexts[1].text }
      ours[original] = entry.texts.map(\.text).joined(separator: "\0")
    }
    for (original, translation) in mo.pairs where !(result.output.isEmpty && original.isEmpty) {
      #expect(ours[original] == translation, "\(original)")
    }
  }

  @Test func fixture() throws {
    let file = CatalogFile(data: try Fixtures.data("Plurals.po"), path: "Plurals.po", format: .po)
    #expect(file.diagnostics.isEmpty, "\(file.diagnostics)")
    let table = file.tables[0]
    #expect(table.language == "ar")
    // msgfmt --statistics counts 4 translated and 1 fuzzy message besides the header.
    #expect(table.entries.count == 6)
    let hello = table.entries[1]
    #expect(
      hello.key == "Hello" && hello.value == "مرحبا"
        && hello.comment == "A greeting on the start screen.")
    #expect(hello.location.position.description == "10:1")
    #expect(hello.texts[0].location.position.description == "11:8")
    let open = table.entries[2]
    #expect(open.context == "menu" && open.flags == ["c-format"] && open.key == "Open %s")
    let plural = table.entries[3]
    #expect(plural.sourceTexts.map(\.text) == ["%d file", "%d files"])
    #expect(plural.texts.map { $0.form ?? "-" } == ["0", "1", "2", "3", "4", "5"])
    #expect(plural.texts[5].text == "%d ملف")
    let multiline = table.entries[4]
    #expect(multiline.key == "Line one\nLine \"two\"\t\\ end")
    #expect(multiline.value == "السطر الأول\nالسطر \"الثاني\"\t\\ AA")
    #expect(table.entries[5].flags == ["fuzzy"])
    #expect(!table.entries.contains { $0.key == "Old" })
    #expect(table.dictionary["menu\u{4}Open %s"] == "فتح \u{2068}%s\u{2069}")
  }

  @Test func fixtureAgreesWithMsgfmt() throws {
    // Compile the fixture with msgfmt and read the .mo: the same pairs as BidiKit's reading.
    let msgfmt = try #require(toolPath("msgfmt"))
    let scratch = try Scratch()
    defer { scratch.remove() }
    let mo = scratch.url.appendingPathComponent("fixture.mo").path
    #expect(
      try runTool(msgfmt, ["--use-fuzzy", "-o", mo, Fixtures.path("Plurals.po")]).status == 0)
    let reference = try MOFile(Data(contentsOf: URL(fileURLWithPath: mo)))
    let entries = CatalogFile(
      data: try Fixtures.data("Plurals.po"), path: "Plurals.po", format: .po
    ).tables[0].entries
    #expect(reference.count == entries.count)
    for entry in entries {
      var original = entry.context.map { $0 + "\u{4}" + entry.key } ?? entry.key
      if entry.sourceTexts.count == 2 { original += "\0" + entry.sourceTexts[1].text }
      #expect(
        reference.pairs[original] == entry.texts.map(\.text).joined(separator: "\0"), "\(original)")
    }
  }
}
