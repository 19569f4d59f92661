/// Lengths on the four physical sides of a box (what ``LayoutEdges`` resolve to).
public struct PhysicalEdges: Sendable, Hashable, Codable {
  /// The top side.
  public var top: Double
  /// The left side.
  public var left: Double
  /// The bottom side.
  public var bottom: Double
  /// The right side.
  public var right: Double

  /// Edges with the given values.
  public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// The edges seen in a mirror: left and right swapped.
  public var mirrored: PhysicalEdges {
    PhysicalEdges(top: top, left: right, bottom: bottom, right: left)
  }
}
