import Testing

@testable import DirectionalLayout

@Suite("UIKit semantic content attributes")
struct SemanticAttributeTests {
  /// UIKit's `UIView.userInterfaceLayoutDirection(for:relativeTo:)` and `UISemanticContentAttribute`
  /// documentation: attribute → (app LTR, app RTL).
  static let table: [(SemanticContentAttribute, TextDirection, TextDirection)] = [
    (.unspecified, .leftToRight, .rightToLeft),
    (.playback, .leftToRight, .leftToRight),
    (.spatial, .leftToRight, .leftToRight),
    (.forceLeftToRight, .leftToRight, .leftToRight),
    (.forceRightToLeft, .rightToLeft, .rightToLeft),
  ]

  @Test(arguments: table)
  func resolution(_ attribute: SemanticContentAttribute, ltr: TextDirection, rtl: TextDirection) {
    #expect(attribute.resolved(relativeTo: .leftToRight) == ltr)
    #expect(attribute.resolved(relativeTo: .rightToLeft) == rtl)
  }

  @Test(arguments: table)
  func effectiveDirectionOfAChild(
    _ attribute: SemanticContentAttribute, ltr: TextDirection, rtl: TextDirection
  )
    throws
  {
    let tree = LayoutNode(id: "root", children: [LayoutNode(id: "view", semantic: attribute)])
    #expect(try tree.layout(direction: .leftToRight)["view"]?.direction == ltr)
    #expect(try tree.layout(direction: .rightToLeft)["view"]?.direction == rtl)
  }

  @Test("unspecified inherits the parent's effective direction, not the app's (unlike UIKit)")
  func inheritance() throws {
    let tree = LayoutNode(
      id: "root",
      children: [
        LayoutNode(
          id: "player", semantic: .playback,
          children: [LayoutNode(id: "scrubber", children: [LayoutNode(id: "thumb")])])
      ])
    let result = try tree.layout(direction: .rightToLeft)
    #expect(result["root"]?.direction == .rightToLeft)
    #expect(result["player"]?.direction == .leftToRight)
    #expect(result["scrubber"]?.direction == .leftToRight)
    #expect(result["thumb"]?.direction == .leftToRight)
  }
}

@Suite("Taffy: a forced node is placed by its parent, its content by itself")
struct TaffyCaseTests {
  static func tree(child semantic: SemanticContentAttribute) -> LayoutNode {
    LayoutNode(
      id: "root", width: 200, height: 100, axis: .horizontal,
      children: [
        LayoutNode(
          id: "child", width: 100, axis: .horizontal, semantic: semantic,
          children: [LayoutNode(id: "grandchild", width: 50, height: 20)])
      ])
  }

  @Test func forcedLeftToRightInsideRightToLeft() throws {
    let result = try Self.tree(child: .forceLeftToRight).layout(direction: .rightToLeft)
    #expect(result["child"]?.x == 100)
    #expect(result["grandchild"]?.x == 0)
  }

  @Test func rightToLeftChild() throws {
    let result = try Self.tree(child: .forceRightToLeft).layout(direction: .rightToLeft)
    #expect(result["child"]?.x == 100)
    #expect(result["grandchild"]?.x == 50)
  }

  @Test("a forced-RTL subtree nested in a forced-LTR one inside an RTL layout")
  func nestedOpposites() throws {
    let tree = LayoutNode(
      id: "root", width: 300, height: 100, axis: .horizontal,
      children: [
        LayoutNode(
          id: "ltr", width: 200, axis: .horizontal, semantic: .forceLeftToRight,
          children: [
            LayoutNode(
              id: "rtl", width: 100, axis: .horizontal, semantic: .forceRightToLeft,
              children: [LayoutNode(id: "a", width: 30), LayoutNode(id: "b", width: 30)])
          ])
      ])
    let result = try tree.layout(direction: .rightToLeft)
    #expect(result["ltr"]?.x == 100)  // placed by the RTL root: flush right
    #expect(result["rtl"]?.x == 0)  // placed by the LTR parent: flush left
    #expect(result["a"]?.x == 70)  // the RTL stack starts on the right
    #expect(result["b"]?.x == 40)
    #expect(result["b"]?.absoluteX == 140)
  }
}

