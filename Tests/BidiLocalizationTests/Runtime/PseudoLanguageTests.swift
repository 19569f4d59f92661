import BidiTestSupport
import BidiText
import Foundation
import Testing

@testable import BidiLocalization

/// Pseudo-languages on every catalog format: placeholders never altered, each isolated once.
@Suite struct PseudoLanguageTests {
  static let samples = [
    "Copied %@ to %@", "%1$d of %2$d", "%.2f%% done", "Hello", "%#@files@ in %@", "%(name)s said",
    "100% sure", "Line one\nLine two %lld", "",
  ]

  @Test(arguments: PseudoLanguage.Style.allCases)
  func placeholdersAreNeverAltered(style: PseudoLanguage.Style) {
    for sample in Self.samples {
      let pseudo = PseudoLanguage.transform(sample, style)
      #expect(
        FormatPlaceholder.parse(pseudo).map(\.text) == FormatPlaceholder.parse(sample).map(\.text),
        "\(style) \(sample) → \(BidiNotation.escape(pseudo))")
      #expect(pseudo.components(separatedBy: "%%").count == sample.components(separatedBy: "%%").count)
    }
  }

  @Test func rightToLeftIsolatesEachValuePlaceholderOnce() {
    let pseudo = PseudoLanguage.rightToLeft("%#@files@ copied to %@")
    #expect(pseudo == "\u{200F}%#@files@\u{202E} copied to \u{202C}\u{2068}%@\u{2069}")
    // Formatted through Localizer: still one isolate around the value.
    let catalogs = CatalogSet(
      developmentLanguage: "en", tables: ["ar-XB": ["k": PseudoLanguage.rightToLeft("To %@")]])
    let text = Localizer(catalogs: catalogs, language: "ar-XB", missingKeyStyle: .key).format("k", "a.pdf")
    #expect(text == "\u{200F}\u{202E}To \u{202C}\u{2068}a.pdf\u{2069}")
    // A translator's own isolate is kept single too.
    let translated = CatalogSet(developmentLanguage: "en", tables: ["ar": ["k": "نسخ \u{2068}%@\u{2069}"]])
    #expect(
      Localizer(catalogs: translated, language: "ar", missingKeyStyle: .key).format("k", "a.pdf")
        == "نسخ \u{2068}a.pdf\u{2069}")
  }

  @Test func accentedAndExpanded() {
    #expect(PseudoLanguage.accents.count == 52)
    #expect(Set(PseudoLanguage.accents.values).count == 52)
    let accented = PseudoLanguage.accented("Hello %@")
    #expect(accented.hasPrefix("[Ĥéļļö %@ ") && accented.hasSuffix("]"))
    for text in ["Settings", "Copied %@ to the clipboard", "OK"] {
      let expanded = PseudoLanguage.expanded(text)
      #expect(expanded.hasPrefix(text))
      #expect(Double(expanded.count) >= 1.4 * Double(text.count), "\(expanded)")
    }
    #expect(PseudoLanguage.expanded("") == "" && PseudoLanguage.accented("") == "")
  }

  /// Every fixture in every pseudo-language: the result reads back in its format with the same
  /// keys and, text by text, the same placeholders.
  @Test(arguments: [
    "en.lproj/Localizable.strings", "ar.lproj/Plurals.stringsdict", "Catalog.xcstrings", "Plurals.po",
  ])
  func catalogsReadBack(name: String) throws {
    let data = try Fixtures.data(name)
    let format = try #require(CatalogFormat(path: name))
    let original = CatalogFile(data: data, path: name, format: format)
    for style in PseudoLanguage.Style.allCases {
      let output = try PseudoCatalog.transform(data, path: name, format: format, style: style)
      let pseudo = CatalogFile(data: output, path: name, format: format)
      #expect(
        pseudo.diagnostics.filter { $0.reason != .pluralStructure }.isEmpty, "\(style) \(name): \(pseudo.diagnostics)")
      let table: StringTable
      let source: StringTable
      switch format {
      case .xcstrings:
        table = try #require(pseudo.tables.first { $0.language == style.tag })
        source = try #require(original.tables.first { $0.language == original.developmentLanguage })
      case .po:
        table = pseudo.tables[0]
        source = StringTable(
          language: "en",
          entries: original.tables[0].entries.map { entry in
            var entry = entry
            entry.texts =
              entry.sourceTexts.isEmpty
              ? [CatalogText(text: entry.key, location: entry.location)] : entry.sourceTexts
            return entry
          })
        #expect(table.language == style.tag)
      default:
        table = pseudo.tables[0]
        source = original.tables[0]
      }
      // (A String Catalog is written with its keys sorted, as Xcode writes it.)
      #expect(table.entries.map(\.key).sorted() == source.entries.map(\.key).sorted(), "\(style) \(name)")
      let sourceTexts = Dictionary(source.entries.map { ($0.key + "\u{4}" + ($0.context ?? ""), $0.texts) }) {
        a, _ in a
      }
      for entry in table.entries where !entry.key.isEmpty {
        let expected = sourceTexts[entry.key + "\u{4}" + (entry.context ?? "")] ?? []
        let ours = entry.texts.map { FormatPlaceholder.parse($0.text).map(\.text) }
        let theirs = expected.map { FormatPlaceholder.parse($0.text).map(\.text) }
        #expect(Set(ours) == Set(theirs), "\(style) \(name) \(entry.key)")
        if style == .rightToLeft {
          for text in entry.texts {
            #expect(!text.text.contains("\u{2068}\u{2068}"), "\(BidiNotation.escape(text.text))")
          }
        }
      }
    }
  }
}
