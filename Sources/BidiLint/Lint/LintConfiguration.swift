import BidiLocalization
import BidiText
import Foundation

/// What a linted tree says about its own linting, in a `.bidilint.json` file at its root:
/// rules turned off or to another severity, for every file or for paths matching globs,
/// whether the app formats through `Localizer`, and what its placeholders hold.
///
/// ```json
/// {
///   "formatsThroughLocalizer": true,
///   "developmentLanguage": "en",
///   "rules": { "stale": "off", "extra-key": "info" },
///   "overrides": [
///     { "paths": ["Legacy/**"], "rules": { "missing-translation": "off" } }
///   ],
///   "placeholderValues": [
///     { "keys": ["contact.*"], "kinds": ["phone"] },
///     { "keys": ["share.link"], "arguments": [2], "kinds": ["url"] }
///   ],
///   "suppressions": [
///     { "rules": ["garbled-placeholder"], "paths": ["**/ar.lproj/*"], "keys": ["promo.*"] }
///   ],
///   "buildTool": { "failOnErrors": true, "sources": true, "rtl": true }
/// }
/// ```
///
/// `suppressions` are described by ``ConfiguredSuppression``, `buildTool` by
/// ``BuildToolSettings``.
///
/// Levels are `off`, `info`, `warning` and `error`. Overrides apply in order, each to the
/// files whose path relative to the configuration's folder matches one of its globs (see
/// ``PathGlob``); the last that names a rule wins.
public struct LintConfiguration: Sendable, Hashable {
  /// The name of the file `bidi lint` looks for at the root of each linted folder.
  public static let fileName = ".bidilint.json"

  /// A rule's level: turned off, or reported with a severity.
  public enum Level: String, Sendable, Hashable, CaseIterable {
    case off, info, warning, error

    /// The severity, or `nil` for `off`.
    public var severity: LintSeverity? { LintSeverity(rawValue: rawValue) }
  }

  /// Rule levels for the files matching some globs.
  public struct Override: Sendable, Hashable {
    /// The globs, relative to the configuration's folder.
    public var paths: [PathGlob]
    /// The levels for those files.
    public var rules: [LintRule: Level]
    /// The levels of the right-to-left layout rules for those files.
    public var layoutRules: [RTLRule: Level]

    /// Creates an override.
    public init(paths: [PathGlob], rules: [LintRule: Level], layoutRules: [RTLRule: Level] = [:]) {
      self.paths = paths
      self.rules = rules
      self.layoutRules = layoutRules
    }
  }

  /// Whether the app formats every string through `Localizer` (see
  /// ``CatalogLinter/formatsThroughLocalizer``).
  public var formatsThroughLocalizer = false
  /// The development language, when it is not `Base`/`en` (see ``CatalogLinter/lintCompleteness(_:references:developmentLanguage:)``).
  public var developmentLanguage: String?
  /// Levels for every file.
  public var rules: [LintRule: Level] = [:]
  /// Levels of the right-to-left layout rules (``RTLRule``) for every file, given in `rules`
  /// beside the catalog rules.
  public var layoutRules: [RTLRule: Level] = [:]
  /// Levels for some paths, applied after ``rules`` in order.
  public var overrides: [Override] = []
  /// What placeholders hold, by key (see ``PlaceholderValues``).
  public var placeholderValues = PlaceholderValues()
  /// Findings not to report, by rule, path and key (`suppressions`).
  public var suppressions: [ConfiguredSuppression] = []
  /// How the build-tool plugin lints (`buildTool`).
  public var buildTool = BuildToolSettings()

  /// An empty configuration: every rule at its own severity.
  public init() {}

