import Testing

@testable import DirectionalLayout

@Suite("mirror(frames:width:)")
struct MirrorTests {
  /// A small deterministic generator (SplitMix64), so that failures reproduce.
  struct Generator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    mutating func pick<T>(_ values: [T]) -> T { values[Int(next() % UInt64(values.count))] }
    mutating func chance(_ percent: UInt64) -> Bool { next() % 100 < percent }
  }

  /// A random tree that uses only logical horizontal edges (physical ones do not mirror), and
  /// none on nodes with a semantic attribute: their logical sides resolve by their own fixed
  /// direction, so they stay put in both layouts while their frames are mirrored.
  static func tree(_ g: inout Generator, depth: Int, counter: inout Int) -> LayoutNode {
    counter += 1
    var node = LayoutNode(id: "n\(counter)")
    if g.chance(60) { node.width = g.pick([10, 20, 35, 50]) }
    if g.chance(60) { node.height = g.pick([10, 20, 35]) }
    if g.chance(30) { node.grow = 1 }
    if g.chance(50) { node.axis = .horizontal }
    node.reverse = g.chance(20)
    node.justify = g.pick(Justification.allCases)
    node.align = g.pick(CrossAlignment.allCases)
    node.spacing = g.pick([0, 0, 3])
    if g.chance(40) {
      node.margin = LayoutEdges(leading: g.pick([0, 2, 5]), trailing: g.pick([0, 4]), top: 1)
    }
    if g.chance(40) {
      node.padding = LayoutEdges(leading: g.pick([0, 3]), trailing: g.pick([0, 6]), bottom: 2)
    }
    if depth > 0 && g.chance(15) {
      node.position = .absolute
      node.insets =
        g.chance(50) ? LayoutEdges(leading: 4, top: 2) : LayoutEdges(trailing: 7, bottom: 1)
    }
    node.semantic = g.pick([.unspecified, .unspecified, .unspecified, .playback, .forceRightToLeft])
    if node.semantic != .unspecified {
      node.margin.leading = nil
      node.margin.trailing = nil
      node.padding.leading = nil
      node.padding.trailing = nil
    }
    if depth < 3 {
      for _ in 0..<g.pick([0, 1, 2, 3]) {
        node.children.append(tree(&g, depth: depth + 1, counter: &counter))
      }
    }
    return node
  }

  /// The frame tree of `node`'s layout, from the depth-first `nodes` at `index`.
  static func frames(_ node: LayoutNode, _ nodes: [NodeLayout], _ index: inout Int) -> FrameNode {
    let layout = nodes[index]
    index += 1
    let children = node.children.map { frames($0, nodes, &index) }
    return FrameNode(id: node.id, frame: layout.frame, semantic: node.semantic, children: children)
  }

  @Test("mirroring BidiKit's LTR layout gives its RTL layout, for 500 random trees")
  func mirrorOfLeftToRightIsRightToLeft() throws {
    var g = Generator(state: 42)
    for _ in 0..<500 {
      var counter = 0
      var root = Self.tree(&g, depth: 0, counter: &counter)
      root.semantic = .unspecified
      var index = 0
      let ltr = Self.frames(root, try root.layout(direction: .leftToRight).nodes, &index)
      index = 0
      let rtl = Self.frames(root, try root.layout(direction: .rightToLeft).nodes, &index)
      let mirrored = Self.flatten(mirror(frames: ltr.children, width: ltr.frame.width))
      let expected = Self.flatten(rtl.children)
      // Equal up to floating-point rounding: W − x − w and the direct computation may differ in
      // the last bit when free space is divided by 3.
      func close(_ a: FrameNode, _ b: FrameNode) -> Bool {
        a.id == b.id && abs(a.frame.x - b.frame.x) < 1e-9 && a.frame.y == b.frame.y
          && a.frame.width == b.frame.width && a.frame.height == b.frame.height
      }
      if let k = Array(zip(mirrored, expected)).firstIndex(where: { !close($0.0, $0.1) }) {
        Issue.record(
          "\(mirrored[k].id): mirrored \(mirrored[k].frame), RTL layout \(expected[k].frame); tree \(String(decoding: try root.jsonData(), as: UTF8.self))"
        )
      }
      #expect(mirrored.count == expected.count)
    }
  }

  static func flatten(_ frames: [FrameNode]) -> [FrameNode] {
    var result: [FrameNode] = []
    var stack = Array(frames.reversed())
    while let node = stack.popLast() {
      result.append(node)
      stack.append(contentsOf: node.children.reversed())
    }
    return result
  }

  @Test func semanticAttributesKeepTheirContentInPlace() {
    let frames = [
      FrameNode(
        id: "scrubber", frame: LayoutRect(x: 0, y: 0, width: 80, height: 10), semantic: .playback,
        children: [FrameNode(id: "thumb", frame: LayoutRect(x: 10, y: 0, width: 10, height: 10))]),
      FrameNode(
        id: "cell", frame: LayoutRect(x: 80, y: 0, width: 20, height: 10),
        children: [FrameNode(id: "icon", frame: LayoutRect(x: 2, y: 0, width: 5, height: 10))]),
    ]
    let result = mirror(frames: frames, width: 100)
    #expect(result.map(\.frame.x) == [20, 0])  // both placed by the RTL container
    #expect(result[0].children[0].frame.x == 10)  // playback content stays
    #expect(result[1].children[0].frame.x == 13)  // 20 − 2 − 5
    #expect(mirror(frames: [], width: 10).isEmpty)
  }
}
