/// Why text is not JSON (RFC 8259), with the position of the first scalar that is wrong.
package struct JSONSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Where the text stops being JSON.
  package var position: JSONPosition
  /// What is wrong, for people.
  package var message: String
  /// Whether the text was rejected for nesting arrays and objects deeper than allowed (it may
  /// be valid JSON), rather than for its syntax.
  package var isNestingTooDeep: Bool

  /// An error at `position`.
  package init(position: JSONPosition, message: String, isNestingTooDeep: Bool = false) {
    self.position = position
    self.message = message
    self.isNestingTooDeep = isNestingTooDeep
  }

  /// `line:column: message`.
  package var description: String { "\(position): \(message)" }
}
