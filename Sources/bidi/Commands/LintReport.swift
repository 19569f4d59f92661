import BidiInput
import BidiLint
import BidiLocalization
import Foundation

/// The values of `bidi lint --format`.
enum LintOutputFormat: String, CaseIterable, Sendable {
  case text, json, sarif, github, diagnostics
}

/// One finding of `bidi lint` on its way out: the common shape that suppressions, baselines
/// and the CI formats use, and its own JSON and text (which keep fields of its kind).
struct LintItem {
  var reported: ReportedFinding
  /// The object `--format json` writes.
  var json: String
  /// The lines `--format text` writes, escaped for a terminal.
  var text: String

  init(_ finding: LintFinding) {
    reported = finding.reported
    json = Self.json(reported, offset: finding.scalarOffset)
    text =
      CatalogCommand.escapeLine(TerminalText.escapeControls(finding.description))
      + "\n  fix: \(finding.rule.fixHint)"
  }

  init(_ finding: SourceCodeFinding) {
    reported = finding.reported
    json = Self.json(
      reported,
      extra: [
        ("token", JSONText.string(finding.tokenKind.rawValue)),
        ("crossesToken", finding.crossesToken ? "true" : "false"),
        ("displays", JSONText.string(finding.displayedLine)),
      ])
    text = TerminalText.escapeControls(finding.description) + "\n  fix: \(finding.rule.fixHint)"
  }

  /// A finding of no other kind (an unused suppression).
  init(_ finding: ReportedFinding) {
    reported = finding
    json = Self.json(finding)
    let line =
      "\(finding.file):\(finding.line):\(finding.column): \(finding.severity.rawValue): \(finding.message) [\(finding.rule)]"
    text =
      CatalogCommand.escapeLine(TerminalText.escapeControls(line))
      + (finding.fix.map { "\n  fix: \($0)" } ?? "")
  }

  /// The object `--format json` writes: the fields every finding has, then `extra`.
  static func json(_ finding: ReportedFinding, offset: Int? = nil, extra: [(String, String)] = []) -> String {
    var key: String?
    var language: String?
    if case .entry(let entryKey, let entryLanguage) = finding.anchor {
      (key, language) = (entryKey, entryLanguage)
    }
    return JSONText.object(
      [
        ("file", JSONText.string(finding.file)), ("line", "\(finding.line)"), ("column", "\(finding.column)"),
        ("rule", JSONText.string(finding.rule)), ("severity", JSONText.string(finding.severity.rawValue)),
        ("message", JSONText.string(finding.message)), ("fix", finding.fix.map(JSONText.string) ?? "null"),
        ("key", key.map(JSONText.string) ?? "null"), ("language", language.map(JSONText.string) ?? "null"),
        ("offset", offset.map { "\($0)" } ?? "null"),
      ] + extra)
  }
}

/// What `bidi lint` found, and what it does with it: suppressions, the baseline, the output
/// format, the exit code.
struct LintReport {
  var items: [LintItem] = []
  var suppressions: [Suppression] = []
  /// The files linted (none of them may be written).
  var files: [String] = []
  /// Whether a source file could not be read.
  var unreadable = false
  /// Rules this run did not check: their suppressions are not reported as unused.
  var notChecked: Set<String> = []

  /// What the options ask for.
  struct Request {
    var format: LintOutputFormat
    var baseline: String?
    var writeBaseline: String?
    var output: String?
    /// The build-tool plugin's settings, when `--build-tool-output` is given, with its file.
    var buildTool: (settings: BuildToolSettings, output: String)?
  }

