import BidiTestSupport
import Foundation
import Testing

@testable import DirectionalLayout

/// The shortcut for stacks of fixed-size leaves (`contentOfFixedLeaves`) against the general
/// path: generated trees mix such stacks with ones that just miss it (a minimum, a percentage,
/// a measured or absolute child, negative margins, wrap, scrolling, a size on the stack), and
/// every frame must be the same both ways, in both directions.
@Suite("Stacks of fixed leaves: shortcut = general path")
struct FixedLeavesTests {
  /// A random stack: mostly fixed leaves, now and then something that takes it off the
  /// shortcut; nested `depth` levels under random containers.
  static func stack(_ rng: inout SplitMix64, _ id: inout Int, depth: Int) -> LayoutNode {
    func next() -> String {
      id += 1
      return "n\(id)"
    }
    func pick<T>(_ values: [T]) -> T { values.randomElement(using: &rng)! }
    func edges(_ values: [Double]) -> LayoutEdges {
      LayoutEdges(
        leading: .points(pick(values)), trailing: .points(pick(values)),
        top: .points(pick(values)), bottom: .points(pick(values)))
    }
    var node = LayoutNode(
      id: next(), axis: pick([.horizontal, .vertical]), reverse: pick([false, false, true]),
      spacing: pick([0, 0, 3, 7.5]), justify: pick([.start, .center, .end, .spaceBetween]),
      align: pick([.start, .center, .end, .stretch]),
      padding: edges([0, 0, 2, 5]), margin: edges([0, 0, 1, 4]))
    if Int.random(in: 0..<4, using: &rng) == 0 { node.border = edges([0, 1, 3]) }
    switch Int.random(in: 0..<20, using: &rng) {
    case 0: node.width = .points(pick([40, 120, 300]))
    case 1: node.minWidth = .points(pick([10, 200]))
    case 2: node.wrap = .wrap
    case 3: node.overflow = .scroll
    case 4: node.grow = 1
    default: break
    }
    for _ in 0..<Int.random(in: 1...6, using: &rng) {
      if depth > 0 && Int.random(in: 0..<6, using: &rng) == 0 {
        node.children.append(stack(&rng, &id, depth: depth - 1))
        continue
      }
      var leaf = LayoutNode(
        id: next(), width: .points(pick([0, 8, 20, 44])), height: .points(pick([0, 10, 16])),
        grow: pick([0, 0, 1, 2]), shrink: pick([0, 0, 1]),
        padding: edges([0, 0, 3, 30]), margin: edges([0, 0, 2, -3]))
      switch Int.random(in: 0..<40, using: &rng) {
      case 0: leaf.maxWidth = .points(12)
      case 1: leaf.width = .percent(25)
      case 2: leaf.height = nil
      case 3:
        leaf.position = .absolute
        leaf.insets = LayoutEdges(trailing: 0, top: 0)
      case 4: leaf.display = .none
      case 5: leaf.intrinsicWidth = 30
      case 6: leaf.margin = edges([-20, -40])
      case 7: leaf.alignSelf = pick([.start, .stretch, .end])
      default: break
      }
      node.children.append(leaf)
    }
    return node
  }

  @Test(arguments: 0..<4)
  func everyFrameIsTheSameBothWays(_ part: Int) throws {
    var rng = SplitMix64(seed: 0xF1_3ED + UInt64(part))
    var taken = 0
    for _ in 0..<150 {
      var id = 0
      var root = Self.stack(&rng, &id, depth: 3)
      if Bool.random(using: &rng) { root.width = .points(Double.random(in: 0...400, using: &rng).rounded()) }
      for direction in [TextDirection.leftToRight, .rightToLeft] {
        let fast = try root.layout(direction: direction, reorderer: nil)
        let general = try root.layout(direction: direction, reorderer: nil, usesFastPaths: false)
        #expect(fast == general, "\(String(decoding: (try? root.jsonData()) ?? Data(), as: UTF8.self))")
        var layout = FlexboxLayout()
        try layout.tree.load(root, direction: direction)
        layout.layout()
        taken += layout.statistics.fixedLeafStacks
      }
    }
    // The shortcut is taken often enough for the comparison to mean something.
    #expect(taken > 60, "shortcut taken \(taken) times")
  }

