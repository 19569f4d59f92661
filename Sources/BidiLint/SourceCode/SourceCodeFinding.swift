import BidiEngine

/// One directional control in source code, where it is and what it does to the line.
public struct SourceCodeFinding: Sendable, Hashable, CustomStringConvertible {
  /// The checks, named after rustc's lints where rustc has one.
  public enum Rule: String, Sendable, Hashable, CaseIterable {
    /// In a string or character literal (rustc's `text_direction_codepoint_in_literal`).
    case inLiteral = "text-direction-codepoint-in-literal"
    /// In a comment (rustc's `text_direction_codepoint_in_comment`).
    case inComment = "text-direction-codepoint-in-comment"
    /// In an identifier or anywhere else in the code, where no escape can stand for it.
    case inCode = "text-direction-codepoint-in-code"
  }

  /// How bad a finding is.
  public enum Severity: String, Sendable, Hashable {
    /// An embedding, override or isolate (U+202A–U+202E, U+2066–U+2069): it reorders what
    /// follows, the Trojan Source attack. Every compiler check reports these.
    case error
    /// A mark (LRM, RLM, ALM) in a comment or literal: it reorders nothing by itself but
    /// changes how the neutral characters around it are shown.
    case warning
  }

  /// The file as named.
  public var file: String
  /// The 1-based line.
  public var line: Int
  /// The 1-based column, in Unicode scalars.
  public var column: Int
  /// Which control.
  public var control: DirectionalControl
  /// The token it is in.
  public var tokenKind: SourceToken.Kind
  /// Whether its pairing crosses the token: an embedding, override or isolate opened in this
  /// comment or literal and not closed in it (or a PDF/PDI closing one opened elsewhere), so
  /// that it reorders the code around the token.
  public var crossesToken: Bool
  /// The line as a reader sees it: in display order (UAX #9, left-to-right paragraph), the
  /// controls themselves invisible. Other invisible characters are shown in notation.
  public var displayedLine: String
  /// What replaces the control without changing the program, as ``SourceCodeSanitizer``
  /// rewrites it: nothing in a comment, the language's escape in a literal that has one;
  /// `nil` where no rewrite keeps the program's meaning.
  public var replacement: String?

  /// A finding.
  public init(
    file: String, line: Int, column: Int, control: DirectionalControl, tokenKind: SourceToken.Kind,
    crossesToken: Bool, displayedLine: String, replacement: String? = nil
  ) {
    self.file = file
    self.line = line
    self.column = column
    self.control = control
    self.tokenKind = tokenKind
    self.crossesToken = crossesToken
    self.displayedLine = displayedLine
    self.replacement = replacement
  }

  /// The rule, by the token the control is in.
  public var rule: Rule {
    switch tokenKind {
    case .comment: .inComment
    case .stringLiteral: .inLiteral
    case .code: .inCode
    }
  }

  /// Errors for embeddings, overrides, isolates and anything in code; warnings for marks in
  /// comments and literals.
  public var severity: Severity {
    control.isMark && tokenKind != .code ? .warning : .error
  }

  /// What is wrong, for people.
  public var message: String {
    var text = "\(control.notation) (U+\(String(control.rawValue, radix: 16, uppercase: true))) in "
    switch tokenKind {
    case .comment: text += "a comment"
    case .stringLiteral: text += "a string literal"
    case .code: text += "code"
    }
    if crossesToken {
      text += control.isOpener ? ", not closed in it" : ", closing what was opened outside it"
      text += ": it reorders the code around the \(tokenKind == .comment ? "comment" : "literal")"
    }
    return text
  }

  /// `file:line:column: severity: message [rule]`, then `  displays as: …`.
  public var description: String {
    "\(file):\(line):\(column): \(severity.rawValue): \(message) [\(rule.rawValue)]\n"
      + "  displays as: \(displayedLine)"
  }
}
