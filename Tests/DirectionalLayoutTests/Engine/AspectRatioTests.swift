import Foundation
import Testing

@testable import DirectionalLayout

/// `aspectRatio` (CSS Sizing 4 §5 `aspect-ratio`, Yoga's `YGNodeStyleSetAspectRatio`): exact
/// frames, left to right and right to left. Every case here gives Yoga 3 (PyPI `pyyoga`) the
/// same frames; the cases where BidiKit follows CSS instead are in
/// `YogaDifferenceTests+AspectRatio.swift`.
@Suite("Aspect ratio")
struct AspectRatioTests {
  private func frames(_ tree: LayoutNode, _ direction: TextDirection) throws -> [String: [Double]] {
    let result = try tree.layout(direction: direction)
    return Dictionary(
      uniqueKeysWithValues: result.nodes.map { ($0.id, [$0.x, $0.y, $0.width, $0.height]) })
  }

  @Test("an avatar in a row: its width from its fixed height, the label takes the rest")
  func avatarWidthFromHeight() throws {
    let tree = LayoutNode(
      id: "row", width: 200, height: 60, axis: .horizontal, align: .start,
      children: [
        LayoutNode(id: "avatar", height: 40, aspectRatio: 1),
        LayoutNode(id: "label", height: 20, grow: 1),
      ])
    let ltr = try frames(tree, .leftToRight)
    #expect(ltr["avatar"] == [0, 0, 40, 40])
    #expect(ltr["label"] == [40, 0, 160, 20])
    let rtl = try frames(tree, .rightToLeft)
    #expect(rtl["avatar"] == [160, 0, 40, 40])
    #expect(rtl["label"] == [0, 0, 160, 20])
  }

  @Test("in a column: the height from a fixed width, and the column's height from that")
  func heightFromWidth() throws {
    let tree = LayoutNode(
      id: "col", width: 100, align: .start,
      children: [
        LayoutNode(id: "avatar", width: 50, aspectRatio: 2),
        LayoutNode(id: "label", height: 10),
      ])
    let ltr = try frames(tree, .leftToRight)
    #expect(ltr["col"] == [0, 0, 100, 35])
    #expect(ltr["avatar"] == [0, 0, 50, 25])
    #expect(ltr["label"] == [0, 25, 0, 10])
    let rtl = try frames(tree, .rightToLeft)
    #expect(rtl["avatar"] == [50, 0, 50, 25])
    #expect(rtl["label"] == [100, 25, 0, 10])
  }

  @Test("stretched across a column: the width is the room inside the padding, the height from it")
  func stretchedInAColumn() throws {
    let tree = LayoutNode(
      id: "col", width: 120, padding: LayoutEdges(leading: 10, trailing: 10),
      children: [
        LayoutNode(id: "banner", aspectRatio: 2),
        LayoutNode(id: "label", height: 10),
      ])
    for direction in [TextDirection.leftToRight, .rightToLeft] {
      let f = try frames(tree, direction)
      #expect(f["col"] == [0, 0, 120, 60])
      #expect(f["banner"] == [10, 0, 100, 50])
      #expect(f["label"] == [10, 50, 100, 10])
    }
  }

  @Test("a maximum on the side the ratio gives: the height stops there, the width follows it")
  func maximumHeightOfAStretchedBanner() throws {
    let tree = LayoutNode(
      id: "col", width: 200, children: [LayoutNode(id: "banner", maxHeight: 80, aspectRatio: 1)])
    let ltr = try frames(tree, .leftToRight)
    #expect(ltr["col"] == [0, 0, 200, 80])
    #expect(ltr["banner"] == [0, 0, 80, 80])
    #expect(try frames(tree, .rightToLeft)["banner"] == [120, 0, 80, 80])
  }

