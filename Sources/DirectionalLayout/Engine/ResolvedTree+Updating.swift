import BidiText

/// Changing one node of a flattened tree in place, for ``LayoutEngine``'s incremental relayout:
/// its record is resolved again, and so are those that depend on it — its whole subtree when
/// its direction or visibility changed (both are inherited), its children when its `align`
/// changed (their `alignSelf` follows it) — and the flags its parent and it keep about their
/// children. The tree's shape (children) does not change.
extension ResolvedTree {
  /// Replaces the record of node `i` by `node`'s (read in place) in a tree laid out for
  /// `layoutDirection`, whose nodes changed before are `changed` (by index: they are resolved
  /// from there, not from their parents' children); returns every node whose record was
  /// resolved again, `i` first.
  mutating func update(
    _ node: UnsafePointer<LayoutNode>, at i: Int, direction layoutDirection: TextDirection,
    changedBefore changed: [Int: LayoutNode]
  ) -> [Int] {
    let before = nodes[i]
    let p = Int(before.parent)
    ids[i] = node.pointee.id
    resolve(node, at: i, parent: p, index: Int(before.indexInParent), layoutDirection)
    var resolved = [i]
    let inherited = before.direction != nodes[i].direction || before.isHidden != nodes[i].isHidden
    if inherited || before.align != nodes[i].align {
      resolveDescendants(
        of: i, children: node.pointee.children, wholeSubtree: inherited, layoutDirection,
        changedBefore: changed,
        &resolved)
    }
    for k in resolved where nodes[k].kidCount > 0 { refreshFlags(of: k) }
    if p >= 0 { refreshFlags(of: p) }
    return resolved
  }

  /// Resolves the children of `i` (`children`, its nodes; those changed before as `changed`
  /// has them) again, and with `wholeSubtree` all their descendants, parents first; appends
  /// them to `resolved`.
  private mutating func resolveDescendants(
    of i: Int, children: [LayoutNode], wholeSubtree: Bool, _ layoutDirection: TextDirection,
    changedBefore changed: [Int: LayoutNode], _ resolved: inout [Int]
  ) {
    // Depth-first without recursion: the sibling arrays still to visit, with their indices.
    var frames: [(siblings: [LayoutNode], indices: Children, offset: Int)] = [
      (children, self.children(of: i), 0)
    ]
    while !frames.isEmpty {
      let top = frames.count - 1
      guard let k = frames[top].indices.next() else {
        frames.removeLast()
        continue
      }
      let offset = frames[top].offset
      frames[top].offset += 1
      let siblings = frames[top].siblings
      if var node = changed[k] {
        withUnsafePointer(to: &node) {
          resolve($0, at: k, parent: Int(nodes[k].parent), index: offset, layoutDirection)
        }
      } else {
        siblings.withUnsafeBufferPointer { buffer in
          resolve(
            buffer.baseAddress! + offset, at: k, parent: Int(nodes[k].parent), index: offset, layoutDirection)
        }
      }
      resolved.append(k)
      if wholeSubtree && nodes[k].kidCount > 0 {
        frames.append((siblings[offset].children, self.children(of: k), 0))
      }
    }
  }

  /// Sets again what node `n` keeps about its children: whether one has a percentage, whether
  /// it aligns them by their baselines, and whether it is static with an absolute child
  /// placed from an ancestor (see ``Node/reachesOutside``; never cleared: a node wrongly kept
  /// as reaching outside is only never reused).
  mutating func refreshFlags(of n: Int) {
    var percents = false
    var baselines = nodes[n].mainAxis == .horizontal && nodes[n].align == .baseline
    var absolute = false
    for k in children(of: n) {
      percents = percents || nodes[k].percentIndex >= 0
      absolute = absolute || nodes[k].isAbsolute
      baselines =
        baselines
        || (nodes[n].mainAxis == .horizontal && !nodes[k].isAbsolute && nodes[k].alignSelf == .baseline)
    }
    nodes[n].percentChildren = percents
    nodes[n].alignsBaselines = baselines
    if absolute { markReachingOutside(from: n) }
  }
}
