// Layout benchmarks: `swift run -c release LayoutBenchmarks` from Benchmarks/.
// Prints the median of several runs of `LayoutNode.layout(direction:)` (the public API: flattening,
// validation, layout and the result array).
import BenchmarkRows
import DirectionalLayout
import Foundation

/// `rows` horizontal stacks of 9 boxes with margins and padding under a vertical root:
/// 1 + rows × 10 nodes.
func toolbarRows(_ rows: Int) -> LayoutNode {
  var root = LayoutNode(
    id: "root", width: 400, padding: LayoutEdges(leading: 8, trailing: 8, top: 8, bottom: 8))
  root.children.reserveCapacity(rows)
  for r in 0..<rows {
    var row = LayoutNode(
      id: "row\(r)", axis: .horizontal, align: .center,
      padding: LayoutEdges(leading: 4, trailing: 4, top: 2, bottom: 2),
      margin: LayoutEdges(bottom: 1))
    for b in 0..<9 {
      row.children.append(
        LayoutNode(
          id: "r\(r)b\(b)", width: 20, height: 16, grow: b == 4 ? 1 : 0,
          margin: LayoutEdges(leading: 2, trailing: 2),
          image: b == 0 ? ImageAttributes(flipsForRightToLeft: true) : nil))
    }
    root.children.append(row)
  }
  return root
}

/// The same shape with the newer features: rows with a border, a column gap, a minimum
/// height, children with minimum and maximum widths, a shrinking label with an intrinsic size,
/// a basis, a hidden node and an absolute badge: 1 + rows × 10 nodes.
func featureRows(_ rows: Int) -> LayoutNode {
  var root = LayoutNode(
    id: "root", width: 400, padding: LayoutEdges(leading: 8, trailing: 8, top: 8, bottom: 8))
  root.children.reserveCapacity(rows)
  for r in 0..<rows {
    var row = LayoutNode(
      id: "row\(r)", minHeight: 24, axis: .horizontal, columnGap: 4, align: .center,
      padding: LayoutEdges(leading: 4, trailing: 4), border: LayoutEdges(bottom: 1))
    for b in 0..<9 {
      var box = LayoutNode(id: "r\(r)b\(b)", width: 20, height: 16, minWidth: 12, maxWidth: 60)
      switch b {
      case 1: box = LayoutNode(id: box.id, shrink: 1, intrinsicWidth: 120, intrinsicHeight: 14)
      case 4: box.grow = 1
      case 5: box.basis = 30
      case 7: box.display = .none
      case 8:
        box.position = .absolute
        box.insets = LayoutEdges(trailing: 0, top: 0)
      default: break
      }
      row.children.append(box)
    }
    root.children.append(row)
  }
  return root
}

/// Rows that wrap: each row's 9 boxes are 22 % of its width within a minimum and a maximum,
/// so they break into three lines, with row and column gaps: 1 + rows × 10 nodes.
func wrapRows(_ rows: Int) -> LayoutNode {
  var root = LayoutNode(
    id: "root", width: 400, padding: LayoutEdges(leading: 8, trailing: 8, top: 8, bottom: 8))
  root.children.reserveCapacity(rows)
  for r in 0..<rows {
    var row = LayoutNode(
      id: "row\(r)", minHeight: 24, axis: .horizontal, rowGap: 2, columnGap: 4, wrap: .wrap,
      padding: LayoutEdges(leading: 4, trailing: 4))
    for b in 0..<9 {
      row.children.append(
        LayoutNode(
          id: "r\(r)b\(b)", width: .percent(22), height: 16, minWidth: 40, maxWidth: 90,
          grow: b == 4 ? 1 : 0))
    }
    root.children.append(row)
  }
  return root
}

/// The toolbar tree (``toolbarRows(_:)``) with a label in the middle row: a text leaf in
/// 8 × 16 cells in place of its second box. 1 + rows × 10 nodes, the tree of the relayout
/// benchmark.
func labelRow(_ rows: Int) -> LayoutNode {
  var tree = toolbarRows(rows)
  tree.children[rows / 2].children[1] = LayoutNode(
    id: "label", shrink: 1,
    text: TextAttributes(content: "Label", cells: TextCells(cellWidth: 8, lineHeight: 16)))
  return tree
}

