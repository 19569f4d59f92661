/// How a node's text is aligned, as written by the designer.
public enum TextAlignment: String, Sendable, Hashable, CaseIterable, Codable {
  /// The node's effective direction's leading side (the default).
  case natural
  /// The leading side of the node's effective direction.
  case leading
  /// The trailing side of the node's effective direction.
  case trailing
  /// Always left.
  case left
  /// Always right.
  case right
  /// Centered.
  case center
  /// The side the text itself starts on: its first strong character (UAX #9 P2–P3, isolates
  /// skipped) decides; text without one follows `natural`.
  case textStart
}
