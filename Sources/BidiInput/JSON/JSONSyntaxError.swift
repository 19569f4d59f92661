/// Why text is not JSON (RFC 8259), with the position of the first scalar that is wrong.
package struct JSONSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What kind of mistake, for code that acts on it.
  package enum Reason: Sendable, Hashable {
    /// The text ends where more was expected (a value, a closing bracket, a string's quote).
    case unexpectedEnd
    /// A scalar that cannot stand where it is (a missing comma or colon, text after the value,
    /// a word that is not `true`, `false` or `null`).
    case unexpectedCharacter
    /// A number that breaks RFC 8259's grammar, or one beyond `Double`'s range.
    case invalidNumber
    /// A string with a raw control character, an unknown escape, a bad `\u` escape or an
    /// unpaired surrogate escape.
    case invalidString
    /// Bytes that are not UTF-8 (for text read from bytes).
    case invalidUTF8
    /// Arrays and objects nested deeper than the reader allows (the text may be valid JSON).
    case nestingTooDeep
  }

  /// Where the text stops being JSON.
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

  /// Whether the text was rejected for its nesting rather than its syntax.
  package var isNestingTooDeep: Bool { reason == .nestingTooDeep }

  /// `line:column: message`.
  package var description: String { "\(position): \(message)" }
}
