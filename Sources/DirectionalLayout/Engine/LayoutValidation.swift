/// The rules a layout tree must follow, checked before every layout and after decoding JSON.
///
/// - ids are non-empty and unique in the tree;
/// - `width`, `height`, `grow`, `spacing` and padding are finite and non-negative;
/// - margins and insets are finite (they may be negative, as in flexbox);
/// - no number is larger in magnitude than ``maximumMagnitude``, so that sums over any tree stay
///   finite and every result can be written as JSON;
/// - the JSON form nests at most ``maximumDepth`` levels of nodes (trees built in Swift may be
///   deeper: layout uses no recursion).
public enum LayoutValidation {
  /// The deepest nesting of nodes the JSON form accepts: 200 levels (the root is level 1).
  public static let maximumDepth = 200

  /// The largest magnitude of any number in a tree: 10⁹ points.
  public static let maximumMagnitude = 1e9

  /// Throws the first rule a tree breaks, in depth-first order.
  public static func validate(_ root: LayoutNode) throws(LayoutError) {
    _ = try FlatLayoutTree(root, direction: .leftToRight)
  }

  /// The message for the first rule `node` breaks on its own (not counting id uniqueness),
  /// with the path suffix of the offending value.
  static func problem(in node: LayoutNode) -> (suffix: String, message: String)? {
    if node.id.isEmpty { return (".id", "an id must not be empty") }
    // Fast path, without strings: every node is checked before every layout.
    func bad(_ value: Double?, nonNegative: Bool) -> Bool {
      guard let value else { return false }
      return !(abs(value) <= maximumMagnitude) || (nonNegative && value < 0)
    }
    func bad(_ e: LayoutEdges, nonNegative: Bool) -> Bool {
      bad(e.leading, nonNegative: nonNegative) || bad(e.trailing, nonNegative: nonNegative)
        || bad(e.top, nonNegative: nonNegative) || bad(e.bottom, nonNegative: nonNegative)
        || bad(e.left, nonNegative: nonNegative) || bad(e.right, nonNegative: nonNegative)
    }
    if !bad(node.width, nonNegative: true) && !bad(node.height, nonNegative: true)
      && !bad(node.grow, nonNegative: true) && !bad(node.spacing, nonNegative: true)
      && !bad(node.padding, nonNegative: true) && !bad(node.margin, nonNegative: false)
      && !bad(node.insets, nonNegative: false)
    {
      return nil
    }
    func size(_ value: Double?, _ suffix: String) -> (String, String)? {
      guard let value else { return nil }
      if let problem = finite(value, suffix) { return problem }
      if value < 0 { return (suffix, "must not be negative; got \(value)") }
      return nil
    }
    func finite(_ value: Double?, _ suffix: String) -> (String, String)? {
      guard let value else { return nil }
      if !value.isFinite { return (suffix, "must be a finite number") }
      if abs(value) > maximumMagnitude {
        return (suffix, "must be at most \(Int(maximumMagnitude)) in magnitude; got \(value)")
      }
      return nil
    }
    if let p = size(node.width, ".width") ?? size(node.height, ".height")
      ?? size(node.grow, ".grow") ?? size(node.spacing, ".spacing")
    {
      return p
    }
    let sides: [(String, KeyPath<LayoutEdges, Double?>)] = [
      ("leading", \.leading), ("trailing", \.trailing), ("top", \.top), ("bottom", \.bottom),
      ("left", \.left), ("right", \.right),
    ]
    if node.padding.isEmpty && node.margin.isEmpty && node.insets.isEmpty { return nil }
    for (name, key) in sides {
      if let p = size(node.padding[keyPath: key], ".padding.\(name)")
        ?? finite(node.margin[keyPath: key], ".margin.\(name)")
        ?? finite(node.insets[keyPath: key], ".insets.\(name)")
      {
        return p
      }
    }
    return nil
  }
}
