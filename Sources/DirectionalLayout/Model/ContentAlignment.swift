/// How the lines of a wrapping stack share the space across it (flexbox's `align-content`).
/// A stack that does not wrap has one line as large as the stack across: this does nothing there.
/// With negative free space, the `space*` values fall back to `start` (CSS Box Alignment).
public enum ContentAlignment: String, Sendable, Hashable, CaseIterable, Codable {
  /// Packed at the cross start (the default, as in Yoga).
  case start
  /// Centered.
  case center
  /// Packed at the cross end.
  case end
  /// Lines grow to fill the space.
  case stretch
  /// First and last line at the edges, equal space between.
  case spaceBetween
  /// Equal space around each line.
  case spaceAround
  /// Equal space between lines and at the edges.
  case spaceEvenly
}
