/// How a node is measured on one axis, as in Yoga: the space is unknown (`undefined`), a limit
/// the content may use (`atMost`), or the size itself (`exactly`). Values exclude the node's
/// margins.
struct SizeConstraint: Hashable {
  enum Mode: Hashable { case undefined, atMost, exactly }
  var mode: Mode
  var value: Double

  static let undefined = SizeConstraint(mode: .undefined, value: .nan)
  static func atMost(_ value: Double) -> SizeConstraint { .init(mode: .atMost, value: value) }
  static func exactly(_ value: Double) -> SizeConstraint { .init(mode: .exactly, value: value) }
  /// At most `value`, or undefined when `value` is NaN (an unknown space).
  static func atMostOrUndefined(_ value: Double) -> SizeConstraint {
    value.isNaN ? .undefined : .atMost(value)
  }

  /// Whether measuring within this constraint gives the same as measuring without one, for a
  /// node that needs more than `need`.
  func isLoose(need: Double) -> Bool { mode == .undefined || value > need }
}

struct MeasureKey: Hashable {
  var width: SizeConstraint
  var height: SizeConstraint
  var layoutPass: Bool
}

/// Measuring a node within constraints, as Yoga does for the subset.
///
/// Yoga measures every child before sizing it: a child whose size on an axis is not fixed is
/// measured within the room its parent leaves it (the parent's inner size minus the child's
/// margins), and so on down the tree. A node with children measured within a room of zero or
/// less on either axis is not laid out at all: Yoga measures it as the space it was given
/// (zero when none, or when negative) on both axes, never below its padding. That happens at
/// any depth, so a node's size can depend on the room its ancestors leave.
///
/// Most rooms are ample. Bottom-up, `needWidth`/`needHeight` hold for every node the room at or
/// below which that shortcut can happen somewhere in its subtree; measuring within more room
/// gives the content size computed bottom-up (or the exact size), with no further work. Only
/// rooms at or below that bound measure the subtree again, stopping at nodes with no room.
/// A child whose fixed size is at or below its own bound has a node with no room inside
/// whatever room its parent has; that node measures as the room across, so the parent's bound
/// across is infinite.
extension FlatLayoutTree {
  @inline(__always)
  mutating func paddingWidth(_ k: Int) -> Double { nodes[k].padding.left + nodes[k].padding.right }
  @inline(__always)
  mutating func paddingHeight(_ k: Int) -> Double { nodes[k].padding.top + nodes[k].padding.bottom }
  @inline(__always)
  mutating func marginWidth(_ k: Int) -> Double { nodes[k].margin.left + nodes[k].margin.right }
  @inline(__always)
  mutating func marginHeight(_ k: Int) -> Double { nodes[k].margin.top + nodes[k].margin.bottom }

  /// The deepest the measurement of a node in a tight room descends into its subtree. Past
  /// it — or once the layout has re-measured 8 subtrees per node plus 1 000, which only
  /// contrived trees with tight rooms many levels down reach — a node is measured at its
  /// content size, as in a roomy parent. A bounded result instead of deep recursion or
  /// exponential time; JSON input is limited to 200 levels anyway.
  static let maximumMeasureDepth = 256

