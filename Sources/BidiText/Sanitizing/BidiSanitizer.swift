/// Makes untrusted text (user names, file names, messages) safe to place inside other text:
/// no embedding, override or isolate it contains can leak into what follows it
/// (Trojan Source, CVE-2021-42574).
///
/// ```swift
/// BidiSanitizer.balancing.sanitize("\u{202E}evil")   // "\u{202E}evil\u{202C}"
/// BidiSanitizer.stripping.sanitize("\u{202E}evil")   // "evil"
/// ```
///
/// Balancing follows the pairing rules of UAX #9 (X1–X8, BD9), paragraph by paragraph:
/// embeddings, overrides and isolates still open at the end of a paragraph are closed there
/// (before its separator), innermost first; a PDF or PDI that closes nothing is dropped.
/// A PDF cannot close an embedding opened outside the innermost open isolate. Openers beyond
/// the maximum depth of 125 are paired like the others, as UAX #9's overflow counters do.
///
/// No character other than the twelve ``DirectionalControl`` characters is ever added, removed
/// or changed.
///
/// What balancing guarantees: after the sanitized text the explicit embedding state is back to
/// the paragraph's, so text that follows and starts with a strong character resolves exactly as
/// it would without it. Neutrals and numbers at the very start of the following text can still
/// see the sanitized text's last level as their start-of-sequence type (UAX #9 X10: an isolate
/// closed inside an override sits at the override's level). To separate untrusted text
/// completely, also isolate it: ``BidiFormatter`` does both.
public struct BidiSanitizer: Sendable, Hashable {
  /// What the sanitizer does with directional controls.
  public enum Mode: Sendable, Hashable {
    /// Keeps the controls, closes unterminated ones and drops unmatched closers.
    case balance
    /// Removes all twelve directional controls, marks included.
    case strip
    /// Removes the nine embedding, override and isolate controls; keeps LRM, RLM and ALM,
    /// which are zero-width strong characters that cannot leak.
    case stripExplicit
  }

  /// What this sanitizer does.
  public var mode: Mode

  /// A sanitizer in `mode`.
  public init(mode: Mode = .balance) {
    self.mode = mode
  }

  /// Closes unterminated controls and drops unmatched closers.
  public static let balancing = BidiSanitizer(mode: .balance)
  /// Removes every directional control.
  public static let stripping = BidiSanitizer(mode: .strip)

  /// The sanitized text.
  public func sanitize(_ text: String) -> String {
    // Every control is U+061C or in U+200E…U+2069: UTF-8 lead bytes 0xD8 or 0xE2.
    if !Self.mayContainControls(text) { return text }
    var result = String.UnicodeScalarView()
    var stack = BidiControlStack()
    var offset = 0
    for scalar in text.unicodeScalars {
      defer { offset += 1 }
      guard let control = DirectionalControl(scalar) else {
        if mode == .balance && scalar.bidiClass == .paragraphSeparator {
          for entry in stack.closeAll() { result.append(BidiControlStack.closer(for: entry).scalar) }
        }
        result.append(scalar)
        continue
      }
      switch mode {
      case .strip:
        continue
      case .stripExplicit:
        if control.isMark { result.append(scalar) }
      case .balance:
        switch stack.apply(control, at: offset) {
        case .unmatched: continue
        case .opened, .closed, .mark: result.append(scalar)
        }
      }
    }
    if mode == .balance {
      for entry in stack.closeAll() { result.append(BidiControlStack.closer(for: entry).scalar) }
    }
    return String(result)
  }

  /// Whether `text` may contain a directional control (a fast, conservative byte test).
  @inlinable
  static func mayContainControls(_ text: String) -> Bool {
    text.utf8.withContiguousStorageIfAvailable { bytes in bytes.contains { $0 == 0xE2 || $0 == 0xD8 } }
      ?? true
  }
}
