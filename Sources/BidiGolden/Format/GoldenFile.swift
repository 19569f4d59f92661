import BidiEngine
import BidiInput

/// A golden file: plain UTF-8 text, LF line endings, many named cases.
///
/// ```
/// # Comments start with '#'. Fields before the first case are defaults for every case.
/// notation: capRTL
///
/// === a case name
/// base: rtl
/// input: abc GHI
/// ---
/// paragraph: rtl
/// levels: 2 2 2 1 1 1 1
/// ```
///
/// A case starts with `=== name`. Its input fields follow (`key: value`, or `key:` and block
/// lines starting with `|`), then a line `---`, then the expected fields, which recording
/// writes and verification compares. Blank lines are ignored; comments may appear before the
/// first case and in input sections and are kept when recording. Lines must not end with
/// spaces or tabs (editors strip them): write a meaningful trailing space in notation
/// (`⟨U+0020⟩`). Parsing checks syntax only; the case's kind checks its fields.
public struct GoldenFile: Sendable, Hashable {
  /// The path the file was read from, as given (used in messages).
  public var path: String
  /// The cases, in file order.
  public var cases: [GoldenCase]
  /// The fields before the first case: defaults for every case (`kind:`, `notation:`…).
  public var defaults: [GoldenField]
  /// The lines before the first case as written.
  var preamble: [String]

  /// A file made in code, to be written at `path`.
  public init(path: String, cases: [GoldenCase], comment: [String] = []) {
    self.path = path
    self.cases = cases
    self.defaults = []
    self.preamble = comment.map { $0.isEmpty ? "#" : "# " + $0 }
  }

  /// Reads a golden file from its bytes.
  ///
  /// - Parameters:
  ///   - bytes: the file's contents.
  ///   - path: the path to name in errors.
  ///   - acceptsCRLF: read CRLF line endings as LF (recording does, then writes LF);
  ///     otherwise a CR is an error at its position.
  /// - Throws: ``GoldenFormatError`` with the line and column of the first problem.
  public init(parsing bytes: some Collection<UInt8>, path: String, acceptsCRLF: Bool = false)
    throws(GoldenFormatError)
  {
    self.path = path
    var lines: [String] = []
    let rawLines = Array(bytes).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    for (index, raw) in rawLines.enumerated() {
      if index == rawLines.count - 1 && raw.isEmpty { break }
      var raw = raw
      if acceptsCRLF && raw.last == UInt8(ascii: "\r") { raw = raw.dropLast() }
      let text: String
      do {
        text = try StrictUTF8.decode(raw)
      } catch {
        throw GoldenFormatError(
          path: path, line: index + 1, column: error.position.column, reason: .invalidUTF8,
          message: "invalid UTF-8 (byte offset \(error.byteOffset) of the line)")
      }
      if let cr = text.unicodeScalars.firstIndex(of: "\r") {
        let column = text.unicodeScalars.distance(from: text.unicodeScalars.startIndex, to: cr) + 1
        let crlf = cr == text.unicodeScalars.index(before: text.unicodeScalars.endIndex)
        throw GoldenFormatError(
          path: path, line: index + 1, column: column, reason: .lineEnding,
          message: crlf
            ? "CRLF line ending: golden files are LF-only (record to rewrite the file with LF; keep it with `*.golden text eol=lf` in .gitattributes)"
            : "carriage return inside a line: write it as ⟨U+000D⟩")
      }
      lines.append(text)
    }
    var parser = Parser(path: path, lines: lines)
    (preamble, defaults, cases) = try parser.parse()
  }

  /// The file's text with each case's expected section replaced by `expectations[i]`
  /// (everything else as written), LF line endings, ending with a line break.
  public func text(withExpectations expectations: [[GoldenField]]) -> String {
    text(withOptionalExpectations: expectations)
  }

  /// The file with its header (comments and defaults) and no case.
  var withoutCases: GoldenFile {
    var file = self
    file.cases = []
    return file
  }

  /// The file's text with `replacements` in place of its cases of the same names (those it
  /// does not hold are added at the end), each with its own expected section. A replacement
  /// with the same input as the case it replaces keeps that case's written input, comments
  /// included.
  func text(replacing replacements: [GoldenCase]) -> String {
    var file = self
    for replacement in replacements {
      var replacement = replacement
      if let index = file.cases.firstIndex(where: { $0.name == replacement.name }) {
        if replacement.hasSameInput(as: file.cases[index]) {
          replacement.writtenInput = file.cases[index].writtenInput
        }
        file.cases[index] = replacement
      } else {
        file.cases.append(replacement)
      }
    }
    return file.text(withOptionalExpectations: file.cases.map(\.expected))
  }

  /// The file's text with each case's expected section replaced by `expectations[i]`, or
  /// left out (no `---`) where it is `nil`.
  func text(withOptionalExpectations expectations: [[GoldenField]?]) -> String {
    precondition(expectations.count == cases.count, "one expectation list per case")
    var out: [String] = preamble
    if !out.isEmpty && !cases.isEmpty { out.append("") }
    for (index, golden) in cases.enumerated() {
      out += golden.writtenInput
      if let expected = expectations[index] {
        out.append("---")
        out += expected.flatMap(\.writtenLines)
      }
      if index < cases.count - 1 { out.append("") }
    }
    return out.isEmpty ? "" : out.joined(separator: "\n") + "\n"
  }
}

/// The line-level grammar of golden files.
private struct Parser {
  let path: String
  let lines: [String]
  var index = 0

