import BidiLint
import Foundation
import Testing

@testable import BidiLocalization

/// The genstrings step: Swift literals in all their forms, the calls, placeholders, conflicts
/// and the files written.
@Suite struct StringExtractorTests {
  static func extract(_ source: String, routines: [String] = []) -> StringExtraction {
    StringExtractor(routines: routines.map { try! LocalizationRoutine(parsing: $0) }).extract(
      source, path: "A.swift")
  }

  @Test(arguments: [
    (#"NSLocalizedString("a\tb\n\"q\" \\ \u{1F600} \u{5D0}", comment: "")"#, "a\tb\n\"q\" \\ 😀 א"),
    (##"String(localized: #"raw \n "quoted" \#(1)"#)"##, "raw \\n \"quoted\" %lld"),
    (###"NSLocalizedString(##"two "# hashes"##, comment: "")"###, "two \"# hashes"),
    (
      "NSLocalizedString(\"\"\"\n    first\n      second \\\n    joined\n    \"\"\", comment: \"\")",
      "first\n  second joined"
    ),
    (#"NSLocalizedString("joined " + "literals", comment: "")"#, "joined literals"),
    (#"String(localized: "Hello \(name.map { "\($0)" } ?? "(none)")!")"#, "Hello %@!"),
  ])
  func literalForms(source: String, key: String) {
    let found = Self.extract(source)
    #expect(found.strings.map(\.key) == [key], "\(found.diagnostics)")
  }

  @Test func callsAndArguments() {
    let source = """
      // NSLocalizedString("in a comment", comment: "")
      let s = "NSLocalizedString(\\"in a string\\", comment: \\"\\")"
      let a = NSLocalizedString("k1", tableName: "Settings", bundle: .main, value: "Value one", comment: "First")
      let b = String(localized: "k2", defaultValue: "Two \\(count)", table: "Settings", comment: "Second")
      let c = LocalizedStringResource("k3", defaultValue: "Three", comment: "Third")
      var body: some View { Text("k4", tableName: "Views", comment: "Fourth"); Text(verbatim: "not me"); Text(title) }
      let d = LocalizedStringKey("k5")
      let e = MyLocalized("k6", comment: "Sixth")
      let f = String(describing: x)
      func NSLocalizedString(_ key: String, comment: String) -> String { key }
      let g = NSLocalizedString(variable, comment: "")
      """
    let found = Self.extract(source, routines: ["MyLocalized"])
    #expect(found.strings.map(\.key) == ["k1", "k2", "k3", "k4", "k5", "k6"])
    #expect(
      found.strings.map(\.table) == [
        "Settings", "Settings", "Localizable", "Views", "Localizable", "Localizable",
      ])
    #expect(found.strings.map(\.value) == ["Value one", "Two %@", "Three", "k4", "k5", "k6"])
    #expect(found.strings.map(\.comment) == ["First", "Second", "Third", "Fourth", nil, "Sixth"])
    #expect(found.strings[0].location.description == "A.swift:3:27", "the key literal's place")
    #expect(found.diagnostics.map(\.reason) == [.guessedPlaceholder, .nonLiteralArgument])
    #expect(found.diagnostics.map(\.location.line) == [4, 11])
  }

  @Test func conflictsAreReported() {
    let source = """
      let a = NSLocalizedString("k", comment: "One")
      let b = NSLocalizedString("k", comment: "Two")
      let c = NSLocalizedString("v", value: "%d files", comment: "")
      let d = NSLocalizedString("v", value: "%@ files", comment: "")
      let e = NSLocalizedString("ok", comment: "Same")
      let f = NSLocalizedString("ok", comment: "Same")
      """
    let extraction = Self.extract(source)
    #expect(extraction.diagnostics.map(\.location.line) == [2, 4])
    #expect(extraction.diagnostics.map(\.reason) == [.conflictingComments, .conflictingPlaceholders])
    #expect(extraction.diagnostics.allSatisfy { $0.severity == .warning })
    // Both comments kept, sorted and joined as genstrings joins them.
    #expect(extraction.stringsEntries(table: "Localizable").first { $0.key == "k" }?.comment == "One\n   Two")
  }

  /// The `.strings` written reads back to the extracted values, sorted by key, with
  /// genstrings' comment where none was given, in UTF-16 with a BOM by default.
  @Test func stringsFilesReadBack() throws {
    let source =
      #"let b = NSLocalizedString("b \"quoted\"", comment: ""); let a = Text("a\n%@ line", comment: "A")"#
    let extraction = Self.extract(source)
    let data = StringsFileWriter.data(extraction.stringsEntries(table: "Localizable"))
    #expect(data.starts(with: [0xFF, 0xFE]))
    let file = CatalogFile(data: data, path: "en.lproj/Localizable.strings", format: .strings)
    #expect(file.diagnostics.isEmpty)
    #expect(file.tables[0].entries.map(\.key) == ["a\n%@ line", "b \"quoted\""])
    #expect(file.tables[0].entries.map(\.comment) == ["A", StringExtraction.noComment])
    let foundation = try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String]
    #expect(foundation == file.tables[0].dictionary)
  }

  @Test func stringCatalogMerge() throws {
    let existing = #"""
      {"sourceLanguage": "en", "version": "1.0", "strings": {
        "kept": {"localizations": {"ar": {"stringUnit": {"state": "translated", "value": "محفوظ"}}}},
        "gone": {"comment": "old"}}}
      """#
    let source =
      #"let a = NSLocalizedString("kept", comment: "Kept"); let b = String(localized: "new", defaultValue: "New one")"#
    let extraction = Self.extract(source)
    let merged = try extraction.mergedStringCatalog(Data(existing.utf8), table: "Localizable")
    let file = CatalogFile(data: merged, path: "Localizable.xcstrings", format: .xcstrings)
    #expect(file.diagnostics.isEmpty, "\(file.diagnostics)")
    let arabic = try #require(file.tables.first { $0.language == "ar" })
    #expect(arabic.entries.first { $0.key == "kept" }?.value == "محفوظ")
    #expect(arabic.entries.first { $0.key == "gone" }?.flags.contains("stale") == true)
    #expect(arabic.entries.first { $0.key == "kept" }?.comment == "Kept")
    let english = try #require(file.tables.first { $0.language == "en" })
    #expect(english.entries.first { $0.key == "new" }?.value == "New one")
    // Linting the merged catalog reports the stale key and the untranslated new one.
    let rules = CatalogLinter().lint(file).map(\.rule)
    #expect(rules.contains(.stale) && rules.contains(.untranslated))
  }

  @Test func malformedSourceIsBounded() {
    for source in [
      "NSLocalizedString(\"unterminated", "NSLocalizedString(", "Text(\"\\(\"",
      String(repeating: "(", count: 10_000), "func f(,) {}", "init(_ a: , = ) {}", "let (a, = ",
      "Text(\"a\", comment: ", "[\"a\": ]", "var x: LocalizedStringKey { case : }",
      "let x: (Int", "var t: LocalizedStringKey { (", "func f() -> [LocalizedStringKey",
    ] {
      let found = Self.extract(source)
      #expect(found.strings.count <= 1)
    }
    #expect(Self.extract("NSLocalizedString(\"unterminated").diagnostics.map(\.reason) == [.unreadableSource])
    let deep =
      "NSLocalizedString(\"k\", comment: " + String(repeating: "(", count: 50_000) + "\"\""
      + String(repeating: ")", count: 50_000) + ")"
    #expect(Self.extract(deep).strings.map(\.key) == ["k"])
  }
}
