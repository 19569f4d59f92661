/// The text a node shows.
public struct TextAttributes: Sendable, Hashable, Codable {
  /// The text: its direction sets `textStart` alignment, and with ``cells`` the node measures it.
  public var content: String
  /// The alignment as written.
  public var alignment: TextAlignment
  /// When set, the node is a measured leaf: the text is laid out in cells of this size and
  /// wraps at the node's width (``LayoutMeasure/text(_:cellWidth:lineHeight:ascent:)``). When `nil`,
  /// the layout does not measure the text.
  public var cells: TextCells?

  /// Text attributes.
  public init(content: String = "", alignment: TextAlignment = .natural, cells: TextCells? = nil) {
    self.content = content
    self.alignment = alignment
    self.cells = cells
  }

  enum CodingKeys: String, CodingKey, CaseIterable {
    case content, alignment, cells
  }

  /// The keys of the JSON form.
  static let keyNames = CodingKeys.allCases.map(\.rawValue)

  /// Decodes text attributes, rejecting unknown keys.
  public init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(allowing: Self.keyNames)
    let c = try decoder.container(keyedBy: CodingKeys.self)
    content = try c.decodeIfPresent(String.self, forKey: .content) ?? ""
    alignment = try c.decodeIfPresent(TextAlignment.self, forKey: .alignment) ?? .natural
    cells = try c.decodeIfPresent(TextCells.self, forKey: .cells)
  }

  /// The measure of the text in its cells, or `nil` when it has none (or cells that are not a
  /// positive finite size, which ``LayoutValidation`` reports).
  public var measure: LayoutMeasure? {
    guard let cells, cells.cellWidth.isFinite, cells.cellWidth > 0, cells.lineHeight.isFinite,
      cells.lineHeight > 0
    else { return nil }
    return LayoutMeasure.text(
      content, cellWidth: cells.cellWidth, lineHeight: cells.lineHeight, ascent: cells.ascent)
  }
}

/// The size of one character cell of a text drawn in a grid (a terminal, an ASCII picture, a
/// monospaced font): a grapheme cluster takes its terminal columns of `cellWidth` points, a
/// line `lineHeight` points. JSON: `{"cellWidth": 8, "lineHeight": 16}`, and optionally
/// `"ascent": 12`.
///
/// The baseline of a text leaf (where `align: baseline` lines it up with its siblings) is its
/// first line's: ``baseline`` below the top of its content box (inside its padding and border).
public struct TextCells: Sendable, Hashable, Codable {
  /// The width of one terminal column, in points.
  public var cellWidth: Double
  /// The height of one line, in points.
  public var lineHeight: Double
  /// How far below a line's top its baseline is, in points (a font's ascent, with the half of
  /// the leading above it); `nil` for three quarters of ``lineHeight``, where SVG pictures put
  /// it. At least 0 and at most ``lineHeight``.
  public var ascent: Double?

  /// Cells of `cellWidth` × `lineHeight` points (both positive and finite), with the baseline
  /// `ascent` points below the top of each line (`nil`: three quarters of `lineHeight`).
  public init(cellWidth: Double = 1, lineHeight: Double = 1, ascent: Double? = nil) {
    self.cellWidth = cellWidth
    self.lineHeight = lineHeight
    self.ascent = ascent
  }

  /// How far below a line's top its baseline is: ``ascent``, or three quarters of
  /// ``lineHeight``.
  public var baseline: Double { ascent ?? lineHeight * 0.75 }

  /// The whole columns of these cells in `width` points: 0 for a width that is not positive
  /// (or NaN), at most `Int32.max` however small the cells (a width divided by a subnormal
  /// cell width is infinite).
  public func columns(inWidth width: Double) -> Int {
    Int(min(max(0, width / cellWidth).rounded(.down), Double(Int32.max)))
  }

  /// The smallest cell width and line height JSON accepts, in points: a layout's widths are
  /// at most 10⁹ points, so a text never has more than 10¹² columns.
  public static let minimumSize = 0.001

  enum CodingKeys: String, CodingKey, CaseIterable {
    case cellWidth, lineHeight, ascent
  }

  /// The keys of the JSON form.
  static let keyNames = CodingKeys.allCases.map(\.rawValue)

  /// Decodes cells, rejecting unknown keys, sizes that are not finite or are smaller than
  /// ``minimumSize``, and an `ascent` that is negative or larger than the line height.
  public init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(allowing: Self.keyNames)
    let c = try decoder.container(keyedBy: CodingKeys.self)
    cellWidth = try c.decodeIfPresent(Double.self, forKey: .cellWidth) ?? 1
    lineHeight = try c.decodeIfPresent(Double.self, forKey: .lineHeight) ?? 1
    ascent = try c.decodeIfPresent(Double.self, forKey: .ascent)
    for (value, key) in [(cellWidth, CodingKeys.cellWidth), (lineHeight, .lineHeight)]
    where !(value.isFinite && value >= Self.minimumSize) {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: c, debugDescription: "must be a finite number of at least 0.001 points; got \(value)"
      )
    }
    if let ascent, !(ascent >= 0 && ascent <= lineHeight) {
      throw DecodingError.dataCorruptedError(
        forKey: .ascent, in: c,
        debugDescription: "must be between 0 and the line height (\(lineHeight)); got \(ascent)")
    }
  }
}
