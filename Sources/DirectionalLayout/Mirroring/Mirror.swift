/// Turns the left-to-right frames of a tree laid out elsewhere into its right-to-left frames.
///
/// `frames` are the children of a container `width` points wide, as laid out left-to-right.
/// Every node is placed by its parent's effective direction, so a node moves exactly when its
/// parent's effective direction differs between the two layouts (the container's does): its x
/// becomes `parentWidth − x − width` (``LayoutRect/flipped(inWidth:)``). A node's effective
/// direction is its semantic attribute resolved against its parent's, so the content of
/// `playback`, `spatial` and `forceLeftToRight` nodes keeps its place, and so does the content
/// of `forceRightToLeft` nodes (it was already laid out right-to-left). y, widths and heights
/// never change. Works without recursion: any depth fits in the stack.
public func mirror(frames: [FrameNode], width: Double) -> [FrameNode] {
  // Flatten depth-first, remembering each node's parent and its parent's effective direction.
  var nodes: [FrameNode] = []
  var parent: [Int] = []
  var ltr: [TextDirection] = []  // effective directions in the left-to-right layout
  var rtl: [TextDirection] = []  // and in the right-to-left one
  var stack: [(node: FrameNode, parent: Int)] = frames.reversed().map { ($0, -1) }
  while let (node, p) = stack.popLast() {
    let i = nodes.count
    let parentLTR = p >= 0 ? ltr[p] : .leftToRight
    let parentRTL = p >= 0 ? rtl[p] : .rightToLeft
    let parentWidth = p >= 0 ? nodes[p].frame.width : width
    var mirrored = node
    if parentLTR != parentRTL { mirrored.frame = node.frame.flipped(inWidth: parentWidth) }
    mirrored.children = []
    nodes.append(mirrored)
    parent.append(p)
    ltr.append(node.semantic.resolved(relativeTo: parentLTR))
    rtl.append(node.semantic.resolved(relativeTo: parentRTL))
    for child in node.children.reversed() { stack.append((child, i)) }
  }
  // Rebuild bottom-up: children have larger indices than their parents.
  var children = [[FrameNode]](repeating: [], count: nodes.count)
  var roots: [FrameNode] = []
  for i in stride(from: nodes.count - 1, through: 0, by: -1) {
    var node = nodes[i]
    node.children = children[i].reversed()
    children[i] = []
    if parent[i] >= 0 { children[parent[i]].append(node) } else { roots.append(node) }
  }
  return roots.reversed()
}
