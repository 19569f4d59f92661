/// A problem found while reading a catalog: malformed syntax, a bad escape, an encoding error.
///
/// Readers report what they could not read and go on with the rest of the file, so a file
/// with one bad entry still yields all its other entries.
public struct CatalogDiagnostic: Error, Sendable, Hashable, CustomStringConvertible {
  /// What kind of problem, for code that acts on it.
  public enum Reason: Sendable, Hashable {
    /// A file that cannot be read at all (permissions, a folder where a file was expected).
    case unreadable
    /// Bytes that are not valid in the file's encoding (replaced with U+FFFD), or a declared
    /// charset that cannot be converted.
    case invalidEncoding
    /// Text that breaks the format's syntax: `.strings` or `.po` grammar, XML, JSON.
    case syntaxError
    /// A well-formed file of a kind that is not read (an old-style property list where XML is
    /// needed, a value that is not a string in a `.strings` file).
    case unsupportedContent
    /// Well-formed text without the structure the format requires (the root is not a
    /// dictionary, a String Catalog without `sourceLanguage`).
    case invalidStructure
    /// A well-formed `.stringsdict` whose plural structure is wrong: no `other`, an undefined
    /// `%#@variable@`, an unknown category, a value that is not a dictionary, no
    /// `NSStringLocalizedFormatKey`; or a gettext `Plural-Forms` that cannot be used.
    case pluralStructure
    /// Source code that uses one key two ways (two comments, two placeholder lists), found
    /// while extracting strings.
    case conflictingUse
    /// A documented bound was reached and the rest was read in a degraded way.
    case limitExceeded
  }

  /// Where the problem is.
  public var location: SourceLocation
  /// What kind of problem.
  public var reason: Reason
  /// What is wrong, for people.
  public var message: String
  /// For a `.stringsdict` variable without an `other` form: its entry's key and the
  /// variable's name, for the linter, which tells whether whole numbers can reach `other`.
  package var missingOtherForm: (key: String, variable: String)? {
    get { missingOther.map { ($0.key, $0.variable) } }
    set { missingOther = newValue.map { MissingOther(key: $0.key, variable: $0.variable) } }
  }
  private var missingOther: MissingOther?
  private struct MissingOther: Sendable, Hashable {
    var key: String
    var variable: String
  }

  /// Creates a diagnostic.
  public init(location: SourceLocation, reason: Reason, message: String) {
    self.location = location
    self.reason = reason
    self.message = message
  }

  /// `file:line:column: message`.
  public var description: String { "\(location): \(message)" }

  /// `diagnostics` sorted by line, then column; diagnostics at the same place keep their order.
  static func inTextOrder(_ diagnostics: [CatalogDiagnostic]) -> [CatalogDiagnostic] {
    diagnostics.enumerated().sorted { a, b in
      let left = (a.element.location.line, a.element.location.column, a.offset)
      let right = (b.element.location.line, b.element.location.column, b.offset)
      return left < right
    }.map(\.element)
  }
}
