import BidiTestSupport
import BidiText
import Foundation
import Testing

@testable import BidiLint

/// The examples published with "Trojan Source: Invisible Vulnerabilities" (Boucher and
/// Anderson, 2021; Tests/Fixtures/TrojanSource): every directional control found with the token
/// it is in, every attack neutralised.
@Suite("Trojan Source: the paper's examples")
struct TrojanSourceCorpusTests {
  static let folder = Repository.url("Tests/Fixtures/TrojanSource")

  /// Every example file, by path relative to the folder.
  static let examples: [String] = {
    let enumerator = FileManager.default.enumerator(atPath: folder.path)
    var paths: [String] = []
    while let item = enumerator?.nextObject() as? String {
      if SourceLanguage(path: item) != nil { paths.append(item) }
    }
    return paths.sorted()
  }()

  static func text(_ path: String) throws -> String {
    try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
  }

  static func controlCount(_ text: String) -> Int {
    text.unicodeScalars.filter { DirectionalControl($0) != nil }.count
  }

  @Test("the corpus holds the 20 examples that use directional controls")
  func corpus() {
    #expect(Self.examples.count == 20)
  }

  @Test(
    "every control is found, and every attack has a control whose pairing crosses its token",
    arguments: examples)
  func found(path: String) throws {
    let text = try Self.text(path)
    let language = try #require(SourceLanguage(path: path))
    let findings = SourceCodeAudit(language: language).findings(in: text, file: path)
    #expect(findings.count == Self.controlCount(text))
    #expect(findings.count > 0)
    #expect(findings.allSatisfy { $0.severity == .error && $0.tokenKind != .code })
    // Each example is an attack because some control's effect leaves its comment or literal.
    #expect(findings.contains { $0.crossesToken })
  }

  @Test(
    "lines display as the paper shows them: the engine reorders the attacks",
    arguments: [
      ("C/commenting-out.c", 6, "    /* begin admins only */ if (isAdmin) { "),
      ("C/commenting-out.c", 8, "    /* end admins only */ } "),
      ("C/stretched-string.c", 6, #"    if (strcmp(access_level, "user")) { // Check if admin "#),
      ("C/early-return.c", 4, "    /* Say hello; newline; return 0 /*/ "),
      ("Python/early-return.py", 5, "    ''' Subtract funds from bank account then return; '''"),
    ])
  func displayed(path: String, line: Int, shown: String) throws {
    let text = try Self.text(path)
    let findings = SourceCodeAudit(language: SourceLanguage(path: path)!).findings(in: text, file: path)
    #expect(findings.first { $0.line == line }?.displayedLine == shown)
  }

  @Test(
    "sanitising leaves no control, the same tokens, and the code displayed as it runs", arguments: examples)
  func neutralised(path: String) throws {
    let text = try Self.text(path)
    let language = try #require(SourceLanguage(path: path))
    let sanitizer = SourceCodeSanitizer(
      language: language,
      shellHasDollarQuotes: SourceCodeSanitizer.shellHasDollarQuotes(path: path, text: text))
    let (sanitized, changes) = try sanitizer.sanitize(text, file: path).get()
    #expect(changes == Self.controlCount(text))
    #expect(Self.controlCount(sanitized) == 0)
    #expect(SourceCodeAudit(language: language).findings(in: sanitized, file: path).isEmpty)
    // Outside comments and literals nothing changed: the code tokens are the same text.
    func code(_ source: String) -> [String] {
      let scalars = Array(source.unicodeScalars)
      return SourceScanner(language: language).tokens(of: source).filter { $0.kind == .code }
        .map { String(String.UnicodeScalarView(scalars[$0.range])) }
    }
    if language != .shell {
      #expect(code(sanitized) == code(text))
    }
  }

  @Test("examples: where each control is, and what the rewrite is")
  func details() throws {
    let c = try Self.text("C/commenting-out.c")
    let findings = SourceCodeAudit(language: .cFamily).findings(in: c, file: "c.c")
    #expect(
      findings.map { "\($0.line):\($0.column) \($0.control.abbreviation) \($0.tokenKind.rawValue)" } == [
        "6:7 RLO comment", "6:11 LRI comment", "6:24 PDI comment", "6:26 LRI comment",
        "8:24 RLO comment", "8:28 LRI comment",
      ])
    #expect(findings[0].rule == .inComment)
    #expect(findings[0].crossesToken && !findings[2].crossesToken)
    let rust = try Self.text("Rust/stretched-string.rs")
    let rewritten = try SourceCodeSanitizer(language: .rust).sanitize(rust, file: "r.rs").get().text
    #expect(rewritten.contains(#""user\u{202E} \u{2066}// Check if admin\u{2069} \u{2066}""#))
    let python = try Self.text("Python/early-return.py")
    let docstring = try SourceCodeSanitizer(language: .python).sanitize(python, file: "p.py").get().text
    #expect(docstring.contains(#"''' Subtract funds from bank account then \u2067''' ;return"#))
    let bash = try Self.text("Bash/stretched-string.sh")
    let spliced = try SourceCodeSanitizer(language: .shell, shellHasDollarQuotes: true).sanitize(
      bash, file: "s.sh"
    )
    .get().text
    #expect(spliced.contains(#"'user'$'\u202E'''$'\u2066'''"#))
  }
}
