/// CSS Flexbox §9 "Flex Layout Algorithm" for one container: ``runFlexbox(_:_:)`` lists the
/// steps in order, one method each (as Taffy's `compute_preliminary`). Measuring a container
/// runs the steps that size it; laying it out runs them all.
extension FlexboxLayout {
  /// What a run of the algorithm over a container's children does (Taffy's `RunMode`).
  enum FlexRun {
    /// Sizes the container within the constraints: steps 2 to 8, then its size (§9.2 step 4,
    /// §9.6 step 15). `layoutPass`: the container is being laid out, not only measured, and so
    /// are those of its children that it does not stretch (Yoga lays them out at that point).
    case measure(AxisPair<SizeConstraint>, layoutPass: Bool)
    /// Sizes and places the children within the container's final size, which its parent has
    /// set.
    case layout
  }

  /// The room a run works in (§9.2 step 2).
  struct FlexSpace {
    /// The container's axis.
    var main: StackAxis
    /// The container's constraints: given (measuring), or those it was laid out in.
    var constraints: AxisPair<SizeConstraint>
    /// The room inside the container its children are measured in (NaN: unknown).
    var available: AxisPair<Double>
    /// The inner size the free space and the stretch are taken of: measuring, the available
    /// room; laying out, the container's final inner size.
    var inner: AxisPair<Double>

    var cross: StackAxis { main.cross }
  }

  /// The steps of CSS Flexbox §9 for the children of container `n`; returns `n`'s size (when
  /// laying out, the one its parent set).
  @discardableResult
  mutating func runFlexbox(_ n: Int, _ run: FlexRun) -> AxisPair<Double> {
    // §9.2 step 2: the available main and cross space for the items.
    let space = availableSpace(of: n, run)
    // CSS Values §4.3: the items' percentages, of the container's definite inner size.
    if tree.nodes[n].percentChildren {
      resolvePercentages(ofChildrenOf: n, inner: percentBase(of: n, space, run))
    }
    // §9.2 step 3: each item's flex base size and hypothetical main size.
    let all = flexBaseSizes(of: n, in: space)
    // §9.2 step 4: the container's main size, as far as it is known.
    let mainConstraint = containerMainConstraint(of: n, in: space, all)
    let firstLine = state.lines.count
    defer { state.lines.removeSubrange(firstLine...) }
    var cursor = tree.children(of: n)
    repeat {
      // §9.3 step 5: collect the items into flex lines.
      var line = nextLine(of: n, from: &cursor, available: space.available[space.main], all: all)
      // §9.7 (step 6): resolve the flexible lengths of the line's items.
      line.free = freeSpace(of: n, line: line, main: mainConstraint, inner: space.inner[space.main])
      line.distributed = resolveFlexibleLengths(of: n, line: line)
      // §9.4 steps 7–8: each item's hypothetical cross size, and the line's.
      determineCrossSizes(of: n, line: &line, in: space, run)
      state.lines.append(line)
    } while cursor.remaining > 0
    let lines = firstLine..<state.lines.count
    if case .measure(let constraints, _) = run {
      // §9.2 step 4 and §9.6 step 15: the container's main and cross sizes.
      return containerSize(of: n, within: constraints, mainConstraint: mainConstraint, lines: lines)
    }
    // §9.4 step 9 (`align-content: stretch`), with §9.6 step 16 (`align-content`): the lines
    // sized and placed across the container.
    alignLines(of: n, lines, inner: space.inner[space.cross])
    // §9.5 step 12, §9.4 step 11, §9.6 steps 13–14: each line's items placed along the axis,
    // stretched, and aligned across it; absolute children placed (§4.1).
    let flow = FlowSides(of: tree.nodes[n])
    for index in lines { placeItems(in: index, of: n, flow) }
    statistics.containersLaidOut += 1
    // A node that places absolute children from an ancestor's box (see `reachesOutside`) is
    // laid out again when the top-down pass comes to it: laid out ahead of it, for a baseline,
    // the positions it placed them from were not final.
    let box = state.boxes[n]
    state.placements[n] = LayoutState.Placement(
      pass: tree.nodes[n].reachesOutside ? 0 : state.pass, placedIn: state.pass, size: box.size,
      laidOut: box.laidOut, firstLineKids: Int32(state.lines[firstLine].kids))
    return box.size
  }

  /// §9.2 step 3 as ``determineFlexBaseSizes(of:in:)``, or the bases the last run over `n`
  /// found when it was in the same room in this pass (see ``LayoutState/FlexBases``; not with
  /// percentages, which the room the stack is laid out in resolves differently).
  private mutating func flexBaseSizes(of n: Int, in space: FlexSpace) -> FlexLine {
    let crossIsExact = space.constraints[space.cross].mode == .exactly
    let kept = state.flexBases[n]
    func same(_ a: Double, _ b: Double) -> Bool { a == b || (a.isNaN && b.isNaN) }
    if usesFastPaths && kept.pass == state.pass && !tree.nodes[n].percentChildren
      && kept.crossIsExact == crossIsExact && same(kept.available.horizontal, space.available.horizontal)
      && same(kept.available.vertical, space.available.vertical)
    {
      return FlexLine(
        first: n + 1, kids: Int(tree.nodes[n].kidCount), used: kept.used, count: kept.count, grows: kept.grows
      )
    }
    let all = determineFlexBaseSizes(of: n, in: space)
    state.flexBases[n] = LayoutState.FlexBases(
      pass: state.pass, available: space.available, crossIsExact: crossIsExact, used: all.used,
      count: all.count,
      grows: all.grows)
    return all
  }