  /// The size of `n` measured within `width` and `height`. `layoutPass`: `n` is being laid
  /// out, not only measured, so the no-room shortcut does not apply to `n` itself.
  mutating func measure(
    _ n: Int, width: SizeConstraint, height: SizeConstraint, layoutPass: Bool = false
  ) -> (width: Double, height: Double) {
    let pw = paddingWidth(n)
    let ph = paddingHeight(n)
    // The content size was measured at the node's fixed sizes: when one is too small for its
    // subtree, it holds only at that size, which the exact case below covers.
    // Percentages (the node's own, or its children's) change with the room: never held.
    let contentHolds =
      nodes[n].percentIndex < 0 && !nodes[n].percentChildren
      && width.isLoose(need: boxes[n].needWidth) && height.isLoose(need: boxes[n].needHeight)
      && !(clamp(n, .horizontal, nodes[n].fixedWidth) <= boxes[n].needWidth)
      && !(clamp(n, .vertical, nodes[n].fixedHeight) <= boxes[n].needHeight)
    if contentHolds || measureDepth >= Self.maximumMeasureDepth || measureBudget <= 0 {
      // Only the fallback gets here for a node whose content waits (it never holds).
      if boxes[n].contentIsDeferred { measureDeferredContent(n) }
      return (
        width.mode == .exactly ? boundMain(n, .horizontal, width.value) : boxes[n].contentWidth,
        height.mode == .exactly ? boundMain(n, .vertical, height.value) : boxes[n].contentHeight
      )
    }
    if nodes[n].kidCount == 0 { return measureLeaf(n, width: width, height: height) }
    if !layoutPass && Self.hasNoRoom(width, height) {
      return (
        boundMain(n, .horizontal, Self.shortcut(width, padding: pw)),
        boundMain(n, .vertical, Self.shortcut(height, padding: ph))
      )
    }
    let key = MeasureKey(width: width, height: height, layoutPass: layoutPass)
    if boxes[n].isInMeasured, let hit = measured[n], hit.key == key { return hit.size }
    measureDepth += 1
    measureBudget -= 1
    let size = measureContent(of: n, width: width, height: height, layoutPass: layoutPass)
    measureDepth -= 1
    measured[n] = (key, size)
    boxes[n].isInMeasured = true
    return size
  }

  /// The size of a leaf within `width` and `height`: an exact constraint is the size; otherwise
  /// its measure function's or intrinsic size (nothing without either) plus its padding, which
  /// is also the least it takes (Yoga's measuring of leaves).
  mutating func measureLeaf(_ n: Int, width: SizeConstraint, height: SizeConstraint) -> (
    width: Double, height: Double
  ) {
    let pw = paddingWidth(n)
    let ph = paddingHeight(n)
    var content = (width: 0.0, height: 0.0)
    if width.mode != .exactly || height.mode != .exactly {
      if nodes[n].measureIndex >= 0 {
        func offered(_ c: SizeConstraint, _ padding: Double) -> (Double, LayoutMeasure.Mode) {
          switch c.mode {
          case .undefined: (.nan, .undefined)
          case .atMost: (max(0, c.value - padding), .atMost)
          case .exactly: (max(0, c.value - padding), .exactly)
          }
        }
        let (w, wm) = offered(width, pw)
        let (h, hm) = offered(height, ph)
        let size = measures[Int(nodes[n].measureIndex)].function(w, wm, h, hm)
        // A measure function returning garbage gets no room: bounded, never NaN.
        content = (size.width.isFinite ? size.width : 0, size.height.isFinite ? size.height : 0)
      } else {
        let iw = extra(n).intrinsicWidth
        let ih = extra(n).intrinsicHeight
        content = (iw.isNaN ? 0 : iw, ih.isNaN ? 0 : ih)
      }
    }
    return (
      boundMain(n, .horizontal, width.mode == .exactly ? width.value : content.width + pw),
      boundMain(n, .vertical, height.mode == .exactly ? height.value : content.height + ph)
    )
  }

  /// Whether Yoga measures a node with children as the space given, without its children.
  static func hasNoRoom(_ width: SizeConstraint, _ height: SizeConstraint) -> Bool {
    (width.mode == .atMost && width.value <= 0) || (height.mode == .atMost && height.value <= 0)
      || (width.mode == .exactly && height.mode == .exactly)
  }

  /// A size measured as the space given: none or a negative space is zero; never below padding.
  static func shortcut(_ constraint: SizeConstraint, padding: Double) -> Double {
    switch constraint.mode {
    case .undefined: padding
    case .atMost: max(constraint.value < 0 ? 0 : constraint.value, padding)
    case .exactly: max(constraint.value, padding)
    }
  }

  /// The room inside `n` on `axis` when its size there is definite (CSS Sizing §2.1): measured
  /// exactly, or held by a minimum equal to its maximum; NaN otherwise.
  mutating func definiteInner(_ n: Int, _ axis: StackAxis, _ constraint: SizeConstraint) -> Double {
    if constraint.mode == .exactly { return availableInner(n, axis, constraint.value) }
    let e = extra(n)
    guard e.minimum(axis) == e.maximum(axis) else { return .nan }
    return max(e.maximum(axis), padding(n, axis)) - padding(n, axis)
  }

