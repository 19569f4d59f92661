import BidiEngine
import BidiLocalization

/// One problem found by ``CatalogLinter``.
public struct LintFinding: Sendable, Hashable, CustomStringConvertible {
  /// The rule that found it.
  public var rule: LintRule
  /// Where: the key, or the start of the text's literal.
  public var location: SourceLocation
  /// What is wrong, for people.
  public var message: String
  /// The entry's key, when the finding is about an entry.
  public var key: String?
  /// The language of the table, when known.
  public var language: String?
  /// Where in the text (in Unicode scalars from its start, after escapes are decoded) the
  /// problem is, when it is one place.
  public var scalarOffset: Int?

  /// Creates a finding, of its rule's severity unless `severity` says otherwise.
  public init(
    rule: LintRule, location: SourceLocation, message: String, key: String? = nil,
    language: String? = nil,
    scalarOffset: Int? = nil, severity: LintSeverity? = nil
  ) {
    self.rule = rule
    self.location = location
    self.message = message
    self.key = key
    self.language = language
    self.scalarOffset = scalarOffset
    self.defaultSeverity = severity ?? rule.severity
  }

  /// The severity the linter gives the finding: its rule's (``LintRule/severity``), or a
  /// lower one where this instance cannot break the display (a missing `many` form that only
  /// a million shows; `%d` where the development text has `%ld`).
  public var defaultSeverity: LintSeverity

  /// The severity a configuration gave the finding in place of its default, if any.
  public var severityOverride: LintSeverity?

  /// The severity: ``severityOverride``, else ``defaultSeverity``.
  public var severity: LintSeverity { severityOverride ?? defaultSeverity }

  /// What identifies the finding across runs, whatever its line, column or message: the
  /// rule, the file, the key and the language (`garbled-placeholder|ar.lproj/A.strings|k|ar`).
  /// Several findings of one entry under one rule share it. For baselines and suppressions.
  public var identity: String {
    [rule.rawValue, location.file, key ?? "", language ?? ""].joined(separator: "|")
  }

  /// `file:line:column: severity: message [rule]`.
  public var description: String {
    "\(location): \(severity.rawValue): \(message) [\(rule.rawValue)]"
  }
}
