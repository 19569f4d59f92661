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
  func paddingWidth(_ k: Int) -> Double { nodes[k].padding.left + nodes[k].padding.right }
  func paddingHeight(_ k: Int) -> Double { nodes[k].padding.top + nodes[k].padding.bottom }
  func marginWidth(_ k: Int) -> Double { nodes[k].margin.left + nodes[k].margin.right }
  func marginHeight(_ k: Int) -> Double { nodes[k].margin.top + nodes[k].margin.bottom }

  /// The constraints a flex basis of `k`, an in-flow child of `n`, is measured in: the inner
  /// space of `n` (`innerWidth`, `innerHeight`: NaN when unknown) minus `k`'s margins; a fixed
  /// size exactly; and across a stack measured exactly, a stretched child exactly.
  func basisConstraints(
    of k: Int, in n: Int, innerWidth: Double, innerHeight: Double, widthIsExact: Bool,
    heightIsExact: Bool
  ) -> (SizeConstraint, SizeConstraint) {
    let stretches = nodes[k].alignSelf == .stretch
    var w = SizeConstraint.atMostOrUndefined(innerWidth - marginWidth(k))
    var h = SizeConstraint.atMostOrUndefined(innerHeight - marginHeight(k))
    if !nodes[k].fixedWidth.isNaN {
      w = .exactly(nodes[k].fixedWidth)
    } else if !nodes[n].isRow && widthIsExact && stretches {
      w = .exactly(innerWidth - marginWidth(k))
    }
    if !nodes[k].fixedHeight.isNaN {
      h = .exactly(nodes[k].fixedHeight)
    } else if nodes[n].isRow && heightIsExact && stretches {
      h = .exactly(innerHeight - marginHeight(k))
    }
    return (w, h)
  }

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
    let contentHolds =
      width.isLoose(need: boxes[n].needWidth) && height.isLoose(need: boxes[n].needHeight)
      && !(nodes[n].fixedWidth <= boxes[n].needWidth)
      && !(nodes[n].fixedHeight <= boxes[n].needHeight)
    if contentHolds || measureDepth >= Self.maximumMeasureDepth || measureBudget <= 0 {
      return (
        width.mode == .exactly ? max(width.value, pw) : boxes[n].contentWidth,
        height.mode == .exactly ? max(height.value, ph) : boxes[n].contentHeight
      )
    }
    if nodes[n].kidCount == 0 { return measureLeaf(n, width: width, height: height) }
    if !layoutPass && Self.hasNoRoom(width, height) {
      return (Self.shortcut(width, padding: pw), Self.shortcut(height, padding: ph))
    }
    let key = MeasureKey(width: width, height: height, layoutPass: layoutPass)
    if let hit = measured[n], hit.key == key { return hit.size }
    measureDepth += 1
    measureBudget -= 1
    let size = measureContent(of: n, width: width, height: height, layoutPass: layoutPass)
    measureDepth -= 1
    measured[n] = (key, size)
    return size
  }

  /// The size of a leaf within `width` and `height`: an exact constraint is the size; otherwise
  /// its measure function's or intrinsic size (nothing without either) plus its padding, which
  /// is also the least it takes (Yoga's measuring of leaves).
  func measureLeaf(_ n: Int, width: SizeConstraint, height: SizeConstraint) -> (
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
        let iw = nodes[n].intrinsicWidth
        let ih = nodes[n].intrinsicHeight
        content = (iw.isNaN ? 0 : iw, ih.isNaN ? 0 : ih)
      }
    }
    return (
      max(width.mode == .exactly ? width.value : content.width + pw, pw),
      max(height.mode == .exactly ? height.value : content.height + ph, ph)
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

  /// The size of `n`, which has children, from its children measured within its constraints:
  /// along the axis the sum of their flex bases (grown when the size is exact), across it the
  /// largest of their sizes measured at that main size. When `n` is being laid out, so are
  /// those of its children that it does not stretch (Yoga lays them out at that point).
  mutating func measureContent(
    of n: Int, width: SizeConstraint, height: SizeConstraint, layoutPass: Bool
  ) -> (width: Double, height: Double) {
    let row = nodes[n].isRow
    let pw = paddingWidth(n)
    let ph = paddingHeight(n)
    let innerWidth = width.mode == .undefined ? .nan : width.value - pw
    let innerHeight = height.mode == .undefined ? .nan : height.value - ph
    let (mainConstraint, crossConstraint) = row ? (width, height) : (height, width)
    let innerMain = row ? innerWidth : innerHeight
    let innerCross = row ? innerHeight : innerWidth
    let paddingMain = row ? pw : ph
    let paddingCross = row ? ph : pw
    let (consumed, totalGrow, _) = fillFlexBases(
      of: n, innerWidth: innerWidth, innerHeight: innerHeight, widthIsExact: width.mode == .exactly,
      heightIsExact: height.mode == .exactly)
    let main =
      mainConstraint.mode == .exactly
      ? max(mainConstraint.value, paddingMain) : max(consumed + paddingMain, paddingMain)
    let cross: Double
    if crossConstraint.mode == .exactly {
      cross = max(crossConstraint.value, paddingCross)
    } else {
      let free = mainConstraint.mode == .exactly ? innerMain - consumed : 0
      let share = free > 0 && totalGrow > 0 ? free / max(totalGrow, 1) : 0
      var largest = 0.0
      for k in children(of: n) where nodes[k].isInFlow {
        let childMain = SizeConstraint.exactly(boxes[k].basis + share * nodes[k].grow)
        let marginCross = row ? marginHeight(k) : marginWidth(k)
        let fixedCross = row ? nodes[k].fixedHeight : nodes[k].fixedWidth
        let childCross =
          fixedCross.isNaN
          ? SizeConstraint.atMostOrUndefined(innerCross - marginCross) : .exactly(fixedCross)
        let laidOut = layoutPass && !(fixedCross.isNaN && nodes[k].alignSelf == .stretch)
        let size =
          row
          ? measure(k, width: childMain, height: childCross, layoutPass: laidOut)
          : measure(k, width: childCross, height: childMain, layoutPass: laidOut)
        largest = max(largest, (row ? size.height : size.width) + marginCross)
      }
      cross = max(largest + paddingCross, paddingCross)
    }
    return row ? (main, cross) : (cross, main)
  }

  /// Fills `basis` with the flex basis of each in-flow child of `n` — its fixed size along the
  /// axis, or its size measured within the room `n` leaves it, never below its padding — and
  /// returns the space they take along the axis (bases, margins, spacing), their total
  /// growth factor and how many they are. Shared by measuring and laying out.
  mutating func fillFlexBases(
    of n: Int, innerWidth: Double, innerHeight: Double, widthIsExact: Bool, heightIsExact: Bool
  ) -> (used: Double, totalGrow: Double, inFlow: Int) {
    let row = nodes[n].isRow
    var used = 0.0
    var totalGrow = 0.0
    var inFlow = 0
    for k in children(of: n) where nodes[k].isInFlow {
      let fixedMain = row ? nodes[k].fixedWidth : nodes[k].fixedHeight
      let paddingMain = row ? paddingWidth(k) : paddingHeight(k)
      if !fixedMain.isNaN {
        boxes[k].basis = max(fixedMain, paddingMain)
      } else {
        let (w, h) = basisConstraints(
          of: k, in: n, innerWidth: innerWidth, innerHeight: innerHeight, widthIsExact: widthIsExact,
          heightIsExact: heightIsExact)
        let size = measure(k, width: w, height: h)
        boxes[k].basis = max(row ? size.width : size.height, paddingMain)
      }
      used += boxes[k].basis + (row ? marginWidth(k) : marginHeight(k))
      totalGrow += nodes[k].grow
      inFlow += 1
    }
    if inFlow > 1 { used += nodes[n].spacing * Double(inFlow - 1) }
    return (used, totalGrow, inFlow)
  }
}
