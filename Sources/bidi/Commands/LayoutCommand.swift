import BidiEngine
import DirectionalLayout
import Foundation

/// `bidi layout`: a layout tree in JSON → frames (JSON), a picture (ASCII, SVG) or lint findings.
enum LayoutCommand: Subcommand {
  static let name = "layout"
  static let summary = "lay out a JSON tree for LTR or RTL (frames, ASCII, SVG, lint)"
  static let operands = "[TREE.json]"
  static let discussion = """
    Lays out a tree of boxes described with leading/trailing edges (a flexbox subset with
    Yoga's defaults) and prints every node depth-first:
    {"direction": "rtl", "nodes": [{"id", "x", "y", "width", "height", "absoluteX",
    "absoluteY", "direction", "mirrored", "textAlignment"}…]}; a leaf whose text is measured
    in cells adds "textLines" (each line's [start, end) in Unicode scalar offsets of its text,
    logical order), "visualLines" (each line in visual order, reordered by UAX #9 on its own,
    without directional controls), "lineHeight" and "cellWidth".
    """
  static let epilogue = """
    Input node keys: id (required, unique), width, height, minWidth, maxWidth, minHeight,
    maxHeight (points or "50%"), aspectRatio (width / height), intrinsicWidth, intrinsicHeight
    (a leaf's content size), grow, shrink, basis (points, percent or "auto"), axis
    (vertical|horizontal), reverse, wrap (noWrap|wrap|wrapReverse), alignContent
    (start|center|end|stretch|spaceBetween|spaceAround|spaceEvenly), spacing, rowGap, columnGap,
    justify (start|center|end|spaceBetween|spaceAround|spaceEvenly), align
    (start|center|end|stretch|baseline), alignSelf (auto|…), padding / margin / border / insets
    ({leading, trailing, top, bottom, left, right}), display (flex|none), overflow
    (visible|hidden|scroll), position (relative|absolute|static), semantic
    (unspecified|playback|spatial|forceLeftToRight|forceRightToLeft), image
    ({flipsForRightToLeft}), text ({content, alignment:
    natural|leading|trailing|left|right|center|textStart, cells: {cellWidth, lineHeight,
    ascent}}), reverseItems, children. A text's paragraph direction is its node's direction (its
    own first strong character with alignment textStart). Margins may be "auto".
    Malformed input exits 65 with the line and column (FILE:LINE:COLUMN: message) and, for a
    bad value, its JSON path.
    """

  /// The values of `--direction`.
  enum Direction: String, CaseIterable, Sendable { case ltr, rtl }
  /// The values of `--format`.
  enum Format: String, CaseIterable, Sendable { case json, ascii, svg }

  static let direction = Option<Direction>.choice("--direction", help: "the layout direction (default ltr)")
  static let format = Option<Format>.choice(
    "--format",
    help:
      "json: frames, one node per line (default); ascii: boxes on a character grid, ids labelled, mirrored images marked ~ (kept when the id is cut; on the left edge of a box too narrow); svg: the LTR and RTL layouts side by side (--direction is ignored)"
  )
  static let columns = Option.integer(
    "--columns", "N", in: 8...10_000,
    help:
      "width of the ASCII picture in columns, rows half as many per point; a warning names the boxes whose label is cut and the --columns that shows them (default: the smallest picture, starting from --cells or 80 columns, in which every box shows its id or text, at most 500 columns and rows)"
  )
  static let cells = Option.text(
    "--cells", "WxH",
    help:
      "cells of W × H points for every text leaf without its own text.cells: its text is measured, wrapped at its width and drawn, each line in visual order (ascii: one column per W points and one row per H points, finer where a label needs it, unless --columns is given; svg: lines H points apart, text H/1.2 points tall and W points per column)"
  )
  static let lines = Flag(
    "--lines", help: "one tree per line in, one JSON result per line out (JSON Lines)",
    excludes: ["--format", "--columns", "--lint"])
  static let lint = Flag(
    "--lint",
    help:
      "report physical left/right where leading/trailing is meant and directional images that do not flip; exit 1 when any",
    excludes: ["--format", "--columns", "--cells", "--direction"])
  static let options: [any OptionDeclaring] = [direction, format, columns, cells, lines, lint]

