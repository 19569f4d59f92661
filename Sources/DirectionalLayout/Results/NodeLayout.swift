/// Where one node ended up.
public struct NodeLayout: Sendable, Hashable, Codable {
  /// The node's id.
  public var id: String
  /// The left edge, relative to the parent's top-left corner.
  public var x: Double
  /// The top edge, relative to the parent's top-left corner.
  public var y: Double
  /// The width.
  public var width: Double
  /// The height.
  public var height: Double
  /// The left edge, relative to the root's parent (the root's `x` plus every ancestor's).
  public var absoluteX: Double
  /// The top edge, relative to the root's parent.
  public var absoluteY: Double
  /// The node's effective direction (its semantic attribute resolved against its parent's).
  public var direction: TextDirection
  /// Whether the node's image is drawn mirrored: it flips for right-to-left and the node's
  /// effective direction is right-to-left.
  public var mirrored: Bool
  /// Where the node's text goes (for nodes without text: their leading side).
  public var textAlignment: PhysicalTextAlignment
  /// Whether the node's ordered items (toolbar items, table columns) show in reverse order:
  /// the node asked for it (`reverseItems`) and its effective direction is right-to-left.
  /// In JSON, present only when true.
  public var itemsReversed: Bool
  /// For a node whose text is measured in cells (``TextAttributes/cells``), the lines it is
  /// drawn in at the width of its content box (where its measure wrapped it): ranges of Unicode scalar offsets of the text, in logical
  /// order (put each in visual order with a bidi engine to draw it). Empty for other nodes; in
  /// JSON, `textLines: [[start, end], …]`, present only when not empty.
  public var textLines: [Range<Int>] = []
  /// Each of ``textLines`` in visual order, left to right, without the spaces hanging at its
  /// end and without directional controls, as a renderer draws it: filled by
  /// ``LayoutNode/layout(direction:reorderingLinesWith:)`` (a bidi engine puts the lines in
  /// order), empty after ``LayoutNode/layout(direction:)``. In JSON, `visualLines: ["…", …]`
  /// beside `textLines`, present only when not empty.
  public var visualLines: [String] = []
  /// The height of one of ``visualLines``, in points (the node's ``TextCells/lineHeight``):
  /// where an SVG puts each line. Set with ``visualLines``; in JSON only with them.
  public var lineHeight: Double?
  /// The width of one terminal column of ``visualLines``, in points (the node's
  /// ``TextCells/cellWidth``): how wide an SVG draws each line. Set with ``visualLines``; in
  /// JSON only with them.
  public var cellWidth: Double?

  /// A node's layout.
  public init(
    id: String, x: Double, y: Double, width: Double, height: Double, absoluteX: Double,
    absoluteY: Double, direction: TextDirection, mirrored: Bool = false,
    textAlignment: PhysicalTextAlignment, itemsReversed: Bool = false
  ) {
    self.id = id
    self.x = x
    self.y = y
    self.width = width
    self.height = height
    self.absoluteX = absoluteX
    self.absoluteY = absoluteY
    self.direction = direction
    self.mirrored = mirrored
    self.textAlignment = textAlignment
    self.itemsReversed = itemsReversed
  }

  /// The frame relative to the parent.
  public var frame: LayoutRect { LayoutRect(x: x, y: y, width: width, height: height) }
  /// The frame relative to the root's parent.
  public var absoluteFrame: LayoutRect {
    LayoutRect(x: absoluteX, y: absoluteY, width: width, height: height)
  }

  enum CodingKeys: String, CodingKey {
    case id, x, y, width, height, absoluteX, absoluteY, direction, mirrored, textAlignment,
      itemsReversed, textLines, visualLines, lineHeight, cellWidth
  }

  /// Decodes a node layout; `itemsReversed` may be absent (false).
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    id = try c.decode(String.self, forKey: .id)
    x = try c.decode(Double.self, forKey: .x)
    y = try c.decode(Double.self, forKey: .y)
    width = try c.decode(Double.self, forKey: .width)
    height = try c.decode(Double.self, forKey: .height)
    absoluteX = try c.decode(Double.self, forKey: .absoluteX)
    absoluteY = try c.decode(Double.self, forKey: .absoluteY)
    direction = try c.decode(TextDirection.self, forKey: .direction)
    mirrored = try c.decode(Bool.self, forKey: .mirrored)
    textAlignment = try c.decode(PhysicalTextAlignment.self, forKey: .textAlignment)
    itemsReversed = try c.decodeIfPresent(Bool.self, forKey: .itemsReversed) ?? false
    let pairs = try c.decodeIfPresent([[Int]].self, forKey: .textLines) ?? []
    textLines = try pairs.map { pair in
      guard pair.count == 2, pair[0] >= 0, pair[0] <= pair[1] else {
        throw DecodingError.dataCorruptedError(
          forKey: .textLines, in: c, debugDescription: "a line is [start, end] with 0 <= start <= end")
      }
      return pair[0]..<pair[1]
    }
    visualLines = try c.decodeIfPresent([String].self, forKey: .visualLines) ?? []
    guard visualLines.isEmpty || visualLines.count == textLines.count else {
      throw DecodingError.dataCorruptedError(
        forKey: .visualLines, in: c, debugDescription: "one visual line per text line")
    }
    lineHeight = try c.decodeIfPresent(Double.self, forKey: .lineHeight)
    cellWidth = try c.decodeIfPresent(Double.self, forKey: .cellWidth)
  }

  /// Encodes the keys of the `bidi layout` contract; `itemsReversed` only when true, the text
  /// lines only when there are some.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(id, forKey: .id)
    try c.encode(x, forKey: .x)
    try c.encode(y, forKey: .y)
    try c.encode(width, forKey: .width)
    try c.encode(height, forKey: .height)
    try c.encode(absoluteX, forKey: .absoluteX)
    try c.encode(absoluteY, forKey: .absoluteY)
    try c.encode(direction, forKey: .direction)
    try c.encode(mirrored, forKey: .mirrored)
    try c.encode(textAlignment, forKey: .textAlignment)
    if itemsReversed { try c.encode(true, forKey: .itemsReversed) }
    if !textLines.isEmpty {
      try c.encode(textLines.map { [$0.lowerBound, $0.upperBound] }, forKey: .textLines)
    }
    if !visualLines.isEmpty {
      try c.encode(visualLines, forKey: .visualLines)
      try c.encodeIfPresent(lineHeight, forKey: .lineHeight)
      try c.encodeIfPresent(cellWidth, forKey: .cellWidth)
    }
  }
}
