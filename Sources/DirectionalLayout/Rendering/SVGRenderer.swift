import BidiText

/// Draws the left-to-right and right-to-left layouts of one tree side by side as SVG, for people.
///
/// Each node is a rectangle labelled with its id (nodes whose effective direction is
/// right-to-left get a tinted fill, opaque, so that a child covers its parent's label); nodes whose image is drawn mirrored have a dashed
/// outline and a `⇋` after their id. Output is deterministic (fixed number formatting) and
/// well-formed XML whatever the ids hold: controls in them are written in notation
/// (`RenderedLabel`), `& < > " '` as entity references.
///
/// Text: a node whose lines were put in visual order (``NodeLayout/visualLines``, from
/// ``LayoutNode/layout(direction:reorderingLinesWith:)``) shows them instead of its id, one
/// `<text>` per line, ``NodeLayout/lineHeight`` apart and centred vertically in the box (a leaf
/// with equal padding above and below shows them in its content box), anchored at the left edge, the right
/// edge or the middle of the box by its resolved ``NodeLayout/textAlignment``, and clipped to
/// the box. The lines are drawn at the size of the cells they were measured in: a monospaced
/// font whose size is the line height ÷ 1.2 (the line height of common fonts is 1.2 times
/// their size), each line stretched or squeezed to exactly its columns × ``NodeLayout/cellWidth``
/// (`textLength`), so that it fills the columns it was wrapped in whatever font the viewer has. Each `<text>` is written `direction="ltr" unicode-bidi="bidi-override"`: the string is
/// already in visual order, and the override stops a browser from reordering it again (CSS
/// Writing Modes 3 § 2.2), so it shows exactly BidiKit's order. Without visual lines (a layout
/// made without a bidi engine), text leaves show their ids like every other box.
public struct SVGRenderer: Sendable, Hashable {
  /// Space around and between the two pictures, in points.
  public var gap: Double

  /// A renderer.
  public init(gap: Double = 20) {
    self.gap = gap
  }

  /// One SVG document: `leftToRight` on the left, `rightToLeft` on the right, each titled.
  public func render(leftToRight: LayoutResult, rightToLeft: LayoutResult) -> String {
    let ltrWidth = Self.extent(leftToRight).width
    let rtlWidth = Self.extent(rightToLeft).width
    let height = max(Self.extent(leftToRight).height, Self.extent(rightToLeft).height)
    let totalWidth = gap * 3 + ltrWidth + rtlWidth
    let totalHeight = gap * 2 + 16 + height
    var svg = """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(Self.number(totalWidth))" \
      height="\(Self.number(totalHeight))" font-family="sans-serif" font-size="10">

      """
    for (result, originX) in [(leftToRight, gap), (rightToLeft, gap * 2 + ltrWidth)] {
      let originY = gap + 16
      svg += "<g transform=\"translate(\(Self.number(originX)),\(Self.number(originY)))\">\n"
      svg +=
        "<text x=\"0\" y=\"-6\" font-size=\"12\">\(result.direction == .leftToRight ? "LTR" : "RTL")</text>\n"
      for (index, node) in result.nodes.enumerated() {
        let fill = node.direction == .rightToLeft ? "#fde8d8" : "#ddeeff"
        let dash = node.mirrored ? " stroke-dasharray=\"4 2\"" : ""
        svg += """
          <rect x="\(Self.number(node.absoluteX))" y="\(Self.number(node.absoluteY))" \
          width="\(Self.number(node.width))" height="\(Self.number(node.height))" \
          fill="\(fill)" stroke="#333"\(dash)/>

          """
        if !node.visualLines.isEmpty {
          svg += Self.lines(of: node, clipID: "\(result.direction.abbreviation)-\(index)")
        } else {
          svg += """
            <text x="\(Self.number(node.absoluteX + 2))" y="\(Self.number(node.absoluteY + 11))">\
            \(RenderedLabel.xml(node.id))\(node.mirrored ? " ⇋" : "")</text>

            """
        }
      }
      svg += "</g>\n"
    }
    return svg + "</svg>\n"
  }

  /// A text node's visual lines: a clip path of its box, then one `<text>` per line that the
  /// browser draws in the order given.
  private static func lines(of node: NodeLayout, clipID: String) -> String {
    let lineHeight = node.lineHeight.flatMap { $0.isFinite && $0 > 0 ? $0 : nil } ?? 16
    let (x, anchor) =
      switch node.textAlignment {
      case .left: (node.absoluteX + 2, "start")
      case .right: (node.absoluteX + node.width - 2, "end")
      case .center: (node.absoluteX + node.width / 2, "middle")
      }
    var svg = """
      <clipPath id="clip-\(clipID)"><rect x="\(number(node.absoluteX))" y="\(number(node.absoluteY))" \
      width="\(number(node.width))" height="\(number(node.height))"/></clipPath>
      <g clip-path="url(#clip-\(clipID))" font-family="monospace" font-size="\(number(lineHeight / 1.2))" \
      text-anchor="\(anchor)">

      """
    // The lines centred vertically in the box (in a padded leaf: in its content box), each
    // baseline a quarter of a line above the line's bottom.
    let top = node.absoluteY + max(0, node.height - Double(node.visualLines.count) * lineHeight) / 2
    let cellWidth = node.cellWidth.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
    for (index, line) in node.visualLines.enumerated() {
      let y = top + (Double(index) + 0.75) * lineHeight
      let text = RenderedLabel.notation(line)
      // Exactly its cells wide, whatever the viewer's monospaced font.
      let length = cellWidth.map { Double(TerminalColumns.width(of: text)) * $0 } ?? 0
      let fitted =
        length > 0 ? " textLength=\"\(number(length))\" lengthAdjust=\"spacingAndGlyphs\"" : ""
      // On each <text>: `unicode-bidi` is not inherited (CSS Writing Modes 3 § 2.2).
      svg += """
        <text x="\(number(x))" y="\(number(y))"\(fitted) direction="ltr" unicode-bidi="bidi-override">\
        \(MarkupText.escaped(text))</text>

        """
    }
    return svg + "</g>\n"
  }

  private static func extent(_ result: LayoutResult) -> (width: Double, height: Double) {
    var width = 0.0
    var height = 0.0
    for node in result.nodes {
      width = max(width, node.absoluteX + node.width)
      height = max(height, node.absoluteY + node.height)
    }
    return (width, height)
  }

  static func number(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int(rounded)) }
    return String(rounded)
  }
}
