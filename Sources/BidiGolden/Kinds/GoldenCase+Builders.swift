import BidiEngine
import DirectionalLayout
import Foundation

extension GoldenCase {
  /// A `kind: text` case of `text`'s visual order: the text is written in notation
  /// (``GoldenField/notation(_:_:)``), so no escaping is needed.
  ///
  /// - Parameters:
  ///   - name: the case's name.
  ///   - text: the logical text.
  ///   - base: the paragraph direction given to the engine.
  ///   - width: wrap at spaces to at most this many terminal columns, or `nil`.
  ///   - show: the expected fields to write (`paragraph levels order runs visual`), or
  ///     `nil` for the kind's default.
  public static func visualOrder(
    _ name: String, of text: String, base: BaseDirection = .auto, width: Int? = nil, show: [String]? = nil
  ) -> GoldenCase {
    var fields = [GoldenField("base", TextGoldenKind.written(base)), GoldenField.notation("input", text)]
    if let width { fields.append(GoldenField("width", String(width))) }
    if let show { fields.append(GoldenField("show", show.joined(separator: " "))) }
    return GoldenCase(name, kind: "text", fields: fields)
  }

  /// A `kind: layout` case of `tree`: the tree as indented JSON, laid out in `directions`.
  ///
  /// - Parameters:
  ///   - name: the case's name.
  ///   - tree: the layout tree.
  ///   - directions: the directions to lay it out in (default both; both are always written
  ///     left-to-right first).
  ///   - columns: the width of each ASCII picture, 8…1000.
  ///   - cells: cells for the text leaves that have none, and the scale of the pictures (then
  ///     `columns` is not written: the pictures follow the cells).
  public static func layout(
    _ name: String, of tree: LayoutNode, directions: [TextDirection] = [.leftToRight, .rightToLeft],
    columns: Int = LayoutGoldenKind.defaultColumns, cells: TextCells? = nil
  ) throws -> GoldenCase {
    var fields = [GoldenField("tree", block: try GoldenJSON.indentedLines(of: tree.jsonData()))]
    precondition(!directions.isEmpty, "a layout case needs at least one direction")
    if Set(directions).count == 1 { fields.append(GoldenField("directions", directions[0].abbreviation)) }
    if let cells {
      fields.append(
        GoldenField(
          "cells", LayoutGoldenKind.number(cells.cellWidth) + "x" + LayoutGoldenKind.number(cells.lineHeight))
      )
    } else if columns != LayoutGoldenKind.defaultColumns {
      fields.append(GoldenField("columns", String(columns)))
    }
    return GoldenCase(name, kind: "layout", fields: fields)
  }
}

extension GoldenField {
  /// A one-line field holding `text` in BidiKit notation: controls as `⟨RLI⟩`, a literal `⟨`
  /// as `⟨⟨⟩`, line feeds as `⟨U+000A⟩`, and spaces or tabs at the end as `⟨U+0020⟩`, so that
  /// any text fits on the line and survives editors that strip trailing spaces.
  public static func notation(_ key: String, _ text: String) -> GoldenField {
    var scalars = Array(BidiNotation.escape(text).unicodeScalars)
    var tail = ""
    while let last = scalars.last, last == " " || last == "\t" {
      tail = (last == " " ? "⟨U+0020⟩" : "⟨U+0009⟩") + tail
      scalars.removeLast()
    }
    let body = String(String.UnicodeScalarView(scalars)).replacingOccurrences(of: "\n", with: "⟨U+000A⟩")
    return GoldenField(key, body + tail)
  }
}
