import Testing

@testable import DirectionalLayout

/// Absolute children of `position: static` nodes, as Yoga 3 lays them out (its
/// `YGStaticPositionTest` fixtures pass too): a static node ignores its insets and is not a
/// containing block (CSS 2.1 §10.1). Its absolute children are sized and placed by their insets
/// from the nearest ancestor that is not static; on an axis without insets they stay in the
/// static node's content box as its only item. Every frame here is Yoga 3's too (`pyyoga`).
@Suite("Absolute children of static nodes")
struct StaticPositionTests {
  private func frames(_ tree: LayoutNode, _ direction: TextDirection) throws -> [String: [Double]] {
    let result = try tree.layout(direction: direction)
    return Dictionary(
      uniqueKeysWithValues: result.nodes.map { ($0.id, [$0.x, $0.y, $0.width, $0.height]) })
  }

  @Test("a badge pinned to the card's top trailing corner through a static wrapper")
  func badgeFromTheCard() throws {
    let tree = LayoutNode(
      id: "card", width: 200, height: 100,
      padding: LayoutEdges(leading: 10, trailing: 10, top: 10, bottom: 10),
      children: [
        LayoutNode(
          id: "wrapper", width: 100, height: 50, margin: LayoutEdges(leading: 30, top: 20),
          position: .static, insets: LayoutEdges(leading: 7, top: 7),
          children: [
            LayoutNode(
              id: "badge", width: 10, height: 10, position: .absolute,
              insets: LayoutEdges(trailing: 0, top: 0))
          ])
      ])
    // The wrapper's insets do nothing; the badge is at the card's padding box corner (190, 0),
    // given relative to the wrapper at (40, 30).
    let ltr = try frames(tree, .leftToRight)
    #expect(ltr["wrapper"] == [40, 30, 100, 50])
    #expect(ltr["badge"] == [150, -30, 10, 10])
    let rtl = try frames(tree, .rightToLeft)
    #expect(rtl["wrapper"] == [60, 30, 100, 50])
    #expect(rtl["badge"] == [-60, -30, 10, 10])
  }

  @Test("without insets: the static node's only item, by its justification")
  func withoutInsets() throws {
    let tree = LayoutNode(
      id: "card", width: 200, height: 100,
      children: [
        LayoutNode(
          id: "wrapper", width: 100, height: 50, justify: .end,
          margin: LayoutEdges(leading: 30, top: 20), position: .static,
          children: [LayoutNode(id: "dot", width: 10, height: 10, position: .absolute)])
      ])
    let ltr = try frames(tree, .leftToRight)
    #expect(ltr["wrapper"] == [30, 20, 100, 50])
    #expect(ltr["dot"] == [0, 40, 10, 10])
    let rtl = try frames(tree, .rightToLeft)
    #expect(rtl["wrapper"] == [70, 20, 100, 50])
    #expect(rtl["dot"] == [90, 40, 10, 10])
  }

  @Test("through two static levels: percentages and insets of the first non-static ancestor")
  func twoStaticLevels() throws {
    let tree = LayoutNode(
      id: "card", width: 200, height: 100,
      children: [
        LayoutNode(
          id: "outer", width: 150, height: 80, margin: LayoutEdges(leading: 20), position: .static,
          children: [
            LayoutNode(
              id: "inner", width: 100, height: 50, margin: LayoutEdges(top: 10), position: .static,
              children: [
                LayoutNode(
                  id: "overlay", width: .percent(50), position: .absolute,
                  insets: LayoutEdges(leading: 5, top: 5, bottom: 5))
              ])
          ])
      ])
    // 50 % of the card's 200; 100 − 5 − 5 high; from the card's leading side, given relative
    // to `inner`.
    let ltr = try frames(tree, .leftToRight)
    #expect(ltr["overlay"] == [-15, -5, 100, 90])
    let rtl = try frames(tree, .rightToLeft)
    #expect(rtl["inner"] == [50, 10, 100, 50])
    #expect(rtl["overlay"] == [15, -5, 100, 90])
  }

  /// A deep chain of static nodes, each with an absolute badge: every badge is placed from the
  /// root (its containing block), whatever its depth; the offsets of the static nodes are added
  /// up once along the chain, not again for each badge.
  @Test(arguments: [TextDirection.leftToRight, .rightToLeft])
  func badgesAtEveryDepthOfAStaticChain(_ direction: TextDirection) throws {
    let depth = 300
    var node = LayoutNode(id: "leaf", width: 1, height: 1)
    for level in 0..<depth {
      let badge = LayoutNode(
        id: "b\(level)", width: 4, height: 4, position: .absolute,
        insets: LayoutEdges(trailing: 2, top: 1))
      node = LayoutNode(
        id: "n\(level)", margin: LayoutEdges(leading: 1, top: 1),
        position: level == depth - 1 ? .relative : .static, children: [node, badge])
    }
    let result = try node.layout(direction: direction)
    let root = try #require(result.nodes.first)
    let badges = result.nodes.filter { $0.id.hasPrefix("b") }
    #expect(badges.count == depth)
    for badge in badges {
      // Trailing inset 2 from the root's padding box (the root has no padding or border).
      let expectedX = direction == .leftToRight ? root.absoluteX + root.width - 2 - 4 : root.absoluteX + 2
      #expect(badge.absoluteX == expectedX, "\(badge.id)")
      #expect(badge.absoluteY == root.absoluteY + 1, "\(badge.id)")
    }
  }
}
