import BidiTestSupport
import Foundation
import Testing

@testable import DirectionalLayout

/// Baseline alignment (`align`/`alignSelf: baseline`) in horizontal stacks: the baselines of
/// text leaves, measured leaves, plain boxes and stacks, in both directions. Random trees are
/// compared with Yoga 3 by `Scripts/yoga-differential.py` (its baseline trees); the cases where
/// Yoga 3 departs from CSS are in `YogaDifferenceTests+Baseline.swift`.
@Suite("Baseline alignment")
struct BaselineTests {
  private func frames(_ tree: LayoutNode, _ direction: TextDirection) throws -> [String: [Double]] {
    var frames: [String: [Double]] = [:]
    for node in try tree.layout(direction: direction).nodes {
      frames[node.id] = [node.x, node.y, node.width, node.height]
    }
    return frames
  }

  /// A row of a settings form: a label in 8 × 16 cells and a value in larger cells, wrapped on
  /// two lines; their first lines share a baseline.
  @Test(
    "a form row: label and value share their first line's baseline, LTR and RTL",
    arguments: [
      TextDirection.leftToRight, .rightToLeft,
    ])
  func formRow(_ direction: TextDirection) throws {
    let row = LayoutNode(
      id: "row", width: 200, axis: .horizontal, align: .baseline,
      padding: LayoutEdges(top: 4),
      children: [
        LayoutNode(
          id: "label", text: TextAttributes(content: "Name", cells: TextCells(cellWidth: 8, lineHeight: 16))),
        LayoutNode(
          id: "value", grow: 1,
          text: TextAttributes(
            content: "Ada\nLovelace", cells: TextCells(cellWidth: 10, lineHeight: 24, ascent: 20))),
      ])
    let f = try frames(row, direction)
    // Baselines: label 12 (¾ of 16) below its top, value 20: the value's top is the row's
    // content top (4), the label's 8 lower, its baseline at 4 + 20 = 24 too.
    #expect(f["label"]?[1] == 12 && f["value"]?[1] == 4)
    #expect(f["row"]?[3] == 52)
    // The label on the leading side: left in LTR, right in RTL.
    #expect(f["label"]?[0] == (direction == .leftToRight ? 0 : 168))
  }

  @Test("a text leaf's baseline is its first line's, inside its padding and border")
  func textLeafBaseline() throws {
    let row = LayoutNode(
      id: "row", axis: .horizontal, align: .baseline,
      children: [
        LayoutNode(id: "box", width: 10, height: 30),
        LayoutNode(
          id: "text", padding: LayoutEdges(top: 3), border: LayoutEdges(top: 2),
          text: TextAttributes(content: "ab\ncd", cells: TextCells(cellWidth: 1, lineHeight: 8, ascent: 6))),
      ])
    let f = try frames(row, .leftToRight)
    // The box's baseline is its bottom (30); the text's 2 + 3 + 6 = 11 below its top.
    #expect(f["text"] == [10, 19, 2, 21])
    #expect(f["row"]?[3] == 40)
  }

  @Test("a measured leaf's baseline comes from its measure; without one, its bottom edge")
  func measuredLeaf() throws {
    let measure = LayoutMeasure("label", baseline: { _, height in height / 2 }) { _, _, _, _ in (40, 20) }
    let row = LayoutNode(
      id: "row", axis: .horizontal, align: .baseline,
      children: [
        LayoutNode(id: "a", padding: LayoutEdges(top: 10), measure: measure),
        LayoutNode(id: "b", intrinsicWidth: 10, intrinsicHeight: 30),
      ])
    let f = try frames(row, .leftToRight)
    // a: 10 + 20 / 2 = 20 below its top; b: its bottom, 30.
    #expect(f["a"]?[1] == 10 && f["b"]?[1] == 0)
  }

  @Test("a stack's baseline: its first child aligned by its baseline in its first line, else its first child")
  func stackBaseline() throws {
    func row(_ inner: LayoutNode) -> LayoutNode {
      LayoutNode(
        id: "row", axis: .horizontal, align: .baseline,
        children: [LayoutNode(id: "ref", width: 10, height: 50), inner])
    }
    // A column: its first child (a column never aligns by baselines), below its padding.
    let column = LayoutNode(
      id: "stack", padding: LayoutEdges(top: 5),
      children: [LayoutNode(id: "first", height: 20), LayoutNode(id: "second", height: 10)])
    #expect(try frames(row(column), .leftToRight)["stack"]?[1] == 50 - 25)
    // A row whose second child is aligned by its baseline (and the first is not).
    let inner = LayoutNode(
      id: "stack", axis: .horizontal, align: .end,
      children: [
        LayoutNode(id: "first", width: 5, height: 40),
        LayoutNode(id: "second", width: 5, height: 10, alignSelf: .baseline),
      ])
    // `second`, alone in its baseline group, sits at its line's top (its baseline 10 below
    // the stack's top), while `first` sets the line's size.
    let f = try frames(row(inner), .rightToLeft)
    #expect(f["stack"]?[1] == 40 && f["second"]?[1] == 0)
    // Absolute and hidden children are not candidates; with none in flow, the bottom edge.
    let empty = LayoutNode(
      id: "stack", height: 30,
      children: [
        LayoutNode(id: "hidden", height: 5, display: .none),
        LayoutNode(id: "badge", height: 4, position: .absolute),
      ])
    #expect(try frames(row(empty), .leftToRight)["stack"]?[1] == 20)
  }

