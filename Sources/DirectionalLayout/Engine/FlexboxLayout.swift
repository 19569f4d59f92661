/// The layout of a resolved tree: CSS Flexbox as Yoga 3 has it, in two passes over flat arrays
/// (no recursion):
///
/// 1. bottom-up (`FlexboxLayout+Content.swift`): the content size of every node (fixed size,
///    or the sum / maximum of its in-flow children's sizes and margins, plus gaps and padding)
///    and the room below which measuring it can give something else;
/// 2. top-down: every node, whose final size its parent has set, lays its children out by the
///    steps of CSS Flexbox §9 (``runFlexbox(_:_:)``, `FlexboxLayout+Algorithm.swift`).
///
/// As CSS Flexbox and Yoga 3: children grow and shrink by their factors within their minimums
/// and maximums (§9.7), stacks may wrap into lines placed by `alignContent`, percentages are
/// resolved when the size they are of is known, aspect ratios give one size from the other;
/// sizes never go below the padding, negative free space still shifts `center`/`end` (the
/// `space*` values fall back to the start), items may align by their baselines, absolute
/// children are placed by their insets from the padding box of their containing block (the
/// nearest ancestor that is not static) or, without insets, as their parent's only item in its
/// content box.
///
/// The data is in four types, each with its own job: ``ResolvedTree`` (the input, which the
/// layout only reads but for percentages), ``LayoutState`` (each node's frame and the scratch
/// space of the stack being laid out), ``MeasureCache`` (measurements kept so that they are not
/// made again) and ``LayoutStatistics`` (counts for tests). The methods here are the algorithm;
/// the helpers they call for every child (bounds, edge sums, constraints) are the input's.
struct FlexboxLayout {
  var tree = ResolvedTree()
  var state = LayoutState()
  var cache = MeasureCache()
  var statistics = LayoutStatistics()
  /// What puts the lines of text leaves in visual order in the result, if anything.
  var reorderer: (any LineReordering)?
  /// Whether the layout takes its shortcuts (``contentOfFixedLeaves(_:)``,
  /// ``defersContent(_:)``); tests turn them off to compare with the general path.
  var usesFastPaths = true

  /// The number of nodes.
  var count: Int { tree.count }

  /// Lays the whole tree out.
  mutating func layout() {
    state.reset(count: count)
    cache.reset(count: count)
    statistics.reset()
    for i in stride(from: count - 1, through: 0, by: -1) { measureContent(i) }
    layOutRoot()
    for i in 0..<count where tree.nodes[i].kidCount > 0 && !tree.nodes[i].isHidden {
      ensureChildrenPlaced(i)
    }
    state.staticBlocks.removeAll(keepingCapacity: true)
    cache.forgetEntries()
  }

  /// The root's frame: laid out in its fixed size, or in unknown space (up to its maximum) —
  /// the constraints its content was measured in — and offset by its margins and insets.
  mutating func layOutRoot() {
    state.boxes[0].size = cache.contents[0].size
    state.boxes[0].laidOut = tree.ownConstraints(0)
    state.boxes[0].position = AxisPair.byAxis { tree.nodes[0].margin[$0].low }
    offsetRelative(0)
  }

  /// Resolves the percentages of the children of `n` in the inner size `inner` (NaN:
  /// unknown), forgetting measurements that no longer hold.
  mutating func resolvePercentages(ofChildrenOf n: Int, inner: AxisPair<Double>) {
    var k = n + 1
    let along = inner[tree.nodes[n].mainAxis]
    for _ in 0..<Int(tree.nodes[n].kidCount) {
      resolvePercentages(of: k, inner: inner, along: along)
      k += Int(tree.subtreeSizes[k])
    }
  }

  /// Resolves the percentages of `k` (see ``ResolvedTree/resolvePercentages(of:inner:along:)``);
  /// a measurement of `k` in another room no longer holds.
  @inline(__always)
  mutating func resolvePercentages(of k: Int, inner: AxisPair<Double>, along: Double) {
    guard tree.nodes[k].percentIndex >= 0 else { return }
    tree.resolvePercentages(of: k, inner: inner, along: along)
    cache.forget(k)
  }
}
