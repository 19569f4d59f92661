import BidiTestSupport
import Foundation
import Testing

@testable import bidi

/// `bidi lint --write-baseline`, `--baseline`, `--output`, suppressions and the build-tool
/// plugin's mode, as a shell runs them.
@Suite("bidi lint: baselines, suppressions, build-tool mode")
struct LintBaselineCommandTests {
  static let attack = "let limit = 10 /*\u{202E}*/ + 1000 /*\u{202C}*/\n"

  @Test("a baseline survives lines inserted above, fails only on a new finding, lists the gone")
  func baselineFlow() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let source = try scratch.write("App/Limits.swift", Self.attack)
    let baseline = scratch.url.appendingPathComponent("baseline.json").path
    let recorded = runCommand(["lint", "--write-baseline", baseline, scratch.path + "/App"])
    #expect(recorded.exitCode == 0 && recorded.output.isEmpty)
    #expect(recorded.errors == "bidi: recorded 2 findings in \(baseline)\n")
    #expect(scratch.read(baseline)?.contains("\"rule\":\"text-direction-codepoint-in-comment\"") == true)
    _ = try scratch.write("App/Limits.swift", "// moved\n\n" + Self.attack)
    let moved = runCommand(["lint", "--baseline", baseline, scratch.path + "/App"])
    #expect(moved.exitCode == 0 && moved.output.isEmpty)
    #expect(moved.errors.contains("0 errors, 0 warnings, 0 notes in 1 files; 2 accepted by the baseline"))
    _ = try scratch.write("App/Limits.swift", "// moved\n\n" + Self.attack + "let b = \"\u{2067}\"\n")
    let grown = runCommand(["lint", "--format", "json", "--baseline", baseline, scratch.path + "/App"])
    #expect(grown.exitCode == 1)
    let findings = try CIFormats.json(Data(grown.output.utf8))
    #expect(findings.map { $0?.line } == [4])
    _ = try scratch.write("App/Limits.swift", "let b = \"\u{2067}\"\n")
    let fixed = runCommand(["lint", "--baseline", baseline, scratch.path + "/App"])
    #expect(fixed.exitCode == 1)
    #expect(fixed.errors.contains("2 accepted findings no longer occur"))
    #expect(fixed.errors.contains("\(source):1: ⟨RLO⟩ (U+202E) in a comment"))
    // Bad baselines: missing (66), malformed (65, with the position).
    #expect(runCommand(["lint", "--baseline", baseline + ".none", source]).exitCode == 66)
    let bad = try scratch.write("bad.json", "{\"version\": 1, \"findings\": [}")
    let malformed = runCommand(["lint", "--baseline", bad, source])
    #expect(malformed.exitCode == 65 && malformed.errors.contains("bad.json: 1:29:"))
  }

  @Test("no linted file is ever written: --output and --write-baseline refuse them")
  func refusesInputs() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let source = try scratch.write("A.swift", Self.attack)
    for option in ["--output", "--write-baseline"] {
      let result = runCommand(["lint", option, source, source])
      #expect(result.exitCode == 64)
      #expect(result.errors.contains("is one of the linted files"))
      #expect(scratch.read(source) == Self.attack)
    }
    #expect(runCommand(["lint", "--baseline", "x", "--write-baseline", "y", source]).exitCode == 64)
    let report = scratch.url.appendingPathComponent("report.sarif").path
    let written = runCommand(["lint", "--format", "sarif", "--output", report, source])
    #expect(written.exitCode == 1 && written.output.isEmpty)
    #expect(scratch.read(report)?.contains("\"version\":\"2.1.0\"") == true)
  }

  @Test("suppressions from comments and the configuration; an unused one is an info finding")
  func suppressions() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    _ = try scratch.write(
      "Sources/Label.swift",
      "// bidi-lint: allow text-direction-codepoint-in-literal\nlet label = \"\u{200F}x\"\n// bidi-lint: allow stale\n"
    )
    _ = try scratch.write("Sources/Fixtures/Attack.swift", Self.attack)
    _ = try scratch.write(
      ".bidilint.json",
      #"{"suppressions": [{"rules": ["text-direction-codepoint-in-comment"], "paths": ["Sources/Fixtures/**"]}]}"#
    )
    let result = runCommand(["lint", "--format", "json", scratch.path])
    #expect(result.exitCode == 0, "\(result.output)")
    let findings = try CIFormats.json(Data(result.output.utf8))
    #expect(findings.map { "\($0!.line) \($0!.rule) \($0!.severity)" } == ["3 unused-suppression info"])
    let text = runCommand(["lint", scratch.path])
    #expect(text.errors.contains("0 errors, 0 warnings, 1 notes in 2 files; 3 suppressed"))
  }

  @Test("build-tool mode: unknown files skipped, sources and failure only when configured, output written")
  func buildToolMode() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let files = [
      try scratch.write("App/en.lproj/Localizable.strings", "\"copied\" = \"Go to @%@ now\";\n"),
      try scratch.write("App/ar.lproj/Localizable.strings", "\"copied\" = \"انتقل إلى @%@ الآن\";\n"),
      try scratch.write("App/Attack.swift", Self.attack),
      try scratch.write("App/icon.png", Data([0x89, 0x50])),
    ]
    let configuration = scratch.url.appendingPathComponent(".bidilint.json").path
    let output = scratch.url.appendingPathComponent("work/BidiLint.swift").path
    try FileManager.default.createDirectory(
      atPath: (output as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    let arguments = ["lint", "--build-tool-output", output, "--config", configuration, "--"] + files
    let plain = runCommand(arguments)
    #expect(plain.exitCode == 0, "\(plain.errors)")
    let lines = CIFormats.diagnostics(plain.output)
    #expect(lines.map { "\($0!.severity) \($0!.rule)" } == ["warning garbled-placeholder"])
    #expect(plain.output.hasPrefix(files[1] + ":1:12: warning: "))
    #expect(scratch.read(output) == "// bidi lint: 1 findings in 2 files.\n")
    _ = try scratch.write(".bidilint.json", #"{"buildTool": {"failOnErrors": true, "sources": true}}"#)
    let strict = runCommand(arguments)
    #expect(strict.exitCode == 1)
    #expect(
      CIFormats.diagnostics(strict.output).map { "\($0!.severity) \($0!.rule)" } == [
        "error garbled-placeholder", "error text-direction-codepoint-in-comment",
        "error text-direction-codepoint-in-comment",
      ])
    // "rtl" runs the right-to-left rules on the target's code as --rtl does: a review rule
    // only when the configuration gives it a level.
    let cell = try scratch.write(
      "App/Cell.swift", "label.textAlignment = .right\nImage(systemName: \"chevron.right\")\n")
    _ = try scratch.write(".bidilint.json", #"{"buildTool": {"rtl": true}}"#)
    let layout = runCommand(arguments + [cell])
    let found = [
      "warning garbled-placeholder", "warning text-direction-codepoint-in-comment",
      "warning text-direction-codepoint-in-comment",
    ]
    #expect(
      CIFormats.diagnostics(layout.output).map { "\($0!.severity) \($0!.rule)" }
        == found + ["warning unflipped-directional-symbol"], "\(layout.output)")
    _ = try scratch.write(
      ".bidilint.json", #"{"buildTool": {"rtl": true}, "rules": {"physical-text-alignment": "warning"}}"#)
    #expect(
      CIFormats.diagnostics(runCommand(arguments + [cell]).output).map { "\($0!.severity) \($0!.rule)" }
        == found + ["warning physical-text-alignment", "warning unflipped-directional-symbol"])
    _ = try scratch.write(".bidilint.json", #"{"buildTool": {"rtl": 1}}"#)
    #expect(runCommand(arguments).errors.contains("buildTool.rtl must be true or false"))
  }
}
