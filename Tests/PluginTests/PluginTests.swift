import BidiTestSupport
import Foundation
import Testing

/// The SwiftPM plugins, used from a consumer package as a team would use them (Linux): the
/// build-tool plugin's findings as compiler diagnostics in `swift build`, failing the build only
/// when the configuration says so; `swift package bidi …` running `bidi` in the package.
@Suite("SwiftPM plugins in a consumer package", .serialized)
struct PluginTests {
  static var arabic: String { PluginConsumer.package.path + "/Sources/App/ar.lproj/Localizable.strings" }
  static var limits: String { PluginConsumer.package.path + "/Sources/App/Limits.swift" }

  @Test("swift build: the catalogs' findings as warnings, the build goes on")
  func buildShowsWarnings() throws {
    let first = try PluginConsumer.firstBuild.get()
    print("plugin consumer: first build \(String(format: "%.1f", first.seconds)) s")
    try PluginConsumer.configure(nil)
    // The first build may have run with a configuration another test left: build again.
    let run = try PluginConsumer.swift("build", [])
    #expect(run.status == 0, "\(run.output)")
    let lint = first.output + run.output
    #expect(lint.contains(Self.arabic + ":1:12: warning: %@ with a handle"), "\(lint)")
    #expect(lint.contains("[garbled-placeholder]"))
    #expect(!lint.contains("Limits.swift:1:18"))
  }

  @Test("swift build with buildTool.failOnErrors and sources: errors, the build fails; removed, it passes")
  func buildFailsWhenConfigured() throws {
    _ = try PluginConsumer.firstBuild.get()
    try PluginConsumer.configure(#"{"buildTool": {"failOnErrors": true, "sources": true}}"#)
    let strict = try PluginConsumer.swift("build", [])
    #expect(strict.status != 0)
    #expect(strict.output.contains(Self.arabic + ":1:12: error: "), "\(strict.output)")
    #expect(strict.output.contains(Self.limits + ":1:18: error: ⟨RLO⟩ (U+202E) in a comment"))
    try PluginConsumer.configure(nil)
    let relaxed = try PluginConsumer.swift("build", [])
    #expect(relaxed.status == 0, "\(relaxed.output)")
    #expect(relaxed.output.contains(Self.arabic + ":1:12: warning: "))
  }

  @Test("swift package bidi lint: the findings bidi lint gives, exit status kept")
  func commandPluginLint() throws {
    _ = try PluginConsumer.firstBuild.get()
    try PluginConsumer.configure(nil)
    let report = PluginConsumer.folder.appendingPathComponent("lint.json")
    try? FileManager.default.removeItem(at: report)
    let run = try PluginConsumer.swift(
      "package", ["bidi", "lint", "--format", "json", "--output", report.path, "Sources"])
    #expect(run.status != 0)
    #expect(run.output.contains("error: bidi lint: findings or mismatches (exit 1)"), "\(run.output)")
    let viaPlugin = try String(contentsOf: report, encoding: .utf8)
    let direct = try BuiltProduct("bidi").run(
      ["lint", "--format", "json", "Sources"], in: PluginConsumer.package.path)
    #expect(direct.status == 1)
    #expect(viaPlugin == direct.output)
    #expect(viaPlugin.contains(#""file":"Sources/App/ar.lproj/Localizable.strings""#))
  }

  @Test("swift package --allow-writing-to-package-directory bidi extract writes the table")
  func commandPluginExtract() throws {
    _ = try PluginConsumer.firstBuild.get()
    let output = PluginConsumer.package.appendingPathComponent("Resources")
    try? FileManager.default.removeItem(at: output)
    defer { try? FileManager.default.removeItem(at: output) }
    let run = try PluginConsumer.swift(
      "package",
      [
        "--allow-writing-to-package-directory", "bidi", "extract", "--output", "Resources/en.lproj",
        "Sources",
      ])
    #expect(run.status == 0, "\(run.output)")
    let table = try Data(contentsOf: output.appendingPathComponent("en.lproj/Localizable.strings"))
    // genstrings' format: UTF-16 with a byte order mark.
    #expect(String(data: table, encoding: .utf16)?.contains(#""copied" = "copied";"#) == true)
  }
}
