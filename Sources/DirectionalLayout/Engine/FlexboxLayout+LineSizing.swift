/// Sizes along a stack's axis (CSS Flexbox §9.2–9.3, §9.7): each in-flow child's flex basis as
/// Yoga 3 measures it, the lines, then the free space shared by growth or shrinking as CSS does
/// (Yoga 3's two-pass approximation differs when several children hit a bound).
extension FlexboxLayout {
  typealias FlexLine = LayoutState.FlexLine

  /// The constraints a flex basis of `k`, an in-flow child of `n`, is measured in, along and
  /// across `n`'s axis: the room inside `n` (`available`: NaN when unknown) minus `k`'s
  /// margins; a fixed size exactly; across a stack measured exactly (`crossIsExact`), a
  /// stretched child exactly; along the axis of a scrolling stack, no limit; with an aspect
  /// ratio and an exact size across, exactly the size along it gives; then `k`'s maximums.
  @inline(__always)
  mutating func basisConstraints(
    of k: Int, in n: Int, available: AxisPair<Double>, crossIsExact: Bool
  ) -> (main: SizeConstraint, cross: SizeConstraint) {
    let main = tree.nodes[n].mainAxis
    let cross = main.cross
    // Auto margins do not stop the stretch here: Yoga measures the basis as if stretched.
    let stretches = tree.nodes[k].alignSelf == .stretch
    var mainConstraint =
      tree.nodes[n].scrolls
      ? .undefined : SizeConstraint.atMostOrUndefined(available[main] - tree.margin(k, main))
    var crossConstraint = SizeConstraint.atMostOrUndefined(available[cross] - tree.margin(k, cross))
    if !tree.nodes[k].fixed[main].isNaN { mainConstraint = .exactly(tree.nodes[k].fixed[main]) }
    if !tree.nodes[k].fixed[cross].isNaN {
      crossConstraint = .exactly(tree.nodes[k].fixed[cross])
    } else if crossIsExact && stretches {
      crossConstraint = .exactly(available[cross] - tree.margin(k, cross))
    }
    // An exact size across gives the size along by the ratio (CSS Flexbox §9.2 step 3B).
    if crossConstraint.mode == .exactly && !tree.aspectRatio(k).isNaN {
      mainConstraint = .exactly(tree.sizeByRatio(k, from: cross, crossConstraint.value))
    }
    return (tree.limitedByMaximum(k, main, mainConstraint), tree.limitedByMaximum(k, cross, crossConstraint))
  }

  /// §9.2 step 3: fills `basis` with the flex basis of each in-flow child of `n` — its `basis`
  /// (also when `n`'s size is not known: CSS, where Yoga ignores it), else its fixed size along
  /// the axis, else its size measured within the room `n` leaves it; never below its padding —
  /// and returns them as one line of all the children.
  mutating func determineFlexBaseSizes(of n: Int, in space: FlexSpace) -> FlexLine {
    let main = space.main
    let crossIsExact = space.constraints[space.cross].mode == .exactly
    var line = FlexLine(first: n + 1, kids: Int(tree.nodes[n].kidCount))
    for k in tree.children(of: n) where tree.nodes[k].isInFlow {
      let fixedMain = tree.nodes[k].fixed[main]
      let paddingMain = tree.padding(k, main)
      let basis = tree.extra(k).basis
      if !basis.isNaN {
        state.boxes[k].basis = max(basis, paddingMain)
      } else if !fixedMain.isNaN {
        state.boxes[k].basis = max(fixedMain, paddingMain)
      } else {
        let c = basisConstraints(of: k, in: n, available: space.available, crossIsExact: crossIsExact)
        let size = measure(k, along: main, main: c.main, cross: c.cross)
        state.boxes[k].basis = max(size.main, paddingMain)
      }
      line.used += tree.clamped(k, main, state.boxes[k].basis) + tree.margin(k, main)
      line.count += 1
      line.grows = line.grows || tree.nodes[k].grow > 0
    }
    if line.count > 1 { line.used += tree.nodes[n].mainGap * Double(line.count - 1) }
    return line
  }

  /// §9.3 step 5, as Yoga 3's `calculateFlexLine`: the next line of `n` from `cursor` — every
  /// child when `n` does not wrap; otherwise children while their hypothetical outer sizes and
  /// the gaps fit in `available` (NaN: unknown, no breaking), at least one in-flow child per
  /// line. Advances `cursor` past the line. `all` is the one line of all the children.
  mutating func nextLine(
    of n: Int, from cursor: inout ResolvedTree.Children, available: Double, all: FlexLine
  ) -> FlexLine {
    guard tree.nodes[n].wrap != .noWrap else {
      // One line of all the children, which `determineFlexBaseSizes` has summed up already.
      cursor.remaining = 0
      return all
    }
    let main = tree.nodes[n].mainAxis
    var line = FlexLine(first: cursor.following)
    while cursor.remaining > 0 {
      let k = cursor.following
      if tree.nodes[k].isInFlow {
        let gap = line.count > 0 ? tree.nodes[n].mainGap : 0
        let outer = tree.clamped(k, main, state.boxes[k].basis) + tree.margin(k, main) + gap
        if line.count > 0 && line.used + outer > available { break }
        line.used += outer
        line.count += 1
        line.grows = line.grows || tree.nodes[k].grow > 0
      }
      _ = cursor.next()
      line.kids += 1
    }
    return line
  }

