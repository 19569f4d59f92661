import Testing

@testable import DirectionalLayout

/// Percentages where Yoga 3.2 departs from CSS (CSS Box Model §5–6, CSS Sizing §5.2.1) and
/// BidiKit follows CSS; Taffy (PyPI `stretchable`) gives BidiKit's frames. The differential
/// script leaves these shapes out.
extension YogaDifferenceTests {
  @Test("minimums in percent are of the parent's inner size (CSS), not the grandparent's")
  func percentMinimumsOfTheParent() throws {
    let tree = LayoutNode(
      id: "g", width: 100, height: 200,
      children: [
        LayoutNode(
          id: "p", width: 40, height: 80,
          children: [LayoutNode(id: "c", minWidth: .percent(50), minHeight: .percent(50), alignSelf: .start)])
      ])
    // Taffy: (0, 0, 20, 40). Yoga 3 takes the minimum height of g's 200: height 100.
    let ltr = try tree.layout(direction: .leftToRight)["c"]
    #expect([ltr?.x, ltr?.y, ltr?.width, ltr?.height] == [0, 0, 20, 40])
    let rtl = try tree.layout(direction: .rightToLeft)["c"]
    #expect([rtl?.x, rtl?.y, rtl?.width, rtl?.height] == [20, 0, 20, 40])
  }

  @Test("a vertical margin in percent of an absolute child is of the containing block's width")
  func percentMarginOfAnAbsoluteChild() throws {
    let tree = LayoutNode(
      id: "m", width: 100, height: 20,
      children: [
        LayoutNode(
          id: "a", width: 5, height: 5, margin: LayoutEdges(top: .percent(10)),
          position: .absolute, insets: LayoutEdges(top: 0))
      ])
    // Taffy: y = 10 (10 % of the width 100). Yoga 3, with an inset on that side, takes it of
    // the height: y = 2.
    #expect(try tree.layout(direction: .leftToRight)["a"]?.y == 10)
    #expect(try tree.layout(direction: .rightToLeft)["a"]?.x == 95)
  }

  @Test("auto margins of an absolute child share the room between its insets (CSS 2.1 §10.3.7)")
  func autoMarginsOfAnAbsoluteChild() throws {
    let tree = LayoutNode(
      id: "m", width: 100, height: 60, axis: .horizontal,
      children: [
        LayoutNode(
          id: "a", width: 40, height: 20,
          margin: LayoutEdges(top: .auto, bottom: .auto, left: .auto, right: .auto),
          position: .absolute, insets: LayoutEdges(top: 0, bottom: 0, left: 0, right: 0))
      ])
    // Taffy: (30, 20). Yoga 3 counts the auto margins as 0 and keeps the top and the
    // reading direction's start: (0, 0) in LTR.
    for direction in [TextDirection.leftToRight, .rightToLeft] {
      let a = try tree.layout(direction: direction)["a"]
      #expect([a?.x, a?.y, a?.width, a?.height] == [30, 20, 40, 20])
    }
  }
}
