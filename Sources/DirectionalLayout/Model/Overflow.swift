/// What happens to content larger than a node (CSS `overflow`). Only `scroll` changes sizes:
/// the children of a scrolling stack are measured without a limit along its axis.
public enum Overflow: String, Sendable, Hashable, CaseIterable, Codable {
  /// Content may overflow (the default).
  case visible
  /// Content is clipped; sizes as `visible`.
  case hidden
  /// Content scrolls along the stack's axis.
  case scroll
}
