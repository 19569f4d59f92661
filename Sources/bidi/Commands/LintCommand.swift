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
    Base.lproj and the development language's folder (en by default) for placeholders and
    missing keys; Settings.bundle panes and .intentdefinition files define keys too.

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

    With --rtl, Swift and Objective-C sources (.swift .m .mm .h) and Interface Builder files
    (.storyboard .xib) are also checked for right-to-left layout problems (Apple's "Supporting
    right-to-left languages"), in code only, silent where the code nearby tests the layout
    direction and in media and playback UI (see the BidiLint article "Right-to-left layout
    rules" for the symbol list and the exceptions):
    \(ruleList(RTLRule.allCases.filter(\.isOnByDefault).map(\.reportedRule)))
    The review rules run with --rtl-review, or for the files the configuration gives them a
    level ("rules": {"physical-anchor": "warning"}): left and right in code do not say
    whether the side is meant, and a third to a half of their findings on apps we had not
    tuned them on were harmless, so they list candidates for a person to look at:
    \(ruleList(RTLRule.allCases.filter { !$0.isOnByDefault }.map(\.reportedRule)))

    Rules (default severity):
    \(ruleList(LintRule.allCases.map(\.reportedRule)))

    Suppressions: '// bidi-lint: allow RULE[, RULE…]' in a source comment covers its line
    (and the next when the comment stands alone); 'allow-file RULE' the file; the same in the
    comment before a catalog entry covers the entry; "suppressions" in the configuration cover
    paths and keys. A comment holding a directional control is never a suppression, and no
    comment suppresses a control that reorders the code around it. A suppression that
    suppresses nothing is reported (unused-suppression, info).
    """
  static let epilogue = """
    --format text prints FILE:LINE:COLUMN: severity: message [rule], then the fix; json an
    array of {"file", "line", "column", "rule", "severity", "message", "fix", "key",
    "language", "offset"}; sarif a SARIF 2.1.0 log (GitHub code scanning); github GitHub
    Actions workflow commands (::error file=…,line=…,col=…,title=RULE::message); diagnostics
    FILE:LINE:COLUMN: error|warning|note: message [rule], as compilers print them. Every
    format lists the same findings. A configuration file looks like
    {"formatsThroughLocalizer": true, "developmentLanguage": "en", "rules": {"stale": "off"},
    "overrides": [{"paths": ["Legacy/**"], "rules": {…}}], "placeholderValues": [{"keys":
    ["contact.*"], "kinds": ["phone"]}], "suppressions": [{"rules": ["garbled-placeholder"],
    "paths": ["**/ar.lproj/*"], "keys": ["promo.*"]}], "buildTool": {"failOnErrors": true,
    "sources": true}}. placeholderValues say what placeholders hold, for garbled-placeholder
    and placeholder-at-edge (kinds: phone, url, email, path, handle, version, number, text,
    localized; see the BidiLint article "Lint rules and configuration").

    A baseline (--write-baseline) is JSON: {"version": 1, "fingerprints":
    "bidiFingerprint/v1", "findings": [{"fingerprint", "rule", "file", "line", "message"}]};
    fingerprints (rule, path relative to the current folder, key and language or the line's
    text, occurrence) survive lines moving, so run it from the same folder each time.

    Exit code 1 when any finding is an error (not accepted by --baseline), 0 otherwise; 65
    for a bad configuration or baseline, or when a source file is not UTF-8 (reported with
    its line and column, and skipped).
    """

  static let format = Option<LintOutputFormat>.choice(
    "--format",
    help:
      "text (default): FILE:LINE:COLUMN: severity: message [rule], then the fix; json; sarif (SARIF 2.1.0); github (workflow commands); diagnostics (compiler style)"
  )
  static let config = Option.text(
    "--config", "FILE",
    help: "a configuration (default: .bidilint.json at the root of the first PATH that is a folder)")
  static let localizer = Flag(
    "--localizer",
    help:
      "the app formats through Localizer, which isolates every argument: garbled-placeholder and placeholder-at-edge are not reported"
  )
  static let disable = Option.text(
    "--disable", "RULE,…", help: "rules to turn off, separated by commas (the --rtl rules too)")
  static let developmentLanguage = Option.text(
    "--development-language", "LANG",
    help: "the development language's folder (default: the configuration's, else en)")
  static let source = Flag("--source", help: "read every named file as source code")
  static let baseline = Option.text(
    "--baseline", "FILE",
    help: "report (and fail on) only findings not in this baseline; list its entries that are gone")
  static let writeBaseline = Option.text(
    "--write-baseline", "FILE",
    help: "record every finding in FILE as the baseline (written over), print nothing else, exit 0",
    excludes: ["--baseline", "--output"])
  static let output = Option.text(
    "--output", "FILE", help: "write the report to FILE (written over) instead of standard output")
  static let buildToolOutput = Option.text(
    "--build-tool-output", "FILE",
    help:
      "as the build-tool plugin runs it: the configuration's buildTool settings apply (errors as warnings unless failOnErrors, source files only with sources or rtl), a --config that does not exist is none, named files of other kinds are skipped; FILE, a source file holding one comment, is written for the build system",
    excludes: ["--write-baseline"])
  static let rtl = Flag(
    "--rtl", help: "also check Swift, Objective-C and Interface Builder files for right-to-left layout")
  static let rtlReview = Flag(
    "--rtl-review",
    help:
      "--rtl with the review rules too (text alignment, anchors, insets, ambiguous symbols, forced direction, mirroring by hand): candidates for a person to look at, not defects"
  )
  static let options: [any OptionDeclaring] = [
    format, config, localizer, disable, developmentLanguage, source, rtl, rtlReview,
    SourceCodeInput.language(),
    baseline, writeBaseline, output, buildToolOutput,
  ]

  static func run(_ arguments: ParsedArguments, io: CommandIO) throws -> ExitCode {
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
          || ReferenceTable.isReference(path: $0)
          || ((arguments[rtl] || arguments[rtlReview] || arguments[buildToolOutput] != nil)
            && (InterfaceFileAudit.applies(toPath: $0) || AppCode.isSettings(path: $0)))
      }
    }
    // The app's settings (Info.plist, project.pbxproj) are read for the storyboards they name,
    // not linted.
    let settingsFiles = files.filter { AppCode.isSettings(path: $0) }
    files.removeAll { AppCode.isSettings(path: $0) }
    // The build-tool plugin names the package's configuration whether it exists or not.
    let buildToolFile = arguments[buildToolOutput]
    let (configuration, configurationRoot, configurationFile) = try loadConfiguration(
      buildToolFile != nil && configPath.map { !FileManager.default.fileExists(atPath: $0) } == true
        ? nil : configPath, paths: paths)
    let buildTool = buildToolFile.map { (configuration.buildTool, $0) }
    let review = arguments[rtlReview]
    let checksLayout = arguments[rtl] || review || buildTool?.0.checksRightToLeft == true
    // Source files: by extension, or every file named with --source; in a build, only when the
    // configuration asks for them.
    let isSource = { (path: String) in
      (allSource && paths.contains(path))
        || (CatalogFormat(path: path) == nil && SourceLanguage(path: path) != nil)
    }
    if let buildTool {
      // The plugin names every file of the target: those that are neither catalogs nor known
      // source are skipped, and source files too unless the configuration asks for them.
      files.removeAll {
        (CatalogFormat(path: $0) == nil && SourceLanguage(path: $0) == nil
          && !ReferenceTable.isReference(path: $0)
          && !(checksLayout && InterfaceFileAudit.applies(toPath: $0)))
          || (!buildTool.0.lintsSources && !checksLayout && isSource($0))
      }
    }
    var report = LintReport(files: files)
    // The right-to-left rules run with --rtl, less those --disable names; the review rules
    // only with --rtl-review or where the configuration gives them a level.
    let layoutRules = Set(
      RTLRule.allCases.filter { rule in
        checksLayout && !(disabled ?? "").split(separator: ",").contains { $0 == rule.rawValue }
          && (rule.isOnByDefault || review || configuration.turnsOn(rule))
      })
    report.notChecked = Set(RTLRule.allCases.filter { !layoutRules.contains($0) }.map(\.rawValue))
    report.suppressions = configuration.suppressions.map {
      $0.suppression(
        configurationFile: configurationFile ?? LintConfiguration.fileName, root: configurationRoot)
    }
    // What the sources say about the app (classes and outlets aligned in code, classes nothing
    // creates, every screen forced left to right): those views and symbols are left alone.
    var code = AppCode()
    var layoutFindings: [RTLFinding] = []
    for path in files where isSource(path) {
      do {
        let (text, name) = try SourceCodeInput.text(path, io: io)
        let language = SourceCodeInput.language(of: path, given: language)
        report.items += SourceCodeAudit(language: language).findings(in: text, file: name).map(LintItem.init)
        if !layoutRules.isEmpty && RTLAudit.applies(toPath: path) {
          let audit = RTLAudit(language: language)
          let found = audit.findings(in: text, file: name)
          layoutFindings += found
          code.read(text, language: language, file: name)
          report.items += configuration.apply(
            to: found.filter { layoutRules.contains($0.rule) }, root: configurationRoot, review: review
          )
          .map(LintItem.init)
        }
        report.suppressions += Suppression.inComments(of: text, language: language, file: name)
      } catch let error as CommandError where error.code == .dataError {
        // A file that is not UTF-8 is reported and skipped; the others are still linted.
        io.warn(error.message)
        report.unreadable = true
      }
    }
    // Objects of custom classes in the documents are created by them: read those first.
    var documents: [InterfaceDocument] = []
    for path in files where !layoutRules.isEmpty && InterfaceFileAudit.applies(toPath: path) {
      guard let input = try io.inputs([path]).first else { continue }
      do {
        documents.append(try InterfaceDocument(bytes: input.data, file: input.name))
      } catch {
        // A document that is not well-formed is reported and skipped, as unreadable sources are.
        io.warn(error.description)
        report.unreadable = true
      }
    }
    for document in documents { code.read(document) }
    for path in settingsFiles where !layoutRules.isEmpty {
      do {
        guard let input = try io.inputs([path]).first else { continue }
        code.read(settings: xmlPropertyList(input.data), file: input.name)
      } catch let error as CommandError {
        // Settings are read, not linted: one that cannot be opened turns the storyboard check
        // off and stops nothing.
        io.warn("\(error.message) (every storyboard is checked)")
        code.cannotReadSettings()
      }
    }
    let audit = InterfaceFileAudit(code: code)
    for document in documents {
      let found = audit.findings(in: document).filter { layoutRules.contains($0.rule) }
      layoutFindings += found
      report.items += configuration.apply(to: found, root: configurationRoot, review: review).map(
        LintItem.init)
    }
    // What the whole app's sources say (every screen forced left to right, code nothing uses)
    // is known only now: the findings it leaves alone are taken out.
    let leftAlone = Set(
      code.leftAlone(layoutFindings).map { "\($0.rule.rawValue):\($0.file):\($0.line)" })
    report.items.removeAll { item in
      leftAlone.contains("\(item.reported.rule):\(item.reported.file):\(item.reported.line)")
    }
    var rules = Set(LintRule.allCases)
    for name in (disabled ?? "").split(separator: ",") {
      if let rule = LintRule(rawValue: String(name)) {
        rules.remove(rule)
      } else if RTLRule(rawValue: String(name)) == nil {
        throw CommandError.usage("--disable: unknown rule '\(name)'")
      }
    }
    let linter = CatalogLinter(
      rules: rules, formatsThroughLocalizer: throughLocalizer || configuration.formatsThroughLocalizer,
      placeholderValues: configuration.placeholderValues)
    let developmentLanguage = developmentOption ?? configuration.developmentLanguage ?? "en"
    var findings: [LintFinding] = []
    var parsed: [CatalogFile] = []
    let references = files.filter(ReferenceTable.isReference).compactMap(ReferenceTable.init(contentsOf:))
    for path in files
    where !isSource(path) && !ReferenceTable.isReference(path: path)
      && !InterfaceFileAudit.applies(toPath: path)
    {
      let file = try CatalogCommand.read(path, io: io)
      var development: StringTable?
      if file.format == .strings || file.format == .stringsdict {
        development = CatalogLinter.developmentTable(for: path, developmentLanguage: developmentLanguage)
      }
      findings += linter.lint(file, development: development)
      report.suppressions += Suppression.inEntries(of: file)
      if file.format == .strings || file.format == .stringsdict { parsed.append(file) }
    }
    findings += linter.lintCompleteness(
      parsed, references: references, developmentLanguage: developmentLanguage)
    // Catalog findings first, then source findings, as --format json has always listed them.
    report.items =
      configuration.apply(to: findings, root: configurationRoot).map(LintItem.init) + report.items
    return try report.finish(
      LintReport.Request(
        format: arguments[format] ?? (buildTool == nil ? .text : .diagnostics), baseline: arguments[baseline],
        writeBaseline: arguments[writeBaseline], output: arguments[output],
        buildTool: buildTool.map { (settings: $0.0, output: $0.1) }), io: io)
  }

  /// A binary property list (`bplist00…`) as XML, which ``AppCode/read(settings:file:)`` reads;
  /// any other data as it is.
  static func xmlPropertyList(_ data: Data) -> Data {
    guard data.starts(with: Array("bplist".utf8)),
      let list = try? PropertyListSerialization.propertyList(from: data, format: nil),
      let xml = try? PropertyListSerialization.data(fromPropertyList: list, format: .xml, options: 0)
    else { return data }
    return xml
  }

  /// One line per rule for the help: `  id (severity)`, then its summary wrapped at column 35.
  static func ruleList(_ rules: [ReportedRule]) -> String {
    rules.map { rule in
      let name = "  \(rule.id) (\(rule.defaultSeverity.rawValue))"
      return HelpText.wrap(
        rule.summary.split(separator: " ").map(String.init),
        first: name.padding(toLength: max(35, name.count + 1), withPad: " ", startingAt: 0),
        indent: String(repeating: " ", count: 35))
    }.joined(separator: "\n")
  }

  /// The configuration given, or `.bidilint.json` at the root of the first folder among
  /// `paths`, with the folder its globs are relative to and its file; an empty one when there
  /// is none.
  static func loadConfiguration(_ path: String?, paths: [String]) throws -> (
    LintConfiguration, String, String?
  ) {
    try ConfigurationFile.load(path, paths: paths, empty: LintConfiguration()) {
      try LintConfiguration(json: $0)
    }
  }

}
