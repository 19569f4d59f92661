/// The axis a node stacks its children along (flexbox's `flex-direction`).
public enum StackAxis: String, Sendable, Hashable, CaseIterable, Codable {
  /// Top to bottom (the default, as in Yoga).
  case vertical
  /// Along the reading direction: leading to trailing.
  case horizontal
}