@Suite("Flip helper facts")
struct FlipHelperTests {
  @Test func rectInWidth100() {
    let rect = LayoutRect(x: 10, y: 20, width: 50, height: 30)
    #expect(rect.flipped(inWidth: 100) == LayoutRect(x: 40, y: 20, width: 50, height: 30))
    #expect(rect.flipped(inWidth: 100).flipped(inWidth: 100) == rect)
  }

  @Test func insets() {
    let insets = LayoutEdges(leading: 20, trailing: 40, top: 10, bottom: 30)
    #expect(
      insets.resolved(in: .rightToLeft) == PhysicalEdges(top: 10, left: 40, bottom: 30, right: 20))
    #expect(
      insets.resolved(in: .leftToRight) == PhysicalEdges(top: 10, left: 20, bottom: 30, right: 40))
    #expect(insets.resolved(in: .rightToLeft).mirrored == insets.resolved(in: .leftToRight))
  }
}

@Suite("Per-node results: images, text alignment, ordered items")
struct NodeAttributeTests {
  @Test func imagesFlipOnlyWhereTheNodeIsRightToLeft() throws {
    let tree = LayoutNode(
      id: "root",
      children: [
        LayoutNode(id: "back", image: ImageAttributes(flipsForRightToLeft: true)),
        LayoutNode(id: "logo", image: ImageAttributes(flipsForRightToLeft: false)),
        LayoutNode(
          id: "player", semantic: .playback,
          children: [LayoutNode(id: "forward", image: ImageAttributes(flipsForRightToLeft: true))]),
      ])
    let rtl = try tree.layout(direction: .rightToLeft)
    #expect(rtl["back"]?.mirrored == true)
    #expect(rtl["logo"]?.mirrored == false)
    #expect(rtl["forward"]?.mirrored == false)
    #expect(try tree.layout(direction: .leftToRight)["back"]?.mirrored == false)
  }

  struct AlignmentCase: CustomStringConvertible, Sendable {
    var alignment: TextAlignment
    var content: String
    var ltr: PhysicalTextAlignment
    var rtl: PhysicalTextAlignment
    var description: String { "\(alignment) \(content.debugDescription)" }
  }

  static let alignments: [AlignmentCase] = [
    AlignmentCase(alignment: .natural, content: "Hello", ltr: .left, rtl: .right),
    AlignmentCase(alignment: .leading, content: "Hello", ltr: .left, rtl: .right),
    AlignmentCase(alignment: .trailing, content: "Hello", ltr: .right, rtl: .left),
    AlignmentCase(alignment: .left, content: "Hello", ltr: .left, rtl: .left),
    AlignmentCase(alignment: .right, content: "Hello", ltr: .right, rtl: .right),
    AlignmentCase(alignment: .center, content: "Hello", ltr: .center, rtl: .center),
    AlignmentCase(alignment: .textStart, content: "Hello", ltr: .left, rtl: .left),
    AlignmentCase(alignment: .textStart, content: "שלום", ltr: .right, rtl: .right),
    AlignmentCase(alignment: .textStart, content: "123 مرحبا", ltr: .right, rtl: .right),
    // The first strong character skips isolates (P2): the LRI…PDI content does not count.
    AlignmentCase(
      alignment: .textStart, content: "\u{2066}abc\u{2069} שלום", ltr: .right, rtl: .right),
    // No strong character: the node's direction decides.
    AlignmentCase(alignment: .textStart, content: "123", ltr: .left, rtl: .right),
  ]

  @Test(arguments: alignments)
  func textAlignment(_ c: AlignmentCase) throws {
    let tree = LayoutNode(
      id: "label", text: TextAttributes(content: c.content, alignment: c.alignment))
    #expect(try tree.layout(direction: .leftToRight)["label"]?.textAlignment == c.ltr)
    #expect(try tree.layout(direction: .rightToLeft)["label"]?.textAlignment == c.rtl)
  }

  @Test func orderedItemsReverseOnlyInRightToLeft() throws {
    let tree = LayoutNode(
      id: "root",
      children: [
        LayoutNode(id: "toolbar", axis: .horizontal, reverseItems: true),
        LayoutNode(id: "media", axis: .horizontal, semantic: .playback, reverseItems: true),
      ])
    #expect(try tree.layout(direction: .leftToRight)["toolbar"]?.itemsReversed == false)
    #expect(try tree.layout(direction: .rightToLeft)["toolbar"]?.itemsReversed == true)
    #expect(try tree.layout(direction: .rightToLeft)["media"]?.itemsReversed == false)
  }
}
