/// How a child is placed across the stack axis (flexbox's `align-items` / `align-self`).
///
/// For a vertical stack, `start` is the leading side of the stack's own direction.
public enum CrossAlignment: String, Sendable, Hashable, CaseIterable, Codable {
  /// At the cross start (top, or leading).
  case start
  /// Centered.
  case center
  /// At the cross end (bottom, or trailing).
  case end
  /// Filling the cross size, unless the child has a fixed size on that axis (the default).
  case stretch
  /// In a horizontal stack, with the first baselines of the children aligned this way on one
  /// line (the label and value rows of a form; CSS `align-items: baseline`, UIKit's
  /// `.firstBaseline`). A text leaf's baseline is its first line's (``TextCells/baseline``), a
  /// measured leaf's is its measure's (``LayoutMeasure/baseline``), any other leaf's is its
  /// bottom edge, and a stack's is that of its first child in its first line that is aligned
  /// by its baseline, else of its first child (as Yoga). In a vertical stack, `start` (as Yoga
  /// and CSS: baselines run across a vertical stack's axis).
  case baseline
}
