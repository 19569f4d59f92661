/// Laying out one stack's children, once the stack's own size is set: lines (CSS Flexbox
/// §9.3), flexible lengths in each line (§9.7), line sizes across and `alignContent` (§9.4,
/// §9.6; CSS Box Alignment §5.1), then justification and alignment in each line (§9.5, §9.6).
extension FlatLayoutTree {
  mutating func placeChildren(of i: Int) {
    let main = nodes[i].mainAxis
    let cross = main.cross
    let p = nodes[i].padding
    let innerMain = boxes[i].size(main) - p.sum(main)
    let innerCross = boxes[i].size(cross) - p.sum(cross)
    let wraps = nodes[i].wrap != .noWrap
    // Where the main axis starts: the leading side for rows, the top for columns; reversed.
    // Lines stack from the cross start: the top of a row, the leading side of a column;
    // `wrapReverse` swaps the cross start and end (CSS Flexbox §5.2), for alignment too.
    let leftToRight = nodes[i].direction == .leftToRight
    let mainFromLow = main == .horizontal ? leftToRight != nodes[i].reverse : !nodes[i].reverse
    let crossFromLow = (main == .horizontal || leftToRight) != (nodes[i].wrap == .wrapReverse)
    // Children are measured within the space `i` was laid out in (as in Yoga), which across
    // a stack that does not stretch `i` is a limit, not `i`'s final size.
    let knownInnerMain = availableInner(i, main, boxes[i].laidOut(main).value)
    let knownInnerCross = availableInner(i, cross, boxes[i].laidOut(cross).value)

    if nodes[i].percentChildren {
      // Of a size known exactly; otherwise the children are sized by their content.
      let w = definiteInner(i, .horizontal, boxes[i].laidOutWidth).isNaN ? .nan : innerWidthOf(i)
      let h = definiteInner(i, .vertical, boxes[i].laidOutHeight).isNaN ? .nan : innerHeightOf(i)
      resolvePercentages(ofChildrenOf: i, width: w, height: h)
    }
    // Sizes along the axis: flex bases (measured within the room left), then lines, then
    // growth or shrinking in each line within each child's minimum and maximum.
    let all = fillFlexBases(
      of: i, innerMain: knownInnerMain, innerCross: knownInnerCross,
      crossIsExact: boxes[i].laidOut(cross).mode == .exactly)
    let laidOutMain = boxes[i].laidOut(main)
    let overflows = wraps && laidOutMain.mode == .atMost && all.used > knownInnerMain
    let mainMode =
      laidOutMain.mode == .exactly || overflows ? SizeConstraint.exactly(innerMain) : laidOutMain
    lines.removeAll(keepingCapacity: true)
    var cursor = children(of: i)
    repeat {
      var line = nextLine(of: i, from: &cursor, innerMain: knownInnerMain, all: all)
      line.free = freeSpace(of: i, line: line, main: mainMode, innerMain: innerMain)
      line.free -= resolveMainSizes(of: i, line: line, free: line.free)
      line.cross = sizeAcross(line, of: i, innerCross: innerCross, knownInnerCross: knownInnerCross)
      lines.append(line)
    } while cursor.remaining > 0
    if wraps {
      alignLines(of: i, innerCross: innerCross)
    } else {
      // One line: as large as the stack across (CSS Flexbox §9.4 step 8).
      lines[0].cross = innerCross
    }

    for index in lines.indices {
      let line = lines[index]
      let (leadingSpace, between, autoMarginShare) = justification(of: i, line: line)
      var cursor = leadingSpace
      for k in children(in: line) where !nodes[k].isHidden {
        if nodes[k].isAbsolute {
          placeAbsolute(k, in: i, mainFromLow: mainFromLow, crossFromLow: crossFromLow)
          continue
        }
        let m = nodes[k].margin
        let mainSize = boxes[k].size(main)
        let mainMargins = m.startEnd(main, fromLow: mainFromLow)
        let autoSides = nodes[k].autoMargins.sides(main, fromLow: mainFromLow)
        let offset = cursor + mainMargins.start + (autoSides.start ? autoMarginShare : 0)
        cursor = offset + mainSize + mainMargins.end + between + (autoSides.end ? autoMarginShare : 0)
        boxes[k].setPosition(
          main,
          mainFromLow
            ? p.low(main) + offset : boxes[i].size(main) - p.high(main) - offset - mainSize)

        let crossMargins = m.startEnd(cross, fromLow: crossFromLow)
        if wraps && stretches(k, in: i) && nodes[k].fixed(cross).isNaN && aspectRatio(k).isNaN {
          // Stretched to its line (CSS Flexbox §9.4 step 11).
          let constraint = constrainMax(
            k, cross, .exactly(line.cross - crossMargins.start - crossMargins.end))
          boxes[k].setSize(cross, boundMain(k, cross, constraint.value))
          boxes[k].setLaidOut(cross, constraint)
        }
        let crossSize = boxes[k].size(cross)
        let crossOffset: Double
        let autoCross = nodes[k].autoMargins.sides(cross, fromLow: crossFromLow)
        let crossFree = line.cross - crossSize - crossMargins.start - crossMargins.end
        if autoCross.start || autoCross.end {
          // Auto margins across: centered between two, pushed away from one; at the start
          // when there is no room (CSS Flexbox §9.6 step 13).
          let share =
            autoCross.start && autoCross.end ? crossFree / 2 : autoCross.start ? crossFree : 0
          crossOffset = crossMargins.start + max(share, 0)
        } else {
          switch nodes[k].alignSelf {
          case .start, .stretch: crossOffset = crossMargins.start
          case .center: crossOffset = crossMargins.start + crossFree / 2
          case .end: crossOffset = line.cross - crossSize - crossMargins.end
          }
        }
        let fromStart = line.crossOffset + crossOffset
        boxes[k].setPosition(
          cross,
          crossFromLow
            ? p.low(cross) + fromStart
            : boxes[i].size(cross) - p.high(cross) - fromStart - crossSize)
        offsetRelative(k)
      }
    }
  }

