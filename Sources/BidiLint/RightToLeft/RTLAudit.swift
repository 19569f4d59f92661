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
        return RTLFinding(rule: match.rule, file: file, line: line, column: column, message: match.message)
      }
  }
}

/// What a program's code does about text alignment that its Interface Builder documents
/// cannot show: an alignment the document sets there is replaced at run time
/// (``RTLAudit/alignmentInCode(in:)``, read by ``InterfaceFileAudit``).
public struct AlignmentInCode: Sendable, Hashable {
  /// The classes (and structures, extensions) whose code tests the layout direction (`isRTL`,
  /// `effectiveUserInterfaceLayoutDirection`…) or assigns a text alignment: views of these
  /// classes, and documents they own, are left alone.
  public var classes: Set<String>
  /// The names of the properties the code assigns a text alignment to (`valueLabel` for
  /// `valueLabel.textAlignment = …` or `[valueLabel setAlignment:…]`, a leading `_` dropped):
  /// views that an outlet of one of these names holds are left alone.
  public var properties: Set<String>

  /// What code does, from the classes and property names it aligns.
  public init(classes: Set<String> = [], properties: Set<String> = []) {
    self.classes = classes
    self.properties = properties
  }

  /// Adds what another file's code does.
  public mutating func formUnion(_ other: AlignmentInCode) {
    classes.formUnion(other.classes)
    properties.formUnion(other.properties)
  }
}

extension RTLAudit {
  /// What the code in `text` does about alignment (``AlignmentInCode``): the classes it
  /// declares when it tests the layout direction or assigns a text alignment (`textAlignment =`,
  /// `.alignment =`, as a table view delegate aligning its cells does), and the properties
  /// it assigns an alignment to. An Interface Builder document's views of those classes, in
  /// documents they own, or held by outlets of those names, are left alone
  /// (``InterfaceFileAudit``): the code replaces what the document says.
  public func alignmentInCode(in text: String) -> AlignmentInCode {
    let (lexemes, _) = lexemes(of: text)
    var properties: Set<String> = []
    var setsAlignment = false
    for index in lexemes.indices.dropFirst().dropLast(2) {
      let name = lexemes[index].text
      if (name == "textAlignment" || name == "alignment") && lexemes[index + 1].text == "="
        && lexemes[index + 2].text != "="
      {
        // `label.textAlignment =`, `label?.textAlignment =`, `self.label.alignment =`.
        var receiver = index - 1
        while receiver > 0 && ["?", "!", "."].contains(lexemes[receiver].text) { receiver -= 1 }
        if receiver < index - 1 && lexemes[receiver].kind == .identifier {
          properties.insert(Self.propertyName(lexemes[receiver].text))
        }
        setsAlignment = true
      } else if (name == "setTextAlignment" || name == "setAlignment") && lexemes[index + 1].text == ":"
        && lexemes[index - 1].kind == .identifier
      {
        // Objective-C: `[label setAlignment:…]`.
        properties.insert(Self.propertyName(lexemes[index - 1].text))
        setsAlignment = true
      }
    }
    guard setsAlignment || !RTLMatcher(lexemes: lexemes, file: "").directionLines.isEmpty else {
      return AlignmentInCode()
    }
    var classes: Set<String> = []
    for index in lexemes.indices.dropFirst() where lexemes[index].kind == .identifier {
      let keyword = lexemes[index - 1].text
      if ["class", "struct", "extension", "implementation", "interface"].contains(keyword),
        !["func", "var", "let"].contains(lexemes[index].text)
      {
        classes.insert(lexemes[index].text)
      }
    }
    return AlignmentInCode(classes: classes, properties: properties)
  }

  /// A property's name as an outlet names it: an instance variable's leading `_` dropped.
  static func propertyName(_ identifier: String) -> String {
    identifier.hasPrefix("_") ? String(identifier.dropFirst()) : identifier
  }

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
