// The source-code target of Tests/Fuzz/ParserFuzzer.swift (built with it by
// Scripts/fuzz-parsers.sh): the input read as source in every language the Trojan Source
// checks know. The tokens must cover the text exactly once, in order; every directional
// control must be found once, at a position inside the text; and the sanitizer must either
// refuse or give text without a directional control whose code tokens are unchanged (shell
// scripts excepted: splicing a quote adds tokens by design).

import BidiLint
import BidiEngine
import Foundation

func checkSourceCode(_ data: Data) {
  // The first byte after the target's picks the language; the rest is the text, read as
  // UTF-8 with invalid bytes as U+FFFD.
  guard let first = data.first else { return }
  let language = SourceLanguage.allCases[Int(first) % SourceLanguage.allCases.count]
  let text = String(decoding: data.dropFirst(), as: UTF8.self)
  let scalars = Array(text.unicodeScalars)
  let tokens = SourceScanner(language: language).tokens(of: text)
  var position = 0
  for token in tokens {
    require(
      token.range.lowerBound == position && !token.range.isEmpty, "tokens do not cover the text: \(tokens)")
    position = token.range.upperBound
  }
  require(position == scalars.count, "tokens end at \(position) of \(scalars.count)")
  let controls = scalars.filter { DirectionalControl($0) != nil }.count
  let findings = SourceCodeAudit(language: language).findings(in: text, file: "f")
  require(findings.count == controls, "\(findings.count) findings for \(controls) controls")
  let lines = lineLengths(text.unicodeScalars)
  for finding in findings {
    require(
      isInside(line: finding.line, column: finding.column, of: lines), "finding outside the text: \(finding)")
  }
  for dollarQuotes in [false, true] {
    let sanitizer = SourceCodeSanitizer(language: language, shellHasDollarQuotes: dollarQuotes)
    guard case .success(let result) = sanitizer.sanitize(text, file: "f") else { continue }
    require(
      !result.text.unicodeScalars.contains { DirectionalControl($0) != nil }, "a control survived sanitizing")
    require(result.changes == controls, "\(result.changes) changes for \(controls) controls")
    if language != .shell {
      func code(_ source: String) -> [String] {
        let scalars = Array(source.unicodeScalars)
        return SourceScanner(language: language).tokens(of: source).filter { $0.kind == .code }
          .map { String(String.UnicodeScalarView(scalars[$0.range])) }
      }
      require(
        code(result.text) == code(text), "sanitizing changed the code of:\n\(text)\ninto:\n\(result.text)")
    }
  }
}
