/// Whether a node is laid out at all (CSS `display`).
public enum Display: String, Sendable, Hashable, CaseIterable, Codable {
  /// Laid out as a flex container (the default).
  case flex
  /// Not laid out: the node and its subtree have zero frames at the origin and take no space.
  case none
}
