import BidiInput
import BidiLint
import BidiLocalization
import Foundation

/// `bidi lint`: bidi hazards, completeness and plural structure of catalogs.
enum LintCommand: Subcommand {
  static let name = "lint"
  static let summary =
    "find bidi hazards and missing translations in catalogs, Trojan Source in code; exit 1 on errors"
  static let operands = "PATH…"
  static let discussion = """
    Lints .strings, .stringsdict, .xcstrings and .po files for bidi hazards and completeness,
    and source code for Trojan Source attacks (folders are searched recursively; hidden
    folders and .build are skipped). A file in xx.lproj is compared with the same file in
    Base.lproj or the development language's folder (en by default) for placeholders and
    missing keys.

    Source code (.swift; .c .h .cpp .m .cs…; .js .ts…; .py; .rs; .go; .java; .kt; .sh .bash,
    and any named file with --source, read as C-family unless --language says otherwise)
    is tokenized into comments, string literals and code, as compilers do. Every directional
    control is reported with the token it is in and how its line displays (rustc's
    text_direction_codepoint_in_*):
      text-direction-codepoint-in-comment (error; warning for LRM, RLM, ALM)
      text-direction-codepoint-in-literal (error; warning for LRM, RLM, ALM)
      text-direction-codepoint-in-code    (error)
    'crossesToken' (JSON) / "not closed in it" (text) marks a control whose pairing leaves
    its comment or literal: the reordering that makes an attack.

    Rules (default severity):
      syntax (error)                   the file is malformed at this position
      placeholder-at-edge (warning)    right-to-left text starts or ends with a placeholder
      garbled-placeholder (error)      typical LTR values interpolated naively display garbled
                                       (resolved by the bidi engine in a right-to-left paragraph)
      placeholder-mismatch (error)     placeholders differ from the development language
      unbalanced-controls (error)      embeddings, overrides or isolates not closed, stray PDF/PDI
      control-in-key (error)           a directional control in a key
      legacy-embedding (info)          LRE/RLE where an isolate is meant
      missing-translation (warning)    a development-language key missing from a language
      extra-key (warning)              a key only in a language, not in the development one
      untranslated (warning)           a String Catalog or gettext entry without translation
      needs-review (warning)           String Catalog needs_review, gettext fuzzy
      stale (warning)                  a String Catalog key the code no longer uses
      missing-plural-category (error)  plural forms the language needs (CLDR) missing
      plural-structure (error)         a .stringsdict entry not structured as Foundation expects
      plural-forms (error)             a gettext Plural-Forms unusable or disagreeing with msgstr[n]
    """
  static let epilogue = """
    --format text prints FILE:LINE:COLUMN: severity: message [rule], then the fix; --format
    json an array of {"file", "line", "column", "rule", "severity", "message", "fix", "key",
    "language", "offset"}. A configuration file looks like {"formatsThroughLocalizer": true,
    "developmentLanguage": "en", "rules": {"stale": "off"}, "overrides": [{"paths":
    ["Legacy/**"], "rules": {…}}]}.

    Exit code 1 when any finding is an error, 0 otherwise; 65 for a bad configuration, or
    when a source file is not UTF-8 (reported with its line and column, and skipped).
    """

  static let format = Option<TextOrJSON>.choice(
    "--format", help: "text (default): FILE:LINE:COLUMN: severity: message [rule], then the fix; or json")
  static let config = Option.text(
    "--config", "FILE",
    help: "a configuration (default: .bidilint.json at the root of the first PATH that is a folder)")
  static let localizer = Flag(
    "--localizer",
    help:
      "the app formats through Localizer, which isolates every argument: garbled-placeholder and placeholder-at-edge are not reported"
  )
  static let disable = Option.text("--disable", "RULE,…", help: "rules to turn off, separated by commas")
  static let developmentLanguage = Option.text(
    "--development-language", "LANG",
    help: "the development language's folder (default: the configuration's, else en)")
  static let source = Flag("--source", help: "read every named file as source code")
  static let options: [any OptionDeclaring] = [
    format, config, localizer, disable, developmentLanguage, source, SourceCodeInput.language(),
  ]