  /// Applies suppressions and the baseline, writes the report, and returns the exit code.
  func finish(_ request: Request, io: CommandIO) throws -> ExitCode {
    let paths = FindingFingerprints(root: FileManager.default.currentDirectoryPath)
    for target in [request.writeBaseline, request.output, request.buildTool?.output] {
      if let target, files.contains(where: { Self.samePath($0, target) }) {
        throw CommandError.usage("\(target) is one of the linted files: it is never written over")
      }
    }
    let outcome = SuppressionFilter.apply(suppressions, to: items.map(\.reported), notChecked: notChecked)
    var kept = outcome.kept.map { items[$0] } + outcome.unused.map(LintItem.init)
    if let file = request.writeBaseline {
      let baseline = LintBaseline(findings: kept.map(\.reported), fingerprints: paths)
      try Self.write(baseline.json, to: file)
      io.warn("recorded \(baseline.entries.count) findings in \(file)")
      return unreadable ? .dataError : .ok
    }
    var accepted = 0
    if let file = request.baseline {
      guard let data = FileManager.default.contents(atPath: file) else {
        throw CommandError(code: .noInput, message: "\(file): no such file")
      }
      let baseline: LintBaseline
      do { baseline = try LintBaseline(json: data) } catch {
        throw CommandError.data("\(file): \(error.message)")
      }
      let comparison = baseline.compare(fingerprints: paths.fingerprints(of: kept.map(\.reported)))
      kept = comparison.new.map { kept[$0] }
      accepted = comparison.accepted
      if !comparison.gone.isEmpty {
        io.warn(
          "\(file): \(comparison.gone.count) accepted findings no longer occur (fixed, or changed); --write-baseline \(file) drops them:"
            + comparison.gone.map { "\n  \($0.file):\($0.line ?? 0): \($0.message ?? "") [\($0.rule)]" }
            .joined())
      }
    }
    if let buildTool = request.buildTool, !buildTool.settings.failsOnErrors {
      for index in kept.indices where kept[index].reported.severity == .error {
        kept[index].reported.severity = .warning
      }
    }
    try output(kept, request: request, paths: paths, io: io)
    var counts: [LintSeverity: Int] = [:]
    for item in kept { counts[item.reported.severity, default: 0] += 1 }
    if request.format == .text {
      var summary =
        "\(counts[.error] ?? 0) errors, \(counts[.warning] ?? 0) warnings, \(counts[.info] ?? 0) notes in \(files.count) files"
      if outcome.suppressedCount > 0 { summary += "; \(outcome.suppressedCount) suppressed" }
      if request.baseline != nil { summary += "; \(accepted) accepted by the baseline" }
      io.warn(summary)
    }
    if let buildTool = request.buildTool {
      try Self.write("// bidi lint: \(kept.count) findings in \(files.count) files.\n", to: buildTool.output)
    }
    return unreadable ? .dataError : (counts[.error] ?? 0) > 0 ? .findings : .ok
  }

  private func output(_ kept: [LintItem], request: Request, paths: FindingFingerprints, io: CommandIO) throws
  {
    // Messages for people in other tools: controls that came from the input spelled out.
    let shown = kept.map { item in
      var finding = item.reported
      finding.message = TerminalText.escapeControls(finding.message)
      return finding
    }
    let text: String
    switch request.format {
    case .text: text = kept.map { $0.text + "\n" }.joined()
    case .json: text = "[" + kept.map(\.json).joined(separator: ",\n") + "]\n"
    case .sarif:
      text =
        SARIFLog.render(
          shown, rules: ReportedRule.all, tool: SARIFLog.Tool(name: "bidi", version: bidiVersion),
          fingerprints: paths)
        + "\n"
    case .github: text = GitHubAnnotations.render(shown, paths: paths)
    case .diagnostics:
      text = CompilerDiagnostics.render(
        shown.map { finding in
          var finding = finding
          finding.message = CatalogCommand.escapeLine(finding.message)
          return finding
        })
    }
    if let file = request.output { try Self.write(text, to: file) } else { io.write(text) }
  }

  /// Writes `text` to `path` in one step (a temporary file renamed over it).
  private static func write(_ text: String, to path: String) throws {
    do {
      try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      throw CommandError(code: .ioError, message: "\(path): cannot write: \(error.localizedDescription)")
    }
  }

  private static func samePath(_ a: String, _ b: String) -> Bool {
    URL(fileURLWithPath: a).standardizedFileURL.resolvingSymlinksInPath()
      == URL(fileURLWithPath: b).standardizedFileURL.resolvingSymlinksInPath()
  }
}
