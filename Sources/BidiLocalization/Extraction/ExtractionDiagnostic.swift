/// Something `bidi extract` (``StringExtractor`` and ``StringExtraction``) tells about the
/// sources: a guess it made, a call it could not read, a key it skipped, a key used two ways.
public struct ExtractionDiagnostic: Sendable, Hashable, CustomStringConvertible {
  /// How much it matters.
  public enum Severity: String, Sendable, Hashable, CaseIterable {
    /// Information: the output is what the sources say, with a guess or a choice made.
    case note
    /// A likely mistake in the sources: the output cannot be what the author meant.
    case warning
  }

  /// What happened, for code that acts on it.
  public enum Reason: String, Sendable, Hashable, CaseIterable {
    /// An interpolation's type is not shown by the sources: `%@` was written (a note).
    case guessedPlaceholder
    /// A call's key or table is not a string literal, so it cannot be extracted (a note).
    case nonLiteralArgument
    /// A key that is empty, white space, punctuation or placeholders only, skipped (a note).
    case noiseKey
    /// A `String` key with an interpolation (`NSLocalizedString("Hello \(name)", …)`): it is
    /// built at run time and never matches a table entry (a warning).
    case interpolatedKey
    /// One key used with two different comments; both are kept, as genstrings keeps them (a
    /// warning).
    case conflictingComments
    /// One key used with two different development-language values; the first is kept (a
    /// warning).
    case conflictingValues
    /// One key used with values whose placeholders differ (a warning).
    case conflictingPlaceholders
    /// A string literal or call that cannot be read (unterminated, bad escape) (a warning).
    case unreadableSource

    /// Whether it is found by comparing the uses of a key (``StringExtraction`` does), not
    /// while reading one call.
    public var isConflict: Bool {
      self == .conflictingComments || self == .conflictingValues || self == .conflictingPlaceholders
    }

    /// The severity of this reason.
    public var severity: Severity {
      switch self {
      case .guessedPlaceholder, .nonLiteralArgument, .noiseKey: .note
      case .interpolatedKey, .conflictingComments, .conflictingValues, .conflictingPlaceholders,
        .unreadableSource:
        .warning
      }
    }
  }

  /// Where.
  public var location: SourceLocation
  /// What happened.
  public var reason: Reason
  /// What happened, for people.
  public var message: String

  /// Creates a diagnostic.
  public init(location: SourceLocation, reason: Reason, message: String) {
    self.location = location
    self.reason = reason
    self.message = message
  }

  /// ``Reason/severity``.
  public var severity: Severity { reason.severity }

  /// `file:line:column: note: message`, as compilers print it.
  public var description: String { "\(location): \(severity.rawValue): \(message)" }
}
