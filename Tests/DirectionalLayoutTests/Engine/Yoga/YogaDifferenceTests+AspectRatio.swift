import Testing

@testable import DirectionalLayout

/// Aspect ratios where Yoga 3.2 departs from CSS Sizing 4 §5 and BidiKit follows CSS: a ratio
/// only gives a size that is not fixed (`auto`), and it applies to the box inside the margins.
/// Yoga 3 sizes a flex item across from its main size by the ratio even over a fixed size, mixes
/// the margins into the ratio, and ignores a root's ratio. Yoga's results come from
/// `Scripts/yoga-differential.py`'s tree builder; Taffy (PyPI `stretchable`) gives BidiKit's
/// where noted. The differential script leaves these shapes out; the converter leaves out
/// Yoga's hand-written tests of the first three (`Scripts/convert-yoga-fixtures.py`).
extension YogaDifferenceTests {
  private func frameOf(_ id: String, _ tree: LayoutNode, _ direction: TextDirection) throws -> [Double] {
    let node = try tree.layout(direction: direction)[id]
    return [node?.x ?? .nan, node?.y ?? .nan, node?.width ?? .nan, node?.height ?? .nan]
  }

  @Test("both sizes fixed: the ratio has no effect (CSS Sizing 4 §5.1)")
  func ratioWithBothSizesFixed() throws {
    let tree = LayoutNode(
      id: "r", width: 100, height: 100, axis: .horizontal, align: .start,
      children: [LayoutNode(id: "a", width: 100, height: 50, aspectRatio: 1)])
    // Taffy: (0, 0, 100, 50). Yoga 3 (its test aspect_ratio_both_dimensions_defined_row):
    // the height from the width, 100.
    #expect(try frameOf("a", tree, .leftToRight) == [0, 0, 100, 50])
    #expect(try frameOf("a", tree, .rightToLeft) == [0, 0, 100, 50])
  }

  @Test("a fixed height in a row stays when the width grows (CSS Sizing 4 §5.1)")
  func fixedSizeAcrossKeptWhenGrowing() throws {
    let tree = LayoutNode(
      id: "r", width: 200, height: 200, axis: .horizontal, align: .start,
      children: [LayoutNode(id: "a", height: 50, aspectRatio: 1, grow: 1)])
    // Taffy: (0, 0, 200, 50): the basis 50 comes from the height, the growth changes only the
    // width. Yoga 3 gives the height the grown width: 200.
    #expect(try frameOf("a", tree, .leftToRight) == [0, 0, 200, 50])
    #expect(try frameOf("a", tree, .rightToLeft) == [0, 0, 200, 50])
  }

  @Test("a fixed height in a row stays when a minimum width widens it")
  func fixedSizeAcrossKeptAtAMinimum() throws {
    let tree = LayoutNode(
      id: "r", width: 200, height: 100, axis: .horizontal, align: .start,
      children: [
        LayoutNode(id: "a", height: 20, minWidth: 60, aspectRatio: 2),
        LayoutNode(id: "b", width: 10, height: 10),
      ])
    // Yoga 3: the height from the width of 60, 30.
    #expect(try frameOf("a", tree, .leftToRight) == [0, 0, 60, 20])
    #expect(try frameOf("b", tree, .leftToRight) == [60, 0, 10, 10])
    #expect(try frameOf("a", tree, .rightToLeft) == [140, 0, 60, 20])
    #expect(try frameOf("b", tree, .rightToLeft) == [130, 0, 10, 10])
  }

  @Test("margins are outside the ratio: a stretched child's height from its width alone")
  func marginsOutsideTheRatio() throws {
    let tree = LayoutNode(
      id: "c", width: 45,
      children: [LayoutNode(id: "a", aspectRatio: 1.5, margin: LayoutEdges(bottom: 5))])
    // Yoga 3 takes the bottom margin from the height twice over: (0, 0, 37.5, 25), and the
    // column 30 high.
    #expect(try frameOf("a", tree, .leftToRight) == [0, 0, 45, 30])
    #expect(try frameOf("c", tree, .leftToRight) == [0, 0, 45, 35])
    #expect(try frameOf("a", tree, .rightToLeft) == [0, 0, 45, 30])
  }

  @Test("the root's ratio gives the size it does not fix (Yoga 3 ignores it)")
  func rootRatio() throws {
    let tree = LayoutNode(id: "r", width: 200, aspectRatio: 2)
    // Taffy: (0, 0, 200, 100). Yoga 3: the height of the content, 0.
    #expect(try frameOf("r", tree, .leftToRight) == [0, 0, 200, 100])
    #expect(try frameOf("r", tree, .rightToLeft) == [0, 0, 200, 100])
  }
}
