/// Lengths on the four sides of a box, given logically (leading, trailing) or physically
/// (left, right), used for margins, padding and absolute insets.
///
/// A missing value means "not set". When a logical and a physical value fall on the same side
/// (leading and left in a left-to-right layout), the logical one wins, as in Yoga and CSS.
/// Logical sides resolve by the node's own effective direction (as CSS logical properties do);
/// the node is then placed by its parent's direction.
public struct LayoutEdges: Sendable, Hashable, Codable {
  /// The start side in the reading direction: left in left-to-right, right in right-to-left.
  public var leading: Double?
  /// The end side in the reading direction: right in left-to-right, left in right-to-left.
  public var trailing: Double?
  /// The top side.
  public var top: Double?
  /// The bottom side.
  public var bottom: Double?
  /// The left side, whatever the direction.
  public var left: Double?
  /// The right side, whatever the direction.
  public var right: Double?

  /// Edges with the given values; every one defaults to "not set".
  public init(
    leading: Double? = nil, trailing: Double? = nil, top: Double? = nil, bottom: Double? = nil,
    left: Double? = nil, right: Double? = nil
  ) {
    self.leading = leading
    self.trailing = trailing
    self.top = top
    self.bottom = bottom
    self.left = left
    self.right = right
  }

  /// Decodes edges, rejecting keys other than the six sides.
  public init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(allowing: [
      "leading", "trailing", "top", "bottom", "left", "right",
    ])
    let c = try decoder.container(keyedBy: CodingKeys.self)
    leading = try c.decodeIfPresent(Double.self, forKey: .leading)
    trailing = try c.decodeIfPresent(Double.self, forKey: .trailing)
    top = try c.decodeIfPresent(Double.self, forKey: .top)
    bottom = try c.decodeIfPresent(Double.self, forKey: .bottom)
    left = try c.decodeIfPresent(Double.self, forKey: .left)
    right = try c.decodeIfPresent(Double.self, forKey: .right)
  }

  /// No value on any side.
  public static let none = LayoutEdges()

  /// Whether no side has a value.
  public var isEmpty: Bool { self == .none }

  /// The physical left value in `direction`: the logical side that falls on the left, else `left`.
  public func resolvedLeft(in direction: TextDirection) -> Double? {
    (direction == .leftToRight ? leading : trailing) ?? left
  }

  /// The physical right value in `direction`: the logical side that falls on the right, else `right`.
  public func resolvedRight(in direction: TextDirection) -> Double? {
    (direction == .leftToRight ? trailing : leading) ?? right
  }

  /// The four physical values in `direction`, unset sides as zero.
  public func resolved(in direction: TextDirection) -> PhysicalEdges {
    PhysicalEdges(
      top: top ?? 0, left: resolvedLeft(in: direction) ?? 0, bottom: bottom ?? 0,
      right: resolvedRight(in: direction) ?? 0)
  }
}