/// The medians, in seconds, of `runs` relayouts of `tree` in one engine, each after the text
/// of its node `label` changed (to `texts[0]`, `texts[1]`, … in turn: texts other than the
/// tree's, which each layout brings back), of that change (`updateNode`, the first after a
/// layout) and the relayout together, and of `runs` layouts of the same tree in that engine,
/// the kinds alternating; the previous result is dropped first.
func relayoutMedians(
  _ tree: LayoutNode, texts: [String], runs: Int
) -> (relayout: Double, changeAndRelayout: Double, layout: Double) {
  var engine = LayoutEngine()
  let clock = ContinuousClock()
  var relayouts: [Double] = []
  var changes: [Double] = []
  var layouts: [Double] = []
  func seconds(_ duration: Duration) -> Double {
    Double(duration.components.attoseconds) / 1e18 + Double(duration.components.seconds)
  }
  var result = try? engine.layout(tree, direction: .rightToLeft)
  for run in 0..<runs {
    result = nil
    layouts.append(seconds(clock.measure { result = try? engine.layout(tree, direction: .rightToLeft) }))
    result = nil
    let change = clock.measure {
      do {
        try engine.updateNode("label") { $0.text?.content = texts[run % texts.count] }
      } catch {
        fatalError("\(error)")
      }
    }
    let relayout = clock.measure { result = engine.relayout() }
    relayouts.append(seconds(relayout))
    changes.append(seconds(change + relayout))
  }
  precondition(result?.nodes.count == tree.children.count * 10 + 1)
  return (relayouts.sorted()[runs / 2], changes.sorted()[runs / 2], layouts.sorted()[runs / 2])
}

/// A chain `depth` levels deep.
func chain(_ depth: Int) -> LayoutNode {
  var node = LayoutNode(id: "leaf", width: 1, height: 1)
  for level in 0..<(depth - 1) {
    node = LayoutNode(id: "n\(level)", margin: LayoutEdges(leading: 1), children: [node])
  }
  return node
}

/// A chain of `depth` static nodes, each with an absolute badge placed from the root (the
/// containing block of every badge): 2 × `depth` nodes.
func staticChain(_ depth: Int) -> LayoutNode {
  var node = LayoutNode(id: "leaf", width: 1, height: 1)
  for level in 0..<(depth - 1) {
    var badge = LayoutNode(id: "b\(level)", width: 4, height: 4)
    badge.position = .absolute
    badge.insets = LayoutEdges(trailing: 2, top: 1)
    node = LayoutNode(
      id: "n\(level)", margin: LayoutEdges(leading: 1), children: [node, badge])
    node.position = .static
  }
  return node
}

/// The median, in seconds, of `runs` layouts of `tree` for `direction`: each with
/// `LayoutNode.layout(direction:)`, or with `engine` all in one `LayoutEngine` (the first
/// layout, which takes the engine's memory, is not counted).
func median(_ tree: LayoutNode, _ direction: TextDirection, runs: Int, engine: Bool = false) -> (
  seconds: Double, nodes: Int
) {
  var times: [Double] = []
  var nodes = 0
  let clock = ContinuousClock()
  var layoutEngine = LayoutEngine()
  if engine { _ = try? layoutEngine.layout(tree, direction: direction) }
  for _ in 0..<runs {
    var result: LayoutResult?
    let elapsed = clock.measure {
      result =
        try? engine ? layoutEngine.layout(tree, direction: direction) : tree.layout(direction: direction)
    }
    nodes = result?.nodes.count ?? 0
    times.append(Double(elapsed.components.attoseconds) / 1e18 + Double(elapsed.components.seconds))
  }
  times.sort()
  return (times[times.count / 2], nodes)
}

/// Prints the measurement (the `scaling` line is read by Scripts/layout-*.sh) and returns its
/// µs per node.
@discardableResult
func report(_ label: String, _ measurement: (seconds: Double, nodes: Int), runs: Int) -> Double {
  let perNode = measurement.seconds / Double(max(measurement.nodes, 1)) * 1e6
  let ms = (measurement.seconds * 1e3 * 10).rounded() / 10
  let us = (perNode * 1000).rounded() / 1000
  print("\(label): \(measurement.nodes) nodes, median of \(runs): \(ms) ms, \(us) µs/node")
  return perNode
}

