import DirectionalLayout
import Testing

/// Trees written with the result builder (`Row`, `Column`, `containing`, `if`, `switch`, `for`)
/// are the trees written out with `children:` arrays (the toolbar of the Getting started
/// article, built, is checked in GettingStartedTests).
@Suite("layout trees built with LayoutBuilder")
struct LayoutBuilderTests {
  @Test("columns, if/else, switch, if let and containing build the children written out")
  func controlFlow() throws {
    enum Kind { case text, image }
    func form(_ kind: Kind, footer: String?, wide: Bool) -> LayoutNode {
      Column(id: "form", width: 200, spacing: 4) {
        switch kind {
        case .text: LayoutNode(id: "a", text: TextAttributes(content: "A"))
        case .image: LayoutNode(id: "a", image: ImageAttributes(flipsForRightToLeft: true))
        }
        if wide {
          LayoutNode(id: "b", height: 40)
        } else {
          LayoutNode(id: "b", height: 20)
        }
        LayoutNode(id: "grid", axis: .horizontal, wrap: .wrap).containing {
          for index in 0..<3 { LayoutNode(id: "cell\(index)", width: 80, height: 10) }
        }
        if let footer { LayoutNode(id: "footer", text: TextAttributes(content: footer)) }
      }.node
    }
    let cells = (0..<3).map { LayoutNode(id: "cell\($0)", width: 80, height: 10) }
    let expected = LayoutNode(
      id: "form", width: 200, spacing: 4,
      children: [
        LayoutNode(id: "a", image: ImageAttributes(flipsForRightToLeft: true)),
        LayoutNode(id: "b", height: 20),
        LayoutNode(id: "grid", axis: .horizontal, wrap: .wrap, children: cells),
        LayoutNode(id: "footer", text: TextAttributes(content: "Thanks")),
      ])
    let built = form(.image, footer: "Thanks", wide: false)
    #expect(built == expected)
    #expect(try built.layout(direction: .rightToLeft) == (try expected.layout(direction: .rightToLeft)))
    #expect(try built.layout(direction: .rightToLeft)["cell2"]?.y == 10, "the third cell wraps")
    let other = form(.text, footer: nil, wide: true)
    #expect(other.children.map(\.id) == ["a", "b", "grid"])
    #expect(other.children[0].text?.content == "A" && other.children[1].height == 40)
  }

  @Test("rows and columns nest; a playback row keeps its order in RTL; containing replaces the children")
  func nesting() throws {
    let card = Column(id: "card", width: 120, padding: LayoutEdges(leading: 10)) {
      Row(id: "header", height: 20) {
        LayoutNode(id: "avatar", width: 20)
        LayoutNode(id: "name", grow: 1)
      }
      Row(id: "controls", height: 20, semantic: .playback) {
        LayoutNode(id: "rewind", width: 30)
        LayoutNode(id: "play", width: 30)
      }
    }.node
    let explicit = LayoutNode(
      id: "card", width: 120, padding: LayoutEdges(leading: 10),
      children: [
        LayoutNode(
          id: "header", height: 20, axis: .horizontal,
          children: [LayoutNode(id: "avatar", width: 20), LayoutNode(id: "name", grow: 1)]),
        LayoutNode(
          id: "controls", height: 20, axis: .horizontal, semantic: .playback,
          children: [LayoutNode(id: "rewind", width: 30), LayoutNode(id: "play", width: 30)]),
      ])
    #expect(card == explicit)
    let rtl = try card.layout(direction: .rightToLeft)
    #expect(rtl == (try explicit.layout(direction: .rightToLeft)))
    // The leading padding is on the right: the avatar ends 10 points from the right edge.
    #expect(rtl["avatar"]?.absoluteX == 90 && rtl["name"]?.width == 90)
    #expect(rtl["rewind"]?.absoluteX == 0 && rtl["play"]?.absoluteX == 30, "playback stays left to right")
    let replaced = explicit.containing { LayoutNode(id: "only") }
    #expect(replaced.children.map(\.id) == ["only"] && replaced.padding == explicit.padding)
    let empty = Row(id: "empty") {}.node
    #expect(empty.children.isEmpty && empty.axis == .horizontal)
  }
}
