/// What a layout computes for each node, and the scratch space of the stack being laid out.
struct LayoutState {
  /// One node's layout.
  struct Box {
    /// The final size, and the position relative to the parent.
    var size = AxisPair(both: 0.0)
    var position = AxisPair(both: 0.0)
    /// The constraints the node was laid out in; its children are measured within them. With
    /// the size, what an incremental relayout compares to reuse the node's subtree.
    var laidOut = AxisPair(both: SizeConstraint.undefined)
    /// The flex basis and the size along the parent's axis after growing or shrinking,
    /// scratch space of the parent's measurement or layout.
    var basis = 0.0
    var mainSize = 0.0
    var flexTarget = 0.0
    var frozen = false
  }

  /// One line of a stack (CSS Flexbox §9.3): a run of consecutive children, and what their
  /// flex bases add up to. A stack that does not wrap has one line of all its children.
  struct FlexLine {
    /// The line's first child (or, for an empty line, where it would be).
    var first = 0
    /// How many children of the stack the line spans, in-flow or not.
    var kids = 0
    /// Bases (within their minimums and maximums), margins and gaps along the axis.
    var used = 0.0
    /// How many in-flow children the line holds.
    var count = 0
    /// Whether a child has a growth factor.
    var grows = false
    /// The free space along the axis with every child at its basis (§9.7), and how much of it
    /// the children took by growing or shrinking.
    var free = 0.0
    var distributed = 0.0
    /// The line's size across the axis, and where it starts from the cross start of the
    /// content box (set once every line is sized).
    var cross = 0.0
    var crossOffset = 0.0
    /// For the items aligned by their baselines (§9.4 step 8), the largest distance from an
    /// item's outer top edge down to its baseline, and from its baseline down to its outer
    /// bottom edge.
    var ascent = 0.0
    var descent = 0.0

    /// The free space left along the axis after flexing.
    var remaining: Double { free - distributed }
  }

  /// What a container's children were laid out for: its size and constraints then, and in
  /// which pass; an ``FlexboxLayout/runFlexbox(_:_:)`` with the same size and constraints in
  /// a later step of the same pass (or, in a relayout, a later pass) would place them the same
  /// — unless their inputs changed, which invalidates the placement.
  struct Placement {
    /// The pass the placement was made in and holds for; 0: it does not hold.
    var pass: UInt32 = 0
    /// The pass the children were last placed in (whether or not that placement holds).
    var placedIn: UInt32 = 0
    var size = AxisPair(both: 0.0)
    var laidOut = AxisPair(both: SizeConstraint.undefined)
    /// How many children the container's first line spans (for its baseline).
    var firstLineKids: Int32 = 0
  }

  /// The flex bases a run over a container found (in its children's ``Box/basis``) and in
  /// which room, so that the next run over it in the same room, in the same pass, takes them
  /// as they are (as Yoga keeps a child's `computedFlexBasis` for the pass it was computed in):
  /// the top-down pass lays a stack out in the room the bottom-up pass measured it in whenever
  /// its size comes from its own attributes (the root, stacks of a fixed size).
  struct FlexBases {
    var pass: UInt32 = 0
    var available = AxisPair(both: 0.0)
    var crossIsExact = false
    /// The line of all the children (``FlexboxLayout/determineFlexBaseSizes(of:in:)``).
    var used = 0.0
    var count = 0
    var grows = false
  }

  var boxes: [Box] = []
  /// One per node; only those of containers are written.
  var placements: [Placement] = []
  /// One per node; only those of containers are written.
  var flexBases: [FlexBases] = []
  /// The pass placements made now are marked with: every layout and relayout is one.
  var pass: UInt32 = 0
  /// The first pass of the tree being laid out: placements of earlier passes (other trees) do
  /// not hold; those of later ones (relayouts of this tree) do, unless invalidated.
  var firstPassOfTree: UInt32 = 0
  /// The lines of the stacks being sized or laid out: each run of the flex algorithm appends
  /// its lines and removes them when it returns, so that a stack measured while another one is
  /// laid out keeps that one's lines.
  var lines: [FlexLine] = []
  /// The containing block of each static node asked for while placing (see
  /// ``FlexboxLayout/containingBlock(of:)``).
  var staticBlocks: [Int: (block: Int, offset: AxisPair<Double>)] = [:]
  /// How many stacks are being laid out ahead of the top-down pass, for a baseline (see
  /// ``FlexboxLayout/baseline(of:)``): the positions of their ancestors are not final yet.
  var layingOutAhead = 0

  /// Whether container `i`'s children are placed for its current size and constraints.
  /// (`mutating`, although it only reads: see `ResolvedTree+Sizes.swift`.)
  @inline(__always)
  mutating func childrenArePlaced(_ i: Int) -> Bool {
    let placement = placements[i]
    return placement.pass >= firstPassOfTree && placement.pass != 0 && placement.size == boxes[i].size
      && placement.laidOut.horizontal.isSame(as: boxes[i].laidOut.horizontal)
      && placement.laidOut.vertical.isSame(as: boxes[i].laidOut.vertical)
  }

  /// A fresh box for each of `count` nodes, and the first pass of a new tree (every placement
  /// of earlier passes stops holding), keeping the memory of the arrays.
  mutating func reset(count: Int) {
    boxes.removeAll(keepingCapacity: true)
    boxes.append(contentsOf: repeatElement(Box(), count: count))
    if placements.count > count {
      placements.removeLast(placements.count - count)
      flexBases.removeLast(flexBases.count - count)
    } else {
      placements.append(contentsOf: repeatElement(Placement(), count: count - placements.count))
      flexBases.append(contentsOf: repeatElement(FlexBases(), count: count - flexBases.count))
    }
    nextPass()
    firstPassOfTree = pass
  }

  /// Starts a new pass: no lines, no containing block found yet.
  mutating func nextPass() {
    pass = pass &+ 1
    if pass == 0 {
      // Once in 2³² passes: marks of earlier passes could look like later ones.
      for i in placements.indices { (placements[i], flexBases[i]) = (Placement(), FlexBases()) }
      pass = 1
      firstPassOfTree = 1
    }
    lines.removeAll(keepingCapacity: true)
    staticBlocks.removeAll(keepingCapacity: true)
  }
}
