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
    /// The largest distance from a line's cross start to an item's baseline, for the items
    /// aligned by their baselines (§9.4 step 8).
    var ascent = 0.0

    /// The free space left along the axis after flexing.
    var remaining: Double { free - distributed }
  }

  var boxes: [Box] = []
  /// The lines of the stacks being sized or laid out: each run of the flex algorithm appends
  /// its lines and removes them when it returns, so that a stack measured while another one is
  /// laid out keeps that one's lines.
  var lines: [FlexLine] = []
  /// The containing block of each static node asked for while placing (see
  /// ``FlexboxLayout/containingBlock(of:)``).
  var staticBlocks: [Int: (block: Int, offset: AxisPair<Double>)] = [:]

  /// A fresh box for each of `count` nodes, keeping the memory of the arrays.
  mutating func reset(count: Int) {
    boxes.removeAll(keepingCapacity: true)
    boxes.append(contentsOf: repeatElement(Box(), count: count))
    lines.removeAll(keepingCapacity: true)
    staticBlocks.removeAll(keepingCapacity: true)
  }
}
