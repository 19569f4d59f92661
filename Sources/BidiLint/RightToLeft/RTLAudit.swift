/// Finds right-to-left layout problems (``RTLRule``) in Swift and Objective-C sources.
///
/// ```swift
/// let findings = RTLAudit(language: .swift).findings(in: text, file: "Cell.swift")
/// ```
///
/// The text is tokenized as the Trojan Source check does (``SourceScanner``): comments are
/// skipped, string literals are read only where a rule understands the argument (an SF Symbol
/// name). Each rule is a pattern over the code's identifiers and punctuation; where the code
/// within a few lines tests the layout direction (`isRTL`, `effectiveUserInterfaceLayoutDirection`,
/// `.rightToLeft`), it says nothing: precision first.
public struct RTLAudit: Sendable {
  /// The language whose comments and literals are recognised: ``SourceLanguage/swift`` or
  /// ``SourceLanguage/cFamily`` (Objective-C).
  public var language: SourceLanguage

  /// An audit of `language` source.
  public init(language: SourceLanguage) {
    self.language = language
  }

  /// The file extensions the rules are written for: Swift and Objective-C.
  public static let pathExtensions: Set<String> = ["swift", "m", "mm", "h"]

  /// Whether the rules apply to the file at `path`, by its extension.
  public static func applies(toPath path: String) -> Bool {
    pathExtensions.contains(lowercasedExtension(of: path) ?? "")
  }

  /// The extension of the file named by `path`, lowercased; `nil` when it has none.
  static func lowercasedExtension(of path: String) -> String? {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    guard let dot = name.lastIndex(of: ".") else { return nil }
    return name[name.index(after: dot)...].lowercased()
  }

  /// The findings in `text`, in order, one per rule and line at most; `file` names it.
  public func findings(in text: String, file: String) -> [RTLFinding] {
    let (lexemes, lines) = lexemes(of: text)
    var matcher = RTLMatcher(lexemes: lexemes, file: file)
    matcher.run()
    var seen: Set<String> = []
    return matcher.matches.sorted { ($0.offset, $0.rule.rawValue) < ($1.offset, $1.rule.rawValue) }
      .compactMap { match in
        let (line, column) = lines.position(of: match.offset)
        guard seen.insert("\(match.rule.rawValue):\(line)").inserted else { return nil }
        return RTLFinding(
          rule: match.rule, file: file, line: line, column: column, message: match.message,
          declarations: match.declarations, conditions: match.conditions)
      }
  }
}

extension RTLAudit {
  /// The code's lexemes (comments left out, string literals kept whole) with their lines.
  func lexemes(of text: String) -> ([Lexeme], SourceLines) {
    let scalars = Array(text.unicodeScalars)
    let lines = SourceLines(scalars)
    var lexemes: [Lexeme] = []
    for token in SourceScanner(language: language).tokens(of: text) {
      switch token.kind {
      case .comment: continue
      case .stringLiteral: lexemes.append(Lexeme.literal(token.range, scalars))
      case .code: Lexeme.split(token.range, scalars, into: &lexemes)
      }
    }
    for index in lexemes.indices { lexemes[index].line = lines.position(of: lexemes[index].offset).line }
    return (lexemes, lines)
  }
}

/// An identifier, number, punctuation scalar or string literal of the code.
struct Lexeme {
  enum Kind { case identifier, number, punctuation, literal }
  var kind: Kind
  /// The text; for a literal, its content without the quotes, `nil` when it is not a whole
  /// plain literal (interpolated, raw or multi-line).
  var text: String
  var isPlainLiteral = false
  /// The scalar offset where it starts.
  var offset: Int
  /// Its 1-based line.
  var line = 0

  static func literal(_ range: Range<Int>, _ scalars: [Unicode.Scalar]) -> Lexeme {
    var body = scalars[range]
    if body.first == "@" { body = body.dropFirst() }  // Objective-C's @"…", read as C#'s verbatim form
    var lexeme = Lexeme(kind: .literal, text: "", offset: range.lowerBound)
    if body.count >= 2, body.first == "\"", body.last == "\"",
      !(body.count >= 3 && body.dropFirst().first == "\"")
    {
      let inner = body.dropFirst().dropLast()
      if !inner.contains("\\") {
        lexeme.text = String(String.UnicodeScalarView(inner))
        lexeme.isPlainLiteral = true
      }
    }
    return lexeme
  }

  static func isIdentifierScalar(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "_" || scalar == "$" || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
  }

  static func split(_ range: Range<Int>, _ scalars: [Unicode.Scalar], into lexemes: inout [Lexeme]) {
    var index = range.lowerBound
    while index < range.upperBound {
      let scalar = scalars[index]
      if scalar.properties.isWhitespace {
        index += 1
      } else if isIdentifierScalar(scalar) {
        let start = index
        let isNumber = ("0"..."9").contains(scalar)
        while index < range.upperBound
          && (isIdentifierScalar(scalars[index])
            || (isNumber && scalars[index] == "." && index + 1 < range.upperBound
              && ("0"..."9").contains(scalars[index + 1])))
        {
          index += 1
        }
        lexemes.append(
          Lexeme(
            kind: isNumber ? .number : .identifier,
            text: String(String.UnicodeScalarView(scalars[start..<index])), offset: start))
      } else {
        lexemes.append(Lexeme(kind: .punctuation, text: String(scalar), offset: index))
        index += 1
      }
    }
  }
}
