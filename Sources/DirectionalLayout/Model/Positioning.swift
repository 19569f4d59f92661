/// Whether a node takes part in its parent's stack (CSS `position`).
public enum Positioning: String, Sendable, Hashable, CaseIterable, Codable {
  /// In the stack; insets, if any, offset it from where the stack puts it (the default).
  case relative
  /// Out of the stack, placed by its insets from its containing block's padding box: the
  /// parent, or the parent's nearest ancestor that is not static.
  case absolute
  /// In the stack; insets are ignored, and the node is not a containing block: its absolute
  /// children are placed by their insets from its nearest ancestor that is not static (the
  /// root at the latest), as in Yoga 3 (CSS 2.1 §10.1).
  case `static`
}