  /// A column of stacks of leaves with percentages (sizes, limits, margins, padding), some
  /// wrapping, some inside a content-sized box: the stacks whose content the bottom-up pass
  /// defers.
  static func percentStacks(_ rng: inout SplitMix64) -> LayoutNode {
    var id = 0
    func next() -> String {
      id += 1
      return "p\(id)"
    }
    func pick<T>(_ values: [T]) -> T { values.randomElement(using: &rng)! }
    var root = LayoutNode(id: next(), padding: LayoutEdges(leading: 4, trailing: 2))
    if Bool.random(using: &rng) { root.width = .points(pick([120, 300, 400])) }
    for _ in 0..<Int.random(in: 1...4, using: &rng) {
      var stack = LayoutNode(
        id: next(), axis: pick([.horizontal, .vertical]), spacing: pick([0, 4]),
        wrap: pick([.noWrap, .wrap, .wrapReverse]), align: pick([.start, .stretch, .center]),
        padding: LayoutEdges(leading: .points(pick([0, 3])), top: .points(pick([0, 2]))))
      if Int.random(in: 0..<4, using: &rng) == 0 { stack.width = .percent(pick([50, 100])) }
      if Int.random(in: 0..<4, using: &rng) == 0 { stack.minHeight = .points(20) }
      for _ in 0..<Int.random(in: 1...7, using: &rng) {
        var leaf = LayoutNode(
          id: next(), width: pick([.percent(22), .percent(40), .points(30), nil]),
          height: pick([.points(16), .percent(50), nil]), grow: pick([0, 0, 1]),
          shrink: pick([0, 1]))
        switch Int.random(in: 0..<6, using: &rng) {
        case 0: (leaf.minWidth, leaf.maxWidth) = (.points(40), .points(90))
        case 1: leaf.margin = LayoutEdges(leading: .percent(5), top: 2)
        case 2: leaf.padding = LayoutEdges(trailing: .percent(10))
        case 3: leaf.maxWidth = .percent(30)
        default: break
        }
        stack.children.append(leaf)
      }
      // Now and then inside a box sized by its content, where percentages have no base.
      root.children.append(
        Bool.random(using: &rng)
          ? stack : LayoutNode(id: next(), axis: .horizontal, children: [stack]))
    }
    return root
  }

  @Test("stacks of percentage leaves: content measured only when asked = measured bottom-up")
  func deferredContentIsTheSame() throws {
    var rng = SplitMix64(seed: 0xDEF_E22ED)
    var deferred = 0
    for n in 0..<400 {
      let root = Self.percentStacks(&rng)
      for direction in [TextDirection.leftToRight, .rightToLeft] {
        // Every 4th tree with no budget for tight-room measurement: the fallback that reads
        // the content size, so deferred content is measured when asked.
        func layout(_ fast: Bool) throws -> [LayoutState.Box] {
          var layout = FlexboxLayout()
          try layout.tree.load(root, direction: direction)
          layout.usesFastPaths = fast
          layout.cache.budgetPerLayout = n % 4 == 0 ? 0 : nil
          layout.layout()
          if fast { deferred += layout.statistics.deferredContents }
          return layout.state.boxes
        }
        let fast = try layout(true)
        let general = try layout(false)
        let frames = { (boxes: [LayoutState.Box]) in boxes.map { [$0.position, $0.size] } }
        #expect(
          frames(fast) == frames(general),
          "\(String(decoding: (try? root.jsonData()) ?? Data(), as: UTF8.self))")
      }
    }
    #expect(deferred > 500, "deferred \(deferred) times")
  }
}
