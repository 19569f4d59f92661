/// Positioned nodes: relative offsets by insets, and absolute children placed by their insets
/// or as their parent's only item (CSS 2.1 §10.3.7, §10.6.4; CSS Flexbox §4.1).
extension FlatLayoutTree {
  /// Moves a relative node by its insets: the leading side's inset wins over the trailing
  /// side's, top over bottom (CSS and Yoga).
  mutating func offsetRelative(_ k: Int) {
    let index = Int(nodes[k].insetIndex)
    guard index >= 0, !nodes[k].isAbsolute else { return }
    let p = Int(nodes[k].parent)
    let placement = p >= 0 ? nodes[p].direction : .leftToRight
    let inset = insets[index]
    if placement == .leftToRight {
      if !inset.left.isNaN {
        boxes[k].x += inset.left
      } else if !inset.right.isNaN {
        boxes[k].x -= inset.right
      }
    } else {
      if !inset.right.isNaN {
        boxes[k].x -= inset.right
      } else if !inset.left.isNaN {
        boxes[k].x += inset.left
      }
    }
    if !inset.top.isNaN {
      boxes[k].y += inset.top
    } else if !inset.bottom.isNaN {
      boxes[k].y -= inset.bottom
    }
  }

  /// Sizes and places an absolute child of `i`: by its insets from `i`'s padding box, else
  /// (CSS Flexbox §4.1) as if it were `i`'s only flex item, in `i`'s content box.
  mutating func placeAbsolute(
    _ k: Int, in i: Int, mainFromLow: Bool, crossFromLow: Bool
  ) {
    let m = nodes[k].margin
    let pw = nodes[k].padding.left + nodes[k].padding.right
    let ph = nodes[k].padding.top + nodes[k].padding.bottom
    let index = Int(nodes[k].insetIndex)
    let inset = index >= 0 ? insets[index] : .none
    let (left, right, top, bottom) = (inset.left, inset.right, inset.top, inset.bottom)
    // A size not fixed and not set by insets on both sides is measured: across a vertical
    // stack laid out in a known width within the parent's padding box (as Yoga 3 does, so
    // that text can wrap there), otherwise without a limit.
    let row = nodes[i].isRow
    let b = extra(i).border
    let paddingBoxWidth = boxes[i].width - b.left - b.right
    let paddingBoxHeight = boxes[i].height - b.top - b.bottom
    var wc = SizeConstraint.undefined
    var hc = SizeConstraint.undefined
    if !nodes[k].fixedWidth.isNaN {
      wc = .exactly(nodes[k].fixedWidth)
    } else if !left.isNaN && !right.isNaN {
      wc = .exactly(max(paddingBoxWidth - left - right - m.left - m.right, pw))
    } else if !row && boxes[i].laidOutWidth.mode != .undefined && paddingBoxWidth > 0 {
      wc = .atMost(paddingBoxWidth - m.left - m.right)
    }
    if !nodes[k].fixedHeight.isNaN {
      hc = .exactly(nodes[k].fixedHeight)
    } else if !top.isNaN && !bottom.isNaN {
      hc = .exactly(max(paddingBoxHeight - top - bottom - m.top - m.bottom, ph))
    }
    let (w, h) = measure(k, width: wc, height: hc)
    boxes[k].width = w
    boxes[k].height = h
    boxes[k].laidOutWidth = .exactly(w)
    boxes[k].laidOutHeight = .exactly(h)
    let p = nodes[i].padding
    let mainRule = Self.soleItemRule(nodes[i].justify)
    // Over-constrained (CSS 2.1 §10.3.7, §10.6.4): `right` is dropped in a left-to-right
    // container, `left` in a right-to-left one; `bottom` always.
    boxes[k].x = Self.place(
      low: left, high: right, marginLow: m.left, marginHigh: m.right, size: w,
      containerSize: boxes[i].width, borderLow: b.left, borderHigh: b.right, paddingLow: p.left,
      paddingHigh: p.right,
      lowWins: nodes[i].direction == .leftToRight,
      flowFromLow: row ? mainFromLow : crossFromLow, rule: row ? mainRule : nodes[k].alignSelf)
    boxes[k].y = Self.place(
      low: top, high: bottom, marginLow: m.top, marginHigh: m.bottom, size: h,
      containerSize: boxes[i].height, borderLow: b.top, borderHigh: b.bottom, paddingLow: p.top,
      paddingHigh: p.bottom, lowWins: true,
      flowFromLow: row ? true : mainFromLow, rule: row ? nodes[k].alignSelf : mainRule)
  }

  /// The position of an absolute child on one axis. With an inset (NaN when not set), from the
  /// padding box's edge (inside the border); ``paddingLow`` and ``paddingHigh`` include the border; with both, the side `lowWins` says. With none, aligned by `rule` in
  /// the content box as the only item (margins included), from the side the flow starts
  /// (`flowFromLow`).
  private static func place(
    low: Double, high: Double, marginLow: Double, marginHigh: Double, size: Double,
    containerSize: Double, borderLow: Double, borderHigh: Double, paddingLow: Double,
    paddingHigh: Double, lowWins: Bool, flowFromLow: Bool, rule: CrossAlignment
  ) -> Double {
    let fromLowInset = borderLow + low + marginLow
    let fromHighInset = containerSize - borderHigh - high - marginHigh - size
    switch (low.isNaN, high.isNaN) {
    case (false, false): return lowWins ? fromLowInset : fromHighInset
    case (false, true): return fromLowInset
    case (true, false): return fromHighInset
    case (true, true): break
    }
    let free = containerSize - paddingLow - paddingHigh - size - marginLow - marginHigh
    let offset: Double  // from the flow's start edge of the content box to the margin box
    switch rule {
    case .start, .stretch: offset = 0
    case .end: offset = free
    case .center: offset = free / 2
    }
    return flowFromLow
      ? paddingLow + offset + marginLow
      : containerSize - paddingHigh - offset - marginHigh - size
  }

  /// How a justification places an only item (CSS Flexbox §9.5: `spaceBetween` as `start`;
  /// `spaceAround` and `spaceEvenly` as `center`, even when it overflows, as Yoga 3 and Taffy).
  private static func soleItemRule(_ justification: Justification) -> CrossAlignment {
    switch justification {
    case .start, .spaceBetween: .start
    case .center, .spaceAround, .spaceEvenly: .center
    case .end: .end
    }
  }
}
