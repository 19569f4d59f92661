/// What a layout did, counted for tests and benchmarks (the results never depend on it).
struct LayoutStatistics {
  /// Stacks of fixed leaves whose content size the shortcut measured (see
  /// ``FlexboxLayout/contentOfFixedLeaves(_:)``).
  var fixedLeafStacks = 0
  /// Stacks whose content size the bottom-up pass left until asked (see
  /// ``FlexboxLayout/defersContent(_:)``).
  var deferredContents = 0
  /// Nodes whose content size the bottom-up pass measured.
  var contentsMeasured = 0
  /// Containers whose children were laid out.
  var containersLaidOut = 0
  /// Subtrees an incremental relayout kept as they were.
  var subtreesReused = 0
  /// Dirty stacks an incremental relayout kept as laid out (see
  /// ``FlexboxLayout/keepsRuns(_:_:)``).
  var stacksKept = 0

  /// Every count back to zero.
  mutating func reset() { self = LayoutStatistics() }
}
