import BidiEngine
import DirectionalLayout

/// The `frames` block of a layout case: one row per node, one group of columns per
/// direction, aligned so that a node's left-to-right and right-to-left frames read side by side.
///
/// ```
/// frames:
/// |        │ ltr                               │ rtl
/// | node   │ x    y  size    dir  align  flags │ x    y  size    dir  align  flags
/// | row    │ 0    0  200×40  ltr  left         │ 0    0  200×40  rtl  right
/// | back   │ 0    0  40×40   ltr  left         │ 160  0  40×40   rtl  right  mirrored
/// ```
///
/// `x` and `y` are relative to the parent; `dir` is the node's effective direction, `align`
/// its resolved text alignment; `flags` holds `mirrored` (its image is drawn mirrored) and
/// `items-reversed` (its ordered items show reversed), joined with `,`. Node ids are read up
/// to the first `│`, so they must not contain one. Lines never end with spaces.
public struct LayoutFrameTable: Sendable, Hashable {
  /// One node's frame in one direction, as stored.
  public struct Frame: Sendable, Hashable {
    /// The node's id.
    public var id: String
    /// The direction the tree was laid out in: `ltr` or `rtl`.
    public var layoutDirection: String
    /// `x`, `y` (relative to the parent) and `width×height`, as written.
    public var x: String, y: String, size: String
    /// The node's effective direction (`ltr`/`rtl`) and resolved text alignment.
    public var direction: String, alignment: String
    /// `mirrored`, `items-reversed`.
    public var flags: [String]
  }

  /// Every node's frame in each direction, in row order then direction order.
  public var frames: [Frame]

  /// The table of `results` (the same tree laid out in one or more directions).
  public init(_ results: [LayoutResult]) {
    frames = results[0].nodes.indices.flatMap { index in
      results.map { result in
        let node = result.nodes[index]
        var flags: [String] = []
        if node.mirrored { flags.append("mirrored") }
        if node.itemsReversed { flags.append("items-reversed") }
        return Frame(
          id: node.id, layoutDirection: result.direction.abbreviation, x: LayoutGoldenKind.number(node.x),
          y: LayoutGoldenKind.number(node.y),
          size: LayoutGoldenKind.number(node.width) + "×" + LayoutGoldenKind.number(node.height),
          direction: node.direction.abbreviation, alignment: node.textAlignment.rawValue, flags: flags)
      }
    }
  }

  /// The table stored in a case's expected `frames` block, or `nil` when there is none or it
  /// is not a table of this form.
  public init?(expected: [GoldenField]) {
    guard let block = expected.first(where: { $0.key == "frames" && $0.isBlock })?.lines, block.count >= 2
    else { return nil }
    let directions = block[0].split(separator: "│").dropFirst().map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    guard !directions.isEmpty else { return nil }
    var frames: [Frame] = []
    for row in block.dropFirst(2) {
      let cells = row.split(separator: "│", omittingEmptySubsequences: false)
      guard cells.count == directions.count + 1 else { return nil }
      let id = cells[0].trimmingCharacters(in: .whitespaces)
      for (direction, cell) in zip(directions, cells.dropFirst()) {
        let words = cell.split(separator: " ").map(String.init)
        guard words.count == 5 || words.count == 6 else { return nil }
        frames.append(
          Frame(
            id: id, layoutDirection: direction, x: words[0], y: words[1], size: words[2], direction: words[3],
            alignment: words[4],
            flags: words.count == 6 ? words[5].split(separator: ",").map(String.init) : []))
      }
    }
    self.frames = frames
  }

  /// The frame of node `id` laid out in `direction` (`ltr`/`rtl`).
  public func frame(of id: String, in direction: String) -> Frame? {
    frames.first { $0.id == id && $0.layoutDirection == direction }
  }

  /// The table's lines: a title row of directions, a header row, then one row per node.
  public var lines: [String] {
    var directions: [String] = []
    for frame in frames where !directions.contains(frame.layoutDirection) {
      directions.append(frame.layoutDirection)
    }
    let header = ["x", "y", "size", "dir", "align", "flags"]
    var rows: [(id: String, sides: [[String]])] = [("node", directions.map { _ in header })]
    for start in stride(from: 0, to: frames.count, by: directions.count) {
      let group = frames[start..<(start + directions.count)]
      rows.append(
        (
          group.first!.id,
          group.map {
            [$0.x, $0.y, $0.size, $0.direction, $0.alignment, $0.flags.joined(separator: ",")]
          }
        ))
    }
    let idWidth = rows.map(\.id.count).max()!
    // The width of each column of each direction.
    let widths = directions.indices.map { side in
      header.indices.map { column in rows.map { $0.sides[side][column].count }.max()! }
    }
    func pad(_ text: String, _ width: Int) -> String {
      text + String(repeating: " ", count: width - text.count)
    }
    func trimmed(_ line: String) -> String {
      var line = line
      while line.last == " " { line.removeLast() }
      return line
    }
    let sideWidths = widths.map { $0.reduce(0, +) + 2 * ($0.count - 1) }
    var lines = [
      trimmed(
        pad("", idWidth) + directions.indices.map { " │ " + pad(directions[$0], sideWidths[$0]) }.joined())
    ]
    for row in rows {
      let sides = directions.indices.map { side in
        header.indices.map { pad(row.sides[side][$0], widths[side][$0]) }.joined(separator: "  ")
      }
      lines.append(trimmed(pad(row.id, idWidth) + sides.map { " │ " + $0 }.joined()))
    }
    return lines
  }
}
