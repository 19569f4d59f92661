/// A finding of any of the linter's checks, in the one shape that every report (SARIF, GitHub
/// annotations, compiler diagnostics), baseline and suppression works with.
///
/// Catalog findings (``LintFinding``) and Trojan Source findings (``SourceCodeFinding``) map
/// to it through ``ReportableFinding``; a new kind of check does the same and gets every
/// output format, baselines and suppressions with no other change.
///
/// ```swift
/// let findings = CatalogLinter().lint(file).map(\.reported)
/// print(GitHubAnnotations.render(findings))
/// ```
public struct ReportedFinding: Sendable, Hashable {
  /// A concrete change that fixes the finding: `length` Unicode scalars from ``line`` and
  /// ``column`` (on that line) replaced by `replacement`.
  public struct Edit: Sendable, Hashable {
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, in Unicode scalars.
    public var column: Int
    /// How many scalars to replace, on that line.
    public var length: Int
    /// What replaces them (empty to delete them).
    public var replacement: String

    /// An edit.
    public init(line: Int, column: Int, length: Int, replacement: String) {
      self.line = line
      self.column = column
      self.length = length
      self.replacement = replacement
    }
  }

  /// What, besides its rule and file, identifies a finding across runs whatever its line:
  /// the input of its stable fingerprint (see ``FindingFingerprints``).
  public enum Anchor: Sendable, Hashable {
    /// A catalog entry: its key and the table's language.
    case entry(key: String, language: String?)
    /// The text of the finding's line, read from the file when the fingerprint is made, with
    /// its white space normalized.
    case line
  }

  /// The rule's identifier (`garbled-placeholder`, `text-direction-codepoint-in-comment`).
  public var rule: String
  /// How serious it is, after the configuration's levels.
  public var severity: LintSeverity
  /// The file as it was named to the linter.
  public var file: String
  /// The 1-based line.
  public var line: Int
  /// The 1-based column, in Unicode scalars.
  public var column: Int
  /// What is wrong, for people.
  public var message: String
  /// How to fix it, for people, when the rule says.
  public var fix: String?
  /// A concrete change that fixes it, when there is one.
  public var edit: Edit?
  /// What identifies it across runs besides its rule and file.
  public var anchor: Anchor
  /// Whether a `bidi-lint: allow` comment in the source may suppress it. A Trojan Source
  /// control whose pairing leaves its comment or literal (the reordering that makes an
  /// attack) may not: a comment cannot vouch for what hides the code around it. A
  /// configuration's suppressions still apply.
  public var isSuppressibleInSource: Bool

  /// A finding.
  public init(
    rule: String, severity: LintSeverity, file: String, line: Int, column: Int, message: String,
    fix: String? = nil, edit: Edit? = nil, anchor: Anchor = .line, isSuppressibleInSource: Bool = true
  ) {
    self.rule = rule
    self.severity = severity
    self.file = file
    self.line = line
    self.column = column
    self.message = message
    self.fix = fix
    self.edit = edit
    self.anchor = anchor
    self.isSuppressibleInSource = isSuppressibleInSource
  }

  /// The catalog key, for findings about an entry.
  public var key: String? {
    if case .entry(let key, _) = anchor { return key }
    return nil
  }
}

/// A finding that can be reported, baselined and suppressed as a ``ReportedFinding``.
public protocol ReportableFinding {
  /// The finding in the common shape.
  var reported: ReportedFinding { get }
}

/// A rule as reports describe it: SARIF's `reportingDescriptor`, the rule list of `bidi lint
/// --help`, the names suppressions and baselines accept.
public struct ReportedRule: Sendable, Hashable {
  /// The stable identifier (`garbled-placeholder`).
  public var id: String
  /// One line saying what it finds.
  public var summary: String
  /// What it finds and why that is a problem, in a few sentences.
  public var description: String
  /// How to fix a finding.
  public var help: String
  /// The severity of its findings when no configuration changes it (the highest, for rules
  /// whose findings vary).
  public var defaultSeverity: LintSeverity
  /// A public page that documents the rule, when there is one.
  public var helpURI: String?

  /// A rule.
  public init(
    id: String, summary: String, description: String, help: String, defaultSeverity: LintSeverity,
    helpURI: String? = nil
  ) {
    self.id = id
    self.summary = summary
    self.description = description
    self.help = help
    self.defaultSeverity = defaultSeverity
    self.helpURI = helpURI
  }

  /// Every rule of `bidi lint`: the catalog rules (``LintRule``), the Trojan Source rules
  /// (``SourceCodeFinding/Rule``), the right-to-left layout rules (``RTLRule``) and
  /// ``unusedSuppression``.
  public static var all: [ReportedRule] {
    LintRule.allCases.map(\.reportedRule) + SourceCodeFinding.Rule.allCases.map(\.reportedRule)
      + RTLRule.allCases.map(\.reportedRule) + [unusedSuppression]
  }

  /// A suppression that suppresses nothing (an info finding): a `bidi-lint: allow` comment
  /// or a configuration's suppression that no finding matches, or that names no rule.
  public static let unusedSuppression = ReportedRule(
    id: "unused-suppression",
    summary: "a suppression that suppresses nothing",
    description:
      "A bidi-lint: allow comment, or a suppression in .bidilint.json, matches no finding (or names no rule): the problem it was written for is gone, or it is in the wrong place.",
    help: "remove the suppression, or move it to the line (or the line above) of the finding it is for",
    defaultSeverity: .info)
}
