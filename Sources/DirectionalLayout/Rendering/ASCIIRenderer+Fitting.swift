extension ASCIIRenderer {
  /// A box whose label a picture does not show whole: its frame on the grid has fewer columns
  /// or rows inside than its label takes (its id with the `~` of a mirrored image, or its
  /// lines of text in visual order).
  ///
  /// Only the box's own frame counts: a label covered by the box's children, a box outside
  /// the root's frame or below the picture's last row, and a box without width or height are
  /// not listed (no scale shows them).
  public struct CutLabel: Sendable, Hashable, CustomStringConvertible {
    /// The box's id.
    public var id: String
    /// The columns and rows its label takes.
    public var neededColumns: Int
    /// The rows its label takes: its lines of text, or 1 for its id.
    public var neededRows: Int
    /// The columns between its frame's left and right edges.
    public var shownColumns: Int
    /// The rows between its frame's top and bottom edges.
    public var shownRows: Int

    /// A cut label.
    public init(id: String, neededColumns: Int, neededRows: Int, shownColumns: Int, shownRows: Int) {
      self.id = id
      self.neededColumns = neededColumns
      self.neededRows = neededRows
      self.shownColumns = shownColumns
      self.shownRows = shownRows
    }

    /// `'title' needs 5×1 cells inside its frame, has 3×0` (the id in notation).
    public var description: String {
      "'\(RenderedLabel.notation(id))' needs \(neededColumns)×\(neededRows) cells inside its frame, "
        + "has \(shownColumns)×\(shownRows)"
    }
  }

  /// The boxes of `result` whose label this renderer's picture cuts, depth-first.
  public func cutLabels(_ result: LayoutResult) -> [CutLabel] {
    cutLabels(result, labels: result.nodes.map(ASCIIPictureScale.labelSize))
  }

  /// ``cutLabels(_:)`` given the size of each node's label (measured once for many scales).
  private func cutLabels(_ result: LayoutResult, labels: [(columns: Int, rows: Int)]) -> [CutLabel] {
    guard let picture = ASCIIPictureScale(self, result) else { return [] }
    var cut: [CutLabel] = []
    for (node, label) in zip(result.nodes, labels) where node.width > 0 && node.height > 0 {
      let box = picture.box(node)
      guard picture.holds(box) else { continue }
      if box.room < label.columns || box.innerRows < label.rows {
        cut.append(
          CutLabel(
            id: node.id, neededColumns: label.columns, neededRows: label.rows, shownColumns: box.room,
            shownRows: box.innerRows))
      }
    }
    return cut
  }

  /// Whether the picture of `result` shows all of it: `false` when the root is more than
  /// ``maximumRows`` rows tall, and the picture stops there (``cutLabels(_:)`` does not count
  /// the boxes below).
  public func drawsWhole(_ result: LayoutResult) -> Bool {
    ASCIIPictureScale(self, result)?.isWhole ?? true
  }

  /// The largest picture ``fitting(_:startingAt:maximumColumns:maximumRows:)`` makes by
  /// default: 500 columns, 500 rows.
  public static let automaticMaximumSize = 500

  /// A renderer drawing every one of `results` with the coarsest cells at which every label
  /// shows (``cutLabels(_:)`` empty), within `maximumColumns` × `maximumRows`.
  ///
  /// It starts from `cells` (the cells the text was measured in, say), or without them from
  /// the cells of an 80-column picture of the widest root (rows twice as tall as columns are
  /// wide: the picture of ``init(columns:)``), and divides the cell width, then the line
  /// height, by 1, 1.25, 1.5, 2, 2.5, 3, 4, 5, 6, 8… (separately: a picture too narrow for an
  /// id does not get taller) until no label is cut or the picture would exceed the bounds; at
  /// the bounds, ``cutLabels(_:)`` of the renderer returned lists what still does not show.
  /// Text keeps one column per character: at cells finer than it was measured in, it takes
  /// less of its box.
  public static func fitting(
    _ results: [LayoutResult], startingAt cells: TextCells? = nil,
    maximumColumns: Int = automaticMaximumSize, maximumRows: Int = automaticMaximumSize
  ) -> ASCIIRenderer {
    let widest = results.compactMap { $0.nodes.first?.width }.filter { $0 > 0 && $0.isFinite }.max()
    guard let start = cells ?? widest.map({ TextCells(cellWidth: $0 / 79, lineHeight: $0 / 79 * 2) }),
      start.cellWidth.isFinite && start.cellWidth > 0 && start.lineHeight.isFinite && start.lineHeight > 0
    else { return ASCIIRenderer() }
    func renderer(_ width: Double, _ height: Double) -> ASCIIRenderer {
      ASCIIRenderer(cells: TextCells(cellWidth: width, lineHeight: height))
    }
    let labels = results.map { $0.nodes.map(ASCIIPictureScale.labelSize) }
    // Columns first, at the starting line height; then rows, at the chosen cell width.
    let width = finest(start.cellWidth, within: maximumColumns) { width in
      let picture = renderer(width, start.lineHeight)
      return zip(results, labels).map { result, labels in
        let cut = picture.cutLabels(result, labels: labels)
        return (picture.pictureColumns(result), cut.contains { $0.shownColumns < $0.neededColumns })
      }
    }
    let height = finest(start.lineHeight, within: maximumRows) { height in
      let picture = renderer(width, height)
      return zip(results, labels).map { result, labels in
        let cut = picture.cutLabels(result, labels: labels)
        return (ASCIIPictureScale(picture, result)?.rows ?? 0, cut.contains { $0.shownRows < $0.neededRows })
      }
    }
    return renderer(width, height)
  }

  /// The fewest columns, from ``columns`` up to ``maximumColumns`` by the steps of
  /// ``fitting(_:startingAt:maximumColumns:maximumRows:)``, at which a renderer made with
  /// ``init(columns:)`` cuts no label of `results` (for a renderer made with ``init(cells:)``,
  /// from 80 columns); `nil` when none does.
  public func columnsShowingEveryLabel(_ results: [LayoutResult]) -> Int? {
    for step in Self.steps {
      let candidate = Int((Double(columns - 1) * step).rounded()) + 1
      guard candidate <= Self.maximumColumns else { return nil }
      if results.allSatisfy({ ASCIIRenderer(columns: candidate).cutLabels($0).isEmpty }) { return candidate }
    }
    return nil
  }

  /// 1, 1.25, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10, 12, 16…: 60 steps, the last 1.5 × 2¹⁹.
  private static let steps: [Double] = (0..<20).flatMap { power in
    [1, 1.25, 1.5].map { $0 * Double(1 << power) }
  }

  /// `size` divided by the first step at which `check` (for each result: the picture's extent
  /// and whether a label is cut) finds no cut, keeping the extent within `limit` past the
  /// first step.
  private static func finest(_ size: Double, within limit: Int, _ check: (Double) -> [(Int, Bool)]) -> Double
  {
    var chosen = size
    for (index, step) in steps.enumerated() {
      let candidate = size / step
      let outcomes = check(candidate)
      if index > 0 && outcomes.contains(where: { $0.0 > limit }) { break }
      chosen = candidate
      if !outcomes.contains(where: \.1) { break }
    }
    return chosen
  }
}
