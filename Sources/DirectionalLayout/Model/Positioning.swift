/// Whether a node takes part in its parent's stack (flexbox's `position`).
public enum Positioning: String, Sendable, Hashable, CaseIterable, Codable {
  /// In the stack; insets, if any, offset it from where the stack puts it.
  case relative
  /// Out of the stack, placed by its insets from the parent's edges.
  case absolute
}
