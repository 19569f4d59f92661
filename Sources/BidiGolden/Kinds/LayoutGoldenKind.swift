import BidiEngine
import DirectionalLayout
import Foundation

/// `kind: layout`: the frames of a `DirectionalLayout` tree laid out left-to-right and
/// right-to-left, and their pictures side by side.
///
/// Input fields:
///
/// | key | value |
/// | --- | --- |
/// | `tree` | the tree in the JSON form of `bidi layout` (`LayoutNode(json:)`): a block of `\|` lines, or one line |
/// | `tree-file` | instead of `tree`: a JSON file, relative to the golden file |
/// | `columns` | the width of each ASCII picture, 8…1000 (default 40) |
/// | `directions` | `ltr rtl` (default), `ltr` or `rtl`: the directions to lay the tree out in |
/// | `cells` | `WxH`, as `bidi layout --cells`: cells for every text leaf without its own, and the scale of the pictures (one column per `W` points, one row per `H`) unless `columns` is given |
///
/// Expected fields: a `frames` block, the aligned table of every node (depth-first in logical
/// order, the root first) in each direction described by ``LayoutFrameTable``, for example the
/// row `back   │ 0    0  44×44  ltr  left  │ 356  0  44×44  rtl  right  mirrored`. When text
/// leaves are measured in cells, a `lines` block: one row per line of each, in each direction,
/// `id  dir  start..<end  visual` — its range of Unicode scalar offsets of the text and the
/// line in visual order (BidiEngine's `BidiLineReorderer`: UAX #9 with rule L1 on the line),
/// written in notation. Then a `pictures` block:
/// `ASCIIRenderer.renderSideBySide(leftToRight:rightToLeft:gap:)`, left-to-right on the left
/// (or the one picture of a single direction), text leaves showing their lines in visual order.
///
/// Numbers are written rounded to hundredths (`46`, `33.33`) and compared as written: that
/// is the tolerance, differences below 0.005 points do not show. A malformed tree is an error
/// at the line and column of the golden file (or of the `tree-file`) where the offending JSON
/// value starts, with its JSON path.
public struct LayoutGoldenKind: GoldenCaseKind {
  /// `"layout"`.
  public let name = "layout"
  /// `tree`, `tree-file`, `columns`, `directions`, `cells`.
  public let inputKeys: Set<String> = ["tree", "tree-file", "columns", "directions", "cells"]

  /// The picture width used when a case gives no `columns`.
  public static let defaultColumns = 40

  /// Creates the layout kind.
  public init() {}

  /// The `frames` table and the `pictures` block of the case's tree.
  public func expectations(for golden: GoldenCase, in context: GoldenContext) throws(GoldenFormatError)
    -> [GoldenField]
  {
    let columns = try pictureColumns(golden, context)
    let cells = try textCells(golden, context)
    let results = try layouts(of: golden, in: context, directions: try layoutDirections(golden, context))
    var fields = [GoldenField("frames", block: LayoutFrameTable(results).lines)]
    let lines = Self.lineRows(results)
    if !lines.isEmpty { fields.append(GoldenField("lines", block: lines)) }
    let renderer =
      cells != nil && golden.field("columns") == nil
      ? ASCIIRenderer(cells: cells!) : ASCIIRenderer(columns: columns)
    let pictures =
      results.count == 2
      ? renderer.renderSideBySide(leftToRight: results[0], rightToLeft: results[1])
      : [results[0].direction.abbreviation.uppercased()]
        + renderer.render(results[0]).split(separator: "\n").map { line in
          var line = String(line)
          while line.last == " " { line.removeLast() }
          return line
        }
    fields.append(GoldenField("pictures", block: pictures.map(Self.displayedRow)))
    return fields
  }

  /// The case's tree (its text leaves in its `cells`, if any) laid out in `directions`, each
  /// line of text in visual order.
  func layouts(of golden: GoldenCase, in context: GoldenContext, directions: [TextDirection])
    throws(GoldenFormatError) -> [LayoutResult]
  {
    var tree = try readTree(golden, context)
    if let cells = try textCells(golden, context) { tree = tree.withTextCells(cells) }
    do {
      return try directions.map { direction throws(LayoutError) in
        try tree.layout(direction: direction, reorderingLinesWith: BidiLineReorderer())
      }
    } catch {
      throw context.error("\(error)", in: golden)
    }
  }

  /// A length rounded to hundredths, without a fraction when it is whole (`-0` is written `0`).
  public static func number(_ value: Double) -> String {
    let hundredths = (value * 100).rounded()
    guard hundredths.isFinite, abs(hundredths) < 1e15 else { return String(value) }
    let whole = Int(hundredths)
    if whole % 100 == 0 { return String(whole / 100) }
    let sign = whole < 0 ? "-" : ""
    let fraction = abs(whole) % 100
    return sign + String(abs(whole) / 100) + "."
      + (fraction % 10 == 0 ? String(fraction / 10) : (fraction < 10 ? "0" : "") + String(fraction))
  }

