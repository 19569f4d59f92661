/// The direction of a value placed into a message: known, or found from its text.
public enum ValueDirection: Sendable, Hashable {
  /// Known left-to-right (a phone number, a URL, a Latin name).
  case leftToRight
  /// Known right-to-left.
  case rightToLeft
  /// Known to have no strong direction (punctuation, digits in a context that is fine).
  case neutral
  /// Unknown: left to the renderer. In the isolate style the value is wrapped in FSI…PDI, whose
  /// direction the renderer takes from the value's first strong character; in the embedding
  /// style the formatter estimates it with ``DirectionEstimation/firstStrong``.
  case auto
  /// Estimated by the formatter with a heuristic; the value is then wrapped in LRI or RLI
  /// (FSI when the estimate is neutral). Unlike ``auto`` this does not depend on the
  /// renderer's FSI support (GNU FriBidi 1.0.8 resolves FSI wrongly in some texts).
  case estimated(DirectionEstimation)

  /// The direction from a known ``TextDirection``.
  public init(_ direction: TextDirection) {
    self = direction == .leftToRight ? .leftToRight : .rightToLeft
  }
}
