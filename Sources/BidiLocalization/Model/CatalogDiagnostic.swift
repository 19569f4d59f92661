/// A problem found while reading a catalog: malformed syntax, a bad escape, an encoding error.
///
/// Readers report what they could not read and go on with the rest of the file, so a file
/// with one bad entry still yields all its other entries.
public struct CatalogDiagnostic: Error, Sendable, Hashable, CustomStringConvertible {
  /// Where the problem is.
  public var location: SourceLocation
  /// What is wrong, for people.
  public var message: String

  /// Creates a diagnostic.
  public init(location: SourceLocation, message: String) {
    self.location = location
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
