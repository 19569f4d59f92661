/// A rectangle in a top-left origin coordinate space (y grows downwards).
public struct LayoutRect: Sendable, Hashable, Codable {
  /// The left edge.
  public var x: Double
  /// The top edge.
  public var y: Double
  /// The width.
  public var width: Double
  /// The height.
  public var height: Double

  /// A rectangle.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The rectangle seen in a mirror placed in the middle of a container `containerWidth` wide:
  /// x′ = W − x − width. Flipping twice gives the original.
  public func flipped(inWidth containerWidth: Double) -> LayoutRect {
    LayoutRect(x: containerWidth - x - width, y: y, width: width, height: height)
  }
}
