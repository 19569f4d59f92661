/// Lengths on the four sides of a box, given logically (leading, trailing) or physically
/// (left, right), used for margins, padding, borders and insets: points, percentages (see
/// ``LayoutLength``) or, for margins only, `auto`.
///
/// A missing value means "not set". When a logical and a physical value fall on the same side
/// (leading and left in a left-to-right layout), the logical one wins, as in Yoga and CSS.
/// Logical sides resolve by the node's own effective direction (as CSS logical properties do);
/// the node is then placed by its parent's direction.
public struct LayoutEdges: Sendable, Hashable, Codable {
  /// The start side in the reading direction: left in left-to-right, right in right-to-left.
  public var leading: LayoutLength?
  /// The end side in the reading direction: right in left-to-right, left in right-to-left.
  public var trailing: LayoutLength?
  /// The top side.
  public var top: LayoutLength?
  /// The bottom side.
  public var bottom: LayoutLength?
  /// The left side, whatever the direction.
  public var left: LayoutLength?
  /// The right side, whatever the direction.
  public var right: LayoutLength?

  /// Edges with the given values; every one defaults to "not set".
  public init(
    leading: LayoutLength? = nil, trailing: LayoutLength? = nil, top: LayoutLength? = nil,
    bottom: LayoutLength? = nil,
    left: LayoutLength? = nil, right: LayoutLength? = nil
  ) {
    self.leading = leading
    self.trailing = trailing
    self.top = top
    self.bottom = bottom
    self.left = left
    self.right = right
  }

  enum CodingKeys: String, CodingKey, CaseIterable {
    case leading, trailing, top, bottom, left, right
  }

  /// The keys of the JSON form: the six sides.
  static let keyNames = CodingKeys.allCases.map(\.rawValue)

  /// Decodes edges, rejecting keys other than the six sides.
  public init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(allowing: Self.keyNames)
    let c = try decoder.container(keyedBy: CodingKeys.self)
    leading = try c.decodeIfPresent(LayoutLength.self, forKey: .leading)
    trailing = try c.decodeIfPresent(LayoutLength.self, forKey: .trailing)
    top = try c.decodeIfPresent(LayoutLength.self, forKey: .top)
    bottom = try c.decodeIfPresent(LayoutLength.self, forKey: .bottom)
    left = try c.decodeIfPresent(LayoutLength.self, forKey: .left)
    right = try c.decodeIfPresent(LayoutLength.self, forKey: .right)
  }

  /// No value on any side.
  public static let none = LayoutEdges()

  /// Whether no side has a value.
  public var isEmpty: Bool {
    // Field by field: the synthesized `==` compares every payload, and layout asks this of
    // every node several times.
    leading == nil && trailing == nil && top == nil && bottom == nil && left == nil && right == nil
  }

  /// Whether a side is a percentage.
  var hasPercent: Bool {
    leading?.percent != nil || trailing?.percent != nil || top?.percent != nil
      || bottom?.percent != nil || left?.percent != nil || right?.percent != nil
  }

  /// The physical left value in `direction`: the logical side that falls on the left, else `left`.
  public func resolvedLeft(in direction: TextDirection) -> LayoutLength? {
    (direction == .leftToRight ? leading : trailing) ?? left
  }

  /// The physical right value in `direction`: the logical side that falls on the right, else `right`.
  public func resolvedRight(in direction: TextDirection) -> LayoutLength? {
    (direction == .leftToRight ? trailing : leading) ?? right
  }

  /// The four physical values in `direction` in points, percentages taken of `base`, unset
  /// sides and `auto` as zero.
  @inline(__always)
  public func resolved(in direction: TextDirection, percentOf base: Double = 0) -> PhysicalEdges {
    @inline(__always) func points(_ length: LayoutLength?) -> Double {
      guard let value = length?.resolved(against: base), !value.isNaN else { return 0 }
      return value
    }
    return PhysicalEdges(
      top: points(top), left: points(resolvedLeft(in: direction)), bottom: points(bottom),
      right: points(resolvedRight(in: direction)))
  }

  /// Every value set, with its key.
  var values: [(key: String, value: LayoutLength)] {
    [
      ("leading", leading), ("trailing", trailing), ("top", top), ("bottom", bottom),
      ("left", left), ("right", right),
    ].compactMap { key, value in value.map { (key, $0) } }
  }
}
