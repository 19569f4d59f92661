import Testing

@testable import DirectionalLayout

/// Where BidiKit and Yoga 3 (PyPI `pyyoga`) disagree on purpose, and where BidiKit follows
/// CSS rules that older Yoga versions did not. Each case names the rule followed and gives
/// Yoga 3's result, measured with `Scripts/yoga-differential.py`'s tree builder; Taffy (PyPI
/// `stretchable`) is the second witness in left-to-right layouts. The differential script
/// leaves these cases out of its random trees.
@Suite("Yoga 3 differences and CSS choices")
struct YogaDifferenceTests {
  private func frame(_ node: NodeLayout?) -> [Double] {
    guard let node else { return [] }
    return [node.x, node.y, node.width, node.height]
  }

  @Test("a logical and a physical margin on one side: the logical one wins in RTL too (CSS)")
  func logicalBeatsPhysical() throws {
    let tree = LayoutNode(
      id: "r", width: 100, height: 50, axis: .horizontal,
      children: [LayoutNode(id: "a", width: 10, margin: LayoutEdges(leading: 5, right: 20))])
    #expect(frame(try tree.layout(direction: .leftToRight)["a"]) == [5, 0, 10, 50])
    // Yoga 3 adds both margins on the right and widens the fixed width: (45, 0, 50, 50).
    #expect(frame(try tree.layout(direction: .rightToLeft)["a"]) == [85, 0, 10, 50])
  }

  @Test("margins of an absolute node with its own direction resolve by that direction (CSS)")
  func absoluteMarginsByOwnDirection() throws {
    let tree = LayoutNode(
      id: "r", width: 100, height: 50, axis: .horizontal,
      children: [
        LayoutNode(
          id: "a", width: 10, height: 10, margin: LayoutEdges(trailing: 5), position: .absolute,
          semantic: .forceRightToLeft)
      ])
    // `trailing` of a right-to-left node is its left side. Yoga 3 resolves the margins of an
    // absolute node by its parent's direction ((0, 0) here), those of an in-flow node by its own.
    #expect(frame(try tree.layout(direction: .leftToRight)["a"]) == [5, 0, 10, 10])
    #expect(frame(try tree.layout(direction: .rightToLeft)["a"]) == [90, 0, 10, 10])
  }

  @Test("relative insets in a reversed stack move the node as CSS says (left moves it right)")
  func relativeInsetsInAReversedStack() throws {
    let tree = LayoutNode(
      id: "r", width: 100, height: 50, axis: .horizontal, reverse: true,
      children: [LayoutNode(id: "a", width: 10, insets: LayoutEdges(top: 5, left: 7))])
    // Taffy: (97, 5) in LTR. Yoga 3 moves the node the other way: (83, 5) and (-7, 5).
    #expect(frame(try tree.layout(direction: .leftToRight)["a"]) == [97, 5, 10, 50])
    #expect(frame(try tree.layout(direction: .rightToLeft)["a"]) == [7, 5, 10, 50])
  }

  @Test("relative insets of a node with its own direction move it as CSS says")
  func relativeInsetsOfAForcedNode() throws {
    let tree = LayoutNode(
      id: "r", width: 100, height: 50, axis: .horizontal,
      children: [
        LayoutNode(id: "a", width: 10, insets: LayoutEdges(left: 7), semantic: .forceRightToLeft)
      ])
    // Yoga 3: (-7, 0) in LTR.
    #expect(frame(try tree.layout(direction: .leftToRight)["a"]) == [7, 0, 10, 50])
  }

  @Test(
    "over-constrained insets: right dropped in LTR, left in RTL, bottom always (CSS 2.1 §10.3.7, §10.6.4)",
    arguments: [(StackAxis.horizontal, true), (.horizontal, false), (.vertical, true), (.vertical, false)])
  func overConstrainedInsets(axis: StackAxis, reverse: Bool) throws {
    let tree = LayoutNode(
      id: "r", width: 100, height: 50, axis: axis, reverse: reverse,
      children: [
        LayoutNode(
          id: "a", width: 10, height: 10, position: .absolute,
          insets: LayoutEdges(top: 5, bottom: 5, left: 5, right: 5))
      ])
    // Whatever the flex direction: the flow's start side does not decide.
    #expect(frame(try tree.layout(direction: .leftToRight)["a"]) == [5, 5, 10, 10])
    #expect(frame(try tree.layout(direction: .rightToLeft)["a"]) == [85, 5, 10, 10])
  }