  /// The size of `n`, which has children, from its children measured within its constraints:
  /// along the axis the sum of their flex bases (grown when the size is exact), across it the
  /// largest of their sizes measured at that main size. When `n` is being laid out, so are
  /// those of its children that it does not stretch (Yoga lays them out at that point).
  mutating func measureContent(
    of n: Int, width: SizeConstraint, height: SizeConstraint, layoutPass: Bool
  ) -> (width: Double, height: Double) {
    let main = nodes[n].mainAxis
    let cross = main.cross
    let (mainConstraint, crossConstraint) = main == .horizontal ? (width, height) : (height, width)
    let innerMain =
      mainConstraint.mode == .undefined ? .nan : availableInner(n, main, mainConstraint.value)
    let innerCross =
      crossConstraint.mode == .undefined ? .nan : availableInner(n, cross, crossConstraint.value)
    if nodes[n].percentChildren {
      // Of a size known exactly; otherwise the children are sized by their content.
      let w = definiteInner(n, .horizontal, width)
      let h = definiteInner(n, .vertical, height)
      resolvePercentages(ofChildrenOf: n, width: w, height: h)
    }
    let paddingMain = padding(n, main)
    let paddingCross = padding(n, cross)
    let all = fillFlexBases(
      of: n, innerMain: innerMain, innerCross: innerCross,
      crossIsExact: crossConstraint.mode == .exactly)
    // A wrapping stack measured within a limit its children overflow takes the whole limit
    // (its max-content size is the one line of all its children: CSS Flexbox §9.9.1).
    let mainMode =
      nodes[n].wrap != .noWrap && mainConstraint.mode == .atMost && all.used > innerMain
      ? SizeConstraint.exactly(mainConstraint.value) : mainConstraint
    var cursor = children(of: n)
    var longest = 0.0
    var lines = 0.0
    var linesCross = 0.0
    var grows = false
    var lastFree = 0.0
    repeat {
      let line = nextLine(of: n, from: &cursor, innerMain: innerMain, all: all)
      let free = freeSpace(of: n, line: line, main: mainMode, innerMain: innerMain)
      let distributed = resolveMainSizes(of: n, line: line, free: free)
      longest = max(longest, line.used + distributed)
      grows = grows || line.grows
      lastFree = free
      if crossConstraint.mode != .exactly {
        var largest = 0.0
        for k in children(in: line) where nodes[k].isInFlow {
          let marginCross = margin(k, cross)
          let fixedCross = nodes[k].fixed(cross)
          let ratioCross = crossByRatio(k, along: main, mainSize: boxes[k].mainSize)
          let childCross =
            ratioCross
            ?? constrainMax(
              k, cross,
              fixedCross.isNaN
                ? SizeConstraint.atMostOrUndefined(innerCross - marginCross) : .exactly(fixedCross))
          let laidOut =
            layoutPass && (ratioCross != nil || !(fixedCross.isNaN && stretches(k, in: n)))
          let size = measure(
            k, along: main, main: .exactly(boxes[k].mainSize), cross: childCross,
            layoutPass: laidOut)
          largest = max(largest, size.cross + marginCross)
        }
        linesCross += largest + (lines > 0 ? nodes[n].crossGap : 0)
      }
      lines += 1
    } while cursor.remaining > 0
    var mainSize =
      mainMode.mode == .exactly
      ? boundMain(n, main, mainMode.value)
      : boundMain(n, main, longest + paddingMain)
    if nodes[n].scrolls && mainMode.mode == .atMost && nodes[n].grow > 0 && lastFree == 0
      && grows
    {
      // Within the limit, then within the node's own minimum and maximum, which always apply.
      mainSize = boundMain(n, main, max(min(mainMode.value, mainSize), paddingMain))
    }
    let crossSize: Double
    if crossConstraint.mode == .exactly {
      crossSize = boundMain(n, cross, crossConstraint.value)
    } else if nodes[n].scrolls && crossConstraint.mode == .atMost {
      // A scrolling node measured within a limit keeps within it across its axis (Yoga 3;
      // along the axis only when it and its children grow, which Yoga's limit then is).
      crossSize = boundMain(
        n, cross, max(min(crossConstraint.value, linesCross + paddingCross), paddingCross))
    } else {
      crossSize = boundMain(n, cross, linesCross + paddingCross)
    }
    return main == .horizontal ? (mainSize, crossSize) : (crossSize, mainSize)
  }
}
