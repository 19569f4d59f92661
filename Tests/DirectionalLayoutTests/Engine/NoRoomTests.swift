import Testing

@testable import DirectionalLayout

/// Yoga measures a node that has children, within a room of zero or less on an axis, as the
/// space it was given (its "AtMost 0" shortcut), at any depth. Expected frames are Yoga 1.19's
/// (PyPI `poga`), the same in LTR and RTL.
@Suite("No room: Yoga's zero-room measurement at any depth")
struct NoRoomTests {
  /// A stack with no room across is measured as tall as the room along: its grandchild too.
  @Test(arguments: [TextDirection.leftToRight, .rightToLeft])
  func grandchildWithNoRoomAcross(_ direction: TextDirection) throws {
    let tree = LayoutNode(
      id: "root", reverse: true,
      children: [
        LayoutNode(
          id: "fixed", height: 100,
          children: [
            LayoutNode(
              id: "centered", alignSelf: .center,
              children: [
                LayoutNode(
                  id: "row", axis: .horizontal,
                  children: [LayoutNode(id: "leaf", axis: .horizontal)])
              ])
          ])
      ])
    let frames = Dictionary(
      uniqueKeysWithValues: try tree.layout(direction: direction).nodes.map { ($0.id, $0) })
    for id in ["centered", "row", "leaf"] {
      #expect(frames[id]?.width == 0, "\(id)")
      #expect(frames[id]?.height == 100, "\(id)")
    }
  }

  /// A child laid out (not only measured) keeps its content even with no room: only stacks
  /// being measured take the shortcut.
  @Test(arguments: [TextDirection.leftToRight, .rightToLeft])
  func laidOutChildKeepsItsContent(_ direction: TextDirection) throws {
    let tree = LayoutNode(
      id: "root", width: 12.5, align: .center, semantic: .forceRightToLeft,
      children: [
        LayoutNode(
          id: "column", align: .end, margin: LayoutEdges(right: 7.5),
          children: [
            LayoutNode(
              id: "row", axis: .horizontal, margin: LayoutEdges(trailing: 5),
              children: [
                LayoutNode(id: "leaf", axis: .horizontal, padding: LayoutEdges(right: 5))
              ])
          ])
      ])
    let column = try #require(
      try tree.layout(direction: direction).nodes.first { $0.id == "column" })
    #expect(column.width == 10)
    #expect(column.x == -2.5)
  }

  /// A fixed width that leaves no room inside still measures the grandchild as tall as the
  /// room along, however roomy the ancestors (seed 7 of `Scripts/yoga-differential.py`, shrunk).
  /// Expected frames (x, y, width, height) are Yoga 1.19's.
  @Test(arguments: [TextDirection.leftToRight, .rightToLeft])
  func fixedWidthWithNoRoomInside(_ direction: TextDirection) throws {
    let tree = LayoutNode(
      id: "root", height: 60,
      children: [
        LayoutNode(
          id: "column",
          children: [
            LayoutNode(
              id: "fixed", width: 10, align: .end, padding: LayoutEdges(left: 10),
              children: [
                LayoutNode(
                  id: "row", axis: .horizontal, children: [LayoutNode(id: "leaf")])
              ])
          ])
      ])
    let frames = Dictionary(
      uniqueKeysWithValues: try tree.layout(direction: direction).nodes.map {
        ($0.id, [$0.x, $0.y, $0.width, $0.height])
      })
    #expect(frames["column"] == [0, 0, 10, 60])
    #expect(frames["fixed"] == [0, 0, 10, 60])
    #expect(frames["row"] == [10, 0, 0, 60])
    #expect(frames["leaf"] == [0, 0, 0, 60])
  }
}