  /// A row of a picture as stored: as drawn, or, when it holds a right-to-left letter (text
  /// drawn in visual order), inside a real LRO…PDF pair as `visual` values are
  /// (``TextGoldenKind/displayed(_:capRTL:)``), so that a bidi-aware editor or browser shows
  /// the row exactly as drawn instead of reordering it a second time.
  public static func displayedRow(_ row: String) -> String {
    let rightToLeft = row.unicodeScalars.contains {
      $0.value >= 0x0590 && ($0.bidiClass == .rightToLeft || $0.bidiClass == .arabicLetter)
    }
    return rightToLeft ? "\u{202D}" + row + "\u{202C}" : row
  }

  /// A stored row of a picture as drawn: the inverse of ``displayedRow(_:)``.
  public static func drawnRow(fromStored row: String) -> String {
    let scalars = row.unicodeScalars
    guard scalars.count >= 2, scalars.first == "\u{202D}", scalars.last == "\u{202C}" else { return row }
    return String(String.UnicodeScalarView(scalars.dropFirst().dropLast()))
  }

  /// The `lines` block: each text leaf's lines in each direction, ids and ranges padded to
  /// one width.
  static func lineRows(_ results: [LayoutResult]) -> [String] {
    var rows: [(id: String, direction: String, range: String, visual: String)] = []
    for index in results[0].nodes.indices {
      for result in results {
        let node = result.nodes[index]
        for (range, visual) in zip(node.textLines, node.visualLines) {
          rows.append(
            (
              node.id, result.direction.abbreviation, "\(range.lowerBound)..<\(range.upperBound)",
              TextGoldenKind.displayed(visual, capRTL: false)
            ))
        }
      }
    }
    let idWidth = rows.map(\.id.count).max() ?? 0
    let rangeWidth = rows.map(\.range.count).max() ?? 0
    func padded(_ text: String, _ width: Int) -> String {
      text + String(repeating: " ", count: width - text.count)
    }
    return rows.map {
      padded($0.id, idWidth) + "  " + $0.direction + "  " + padded($0.range, rangeWidth) + "  " + $0.visual
    }
  }

  private func textCells(_ golden: GoldenCase, _ context: GoldenContext) throws(GoldenFormatError)
    -> TextCells?
  {
    guard let field = golden.field("cells") else { return nil }
    let parts = field.value.split(separator: "x", omittingEmptySubsequences: false)
    guard !field.isBlock, parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
      (TextCells.minimumSize...1e6).contains(width), (TextCells.minimumSize...1e6).contains(height)
    else {
      throw context.error(
        "cells must be WIDTHxHEIGHT in points, each 0.001…1000000 (8x16), not '\(field.value)'", at: field)
    }
    return TextCells(cellWidth: width, lineHeight: height)
  }

  private func pictureColumns(_ golden: GoldenCase, _ context: GoldenContext) throws(GoldenFormatError) -> Int
  {
    guard let field = golden.field("columns") else { return Self.defaultColumns }
    guard !field.isBlock, let columns = Int(field.value), (8...1_000).contains(columns) else {
      throw context.error("columns must be a whole number in 8...1000, not '\(field.value)'", at: field)
    }
    return columns
  }

  private func layoutDirections(_ golden: GoldenCase, _ context: GoldenContext) throws(GoldenFormatError)
    -> [TextDirection]
  {
    guard let field = golden.field("directions") else { return [.leftToRight, .rightToLeft] }
    switch field.value {
    case "ltr rtl": return [.leftToRight, .rightToLeft]
    case "ltr": return [.leftToRight]
    case "rtl": return [.rightToLeft]
    default:
      throw context.error("directions must be 'ltr rtl', 'ltr' or 'rtl', not '\(field.value)'", at: field)
    }
  }

  private func readTree(_ golden: GoldenCase, _ context: GoldenContext) throws(GoldenFormatError)
    -> LayoutNode
  {
    switch (golden.field("tree"), golden.field("tree-file")) {
    case (let field?, nil):
      do {
        return try LayoutNode(json: Data(field.value.utf8))
      } catch {
        let (line, column) = (error.line ?? 1, error.column ?? 1)
        if field.isBlock {
          // Block line k is written `| text` on the (k + 1)th line after the key.
          throw GoldenFormatError(
            path: context.path, line: field.line > 0 ? field.line + line : 0,
            column: field.line > 0 ? column + 2 : 0, reason: .invalidField,
            message: "tree \(error.path): \(error.message)")
        }
        throw context.error("tree \(error.path): \(error.message)", at: field, offset: column - 1)
      }
    case (nil, let field?):
      let json = try context.contents(of: field)
      do {
        return try LayoutNode(json: json)
      } catch {
        throw context.error(
          "\(context.resolvedPath(of: field)):\(error.line ?? 1):\(error.column ?? 1): \(error.path): \(error.message)",
          at: field)
      }
    case (.some, .some):
      throw context.error("give 'tree' or 'tree-file', not both", in: golden)
    case (nil, nil):
      throw context.error("no 'tree' or 'tree-file'", in: golden)
    }
  }
}
