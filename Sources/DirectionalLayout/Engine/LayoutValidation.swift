/// The rules a layout tree must follow, checked before every layout and after decoding JSON.
///
/// - ids are non-empty and unique in the tree;
/// - sizes (`width`, `height`, their minimums and maximums, `basis`), `grow`, `shrink`, gaps,
///   intrinsic sizes, padding and borders are finite and non-negative; `aspectRatio` between
///   10⁻⁹ and 10⁹;
/// - margins and insets are finite (they may be negative, as in flexbox);
/// - `auto` only for margins and `basis`; borders in points only;
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
    _ = try ResolvedTree(root, direction: .leftToRight)
  }

  /// The message for the first rule `node` breaks on its own (not counting id uniqueness),
  /// with the path suffix of the offending value. The node is read in place (by address):
  /// every node of every layout passes here, and passing a node by value copies it whole.
  static func problem(in node: UnsafePointer<LayoutNode>) -> (suffix: String, message: String)? {
    if node.pointee.id.isEmpty { return (".id", "an id must not be empty") }
    var check = Check()
    check.length(node.pointee.width, ".width", size: true)
    check.length(node.pointee.height, ".height", size: true)
    check.length(node.pointee.minWidth, ".minWidth", size: true)
    check.length(node.pointee.maxWidth, ".maxWidth", size: true)
    check.length(node.pointee.minHeight, ".minHeight", size: true)
    check.length(node.pointee.maxHeight, ".maxHeight", size: true)
    check.length(node.pointee.basis, ".basis", size: true, autoAllowed: true)
    check.number(node.pointee.aspectRatio, ".aspectRatio", positive: true)
    // A ratio makes one size from the other: kept within 10⁻⁹…10⁹ so that every size it makes
    // stays finite (at most 10¹⁸) and can be written as JSON.
    if check.problem == nil, let ratio = node.pointee.aspectRatio, ratio < 1 / maximumMagnitude {
      check.problem = (".aspectRatio", "must be at least \(1 / maximumMagnitude); got \(ratio)")
    }
    check.number(node.pointee.grow, ".grow")
    check.number(node.pointee.shrink, ".shrink")
    check.number(node.pointee.spacing, ".spacing")
    check.number(node.pointee.rowGap, ".rowGap")
    check.number(node.pointee.columnGap, ".columnGap")
    check.number(node.pointee.intrinsicWidth, ".intrinsicWidth")
    check.number(node.pointee.intrinsicHeight, ".intrinsicHeight")
    check.edges(node.pointee.padding, ".padding", size: true)
    check.edges(node.pointee.border, ".border", size: true, pointsOnly: true)
    check.edges(node.pointee.margin, ".margin", size: false, autoAllowed: true)
    check.edges(node.pointee.insets, ".insets", size: false)
    if check.problem == nil, !node.pointee.children.isEmpty,
      node.pointee.measure != nil || node.pointee.intrinsicWidth != nil || node.pointee.intrinsicHeight != nil
        || node.pointee.text?.cells != nil
    {
      check.problem = (
        node.pointee.measure != nil
          ? ".children"
          : node.pointee.intrinsicWidth != nil
            ? ".intrinsicWidth" : node.pointee.intrinsicHeight != nil ? ".intrinsicHeight" : ".text.cells",
        "a measured leaf (intrinsic size, measure function or text in cells) has no children"
      )
    }
    if check.problem == nil, node.pointee.text != nil, let cells = node.pointee.text?.cells {
      if !(cells.cellWidth.isFinite && cells.cellWidth > 0 && cells.lineHeight.isFinite
        && cells.lineHeight > 0)
      {
        check.problem = (".text.cells", "cells must have a positive finite size")
      } else if let ascent = cells.ascent, !(ascent >= 0 && ascent <= cells.lineHeight) {
        check.problem = (".text.cells.ascent", "must be between 0 and the line height; got \(ascent)")
      }
    }
    return check.problem
  }

  /// The first problem found among the values checked, in the order checked.
  private struct Check {
    var problem: (suffix: String, message: String)?

    // Inlined, with the suffix built only for a problem: every node passes here many times.
    @inline(__always)
    mutating func number(
      _ value: Double?, _ suffix: @autoclosure () -> String, negativeAllowed: Bool = false,
      positive: Bool = false
    ) {
      guard problem == nil, let value else { return }
      if !value.isFinite {
        problem = (suffix(), "must be a finite number")
      } else if abs(value) > maximumMagnitude {
        problem = (suffix(), "must be at most \(Int(maximumMagnitude)) in magnitude; got \(value)")
      } else if positive && value <= 0 {
        problem = (suffix(), "must be positive; got \(value)")
      } else if !negativeAllowed && value < 0 {
        problem = (suffix(), "must not be negative; got \(value)")
      }
    }

    @inline(__always)
    mutating func length(
      _ length: LayoutLength?, _ suffix: @autoclosure () -> String, size: Bool,
      autoAllowed: Bool = false, pointsOnly: Bool = false
    ) {
      guard problem == nil, let length else { return }
      switch length {
      case .points(let value): number(value, suffix(), negativeAllowed: !size)
      case .percent(let value):
        if pointsOnly {
          problem = (suffix(), "must be a number of points, not a percentage")
        } else {
          number(value, suffix(), negativeAllowed: !size)
        }
      case .auto:
        if !autoAllowed { problem = (suffix(), "must be a number of points or a percentage, not auto") }
      }
    }

    mutating func edges(
      _ edges: LayoutEdges, _ suffix: String, size: Bool, autoAllowed: Bool = false,
      pointsOnly: Bool = false
    ) {
      // Every node is checked: sides unset or in points within bounds pass without a call,
      // an array or a string; anything else is looked at side by side.
      @inline(__always) func plain(_ value: LayoutLength?) -> Bool {
        guard let value else { return true }
        guard case .points(let number) = value else { return false }
        return abs(number) <= maximumMagnitude && (!size || number >= 0)
      }
      guard problem == nil,
        !(plain(edges.leading) && plain(edges.trailing) && plain(edges.top) && plain(edges.bottom)
          && plain(edges.left) && plain(edges.right))
      else { return }
      func side(_ value: LayoutLength?, _ key: StaticString) {
        length(
          value, suffix + "." + key.description, size: size, autoAllowed: autoAllowed,
          pointsOnly: pointsOnly)
      }
      side(edges.leading, "leading")
      side(edges.trailing, "trailing")
      side(edges.top, "top")
      side(edges.bottom, "bottom")
      side(edges.left, "left")
      side(edges.right, "right")
    }
  }
}
