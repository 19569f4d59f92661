/// A laid-out tree: the output of `bidi layout`.
public struct LayoutResult: Sendable, Hashable, Codable {
  /// The direction the tree was laid out in.
  public var direction: TextDirection
  /// Every node, depth-first in logical order (the root first).
  public var nodes: [NodeLayout]

  /// A result.
  public init(direction: TextDirection, nodes: [NodeLayout]) {
    self.direction = direction
    self.nodes = nodes
  }

  /// The layout of the node with `id`, if any.
  public subscript(id: String) -> NodeLayout? { nodes.first { $0.id == id } }
}