  mutating func innerWidthOf(_ i: Int) -> Double { boxes[i].width - paddingWidth(i) }
  mutating func innerHeightOf(_ i: Int) -> Double { boxes[i].height - paddingHeight(i) }

  /// Sizes the in-flow children of `line` of stack `i` across its axis and returns the line's
  /// size across (the largest outer size). A fixed size is kept; a stretched child of a stack
  /// that does not wrap takes the room across (`innerCross`); every other child is laid out
  /// at its main size within the room across the stack was given (`knownInnerCross`), a
  /// stretched child of a wrapping stack only measured there until its line is sized.
  private mutating func sizeAcross(
    _ line: FlexLine, of i: Int, innerCross: Double, knownInnerCross: Double
  ) -> Double {
    let main = nodes[i].mainAxis
    let cross = main.cross
    let wraps = nodes[i].wrap != .noWrap
    var largest = 0.0
    for k in children(in: line) where nodes[k].isInFlow {
      let mainSize = boxes[k].mainSize
      let marginCross = margin(k, cross)
      let fixedCross = nodes[k].fixed(cross)
      let crossSize: Double
      let crossConstraint: SizeConstraint
      if let ratioCross = crossByRatio(k, along: main, mainSize: mainSize) {
        // Yoga 3: the ratio wins over a stretch across.
        crossConstraint = ratioCross
        crossSize = boundMain(k, cross, ratioCross.value)
      } else if !fixedCross.isNaN {
        crossConstraint = .exactly(fixedCross)
        crossSize = boundMain(k, cross, fixedCross)
      } else if stretches(k, in: i) && !wraps {
        crossConstraint = constrainMax(k, cross, .exactly(innerCross - marginCross))
        crossSize = boundMain(k, cross, crossConstraint.value)
      } else {
        crossConstraint = constrainMax(k, cross, .atMostOrUndefined(knownInnerCross - marginCross))
        let laidOut = !stretches(k, in: i)
        crossSize =
          measure(k, along: main, main: .exactly(mainSize), cross: crossConstraint, layoutPass: laidOut)
          .cross
      }
      boxes[k].setSize(main, mainSize)
      boxes[k].setSize(cross, crossSize)
      boxes[k].setLaidOut(main, .exactly(mainSize))
      boxes[k].setLaidOut(cross, crossConstraint)
      largest = max(largest, crossSize + marginCross)
    }
    return largest
  }

  /// Shares the room across wrapping stack `i` between its ``lines`` by `alignContent` (CSS
  /// Flexbox §9.4 step 15, §9.6 step 16; CSS Box Alignment §5.1): with no room left, the
  /// `space*` values and `stretch` fall back to `start`; `center` and `end` still move the lines.
  private mutating func alignLines(of i: Int, innerCross: Double) {
    let gap = nodes[i].crossGap
    var total = gap * Double(lines.count - 1)
    for line in lines { total += line.cross }
    let remaining = innerCross - total
    let n = Double(lines.count)
    var lead = 0.0
    var between = gap
    var grow = 0.0
    switch nodes[i].alignContent {
    case .start: break
    case .center: lead = remaining / 2
    case .end: lead = remaining
    case _ where remaining <= 0: break
    case .stretch: grow = remaining / n
    case .spaceBetween: between += n > 1 ? remaining / (n - 1) : 0
    case .spaceAround:
      lead = remaining / n / 2
      between += remaining / n
    case .spaceEvenly:
      lead = remaining / (n + 1)
      between += remaining / (n + 1)
    }
    var offset = lead
    for index in lines.indices {
      lines[index].cross += grow
      lines[index].crossOffset = offset
      offset += lines[index].cross + between
    }
  }

  /// Where the children of `line` of stack `i` start along the axis, the space between two
  /// (with the gap) and each auto margin's share (CSS Flexbox §8.1, §9.5; CSS Box Alignment
  /// §5.1): auto margins take the free space first, and justification then has nothing to
  /// share; with no free space they are 0 and justification applies. `spaceAround` and
  /// `spaceEvenly` fall back to safe center — the start when the children overflow — and
  /// `spaceBetween` to the start.
  private mutating func justification(of i: Int, line: FlexLine) -> (
    leading: Double, between: Double, autoMargin: Double
  ) {
    let free = line.free
    var autoMargins = 0
    for k in children(in: line) where nodes[k].isInFlow {
      let sides = nodes[k].autoMargins.sides(nodes[i].mainAxis, fromLow: true)
      autoMargins += (sides.start ? 1 : 0) + (sides.end ? 1 : 0)
    }
    let autoMarginShare = autoMargins > 0 && free > 0 ? free / Double(autoMargins) : 0
    var leading = 0.0
    var between = 0.0
    let n = Double(line.count)
    switch autoMarginShare > 0 ? .start : nodes[i].justify {
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
    return (leading, between + nodes[i].spacing, autoMarginShare)
  }
}
