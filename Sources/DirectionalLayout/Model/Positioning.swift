/// Whether a node takes part in its parent's stack (CSS `position`).
public enum Positioning: String, Sendable, Hashable, CaseIterable, Codable {
  /// In the stack; insets, if any, offset it from where the stack puts it (the default).
  case relative
  /// Out of the stack, placed by its insets from the parent's padding box.
  case absolute
  /// In the stack; insets are ignored.
  case `static`
}
