/// A box in a layout tree, described with leading/trailing edges so that one description
/// serves both directions. Its JSON form is the input of `bidi layout`.
///
/// The layout is a subset of flexbox with Yoga's defaults (vertical stacks, children stretched
/// across the axis, no shrinking). Sizes are in points and must be finite and non-negative.
///
/// Depth: laying out, validating, linting and mirroring use no recursion, so any depth works
/// there, and JSON input is limited to ``LayoutValidation/maximumDepth`` levels. But Swift
/// frees nested arrays recursively: a tree built in Swift about 59 000 levels deep or more
/// overflows an 8 MB stack when its last copy is released (measured in a release build on
/// Linux; 58 000 did not), and a thread with a smaller stack overflows sooner. Keep trees
/// built in code well below that.
public struct LayoutNode: Sendable, Hashable {
  /// A name unique in the tree (required in JSON).
  public var id: String
  /// A fixed width, or `nil` for the width of the content (or of the stretch or the growth).
  public var width: Double?
  /// A fixed height, or `nil` for the height of the content (or of the stretch or the growth).
  public var height: Double?
  /// The share of the parent's free space along its axis this node takes (flexbox's `flex-grow`).
  public var grow: Double
  /// The axis the children are stacked along.
  public var axis: StackAxis
  /// Whether the children are stacked from the end (`row-reverse`, `column-reverse`).
  public var reverse: Bool
  /// The space between adjacent children (flexbox's `gap`).
  public var spacing: Double
  /// How the children share free space along the axis.
  public var justify: Justification
  /// How the children are placed across the axis.
  public var align: CrossAlignment
  /// This node's own placement across its parent's axis; `nil` follows the parent's `align`.
  public var alignSelf: CrossAlignment?
  /// Space inside the box, around the children.
  public var padding: LayoutEdges
  /// Space outside the box.
  public var margin: LayoutEdges
  /// In the parent's stack, or placed by its insets.
  public var position: Positioning
  /// For absolute nodes, the distances from the parent's edges; for relative nodes, an offset.
  public var insets: LayoutEdges
  /// Whether this subtree mirrors in right-to-left layouts.
  public var semantic: SemanticContentAttribute
  /// The image shown, if any.
  public var image: ImageAttributes?
  /// The text shown, if any.
  public var text: TextAttributes?
  /// Whether the node's children are ordered items (toolbar items, table columns) whose order
  /// reverses in right-to-left layouts. This is reported on the result
  /// (``NodeLayout/itemsReversed``); the layout itself already mirrors horizontal stacks.
  public var reverseItems: Bool
  /// The children, in logical order.
  public var children: [LayoutNode]

  /// A node; every attribute but the id has Yoga's default.
  public init(
    id: String, width: Double? = nil, height: Double? = nil, grow: Double = 0,
    axis: StackAxis = .vertical, reverse: Bool = false, spacing: Double = 0,
    justify: Justification = .start, align: CrossAlignment = .stretch,
    alignSelf: CrossAlignment? = nil, padding: LayoutEdges = .none, margin: LayoutEdges = .none,
    position: Positioning = .relative, insets: LayoutEdges = .none,
    semantic: SemanticContentAttribute = .unspecified, image: ImageAttributes? = nil,
    text: TextAttributes? = nil, reverseItems: Bool = false, children: [LayoutNode] = []
  ) {
    self.id = id
    self.width = width
    self.height = height
    self.grow = grow
    self.axis = axis
    self.reverse = reverse
    self.spacing = spacing
    self.justify = justify
    self.align = align
    self.alignSelf = alignSelf
    self.padding = padding
    self.margin = margin
    self.position = position
    self.insets = insets
    self.semantic = semantic
    self.image = image
    self.text = text
    self.reverseItems = reverseItems
    self.children = children
  }
}
