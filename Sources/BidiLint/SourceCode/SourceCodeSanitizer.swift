import BidiEngine

/// Rewrites a source file so that no directional control in it can reorder what a reader
/// sees, without changing what the program does, or refuses.
///
/// In a string or character literal, each control becomes the language's escape for it
/// (`\u{202E}` in Swift and Rust, `\#u{202E}` in a Swift `#"…"#` raw string, `\u202E` in C,
/// C++, C#, Java, Kotlin, JavaScript, TypeScript, Python, Go and bash's `$'…'`): the literal's
/// value is the same, and the control is visible. In a comment it is removed. Anywhere else (an
/// identifier, an operator, a literal with no escape such as a raw string or a shell's `'…'`)
/// no rewrite keeps the program's meaning, so the whole file is refused with the position of
/// every such control, and nothing is rewritten.
public struct SourceCodeSanitizer: Sendable {
  /// A control that cannot be rewritten, and why.
  public struct UnrewritableControl: Sendable, Hashable, CustomStringConvertible {
    /// The file as named.
    public var file: String
    /// The 1-based line and column (in Unicode scalars).
    public var line: Int
    /// The 1-based column.
    public var column: Int
    /// Which control.
    public var control: DirectionalControl
    /// Why it cannot be rewritten.
    public var reason: String

    /// `file:line:column: cannot rewrite ⟨RLO⟩: reason`.
    public var description: String {
      "\(file):\(line):\(column): cannot rewrite \(control.notation): \(reason)"
    }
  }

  /// Why a file was not rewritten: every control that cannot be, in order.
  public struct Refusal: Error, Sendable, Hashable, CustomStringConvertible {
    /// The controls that cannot be rewritten.
    public var controls: [UnrewritableControl]
    /// One control a line.
    public var description: String { controls.map(\.description).joined(separator: "\n") }
  }

  /// The language whose comments and literals are recognised.
  public var language: SourceLanguage
  /// For shell scripts: whether the shell has `$'…'` quoting with `\u` (bash, zsh, ksh93), so
  /// that a control in `'…'` or `"…"` can be spliced out as `'…'$'\u202E''…'`. POSIX `sh`
  /// has no such escape.
  public var shellHasDollarQuotes: Bool

  /// A sanitizer for `language` source.
  public init(language: SourceLanguage, shellHasDollarQuotes: Bool = false) {
    self.language = language
    self.shellHasDollarQuotes = shellHasDollarQuotes
  }

  /// Whether a shell script at `path` with this text runs in a shell with `$'…'`: a `.bash`,
  /// `.zsh` or `.ksh` file, or a `#!` line naming bash, zsh or ksh.
  public static func shellHasDollarQuotes(path: String, text: String) -> Bool {
    if ["bash", "zsh", "ksh"].contains(where: { path.hasSuffix("." + $0) }) { return true }
    guard text.hasPrefix("#!") else { return false }
    let firstLine = text.prefix { $0 != "\n" }
    return ["bash", "zsh", "ksh"].contains { firstLine.contains($0) }
  }

  /// `text` rewritten and the number of controls changed; or every control that cannot be.
  public func sanitize(_ text: String, file: String) -> Result<(text: String, changes: Int), Refusal> {
    let scalars = Array(text.unicodeScalars)
    guard scalars.contains(where: { DirectionalControl($0) != nil }) else { return .success((text, 0)) }
    let lines = SourceLines(scalars)
    var result = String.UnicodeScalarView()
    var refusals: [UnrewritableControl] = []
    var changes = 0
    for token in SourceScanner(language: language).tokens(of: text) {
      for offset in token.range {
        let scalar = scalars[offset]
        guard let control = DirectionalControl(scalar) else {
          result.append(scalar)
          continue
        }
        if let replacement = self.replacement(for: scalar, in: token) {
          result.append(contentsOf: replacement.unicodeScalars)
          changes += 1
        } else {
          let (line, column) = lines.position(of: offset)
          refusals.append(
            UnrewritableControl(
              file: file, line: line, column: column, control: control, reason: reason(token)))
        }
      }
    }
    guard refusals.isEmpty else { return .failure(Refusal(controls: refusals)) }
    return .success((String(result), changes))
  }

  /// What replaces `scalar` in `token`: `""` in a comment, an escape in a literal that has
  /// one; `nil` where nothing keeps the program's meaning.
  func replacement(for scalar: Unicode.Scalar, in token: SourceToken) -> String? {
    switch (token.kind, token.escapeForm) {
    case (.comment, _): return ""
    case (.stringLiteral, .standard): return language.escape(scalar)
    case (.stringLiteral, .swiftRaw(let hashes)):
      return "\\" + String(repeating: "#", count: hashes) + language.escape(scalar).dropFirst()
    case (.stringLiteral, .shellQuoteSplice(let quote)):
      guard shellHasDollarQuotes else { return nil }
      let q = String(Character(quote))
      return q + "$'" + language.escape(scalar) + "'" + q
    case (.stringLiteral, .none), (.code, _): return nil
    }
  }

  func reason(_ token: SourceToken) -> String {
    switch (token.kind, token.escapeForm) {
    case (.code, _):
      "it is in code (an identifier, operator or other token), where neither removing nor escaping it keeps the program's meaning; edit it by hand"
    case (_, .shellQuoteSplice):
      "it is in a shell quote, and POSIX sh has no escape for it ($'\\u…' needs bash, zsh or ksh: name one in the #! line); rewrite the literal by hand"
    default:
      "it is in a string literal that has no escape for it (a raw string); rewrite the literal by hand"
    }
  }
}
