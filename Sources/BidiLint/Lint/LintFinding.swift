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

  /// Creates a finding.
  public init(
    rule: LintRule, location: SourceLocation, message: String, key: String? = nil,
    language: String? = nil,
    scalarOffset: Int? = nil
  ) {
    self.rule = rule
    self.location = location
    self.message = message
    self.key = key
    self.language = language
    self.scalarOffset = scalarOffset
  }

  /// The severity a configuration gave the finding in place of its rule's, if any.
  public var severityOverride: LintSeverity?

  /// The severity: ``severityOverride``, else the rule's.
  public var severity: LintSeverity { severityOverride ?? rule.severity }

  /// `file:line:column: severity: message [rule]`.
  public var description: String {
    "\(location): \(severity.rawValue): \(message) [\(rule.rawValue)]"
  }
}
