import BidiEngine
import Testing

@testable import DirectionalLayout

/// The example of the DocC article "Getting started", so that the article cannot go stale.
@Suite("Getting started article")
struct GettingStartedTests {
  /// The article's toolbar.
  static let toolbar = LayoutNode(
    id: "toolbar", width: 320, height: 44, axis: .horizontal, align: .center,
    padding: LayoutEdges(leading: 8, trailing: 8),
    children: [
      LayoutNode(
        id: "back", width: 32, height: 32, image: ImageAttributes(flipsForRightToLeft: true)),
      LayoutNode(
        id: "title", height: 20, grow: 1, margin: LayoutEdges(leading: 8),
        text: TextAttributes(content: "Inbox", alignment: .natural)),
      LayoutNode(
        id: "player", width: 96, height: 32, axis: .horizontal, semantic: .playback,
        children: [LayoutNode(id: "rewind", width: 32), LayoutNode(id: "play", width: 32)]),
    ])

  /// The article's toolbar written with ``LayoutBuilder``.
  static let built = Row(
    id: "toolbar", width: 320, height: 44, align: .center, padding: LayoutEdges(leading: 8, trailing: 8)
  ) {
    LayoutNode(id: "back", width: 32, height: 32, image: ImageAttributes(flipsForRightToLeft: true))
    LayoutNode(
      id: "title", height: 20, grow: 1, margin: LayoutEdges(leading: 8),
      text: TextAttributes(content: "Inbox", alignment: .natural))
    Row(id: "player", width: 96, height: 32, semantic: .playback) {
      for id in ["rewind", "play"] { LayoutNode(id: id, width: 32) }
    }
  }.node

  @Test func toolbarExample() throws {
    let toolbar = Self.toolbar
    // Written with the builder: the same value, laid out the same in both directions.
    #expect(Self.built == toolbar)
    for direction in [TextDirection.leftToRight, .rightToLeft] {
      #expect(try Self.built.layout(direction: direction) == (try toolbar.layout(direction: direction)))
    }
    let rtl = try toolbar.layout(direction: .rightToLeft)
    #expect(rtl["back"]?.x == 280)
    #expect(rtl["back"]?.mirrored == true)
    #expect(rtl["title"]?.textAlignment == .right)
    #expect(rtl["rewind"]?.x == 0)
    #expect(rtl["player"]?.x == 8)
    #expect(try LayoutLint.findings(in: toolbar).isEmpty)
    // One engine for both directions gives the same results.
    var engine = LayoutEngine()
    for direction in [TextDirection.leftToRight, .rightToLeft] {
      let result = try engine.layout(toolbar, direction: direction)
      #expect(result == (try toolbar.layout(direction: direction)))
    }
    #expect(try engine.layout(toolbar, direction: .rightToLeft) == rtl)
    // A changed title, laid out again in the engine: the changed toolbar's layout.
    try engine.updateNode("title") { $0.text?.content = "Boîte de réception" }
    var changed = toolbar
    changed.children[1].text?.content = "Boîte de réception"
    #expect(engine.relayout() == (try changed.layout(direction: .rightToLeft)))
  }

  @Test("text in cells: the picture at the cells cuts the title and the buttons; fitting shows them")
  func textExample() throws {
    let toolbar = Self.toolbar
    let cells = TextCells(cellWidth: 8, lineHeight: 16)
    let laidOut = try toolbar.withTextCells(cells).layout(
      direction: .rightToLeft, reorderingLinesWith: BidiLineReorderer())
    #expect(laidOut["title"]?.visualLines == ["Inbox"])
    let atCells = ASCIIRenderer(cells: cells)
    #expect(atCells.cutLabels(laidOut).map(\.id) == ["back", "title", "rewind", "play"])
    #expect(!atCells.render(laidOut).contains("Inbox"))
    let picture = ASCIIRenderer.fitting([laidOut], startingAt: cells)
    #expect(picture.cells == TextCells(cellWidth: 4, lineHeight: 12.8))
    #expect(picture.cutLabels(laidOut).isEmpty)
    let drawn = picture.render(laidOut)
    #expect(drawn.contains("Inbox|") && drawn.contains("|back~"), "\(drawn)")
  }
}