  /// §9.2 step 2: the room inside `n` for `run` (see ``FlexSpace``).
  mutating func availableSpace(of n: Int, _ run: FlexRun) -> FlexSpace {
    switch run {
    case .measure(let constraints, _):
      let available = AxisPair.byAxis { tree.innerRoom(n, $0, constraints[$0].value) }
      return FlexSpace(
        main: tree.nodes[n].mainAxis, constraints: constraints, available: available, inner: available)
    case .layout:
      let box = state.boxes[n]
      let inner = AxisPair.byAxis { box.size[$0] - tree.padding(n, $0) }
      return FlexSpace(
        main: tree.nodes[n].mainAxis, constraints: box.laidOut,
        // Children are measured within the space `n` was laid out in (as in Yoga), which
        // across a stack that does not stretch `n` is a limit, not `n`'s final size.
        available: AxisPair.byAxis { tree.innerRoom(n, $0, box.laidOut[$0].value) }, inner: inner)
    }
  }

  /// The inner size of `n` the percentages of its children are taken of (NaN where it is not
  /// definite): measuring, the room its constraints give when definite; laying out, its final
  /// inner size where it was laid out in a definite size.
  mutating func percentBase(of n: Int, _ space: FlexSpace, _ run: FlexRun) -> AxisPair<Double> {
    switch run {
    case .measure: AxisPair.byAxis { tree.definiteInner(n, $0, space.constraints[$0]) }
    case .layout:
      AxisPair.byAxis { tree.definiteInner(n, $0, space.constraints[$0]).isNaN ? .nan : space.inner[$0] }
    }
  }

  /// §9.2 step 4: the container's constraint along its axis — a wrapping stack within a limit
  /// its items overflow takes the whole limit (its max-content size is one line of all its
  /// items: §9.9.1).
  private mutating func containerMainConstraint(of n: Int, in space: FlexSpace, _ all: LayoutState.FlexLine)
    -> SizeConstraint
  {
    let constraint = space.constraints[space.main]
    let overflows =
      tree.nodes[n].wrap != .noWrap && constraint.mode == .atMost && all.used > space.available[space.main]
    return overflows ? .exactly(constraint.value) : constraint
  }

  /// §9.2 step 4 and §9.6 step 15: the size of `n` measured within `constraints` once its
  /// lines are sized: along the axis the longest line (or the exact size), across it the lines
  /// and the gaps between them (or the exact size), within `n`'s minimum and maximum.
  private mutating func containerSize(
    of n: Int, within constraints: AxisPair<SizeConstraint>, mainConstraint: SizeConstraint,
    lines: Range<Int>
  ) -> AxisPair<Double> {
    let main = tree.nodes[n].mainAxis
    let cross = main.cross
    var longest = 0.0
    var linesCross = 0.0
    var grows = false
    for line in state.lines[lines] {
      longest = max(longest, line.used + line.distributed)
      linesCross += line.cross
      grows = grows || line.grows
    }
    linesCross += tree.nodes[n].crossGap * Double(lines.count - 1)
    let paddingMain = tree.padding(n, main)
    let paddingCross = tree.padding(n, cross)
    var mainSize = tree.bounded(
      n, main, mainConstraint.mode == .exactly ? mainConstraint.value : longest + paddingMain)
    if tree.nodes[n].scrolls && mainConstraint.mode == .atMost && tree.nodes[n].grow > 0
      && state.lines[lines.upperBound - 1].free == 0 && grows
    {
      // Within the limit, then within the node's own minimum and maximum, which always apply.
      mainSize = tree.bounded(n, main, max(min(mainConstraint.value, mainSize), paddingMain))
    }
    let crossConstraint = constraints[cross]
    let crossSize: Double
    if crossConstraint.mode == .exactly {
      crossSize = tree.bounded(n, cross, crossConstraint.value)
    } else if tree.nodes[n].scrolls && crossConstraint.mode == .atMost {
      // A scrolling node measured within a limit keeps within it across its axis (Yoga 3;
      // along the axis only when it and its children grow, which Yoga's limit then is).
      crossSize = tree.bounded(
        n, cross, max(min(crossConstraint.value, linesCross + paddingCross), paddingCross))
    } else {
      crossSize = tree.bounded(n, cross, linesCross + paddingCross)
    }
    return AxisPair(main: mainSize, cross: crossSize, along: main)
  }
}
