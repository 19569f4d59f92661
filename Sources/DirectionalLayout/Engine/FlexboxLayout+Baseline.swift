/// Baseline alignment in horizontal stacks (CSS Flexbox §8.3, §8.5, §9.4 step 8, §9.6 step 14),
/// with Yoga 3's baselines: a leaf's is its measure's (a text's first line) or its bottom edge;
/// a stack's is that of its first child in its first line that is aligned by its baseline,
/// else of its first child, else the stack's bottom edge. Baselines are found at the sizes the
/// layout gives: a stack's children are laid out first (once: see
/// ``ensureChildrenPlaced(_:)``).
extension FlexboxLayout {
  /// Whether item `k` of stack `n` is aligned by its baseline: `n` is horizontal and `k` is
  /// aligned `baseline` with no auto margin across (§8.3, "baseline participation").
  @inline(__always)
  mutating func participatesInBaseline(_ k: Int, in n: Int) -> Bool {
    tree.nodes[n].alignsBaselines && tree.nodes[k].alignSelf == .baseline
      && !tree.nodes[k].autoMargins.vertical.low && !tree.nodes[k].autoMargins.vertical.high
  }

  /// How far `k`'s first baseline is below the top of its border box, at the size its box has:
  /// down its chain of baseline children (laid out on the way, ahead of the top-down pass:
  /// their positions are final then, but those of `k` and its ancestors not yet), to a leaf.
  mutating func baseline(of k: Int) -> Double {
    var top = 0.0
    var node = k
    state.layingOutAhead += 1
    defer { state.layingOutAhead -= 1 }
    while tree.nodes[node].kidCount > 0 {
      ensureChildrenPlaced(node)
      guard let child = baselineChild(of: node) else { break }
      top += state.boxes[child].position.vertical
      node = child
    }
    return top + ownBaseline(of: node, size: state.boxes[node].size)
  }

  /// ``baseline(of:)`` for item `k` of a stack being measured, which has not set `k`'s box:
  /// `k` is `size`, within `constraints`. A stack's children are laid out for it, and the
  /// stack being measured (`n`) must then be laid out again, whatever its size.
  mutating func baseline(of k: Int, size: AxisPair<Double>, constraints: AxisPair<SizeConstraint>, in n: Int)
    -> Double
  {
    guard tree.nodes[k].kidCount > 0 else { return ownBaseline(of: k, size: size) }
    state.boxes[k].size = size
    state.boxes[k].laidOut = constraints
    state.placements[n].pass = 0
    return baseline(of: k)
  }

  /// The baseline of a leaf (or of a stack without children in flow) at `size`: its measure's
  /// below its padding and border, else its bottom edge.
  private mutating func ownBaseline(of k: Int, size: AxisPair<Double>) -> Double {
    let index = Int(tree.nodes[k].measureIndex)
    guard index >= 0, let baseline = tree.measures[index].baseline else { return size.vertical }
    let padding = tree.nodes[k].padding
    return padding.vertical.low
      + baseline(size.horizontal - padding.horizontal.sum, size.vertical - padding.vertical.sum)
  }

  /// The child that gives stack `n` its baseline: the first in-flow child of its first line
  /// aligned by its baseline, else the first in-flow child (§8.5, as Yoga's
  /// `calculateBaseline`); `nil` without one. `n`'s children are placed.
  private mutating func baselineChild(of n: Int) -> Int? {
    var first: Int?
    var line = tree.children(of: n)
    line.remaining = Int(state.placements[n].firstLineKids)
    for k in line where tree.nodes[k].isInFlow {
      if participatesInBaseline(k, in: n) { return k }
      if first == nil { first = k }
    }
    return first
  }

  /// Lays out the children of `i` unless they are placed for its size and constraints in this
  /// pass already (for a baseline, or an earlier step); then only the percentages of its
  /// children are resolved again (a measurement in another room may have changed them).
  mutating func ensureChildrenPlaced(_ i: Int) {
    guard state.childrenArePlaced(i) else {
      runFlexbox(i, .layout)
      return
    }
    if tree.nodes[i].percentChildren {
      resolvePercentages(ofChildrenOf: i, inner: percentBase(of: i, availableSpace(of: i, .layout), .layout))
    }
  }

  /// §9.4 step 8 for items aligned by their baselines: adds item `k` of `line`, whose size
  /// with margins across is `outer`, to the line's largest ascent and descent.
  @inline(__always)
  mutating func addBaselineItem(_ k: Int, baseline: Double, outer: Double, to line: inout FlexLine) {
    let ascent = baseline + tree.nodes[k].margin.vertical.low
    line.ascent = max(line.ascent, ascent)
    line.descent = max(line.descent, outer - ascent)
  }
}
