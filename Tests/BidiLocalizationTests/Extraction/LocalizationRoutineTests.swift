import Foundation
import Testing

@testable import BidiLocalization

/// The app's own routines (`--routine`, the configuration's `extract.routines`), the keys
/// skipped or warned about, and the configuration file.
@Suite struct LocalizationRoutineTests {
  @Test(arguments: [
    ("MyLocalizedString", LocalizationRoutine.Form.genstrings(name: "MyLocalizedString")),
    (" .localized ", .member(name: "localized")),
    (
      "L10n.tr(table: 1, key: 2)",
      .call(name: "L10n.tr", key: .position(2), table: .position(1), value: nil, comment: nil)
    ),
    (
      "L10n.tr(table: 1, key: 2, value: fallback, comment: 4)",
      .call(
        name: "L10n.tr", key: .position(2), table: .position(1), value: .label("fallback"),
        comment: .position(4))
    ),
    (
      "setStockTranslation(key: localizationKey)",
      .call(name: "setStockTranslation", key: .label("localizationKey"), table: nil, value: nil, comment: nil)
    ),
  ])
  func parsing(text: String, form: LocalizationRoutine.Form) throws {
    let routine = try LocalizationRoutine(parsing: text)
    #expect(routine.form == form)
    #expect(try LocalizationRoutine(parsing: routine.description) == routine, "the description reads back")
  }

  @Test(arguments: [
    "", ".", ".a.b", "1abc", "L10n.tr(table: 1)", "tr(key: 0)", "tr(key: 1, key: 2)", "tr(kee: 1)",
    "tr(key: 1",
    "tr(key: -1)", "tr(key: a b)",
  ])
  func badRoutines(text: String) {
    #expect(throws: LocalizationRoutine.ParseError.self) { try LocalizationRoutine(parsing: text) }
  }

  /// Each form of routine in Swift and Objective-C, with tables, values and comments.
  @Test func routinesAreRead() throws {
    let routines = try [
      "L10n.tr(table: 1, key: 2, value: fallback)", ".localized", "String.localized(key: 1)", "AppString",
    ]
    .map(LocalizationRoutine.init(parsing:))
    let swift = """
      static let a = L10n.tr("Settings", "settings.title", fallback: "Settings")
      static let b = UntranslatedL10n.tr("Other", "not.mine")
      let c = "profile.name".localized
      let d = "profile.edit".localized(comment: "Edit button")
      let e: String = .localized("implicit.member")
      let f = String.localized("explicit.member")
      let g = AppString("app.swift", comment: "Swift call of a genstrings routine")
      let h = "\\(name) never".localized
      """
    let objectiveC = """
      NSString *a = AppString(@"app.objc", @"C call");
      NSString *b = AppStringFromTable(@"app.table", @"Other", nil);
      NSString *c = @"objc.member".localized;
      """
    let extraction = StringExtractor(routines: routines).extract([
      (path: "A.swift", text: swift), (path: "B.m", text: objectiveC),
    ])
    #expect(
      extraction.strings.map(\.key) == [
        "settings.title", "profile.name", "profile.edit", "implicit.member", "explicit.member", "app.swift",
        "app.objc", "app.table", "objc.member",
      ])
    #expect(extraction.strings[0].table == "Settings" && extraction.strings[0].value == "Settings")
    #expect(extraction.strings[2].comment == "Edit button")
    #expect(extraction.strings[7].table == "Other")
    #expect(extraction.diagnostics.map(\.reason) == [.interpolatedKey])
    #expect(extraction.diagnostics[0].location.description == "A.swift:8:9")
  }

  /// A `String` key with an interpolation never matches at run time: a warning at its place.
  @Test func interpolatedStringKeysAreWarnings() {
    let extraction = StringExtractor().extract(
      #"let a = NSLocalizedString("Hello \(name)", comment: ""); let b = String(localized: "Hi \(name)")"#,
      path: "A.swift")
    #expect(extraction.strings.map(\.key) == ["Hi %@"])
    let warning = extraction.diagnostics.first { $0.reason == .interpolatedKey }
    #expect(warning?.severity == .warning)
    #expect(warning?.location.description == "A.swift:1:27")
  }

  @Test(arguments: [
    ("", true), ("   ", true), (" · ", true), ("+", true), ("%@", true), ("%@ (%lld)", true), ("#%@", true),
    ("⚠︎", true), ("100%", false), ("a", false), ("%@ files", false), ("٣", false), ("مرحبا", false),
  ])
  func noiseKeys(key: String, isNoise: Bool) {
    #expect(StringExtractor.isNoise(key) == isNoise)
  }

  @Test func noiseKeysAreSkippedWithANote() {
    let extraction = StringExtractor().extract(
      #"Text(" · "); Text("\(count)"); Text("Done")"#, path: "A.swift")
    #expect(extraction.strings.map(\.key) == ["Done"])
    #expect(extraction.diagnostics.filter { $0.reason == .noiseKey }.count == 2)
  }

  @Test func configuration() throws {
    let json = """
      {"formatsThroughLocalizer": true,
       "extract": {"routines": ["L10n.tr(table: 1, key: 2)", ".localized"],
                   "targets": [{"sources": ["Widgets/"], "output": "Widgets/en.lproj"}]}}
      """
    let configuration = try ExtractionConfiguration(json: Data(json.utf8))
    #expect(configuration.routines.map(\.description) == ["L10n.tr(key: 2, table: 1)", ".localized"])
    #expect(configuration.target(for: "Widgets/Sources/W.swift")?.output == "Widgets/en.lproj")
    #expect(configuration.target(for: "./Widgets/W.swift") != nil)
    #expect(configuration.target(for: "WidgetsExtra/W.swift") == nil)
    #expect(configuration.target(for: "App/W.swift") == nil)
    #expect(try ExtractionConfiguration(json: Data("{}".utf8)) == ExtractionConfiguration())
    for (bad, message) in [
      (#"{"extract": {"routines": ["tr(key: 0)"]}}"#, "1:27: extract.routines:"),
      (#"{"extract": {"targets": [{"sources": []}]}}"#, "1:26: extract.targets:"),
      (#"{"extract": {"tables": 1}}"#, "1:24: extract.unknown setting 'tables'"),
      (#"{"extract": "#, "1:13:"),
    ] {
      #expect {
        try ExtractionConfiguration(json: Data(bad.utf8))
      } throws: { error in
        (error as? ExtractionConfiguration.ParseError)?.message.hasPrefix(message) == true
      }
    }
  }
}