  static func run(_ arguments: ParsedArguments, io: CommandIO) throws -> ExitCode {
    let format = arguments[format] ?? .text
    let configPath = arguments[config]
    let throughLocalizer = arguments[localizer]
    let disabled = arguments[disable]
    let developmentOption = arguments[developmentLanguage]
    let allSource = arguments[source]
    let language = try SourceCodeInput.language(arguments)
    let paths = arguments.operands
    guard !paths.isEmpty else { throw CommandError.usage("lint needs at least one PATH") }
    var files: [String] = []
    for path in paths {
      files += try CommandIO.files(at: path) {
        CatalogFormat(path: $0) != nil || SourceLanguage(path: $0) != nil
      }
    }
    // Source files: by extension, or every file named with --source.
    let isSource = { (path: String) in
      (allSource && paths.contains(path))
        || (CatalogFormat(path: path) == nil && SourceLanguage(path: path) != nil)
    }
    var sourceFindings: [SourceCodeFinding] = []
    var unreadable = false
    for path in files where isSource(path) {
      do {
        sourceFindings += try SourceCodeInput.findings(
          path, language: SourceCodeInput.language(of: path, given: language), io: io)
      } catch let error as CommandError where error.code == .dataError {
        // A file that is not UTF-8 is reported and skipped; the others are still linted.
        io.warn(error.message)
        unreadable = true
      }
    }
    let (configuration, configurationRoot) = try loadConfiguration(configPath, paths: paths)
    var rules = Set(LintRule.allCases)
    for name in (disabled ?? "").split(separator: ",") {
      guard let rule = LintRule(rawValue: String(name)) else {
        throw CommandError.usage("--disable: unknown rule '\(name)'")
      }
      rules.remove(rule)
    }
    let linter = CatalogLinter(
      rules: rules, formatsThroughLocalizer: throughLocalizer || configuration.formatsThroughLocalizer)
    let developmentLanguage = developmentOption ?? configuration.developmentLanguage ?? "en"
    var findings: [LintFinding] = []
    var parsed: [CatalogFile] = []
    for path in files where !isSource(path) {
      let file = try CatalogCommand.read(path, io: io)
      var development: StringTable?
      if file.format == .strings || file.format == .stringsdict,
        let other = CatalogLinter.developmentPath(for: path, developmentLanguage: developmentLanguage),
        let data = FileManager.default.contents(atPath: other)
      {
        development = CatalogFile(data: data, path: other, format: file.format).tables.first
      }
      findings += linter.lint(file, development: development)
      if file.format == .strings || file.format == .stringsdict { parsed.append(file) }
    }
    findings += linter.lintCompleteness(parsed, developmentLanguage: developmentLanguage)
    findings = configuration.apply(to: findings, root: configurationRoot)
    if format == .json {
      io.print(
        "["
          + findings.map { finding in
            JSONText.object([
              ("file", JSONText.string(finding.location.file)),
              ("line", "\(finding.location.line)"),
              ("column", "\(finding.location.column)"),
              ("rule", JSONText.string(finding.rule.rawValue)),
              ("severity", JSONText.string(finding.severity.rawValue)),
              ("message", JSONText.string(finding.message)),
              ("fix", JSONText.string(finding.rule.fixHint)),
              ("key", finding.key.map(JSONText.string) ?? "null"),
              ("language", finding.language.map(JSONText.string) ?? "null"),
              ("offset", finding.scalarOffset.map { "\($0)" } ?? "null"),
            ])
          }.joined(separator: ",\n") + (findings.isEmpty || sourceFindings.isEmpty ? "" : ",\n")
          + sourceFindings.map(SourceCodeInput.json).joined(separator: ",\n") + "]")
    } else {
      for finding in findings {
        io.print(CatalogCommand.escapeLine(TerminalText.escapeControls(finding.description)))
        io.print("  fix: \(finding.rule.fixHint)")
      }
      for finding in sourceFindings {
        io.print(TerminalText.escapeControls(finding.description))
        io.print("  fix: \(SourceCodeInput.fixHint(finding))")
      }
      var counts: [LintSeverity: Int] = [:]
      for finding in findings { counts[finding.severity, default: 0] += 1 }
      let sourceErrors = sourceFindings.filter { $0.severity == .error }.count
      io.warn(
        "\((counts[.error] ?? 0) + sourceErrors) errors, \((counts[.warning] ?? 0) + sourceFindings.count - sourceErrors) warnings, \(counts[.info] ?? 0) notes in \(files.count) files"
      )
    }
    let hasErrors =
      findings.contains { $0.severity == .error } || sourceFindings.contains { $0.severity == .error }
    return unreadable ? .dataError : hasErrors ? .findings : .ok
  }

  /// The configuration given, or `.bidilint.json` at the root of the first folder among
  /// `paths`, with the folder its globs are relative to; an empty one when there is none.
  static func loadConfiguration(_ path: String?, paths: [String]) throws -> (LintConfiguration, String) {
    try ConfigurationFile.load(path, paths: paths, empty: LintConfiguration()) {
      try LintConfiguration(json: $0)
    }
  }

}