  /// §9.7 step 3 (Yoga's step 5): the free space of `n`'s line. With the container's size
  /// exact along the axis (`main`), what the children leave of `inner`; otherwise (the size
  /// follows the content) only what `n`'s minimum adds or its maximum takes away.
  @inline(__always)
  mutating func freeSpace(of n: Int, line: FlexLine, main: SizeConstraint, inner: Double) -> Double {
    if main.mode == .exactly { return inner - line.used }
    let axis = tree.nodes[n].mainAxis
    let padding = tree.padding(n, axis)
    let minInner = tree.extra(n).minimum[axis] - padding
    let maxInner = tree.extra(n).maximum[axis] - padding
    if line.used < minInner { return minInner - line.used }
    if line.used > maxInner { return maxInner - line.used }
    return line.used < 0 ? -line.used : 0
  }

  /// §9.7 "Resolving Flexible Lengths": fills `mainSize` of each in-flow item of `line` from
  /// its basis and the line's free space (with every item at its basis within its minimum and
  /// maximum; negative when the items overflow), and returns how much more than their
  /// hypothetical sizes the items take. Growth when the free space is positive, shrinking
  /// weighted by the basis when negative; items stopped by a minimum or maximum are frozen and
  /// the rest share again; factors summing to less than 1 share only that fraction.
  mutating func resolveFlexibleLengths(of n: Int, line: FlexLine) -> Double {
    let main = tree.nodes[n].mainAxis
    let grows = line.free > 0
    let shrinks = line.free < 0
    // §9.7 steps 1–2: the space for the items' main sizes, and the items frozen from the
    // start: those that do not flex this way, or whose bound already moved them against it.
    var available = line.free
    var unfrozen = 0
    for k in tree.children(in: line) where tree.nodes[k].isInFlow {
      let hypothetical = tree.clamped(k, main, state.boxes[k].basis)
      available += hypothetical
      let factor = grows ? tree.nodes[k].grow : shrinks ? tree.nodes[k].shrink : 0
      let frozen =
        factor == 0 || (grows && state.boxes[k].basis > hypothetical)
        || (shrinks && state.boxes[k].basis < hypothetical)
      state.boxes[k].mainSize = hypothetical
      state.boxes[k].frozen = frozen
      if !frozen { unfrozen += 1 }
    }
    var initialFree = Double.nan
    // §9.7 step 4: each round freezes at least one item.
    while unfrozen > 0 {
      // b. The remaining free space (c. scaled down when the factors sum to less than 1).
      var remaining = available
      var factors = 0.0
      var scaled = 0.0
      for k in tree.children(in: line) where tree.nodes[k].isInFlow {
        if state.boxes[k].frozen {
          remaining -= state.boxes[k].mainSize
        } else {
          remaining -= state.boxes[k].basis
          factors += grows ? tree.nodes[k].grow : tree.nodes[k].shrink
          scaled += tree.nodes[k].shrink * state.boxes[k].basis
        }
      }
      if initialFree.isNaN { initialFree = remaining }
      if factors < 1 && abs(initialFree * factors) < abs(remaining) {
        remaining = initialFree * factors
      }
      // c. Each unfrozen item's target, d. within its bounds.
      var violation = 0.0
      for k in tree.children(in: line) where tree.nodes[k].isInFlow && !state.boxes[k].frozen {
        let basis = state.boxes[k].basis
        let target: Double
        if grows {
          target = basis + remaining * tree.nodes[k].grow / factors
        } else {
          // The weight first: exactly 1 for a sole shrinking item, which then shrinks exactly.
          target = scaled > 0 ? basis + remaining * (tree.nodes[k].shrink * basis / scaled) : basis
        }
        let bounded = tree.bounded(k, main, target)
        violation += bounded - target
        state.boxes[k].mainSize = bounded
        state.boxes[k].flexTarget = target
      }
      // e. Freeze the items whose bound stopped them the way the total violation goes.
      for k in tree.children(in: line) where tree.nodes[k].isInFlow && !state.boxes[k].frozen {
        let clamped = state.boxes[k].mainSize - state.boxes[k].flexTarget
        if violation == 0 || (violation > 0 && clamped > 0) || (violation < 0 && clamped < 0) {
          state.boxes[k].frozen = true
          unfrozen -= 1
        }
      }
    }
    var distributed = 0.0
    for k in tree.children(in: line) where tree.nodes[k].isInFlow {
      state.boxes[k].mainSize = tree.bounded(k, main, state.boxes[k].mainSize)
      distributed += state.boxes[k].mainSize - tree.clamped(k, main, state.boxes[k].basis)
    }
    return distributed
  }
}

extension ResolvedTree {
  /// The children a line spans.
  @inline(__always)
  mutating func children(in line: LayoutState.FlexLine) -> Children {
    Children(sizes: subtreeSizes, first: line.first, count: line.kids)
  }
}
