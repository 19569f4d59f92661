/// Puts lines of text, broken in logical order, in visual order: the step between measuring
/// text and drawing it that needs a bidi engine.
///
/// The app side measures and wraps text without an engine (``LineBreaker``,
/// ``TerminalColumns``, DirectionalLayout's text leaves), and reports each line as a range of
/// Unicode scalar offsets in logical order. To draw a line where nothing reorders it for you
/// (a terminal, an ASCII picture, an SVG whose text must not be reordered again), it must be
/// put in visual order, and UAX #9 does that in two steps: the levels are resolved on the
/// whole paragraph (rules P2–I2), then each line is reordered on its own (rules L1–L2 on the
/// line). A line reordered as if it were a paragraph of its own can differ (a number or a
/// bracket pair split across lines, an isolate that started on an earlier line).
///
/// BidiEngine's `BidiLineReorderer` is the implementation; a renderer takes any value of this
/// type, so that app-side code compiles without the engine and programs that have one pass it.
public protocol LineReordering: Sendable {
  /// The visual string of each of `lines` of `text`, in order.
  ///
  /// - Parameters:
  ///   - lines: ranges of Unicode scalar offsets of `text`, in logical order, each within one
  ///     paragraph of the text (a line that crosses a paragraph separator is reordered piece
  ///     by piece); spaces hanging at a line's end are left out of its visual string.
  ///   - text: the whole text: levels are resolved on each of its paragraphs.
  ///   - base: the paragraph direction, or how to find it.
  /// - Returns: one string per line, left to right, without directional controls.
  func visualLines(_ lines: [Range<Int>], of text: String, base: BaseDirection) -> [String]
}
