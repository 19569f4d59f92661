/// Preferred aspect ratios (CSS Sizing 4 §5 `aspect-ratio`), where Yoga 3 applies them: a
/// node's size on one axis, once known exactly, gives its size on the other (then kept within
/// that axis's minimum and maximum, never transferred):
///
/// - a flex basis measured while the size across the parent's axis is exact (fixed or
///   stretched): the basis comes from that size;
/// - a flex item's size across the parent's axis comes from its final main size (after
///   growing or shrinking), instead of a stretch, unless it is fixed (CSS: with both sizes
///   fixed the ratio has no effect; Yoga 3 lets the ratio win over the fixed size);
/// - an absolute child with exactly one size known (fixed, or from both insets);
/// - the root with one fixed size (CSS; Yoga 3 ignores a root's ratio).
///
/// Ratios are width divided by height and apply to the border box (CSS `box-sizing:
/// border-box`, as in Yoga). A node with a ratio changes its parent's size with any room, so
/// it and its parent are measured again in every room (see `FlatLayoutTree+Measure.swift`).
extension FlatLayoutTree {
  /// The aspect ratio of `k`, NaN when it has none.
  @inline(__always)
  mutating func aspectRatio(_ k: Int) -> Double {
    let index = Int(nodes[k].extrasIndex)
    return index < 0 ? .nan : extras[index].aspectRatio
  }

  /// The size of `k` on the axis other than `axis` that its ratio gives when its size on
  /// `axis` is `size`.
  @inline(__always)
  mutating func sizeByRatio(_ k: Int, from axis: StackAxis, _ size: Double) -> Double {
    axis == .horizontal ? size / aspectRatio(k) : size * aspectRatio(k)
  }

  /// The constraint across the axis of `k`'s parent that `k`'s ratio gives once `k` is
  /// `mainSize` along it (Yoga 3's `calculateFlexLine` step "cross size"), or `nil` without
  /// a ratio or with a fixed size across.
  @inline(__always)
  mutating func crossByRatio(_ k: Int, along main: StackAxis, mainSize: Double) -> SizeConstraint? {
    // Both sizes fixed: the ratio has no effect (CSS Sizing 4 §5.1; Yoga 3 lets it change the
    // size across).
    guard !aspectRatio(k).isNaN, nodes[k].fixed(main.cross).isNaN else { return nil }
    return constrainMax(k, main.cross, .exactly(sizeByRatio(k, from: main, mainSize)))
  }

  /// Constraints for measuring `k` on both axes with its ratio applied: when exactly one of them
  /// is exact, it is kept within its minimum and maximum and the other becomes exact at the
  /// size the ratio gives.
  @inline(__always)
  mutating func applyingRatio(
    _ k: Int, width: SizeConstraint, height: SizeConstraint
  ) -> (width: SizeConstraint, height: SizeConstraint) {
    guard !aspectRatio(k).isNaN, (width.mode == .exactly) != (height.mode == .exactly) else {
      return (width, height)
    }
    // The known size within its minimum and maximum first (CSS 2.1 §10.4, as Yoga 3).
    if width.mode == .exactly {
      let used = boundMain(k, .horizontal, width.value)
      return (.exactly(used), .exactly(sizeByRatio(k, from: .horizontal, used)))
    }
    let used = boundMain(k, .vertical, height.value)
    return (.exactly(sizeByRatio(k, from: .vertical, used)), .exactly(used))
  }

  /// The fixed width and height of `node` (NaN where not fixed): its sizes in points; for a
  /// node with a ratio, and the root, also a minimum equal to the maximum (Yoga 3 takes it as
  /// the size; CSS Sizing 4 §5.2 transfers it through the ratio; the root's children stretch
  /// across it); and for the root, the size its ratio gives (CSS Sizing 4 §5.1; Yoga 3 ignores a
  /// root's ratio).
  static func fixedSize(of node: UnsafePointer<LayoutNode>, isRoot: Bool) -> (width: Double, height: Double) {
    var width = node.pointee.width?.points ?? .nan
    var height = node.pointee.height?.points ?? .nan
    if node.pointee.aspectRatio != nil || isRoot {
      if width.isNaN, let low = node.pointee.minWidth?.points, low == node.pointee.maxWidth?.points {
        width = low
      }
      if height.isNaN, let low = node.pointee.minHeight?.points, low == node.pointee.maxHeight?.points {
        height = low
      }
    }
    if isRoot, let ratio = node.pointee.aspectRatio {
      if height.isNaN { height = width / ratio }
      if width.isNaN { width = height * ratio }
    }
    return (width, height)
  }
}
