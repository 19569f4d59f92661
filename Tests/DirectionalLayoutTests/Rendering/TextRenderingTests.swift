import BidiEngine
import DirectionalLayout
import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Text leaves drawn: the reordering hook (`layout(direction:reorderingLinesWith:)`), the ASCII
/// and SVG renderers drawing visual lines, and what they draw without an engine.
@Suite("text leaves drawn in visual order")
struct TextRenderingTests {
  /// A reorderer that records what it was asked and returns each line's text reversed by
  /// scalars, marked with the base it got: not UAX #9, but the renderers cannot tell.
  struct RecordingReorderer: LineReordering {
    func visualLines(_ lines: [Range<Int>], of text: String, base: BaseDirection) -> [String] {
      let scalars = Array(text.unicodeScalars)
      let mark =
        switch base {
        case .leftToRight: "L"
        case .rightToLeft: "R"
        case .firstStrong(let fallback): fallback == .leftToRight ? "fL" : "fR"
        }
      return lines.map { range in
        var line = String.UnicodeScalarView()
        line.append(contentsOf: scalars[range].reversed())
        return mark + ":" + String(line).trimmingCharacters(in: .whitespaces)
      }
    }
  }

  static let cells = TextCells(cellWidth: 8, lineHeight: 16)
  static let padding = LayoutEdges(leading: 8, trailing: 8, top: 8, bottom: 8)

  /// A column `width` points wide holding one padded text leaf.
  static func column(_ text: TextAttributes, width: Double = 96) -> LayoutNode {
    LayoutNode(
      id: "root", width: .points(width),
      children: [LayoutNode(id: "label", padding: padding, text: text)])
  }

  @Test("each line's visual string and line height come with the frame; the base follows the node")
  func hookSetsVisualLines() throws {
    let tree = Self.column(TextAttributes(content: "abc def ghi", cells: Self.cells))
    let result = try tree.layout(direction: .rightToLeft, reorderingLinesWith: RecordingReorderer())
    let label = try #require(result["label"])
    // 96 points less 16 of padding: 10 columns, so "abc def " and "ghi".
    #expect(label.textLines == [0..<8, 8..<11])
    #expect(label.visualLines == ["R:fed cba", "R:ihg"])
    #expect(label.lineHeight == 16)
    #expect(label.height == 2 * 16 + 16, "two lines and the padding")
    // Without an engine: ranges only.
    let plain = try #require(try tree.layout(direction: .rightToLeft)["label"])
    #expect(plain.visualLines.isEmpty && plain.lineHeight == nil)
    // textStart: the text's own first strong character decides, the node's direction if none.
    let textStart = Self.column(TextAttributes(content: "abc", alignment: .textStart, cells: Self.cells))
    let started = try textStart.layout(direction: .rightToLeft, reorderingLinesWith: RecordingReorderer())
    #expect(started["label"]?.visualLines == ["fR:cba"])
  }

