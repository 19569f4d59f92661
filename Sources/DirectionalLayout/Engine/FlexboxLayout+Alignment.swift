/// Placing a line's items once the lines are sized: along the axis (CSS Flexbox §8.1, §9.5),
/// stretched (§9.4 step 11) and aligned across it (§9.6 steps 13–14).
extension FlexboxLayout {
  /// Where a stack's flow starts on each axis. Along the axis: the leading side for rows, the
  /// top for columns; reversed. Lines stack from the cross start: the top of a row, the leading
  /// side of a column; `wrapReverse` swaps the cross start and end (CSS Flexbox §5.2), for
  /// alignment too.
  struct FlowSides {
    /// Whether the main axis starts on its low side (left, top).
    var mainFromLow: Bool
    /// Whether the cross axis starts on its low side.
    var crossFromLow: Bool

    init(of node: ResolvedTree.Node) {
      let leftToRight = node.direction == .leftToRight
      mainFromLow = node.mainAxis == .horizontal ? leftToRight != node.reverse : !node.reverse
      crossFromLow = (node.mainAxis == .horizontal || leftToRight) != (node.wrap == .wrapReverse)
    }
  }

  /// Places the children of line `index` of stack `i`: in-flow items along and across the
  /// axis, absolute children by their insets (`FlexboxLayout+Positioning.swift`).
  mutating func placeItems(in index: Int, of i: Int, _ flow: FlowSides) {
    let line = state.lines[index]
    let main = tree.nodes[i].mainAxis
    let cross = main.cross
    let padding = tree.nodes[i].padding
    let size = state.boxes[i].size
    let wraps = tree.nodes[i].wrap != .noWrap
    // §9.5 step 12 (and §8.1: auto margins first).
    let (leadingSpace, between, autoMarginShare) = justification(of: i, line: line)
    var cursor = leadingSpace
    for k in tree.children(in: line) where !tree.nodes[k].isHidden {
      if tree.nodes[k].isAbsolute {
        placeAbsolute(k, in: i, flow)
        continue
      }
      let margin = tree.nodes[k].margin
      let mainSize = state.boxes[k].size[main]
      let mainMargins = margin[main].startEnd(fromLow: flow.mainFromLow)
      let autoSides = tree.nodes[k].autoMargins[main].startEnd(fromLow: flow.mainFromLow)
      let offset = cursor + mainMargins.start + (autoSides.start ? autoMarginShare : 0)
      cursor = offset + mainSize + mainMargins.end + between + (autoSides.end ? autoMarginShare : 0)
      state.boxes[k].position[main] =
        flow.mainFromLow ? padding[main].low + offset : size[main] - padding[main].high - offset - mainSize

      let crossMargins = margin[cross].startEnd(fromLow: flow.crossFromLow)
      if wraps && tree.stretches(k, in: i) && tree.nodes[k].fixed[cross].isNaN && tree.aspectRatio(k).isNaN {
        // §9.4 step 11: stretched to its line.
        let constraint = tree.limitedByMaximum(
          k, cross, .exactly(line.cross - crossMargins.start - crossMargins.end))
        state.boxes[k].size[cross] = tree.bounded(k, cross, constraint.value)
        state.boxes[k].laidOut[cross] = constraint
      }
      let crossSize = state.boxes[k].size[cross]
      let crossOffset: Double
      let autoCross = tree.nodes[k].autoMargins[cross].startEnd(fromLow: flow.crossFromLow)
      let crossFree = line.cross - crossSize - crossMargins.start - crossMargins.end
      if autoCross.start || autoCross.end {
        // §9.6 step 13: auto margins across: centered between two, pushed away from one; at
        // the start when there is no room.
        let share = autoCross.start && autoCross.end ? crossFree / 2 : autoCross.start ? crossFree : 0
        crossOffset = crossMargins.start + max(share, 0)
      } else {
        // §9.6 step 14: `align-self`. Items aligned by their baselines have their baselines
        // where the line's is: the largest ascent below the line's top (in `wrapReverse`, whose
        // cross start is the bottom, the largest descent above its bottom).
        switch tree.nodes[k].alignSelf {
        case .start, .stretch: crossOffset = crossMargins.start
        case .center: crossOffset = crossMargins.start + crossFree / 2
        case .end: crossOffset = line.cross - crossSize - crossMargins.end
        case .baseline:
          guard participatesInBaseline(k, in: i) else {
            crossOffset = crossMargins.start
            break
          }
          let b = baseline(of: k)
          let top = flow.crossFromLow ? line.ascent - b : line.cross - line.descent - b
          crossOffset = flow.crossFromLow ? top : line.cross - crossSize - top
        }
      }
      let fromStart = line.crossOffset + crossOffset
      state.boxes[k].position[cross] =
        flow.crossFromLow
        ? padding[cross].low + fromStart : size[cross] - padding[cross].high - fromStart - crossSize
      offsetRelative(k)
    }
  }

  /// §9.5 step 12 and §8.1: where the items of `line` of stack `i` start along the axis, the
  /// space between two (with the gap) and each auto margin's share (CSS Box Alignment §5.1):
  /// auto margins take the free space first, and justification then has nothing to share; with
  /// no free space they are 0 and justification applies. `spaceAround` and `spaceEvenly` fall
  /// back to safe center — the start when the items overflow — and `spaceBetween` to the start.
  private mutating func justification(of i: Int, line: FlexLine) -> (
    leading: Double, between: Double, autoMargin: Double
  ) {
    let free = line.remaining
    var autoMargins = 0
    let main = tree.nodes[i].mainAxis
    for k in tree.children(in: line) where tree.nodes[k].isInFlow {
      let sides = tree.nodes[k].autoMargins[main]
      autoMargins += (sides.low ? 1 : 0) + (sides.high ? 1 : 0)
    }
    let autoMarginShare = autoMargins > 0 && free > 0 ? free / Double(autoMargins) : 0
    var leading = 0.0
    var between = 0.0
    let n = Double(line.count)
    switch autoMarginShare > 0 ? .start : tree.nodes[i].justify {
    case .start: break
    case .center: leading = free / 2
    case .end: leading = free
    case .spaceBetween: between = line.count > 1 ? max(free, 0) / (n - 1) : 0
    case .spaceAround:
      between = line.count > 0 ? max(free, 0) / n : 0
      leading = between / 2
    case .spaceEvenly:
      between = max(free, 0) / (n + 1)
      leading = between
    }
    return (leading, between + tree.nodes[i].mainGap, autoMarginShare)
  }
}
