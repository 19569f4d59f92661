/// Sizes across a stack's axis (CSS Flexbox §9.4, and §9.6 step 16 for the lines).
extension FlexboxLayout {
  /// §9.4 steps 7–8: sizes the in-flow items of `line` of `n` across the axis and sets the
  /// line's size across: the largest outer size of its items, or for items aligned by their
  /// baselines, the largest distance above a baseline plus the largest below one (with the
  /// line's ``LayoutState/FlexLine/ascent`` and ``LayoutState/FlexLine/descent``).
  ///
  /// Measuring, each item is measured at its main size within the room across (none when `n`'s
  /// size across is exact: it is then `n`'s size, and the lines do not matter). Laying out, a
  /// fixed size is kept; a stretched item of a stack that does not wrap takes the room across
  /// (§9.4 step 11 comes early there: the line is the stack); every other item is laid out at
  /// its main size within the room across the stack was given, a stretched item of a wrapping
  /// stack only measured there until its line is sized.
  mutating func determineCrossSizes(of n: Int, line: inout FlexLine, in space: FlexSpace, _ run: FlexRun) {
    let main = space.main
    let cross = space.cross
    var largest = 0.0
    var baselines = false
    switch run {
    case .measure(let constraints, let layoutPass):
      guard constraints[cross].mode != .exactly else { return }
      for k in tree.children(in: line) where tree.nodes[k].isInFlow {
        let marginCross = tree.margin(k, cross)
        let fixedCross = tree.nodes[k].fixed[cross]
        let ratioCross = tree.crossByRatio(k, along: main, mainSize: state.boxes[k].mainSize)
        let childCross =
          ratioCross
          ?? tree.limitedByMaximum(
            k, cross,
            fixedCross.isNaN ? .atMostOrUndefined(space.available[cross] - marginCross) : .exactly(fixedCross)
          )
        let laidOut = layoutPass && (ratioCross != nil || !(fixedCross.isNaN && tree.stretches(k, in: n)))
        let mainConstraint = SizeConstraint.exactly(state.boxes[k].mainSize)
        let size = measure(
          k, AxisPair(main: mainConstraint, cross: childCross, along: main), layoutPass: laidOut)
        if participatesInBaseline(k, in: n) {
          let constraints = AxisPair(main: mainConstraint, cross: childCross, along: main)
          let baseline = baseline(of: k, size: size, constraints: constraints, in: n)
          addBaselineItem(k, baseline: baseline, outer: size[cross] + marginCross, to: &line)
          baselines = true
        } else {
          largest = max(largest, size[cross] + marginCross)
        }
      }
    case .layout:
      let wraps = tree.nodes[n].wrap != .noWrap
      for k in tree.children(in: line) where tree.nodes[k].isInFlow {
        let mainSize = state.boxes[k].mainSize
        let marginCross = tree.margin(k, cross)
        let fixedCross = tree.nodes[k].fixed[cross]
        let crossSize: Double
        let crossConstraint: SizeConstraint
        if let ratioCross = tree.crossByRatio(k, along: main, mainSize: mainSize) {
          // Yoga 3: the ratio wins over a stretch across.
          crossConstraint = ratioCross
          crossSize = tree.bounded(k, cross, ratioCross.value)
        } else if !fixedCross.isNaN {
          crossConstraint = .exactly(fixedCross)
          crossSize = tree.bounded(k, cross, fixedCross)
        } else if tree.stretches(k, in: n) && !wraps {
          crossConstraint = tree.limitedByMaximum(k, cross, .exactly(space.inner[cross] - marginCross))
          crossSize = tree.bounded(k, cross, crossConstraint.value)
        } else {
          crossConstraint = tree.limitedByMaximum(
            k, cross, .atMostOrUndefined(space.available[cross] - marginCross))
          crossSize =
            measure(
              k, along: main, main: .exactly(mainSize), cross: crossConstraint,
              layoutPass: !tree.stretches(k, in: n)
            ).cross
        }
        state.boxes[k].size = AxisPair(main: mainSize, cross: crossSize, along: main)
        state.boxes[k].laidOut = AxisPair(main: .exactly(mainSize), cross: crossConstraint, along: main)
        if participatesInBaseline(k, in: n) {
          addBaselineItem(k, baseline: baseline(of: k), outer: crossSize + marginCross, to: &line)
          baselines = true
        } else {
          largest = max(largest, crossSize + marginCross)
        }
      }
    }
    line.cross = baselines ? max(largest, line.ascent + line.descent) : largest
  }

  /// §9.4 step 9 and §9.6 step 16 (CSS Box Alignment §5.1): shares the room across stack `n`
  /// (`inner`) between its `lines` by `alignContent` — with no room left, the `space*` values
  /// and `stretch` fall back to `start`; `center` and `end` still move the lines. A stack that
  /// does not wrap has one line as large as the stack across (§9.4 step 8).
  mutating func alignLines(of n: Int, _ lines: Range<Int>, inner: Double) {
    guard tree.nodes[n].wrap != .noWrap else {
      state.lines[lines.lowerBound].cross = inner
      return
    }
    let gap = tree.nodes[n].crossGap
    var total = gap * Double(lines.count - 1)
    for line in state.lines[lines] { total += line.cross }
    let remaining = inner - total
    let count = Double(lines.count)
    var lead = 0.0
    var between = gap
    var grow = 0.0
    switch tree.nodes[n].alignContent {
    case .start: break
    case .center: lead = remaining / 2
    case .end: lead = remaining
    case _ where remaining <= 0: break
    case .stretch: grow = remaining / count
    case .spaceBetween: between += count > 1 ? remaining / (count - 1) : 0
    case .spaceAround:
      lead = remaining / count / 2
      between += remaining / count
    case .spaceEvenly:
      lead = remaining / (count + 1)
      between += remaining / (count + 1)
    }
    var offset = lead
    for index in lines {
      state.lines[index].cross += grow
      state.lines[index].crossOffset = offset
      offset += state.lines[index].cross + between
    }
  }
}
