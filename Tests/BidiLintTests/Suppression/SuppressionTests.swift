import BidiLint
import Foundation
import Testing

@testable import BidiLocalization

/// Suppressions by scope: a source line, a source file, a catalog entry, a configuration's
/// paths and keys; unused ones reported; Trojan Source controls that a comment cannot hide.
@Suite struct SuppressionTests {
  @Test(
    "directives: what a comment says, and what it does not",
    arguments: [
      ("// bidi-lint: allow stale", SuppressionDirective(scope: .line, rules: ["stale"])),
      ("/* bidi-lint: allow a-1, b -- why */", SuppressionDirective(scope: .line, rules: ["a-1", "b"])),
      ("# bidi-lint: allow-file x,y", SuppressionDirective(scope: .file, rules: ["x", "y"])),
      (
        "/// bidi-lint: allow stale because the key is removed next release",
        SuppressionDirective(scope: .line, rules: ["stale"])
      ),
      ("bidi-lint: allow", SuppressionDirective(scope: .line, rules: [])),
      ("// bidi-lint: ignore stale", SuppressionDirective(scope: .line, rules: [])),
      ("// see bidi-lint: allow stale", nil),
      ("// no directive", nil),
      // A directional control anywhere in the comment: never a directive.
      ("// bidi-lint: allow stale \u{2067}x\u{2069}", nil),
      ("// \u{200F}bidi-lint: allow stale", nil),
    ] as [(String, SuppressionDirective?)])
  func directives(comment: String, expected: SuppressionDirective?) {
    #expect(SuppressionDirective.parse(comment: comment) == expected)
  }

  static let rlmRule = SourceCodeFinding.Rule.inLiteral.rawValue

  /// Findings of `text` (Swift) after its own comments' suppressions, and the unused ones.
  static func lint(_ text: String, extra: [Suppression] = []) -> (kept: [ReportedFinding], unused: [String]) {
    let findings = SourceCodeAudit(language: .swift).findings(in: text, file: "A.swift").map(\.reported)
    let suppressions = Suppression.inComments(of: text, language: .swift, file: "A.swift") + extra
    let outcome = SuppressionFilter.apply(suppressions, to: findings)
    return (outcome.kept.map { findings[$0] }, outcome.unused.map { "\($0.line): \($0.message)" })
  }

  @Test("a comment covers its line, and the next when it stands alone; allow-file the file")
  func sourceScopes() {
    let rlm = "let a = \"\u{200F}x\"\n"
    let above = "// bidi-lint: allow \(Self.rlmRule)\n" + rlm + rlm
    #expect(Self.lint(above).kept.map(\.line) == [3])
    let sameLine = "let a = \"\u{200F}x\" // bidi-lint: allow \(Self.rlmRule)\n" + rlm
    #expect(Self.lint(sameLine).kept.map(\.line) == [2])
    // A comment after code covers only its own line.
    let trailing = "let b = 1 // bidi-lint: allow \(Self.rlmRule)\n" + rlm
    let result = Self.lint(trailing)
    #expect(result.kept.map(\.line) == [2])
    #expect(result.unused == ["1: this suppression suppresses no \(Self.rlmRule) finding"])
    let file = rlm + "/* bidi-lint: allow-file \(Self.rlmRule) */\n" + rlm
    #expect(Self.lint(file).kept.isEmpty && Self.lint(file).unused.isEmpty)
    // Inside a string literal it is text, not a comment.
    let literal = "let s = \"// bidi-lint: allow \(Self.rlmRule)\"\n" + rlm
    #expect(Self.lint(literal).kept.count == 1 && Self.lint(literal).unused.isEmpty)
  }

