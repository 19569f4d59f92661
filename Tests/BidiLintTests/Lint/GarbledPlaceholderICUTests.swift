import BidiEngine
import BidiTestSupport
import Foundation
import Testing

@testable import BidiLint
@testable import BidiLocalization

/// The linter's garbled-placeholder decisions, made with BidiKit's engine, checked against
/// ICU's visual order of the same composed texts, on the right-to-left gettext catalogs
/// installed on the machine.
@Suite struct GarbledPlaceholderICUTests {
  /// What both engines decided for one catalog text.
  struct Decision: CustomStringConvertible {
    var file: String
    var text: String
    var bidiKit: Bool
    var icu: Bool
    var description: String {
      "\(file): \(BidiNotation.escape(text)): BidiKit \(bidiKit ? "garbled" : "intact"), ICU \(icu ? "garbled" : "intact")"
    }
  }

  /// Whether ICU shows some sample of `compositions` garbled: each paragraph (split where
  /// BidiKit splits, at paragraph separators) resolved on its own as right to left.
  static func icuGarbles(_ compositions: [DisplayCheck.Composition]) throws -> Bool {
    for composition in compositions {
      let scalars = composition.scalars
      for (_, _, _, range) in composition.inserted {
        let start =
          scalars[..<range.lowerBound].lastIndex { $0.bidiClass == .paragraphSeparator }.map { $0 + 1 } ?? 0
        let end =
          scalars[range.upperBound...].firstIndex { $0.bidiClass == .paragraphSeparator } ?? scalars.count
        let icu = try #require(ICUReference.resolve(Array(scalars[start..<end]), base: .rightToLeft))
        var visual = [Int](repeating: -1, count: end - start)
        for (position, logical) in icu.order.enumerated() { visual[logical] = position }
        if !DisplayCheck.isIntact(range.map { visual[$0 - start] }) { return true }
      }
    }
    return false
  }

  /// The decisions on every text the linter checks for garbling in `file`.
  static func decisions(_ file: CatalogFile, name: String) throws -> [Decision] {
    var result: [Decision] = []
    for table in file.tables {
      let hasFormatFlags = table.entries.contains { $0.flags.contains { $0.hasSuffix("-format") } }
      for entry in table.entries where CatalogLinter.isFormatString(entry, fileHasFormatFlags: hasFormatFlags)
      {
        for text in entry.texts where text.text.contains("%") {
          let placeholders = FormatPlaceholder.parse(text.text)
          guard !placeholders.isEmpty,
            text.text.unicodeScalars.contains(where: { BidiClass($0).isStrongRightToLeft })
          else { continue }
          let scalars = Array(text.text.unicodeScalars)
          let tried = DisplayCheck.tryingEveryKind(placeholders)
          let bidiKit = DisplayCheck.garbling(in: scalars, placeholders: tried) != nil
          let icu = try icuGarbles(DisplayCheck.compositions(of: scalars, placeholders: tried))
          result.append(Decision(file: name, text: text.text, bidiKit: bidiKit, icu: icu))
        }
      }
    }
    return result
  }

  /// Prints the agreement figures and expects no disagreement among at least `minimum` texts.
  static func expectAgreement(_ all: [Decision], of source: String, atLeast minimum: Int) {
    let garbledBoth = all.filter { $0.bidiKit && $0.icu }.count
    let intactBoth = all.filter { !$0.bidiKit && !$0.icu }.count
    let disagreements = all.filter { $0.bidiKit != $0.icu }
    print(
      "garbled-placeholder vs ICU, \(source): \(all.count) texts; both garbled \(garbledBoth), both intact \(intactBoth), disagreements \(disagreements.count)"
    )
    for disagreement in disagreements.prefix(40) { print("  \(disagreement)") }
    #expect(all.count >= minimum)
    #expect(disagreements.isEmpty)
  }

  @Test func machineCatalogsAgreeWithICU() throws {
    let catalogs = InstalledCatalogs.rightToLeftMOFiles
    let msgunfmt = try #require(toolPath("msgunfmt"), "msgunfmt (gettext) is needed")
    try #require(!catalogs.isEmpty, "no right-to-left .mo files under /usr/share/locale")
    var all: [Decision] = []
    for path in catalogs {
      let result = try runTool(msgunfmt, [path])
      guard result.status == 0 else { continue }
      let file = CatalogFile(data: result.output, path: path + ".po", format: .po)
      all += try Self.decisions(file, name: path)
    }
    Self.expectAgreement(all, of: "\(catalogs.count) catalogs", atLeast: 100)
  }

  /// Catalog-like texts: right-to-left words with placeholders, Latin words, digits, brackets,
  /// punctuation and directional marks and isolates.
  static func generatedTexts(count: Int, seed: UInt64) -> [String] {
    let pieces = [
      "تم", "نسخ", "الملف", "إلى", "שלום", "קובץ", "file", "OK", "v2", " ", " ", " ", " ", "%@", "%d", "%s",
      "%1$@", "%2$d", "%.2f", "%ld", "123", "٣٤", "(", ")", "[", "]", ":", ",", ".", "-", "/", "+", "«", "»",
      "\u{200F}", "\u{200E}", "\u{061C}", "\u{2067}", "\u{2066}", "\u{2069}", "\u{2068}",
    ]
    var generator = SplitMix64(seed: seed)
    return (0..<count).map { _ in
      (0..<Int.random(in: 2...12, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }
        .joined()
    }
  }

  @Test func generatedTextsAgreeWithICU() throws {
    let location = SourceLocation(file: "generated.po")
    let entries = Self.generatedTexts(count: 10_000, seed: 0xB1D1).enumerated().map { index, text in
      CatalogEntry(key: "k\(index)", location: location, texts: [CatalogText(text: text, location: location)])
    }
    let file = CatalogFile(
      path: "generated.po", format: .po, tables: [StringTable(language: "ar", entries: entries)])
    let all = try Self.decisions(file, name: "generated")
    Self.expectAgreement(all, of: "generated texts", atLeast: 4_000)
  }
}
