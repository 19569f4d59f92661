import BidiText
import Foundation
import Testing

@testable import BidiLint

/// Where the scanner puts a directional control, language by language. In the sources below
/// `@` stands for an RLO (U+202E), so that the cases stay readable.
@Suite("Source scanner: comments, literals and code")
struct SourceScannerTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var language: SourceLanguage
    var source: String
    /// The token kind of each `@`, in order.
    var kinds: [SourceToken.Kind]
    var testDescription: String { "\(language): \(source)" }
  }

  static let cases: [Case] = [
    Case(
      language: .swift, source: "let a = \"x@\" // @\nlet b@ = 1", kinds: [.stringLiteral, .comment, .code]),
    Case(language: .swift, source: "/* outer /* inner */ still @ */ x@", kinds: [.comment, .code]),
    Case(
      language: .swift, source: "#\"raw \"@ \\(no)\"# + \"\"\"\nmulti @\n\"\"\"",
      kinds: [.stringLiteral, .stringLiteral]),
    Case(
      language: .swift, source: "\"a \\(f(\"@\") + g@) b@\"", kinds: [.stringLiteral, .code, .stringLiteral]),
    Case(language: .swift, source: "#if os(Linux) @ #endif", kinds: [.code]),
    Case(
      language: .cFamily, source: "/* a */ b@ /* c@ */ \"d@\\\"\" 'e@'",
      kinds: [.code, .comment, .stringLiteral, .stringLiteral]),
    Case(language: .cFamily, source: "R\"x(raw@)\" )x\" @", kinds: [.stringLiteral, .code]),
    Case(language: .cFamily, source: "/* not /* nested */ @ */", kinds: [.code]),
    Case(
      language: .javaScript, source: "`t@ ${a@ + `in@`} t@` // c@",
      kinds: [.stringLiteral, .code, .stringLiteral, .stringLiteral, .comment]),
    Case(
      language: .python, source: "x = r'@\\'' # c@\ny = f\"{a@} {{@}}\"",
      kinds: [.stringLiteral, .comment, .code, .stringLiteral]),
    Case(language: .python, source: "'''doc\n@''' ;return@", kinds: [.stringLiteral, .code]),
    Case(
      language: .rust, source: "fn f<'a>(x: &'a str@) -> char { '@' } r#\"@\"#",
      kinds: [.code, .stringLiteral, .stringLiteral]),
    Case(
      language: .go, source: "s := `raw\n@` + \"@\" // @", kinds: [.stringLiteral, .stringLiteral, .comment]),
    Case(language: .java, source: "String s = \"\"\"\n@\"\"\"; /* @ */", kinds: [.stringLiteral, .comment]),
    Case(
      language: .kotlin, source: "val s = \"${x@}@\" /* /* @ */ @ */",
      kinds: [.code, .stringLiteral, .comment, .comment]),
    Case(
      language: .shell, source: "echo 'a@' \"b@ $(c@)\" $'d@' x#y@ # e@",
      kinds: [.stringLiteral, .stringLiteral, .code, .stringLiteral, .code, .comment]),
  ]

  @Test(arguments: cases)
  func kinds(_ test: Case) {
    let source = test.source.replacingOccurrences(of: "@", with: "\u{202E}")
    let findings = SourceCodeAudit(language: test.language).findings(in: source, file: "t")
    #expect(findings.map(\.tokenKind) == test.kinds)
  }

  @Test("tokens cover every scalar once, in order", arguments: SourceLanguage.allCases)
  func covering(language: SourceLanguage) {
    let source = Self.cases.map(\.source).joined(separator: "\n")
    let tokens = SourceScanner(language: language).tokens(of: source)
    var position = 0
    for token in tokens {
      #expect(token.range.lowerBound == position)
      #expect(!token.range.isEmpty)
      position = token.range.upperBound
    }
    #expect(position == source.unicodeScalars.count)
  }

  @Test("languages by extension")
  func extensions() {
    #expect(SourceLanguage(path: "a/b/main.swift") == .swift)
    #expect(SourceLanguage(path: "x.tsx") == .javaScript)
    #expect(SourceLanguage(path: "x.H") == .cFamily)
    #expect(SourceLanguage(path: "Makefile") == nil)
    #expect(SourceLanguage(path: ".bashrc") == nil)
    #expect(SourceLanguage(path: "x.strings") == nil)
  }

  @Test("deep nesting of comments and interpolations costs no stack")
  func deepNesting() {
    let comments =
      String(repeating: "/*", count: 100_000) + "\u{202E}" + String(repeating: "*/", count: 100_000)
    #expect(
      SourceCodeAudit(language: .swift).findings(in: comments, file: "t").map(\.tokenKind) == [.comment])
    let interpolations = String(repeating: "\"\\(", count: 50_000) + "\u{202E}"
    #expect(
      SourceCodeAudit(language: .swift).findings(in: interpolations, file: "t").map(\.tokenKind) == [.code])
  }
}
