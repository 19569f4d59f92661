import DirectionalLayout
import Testing

/// Trees written with the result builder (`Row`, `Column`, `containing`) are the trees written
/// out with `children:` arrays, and lay out as they do.
@Suite("layout trees built with LayoutBuilder")
struct LayoutBuilderTests {
  /// The toolbar of the Getting started article, written out.
  static let explicitToolbar = LayoutNode(
    id: "toolbar", width: 320, height: 44, axis: .horizontal, align: .center,
    padding: LayoutEdges(leading: 8, trailing: 8),
    children: [
      LayoutNode(id: "back", width: 32, height: 32, image: ImageAttributes(flipsForRightToLeft: true)),
      LayoutNode(
        id: "title", height: 20, grow: 1, margin: LayoutEdges(leading: 8),
        text: TextAttributes(content: "Inbox", alignment: .natural)),
      LayoutNode(
        id: "player", width: 96, height: 32, axis: .horizontal, semantic: .playback,
        children: [LayoutNode(id: "rewind", width: 32), LayoutNode(id: "play", width: 32)]),
    ])

  /// The same toolbar, built; `showsPlayer` false leaves the player out.
  static func builtToolbar(showsPlayer: Bool = true) -> LayoutNode {
    Row(id: "toolbar", width: 320, height: 44, align: .center, padding: LayoutEdges(leading: 8, trailing: 8))
    {
      LayoutNode(id: "back", width: 32, height: 32, image: ImageAttributes(flipsForRightToLeft: true))
      LayoutNode(
        id: "title", height: 20, grow: 1, margin: LayoutEdges(leading: 8),
        text: TextAttributes(content: "Inbox", alignment: .natural))
      if showsPlayer {
        Row(id: "player", width: 96, height: 32, semantic: .playback) {
          for id in ["rewind", "play"] { LayoutNode(id: id, width: 32) }
        }
      }
    }.node
  }

  @Test("the built toolbar is the written one, and lays out as it does in both directions")
  func toolbar() throws {
    let built = Self.builtToolbar()
    #expect(built == Self.explicitToolbar)
    for direction in [TextDirection.leftToRight, .rightToLeft] {
      #expect(
        try built.layout(direction: direction) == (try Self.explicitToolbar.layout(direction: direction)))
    }
    let rtl = try built.layout(direction: .rightToLeft)
    #expect(rtl["back"]?.x == 280 && rtl["back"]?.mirrored == true && rtl["rewind"]?.x == 0)
    // Without the player: the other children, in order.
    var withoutPlayer = Self.explicitToolbar
    withoutPlayer.children.removeLast()
    #expect(Self.builtToolbar(showsPlayer: false) == withoutPlayer)
  }

  @Test("columns, if/else, switch, if let and containing build the children written out")
  func controlFlow() {
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
    #expect(form(.image, footer: "Thanks", wide: false) == expected)
    let other = form(.text, footer: nil, wide: true)
    #expect(other.children.map(\.id) == ["a", "b", "grid"])
    #expect(other.children[0].text?.content == "A" && other.children[1].height == 40)
  }
}
