import Foundation
import Testing

@testable import DirectionalLayout

#if canImport(FoundationXML)
  import FoundationXML
#endif

@Suite("ASCII and SVG renderers")
struct RenderingTests {
  static let toolbar = LayoutNode(
    id: "bar", width: 200, height: 40, axis: .horizontal, align: .center,
    padding: LayoutEdges(leading: 10, trailing: 10),
    children: [
      LayoutNode(
        id: "back", width: 40, height: 20, image: ImageAttributes(flipsForRightToLeft: true)),
      LayoutNode(id: "title", height: 20, grow: 1),
      LayoutNode(id: "share", width: 40, height: 20),
    ])

  @Test func asciiPictureOfBothDirections() throws {
    let renderer = ASCIIRenderer(columns: 41)
    let ltr = renderer.render(try Self.toolbar.layout(direction: .leftToRight))
    let rtl = renderer.render(try Self.toolbar.layout(direction: .rightToLeft))
    // 200 × 40 points on 41 columns: 0.2 column and 0.1 row per point. Padding 10 → column 2;
    // back 40 wide → columns 2–10, title grows to 100 → 10–30, share → 30–38; the children are
    // centered (y 10–30 → rows 1–3) and drawn over the root's label.
    #expect(
      ltr == """
        +---------------------------------------+
        |b+-------+-------------------+-------+ |
        | |back   |title              |share  | |
        | +-------+-------------------+-------+ |
        +---------------------------------------+

        """)
    #expect(
      rtl == """
        +---------------------------------------+
        |b+-------+-------------------+-------+ |
        | |share  |title              |back~  | |
        | +-------+-------------------+-------+ |
        +---------------------------------------+

        """)
  }

  @Test func hugeOrEmptyFramesStayBounded() throws {
    let tree = LayoutNode(
      id: "r", width: 100, height: 10,
      children: [
        LayoutNode(
          id: "far", width: 1e9, height: 1e9, position: .absolute, insets: LayoutEdges(left: -1e9))
      ])
    let picture = ASCIIRenderer(columns: 20).render(try tree.layout(direction: .leftToRight))
    #expect(picture.split(separator: "\n").allSatisfy { $0.count <= 20 })
    let tall = LayoutNode(id: "tall", width: 10, height: 1e9)
    let tallPicture = ASCIIRenderer(columns: 10).render(try tall.layout(direction: .leftToRight))
    #expect(tallPicture.split(separator: "\n").count == ASCIIRenderer.maximumRows)
    #expect(!ASCIIRenderer(columns: 10).drawsWhole(try tall.layout(direction: .leftToRight)))
    #expect(ASCIIRenderer(columns: 20).drawsWhole(try tree.layout(direction: .leftToRight)))
    #expect(
      ASCIIRenderer().render(try LayoutNode(id: "empty").layout(direction: .leftToRight)) == "")
  }

  @Test func svgShowsBothLayoutsLabelledWithMirroredImagesMarked() throws {
    var tree = Self.toolbar
    tree.children[2].id = "a<b&\"c\""
    let svg = SVGRenderer().render(
      leftToRight: try tree.layout(direction: .leftToRight),
      rightToLeft: try tree.layout(direction: .rightToLeft))
    #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    #expect(svg.contains(">LTR</text>") && svg.contains(">RTL</text>"))
    #expect(svg.components(separatedBy: "<rect").count - 1 == 8)
    #expect(svg.components(separatedBy: "stroke-dasharray").count - 1 == 1)  // back, in RTL only
    #expect(svg.contains("back ⇋</text>"))
    #expect(svg.contains("a&lt;b&amp;&quot;c&quot;"))
    // It parses as XML.
    let parser = XMLParser(data: Data(svg.utf8))
    #expect(parser.parse())
  }
}
