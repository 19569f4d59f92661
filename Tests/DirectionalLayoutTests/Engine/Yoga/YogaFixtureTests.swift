import Testing

@testable import DirectionalLayout

/// A Yoga fixture (facebook/yoga `tests/generated/*Test.cpp`, from `gentest/fixtures/*.html`): a tree and
/// the x (and sometimes y, width) of some nodes in LTR and RTL.
struct YogaFixture: CustomStringConvertible, Sendable {
  var description: String
  var root: LayoutNode
  /// id → (ltr frame part, rtl frame part); nil parts are not checked.
  var expected: [String: (ltr: Expect, rtl: Expect)]

  struct Expect: Sendable {
    var x: Double
    var y: Double? = nil
    var width: Double? = nil
  }
}

private func row(
  width: Double = 100, justify: Justification = .start, reverse: Bool = false, spacing: Double = 0,
  _ children: [LayoutNode]
) -> LayoutNode {
  LayoutNode(
    id: "root", width: .points(width), height: 100, axis: .horizontal, reverse: reverse, spacing: spacing,
    justify: justify, children: children)
}

private func boxes(_ count: Int, width: Double = 10) -> [LayoutNode] {
  (0..<count).map { LayoutNode(id: "c\($0)", width: .points(width)) }
}

private typealias E = YogaFixture.Expect

let yogaFixtures: [YogaFixture] = [
  YogaFixture(
    description: "1 row, margin-start 10",
    root: row([LayoutNode(id: "c0", width: 10, margin: LayoutEdges(leading: 10))]),
    expected: ["c0": (E(x: 10), E(x: 80))]),
  YogaFixture(
    description: "2 row, justify end, margin-end 10",
    root: row(justify: .end, [LayoutNode(id: "c0", width: 10, margin: LayoutEdges(trailing: 10))]),
    expected: ["c0": (E(x: 80), E(x: 10))]),
  YogaFixture(
    description: "3 row, three children",
    root: row(boxes(3)),
    expected: ["c0": (E(x: 0), E(x: 90)), "c1": (E(x: 10), E(x: 80)), "c2": (E(x: 20), E(x: 70))]),
  YogaFixture(
    description: "4 row-reverse, three children",
    root: row(reverse: true, boxes(3)),
    expected: ["c0": (E(x: 90), E(x: 0)), "c1": (E(x: 80), E(x: 10)), "c2": (E(x: 70), E(x: 20))]),
  YogaFixture(
    description: "5 row 102 wide, justify end",
    root: row(width: 102, justify: .end, boxes(3)),
    expected: ["c0": (E(x: 72), E(x: 20)), "c1": (E(x: 82), E(x: 10)), "c2": (E(x: 92), E(x: 0))]),
  YogaFixture(
    description: "6 row 102 wide, space-between",
    root: row(width: 102, justify: .spaceBetween, boxes(3)),
    expected: ["c0": (E(x: 0), E(x: 92)), "c1": (E(x: 46), E(x: 46)), "c2": (E(x: 92), E(x: 0))]),
  YogaFixture(
    description: "7 column, align start",
    root: LayoutNode(
      id: "root", width: 100, height: 100, align: .start,
      children: [LayoutNode(id: "c0", width: 10, height: 10)]),
    expected: ["c0": (E(x: 0), E(x: 90))]),
  YogaFixture(
    description: "8 padding start 10 end 20 bottom 20, centered child",
    root: LayoutNode(
      id: "root", width: 100, height: 100, justify: .center, align: .center,
      padding: LayoutEdges(leading: 10, trailing: 20, bottom: 20),
      children: [LayoutNode(id: "c0", width: 10, height: 10)]),
    expected: ["c0": (E(x: 40, y: 35), E(x: 50, y: 35))]),
  YogaFixture(
    description: "9 padding-left 20 and padding-end 50: logical beats physical",
    root: LayoutNode(
      id: "root", width: 200, height: 200, padding: LayoutEdges(trailing: 50, left: 20),
      children: [LayoutNode(id: "c0", height: 50)]),
    expected: ["c0": (E(x: 20, width: 130), E(x: 50, width: 150))]),
  YogaFixture(
    description: "10 absolute at start 10, top 10",
    root: LayoutNode(
      id: "root", width: 100, height: 100,
      children: [
        LayoutNode(
          id: "c0", width: 10, height: 10, position: .absolute,
          insets: LayoutEdges(leading: 10, top: 10))
      ]),
    expected: ["c0": (E(x: 10, y: 10), E(x: 80, y: 10))]),
  YogaFixture(
    description: "11 absolute at end 10, bottom 10",
    root: LayoutNode(
      id: "root", width: 100, height: 100,
      children: [
        LayoutNode(
          id: "c0", width: 10, height: 10, position: .absolute,
          insets: LayoutEdges(trailing: 10, bottom: 10))
      ]),
    expected: ["c0": (E(x: 80, y: 80), E(x: 10, y: 80))]),
  YogaFixture(
    description: "12 root 52x52 with left 72 is never mirrored",
    root: LayoutNode(id: "root", width: 52, height: 52, insets: LayoutEdges(left: 72)),
    expected: ["root": (E(x: 72), E(x: 72))]),
  YogaFixture(
    description: "13 row 80 wide, gap 10, three growing children",
    root: row(
      width: 80, spacing: 10, (0..<3).map { LayoutNode(id: "c\($0)", grow: 1) }),
    expected: [
      "c0": (E(x: 0, width: 20), E(x: 60, width: 20)),
      "c1": (E(x: 30, width: 20), E(x: 30, width: 20)),
      "c2": (E(x: 60, width: 20), E(x: 0, width: 20)),
    ]),
]

@Suite("Yoga fixtures, LTR and RTL")
struct YogaFixtureTests {
  @Test(arguments: yogaFixtures)
  func fixture(_ fixture: YogaFixture) throws {
    for direction in TextDirection.allCases {
      let result = try fixture.root.layout(direction: direction)
      for (id, expectation) in fixture.expected {
        let want = direction == .leftToRight ? expectation.ltr : expectation.rtl
        let node = try #require(result[id])
        #expect(node.x == want.x, "\(id) x in \(direction)")
        if let y = want.y { #expect(node.y == y, "\(id) y in \(direction)") }
        if let width = want.width { #expect(node.width == width, "\(id) width in \(direction)") }
      }
    }
  }
}
