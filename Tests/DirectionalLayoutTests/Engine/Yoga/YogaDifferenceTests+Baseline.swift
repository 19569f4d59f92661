import Testing

@testable import DirectionalLayout

/// Baseline alignment where Yoga 3 departs from CSS Flexbox §8.5 and §9.4; BidiKit follows CSS,
/// as Taffy (PyPI `stretchable` 1.1.8) does on the same trees. `Scripts/yoga_baseline.py`
/// leaves these cases out of the differential's baseline trees.
extension YogaDifferenceTests {
  private func frames(_ tree: LayoutNode) throws -> [String: [Double]] {
    var frames: [String: [Double]] = [:]
    for node in try tree.layout(direction: .leftToRight).nodes {
      frames[node.id] = [node.x, node.y, node.width, node.height]
    }
    return frames
  }

  @Test("items not aligned by their baselines count by their outer size across (CSS §9.4 step 8)")
  func mixedBaselineLine() throws {
    let row = LayoutNode(
      id: "row", width: 100, axis: .horizontal,
      children: [
        LayoutNode(id: "a", width: 30, height: 20, alignSelf: .baseline, margin: LayoutEdges(bottom: 20)),
        LayoutNode(id: "b", width: 30, height: 25, alignSelf: .center),
      ])
    let f = try frames(row)
    // Taffy: the row 40 tall (a's 20 above its baseline and 20 below), b centered in it.
    // Yoga 3: 45 (the largest distance above any item's baseline, b's 25, plus the largest
    // below one, a's 20), b at the same place.
    #expect(f["row"] == [0, 0, 100, 40] && f["a"] == [0, 0, 30, 20] && f["b"] == [30, 7.5, 30, 25])
  }

  @Test("wrapReverse: each line's baselines aligned at its cross start, the bottom (CSS)")
  func wrapReverseBaselines() throws {
    let row = LayoutNode(
      id: "row", width: 100, axis: .horizontal, wrap: .wrapReverse, align: .baseline,
      children: [
        LayoutNode(id: "a", width: 50, height: 20),
        LayoutNode(id: "b", width: 50, height: 40, margin: LayoutEdges(top: 5)),
        LayoutNode(id: "c", width: 60, height: 10),
      ])
    let f = try frames(row)
    // Taffy: a and b end on the first line's bottom (y 55). Yoga 3 mirrors the line, baselines
    // included: a at 10, b at 10.
    #expect(f["row"] == [0, 0, 100, 55] && f["a"] == [0, 35, 50, 20] && f["b"] == [50, 15, 50, 40])
    #expect(f["c"] == [0, 0, 60, 10])
  }

  @Test("a hidden first child gives no baseline: the first child in flow does (CSS)")
  func hiddenFirstChild() throws {
    let row = LayoutNode(
      id: "row", width: 100, axis: .horizontal, align: .baseline,
      children: [
        LayoutNode(id: "a", width: 30, height: 50),
        LayoutNode(
          id: "k", width: 30, padding: LayoutEdges(top: 10),
          children: [LayoutNode(id: "h", height: 15, display: .none), LayoutNode(id: "v", height: 30)]),
      ])
    // Taffy: k's baseline is v's bottom, 40 below k's top: k at 10. Yoga 3 takes the hidden
    // child for k's baseline and places k at NaN.
    #expect(try frames(row)["k"] == [30, 10, 30, 40])
  }
}
