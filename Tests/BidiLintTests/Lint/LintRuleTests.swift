import BidiEngine
import BidiLint
import BidiTestSupport
import Foundation
import Testing

@testable import BidiLocalization

/// Each lint rule on small tables, positive and negative.
@Suite struct LintRuleTests {
  struct Case: CustomStringConvertible, Sendable {
    var name: String
    var language: String = "ar"
    var key: String = "k"
    var text: String
    var source: String?
    var rules: [LintRule]
    var description: String { name }
  }

  static let cases: [Case] = [
    Case(name: "word or name first", text: "%@ تم نسخ", rules: [.placeholderAtEdge]),
    Case(name: "placeholder isolated", text: "تم نسخ \u{2068}%@\u{2069}", rules: []),
    Case(name: "placeholder isolated first", text: "\u{2068}%@\u{2069} تم نسخ", rules: []),
    Case(
      name: "phone number in the middle", text: "اتصل بـ %@ الآن", source: "Call phone number %@ now",
      rules: [.garbledPlaceholder]),
    Case(name: "value of unknown kind not tried", text: "اتصل بـ %@ الآن", source: "Call %@ now", rules: []),
    Case(
      name: "RLM before does not isolate", text: "\u{200F}%@ تم نسخ", source: "Phone %@ copied",
      rules: [.garbledPlaceholder]),
    Case(name: "count at the end cannot set the direction", text: "عدد الملفات: %d", rules: []),
    Case(name: "count first cannot set the direction", text: "%d ملفات", rules: []),
    Case(name: "count in the middle", text: "لديك %d رسائل", rules: []),
    Case(name: "left-to-right language", language: "en", text: "%@ copied", rules: []),
    Case(
      name: "unclosed embedding", text: "\u{202B}نص",
      rules: [.unbalancedControls, .legacyEmbedding]),
    Case(name: "balanced embedding", text: "\u{202B}نص\u{202C}", rules: [.legacyEmbedding]),
    Case(name: "stray PDF", text: "نص\u{202C}", rules: [.unbalancedControls]),
    Case(name: "stray PDI", text: "\u{2069}نص", rules: [.unbalancedControls]),
    Case(
      name: "embedding closed by PDI", text: "\u{2067}a\u{202A}b\u{2069}",
      rules: [.unbalancedControls, .legacyEmbedding]),
    Case(name: "unclosed override", text: "\u{202E}abc", rules: [.unbalancedControls]),
    Case(name: "control in key", key: "save\u{200F}", text: "حفظ", rules: [.controlInKey]),
    Case(name: "same placeholders reordered", text: "%2$d من %1$@", source: "%1$@ of %2$d", rules: []),
    Case(
      name: "placeholder kind differs", text: "\u{2068}%1$d\u{2069} من \u{2068}%2$@\u{2069}",
      source: "%1$@ of %2$d", rules: [.placeholderMismatch]),
    Case(
      name: "placeholder missing", text: "نسخ \u{2068}%@\u{2069}", source: "Copied %@ to %@",
      rules: [.placeholderMismatch]),
    Case(name: "glibc locale digits", text: "الصفحة %Id", source: "Page %d", rules: []),
  ]

  @Test(arguments: cases)
  func rule(_ test: Case) {
    let location = SourceLocation(
      file: "t.strings", position: SourcePosition(line: 3, column: 1, utf8Offset: 20))
    let entry = CatalogEntry(
      key: test.key, location: location,
      sourceTexts: test.source.map { [CatalogText(text: $0, location: location)] } ?? [],
      texts: [
        CatalogText(
          text: test.text,
          location: SourceLocation(
            file: "t.strings", position: SourcePosition(line: 3, column: 9, utf8Offset: 28)))
      ])
    let file = CatalogFile(
      path: "t.strings", format: .strings,
      tables: [StringTable(language: test.language, entries: [entry])])
    let findings = CatalogLinter().lint(file)
    #expect(Set(findings.map(\.rule)) == Set(test.rules), "\(findings)")
    for finding in findings {
      #expect(finding.location.position.description == (finding.rule == .controlInKey ? "3:1" : "3:9"))
      #expect(finding.key == test.key && finding.language == test.language)
      #expect(!finding.rule.fixHint.isEmpty)
    }
  }

