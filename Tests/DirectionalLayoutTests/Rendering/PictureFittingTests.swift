import BidiEngine
import DirectionalLayout
import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Pictures at real sizes: labels a picture cuts, the cells at which every label shows, the
/// mark of a mirrored image in narrow boxes, SVG text at the size of its cells.
@Suite("pictures that show every label")
struct PictureFittingTests {
  static let cells = TextCells(cellWidth: 8, lineHeight: 16)

  /// A form of 20-point rows: a label and a value measured in 8 × 16 cells, and a back
  /// chevron 12 points wide that flips for right-to-left.
  static let form = LayoutNode(
    id: "form", width: 320, padding: LayoutEdges(leading: 8, trailing: 8, top: 8, bottom: 8),
    children: [
      LayoutNode(
        id: "nameRow", height: 20, axis: .horizontal,
        children: [
          LayoutNode(id: "nameLabel", width: 100, text: TextAttributes(content: "Name", cells: cells)),
          LayoutNode(id: "nameValue", grow: 1, text: TextAttributes(content: "דני כהן", cells: cells)),
        ]),
      LayoutNode(
        id: "mailRow", height: 20, axis: .horizontal,
        children: [
          LayoutNode(id: "back", width: 12, image: ImageAttributes(flipsForRightToLeft: true)),
          LayoutNode(id: "mailLabel", width: 88, text: TextAttributes(content: "E-mail", cells: cells)),
          LayoutNode(
            id: "mailValue", grow: 1, text: TextAttributes(content: "dani@example.com", cells: cells)),
        ]),
    ])

  static func layout(_ direction: TextDirection) throws -> LayoutResult {
    try form.layout(direction: direction, reorderingLinesWith: BidiLineReorderer())
  }