  @Test("unknown rules and rules with nothing to suppress are reported, once per rule")
  func unused() {
    let text = "// bidi-lint: allow \(Self.rlmRule), no-such-rule, stale\nlet a = \"\u{200F}x\"\n"
    let result = Self.lint(text)
    #expect(result.kept.isEmpty)
    #expect(
      result.unused == [
        "1: this suppression names 'no-such-rule', which is no rule, and suppresses nothing",
        "1: this suppression suppresses no stale finding",
      ])
  }

  @Test(
    "Trojan Source: a comment cannot hide a control that reorders the code around it; the configuration can")
  func trojanSource() {
    let attack =
      "// bidi-lint: allow text-direction-codepoint-in-comment\nlet limit = 10 /*\u{202E}*/ + 1000 /*\u{202C}*/\n"
    let result = Self.lint(attack)
    #expect(result.kept.count == 2 && result.kept.allSatisfy { !$0.isSuppressibleInSource })
    #expect(result.unused.count == 1)
    // A balanced isolate inside a comment reorders nothing outside it: a comment may allow it.
    let balanced =
      "// bidi-lint: allow text-direction-codepoint-in-comment\nlet x = 1 /* \u{2067}שלום\u{2069} */\n"
    #expect(Self.lint(balanced).kept.isEmpty)
    let configured = ConfiguredSuppression(
      rules: ["text-direction-codepoint-in-comment"], paths: [PathGlob("*.swift")]
    ).suppression(configurationFile: ".bidilint.json", root: ".")
    #expect(Self.lint(attack, extra: [configured]).kept.isEmpty)
  }

  @Test("a catalog entry's comment covers that entry's findings only")
  func catalogEntries() {
    let text = """
      /* bidi-lint: allow garbled-placeholder -- formatted through Localizer */
      "copied" = "انتقل إلى @%@ الآن";
      "moved" = "اكتب إلى @%@ الآن";
      /* bidi-lint: allow stale */
      "kept" = "باق";

      """
    let file = CatalogFile(data: Data(text.utf8), path: "ar.lproj/A.strings", format: .strings)
    let findings = CatalogLinter().lint(file).map(\.reported)
    #expect(findings.map(\.key) == ["copied", "moved"])
    let outcome = SuppressionFilter.apply(Suppression.inEntries(of: file), to: findings)
    #expect(outcome.kept.map { findings[$0].key } == ["moved"])
    #expect(outcome.unused.map(\.line) == [5])
  }

  @Test("the configuration: rules by path glob and key glob, with errors at their position")
  func configuration() throws {
    let json = """
      {"suppressions": [
        {"rules": ["garbled-placeholder"], "paths": ["App/**"], "keys": ["promo.*"], "reason": "server-side"},
        {"rules": ["stale"]}
      ],
      "buildTool": {"failOnErrors": true}}
      """
    let configuration = try LintConfiguration(json: Data(json.utf8))
    #expect(configuration.buildTool.failsOnErrors && !configuration.buildTool.lintsSources)
    let suppressions = configuration.suppressions.map {
      $0.suppression(configurationFile: "/r/.bidilint.json", root: "/r")
    }
    #expect(suppressions.map(\.line) == [2, 3])
    func finding(_ file: String, _ key: String?) -> ReportedFinding {
      ReportedFinding(
        rule: "garbled-placeholder", severity: .error, file: file, line: 1, column: 1, message: "m",
        anchor: key.map { .entry(key: $0, language: "ar") } ?? .line)
    }
    let findings = [
      finding("/r/App/ar.lproj/A.strings", "promo.banner"), finding("/r/App/ar.lproj/A.strings", "title"),
      finding("/r/Other/ar.lproj/A.strings", "promo.banner"), finding("/r/App/a.swift", nil),
    ]
    let outcome = SuppressionFilter.apply(suppressions, to: findings)
    #expect(outcome.kept == [1, 2, 3])
    #expect(outcome.unused.map(\.message) == ["this suppression suppresses no stale finding"])
    for (bad, message) in [
      (#"{"suppressions": [{"paths": ["x"]}]}"#, "1:19: suppressions[0].rules is required"),
      (#"{"suppressions": [{"rules": ["nope"]}]}"#, "1:29: suppressions[0].rules: unknown rule 'nope'"),
      (
        #"{"suppressions": [{"rules": ["stale"], "path": ["x"]}]}"#,
        "1:48: suppressions[0]: unknown setting 'path'"
      ),
      (#"{"buildTool": {"failOnErrors": "yes"}}"#, "1:32: buildTool.failOnErrors must be true or false"),
    ] {
      do {
        _ = try LintConfiguration(json: Data(bad.utf8))
        Issue.record("\(bad) was read")
      } catch {
        #expect(error.message.hasPrefix(message), "\(error.message)")
      }
    }
  }
}
