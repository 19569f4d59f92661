/// Why text is not well-formed XML 1.0, with the position of the first scalar that is wrong.
package struct XMLSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What kind of mistake, for code that acts on it.
  package enum Reason: Sendable, Hashable {
    /// The text ends inside markup, or before the root element is closed.
    case unexpectedEnd
    /// A scalar that cannot stand where it is (markup that is not a tag, comment, CDATA
    /// section or processing instruction; a `<` in an attribute value; text after the root).
    case unexpectedCharacter
    /// A name that is not an XML name, or an end tag that does not close the open element.
    case invalidName
    /// An end tag whose name is not the open element's.
    case mismatchedTag
    /// The same attribute twice on one element.
    case duplicateAttribute
    /// An `&` that starts no reference, an entity that is not predefined, or a character
    /// reference to something that is not an XML character.
    case invalidReference
    /// A character XML does not allow (C0 controls other than tab and line breaks, U+FFFE…).
    case invalidCharacter
    /// Bytes that are not UTF-8 (or UTF-16 after a byte order mark).
    case invalidEncoding
    /// Elements nested deeper than the reader allows (the text may be well-formed).
    case nestingTooDeep
  }

  /// Where the text stops being well-formed.
  package var position: SourcePosition
  /// What kind of mistake.
  package var reason: Reason
  /// What is wrong, for people.
  package var message: String

  /// An error at `position`.
  package init(position: SourcePosition, reason: Reason, message: String) {
    self.position = position
    self.reason = reason
    self.message = message
  }

  /// `line:column: message`.
  package var description: String { "\(position): \(message)" }
}
