/// A resolved, physical text alignment.
public enum PhysicalTextAlignment: String, Sendable, Hashable, CaseIterable, Codable {
  /// Flush left.
  case left
  /// Flush right.
  case right
  /// Centered.
  case center
}
