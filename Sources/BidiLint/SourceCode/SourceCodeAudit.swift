import BidiEngine

/// Finds every directional control in a source file, as compilers' Trojan Source checks do
/// (rustc's `text_direction_codepoint_in_literal` and `_in_comment` lints, GCC's
/// `-Wbidi-chars`; Boucher and Anderson, "Trojan Source: Invisible Vulnerabilities", 2021).
///
/// ```swift
/// let findings = SourceCodeAudit(language: .swift).findings(in: text, file: "main.swift")
/// ```
///
/// Every embedding, override, isolate and PDF/PDI (U+202A–U+202E, U+2066–U+2069) is an error
/// wherever it is, as rustc denies them by default: in comments and literals they reorder the
/// code around them on screen (the paper's "commenting-out" and "stretched string" attacks),
/// and in code no escape can stand for them. LRM, RLM and ALM are noted as warnings in comments
/// and literals, errors in code. A finding also says whether the control's pairing crosses its
/// token (opened in a comment and closed in code or in another comment), which is what makes
/// an attack, and how the line displays.
public struct SourceCodeAudit: Sendable {
  /// The language whose comments and literals are recognised.
  public var language: SourceLanguage

  /// An audit of `language` source.
  public init(language: SourceLanguage) {
    self.language = language
  }

  /// The directional controls in `text`, in order; `file` names it in the findings.
  public func findings(in text: String, file: String) -> [SourceCodeFinding] {
    let scalars = Array(text.unicodeScalars)
    guard scalars.contains(where: { DirectionalControl($0) != nil }) else { return [] }
    let tokens = SourceScanner(language: language).tokens(of: text)
    let lines = SourceLines(scalars)
    var displayed: [Int: String] = [:]
    var findings: [SourceCodeFinding] = []
    let sanitizer = SourceCodeSanitizer(
      language: language,
      shellHasDollarQuotes: SourceCodeSanitizer.shellHasDollarQuotes(path: file, text: text))
    for token in tokens {
      let crossing = token.kind == .code ? [] : Self.offsetsCrossing(token, in: scalars)
      for offset in token.range {
        guard let control = DirectionalControl(scalars[offset]) else { continue }
        let (line, column) = lines.position(of: offset)
        if displayed[line] == nil { displayed[line] = Self.display(lines.text(ofLine: line, in: scalars)) }
        findings.append(
          SourceCodeFinding(
            file: file, line: line, column: column, control: control, tokenKind: token.kind,
            crossesToken: crossing.contains(offset), displayedLine: displayed[line]!,
            replacement: sanitizer.replacement(for: scalars[offset], in: token)))
      }
    }
    return findings
  }

  /// The offsets of the controls of a comment or literal whose pairing is not complete inside
  /// it: openers it leaves open when it ends on their line, closers that close nothing it
  /// opened when it starts on their line. (A line break ends a paragraph, and with it every
  /// embedding, override and isolate: one left open at the end of a line inside a multi-line
  /// comment reorders only the comment.)
  static func offsetsCrossing(_ token: SourceToken, in scalars: [Unicode.Scalar]) -> Set<Int> {
    let slice = scalars[token.range]
    guard slice.contains(where: { DirectionalControl($0).map { !$0.isMark } ?? false }) else { return [] }
    let text = String(String.UnicodeScalarView(slice))
    func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
      scalar == "\n" || scalar == "\r" || scalar == "\u{2029}" || scalar == "\u{85}"
    }
    var result: Set<Int> = []
    for finding in BidiControlAudit(text).findings {
      let offset = token.range.lowerBound + finding.position.scalarOffset
      switch finding.status {
      case .unterminated where !scalars[offset..<token.range.upperBound].contains(where: isLineBreak):
        result.insert(offset)
      case .unmatched where !scalars[token.range.lowerBound..<offset].contains(where: isLineBreak):
        result.insert(offset)
      default: break
      }
    }
    return result
  }

  /// `line` as a reader sees it: displayed in a left-to-right paragraph (UAX #9 rules up to
  /// L2, brackets mirrored), the directional controls invisible, other invisible characters
  /// (and tabs) in notation.
  static func display(_ line: String) -> String {
    BidiNotation.escape(BidiAnalysis(line, base: .leftToRight).visualString())
  }
}

/// Line and column numbers of scalar offsets: `\n`, `\r\n` and a lone `\r` end lines.
struct SourceLines {
  /// The offset where each line starts.
  private(set) var starts: [Int] = [0]
  private let count: Int

  init(_ scalars: [Unicode.Scalar]) {
    count = scalars.count
    var index = 0
    while index < scalars.count {
      if scalars[index] == "\n"
        || (scalars[index] == "\r" && (index + 1 == scalars.count || scalars[index + 1] != "\n"))
      {
        starts.append(index + 1)
      }
      index += 1
    }
  }

  /// The 1-based line and column of `offset`.
  func position(of offset: Int) -> (line: Int, column: Int) {
    var low = 0
    var high = starts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return (low + 1, offset - starts[low] + 1)
  }

  /// The text of 1-based `line`, without its line break.
  func text(ofLine line: Int, in scalars: [Unicode.Scalar]) -> String {
    let start = starts[line - 1]
    var end = line < starts.count ? starts[line] : count
    while end > start && (scalars[end - 1] == "\n" || scalars[end - 1] == "\r") { end -= 1 }
    return String(String.UnicodeScalarView(scalars[start..<end]))
  }
}