  static func run(_ arguments: ParsedArguments, io: CommandIO) throws -> ExitCode {
    let direction: TextDirection = arguments[direction] == .rtl ? .rightToLeft : .leftToRight
    let format = arguments[format] ?? .json
    let givenColumns = arguments[columns]
    let cells = try arguments[cells].map(parseCells)
    let lint = arguments[lint]
    let lines = arguments[lines]
    let paths = arguments.operands
    guard paths.count <= 1 else {
      throw CommandError.usage("give one tree file (or none for standard input)")
    }
    let input = try io.inputs(paths)[0]
    if lines {
      return try layOutLines(input.data, name: input.name, direction: direction, cells: cells, io: io)
    }

    var tree: LayoutNode
    do {
      tree = try LayoutNode(json: input.data)
    } catch {
      // `file:line:column: …` as compilers print it, when the error has a position.
      throw CommandError.data(input.name + (error.line == nil ? ": " : ":") + "\(error)")
    }
    if lint {
      let findings = try LayoutLint.findings(in: tree)
      for finding in findings { io.print("\(input.name): \(finding)") }
      return findings.isEmpty ? .ok : .findings
    }
    if let cells { tree = tree.withTextCells(cells) }
    // Every text leaf's lines in visual order, by the engine.
    let reorderer = BidiLineReorderer()
    switch format {
    case .ascii:
      let result = try tree.layout(direction: direction, reorderingLinesWith: reorderer)
      let renderer =
        givenColumns.map { ASCIIRenderer(columns: $0) } ?? ASCIIRenderer.fitting([result], startingAt: cells)
      io.write(renderer.render(result))
      warnOfCutLabels(renderer, result, columnsGiven: givenColumns != nil, io: io)
    case .svg:
      io.write(
        SVGRenderer().render(
          leftToRight: try tree.layout(direction: .leftToRight, reorderingLinesWith: reorderer),
          rightToLeft: try tree.layout(direction: .rightToLeft, reorderingLinesWith: reorderer)))
    case .json:
      let result = try tree.layout(direction: direction, reorderingLinesWith: reorderer)
      io.write(String(decoding: try result.jsonData(), as: UTF8.self))
    }
    return .ok
  }

  /// On standard error: that the picture stops at its last row, if it does; the boxes whose
  /// label the picture cuts (at most 5 by id), and the `--columns` that shows every label, if
  /// any does.
  private static func warnOfCutLabels(
    _ renderer: ASCIIRenderer, _ result: LayoutResult, columnsGiven: Bool, io: CommandIO
  ) {
    if !renderer.drawsWhole(result) {
      io.warn(
        "warning: the picture stops after \(ASCIIRenderer.maximumRows) rows; the boxes below are not drawn")
    }
    let cut = renderer.cutLabels(result)
    guard !cut.isEmpty else { return }
    let scale =
      columnsGiven
      ? "--columns \(renderer.columns)"
      : "the largest automatic picture (\(ASCIIRenderer.automaticMaximumSize) columns or rows)"
    let listed = cut.prefix(5).map(\.description).joined(separator: "; ")
    let more = cut.count > 5 ? "; and \(cut.count - 5) more" : ""
    let fix = renderer.columnsShowingEveryLabel([result]).map { "--columns \($0) shows every label" }
    io.warn(
      "warning: \(cut.count) label\(cut.count == 1 ? "" : "s") cut at \(scale): \(listed)\(more); "
        + (fix ?? "no --columns up to \(ASCIIRenderer.maximumColumns) shows every label"))
  }

  /// `--cells WxH`: two positive finite numbers of points, `8x16` or `7.5x15`.
  static func parseCells(_ value: String) throws -> TextCells {
    let parts = value.split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
      (TextCells.minimumSize...1e6).contains(width), (TextCells.minimumSize...1e6).contains(height)
    else {
      throw CommandError.usage(
        "--cells must be WIDTHxHEIGHT in points, each 0.001…1000000 (8x16); got '\(value)'")
    }
    return TextCells(cellWidth: width, lineHeight: height)
  }

  /// `--lines`: every non-empty line a tree; every result on one line, in order. The trees
  /// are laid out one after another in one `LayoutEngine`.
  private static func layOutLines(
    _ data: Data, name: String, direction: TextDirection, cells: TextCells?, io: CommandIO
  ) throws -> ExitCode {
    var engine = LayoutEngine()
    for (index, line) in data.split(separator: UInt8(ascii: "\n")).enumerated()
    where !line.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\r") }) {
      let result: LayoutResult
      do {
        var tree = try LayoutNode(json: Data(line))
        if let cells { tree = tree.withTextCells(cells) }
        result = try engine.layout(tree, direction: direction, reorderingLinesWith: BidiLineReorderer())
      } catch {
        throw CommandError.data("\(name): tree \(index + 1): \(error)")
      }
      // JSON strings hold no raw line breaks: removing them keeps the result valid JSON.
      let text = String(decoding: try result.jsonData(), as: UTF8.self)
      io.write(text.replacingOccurrences(of: "\n", with: "") + "\n")
    }
    return .ok
  }
}