// `LayoutBenchmarks scaling ROWS RUNS [toolbar|wrap|features|static] [engine]`: only RUNS
// layouts of the ROWS-row tree (the toolbar tree, the wrap or feature tree, or a static chain
// 10 × ROWS deep), each with `layout(direction:)` or, with `engine`, in one `LayoutEngine`; for
// counting instructions and page faults per node with `perf stat` or callgrind (run it with
// RUNS = 1 and RUNS = 11 and divide the difference by 10 × nodes).
var arguments = Array(CommandLine.arguments.dropFirst())
let usesEngine = arguments.last == "engine"
if usesEngine { arguments.removeLast() }
if arguments.first == "scaling", arguments.count == 3 || arguments.count == 4,
  let rows = Int(arguments[1]), let runs = Int(arguments[2]), runs > 0
{
  let shape = arguments.count == 4 ? arguments[3] : "toolbar"
  let trees = [
    "toolbar": toolbarRows, "wrap": wrapRows, "features": featureRows,
    "static": { staticChain($0 * 10) },
  ]
  guard let build = trees[shape] else {
    print("unknown tree '\(shape)': toolbar, wrap, features or static")
    exit(64)
  }
  report(
    "scaling \(shape)\(usesEngine ? " in a LayoutEngine" : ""), RTL",
    median(build(rows), .rightToLeft, runs: runs, engine: usesEngine), runs: runs)
  exit(0)
}

/// Relayout after one label's text changed, against a layout of the same tree in the same
/// engine, side by side: the label's row keeps its height, or grows (the rows after it move).
func reportRelayouts() {
  for (label, texts) in [
    ("same height", ["A longer label", "Another label"]),
    ("a second line", ["Label\nsecond line", "Two\nlines"]),
  ] {
    let (relayout, changeAndRelayout, layout) = relayoutMedians(labelRow(10_000), texts: texts, runs: 9)
    let ms = { (seconds: Double) in (seconds * 1e5).rounded() / 100 }
    let ratio = { (seconds: Double) in (layout / seconds * 10).rounded() / 10 }
    print(
      "100 001-node tree, one label's text changed (\(label)), RTL, median of 9 each: relayout \(ms(relayout)) ms, "
        + "updateNode + relayout \(ms(changeAndRelayout)) ms, layout \(ms(layout)) ms: "
        + "layout / relayout \(ratio(relayout)), layout / (updateNode + relayout) \(ratio(changeAndRelayout))"
    )
  }
}

// `LayoutBenchmarks relayout`: only the relayout benchmark.
if arguments == ["relayout"] {
  reportRelayouts()
  exit(0)
}

// Each tree with `layout(direction:)` and in one `LayoutEngine`.
var perNode: [String] = []
for (label, tree) in [
  ("100 001-node tree (10 000 rows of 9 boxes)", toolbarRows(10_000)),
  ("100 001-node tree with min/max, shrink, basis, gaps, border", featureRows(10_000)),
  ("100 001-node tree with wrap, min/max and percentages", wrapRows(10_000)),
] {
  for engine in [false, true] {
    let time = report(
      "\(label), RTL\(engine ? ", in a LayoutEngine" : "")",
      median(tree, .rightToLeft, runs: 9, engine: engine),
      runs: 9)
    perNode.append(String(format: "%.3f", time))
  }
}
report(
  "100 001-node tree (10 000 rows of 9 boxes), LTR", median(toolbarRows(10_000), .leftToRight, runs: 9),
  runs: 9)
for rows in [1_000, 10_000, 100_000] {
  let runs = rows >= 100_000 ? 3 : 7
  report("scaling, RTL", median(toolbarRows(rows), .rightToLeft, runs: runs), runs: runs)
  report(
    "scaling, RTL, in a LayoutEngine", median(toolbarRows(rows), .rightToLeft, runs: runs, engine: true),
    runs: runs)
}
reportRelayouts()
report("10 000-level chain, RTL", median(chain(10_000), .rightToLeft, runs: 7), runs: 7)
report(
  "10 000-level chain of static nodes with absolute children, RTL",
  median(staticChain(10_000), .rightToLeft, runs: 3), runs: 3)

// A row to paste as it is under BENCHMARKS.md's table of LayoutBenchmarks: date (UTC), cores,
// and the µs per node of the three 100 001-node trees, one-shot then in a LayoutEngine.
printBenchmarkRow("LayoutBenchmarks", perNode)
