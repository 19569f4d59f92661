/// The programming languages whose source the Trojan Source checks tokenize, each a family
/// that shares comment and string-literal syntax.
///
/// Chosen by file extension (``init(pathExtension:)``); `bidi lint --source` reads any other
/// file as ``cFamily``.
public enum SourceLanguage: String, Sendable, Hashable, CaseIterable {
  /// Swift: `//`, nested `/* */`, `"…"`, `"""…"""`, raw `#"…"#`; escapes `\u{202E}`.
  case swift
  /// C, C++, Objective-C, C#: `//`, `/* */`, `"…"`, `'…'`, C++ raw `R"d(…)d"`; escapes `\u202E`.
  case cFamily
  /// JavaScript and TypeScript: `//`, `/* */`, `'…'`, `"…"`, template literals; escapes `\u202E`.
  case javaScript
  /// Python: `#`, `'…'`, `"…"`, triple-quoted and prefixed (r, b, f, u) strings; escapes `\u202E`.
  case python
  /// Rust: `//`, nested `/* */`, `"…"`, `'…'`, raw `r#"…"#`; escapes `\u{202E}`.
  case rust
  /// Go: `//`, `/* */`, `"…"`, `'…'`, raw backtick strings; escapes `\u202E`.
  case go
  /// Java: `//`, `/* */`, `"…"`, `'…'`, text blocks `"""…"""`; escapes `\u202E`.
  case java
  /// Kotlin: `//`, nested `/* */`, `"…"`, `'…'`, raw `"""…"""`; escapes `\u202E`.
  case kotlin
  /// POSIX shells and bash: `#`, `'…'`, `"…"`, `$'…'` (the only quoting with `\u202E`).
  case shell

  /// The file extensions (lowercase, without the dot) of each language.
  public static let pathExtensions: [SourceLanguage: [String]] = [
    .swift: ["swift"],
    .cFamily: ["c", "h", "cc", "cpp", "cxx", "c++", "hpp", "hh", "hxx", "m", "mm", "cs", "csx"],
    .javaScript: ["js", "mjs", "cjs", "jsx", "ts", "tsx", "mts", "cts"],
    .python: ["py", "pyi", "pyw"],
    .rust: ["rs"],
    .go: ["go"],
    .java: ["java"],
    .kotlin: ["kt", "kts"],
    .shell: ["sh", "bash", "zsh", "ksh"],
  ]

  private static let byExtension = Dictionary(
    uniqueKeysWithValues: pathExtensions.flatMap { language, extensions in extensions.map { ($0, language) } }
  )

  /// The language of files with this extension (without the dot, any case); `nil` for others.
  public init?(pathExtension: String) {
    guard let language = Self.byExtension[pathExtension.lowercased()] else { return nil }
    self = language
  }

  /// The language of the file at `path`, by its extension.
  public init?(path: String) {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
    self.init(pathExtension: String(name[name.index(after: dot)...]))
  }

  /// Whether `/* */` comments nest.
  var nestsBlockComments: Bool { self == .swift || self == .rust || self == .kotlin }

  /// Whether `#` starts a comment (at the start of a word in shells).
  var hasHashComments: Bool { self == .python || self == .shell }

  /// Whether `//` and `/* */` are comments.
  var hasSlashComments: Bool { !hasHashComments }

  /// How an escaped scalar is written in this language's ordinary string literals:
  /// `\u{202E}` (Swift, Rust) or `\u202E`.
  func escape(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    let padded = String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    switch self {
    case .swift, .rust: return "\\u{\(padded)}"
    default: return "\\u" + padded
    }
  }
}
