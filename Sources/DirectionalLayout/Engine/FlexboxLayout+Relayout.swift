import BidiText

/// Incremental relayout (``LayoutEngine/updateNode(_:_:)``, ``LayoutEngine/relayout()``): a
/// node changed in place, then only what depends on it computed again, as Yoga's and Taffy's
/// caches do. The content size of the dirty nodes (the changed ones and their ancestors) is
/// measured again bottom-up; top-down, a container is laid out again when it is dirty or was
/// given another size or constraints than in its last layout, and otherwise kept with its
/// whole subtree — unless it has percentages (its padding and limits follow its parent's size)
/// or places an absolute child from an ancestor's box (``ResolvedTree/Node/reachesOutside``). Every step computes what a full layout of the changed
/// tree computes: the frames are the same (`RelayoutTests` compares them on generated trees
/// and edits).
extension FlexboxLayout {
  /// Changes node `i` to `node` (read in place; same children), in a tree laid out for
  /// `direction` whose nodes changed before are `changed`, and marks in `dirty` what the next
  /// ``relayout(_:)`` must compute again.
  mutating func update(
    _ node: UnsafePointer<LayoutNode>, at i: Int, direction: TextDirection,
    changedBefore changed: [Int: LayoutNode],
    dirty: inout DirtyNodes
  ) {
    let wasHidden = tree.nodes[i].isHidden
    for k in tree.update(node, at: i, direction: direction, changedBefore: changed) {
      dirty.markResolved(k, parents: tree.nodes)
    }
    if tree.nodes[i].isHidden && !wasHidden {
      // Hidden nodes have empty frames, which a full layout's fresh boxes are.
      for k in i..<(i + Int(tree.subtreeSizes[i])) { state.boxes[k] = LayoutState.Box() }
    }
  }

  /// Lays the tree out again after the changes `dirty` marks, reusing the rest of the last
  /// layout (or relayout). `dirty` keeps its marks, for the result to be brought up to date.
  mutating func relayout(_ dirty: inout DirtyNodes) {
    statistics.reset()
    state.nextPass()
    cache.forgetEntries()
    for i in dirty.dirty {
      // What the bottom-up pass reads is what flattening wrote, percentages unresolved, as in
      // a full layout: the node's own values and its children's.
      restoreUnresolvedValues(of: i)
      for k in tree.children(of: i) { restoreUnresolvedValues(of: k) }
    }
    // Bottom-up: children (later in the tree) before their parents. A stack whose flex runs
    // give what they gave is kept as laid out (for this pass: its parent may still give it
    // another room); the others are laid out again.
    var before: [Int: MeasureCache.Content] = [:]
    dirty.sort()
    for i in dirty.dirty.reversed() {
      before[i] = cache.contents[i]
      if keepsRuns(i, dirty) {
        // Its content is as it was; so is the room it needs when its dirty children need what
        // they needed (its other children are as they were): then its children are not read.
        if !childrenNeedTheSame(i, dirty, before) { measureContent(i, keeping: cache.contents[i].size) }
        state.placements[i].pass = state.pass
        statistics.stacksKept += 1
      } else {
        state.placements[i].pass = 0
        measureContent(i)
      }
    }
    layOutRoot()
    // Top-down, as a full layout, but the children of a stack kept as laid out keep their
    // frames: only its dirty children are visited (see `SkippedChildren`).
    var skipped = SkippedChildren()
    var i = 0
    while i < count {
      if let next = skipped.next(from: i, tree, dirty) {
        i = next
        continue
      }
      if tree.nodes[i].kidCount > 0 && !tree.nodes[i].isHidden {
        if state.placements[i].pass == state.pass {
          // Kept by the bottom-up pass, or laid out ahead in this pass (for a baseline).
          ensureChildrenPlaced(i)
        } else if !dirty.isDirty(i) && tree.nodes[i].percentIndex < 0 && state.childrenArePlaced(i) {
          // Laid out in an earlier pass for the same size and constraints, with the same
          // inputs: kept. (A node with percentages is not: its padding or limits, which its
          // children are laid out in, follow its parent's size.)
          statistics.subtreesReused += 1
          i += Int(tree.subtreeSizes[i])
          continue
        } else {
          runFlexbox(i, .layout)
        }
        if state.placements[i].placedIn != state.pass {
          statistics.subtreesReused += skipped.skipChildren(of: i, tree, dirty)
        }
      }
      i += 1
    }
    state.staticBlocks.removeAll(keepingCapacity: true)
    cache.forgetEntries()
  }

