extension BidiParagraph {
  /// Breaks `range` (scalar offsets) into lines of at most `maxColumns` terminal columns, in
  /// logical order, by greedy fill: each line ends at the last line break opportunity of UAX #14
  /// (``LineBreaker``) that fits, never inside a grapheme cluster, and at every mandatory break.
  /// Spaces at the end of a line hang: they do not count against the width (they stay in the
  /// line's range, where rule L1 gives them the paragraph level). A run without an opportunity
  /// that is wider than `maxColumns` is cut between grapheme clusters; a single cluster wider
  /// than `maxColumns` gets a line of its own. Make a ``BidiLine`` of each range to reorder it.
  public func lineRanges(in range: Range<Int>? = nil, maxColumns: Int) -> [Range<Int>] {
    precondition(maxColumns > 0, "maxColumns must be positive")
    let range = range ?? 0..<count - separatorCount
    guard !range.isEmpty else { return [range] }
    var view = String.UnicodeScalarView()
    view.append(contentsOf: scalars[range])
    let text = String(view)
    return LineBreaker.lineRanges(in: text, maxColumns: maxColumns).map {
      $0.lowerBound + range.lowerBound..<$0.upperBound + range.lowerBound
    }
  }
}
