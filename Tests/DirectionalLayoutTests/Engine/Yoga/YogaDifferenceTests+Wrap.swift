import Testing

@testable import DirectionalLayout

/// Wrapping stacks where Yoga 3.2 departs from CSS Flexbox §9.3–9.4 and BidiKit follows CSS;
/// Taffy (PyPI `stretchable`) gives BidiKit's frames in left-to-right layouts. The differential
/// script leaves these shapes out (see `normalize_wrapping` in Scripts/yoga-differential.py).
extension YogaDifferenceTests {
  private func frames(_ tree: LayoutNode, _ ids: [String], _ direction: TextDirection) throws
    -> [[Double]]
  {
    let result = try tree.layout(direction: direction)
    return ids.map { id in result[id].map { [$0.x, $0.y, $0.width, $0.height] } ?? [] }
  }

  @Test("a margin across a child of a wrapping stack counts when it is aligned in its line")
  func marginAcrossInALine() throws {
    let tree = LayoutNode(
      id: "r", width: 100, height: 100, axis: .horizontal, wrap: .wrap, align: .start,
      children: [
        LayoutNode(id: "a", width: 30, height: 20, margin: LayoutEdges(top: 5)),
        LayoutNode(id: "b", width: 30, height: 40),
      ])
    // Taffy: (0, 5). Yoga 3 drops the margin in a wrapping stack: (0, 0) and (70, 0).
    #expect(try frames(tree, ["a"], .leftToRight) == [[0, 5, 30, 20]])
    #expect(try frames(tree, ["a"], .rightToLeft) == [[70, 5, 30, 20]])
  }

  @Test("insets of a static child of a wrapping stack do nothing (CSS 2.1 §9.3.1)")
  func staticInsetsInALine() throws {
    let tree = LayoutNode(
      id: "r", width: 100, height: 50, axis: .horizontal, wrap: .wrap, align: .start,
      children: [
        LayoutNode(id: "a", width: 30, height: 20, position: .static, insets: LayoutEdges(top: 7.5)),
        LayoutNode(id: "b", width: 30, height: 20, insets: LayoutEdges(top: 7.5)),
      ])
    // Yoga 3 moves the static child by its inset in a wrapping stack: (0, 7.5).
    #expect(try frames(tree, ["a", "b"], .leftToRight) == [[0, 0, 30, 20], [30, 7.5, 30, 20]])
    #expect(try frames(tree, ["a", "b"], .rightToLeft) == [[70, 0, 30, 20], [40, 7.5, 30, 20]])
  }

  @Test("a stretched child fills its line, not the space between lines (CSS Flexbox §9.4 step 11)")
  func stretchToTheLineOnly() throws {
    let tree = LayoutNode(
      id: "r", width: 100, height: 100, axis: .horizontal, wrap: .wrap,
      alignContent: .spaceBetween,
      children: [
        LayoutNode(id: "a", width: 40, height: 20), LayoutNode(id: "b", width: 40),
        LayoutNode(id: "c", width: 40, height: 30),
      ])
    // Taffy: b is (40, 0, 40, 20). Yoga 3 adds the space after the line: height 70.
    #expect(try frames(tree, ["b", "c"], .leftToRight) == [[40, 0, 40, 20], [0, 70, 40, 30]])
    #expect(try frames(tree, ["b", "c"], .rightToLeft) == [[20, 0, 40, 20], [60, 70, 40, 30]])
  }

  @Test("one line of a wrapping stack is as large as its children, and alignContent moves it")
  func oneLineIsAligned() throws {
    let tree = LayoutNode(
      id: "r", width: 100, height: 100, axis: .horizontal, wrap: .wrap, alignContent: .center,
      children: [LayoutNode(id: "a", width: 40, height: 20), LayoutNode(id: "b", width: 40)])
    // Taffy: both at y = 40. Yoga 3 measures the stretched b at the stack's height first, so
    // its one line fills the stack and stays at the top: y = 0.
    #expect(try frames(tree, ["a", "b"], .leftToRight) == [[0, 40, 40, 20], [40, 40, 40, 20]])
    #expect(try frames(tree, ["a", "b"], .rightToLeft) == [[60, 40, 40, 20], [20, 40, 40, 20]])
  }

  @Test("wrapReverse starts the lines after the padding at the cross end (CSS Flexbox §5.2)")
  func wrapReverseKeepsPaddingSides() throws {
    let tree = LayoutNode(
      id: "r", width: 100, height: 100, axis: .horizontal, wrap: .wrapReverse,
      padding: LayoutEdges(top: 10), children: [LayoutNode(id: "a", width: 30, height: 20)])
    // Taffy: (0, 80). Yoga 3 mirrors the lines across the border box: the top padding ends
    // up at the bottom, (0, 70).
    #expect(try frames(tree, ["a"], .leftToRight) == [[0, 80, 30, 20]])
    #expect(try frames(tree, ["a"], .rightToLeft) == [[70, 80, 30, 20]])
  }

  @Test("an absolute wrapping stack with only a maximum along its axis breaks lines there")
  func wrapAtTheMaximum() throws {
    let tree = LayoutNode(
      id: "r", width: 200, height: 200,
      children: [
        LayoutNode(
          id: "c", maxHeight: 60, wrap: .wrap, align: .start, position: .absolute,
          children: [
            LayoutNode(id: "a", width: 100, height: 10), LayoutNode(id: "b", width: 10, height: 60),
          ])
      ])
    // Taffy: c is (0, 0, 110, 60) with b in a second column. Yoga 3 breaks no line there:
    // c is 100 wide and b overflows it.
    #expect(try frames(tree, ["c", "b"], .leftToRight) == [[0, 0, 110, 60], [100, 0, 10, 60]])
    #expect(try frames(tree, ["c", "b"], .rightToLeft) == [[90, 0, 110, 60], [0, 0, 10, 60]])
  }

  @Test("gaps are counted between in-flow children only when a wrapping stack fits in a limit")
  func gapsOfInFlowChildrenOnly() throws {
    let tree = LayoutNode(
      id: "r", width: 100, axis: .horizontal, align: .start,
      children: [
        LayoutNode(
          id: "w", axis: .horizontal, columnGap: 10, wrap: .wrap,
          children: [
            LayoutNode(id: "a", width: 45, height: 10), LayoutNode(id: "b", width: 40, height: 10),
            LayoutNode(id: "c", position: .absolute),
          ])
      ])
    // Taffy: w is 95 wide. Yoga 3 counts a gap for the absolute child too, finds 105 > 100
    // and gives w the whole 100.
    #expect(try frames(tree, ["w", "b"], .leftToRight) == [[0, 0, 95, 10], [55, 0, 40, 10]])
    #expect(try frames(tree, ["w", "b"], .rightToLeft) == [[5, 0, 95, 10], [0, 0, 40, 10]])
  }
}
