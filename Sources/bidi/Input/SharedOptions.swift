import BidiEngine

/// Options that several subcommands take, declared once.
enum SharedOptions {
  /// `--base ltr|rtl|auto`: the paragraph direction of each line (`visual`, `levels`, `inspect`).
  static let base = Option<BaseChoice>.choice(
    "--base", help: "paragraph direction (default auto: the first strong character, else LTR)")

  /// `--line-buffered`: see ``LineInput/lineBuffered(_:io:)``.
  static let lineBuffered = Flag(
    "--line-buffered",
    help: "write each line's output as soon as it is done (the default when standard output is a terminal)")

  /// `--escape`: directional controls in the output shown in notation.
  static let escape = Flag("--escape", help: "show directional controls as ⟨RLI⟩, ⟨PDI⟩…")
}

/// The values of `--base`.
enum BaseChoice: String, CaseIterable, Sendable {
  case ltr, rtl, auto

  /// The paragraph direction it names.
  var direction: BaseDirection {
    switch self {
    case .ltr: .leftToRight
    case .rtl: .rightToLeft
    case .auto: .auto
    }
  }
}

/// The values of `--format` for subcommands that print text or JSON.
enum TextOrJSON: String, CaseIterable, Sendable {
  case text, json
}
