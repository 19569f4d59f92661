/// Flex bases and flexible lengths along a stack's axis (CSS Flexbox §9.2–9.7): each in-flow
/// child's basis as Yoga 3 measures it, then the free space shared by growth or shrinking as
/// CSS does (Yoga 3's two-pass approximation differs when several children hit a bound).
extension FlatLayoutTree {
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
    /// The line's size across the axis, and where it starts from the cross start of the
    /// content box (set once every line is sized).
    var cross = 0.0
    var crossOffset = 0.0
    /// The free space along the axis left after flexing.
    var free = 0.0
  }

  /// The children of `n` a line spans.
  @inline(__always)
  func children(in line: FlexLine) -> Children {
    Children(sizes: subtreeSizes, first: line.first, count: line.kids)
  }

  /// Whether `k` is stretched across `n`'s axis: aligned `stretch` without an auto margin
  /// across (CSS Flexbox §8.1: auto margins take the space instead).
  @inline(__always)
  mutating func stretches(_ k: Int, in n: Int) -> Bool {
    guard nodes[k].alignSelf == .stretch else { return false }
    let auto = nodes[k].autoMargins.sides(nodes[n].mainAxis.cross, fromLow: true)
    return !(auto.start || auto.end)
  }

  /// `value` within `k`'s minimum and maximum on `axis`, never below its padding
  /// and border (Yoga's `boundAxis`).
  @inline(__always)
  mutating func boundMain(_ k: Int, _ axis: StackAxis, _ value: Double) -> Double {
    max(clamp(k, axis, value), axis == .horizontal ? paddingWidth(k) : paddingHeight(k))
  }

  /// `value` within `k`'s minimum and maximum on one axis; the minimum wins over the maximum.
  @inline(__always)
  mutating func clamp(_ k: Int, _ axis: StackAxis, _ value: Double) -> Double {
    let index = Int(nodes[k].extrasIndex)
    guard index >= 0 else { return max(value, 0) }
    return axis == .horizontal
      ? max(min(value, extras[index].maxWidth), extras[index].minWidth)
      : max(min(value, extras[index].maxHeight), extras[index].minHeight)
  }

  /// The room inside `k` (padding and border taken away) when it is given `available` on one
  /// axis, within its own minimum and maximum and never negative unless its minimum is below its
  /// padding (Yoga's `calculateAvailableInnerDimension`); NaN stays NaN.
  @inline(__always)
  mutating func availableInner(_ k: Int, _ axis: StackAxis, _ available: Double) -> Double {
    let padding = padding(k, axis)
    let maximum = extra(k).maximum(axis) - padding
    let minimum = extra(k).minimumInner(axis)
    return available.isNaN ? .nan : max(min(available - padding, maximum), minimum)
  }

  /// `constraint` limited by `k`'s maximum on one axis: an exact or limiting length is lowered
  /// to it, an unknown one becomes a limit (Yoga's `constrainMaxSizeForMode`).
  @inline(__always)
  mutating func constrainMax(_ k: Int, _ axis: StackAxis, _ constraint: SizeConstraint) -> SizeConstraint {
    let maximum = extra(k).maximum(axis)
    guard maximum.isFinite else { return constraint }
    switch constraint.mode {
    case .undefined: return .atMost(maximum)
    case .atMost, .exactly:
      return SizeConstraint(mode: constraint.mode, value: min(constraint.value, maximum))
    }
  }

  /// The constraints a flex basis of `k`, an in-flow child of `n`, is measured in, along and
  /// across `n`'s axis: the inner space of `n` (`innerMain`, `innerCross`: NaN when unknown)
  /// minus `k`'s margins; a fixed size exactly; across a stack measured exactly
  /// (`crossIsExact`), a stretched child exactly; along the axis of a scrolling stack, no
  /// limit; with an aspect ratio and an exact size across, exactly the size along it gives;
  /// then `k`'s maximums.
  @inline(__always)
  mutating func basisConstraints(
    of k: Int, in n: Int, innerMain: Double, innerCross: Double, crossIsExact: Bool
  ) -> (main: SizeConstraint, cross: SizeConstraint) {
    let main = nodes[n].mainAxis
    let cross = main.cross
    // Auto margins do not stop the stretch here: Yoga measures the basis as if stretched.
    let stretches = nodes[k].alignSelf == .stretch
    var mainConstraint =
      nodes[n].scrolls ? .undefined : SizeConstraint.atMostOrUndefined(innerMain - margin(k, main))
    var crossConstraint = SizeConstraint.atMostOrUndefined(innerCross - margin(k, cross))
    if !nodes[k].fixed(main).isNaN { mainConstraint = .exactly(nodes[k].fixed(main)) }
    if !nodes[k].fixed(cross).isNaN {
      crossConstraint = .exactly(nodes[k].fixed(cross))
    } else if crossIsExact && stretches {
      crossConstraint = .exactly(innerCross - margin(k, cross))
    }
    // An exact size across gives the size along by the ratio (CSS Flexbox §9.2 step 3B).
    if crossConstraint.mode == .exactly && !aspectRatio(k).isNaN {
      mainConstraint = .exactly(sizeByRatio(k, from: cross, crossConstraint.value))
    }
    return (constrainMax(k, main, mainConstraint), constrainMax(k, cross, crossConstraint))
  }

  /// Fills `basis` with the flex basis of each in-flow child of `n` — its `basis` (also when
  /// `n`'s size is not known: CSS, where Yoga ignores it), else its fixed size along the axis,
  /// else its size measured within the room `n` leaves it; never below its padding — and
  /// returns them as one line of all the children. Shared by measuring and laying out.
  mutating func fillFlexBases(
    of n: Int, innerMain: Double, innerCross: Double, crossIsExact: Bool
  ) -> FlexLine {
    let main = nodes[n].mainAxis
    var line = FlexLine(first: n + 1, kids: Int(nodes[n].kidCount))
    for k in children(of: n) where nodes[k].isInFlow {
      let fixedMain = nodes[k].fixed(main)
      let paddingMain = padding(k, main)
      if !extra(k).basis.isNaN {
        boxes[k].basis = max(extra(k).basis, paddingMain)
      } else if !fixedMain.isNaN {
        boxes[k].basis = max(fixedMain, paddingMain)
      } else {
        let c = basisConstraints(
          of: k, in: n, innerMain: innerMain, innerCross: innerCross, crossIsExact: crossIsExact)
        let size = measure(k, along: main, main: c.main, cross: c.cross)
        boxes[k].basis = max(size.main, paddingMain)
      }
      line.used += clamp(k, main, boxes[k].basis) + margin(k, main)
      line.count += 1
      line.grows = line.grows || nodes[k].grow > 0
    }
    if line.count > 1 { line.used += nodes[n].spacing * Double(line.count - 1) }
    return line
  }

  /// The next line of `n` from `cursor` (CSS Flexbox §9.3 step 5, as Yoga 3's
  /// `calculateFlexLine`): every child when `n` does not wrap; otherwise children while their
  /// hypothetical outer sizes and the gaps fit in `innerMain` (NaN: unknown, no breaking), at
  /// least one in-flow child per line. Advances `cursor` past the line. `all` is the one line of
  /// all the children.
  mutating func nextLine(
    of n: Int, from cursor: inout Children, innerMain: Double, all: FlexLine
  ) -> FlexLine {
    let wraps = nodes[n].wrap != .noWrap
    guard wraps else {
      // One line of all the children, which `fillFlexBases` has summed up already.
      cursor.remaining = 0
      return all
    }
    let main = nodes[n].mainAxis
    var line = FlexLine(first: cursor.following)
    while cursor.remaining > 0 {
      let k = cursor.following
      if nodes[k].isInFlow {
        let gap = line.count > 0 ? nodes[n].spacing : 0
        let outer = clamp(k, main, boxes[k].basis) + margin(k, main) + gap
        if line.count > 0 && line.used + outer > innerMain { break }
        line.used += outer
        line.count += 1
        line.grows = line.grows || nodes[k].grow > 0
      }
      _ = cursor.next()
      line.kids += 1
    }
    return line
  }

  /// The free space of `n`'s line (Yoga's step 5): laid out or measured at an exact size, what
  /// the children leave of `innerMain`; otherwise (the size follows the content) only what
  /// `n`'s minimum adds or its maximum takes away.
  @inline(__always)
  mutating func freeSpace(of n: Int, line: FlexLine, main: SizeConstraint, innerMain: Double) -> Double {
    if main.mode == .exactly { return innerMain - line.used }
    let main = nodes[n].mainAxis
    let padding = padding(n, main)
    let minInner = extra(n).minimum(main) - padding
    let maxInner = extra(n).maximum(main) - padding
    if line.used < minInner { return minInner - line.used }
    if line.used > maxInner { return maxInner - line.used }
    return line.used < 0 ? -line.used : 0
  }

  /// Fills `mainSize` of each in-flow child of `n` from its basis and `free`, the space the
  /// line leaves with every child at its basis within its minimum and maximum (negative when it
  /// overflows), and returns how much more than that the children take. CSS Flexbox §9.7
  /// "Resolving Flexible Lengths": growth when `free` is positive, shrinking weighted by the
  /// basis when negative; children stopped by a minimum or maximum are frozen and the rest
  /// share again; factors summing to less than 1 share only that fraction.
  mutating func resolveMainSizes(of n: Int, line: FlexLine, free: Double) -> Double {
    let main = nodes[n].mainAxis
    let grows = free > 0
    let shrinks = free < 0
    // The space for the children's main sizes, and the children frozen from the start: those
    // that do not flex this way, or whose minimum or maximum already moved them against it.
    var available = free
    var unfrozen = 0
    for k in children(in: line) where nodes[k].isInFlow {
      let hypothetical = clamp(k, main, boxes[k].basis)
      available += hypothetical
      let factor = grows ? nodes[k].grow : shrinks ? nodes[k].shrink : 0
      let frozen =
        factor == 0 || (grows && boxes[k].basis > hypothetical)
        || (shrinks && boxes[k].basis < hypothetical)
      boxes[k].mainSize = hypothetical
      boxes[k].frozen = frozen
      if !frozen { unfrozen += 1 }
    }
    var initialFree = Double.nan
    // Each round freezes at least one child.
    while unfrozen > 0 {
      var remaining = available
      var factors = 0.0
      var scaled = 0.0
      for k in children(in: line) where nodes[k].isInFlow {
        if boxes[k].frozen {
          remaining -= boxes[k].mainSize
        } else {
          remaining -= boxes[k].basis
          factors += grows ? nodes[k].grow : nodes[k].shrink
          scaled += nodes[k].shrink * boxes[k].basis
        }
      }
      if initialFree.isNaN { initialFree = remaining }
      if factors < 1 && abs(initialFree * factors) < abs(remaining) {
        remaining = initialFree * factors
      }
      var violation = 0.0
      for k in children(in: line) where nodes[k].isInFlow && !boxes[k].frozen {
        let basis = boxes[k].basis
        let target: Double
        if grows {
          target = basis + remaining * nodes[k].grow / factors
        } else {
          // The weight first: exactly 1 for a sole shrinking child, which then shrinks exactly.
          target = scaled > 0 ? basis + remaining * (nodes[k].shrink * basis / scaled) : basis
        }
        let bounded = boundMain(k, main, target)
        violation += bounded - target
        boxes[k].mainSize = bounded
        boxes[k].flexTarget = target
      }
      for k in children(in: line) where nodes[k].isInFlow && !boxes[k].frozen {
        let clamped = boxes[k].mainSize - boxes[k].flexTarget
        if violation == 0 || (violation > 0 && clamped > 0) || (violation < 0 && clamped < 0) {
          boxes[k].frozen = true
          unfrozen -= 1
        }
      }
    }
    var distributed = 0.0
    for k in children(in: line) where nodes[k].isInFlow {
      boxes[k].mainSize = boundMain(k, main, boxes[k].mainSize)
      distributed += boxes[k].mainSize - clamp(k, main, boxes[k].basis)
    }
    return distributed
  }
}
