import BidiTestSupport
import Testing

@testable import DirectionalLayout

/// `LayoutEngine` lays trees out one after another in the memory of the earlier ones: every
/// result must be the one `LayoutNode.layout(direction:)` gives, whatever came before (larger
/// or smaller trees, invalid trees, text), and results the caller keeps must never change.
@Suite("LayoutEngine: layouts in reused memory")
struct LayoutEngineTests {
  @Test("300 generated trees of every size in one engine: each result is the one-shot layout's")
  func sameResultsAsOneShot() throws {
    var rng = SplitMix64(seed: 0xE_461E)
    var engine = LayoutEngine()
    var kept: [(LayoutNode, TextDirection, LayoutResult)] = []
    for n in 0..<300 {
      var id = 0
      // Depth 0…4: from a handful of nodes to a few hundred, so memory grows and shrinks.
      let root = FixedLeavesTests.stack(&rng, &id, depth: n % 5)
      let direction: TextDirection = Bool.random(using: &rng) ? .leftToRight : .rightToLeft
      let result = try engine.layout(root, direction: direction)
      #expect(result == (try root.layout(direction: direction)))
      // Every tenth result is kept by the caller while the engine goes on.
      if n % 10 == 0 { kept.append((root, direction, result)) }
    }
    for (root, direction, result) in kept {
      #expect(result == (try root.layout(direction: direction)), "a kept result changed")
    }
  }

  @Test("after an invalid tree the engine throws the one-shot error and then lays out as before")
  func errorsLeaveNothingBehind() throws {
    var engine = LayoutEngine()
    let valid = LayoutNode(
      id: "root", width: 200, axis: .horizontal,
      children: [LayoutNode(id: "a", width: 20), LayoutNode(id: "b", grow: 1)])
    let first = try engine.layout(valid, direction: .rightToLeft)
    let invalid = [
      LayoutNode(id: "root", children: [LayoutNode(id: "x"), LayoutNode(id: "x")]),
      LayoutNode(id: "root", children: [LayoutNode(id: "x", width: -1)]),
      LayoutNode(id: "", children: []),
    ]
    for tree in invalid {
      let expected = try #require(catchError(tree))
      #expect(throws: expected) { try engine.layout(tree, direction: .leftToRight) }
      #expect(try engine.layout(valid, direction: .rightToLeft) == first)
    }
  }

  /// The error `tree.layout(direction:)` throws.
  func catchError(_ tree: LayoutNode) -> LayoutError? {
    do {
      _ = try tree.layout(direction: .leftToRight)
      return nil
    } catch { return error }
  }

  @Test("text leaves: lines and visual lines as the one-shot layout, and none carried over")
  func textLeaves() throws {
    var engine = LayoutEngine()
    let cells = TextCells(cellWidth: 8, lineHeight: 16)
    // 64 points: 8 columns, so "abc def " and "ghi".
    let text = LayoutNode(
      id: "root", width: 64,
      children: [LayoutNode(id: "label", text: TextAttributes(content: "abc def ghi", cells: cells))])
    let reorderer = TextRenderingTests.RecordingReorderer()
    let withLines = try engine.layout(text, direction: .rightToLeft, reorderingLinesWith: reorderer)
    #expect(withLines == (try text.layout(direction: .rightToLeft, reorderingLinesWith: reorderer)))
    #expect(withLines["label"]?.visualLines.count == 2)
    // The next tree has a node at the same position without text: no lines from before.
    let plain = LayoutNode(id: "root", width: 96, children: [LayoutNode(id: "label", height: 10)])
    let next = try engine.layout(plain, direction: .rightToLeft)
    #expect(next["label"]?.textLines == [] && next["label"]?.visualLines == [])
    #expect(next == (try plain.layout(direction: .rightToLeft)))
  }

  @Test("the result's memory is reused once the caller drops it, and never while it is held")
  func resultMemory() throws {
    var engine = LayoutEngine()
    var rng = SplitMix64(seed: 7)
    var id = 0
    let root = FixedLeavesTests.stack(&rng, &id, depth: 4)
    func address(_ result: LayoutResult) -> Int {
      result.nodes.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) }
    }
    let dropped = address(try engine.layout(root, direction: .leftToRight))
    #expect(address(try engine.layout(root, direction: .leftToRight)) == dropped)
    let held = try engine.layout(root, direction: .leftToRight)
    let next = try engine.layout(root, direction: .rightToLeft)
    #expect(address(held) != address(next))
    #expect(held == (try root.layout(direction: .leftToRight)))
    #expect(next == (try root.layout(direction: .rightToLeft)))
  }
}
