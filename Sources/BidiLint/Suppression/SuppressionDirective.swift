import BidiText

/// A `bidi-lint:` directive written in a comment: `bidi-lint: allow RULE[, RULE…] [reason]`
/// for the line (or the entry), `bidi-lint: allow-file RULE[, RULE…] [reason]` for the file.
///
/// The directive must start the comment's text: only comment delimiters (`/`, `*`, `#`, `!`,
/// `-`) and white space may come before `bidi-lint:`. Rules are identifiers of lowercase ASCII
/// letters, digits and `-`, separated by commas; whatever follows the last rule is a free
/// reason (`// bidi-lint: allow text-direction-codepoint-in-literal -- Hebrew UI string`).
///
/// A comment that holds any directional control (an embedding, override, isolate or mark) is
/// never a directive, whatever it seems to say: what a reader sees of it may not be what it is
/// (Trojan Source), so it cannot vouch for anything. Its controls are reported as usual.
public struct SuppressionDirective: Sendable, Hashable {
  /// What the directive covers.
  public enum Scope: Sendable, Hashable {
    /// `allow`: the comment's line (and the next one when the comment stands alone on its
    /// line), or the catalog entry the comment is attached to.
    case line
    /// `allow-file`: the whole file.
    case file
  }

  /// What the directive covers.
  public var scope: Scope
  /// The rules it names, as written (possibly none, or unknown ones: those suppress nothing
  /// and are reported).
  public var rules: [String]

  /// A directive.
  public init(scope: Scope, rules: [String]) {
    self.scope = scope
    self.rules = rules
  }

  /// The marker that starts a directive.
  public static let marker = "bidi-lint:"

  /// The directive in a comment's text (delimiters included or not), or `nil` when the
  /// comment holds none, or holds a directional control. A comment whose marker is followed by
  /// neither `allow` nor `allow-file` gives a directive with no rules (reported as suppressing
  /// nothing).
  public static func parse(comment: String) -> SuppressionDirective? {
    guard let range = comment.range(of: marker) else { return nil }
    let before = comment[..<range.lowerBound]
    guard
      before.unicodeScalars.allSatisfy({ "/*#!-".unicodeScalars.contains($0) || $0.properties.isWhitespace })
    else { return nil }
    guard !comment.unicodeScalars.contains(where: { DirectionalControl($0) != nil }) else { return nil }
    var rest = Substring(comment[range.upperBound...])
    if let end = rest.range(of: "*/") { rest = rest[..<end.lowerBound] }
    let words = rest.split(whereSeparator: { $0.isWhitespace || $0 == "," })
    guard let verb = words.first else { return SuppressionDirective(scope: .line, rules: []) }
    let scope: Scope
    switch verb {
    case "allow": scope = .line
    case "allow-file": scope = .file
    default: return SuppressionDirective(scope: .line, rules: [])
    }
    // Rules: the words after the verb while each is an identifier and the one before it ended
    // with a comma (or was the verb).
    var rules: [String] = []
    var text = rest.drop(while: { $0.isWhitespace }).dropFirst(verb.count).drop(while: { $0.isWhitespace })
    while let word = text.prefix(while: { isIdentifier($0) }).nonEmpty {
      rules.append(String(word))
      text = text.dropFirst(word.count).drop(while: { $0 == " " || $0 == "\t" })
      guard text.first == "," else { break }
      text = text.dropFirst().drop(while: { $0.isWhitespace })
    }
    return SuppressionDirective(scope: scope, rules: rules)
  }

  private static func isIdentifier(_ character: Character) -> Bool {
    character.isASCII && (character.isLowercase || character.isNumber || character == "-")
  }
}

extension Substring {
  fileprivate var nonEmpty: Substring? { isEmpty ? nil : self }
}

extension Suppression {
  /// The suppressions written in the comments of a source file: `bidi-lint: allow RULE…`
  /// covers the lines of its comment, and the next line too when nothing but white space comes
  /// before the comment on its first line; `bidi-lint: allow-file RULE…` covers the file.
  /// Comments are found as ``SourceScanner`` finds them for `language`, so a directive inside
  /// a string literal is not one. Comments holding a directional control are not directives
  /// (see ``SuppressionDirective``).
  ///
  /// ```swift
  /// // bidi-lint: allow text-direction-codepoint-in-literal -- the RLM in this label is meant
  /// let label = "…"
  /// ```
  public static func inComments(of text: String, language: SourceLanguage, file: String) -> [Suppression] {
    guard text.contains(SuppressionDirective.marker) else { return [] }
    let scalars = Array(text.unicodeScalars)
    let lines = SourceLines(scalars)
    var result: [Suppression] = []
    for token in SourceScanner(language: language).tokens(of: text) where token.kind == .comment {
      let comment = String(String.UnicodeScalarView(scalars[token.range]))
      guard let directive = SuppressionDirective.parse(comment: comment) else { continue }
      let (first, column) = lines.position(of: token.range.lowerBound)
      let last = lines.position(of: max(token.range.lowerBound, token.range.upperBound - 1)).line
      let lineStart = token.range.lowerBound - (column - 1)
      let standsAlone = scalars[lineStart..<token.range.lowerBound].allSatisfy { $0 == " " || $0 == "\t" }
      let scope: Scope = directive.scope == .file ? .file : .lines(first...(standsAlone ? last + 1 : last))
      result.append(
        Suppression(rules: directive.rules, scope: scope, file: file, line: first, column: column))
    }
    return result
  }
}
