/// A box in a layout tree, described with leading/trailing edges so that one description
/// serves both directions. Its JSON form is the input of `bidi layout`.
///
/// The layout is flexbox with Yoga's defaults (vertical stacks, children stretched across the
/// axis, no shrinking, one line unless ``wrap`` is set, lines packed at the start). Lengths are
/// points or percentages (``LayoutLength``); sizes must be finite and non-negative.
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
  public var width: LayoutLength?
  /// A fixed height, or `nil` for the height of the content (or of the stretch or the growth).
  public var height: LayoutLength?
  /// The smallest width the node takes, whatever its content, growth or shrinking.
  public var minWidth: LayoutLength?
  /// The largest width the node takes.
  public var maxWidth: LayoutLength?
  /// The smallest height the node takes.
  public var minHeight: LayoutLength?
  /// The largest height the node takes.
  public var maxHeight: LayoutLength?
  /// Width divided by height (CSS `aspect-ratio`), positive: the size of the border box on one
  /// axis from its size on the other, when only that one is known — fixed, stretched across
  /// the parent's axis, grown or shrunk along it, or set by two insets — and then kept within
  /// its own minimum and maximum. A size that is fixed (or held by a minimum equal to the
  /// maximum) is never changed by the ratio, and margins are outside it (CSS Sizing 4 §5.1;
  /// Yoga 3 differs there). A flex item's size across its parent's axis follows the ratio rather
  /// than a stretch, as in Yoga 3.
  public var aspectRatio: Double?
  /// The share of the parent's free space along its axis this node takes (flexbox's `flex-grow`).
  public var grow: Double
  /// How much the node gives up, weighted by its flex basis, when its siblings and it overflow
  /// the parent (flexbox's `flex-shrink`; 0, no shrinking, by default as in Yoga).
  public var shrink: Double
  /// The size along the parent's axis the node starts from before growing or shrinking
  /// (flexbox's `flex-basis`); `nil` or `auto` for its size on that axis.
  public var basis: LayoutLength?
  /// The axis the children are stacked along.
  public var axis: StackAxis
  /// Whether the children are stacked from the end (`row-reverse`, `column-reverse`).
  public var reverse: Bool
  /// The space between adjacent children and lines (flexbox's `gap`).
  public var spacing: Double
  /// The space between lines of a horizontal stack and between children of a vertical one
  /// (flexbox's `row-gap`); `nil` for ``spacing``.
  public var rowGap: Double?
  /// The space between children of a horizontal stack and between lines of a vertical one
  /// (flexbox's `column-gap`); `nil` for ``spacing``.
  public var columnGap: Double?
  /// Whether the children break into lines: a child starts a new line when it and the gaps
  /// would not fit along the axis (CSS Flexbox §9.3); lines of a row start at the leading side.
  public var wrap: FlexWrap
  /// How lines share the space across the axis.
  public var alignContent: ContentAlignment
  /// How the children share free space along the axis.
  public var justify: Justification
  /// How the children are placed across the axis (``CrossAlignment/baseline``: by their first
  /// baselines, in a horizontal stack).
  public var align: CrossAlignment
  /// This node's own placement across its parent's axis; `nil` follows the parent's `align`.
  public var alignSelf: CrossAlignment?
  /// Space inside the box, around the children.
  public var padding: LayoutEdges
  /// Space outside the box; `auto` sides take the free space (before justification).
  public var margin: LayoutEdges
  /// The widths of the box's border, between its padding and its margin (points only).
  public var border: LayoutEdges
  /// Whether the node is laid out at all.
  public var display: Display
  /// What happens to content larger than the node; `scroll` changes how children are measured.
  public var overflow: Overflow
  /// The size of the content of a leaf (an image's, a text's measured elsewhere): its width and
  /// height when not fixed, as a measure function returning them would give.
  public var intrinsicWidth: Double?
  /// See ``intrinsicWidth``.
  public var intrinsicHeight: Double?
  /// A function measuring a leaf's content within the space offered (see ``LayoutMeasure``);
  /// it takes precedence over ``intrinsicWidth`` and ``intrinsicHeight``. Not in JSON.
  public var measure: LayoutMeasure?
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
    id: String, width: LayoutLength? = nil, height: LayoutLength? = nil,
    minWidth: LayoutLength? = nil, maxWidth: LayoutLength? = nil, minHeight: LayoutLength? = nil,
    maxHeight: LayoutLength? = nil, aspectRatio: Double? = nil, grow: Double = 0,
    shrink: Double = 0, basis: LayoutLength? = nil, axis: StackAxis = .vertical,
    reverse: Bool = false, spacing: Double = 0, rowGap: Double? = nil, columnGap: Double? = nil,
    wrap: FlexWrap = .noWrap, alignContent: ContentAlignment = .start,
    justify: Justification = .start, align: CrossAlignment = .stretch,
    alignSelf: CrossAlignment? = nil, padding: LayoutEdges = .none, margin: LayoutEdges = .none,
    border: LayoutEdges = .none, display: Display = .flex, overflow: Overflow = .visible,
    position: Positioning = .relative, insets: LayoutEdges = .none,
    intrinsicWidth: Double? = nil, intrinsicHeight: Double? = nil, measure: LayoutMeasure? = nil,
    semantic: SemanticContentAttribute = .unspecified, image: ImageAttributes? = nil,
    text: TextAttributes? = nil, reverseItems: Bool = false, children: [LayoutNode] = []
  ) {
    self.id = id
    self.width = width
    self.height = height
    self.minWidth = minWidth
    self.maxWidth = maxWidth
    self.minHeight = minHeight
    self.maxHeight = maxHeight
    self.aspectRatio = aspectRatio
    self.grow = grow
    self.shrink = shrink
    self.basis = basis
    self.axis = axis
    self.reverse = reverse
    self.spacing = spacing
    self.rowGap = rowGap
    self.columnGap = columnGap
    self.wrap = wrap
    self.alignContent = alignContent
    self.border = border
    self.display = display
    self.overflow = overflow
    self.intrinsicWidth = intrinsicWidth
    self.intrinsicHeight = intrinsicHeight
    self.measure = measure
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
