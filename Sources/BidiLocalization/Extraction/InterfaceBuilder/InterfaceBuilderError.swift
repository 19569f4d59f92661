/// Why an Interface Builder document could not be read, with the position of the problem.
public struct InterfaceBuilderError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What kind of problem, for code that acts on it.
  public enum Reason: Sendable, Hashable {
    /// The bytes are not UTF-8 (or UTF-16 after a byte-order mark).
    case invalidEncoding
    /// The text is not well-formed XML.
    case malformedXML
    /// Well-formed XML, but not a document Interface Builder writes (`<document
    /// type="com.apple.InterfaceBuilder3…">`); old `<archive>` files (Xcode 4 and before)
    /// are in this case.
    case notInterfaceBuilder
    /// An Interface Builder document for a platform whose classes are not known here
    /// (watchOS).
    case unsupportedPlatform
    /// A text written in base64 (as Interface Builder writes texts with control characters)
    /// that does not decode to UTF-8.
    case invalidText
  }

  /// What kind of problem.
  public var reason: Reason
  /// Where it is.
  public var location: SourceLocation
  /// What is wrong, for people.
  public var message: String

  /// An error at `location`.
  public init(reason: Reason, location: SourceLocation, message: String) {
    self.reason = reason
    self.location = location
    self.message = message
  }

  /// `file:line:column: message`.
  public var description: String { "\(location): \(message)" }
}
