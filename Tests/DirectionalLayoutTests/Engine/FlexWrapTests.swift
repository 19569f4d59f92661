import Testing

@testable import DirectionalLayout

/// Wrapping stacks (`wrap`, `alignContent`, row and column gaps), LTR and RTL: the lines of a
/// row start at the leading side. Expected frames are Yoga 3's (PyPI `pyyoga`) for the same
/// trees; the cases where Yoga 3 departs from CSS are in `YogaDifferenceTests+Wrap.swift`.
@Suite("Wrapping stacks")
struct FlexWrapTests {
  private func frames(_ tree: LayoutNode, _ ids: [String], _ direction: TextDirection) throws
    -> [[Double]]
  {
    let result = try tree.layout(direction: direction)
    return ids.map { id in result[id].map { [$0.x, $0.y, $0.width, $0.height] } ?? [] }
  }

  static let chips = LayoutNode(
    id: "chips", width: 100, axis: .horizontal, spacing: 4, wrap: .wrap,
    children: [
      LayoutNode(id: "a", width: 40, height: 20), LayoutNode(id: "b", width: 30, height: 20),
      LayoutNode(id: "c", width: 50, height: 20), LayoutNode(id: "d", width: 20, height: 20),
    ])

  @Test("a chip group wraps: a second line after the row gap, each line from the leading side")
  func chipGroup() throws {
    let ids = ["chips", "a", "b", "c", "d"]
    #expect(
      try frames(Self.chips, ids, .leftToRight) == [
        [0, 0, 100, 44], [0, 0, 40, 20], [44, 0, 30, 20], [0, 24, 50, 20], [54, 24, 20, 20],
      ])
    #expect(
      try frames(Self.chips, ids, .rightToLeft) == [
        [0, 0, 100, 44], [60, 0, 40, 20], [26, 0, 30, 20], [50, 24, 50, 20], [26, 24, 20, 20],
      ])
  }

  @Test("columns wrap in reverse from the trailing side, lines spaced apart, gaps by axis")
  func reversedColumns() throws {
    let tree = LayoutNode(
      id: "r", width: 100, height: 50, rowGap: 2, columnGap: 6, wrap: .wrapReverse,
      alignContent: .spaceBetween,
      children: [
        LayoutNode(id: "a", width: 20, height: 30), LayoutNode(id: "b", width: 30, height: 15),
        LayoutNode(id: "c", width: 10, height: 30),
      ])
    let ids = ["a", "b", "c"]
    #expect(
      try frames(tree, ids, .leftToRight) == [[80, 0, 20, 30], [70, 32, 30, 15], [0, 0, 10, 30]])
    #expect(
      try frames(tree, ids, .rightToLeft) == [[0, 0, 20, 30], [0, 32, 30, 15], [90, 0, 10, 30]])
  }

  @Test(
    "alignContent shares the room across between lines",
    arguments: [
      (ContentAlignment.start, [0.0, 20]), (.center, [30, 50]), (.end, [60, 80]),
      (.spaceBetween, [0, 80]), (.spaceAround, [15, 65]), (.spaceEvenly, [20, 60]),
    ])
  func alignContent(_ alignment: ContentAlignment, _ lineTops: [Double]) throws {
    let tree = LayoutNode(
      id: "r", width: 50, height: 100, axis: .horizontal, wrap: .wrap, alignContent: alignment,
      children: [
        LayoutNode(id: "a", width: 30, height: 20), LayoutNode(id: "b", width: 30, height: 20),
      ])
    let result = try tree.layout(direction: .rightToLeft)
    #expect([result["a"]?.y, result["b"]?.y] == lineTops)
    #expect([result["a"]?.x, result["b"]?.x] == [20, 20])
  }

  @Test("alignContent stretch grows the lines, and stretched children with them")
  func stretchLines() throws {
    let tree = LayoutNode(
      id: "r", width: 50, height: 100, axis: .horizontal, wrap: .wrap, alignContent: .stretch,
      children: [LayoutNode(id: "a", width: 30, height: 20), LayoutNode(id: "b", width: 30)])
    #expect(
      try frames(tree, ["a", "b"], .leftToRight) == [[0, 0, 30, 20], [0, 60, 30, 40]])
  }

  @Test("a wrapping stack in a limit it overflows takes the limit; growth fills each line")
  func growInLines() throws {
    let tree = LayoutNode(
      id: "r", width: 100, axis: .horizontal, align: .start,
      children: [
        LayoutNode(
          id: "w", axis: .horizontal, wrap: .wrap,
          children: [
            LayoutNode(id: "a", width: 60, height: 10, grow: 1),
            LayoutNode(id: "b", width: 60, height: 10),
          ])
      ])
    let ids = ["w", "a", "b"]
    #expect(
      try frames(tree, ids, .leftToRight) == [[0, 0, 100, 20], [0, 0, 100, 10], [0, 10, 60, 10]])
    #expect(
      try frames(tree, ids, .rightToLeft) == [[0, 0, 100, 20], [0, 0, 100, 10], [40, 10, 60, 10]])
  }

  @Test("semantic attributes keep working in wrapped lines: a forced left-to-right group")
  func forcedDirectionInLines() throws {
    var tree = Self.chips
    tree.semantic = .forceLeftToRight
    #expect(
      try frames(tree, ["b", "d"], .rightToLeft) == [[44, 0, 30, 20], [54, 24, 20, 20]])
  }
}