  /// Why a configuration cannot be read.
  public struct ParseError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong.
    public var message: String
    /// The message.
    public var description: String { message }
  }

  /// Reads a configuration from JSON; errors name the line and column.
  public init(json data: Data) throws(ParseError) {
    var decodingProblems: [CatalogDiagnostic] = []
    let scalars = TextDecoding.decode([UInt8](data), path: "", diagnostics: &decodingProblems)
    let (parsed, error) = JSONScanner.scan(scalars)
    if let error {
      throw ParseError(message: "\(error.position.line):\(error.position.column): \(error.message)")
    }
    guard let root = parsed, root.isObject else { throw ParseError(message: "not a JSON object") }
    func fail(_ value: LocatedJSON, _ message: String) -> ParseError {
      ParseError(message: "\(value.position.line):\(value.position.column): \(message)")
    }
    for member in root.members {
      switch member.key {
      case "formatsThroughLocalizer":
        guard case .bool(let flag) = member.value.kind else {
          throw fail(member.value, "formatsThroughLocalizer must be true or false")
        }
        formatsThroughLocalizer = flag
      case "extract":
        continue  // `bidi extract`'s settings, read by BidiLocalization's `ExtractionConfiguration`
      case "developmentLanguage":
        guard let language = member.value.stringValue else {
          throw fail(member.value, "developmentLanguage must be a string")
        }
        developmentLanguage = language
      case "rules":
        (rules, layoutRules) = try Self.levels(member.value, where: "rules")
      case "overrides":
        guard case .array(let items) = member.value.kind else {
          throw fail(member.value, "overrides must be an array of objects")
        }
        for (index, item) in items.enumerated() {
          let paths = item["paths"]?.items.compactMap(\.stringValue) ?? []
          guard item.isObject, !paths.isEmpty, paths.count == item["paths"]?.items.count else {
            throw fail(item, "overrides[\(index)].paths must be a non-empty array of strings")
          }
          let levels = try item["rules"].map { value throws(ParseError) in
            try Self.levels(value, where: "overrides[\(index)].rules")
          }
          overrides.append(
            Override(paths: paths.map(PathGlob.init), rules: levels?.0 ?? [:], layoutRules: levels?.1 ?? [:]))
        }
      case "placeholderValues":
        placeholderValues = try Self.placeholderValues(member.value)
      case "suppressions":
        suppressions = try ConfiguredSuppression.parse(member.value)
      case "buildTool":
        buildTool = try BuildToolSettings(member.value)
      default:
        throw fail(member.value, "unknown setting '\(member.key)'")
      }
    }
  }

  private static func placeholderValues(_ value: LocatedJSON) throws(ParseError) -> PlaceholderValues {
    func fail(_ value: LocatedJSON, _ message: String) -> ParseError {
      ParseError(message: "\(value.position.line):\(value.position.column): placeholderValues\(message)")
    }
    guard case .array(let items) = value.kind else { throw fail(value, " must be an array of objects") }
    var rules: [PlaceholderValues.Rule] = []
    for (index, item) in items.enumerated() {
      let keys = item["keys"]?.items.compactMap(\.stringValue) ?? []
      guard item.isObject, !keys.isEmpty, keys.count == item["keys"]?.items.count else {
        throw fail(item, "[\(index)].keys must be a non-empty array of strings")
      }
      var kinds: [PlaceholderValueKind] = []
      guard let kindItems = item["kinds"], case .array(let values) = kindItems.kind else {
        throw fail(item, "[\(index)].kinds must be an array of strings")
      }
      for kind in values {
        guard let name = kind.stringValue, let parsed = PlaceholderValueKind(rawValue: name) else {
          throw fail(
            kind,
            "[\(index)].kinds: unknown kind (kinds: \(PlaceholderValueKind.allCases.map(\.rawValue).joined(separator: ", ")))"
          )
        }
        kinds.append(parsed)
      }
      var arguments: Set<Int>?
      if let given = item["arguments"] {
        let numbers = given.items.compactMap { item -> Int? in
          guard case .number(let number) = item.kind, let whole = Int(exactly: number), whole > 0 else {
            return nil
          }
          return whole
        }
        guard case .array = given.kind, numbers.count == given.items.count else {
          throw fail(given, "[\(index)].arguments must be an array of argument numbers (from 1)")
        }
        arguments = Set(numbers)
      }
      for member in item.members where !["keys", "kinds", "arguments"].contains(member.key) {
        throw fail(member.value, "[\(index)]: unknown setting '\(member.key)'")
      }
      rules.append(PlaceholderValues.Rule(keys: keys.map(PathGlob.init), arguments: arguments, kinds: kinds))
    }
    return PlaceholderValues(rules)
  }

  /// The levels in a `rules` object: of catalog rules, and of right-to-left layout rules.
  private static func levels(_ value: LocatedJSON, where place: String) throws(ParseError) -> (
    [LintRule: Level], [RTLRule: Level]
  ) {
    guard value.isObject else {
      throw ParseError(message: "\(value.position.line):\(value.position.column): \(place) must be an object")
    }
    var result: [LintRule: Level] = [:]
    var layout: [RTLRule: Level] = [:]
    for member in value.members {
      let at = "\(member.value.position.line):\(member.value.position.column): "
      let known = LintRule.allCases.map(\.rawValue) + RTLRule.allCases.map(\.rawValue)
      guard known.contains(member.key) else {
        throw ParseError(
          message: at + "\(place): unknown rule '\(member.key)' (rules: \(known.joined(separator: ", ")))")
      }
      guard let text = member.value.stringValue, let parsed = Level(rawValue: text) else {
        throw ParseError(message: at + "\(place).\(member.key) must be one of off, info, warning, error")
      }
      if let rule = LintRule(rawValue: member.key) { result[rule] = parsed }
      if let rule = RTLRule(rawValue: member.key) { layout[rule] = parsed }
    }
    return (result, layout)
  }

  /// The level of `rule` for the file at `relativePath`, or `nil` when the configuration
  /// leaves the rule's own severity.
  public func level(of rule: LintRule, forPath relativePath: String) -> Level? {
    level(forPath: relativePath, rules[rule]) { $0.rules[rule] }
  }

  /// The level of the right-to-left layout rule `rule` for the file at `relativePath`, or
  /// `nil` when the configuration leaves the rule's own severity.
  public func level(of rule: RTLRule, forPath relativePath: String) -> Level? {
    level(forPath: relativePath, layoutRules[rule]) { $0.layoutRules[rule] }
  }

  /// Whether the configuration gives the right-to-left layout rule `rule` a level other than
  /// `off` anywhere (in `rules` or an override): a review rule runs for those files.
  public func turnsOn(_ rule: RTLRule) -> Bool {
    ([layoutRules[rule]] + overrides.map { $0.layoutRules[rule] }).contains { $0 != nil && $0 != .off }
  }

  private func level(forPath path: String, _ level: Level?, in override: (Override) -> Level?) -> Level? {
    var level = level
    for item in overrides where item.paths.contains(where: { $0.matches(path) }) {
      if let set = override(item) { level = set }
    }
    return level
  }

  /// `findings` with their levels applied: those turned off removed, the others given their
  /// severity. Paths are made relative to `root` (the configuration's folder) for matching.
  public func apply(to findings: [LintFinding], root: String) -> [LintFinding] {
    findings.compactMap { finding in
      let path = Self.relativePath(finding.location.file, root: root)
      guard let level = level(of: finding.rule, forPath: path) else { return finding }
      guard let severity = level.severity else { return nil }
      var finding = finding
      finding.severityOverride = severity
      return finding
    }
  }

  /// The right-to-left layout `findings` in the common shape, their levels applied: those
  /// turned off removed, the others given their severity. A review rule's findings
  /// (``RTLRule/isOnByDefault`` false) are kept only where the configuration gives the rule a
  /// level, or with `review` (`bidi lint --rtl-review`).
  public func apply(to findings: [RTLFinding], root: String, review: Bool = false) -> [ReportedFinding] {
    findings.compactMap { finding in
      var reported = finding.reported
      guard let level = level(of: finding.rule, forPath: Self.relativePath(finding.file, root: root)) else {
        return review || finding.rule.isOnByDefault ? reported : nil
      }
      guard let severity = level.severity else { return nil }
      reported.severity = severity
      return reported
    }
  }
}