  init(path: String, lines: [String]) {
    self.path = path
    self.lines = lines
  }

  func error(_ message: String, line: Int, column: Int = 1) -> GoldenFormatError {
    GoldenFormatError(path: path, line: line, column: column, reason: .syntax, message: message)
  }

  mutating func parse() throws(GoldenFormatError) -> ([String], [GoldenField], [GoldenCase]) {
    var preamble: [String] = []
    var defaults: [GoldenField] = []
    while index < lines.count, !lines[index].hasPrefix("===") {
      let line = lines[index]
      if isSkippable(line) {
        preamble.append(line)
        index += 1
        continue
      }
      if line == "---" { throw error("'---' before the first case ('=== name')", line: index + 1) }
      let field = try readField()
      guard !field.isBlock || field.value.isEmpty else {
        throw error("file defaults are one-line fields", line: field.line)
      }
      if defaults.contains(where: { $0.key == field.key }) {
        throw error("duplicate default '\(field.key)'", line: field.line)
      }
      defaults.append(field)
      preamble += lines[(field.line - 1)..<index]
    }
    while preamble.last?.isEmpty == true { preamble.removeLast() }
    let defaultKind = defaults.first { $0.key == "kind" }?.value ?? "text"
    let inherited = defaults.filter { $0.key != "kind" }

    var cases: [GoldenCase] = []
    while index < lines.count {
      let header = lines[index]
      let headerLine = index + 1
      try checkTrailingWhitespace(header, line: headerLine)
      guard header.hasPrefix("=== ") else { throw error("a case starts with '=== name'", line: headerLine) }
      let name = String(header.dropFirst(4))
      guard !name.isEmpty, name.first != " " else {
        throw error("empty case name", line: headerLine, column: 5)
      }
      if let other = cases.first(where: { $0.name == name }) {
        throw error(
          "duplicate case name '\(name)' (first at line \(other.line))", line: headerLine, column: 5)
      }
      index += 1
      var written = [header]
      var fields: [GoldenField] = []
      var kind = defaultKind
      while index < lines.count, lines[index] != "---", !lines[index].hasPrefix("===") {
        if isSkippable(lines[index]) {
          written.append(lines[index])
          index += 1
          continue
        }
        let start = index
        let field = try readField()
        written += lines[start..<index]
        if field.key == "kind" {
          kind = field.value
        } else if fields.contains(where: { $0.key == field.key }) {
          throw error("duplicate field '\(field.key)' in case '\(name)'", line: field.line)
        } else {
          fields.append(field)
        }
      }
      while written.last?.isEmpty == true { written.removeLast() }
      var expected: [GoldenField]?
      if index < lines.count, lines[index] == "---" {
        index += 1
        var section: [GoldenField] = []
        while index < lines.count, !lines[index].hasPrefix("===") {
          if isSkippable(lines[index]) {
            index += 1
            continue
          }
          if lines[index] == "---" { throw error("a second '---' in case '\(name)'", line: index + 1) }
          section.append(try readField())
        }
        expected = section
      }
      cases.append(
        GoldenCase(
          name: name, kind: kind, fields: fields, defaults: inherited, expected: expected, line: headerLine,
          writtenInput: written))
    }
    return (preamble, defaults, cases)
  }

  func isSkippable(_ line: String) -> Bool { line.isEmpty || line.hasPrefix("#") }

  func checkTrailingWhitespace(_ text: String, line: Int) throws(GoldenFormatError) {
    let scalars = Array(text.unicodeScalars)
    guard let last = scalars.last, last == " " || last == "\t" else { return }
    var column = scalars.count
    while column > 1 && (scalars[column - 2] == " " || scalars[column - 2] == "\t") { column -= 1 }
    throw error(
      "trailing whitespace (editors strip it): write a meaningful trailing space as ⟨U+0020⟩", line: line,
      column: column)
  }

  /// Reads `key: value`, or `key:` and the `|` lines after it.
  mutating func readField() throws(GoldenFormatError) -> GoldenField {
    let text = lines[index]
    let line = index + 1
    try checkTrailingWhitespace(text, line: line)
    if text.hasPrefix("|") { throw error("a block line ('|') without a 'key:' line before it", line: line) }
    guard let colon = text.firstIndex(of: ":") else {
      throw error("expected 'key: value', '=== name', '---' or a '#' comment", line: line)
    }
    let key = text[..<colon]
    guard GoldenField.isValidKey(key) else {
      throw error("invalid key '\(key)': lowercase letters, digits and '-'", line: line)
    }
    let rest = text[text.index(after: colon)...]
    index += 1
    if rest.isEmpty {
      var block: [String] = []
      while index < lines.count, lines[index].hasPrefix("|") {
        let blockLine = lines[index]
        try checkTrailingWhitespace(blockLine, line: index + 1)
        if blockLine == "|" {
          block.append("")
        } else if blockLine.hasPrefix("| ") {
          block.append(String(blockLine.dropFirst(2)))
        } else {
          throw error("a block line is '|' or '| ' followed by the text", line: index + 1, column: 2)
        }
        index += 1
      }
      return GoldenField(String(key), block: block, line: line)
    }
    guard rest.hasPrefix(" ") else {
      throw error("expected a space after '\(key):'", line: line, column: key.unicodeScalars.count + 2)
    }
    return GoldenField(
      String(key), String(rest.dropFirst()), line: line, column: key.unicodeScalars.count + 3)
  }
}
