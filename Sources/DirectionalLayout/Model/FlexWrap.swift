/// Whether a stack breaks its children into lines (flexbox's `flex-wrap`).
///
/// Lines of a horizontal stack start at the leading side, as each line's items do; with
/// `wrapReverse` the lines stack from the cross end (the bottom, or the trailing side).
public enum FlexWrap: String, Sendable, Hashable, CaseIterable, Codable {
  /// One line; children may overflow (the default).
  case noWrap
  /// As many lines as needed, stacked from the cross start.
  case wrap
  /// As many lines as needed, stacked from the cross end.
  case wrapReverse
}
