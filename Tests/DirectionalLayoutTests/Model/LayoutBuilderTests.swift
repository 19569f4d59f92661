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
}