  /// Whether the flex runs over stack `p`, dirty only because a descendant changed, give what
  /// they gave in the last pass: its records are unchanged, it is laid out in the room it is
  /// measured in (so that its content and its layout come from the same bases: the root, a
  /// stack of a fixed size) with an exact size across, its children are stretched across it,
  /// and each dirty child still has its flex basis (its size across is the stretch). Then the sizes and positions of its
  /// children, and its content, are those of the last pass; a child whose subtree changed is
  /// still laid out again inside. Wrapping, baselines, percentages, scrolling and absolute
  /// children placed from an ancestor take the general path.
  private mutating func keepsRuns(_ p: Int, _ dirty: DirtyNodes) -> Bool {
    let node = tree.nodes[p]
    guard !dirty.wasResolved(p), node.kidCount > 0, !node.isHidden, node.percentIndex < 0,
      !node.percentChildren, !node.alignsBaselines, node.wrap == .noWrap, !node.scrolls, !node.reachesOutside,
      state.placements[p].pass >= state.firstPassOfTree, state.childrenArePlaced(p)
    else { return false }
    let own = tree.ownConstraints(p)
    let laidOut = state.boxes[p].laidOut
    let main = node.mainAxis
    // Its size across is exact: its children's sizes across do not make its own.
    guard own.horizontal.isSame(as: laidOut.horizontal), own.vertical.isSame(as: laidOut.vertical),
      laidOut[main.cross].mode == .exactly, state.boxes[p].size == cache.contents[p].size
    else { return false }
    let available = AxisPair.byAxis { tree.innerRoom(p, $0, laidOut[$0].value) }
    for k in tree.children(of: p) {
      guard dirty.isDirty(k) else { continue }
      guard !dirty.wasResolved(k), tree.nodes[k].isInFlow, tree.stretches(k, in: p),
        tree.nodes[k].fixed[main.cross].isNaN, tree.aspectRatio(k).isNaN, tree.nodes[k].percentIndex < 0
      else { return false }
      // A basis or a fixed size along the axis is the child's own, unchanged.
      guard tree.extra(k).basis.isNaN, tree.nodes[k].fixed[main].isNaN else { continue }
      let c = basisConstraints(
        of: k, in: p, available: available, crossIsExact: laidOut[main.cross].mode == .exactly)
      let basis = max(measure(k, along: main, main: c.main, cross: c.cross).main, tree.padding(k, main))
      guard basis == state.boxes[k].basis else { return false }
    }
    return true
  }

  /// Whether the dirty children of stack `p`, measured again, give it the room it needed
  /// (see `FlexboxLayout+Measure.swift`): each needs what it needed (`before`), and its content
  /// along `p`'s axis is within that need as before. (Their records are unchanged: see
  /// ``keepsRuns(_:_:)``.)
  private func childrenNeedTheSame(_ p: Int, _ dirty: DirtyNodes, _ before: [Int: MeasureCache.Content])
    -> Bool
  {
    let main = tree.nodes[p].mainAxis
    let end = p + Int(tree.subtreeSizes[p])
    var k = dirty.firstDirty(in: (p + 1)..<end)
    while let child = k {
      guard let old = before[child] else { return false }
      let new = cache.contents[child]
      guard new.need == old.need, (new.size[main] <= new.need[main]) == (old.size[main] <= old.need[main])
      else {
        return false
      }
      k = dirty.firstDirty(in: (child + Int(tree.subtreeSizes[child]))..<end)
    }
    return true
  }

  /// ``ResolvedTree/restoreUnresolvedValues(of:)``; a measurement of `k` no longer holds.
  private mutating func restoreUnresolvedValues(of k: Int) {
    guard tree.nodes[k].percentIndex >= 0 else { return }
    tree.restoreUnresolvedValues(of: k)
    cache.forget(k)
  }
}

/// The stacks of a top-down walk over a relayout's tree (``FlexboxLayout/relayout(_:)``,
/// ``FlexboxLayout/updateLayouts(in:_:)``) whose children keep their frames and results: the
/// walk goes from one of their dirty children to the next (``DirtyNodes/firstDirty(in:)``)
/// instead of through every child, so that a relayout under a root of 10 000 rows visits the
/// rows that changed, not all of them.
struct SkippedChildren {
  /// The stacks whose non-dirty children are skipped, innermost last, each with the end of its
  /// subtree.
  private var stacks: [(node: Int, end: Int)] = []

  /// Where the walk goes from node `i`: `nil` to visit it, or the index it skips to when `i`
  /// is a clean child of such a stack.
  mutating func next(from i: Int, _ tree: ResolvedTree, _ dirty: DirtyNodes) -> Int? {
    while let last = stacks.last, i >= last.end { stacks.removeLast() }
    guard let (node, end) = stacks.last, Int(tree.nodes[i].parent) == node, !dirty.isDirty(i) else {
      return nil
    }
    return dirty.firstDirty(in: i..<end) ?? end
  }

  /// Skips the clean children of `i`, the node the walk is at, from now on; returns how many
  /// there are.
  mutating func skipChildren(of i: Int, _ tree: ResolvedTree, _ dirty: DirtyNodes) -> Int {
    let end = i + Int(tree.subtreeSizes[i])
    stacks.append((i, end))
    var clean = Int(tree.nodes[i].kidCount)
    var k = dirty.firstDirty(in: (i + 1)..<end)
    while let d = k {
      clean -= 1
      k = dirty.firstDirty(in: (d + Int(tree.subtreeSizes[d]))..<end)
    }
    return clean
  }
}
