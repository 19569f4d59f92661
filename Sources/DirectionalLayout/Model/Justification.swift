/// How children share the free space along the stack axis (flexbox's `justify-content`).
///
/// When the children overflow (negative free space), `center` and `end` shift them by their
/// share of the negative space; `spaceBetween`, `spaceAround` and `spaceEvenly` then behave as
/// `start` (CSS Box Alignment's safe fallback; Yoga 3 and Taffy agree). An absolute child
/// without insets is placed as the only item: `spaceAround` and `spaceEvenly` center it.
public enum Justification: String, Sendable, Hashable, CaseIterable, Codable {
  /// Packed at the start (leading for horizontal stacks, top for vertical ones).
  case start
  /// Centered.
  case center
  /// Packed at the end.
  case end
  /// First and last at the edges, equal space between.
  case spaceBetween
  /// Equal space around each child (half of it at the edges).
  case spaceAround
  /// Equal space between children and at the edges.
  case spaceEvenly
}
