import BidiLocalization
import BidiTestSupport
import Foundation
import Testing

@testable import bidi

/// `bidi extract`.
@Suite struct ExtractCommandTests {
  @Test func extractCommand() throws {
    let directory = try Scratch()
    defer { directory.remove() }
    let sources = directory.url.appendingPathComponent("Sources")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    try Data(
      """
      let a = NSLocalizedString("title", tableName: "Settings", comment: "Screen title")
      let b = String(localized: "\\(count) files")
      let c = Tr("custom", comment: "")
      """.utf8
    ).write(to: sources.appendingPathComponent("A.swift"))
    let out = directory.url.appendingPathComponent("en.lproj").path
    let result = runCommand(["extract", "--output", out, "--routine", "Tr", sources.path])
    #expect(result.exitCode == 0, "\(result.errors)")
    #expect(result.errors.contains("A.swift:2:27: note: \\(count) → %@ (guessed"))
    let settings = CatalogFile(
      data: try Data(contentsOf: URL(fileURLWithPath: out + "/Settings.strings")), path: "Settings.strings",
      format: .strings)
    #expect(settings.tables[0].dictionary == ["title": "title"])
    let main = CatalogFile(
      data: try Data(contentsOf: URL(fileURLWithPath: out + "/Localizable.strings")), path: "L.strings",
      format: .strings)
    #expect(main.tables[0].dictionary == ["%@ files": "%@ files", "custom": "custom"])
    let catalogs = directory.url.appendingPathComponent("catalogs").path
    #expect(
      runCommand(["extract", "--format", "xcstrings", "--output", catalogs, sources.path]).exitCode == 0)
    #expect(FileManager.default.fileExists(atPath: catalogs + "/Settings.xcstrings"))
    #expect(runCommand(["extract"]).exitCode == 64)
    #expect(runCommand(["extract", "/nonexistent"]).exitCode == 66)
    try Data([0xFF, 0xFE, 0x00]).write(to: sources.appendingPathComponent("Bad.swift"))
    #expect(runCommand(["extract", "--output", out, sources.path]).exitCode == 65)
  }
}

extension ExtractCommandTests {
  /// Objective-C, routines and targets from the configuration file (which `bidi lint` reads
  /// too), genstrings' UTF-16 output, notes and warnings.
  @Test func configurationRoutinesAndTargets() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    _ = try scratch.write(
      ".bidilint.json",
      #"{"extract": {"routines": ["L10n.tr(table: 1, key: 2)"], "targets": [{"sources": ["Widgets"], "output": "Widgets/en.lproj"}]}}"#
    )
    _ = try scratch.write(
      "App/View.swift", #"Text("Home \(user.name)"); let a = L10n.tr("Settings", "settings.title")"#)
    _ = try scratch.write(
      "App/Legacy.m",
      #"NSString *s = NSLocalizedString(@"Legacy", @"Objective-C"); NSString *t = NSLocalizedString(@"Legacy", @"Again");"#
    )
    _ = try scratch.write(
      "Widgets/Widget.swift", #"Text("Widget title"); let k = NSLocalizedString("Hi \(name)", comment: "")"#)
    let out = scratch.path + "/App/en.lproj"
    let result = runCommand(["extract", "--output", out, scratch.path])
    #expect(result.exitCode == 0, "\(result.errors)")
    #expect(result.errors.contains("View.swift:1:6: note: \\(user.name) → %@ (guessed"))
    #expect(result.errors.contains("Widget.swift:1:49: warning: the key has an interpolation"))
    #expect(
      result.errors.components(separatedBy: #"used with multiple comments"#).count == 2, "reported once")
    #expect(result.errors.contains(#"Legacy.m:1:93: warning: key "Legacy" used with multiple comments"#))
    let main = try Data(contentsOf: URL(fileURLWithPath: out + "/Localizable.strings"))
    #expect(main.starts(with: [0xFF, 0xFE]))
    let mainFile = CatalogFile(data: main, path: "Localizable.strings", format: .strings)
    #expect(mainFile.tables[0].entries.map(\.key) == ["Home %@", "Legacy"])
    #expect(mainFile.tables[0].entries[1].comment == "Again\n   Objective-C")
    #expect(scratch.exists(out + "/Settings.strings"))
    let widget = scratch.path + "/Widgets/en.lproj/Localizable.strings"
    let widgetFile = CatalogFile(
      data: try Data(contentsOf: URL(fileURLWithPath: widget)), path: widget, format: .strings)
    #expect(widgetFile.tables[0].entries.map(\.key) == ["Widget title"])
    // Notes off with --quiet; warnings stay. Lint reads the same configuration.
    let quiet = runCommand(["extract", "--quiet", "--output", out, scratch.path])
    #expect(!quiet.errors.contains("note:") && quiet.errors.contains("warning:"))
    #expect(runCommand(["lint", scratch.path]).exitCode != 65)
  }

  @Test func onePerPathAndErrors() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    _ = try scratch.write("A/a.swift", #"Text("Alpha")"#)
    _ = try scratch.write("B/b.swift", #"Text("Beta")"#)
    let result = runCommand([
      "extract", "--each", "--encoding", "utf8", "--output", "en.lproj", scratch.path + "/A",
      scratch.path + "/B",
    ])
    #expect(result.exitCode == 0, "\(result.errors)")
    #expect(scratch.read(scratch.path + "/A/en.lproj/Localizable.strings")?.contains("\"Alpha\"") == true)
    #expect(scratch.read(scratch.path + "/B/en.lproj/Localizable.strings")?.contains("\"Beta\"") == true)
    #expect(scratch.read(scratch.path + "/B/en.lproj/Localizable.strings")?.contains("Alpha") == false)
    let bad = runCommand(["extract", "--routine", "tr(key: 0)", scratch.path])
    #expect(bad.exitCode == 64 && bad.errors.contains("positions count from 1"))
    let config = try scratch.write("bad.json", #"{"extract": {"routines": 3}}"#)
    let badConfig = runCommand(["extract", "--config", config, scratch.path])
    #expect(badConfig.exitCode == 65 && badConfig.errors.contains("1:26: extract.routines must be an array"))
  }
}
