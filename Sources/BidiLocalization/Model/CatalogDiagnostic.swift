/// A problem found while reading a catalog: malformed syntax, a bad escape, an encoding error.
///
/// Readers report what they could not read and go on with the rest of the file, so a file
/// with one bad entry still yields all its other entries.
public struct CatalogDiagnostic: Error, Sendable, Hashable, CustomStringConvertible {
  /// What kind of problem it is.
  public enum Kind: String, Sendable, Hashable {
    /// The file is not well-formed in its format.
    case syntax
    /// A well-formed `.stringsdict` whose plural structure is wrong: no `other`, an undefined
    /// `%#@variable@`, an unknown category, a value that is not a dictionary, no
    /// `NSStringLocalizedFormatKey`.
    case pluralStructure
  }

  /// What kind of problem it is.
  public var kind: Kind
  /// Where the problem is.
  public var location: SourceLocation
  /// What is wrong, for people.
  public var message: String

  /// Creates a diagnostic.
  public init(location: SourceLocation, message: String, kind: Kind = .syntax) {
    self.kind = kind
    self.location = location
    self.message = message
  }

  /// `file:line:column: message`.
  public var description: String { "\(location): \(message)" }
}