  @Test(
    "at the cells the text was measured in, 20-point rows cut every label, and say how much room each needs")
  func cutAtMeasuredCells() throws {
    let result = try Self.layout(.rightToLeft)
    let cut = ASCIIRenderer(cells: Self.cells).cutLabels(result)
    // 20 points at 16 per row: a box one row tall, no row inside. "back~" also needs 5
    // columns where 12 points at 8 per column leave none.
    #expect(
      cut.map(\.id) == ["nameRow", "nameLabel", "nameValue", "mailRow", "back", "mailLabel", "mailValue"])
    let back = try #require(cut.first { $0.id == "back" })
    #expect(back.neededColumns == 5 && back.neededRows == 1 && back.shownColumns == 0 && back.shownRows == 0)
    #expect(back.description == "'back' needs 5×1 cells inside its frame, has 0×0")
    let value = try #require(cut.first { $0.id == "nameValue" })
    #expect(value.neededColumns == 7 && value.neededRows == 1 && value.shownColumns >= 7)
  }

  @Test("fitting: the coarsest cells that show every label; the step before still cuts one")
  func fittingShowsEveryLabel() throws {
    // "back" needs 4 columns inside 12 points (6 with its frame: 8 ÷ 3 points a column),
    // "back~" 5 (8 ÷ 4); a 20-point row needs a row inside (16 ÷ 1.5 points a row).
    for (direction, step, coarser) in [(TextDirection.leftToRight, 3.0, 2.5), (.rightToLeft, 4, 3)] {
      let result = try Self.layout(direction)
      let renderer = ASCIIRenderer.fitting([result], startingAt: Self.cells)
      let chosen = try #require(renderer.cells)
      #expect(renderer.cutLabels(result).isEmpty)
      #expect(chosen.cellWidth == 8 / step && chosen.lineHeight == 16 / 1.5, "\(chosen)")
      // Coarser in either direction, a label is cut.
      let wider = ASCIIRenderer(cells: TextCells(cellWidth: 8 / coarser, lineHeight: chosen.lineHeight))
      #expect(!wider.cutLabels(result).isEmpty)
      let taller = ASCIIRenderer(cells: TextCells(cellWidth: chosen.cellWidth, lineHeight: 16 / 1.25))
      #expect(!taller.cutLabels(result).isEmpty)
      let picture = renderer.render(result)
      for label in ["Name", "E-mail", "dani@example.com", "back" + (direction == .rightToLeft ? "~" : "")] {
        #expect(picture.contains(label), "\(label) in\n\(picture)")
      }
      #expect(picture.contains("ןהכ ינד"), "in visual order")
    }
  }

  @Test("fitting without cells starts from 80 columns: a tree whose labels fit is drawn as before")
  func fittingKeepsPicturesThatFit() throws {
    let result = try RenderingTests.toolbar.layout(direction: .rightToLeft)
    #expect(ASCIIRenderer().cutLabels(result).isEmpty)
    #expect(ASCIIRenderer.fitting([result]).render(result) == ASCIIRenderer().render(result))
  }

  @Test("fitting stops at its bounds and says what is still cut; --columns finds the width that fits")
  func boundsAndColumns() throws {
    let tree = LayoutNode(
      id: "r", width: 1_000, height: 40, axis: .horizontal,
      children: [LayoutNode(id: "sliver-with-a-long-id", width: 0.5), LayoutNode(id: "rest", grow: 1)])
    let result = try tree.layout(direction: .leftToRight)
    let renderer = ASCIIRenderer.fitting([result], maximumColumns: 300, maximumRows: 300)
    #expect(renderer.pictureColumns(result) <= 300)
    #expect(renderer.cutLabels(result).map(\.id) == ["sliver-with-a-long-id"])
    #expect(renderer.render(result).split(separator: "\n").allSatisfy { $0.count <= 300 })
    // At 20 columns the toolbar's ids are cut; the width that fits is found and shows them.
    let toolbar = try RenderingTests.toolbar.layout(direction: .leftToRight)
    let narrow = ASCIIRenderer(columns: 20)
    // 0.095 columns and 0.0475 rows per point: the 20-point children have no row inside.
    #expect(narrow.cutLabels(toolbar).map(\.id) == ["back", "title", "share"])
    let columns = try #require(narrow.columnsShowingEveryLabel([toolbar]))
    #expect(columns == 39 && ASCIIRenderer(columns: columns).cutLabels(toolbar).isEmpty)
    #expect(!ASCIIRenderer(columns: 30).cutLabels(toolbar).isEmpty)
    #expect(ASCIIRenderer(columns: 8).columnsShowingEveryLabel([result]) == nil)
  }

  @Test(
    "a mirrored image keeps its ~ in a narrow box: after a cut id, or on the left edge of a box with no room")
  func mirroredMarkInNarrowBoxes() throws {
    func picture(_ width: Double) throws -> [String] {
      let tree = LayoutNode(
        id: "r", width: 100, height: 40, axis: .horizontal, align: .start,
        children: [
          LayoutNode(id: "spacer", width: 20, height: 40),
          LayoutNode(
            id: "back", width: .points(width), height: 40, image: ImageAttributes(flipsForRightToLeft: true)),
        ])
      return ASCIIRenderer(columns: 21).render(try tree.layout(direction: .rightToLeft))
        .split(separator: "\n").map(String.init)
    }
    // 0.2 columns per point: 20 points is 4 columns, 3 inside: "ba~".
    #expect(try picture(20)[1].contains("|ba~|"))
    // 10 points: one column inside, for the mark; 5 points: none, the mark is the left edge.
    #expect(try picture(10)[1].hasSuffix("|~|spa|"))
    #expect(try picture(5)[1].hasSuffix(" ~|spa|"))
    for width in [10.0, 5] {
      let rows = try picture(width)
      #expect(rows[1].contains("~"), "\(width): \(rows)")
      #expect(!rows[0].contains("~") && !rows[2].contains("~"))
    }
    // Wide enough: the whole id and the mark.
    #expect(try picture(40)[1].contains("|back~"))
  }

  @Test("SVG: text at the size of its cells, each line exactly its columns wide; still XML")
  func svgTextAtCellSize() throws {
    let ltr = try Self.layout(.leftToRight)
    let rtl = try Self.layout(.rightToLeft)
    let svg = SVGRenderer().render(leftToRight: ltr, rightToLeft: rtl)
    // A 16-point line: a 13.33-point font (line height ÷ 1.2); "dani@example.com" is 16
    // columns of 8 points.
    #expect(svg.contains("font-family=\"monospace\" font-size=\"13.33\""))
    #expect(!svg.contains("font-size=\"12\" text-anchor"), "not the old fixed three quarters")
    #expect(svg.contains("textLength=\"128\" lengthAdjust=\"spacingAndGlyphs\""))
    #expect(svg.contains("textLength=\"48\" lengthAdjust=\"spacingAndGlyphs\"") == true, "E-mail: 6 columns")
    #expect(XMLParser(data: Data(svg.utf8)).parse(), "well-formed XML")
    // The font size follows the cells: 10 × 24 cells give a 20-point font and 10 points a column.
    let big = TextCells(cellWidth: 10, lineHeight: 24)
    let tree = LayoutNode(
      id: "root", width: 200,
      children: [LayoutNode(id: "t", text: TextAttributes(content: "abc", cells: big))])
    let result = try tree.layout(direction: .leftToRight, reorderingLinesWith: BidiLineReorderer())
    let bigSVG = SVGRenderer().render(leftToRight: result, rightToLeft: result)
    #expect(bigSVG.contains("font-size=\"20\"") && bigSVG.contains("textLength=\"30\""))
    #expect(result["t"]?.cellWidth == 10 && result["t"]?.lineHeight == 24)
  }
}
