/// A comment, a string literal, or the code between them, in a source file.
///
/// A string literal with interpolations (`"a \(b) c"` in Swift, a backtick template literal in JavaScript)
/// is several tokens: the literal's parts, and the interpolated code between them as code.
public struct SourceToken: Sendable, Hashable {
  /// What a token is, as the compilers' Trojan Source checks tell them apart.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// A comment, documentation comments included.
    case comment
    /// A string or character literal (a part of it, when it has interpolations).
    case stringLiteral = "string literal"
    /// Anything else: identifiers, keywords, operators, numbers, white space.
    case code
  }

  /// How a scalar can be written inside a string literal without changing its value.
  public enum EscapeForm: Sendable, Hashable {
    /// The language's ordinary escape: `\u{202E}` in Swift and Rust, `\u202E` elsewhere.
    case standard
    /// A Swift raw string with this many `#`: `\#u{202E}` for one.
    case swiftRaw(hashes: Int)
    /// A shell's `'…'` or `"…"`, which have no escape: the quote is closed, the scalar
    /// written as bash's `$'\u202E'` and the quote reopened (`'a'$'\u202E''b'` is the same
    /// word as `'a⟨RLO⟩b'`), where the shell has `$'…'` (bash, zsh, ksh).
    case shellQuoteSplice(quote: Unicode.Scalar)
    /// None: raw strings, C++ `R"(…)"`, Go backtick strings, Kotlin `"""…"""`, C# `@"…"`.
    /// Changing the literal would change the program.
    case none
  }

  /// Which kind.
  public var kind: Kind
  /// The token's scalars: offsets in the text, counted in Unicode scalars.
  public var range: Range<Int>
  /// For string literals, how a scalar can be escaped inside; `.none` for other kinds.
  public var escapeForm: EscapeForm

  /// A token.
  public init(kind: Kind, range: Range<Int>, escapeForm: EscapeForm = .none) {
    self.kind = kind
    self.range = range
    self.escapeForm = escapeForm
  }
}