  @Test("ranges are those of the content box: padding and border are not text")
  func contentWidth() throws {
    // 11 columns of text in a box of 13 cells with one cell of padding each side: one line.
    let tree = LayoutNode(
      id: "root", width: 104, axis: .horizontal, align: .start,
      children: [
        LayoutNode(
          id: "label", padding: Self.padding, border: LayoutEdges(leading: 0, trailing: 0),
          text: TextAttributes(content: "Hello world", cells: Self.cells))
      ])
    let label = try #require(
      try tree.layout(direction: .leftToRight, reorderingLinesWith: RecordingReorderer())["label"])
    #expect(label.width == 104 && label.textLines == [0..<11] && label.visualLines.count == 1)
  }

  @Test("withTextCells gives cells to text leaves without them, and nothing else")
  func defaultCells() throws {
    let own = TextCells(cellWidth: 4, lineHeight: 8)
    let tree = LayoutNode(
      id: "root", text: TextAttributes(content: "a parent"),
      children: [
        LayoutNode(id: "a", text: TextAttributes(content: "x")),
        LayoutNode(id: "b", text: TextAttributes(content: "y", cells: own)),
        LayoutNode(id: "c", intrinsicWidth: 3, text: TextAttributes(content: "z")),
        LayoutNode(id: "d"),
      ])
    let given = tree.withTextCells(Self.cells)
    #expect(given.text?.cells == nil, "a node with children is not a leaf")
    #expect(given.children.map { $0.text?.cells } == [Self.cells, own, nil, nil])
    #expect(given.children.map(\.id) == ["a", "b", "c", "d"])
  }

  @Test("withEachNode keeps the shape of a deep tree and needs no recursion")
  func eachNodeDeep() {
    var tree = LayoutNode(id: "leaf", text: TextAttributes(content: "t"))
    for depth in 0..<5_000 {
      tree = LayoutNode(id: "n\(depth)", children: [tree, LayoutNode(id: "s\(depth)")])
    }
    var visited = 0
    let renamed = tree.withEachNode { node in
      visited += 1
      node.id += "'"
    }
    #expect(visited == 10_001)
    var node = renamed
    var depth = 0
    while let first = node.children.first {
      #expect(node.children.count == 2 && node.children[1].id.hasSuffix("'"))
      node = first
      depth += 1
    }
    #expect(depth == 5_000 && node.id == "leaf'")
  }

  /// The rows of the ASCII picture of `tree` laid out in `direction` with the recording
  /// reorderer, in cells.
  static func picture(_ tree: LayoutNode, _ direction: TextDirection = .leftToRight) throws -> [String] {
    let result = try tree.layout(direction: direction, reorderingLinesWith: RecordingReorderer())
    return ASCIIRenderer(cells: cells).render(result).split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
  }

  @Test("ASCII: lines inside the frame, placed by the resolved alignment")
  func asciiAlignment() throws {
    let rows = try Self.picture(
      Self.column(TextAttributes(content: "ab", alignment: .right, cells: Self.cells)))
    #expect(rows[0] == "+-----------+")
    #expect(rows[1] == "|       L:ba|", "right-aligned inside the box")
    #expect(rows[2] == "+-----------+")
    let centred = try Self.picture(
      Self.column(TextAttributes(content: "ab", alignment: .center, cells: Self.cells)))
    #expect(centred[1] == "|   L:ba    |", "centred; the odd column on the right")
    // Natural alignment in RTL resolves to the right.
    let natural = try Self.picture(
      Self.column(TextAttributes(content: "ab", cells: Self.cells)), .rightToLeft)
    #expect(natural[1] == "|       R:ba|")
  }

  @Test(
    "ASCII: a line wider than the box is clipped on the side away from its alignment; wide characters take two columns"
  )
  func asciiClipping() throws {
    // Measured at 10 columns, drawn in a box whose inside is 10 columns: the marker makes
    // each visual line 2 columns wider than it was measured.
    let left = try Self.picture(
      Self.column(TextAttributes(content: "abcdefghij", alignment: .left, cells: Self.cells)))
    #expect(left[1] == "|L:jihgfedcb|")
    let right = try Self.picture(
      Self.column(TextAttributes(content: "abcdefghij", alignment: .right, cells: Self.cells)))
    #expect(right[1] == "|:jihgfedcba|")
    let wide = try Self.picture(
      Self.column(TextAttributes(content: "中文字", alignment: .right, cells: Self.cells)))
    #expect(wide[1] == "|   L:字文中|")
    // Every row keeps its frame: 13 columns.
    for row in left + right + wide where !row.isEmpty {
      #expect(TerminalColumns.width(of: row) == 13, "\(row)")
    }
  }

  @Test("ASCII without an engine: text leaves show their ids; controls in lines are spelled out")
  func asciiWithoutEngine() throws {
    let tree = Self.column(TextAttributes(content: "abc", cells: Self.cells))
    let picture = ASCIIRenderer(cells: Self.cells).render(try tree.layout(direction: .leftToRight))
    #expect(picture.contains("|label") && !picture.contains("abc") && !picture.contains("cba"))
    let escape = Self.column(TextAttributes(content: "a\u{1B}[2Jb", cells: Self.cells), width: 200)
    let drawn = try Self.picture(escape).joined(separator: "\n")
    #expect(drawn.contains("⟨U+001B⟩") && !drawn.contains("\u{1B}"))
  }

  @Test("SVG: each line a <text> the browser does not reorder, anchored by the alignment")
  func svg() throws {
    let tree = Self.column(
      TextAttributes(content: "<a> & b", alignment: .trailing, cells: Self.cells), width: 200)
    let reorderer = BidiLineReorderer()
    let svg = SVGRenderer().render(
      leftToRight: try tree.layout(direction: .leftToRight, reorderingLinesWith: reorderer),
      rightToLeft: try tree.layout(direction: .rightToLeft, reorderingLinesWith: reorderer))
    #expect(svg.contains("direction=\"ltr\" unicode-bidi=\"bidi-override\""))
    #expect(svg.contains("text-anchor=\"end\""), "trailing in LTR is the right edge")
    #expect(svg.contains("text-anchor=\"start\""), "trailing in RTL is the left edge")
    #expect(svg.contains(">&lt;a&gt; &amp; b</text>"))
    // In an RTL paragraph the leading `<` is between the paragraph start and `a`: it takes the
    // paragraph's direction (N1–N2), shows on the right, mirrored (L4); the rest is one LTR run.
    #expect(svg.contains(">a&gt; &amp; b&gt;</text>"))
    #expect(svg.contains("clip-path=\"url(#clip-ltr-1)\"") && svg.contains("<clipPath id=\"clip-rtl-1\">"))
    #expect(!svg.contains(">label</text>"), "the lines replace the id")
    #expect(XMLParser(data: Data(svg.utf8)).parse(), "well-formed XML")
  }

  @Test("JSON: visual lines and line height beside the ranges, and back")
  func json() throws {
    let tree = Self.column(TextAttributes(content: "שלום עולם", cells: Self.cells))
    let result = try tree.layout(direction: .rightToLeft, reorderingLinesWith: BidiLineReorderer())
    let text = String(decoding: try result.jsonData(), as: UTF8.self)
    #expect(text.contains("\"visualLines\":[\"םלוע םולש\"]") && text.contains("\"lineHeight\":16"))
    let decoded = try JSONDecoder().decode(LayoutResult.self, from: try result.jsonData())
    #expect(decoded == result)
    let plain = String(decoding: try tree.layout(direction: .rightToLeft).jsonData(), as: UTF8.self)
    #expect(!plain.contains("visualLines") && !plain.contains("lineHeight"))
    let mismatched =
      #"{"id":"a","x":0,"y":0,"width":1,"height":1,"absoluteX":0,"absoluteY":0,"direction":"ltr","mirrored":false,"textAlignment":"left","textLines":[[0,1]],"visualLines":["a","b"]}"#
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(NodeLayout.self, from: Data(mismatched.utf8))
    }
  }
}
