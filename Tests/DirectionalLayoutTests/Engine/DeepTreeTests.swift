import Testing

@testable import DirectionalLayout

@Suite("Deep trees: no recursion")
struct DeepTreeTests {
  /// A chain `depth` levels deep, each level but the root and the leaf inset by a leading margin of 1.
  static func chain(depth: Int) -> LayoutNode {
    var node = LayoutNode(id: "n\(depth - 1)", width: 1, height: 1)
    for level in stride(from: depth - 2, through: 1, by: -1) {
      node = LayoutNode(id: "n\(level)", margin: LayoutEdges(leading: 1), children: [node])
    }
    node = LayoutNode(id: "n0", children: [node])
    return node
  }

  @Test func tenThousandLevels() throws {
    let depth = 10_000
    let tree = Self.chain(depth: depth)
    let rtl = try tree.layout(direction: .rightToLeft)
    #expect(rtl.nodes.count == depth)
    // Every level but the root is inset by 1 from its parent's right edge.
    let deepest = try #require(rtl.nodes.last)
    #expect(deepest.width == 1)
    #expect(rtl.nodes[0].width == Double(depth - 1))  // 9 998 margins and the leaf
    #expect(deepest.absoluteX == 0)
    let ltr = try tree.layout(direction: .leftToRight)
    #expect(ltr.nodes.last?.absoluteX == Double(depth - 2))
    #expect(try LayoutLint.findings(in: tree).isEmpty)
    try LayoutValidation.validate(tree)
  }

  @Test("10 000 levels in a room too tight for them: bounded measurement, no deep recursion")
  func tenThousandLevelsInATightRoom() throws {
    let depth = 10_000
    var tree = Self.chain(depth: depth)
    tree.width = 5_000  // the chain needs 9 999 points across
    tree.axis = .horizontal
    let rtl = try tree.layout(direction: .rightToLeft)
    #expect(rtl.nodes.count == depth)
    #expect(rtl.nodes.allSatisfy { $0.x.isFinite && $0.width.isFinite && $0.width >= 0 })
    #expect(rtl.nodes[0].width == 5_000)
  }

  @Test func mirrorTenThousandLevels() {
    // Each frame is one point narrower than its parent, flush left: flush right once mirrored.
    var node = FrameNode(id: "leaf", frame: LayoutRect(x: 0, y: 0, width: 1, height: 1))
    for level in 0..<10_000 {
      node = FrameNode(
        id: "n\(level)", frame: LayoutRect(x: 0, y: 0, width: Double(level + 2), height: 1),
        children: [node])
    }
    var mirrored = mirror(frames: [node], width: 10_002)
    var depth = 0
    while let first = mirrored.first {
      #expect(first.frame.x == 1)
      mirrored = first.children
      depth += 1
    }
    #expect(depth == 10_001)
  }
}