  @Test func garbledMessageShowsTheDisplay() throws {
    let location = SourceLocation(file: "t.po")
    let entry = CatalogEntry(
      key: "k", location: location,
      sourceTexts: [CatalogText(text: "Call phone number %s now", location: location)],
      texts: [CatalogText(text: "اتصل بـ %s الآن", location: location)])
    let file = CatalogFile(
      path: "t.po", format: .po, tables: [StringTable(language: "ar", entries: [entry])])
    let finding = try #require(CatalogLinter().lint(file).first { $0.rule == .garbledPlaceholder })
    #expect(
      finding.message.contains("a phone number ('+1 408-555-1212') displays as '1212-555-408 1+'")
        && finding.message.contains("phone tried: 'phone' next to it in the development text"),
      "\(finding.message)")
    #expect(finding.scalarOffset == 8)
  }

  @Test func pluralFormsMayDropTheCount() {
    let location = SourceLocation(file: "p.po")
    let entry = CatalogEntry(
      key: "%d file", location: location,
      sourceTexts: [
        CatalogText(form: "0", text: "%d file", location: location),
        CatalogText(form: "1", text: "%d files", location: location),
      ],
      texts: [
        CatalogText(form: "0", text: "ملف واحد", location: location),
        CatalogText(form: "1", text: "\u{2068}%d\u{2069} ملفات", location: location),
        CatalogText(form: "2", text: "\u{2068}%s\u{2069} ملفات", location: location),
      ])
    let file = CatalogFile(
      path: "p.po", format: .po, tables: [StringTable(language: "ar", entries: [entry])])
    let findings = CatalogLinter().lint(file)
    #expect(findings.map(\.rule) == [.placeholderMismatch])
    #expect(findings.first?.message.contains("form 2") == true)
  }

  @Test func syntaxDiagnosticsBecomeFindings() {
    let file = CatalogFile(
      data: Data("\"a\" = \"1\"\n\"b\" = \"2\";".utf8), path: "s.strings", format: .strings)
    let findings = CatalogLinter().lint(file)
    #expect(findings.map(\.rule) == [.syntax])
    #expect(findings.first?.location.position.description == "1:10")
    #expect(findings.first?.severity == .error)
  }

  @Test func developmentTableOfStringsFiles() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let english = try scratch.write(
      "en.lproj/Localizable.strings", try Fixtures.data("en.lproj/Localizable.strings"))
    let arabic = try scratch.write(
      "ar.lproj/Localizable.strings", try Fixtures.data("ar.lproj/Localizable.strings"))
    #expect(CatalogLinter.developmentPath(for: arabic) == english)
    #expect(CatalogLinter.developmentPath(for: english) == nil)
    let development = try CatalogFile(contentsOf: english).tables[0]
    let file = try CatalogFile(contentsOf: arabic)
    #expect(file.tables[0].language == "ar")
    // The placeholders of "copied" hold paths, as the configuration says.
    let paths = PlaceholderValues([.init(keys: [PathGlob("copied")], kinds: [.path])])
    let findings = CatalogLinter(placeholderValues: paths).lint(file, development: development)
    let mismatch = try #require(findings.first { $0.rule == .placeholderMismatch })
    #expect(mismatch.key == "count" && mismatch.location.position.description == "4:11")
    #expect(
      mismatch.message.contains(
        "%1$@ reads argument 1 as an object where the development text passes an integer"))
    let garbled = try #require(findings.first { $0.rule == .garbledPlaceholder && $0.key == "copied" })
    #expect(
      garbled.message.contains("a file path ('/usr/share/doc')")
        && garbled.message.contains("placeholderValues"))
    #expect(!CatalogLinter().lint(file, development: development).contains { $0.rule == .garbledPlaceholder })
  }
}
