/// The direction a user interface is laid out in.
public enum LayoutDirection: String, Sendable, Hashable, CaseIterable, Codable {
  /// Left-to-right: leading is left.
  case leftToRight = "ltr"
  /// Right-to-left: leading is right.
  case rightToLeft = "rtl"

  /// The other direction.
  public var opposite: LayoutDirection { self == .leftToRight ? .rightToLeft : .leftToRight }
}
