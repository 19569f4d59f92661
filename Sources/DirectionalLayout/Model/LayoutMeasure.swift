/// A function that measures a leaf's content, as Yoga's measure functions do: given the space
/// offered on each axis (points, content box) and how it constrains the result, it returns the
/// content's size. Text measured by a text engine, an image's natural size.
///
/// Two measures are equal when their names are: the name identifies the function in
/// ``LayoutNode``'s `Hashable` conformance.
public struct LayoutMeasure: Sendable, Hashable {
  /// How an offered length constrains a measured size (Yoga's measure modes).
  public enum Mode: Sendable, Hashable {
    /// The length is unknown: measure the content's natural size (`value` is NaN).
    case undefined
    /// The result should not exceed the length (it may, as text of one long word does).
    case atMost
    /// The result will be the length, whatever is returned.
    case exactly
  }

  /// A name identifying the function (for equality and descriptions).
  public var name: String
  /// The function: offered width and its mode, offered height and its mode → content size.
  public var function:
    @Sendable (_ width: Double, _ widthMode: Mode, _ height: Double, _ heightMode: Mode) -> (
      width: Double, height: Double
    )
  /// Where the content's first baseline is, for ``CrossAlignment/baseline``: given the size of
  /// the leaf's content box once laid out, the distance from its top down to the baseline
  /// (Yoga's baseline function; a label's first line's ascent). `nil`: the leaf's baseline is
  /// its bottom edge.
  public var baseline: (@Sendable (_ width: Double, _ height: Double) -> Double)?

  /// A measure function named `name`, and where the content's baseline is (`nil`: at the
  /// leaf's bottom edge).
  public init(
    _ name: String,
    baseline: (@Sendable (_ width: Double, _ height: Double) -> Double)? = nil,
    _ function:
      @escaping @Sendable (Double, Mode, Double, Mode) -> (width: Double, height: Double)
  ) {
    self.name = name
    self.baseline = baseline
    self.function = function
  }

  public static func == (a: LayoutMeasure, b: LayoutMeasure) -> Bool { a.name == b.name }
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