  @Test("an absolute child without insets: the only item in the content box, margins counted")
  func absoluteChildInTheContentBox() throws {
    let tree = LayoutNode(
      id: "r", width: 100, height: 50, justify: .end, align: .center,
      padding: LayoutEdges(leading: 10, top: 4),
      children: [
        LayoutNode(
          id: "a", width: 10, height: 10, margin: LayoutEdges(leading: 2, bottom: 3),
          position: .absolute)
      ])
    // Across: centered in the 90 of content plus the margin; along: at the end, above the
    // bottom margin (CSS Flexbox §4.1; Yoga 3 agrees).
    #expect(frame(try tree.layout(direction: .leftToRight)["a"]) == [51, 37, 10, 10])
    #expect(frame(try tree.layout(direction: .rightToLeft)["a"]) == [39, 37, 10, 10])
  }

  @Test("an absolute only item of spaceAround/spaceEvenly is centered (CSS Flexbox §9.5)")
  func absoluteOnlyItemCentered() throws {
    for justify in [Justification.spaceAround, .spaceEvenly] {
      let tree = LayoutNode(
        id: "r", width: 100, height: 50, axis: .horizontal, justify: justify,
        padding: LayoutEdges(leading: 10),
        children: [LayoutNode(id: "a", width: 20, height: 10, position: .absolute)])
      #expect(frame(try tree.layout(direction: .leftToRight)["a"]) == [45, 0, 20, 10])
      #expect(frame(try tree.layout(direction: .rightToLeft)["a"]) == [35, 0, 20, 10])
    }
  }

  @Test("spaceAround/spaceEvenly with negative free space fall back to the start (safe)")
  func spaceWithNegativeFreeSpace() throws {
    for justify in [Justification.spaceAround, .spaceEvenly] {
      let tree = LayoutNode(
        id: "r", width: 100, height: 50, axis: .horizontal, justify: justify,
        children: [LayoutNode(id: "a", width: 80), LayoutNode(id: "b", width: 40)])
      // Yoga 3 and Taffy agree; BidiKit used to hand out the negative space (a at −6.7).
      let ltr = try tree.layout(direction: .leftToRight)
      #expect(ltr["a"]?.x == 0 && ltr["b"]?.x == 80)
      let rtl = try tree.layout(direction: .rightToLeft)
      #expect(rtl["a"]?.x == 20 && rtl["b"]?.x == -20)
    }
  }

  @Test("several shrinking children: one stopped at 0 is frozen, the others share again (CSS §9.7)")
  func shrinkingChildrenFreeze() throws {
    let tree = LayoutNode(
      id: "r", width: 60, height: 10, axis: .horizontal,
      children: [
        LayoutNode(id: "a", width: 150, shrink: 2), LayoutNode(id: "b", width: 150, shrink: 1),
      ])
    // Taffy: a 0 wide, b 60. Yoga 3's second pass gives both their basis back: 150 and 150.
    let ltr = try tree.layout(direction: .leftToRight)
    #expect(frame(ltr["a"]) == [0, 0, 0, 10])
    #expect(frame(ltr["b"]) == [0, 0, 60, 10])
  }

  @Test("a basis in a stack sized by its content is used (CSS); Yoga 3 ignores it")
  func basisInAContentSizedStack() throws {
    let tree = LayoutNode(id: "r", children: [LayoutNode(id: "a", basis: 100)])
    // Taffy: the stack and the child 100 tall. Yoga 3: both 0.
    let result = try tree.layout(direction: .leftToRight)
    #expect(result["r"]?.height == 100)
    #expect(result["a"]?.height == 100)
  }

  @Test("the only flexible child keeps its basis (CSS); Yoga 3 starts it from 0")
  func singleFlexChildKeepsItsBasis() throws {
    let tree = LayoutNode(
      id: "r", width: 200, axis: .horizontal,
      children: [LayoutNode(id: "a", width: 45, grow: 0.5, shrink: 2)])
    // Taffy: 45 + 155 / 2 = 122.5. Yoga 3: 200 / 2 = 100.
    #expect(try tree.layout(direction: .leftToRight)["a"]?.width == 122.5)
    #expect(try tree.layout(direction: .rightToLeft)["a"]?.x == 77.5)
  }

  @Test("a shrinking child of a bordered row shrinks to the room inside the border (CSS)")
  func shrinkInsideABorder() throws {
    let tree = LayoutNode(
      id: "n1",
      children: [
        LayoutNode(
          id: "n2", width: 12.5,
          children: [
            LayoutNode(
              id: "n4", axis: .horizontal, border: LayoutEdges(trailing: 7.5),
              children: [
                LayoutNode(id: "n5", width: 12.5, shrink: 1, padding: LayoutEdges(right: 5))
              ])
          ])
      ])
    // Taffy: 5 wide. Yoga 3 does not shrink it (12.5); found by the differential on seed 8, its
    // cause in Yoga not analysed.
    #expect(try tree.layout(direction: .leftToRight)["n5"]?.width == 5)
    #expect(try tree.layout(direction: .rightToLeft)["n5"]?.x == 7.5)
  }
}
