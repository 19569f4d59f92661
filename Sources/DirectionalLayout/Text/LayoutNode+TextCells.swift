extension LayoutNode {
  /// This tree with `cells` given to every leaf that has text but no cells of its own
  /// (``TextAttributes/cells``), so that the layout measures its text: what
  /// `bidi layout --cells` does. Leaves with a measure function or an intrinsic size keep
  /// them. Works without recursion: any depth fits in the stack.
  public func withTextCells(_ cells: TextCells) -> LayoutNode {
    withEachNode { node in
      if node.children.isEmpty, node.text != nil, node.text?.cells == nil, node.measure == nil,
        node.intrinsicWidth == nil, node.intrinsicHeight == nil
      {
        node.text?.cells = cells
      }
    }
  }
}
