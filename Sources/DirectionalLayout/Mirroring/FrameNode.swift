/// A frame computed elsewhere (by another layout engine, or recorded from a screen), with the
/// semantic attribute that says whether its content mirrors. The input of
/// ``mirror(frames:width:)``.
///
/// As for ``LayoutNode``, Swift frees nested arrays recursively: keep trees well below
/// 59 000 levels.
public struct FrameNode: Sendable, Hashable, Codable {
  /// A name for the frame.
  public var id: String
  /// The frame relative to the parent's top-left corner, in the left-to-right layout.
  public var frame: LayoutRect
  /// Whether the node's content mirrors.
  public var semantic: SemanticContentAttribute
  /// The frames inside this one.
  public var children: [FrameNode]

  /// A frame node.
  public init(
    id: String, frame: LayoutRect, semantic: SemanticContentAttribute = .unspecified,
    children: [FrameNode] = []
  ) {
    self.id = id
    self.frame = frame
    self.semantic = semantic
    self.children = children
  }
}
