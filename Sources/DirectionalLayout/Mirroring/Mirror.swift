/// Turns the left-to-right frames of a tree laid out elsewhere into its right-to-left frames.
///
/// `frames` are the children of a right-to-left container `width` points wide. Every node is
/// placed by its parent's effective direction: when that is right-to-left, its x becomes
/// `parentWidth − x − width` (``LayoutRect/flipped(inWidth:)``); its own effective direction is
/// its semantic attribute resolved against its parent's (the container's is right-to-left), so
/// the children of `playback`, `spatial` and `forceLeftToRight` nodes keep their places.
/// y, widths and heights never change. Works without recursion: any depth fits in the stack.
public func mirror(frames: [FrameNode], width: Double) -> [FrameNode] {
  // Flatten depth-first, remembering each node's parent and its parent's effective direction.
  var nodes: [FrameNode] = []
  var parent: [Int] = []
  var direction: [LayoutDirection] = []
  var stack: [(node: FrameNode, parent: Int)] = frames.reversed().map { ($0, -1) }
  while let (node, p) = stack.popLast() {
    let i = nodes.count
    let parentDirection = p >= 0 ? direction[p] : .rightToLeft
    let parentWidth = p >= 0 ? nodes[p].frame.width : width
    var mirrored = node
    if parentDirection == .rightToLeft { mirrored.frame = node.frame.flipped(inWidth: parentWidth) }
    mirrored.children = []
    nodes.append(mirrored)
    parent.append(p)
    direction.append(node.semantic.resolved(relativeTo: parentDirection))
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
