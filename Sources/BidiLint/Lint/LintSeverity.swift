import BidiEngine
import BidiLocalization

/// How serious a lint finding is. `bidi lint` exits with 1 when any finding is an error.
public enum LintSeverity: String, Sendable, Hashable, Comparable, CaseIterable {
  /// Worth knowing; not wrong by itself.
  case info
  /// Likely to display badly in some contexts.
  case warning
  /// Displays wrongly, or breaks formatting.
  case error

  /// Orders info < warning < error.
  public static func < (lhs: LintSeverity, rhs: LintSeverity) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}