  @Test(
    "in a vertical stack, baseline is start (as Yoga and CSS)",
    arguments: [
      TextDirection.leftToRight, .rightToLeft,
    ])
  func column(_ direction: TextDirection) throws {
    let column = LayoutNode(
      id: "column", width: 100, align: .baseline,
      children: [LayoutNode(id: "a", width: 30, height: 10), LayoutNode(id: "b", width: 40, height: 10)])
    let f = try frames(column, direction)
    let start = { (width: Double) in direction == .leftToRight ? 0 : 100 - width }
    #expect(f["a"]?[0] == start(30) && f["b"]?[0] == start(40))
  }

  @Test("wrapping: each line aligns its own baselines, and is as tall as above plus below them")
  func wrappingLines() throws {
    let row = LayoutNode(
      id: "row", width: 100, axis: .horizontal, rowGap: 2, wrap: .wrap, align: .baseline,
      children: [
        LayoutNode(id: "a", width: 60, height: 20, margin: LayoutEdges(bottom: 6)),
        LayoutNode(id: "b", width: 40, height: 30),
        LayoutNode(id: "c", width: 70, height: 10),
      ])
    let f = try frames(row, .leftToRight)
    // Line 1: ascents 20 and 30, descents 6 and 0: 36 tall; line 2 after the 2-point gap.
    #expect(f["a"]?[1] == 10 && f["b"]?[1] == 0 && f["c"]?[1] == 38)
    #expect(f["row"]?[3] == 48)
  }

  /// Yoga's hand-written baseline tests (facebook/yoga v3.2.1 `tests/YGAlignBaselineTest.cpp`
  /// and `tests/YGBaselineFuncTest.cpp`) that do not use `YGNodeSetIsReferenceBaseline`, which
  /// BidiKit has no counterpart of: the values they assert.
  @Test("Yoga's hand-written baseline tests")
  func yogaHandWritten() throws {
    let half = LayoutMeasure("half", baseline: { _, height in height / 2 }) { _, _, _, _ in (0, 0) }
    // align_baseline_with_no_parent_ht
    var tree = LayoutNode(
      id: "root", width: 150, axis: .horizontal, align: .baseline,
      children: [
        LayoutNode(id: "c0", width: 50, height: 50),
        LayoutNode(id: "c1", width: 50, height: 40, measure: half),
      ])
    var f = try frames(tree, .leftToRight)
    #expect(f["root"] == [0, 0, 150, 70] && f["c0"] == [0, 0, 50, 50] && f["c1"] == [50, 30, 50, 40])
    // align_baseline_with_no_baseline_func_and_no_parent_ht
    tree.children = [
      LayoutNode(id: "c0", width: 50, height: 80), LayoutNode(id: "c1", width: 50, height: 50),
    ]
    f = try frames(tree, .leftToRight)
    #expect(f["root"] == [0, 0, 150, 80] && f["c1"] == [50, 30, 50, 50])
    // align_baseline_parent_ht_not_specified: measured children that may shrink.
    let m1 = LayoutMeasure("m1") { _, _, _, _ in (42, 50) }
    let m2 = LayoutMeasure("m2") { _, _, _, _ in (279, 126) }
    tree = LayoutNode(
      id: "root", width: 340, minHeight: 0, maxHeight: 170, axis: .horizontal, alignContent: .stretch,
      align: .baseline,
      children: [LayoutNode(id: "c0", shrink: 1, measure: m1), LayoutNode(id: "c1", shrink: 1, measure: m2)])
    f = try frames(tree, .leftToRight)
    #expect(f["root"] == [0, 0, 340, 126] && f["c0"] == [0, 76, 42, 50] && f["c1"] == [42, 0, 279, 126])
    // align_baseline_customer_func: a grandchild's baseline function gives its stack's.
    let ten = LayoutMeasure("ten", baseline: { _, _ in 10 }) { _, _, _, _ in (0, 0) }
    tree = LayoutNode(
      id: "root", width: 100, height: 100, axis: .horizontal, align: .baseline,
      children: [
        LayoutNode(id: "c0", width: 50, height: 50),
        LayoutNode(
          id: "c1", width: 50, height: 20,
          children: [LayoutNode(id: "g", width: 50, height: 20, measure: ten)]),
      ])
    f = try frames(tree, .leftToRight)
    #expect(f["c0"] == [0, 0, 50, 50] && f["c1"] == [50, 40, 50, 20] && f["g"] == [0, 0, 50, 20])
  }

  @Test("JSON: baseline alignment and a line's ascent are read, a bad ascent is an error")
  func json() throws {
    let tree = try LayoutNode(
      json: Data(
        #"{"id":"r","axis":"horizontal","align":"baseline","children":[{"id":"a","alignSelf":"baseline","text":{"content":"x","cells":{"cellWidth":8,"lineHeight":16,"ascent":13}}}]}"#
          .utf8))
    #expect(tree.align == .baseline && tree.children[0].alignSelf == .baseline)
    #expect(tree.children[0].text?.cells?.baseline == 13)
    #expect(TextCells(cellWidth: 8, lineHeight: 16).baseline == 12)
    // Written back only when set.
    #expect(String(decoding: try tree.jsonData(), as: UTF8.self).contains(#""ascent":13"#))
    for ascent in ["-1", "17"] {
      let json = #"{"id":"a","text":{"cells":{"lineHeight":16,"ascent":"# + ascent + "}}}"
      #expect(throws: LayoutError.self) { try LayoutNode(json: Data(json.utf8)) }
    }
    // Trees built in Swift are checked too.
    let swift = LayoutNode(id: "a", text: TextAttributes(cells: TextCells(lineHeight: 10, ascent: 11)))
    #expect(throws: LayoutError.self) { try swift.layout(direction: .leftToRight) }
  }
}
