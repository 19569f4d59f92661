import BidiText
import Foundation
import Testing

@testable import BidiLint

/// Rewrites that keep the program's meaning, and refusals where none does.
@Suite("Source sanitizer: escape, remove or refuse")
struct SourceCodeSanitizerTests {
  static func rewrite(_ language: SourceLanguage, _ source: String, dollarQuotes: Bool = false) -> String {
    let text = source.replacingOccurrences(of: "@", with: "\u{202E}")
    switch SourceCodeSanitizer(language: language, shellHasDollarQuotes: dollarQuotes).sanitize(
      text, file: "f")
    {
    case .success(let result): return result.text
    case .failure(let refused): return "refused: \(refused)"
    }
  }

  @Test("literals get the language's escape, comments lose the control")
  func rewrites() {
    #expect(Self.rewrite(.swift, "\"a@b\" // c@") == #""a\u{202E}b" // c"#)
    #expect(Self.rewrite(.swift, "##\"a@\"## + \"\\(x)@\"") == ###"##"a\##u{202E}"## + "\(x)\u{202E}""###)
    #expect(Self.rewrite(.rust, "'@'") == #"'\u{202E}'"#)
    #expect(Self.rewrite(.cFamily, "\"@\" /* @ */") == #""\u202E" /*  */"#)
    #expect(Self.rewrite(.java, "'@'") == #"'\u202E'"#)
    #expect(Self.rewrite(.javaScript, "`@${a}@`") == #"`\u202E${a}\u202E`"#)
    #expect(Self.rewrite(.python, "u'@' # @") == #"u'\u202E' # "#)
    #expect(Self.rewrite(.go, "\"@\"") == #""\u202E""#)
    #expect(Self.rewrite(.shell, "echo $'@'") == #"echo $'\u202E'"#)
    #expect(
      Self.rewrite(.shell, "echo 'a@b' \"c@\"", dollarQuotes: true) == #"echo 'a'$'\u202E''b' "c"$'\u202E'"""#
    )
  }

  @Test(
    "identifiers, raw strings and POSIX sh quotes are refused with their position, and nothing is rewritten")
  func refusals() {
    let refused = SourceCodeSanitizer(language: .swift).sanitize(
      "let ok = \"@\"\nlet a\u{202E}b = 1", file: "x.swift")
    guard case .failure(let error) = refused else {
      Issue.record("rewrote an identifier")
      return
    }
    #expect(error.controls.map { "\($0.line):\($0.column)" } == ["2:6"])
    #expect(error.description.hasPrefix("x.swift:2:6: cannot rewrite ⟨RLO⟩: it is in code"))
    #expect(
      Self.rewrite(.rust, "r\"@\"").hasPrefix(
        "refused: f:1:3: cannot rewrite ⟨RLO⟩: it is in a string literal that has no escape"))
    #expect(Self.rewrite(.go, "`@`").hasPrefix("refused:"))
    #expect(Self.rewrite(.cFamily, "R\"(@)\"").hasPrefix("refused:"))
    #expect(Self.rewrite(.kotlin, "\"\"\"@\"\"\"").hasPrefix("refused:"))
    #expect(Self.rewrite(.python, "r'@'").hasPrefix("refused:"))
    #expect(Self.rewrite(.shell, "echo '@'").contains("POSIX sh has no escape"))
  }

  @Test("which shells have $'…'")
  func shells() {
    #expect(SourceCodeSanitizer.shellHasDollarQuotes(path: "a.sh", text: "#!/bin/bash\necho"))
    #expect(SourceCodeSanitizer.shellHasDollarQuotes(path: "a.sh", text: "#!/usr/bin/env zsh\n"))
    #expect(SourceCodeSanitizer.shellHasDollarQuotes(path: "a.bash", text: ""))
    #expect(!SourceCodeSanitizer.shellHasDollarQuotes(path: "a.sh", text: "#!/bin/sh\n"))
  }

  @Test("the issue's examples: pairs across comments are findings, and the line shows reordered")
  func issueExamples() {
    let code = "let limit = 10 /*\u{202E}*/ + 1000 /*\u{202C}*/"
    let findings = SourceCodeAudit(language: .swift).findings(in: code, file: "l.swift")
    #expect(findings.map(\.crossesToken) == [true, true])
    #expect(findings[0].message.contains("not closed in it"))
    #expect(findings[1].message.contains("closing what was opened outside it"))
    // The engine's display: the override reverses everything up to the PDF.
    #expect(findings[0].displayedLine == "let limit = 10 /**/ 0001 + /**/")
    let paper = "/*\u{202E} } \u{2066}if isAdmin\u{2069} \u{2066} begin admins only */"
    let comment = SourceCodeAudit(language: .swift).findings(in: paper, file: "a.swift")
    #expect(comment.filter(\.crossesToken).map(\.control) == [.rightToLeftOverride, .leftToRightIsolate])
  }

  @Test("marks are warnings in comments and literals, errors in code")
  func marks() {
    let findings = SourceCodeAudit(language: .swift).findings(
      in: "\"\u{200F}\" // \u{200E}\nx\u{061C}", file: "m")
    #expect(findings.map(\.severity) == [.warning, .warning, .error])
    #expect(findings.allSatisfy { !$0.crossesToken })
  }
}