  @Test("growing along a row: the height follows the width it grew to")
  func growingTile() throws {
    let tree = LayoutNode(
      id: "row", width: 200, height: 100, axis: .horizontal, align: .start,
      children: [
        LayoutNode(id: "tile", width: 50, aspectRatio: 2, grow: 1),
        LayoutNode(id: "tail", width: 20, height: 10),
      ])
    let ltr = try frames(tree, .leftToRight)
    #expect(ltr["tile"] == [0, 0, 180, 90])
    #expect(ltr["tail"] == [180, 0, 20, 10])
    let rtl = try frames(tree, .rightToLeft)
    #expect(rtl["tile"] == [20, 0, 180, 90])
    #expect(rtl["tail"] == [0, 0, 20, 10])
  }

  @Test("stretched across a row: the width from the row's height")
  func stretchedInARow() throws {
    let tree = LayoutNode(
      id: "row", width: 200, height: 100, axis: .horizontal,
      children: [LayoutNode(id: "avatar", aspectRatio: 0.5)])
    #expect(try frames(tree, .leftToRight)["avatar"] == [0, 0, 50, 100])
    #expect(try frames(tree, .rightToLeft)["avatar"] == [150, 0, 50, 100])
  }

  @Test("an absolute overlay sized by its two insets: the height from that width")
  func absoluteByInsets() throws {
    let tree = LayoutNode(
      id: "box", width: 200, height: 100,
      children: [
        LayoutNode(
          id: "overlay", aspectRatio: 4, position: .absolute,
          insets: LayoutEdges(leading: 10, trailing: 30, top: 5))
      ])
    #expect(try frames(tree, .leftToRight)["overlay"] == [10, 5, 160, 40])
    #expect(try frames(tree, .rightToLeft)["overlay"] == [30, 5, 160, 40])
  }

  @Test("an absolute child's width from its insets is kept within its minimum before the ratio")
  func absoluteWidthWithinItsMinimum() throws {
    let tree = LayoutNode(
      id: "box", width: 30, height: 10,
      children: [
        LayoutNode(
          id: "a", minWidth: 20, aspectRatio: 2, position: .absolute,
          insets: LayoutEdges(leading: 5, trailing: 10))
      ])
    // 30 − 5 − 10 = 15, at least 20: height 10 (Yoga 3 too). Over-constrained, the inset on
    // the leading side wins: left 5 in LTR, right 5 in RTL (x = 30 − 5 − 20).
    #expect(try frames(tree, .leftToRight)["a"] == [5, 0, 20, 10])
    #expect(try frames(tree, .rightToLeft)["a"] == [5, 0, 20, 10])
  }

  @Test("a minimum equal to the maximum is a size the ratio starts from")
  func minimumEqualToMaximum() throws {
    let tree = LayoutNode(
      id: "row", axis: .horizontal,
      children: [
        LayoutNode(id: "a", minHeight: 100, maxHeight: 100, aspectRatio: 0.5, alignSelf: .center)
      ])
    #expect(try frames(tree, .leftToRight)["a"] == [0, 0, 50, 100])
    #expect(try frames(tree, .rightToLeft)["a"] == [0, 0, 50, 100])
  }

  @Test(
    "zero, negative, non-finite, tiny and huge ratios are errors",
    arguments: ["0", "-1", "1e400", "1e-300", "1e-10", "2e9"])
  func invalidRatios(_ value: String) {
    #expect {
      _ = try LayoutNode(json: Data(#"{"id": "r", "aspectRatio": \#(value)}"#.utf8))
    } throws: { error in
      // 1e400 is beyond a Double: a syntax error of the JSON itself.
      guard let error = error as? LayoutError else { return false }
      return error.path == "$.aspectRatio" || (value == "1e400" && error.reason == .invalidJSON)
    }
  }

  /// The smallest and largest ratios allowed keep every size finite, so that the result can be
  /// written as JSON (a ratio of 10⁻³⁰⁰ made an infinite height).
  @Test func extremeRatiosGiveFiniteSizes() throws {
    for ratio in [1e-9, 1e9] {
      let tree = LayoutNode(
        id: "r", width: 100,
        children: [LayoutNode(id: "a", width: .points(1e9), aspectRatio: ratio, shrink: 1)])
      let result = try tree.layout(direction: .rightToLeft)
      #expect(result.nodes.allSatisfy { $0.width.isFinite && $0.height.isFinite })
      #expect(throws: Never.self) { try result.jsonData() }
    }
  }
}
