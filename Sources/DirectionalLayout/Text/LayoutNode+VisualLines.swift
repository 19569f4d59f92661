extension LayoutNode {
  /// Lays this tree out for `direction` as ``layout(direction:)`` does, then puts the lines of
  /// every text leaf measured in cells in visual order with `reorderer` (a bidi engine, such as
  /// BidiEngine's `BidiLineReorderer`): ``NodeLayout/visualLines`` and
  /// ``NodeLayout/lineHeight`` are set beside ``NodeLayout/textLines``.
  ///
  /// The paragraph direction of a leaf's text is the leaf's effective direction (as CSS's
  /// `direction` is inherited by a block's text), except with ``TextAlignment/textStart``,
  /// where the text's own first strong character decides, the leaf's direction when it has
  /// none (as `dir="auto"`).
  ///
  /// The lines are ``NodeLayout/textLines``: those of the text at the width of the leaf's
  /// content box (its width less its horizontal padding and border), where its measure wrapped
  /// it.
  ///
  /// Without a bidi engine, use ``layout(direction:)``: the renderers then draw text leaves
  /// with their ids, as other boxes.
  public func layout(direction: TextDirection, reorderingLinesWith reorderer: some LineReordering)
    throws(LayoutError) -> LayoutResult
  {
    try layout(direction: direction, reorderer: reorderer)
  }
}
