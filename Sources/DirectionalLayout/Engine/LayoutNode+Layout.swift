extension LayoutNode {
  /// Lays this tree out for `direction` (the root's parent's direction).
  ///
  /// Throws when the tree breaks a rule of ``LayoutValidation`` (duplicate ids, negative or
  /// non-finite sizes). Works without recursion: any depth fits in the stack. Time is linear in
  /// the number of nodes. To lay out many trees, or one tree many times, a ``LayoutEngine``
  /// keeps its working memory between layouts.
  public func layout(direction: TextDirection) throws(LayoutError) -> LayoutResult {
    try layout(direction: direction, reorderer: nil)
  }

  /// ``layout(direction:)``, and with a `reorderer` the visual lines of text leaves too;
  /// `usesFastPaths: false` takes the general path everywhere (for tests).
  func layout(
    direction: TextDirection, reorderer: (any LineReordering)?, usesFastPaths: Bool = true
  ) throws(LayoutError) -> LayoutResult {
    var engine = LayoutEngine()
    return try engine.layout(self, direction: direction, reorderer: reorderer, usesFastPaths: usesFastPaths)
  }
}
