/// How a child is placed across the stack axis (flexbox's `align-items` / `align-self`).
///
/// For a vertical stack, `start` is the leading side of the stack's own direction.
public enum CrossAlignment: String, Sendable, Hashable, CaseIterable, Codable {
  /// At the cross start (top, or leading).
  case start
  /// Centered.
  case center
  /// At the cross end (bottom, or trailing).
  case end
  /// Filling the cross size, unless the child has a fixed size on that axis (the default).
  case stretch
}
