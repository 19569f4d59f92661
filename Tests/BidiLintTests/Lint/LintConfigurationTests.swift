import BidiLint
import Foundation
import Testing

@testable import BidiLocalization

/// Configuration of rules per path, the `formatsThroughLocalizer` declaration, and lint time
/// that stays linear in the placeholders of a value.
@Suite struct LintConfigurationTests {
  @Test(arguments: [
    ("Legacy/**", "Legacy/a/b/ar.lproj/A.strings", true), ("Legacy/**", "Other/Legacy/A.strings", false),
    ("**/ar.lproj/*.strings", "ar.lproj/A.strings", true),
    ("**/ar.lproj/*.strings", "x/y/ar.lproj/A.strings", true),
    ("**/ar.lproj/*.strings", "x/ar.lproj/sub/A.strings", false), ("*.po", "he.po", true),
    ("*.po", "po/he.po", false),
    ("?e.po", "he.po", true), ("**/x", "abx", false), ("a*b*c", "a/b/c", false),
  ])
  func globs(pattern: String, path: String, matches: Bool) {
    #expect(PathGlob(pattern).matches(path) == matches)
  }

  @Test func globsStayFastOnLongPaths() {
    let path = String(repeating: "a", count: 4_000)
    let clock = ContinuousClock()
    let elapsed = clock.measure { #expect(!PathGlob("*a*a*a*a*a*b").matches(path)) }
    #expect(elapsed < .seconds(2))
  }

  static let arabic = CatalogFile(
    data: Data("\"copied\" = \"%@ تم نسخ\";\n".utf8), path: "/root/App/ar.lproj/Localizable.strings",
    format: .strings)
  /// The placeholder of "copied" holds a word or a path.
  static let linter = CatalogLinter(
    placeholderValues: PlaceholderValues([.init(keys: [PathGlob("copied")], kinds: [.text, .path])]))

  @Test func levelsPerRuleAndPath() throws {
    let json = """
      {"rules": {"placeholder-at-edge": "off", "garbled-placeholder": "warning"},
       "overrides": [{"paths": ["Legacy/**"], "rules": {"garbled-placeholder": "off"}},
                     {"paths": ["App/**"], "rules": {"garbled-placeholder": "info"}}]}
      """
    let configuration = try LintConfiguration(json: Data(json.utf8))
    let findings = Self.linter.lint(Self.arabic)
    #expect(Set(findings.map(\.rule)) == [.placeholderAtEdge, .garbledPlaceholder])
    let applied = configuration.apply(to: findings, root: "/root")
    #expect(applied.map(\.rule) == [.garbledPlaceholder] && applied[0].severity == .info)
    let elsewhere = configuration.apply(to: findings, root: "/other")
    #expect(elsewhere.map(\.severity) == [.warning])
    let legacy = CatalogFile(
      data: Data("\"copied\" = \"%@ تم نسخ\";\n".utf8), path: "/root/Legacy/ar.lproj/L.strings",
      format: .strings)
    #expect(configuration.apply(to: Self.linter.lint(legacy), root: "/root").isEmpty)
  }

  @Test func levelsOfTheRightToLeftRules() throws {
    let json = """
      {"rules": {"physical-text-alignment": "error", "physical-anchor": "off"},
       "overrides": [{"paths": ["Player/**"], "rules": {"physical-text-alignment": "off"}}]}
      """
    let configuration = try LintConfiguration(json: Data(json.utf8))
    // Minimized from session-ios (DocumentTitleViewController.swift) and deltachat-ios (ContactCell.swift).
    let source = """
      NSLayoutConstraint.activate([
          iconImageView.leftAnchor.constraint(equalTo: contentView.leftAnchor, constant: Values.largeSpacing),
      ])




      label.textAlignment = .right
      """
    let app = RTLAudit(language: .swift).findings(in: source, file: "/root/App/Cell.swift")
    #expect(app.map(\.rule) == [.physicalAnchor, .physicalTextAlignment])
    let applied = configuration.apply(to: app, root: "/root")
    #expect(applied.map(\.rule) == ["physical-text-alignment"] && applied[0].severity == .error)
    let player = RTLAudit(language: .swift).findings(in: source, file: "/root/Player/Cell.swift")
    #expect(configuration.apply(to: player, root: "/root").isEmpty)
    #expect(configuration.level(of: RTLRule.physicalAnchor, forPath: "x.swift") == .off)
    #expect(configuration.level(of: RTLRule.manualMirroring, forPath: "x.swift") == nil)
    // Review rules: reported where a level turns them on, or when asked for.
    #expect(configuration.turnsOn(.physicalTextAlignment) && !configuration.turnsOn(.physicalAnchor))
    #expect(!configuration.turnsOn(.manualMirroring))
    let none = LintConfiguration()
    #expect(none.apply(to: app, root: "/root").isEmpty)
    #expect(
      none.apply(to: app, root: "/root", review: true).map(\.rule) == [
        "physical-anchor", "physical-text-alignment",
      ])
  }

  @Test(arguments: [
    ("[]", "not a JSON object"), (#"{"rules": {"nope": "off"}}"#, "unknown rule 'nope'"),
    (#"{"rules": {"stale": "loud"}}"#, "must be one of"),
    (#"{"formatsThroughLocalizer": 1}"#, "true or false"),
    (#"{"overrides": [{"rules": {}}]}"#, "paths"), (#"{"color": "red"}"#, "unknown setting"),
    (#"{"placeholderValues": {}}"#, "must be an array"),
    (#"{"placeholderValues": [{"keys": ["a"], "kinds": ["fax"]}]}"#, "unknown kind"),
    (#"{"placeholderValues": [{"keys": [], "kinds": []}]}"#, "keys must be"),
    (#"{"placeholderValues": [{"keys": ["a"], "kinds": [], "arguments": [0]}]}"#, "argument numbers"),
    (#"{"placeholderValues": [{"keys": ["a"], "kind": []}]}"#, "kinds must be"),
  ])
  func badConfigurations(json: String, message: String) {
    #expect {
      try LintConfiguration(json: Data(json.utf8))
    } throws: { error in
      (error as? LintConfiguration.ParseError)?.message.contains(message) == true
    }
  }

  /// An app that formats through Localizer isolates every argument: neither garbling nor the
  /// paragraph direction is at stake, so those rules stay quiet; the others still run.
  @Test func formatsThroughLocalizer() throws {
    var linter = Self.linter
    linter.formatsThroughLocalizer = true
    #expect(linter.lint(Self.arabic).isEmpty)
    let unbalanced = CatalogFile(
      data: Data("\"k\" = \"تم \u{2067}نسخ %@\";\n".utf8), path: "ar.lproj/L.strings", format: .strings)
    #expect(linter.lint(unbalanced).map(\.rule) == [.unbalancedControls])
    let configured = try LintConfiguration(json: Data(#"{"formatsThroughLocalizer": true}"#.utf8))
    #expect(configured.formatsThroughLocalizer)
  }
}
