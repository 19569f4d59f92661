import Foundation
import Testing

@testable import DirectionalLayout

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Ids are input data: the renderers must write them so that they cannot act (issue 15).
@Suite("Renderers escape ids")
struct RendererEscapingTests {
  /// Ids that broke the renderers: NUL and other C0 controls (ill-formed XML), ESC (a terminal
  /// escape sequence), RLO (reorders the picture's row), a line break (splits the row), C1, DEL.
  static let hostileIds = [
    "a\u{0}b", "a\u{1B}[31m", "x\u{202E}yz", "line\nbreak", "c1\u{85}\u{9B}", "del\u{7F}", "tab\there",
    "ls\u{2028}ps\u{2029}", "lri\u{2066}\u{2069}", "amp&<'>\"",
    // Found by the renderer fuzz target: the form feed is white space to UAX #9, not BN.
    "form\u{C}feed",
  ]

  static func tree(_ id: String) -> LayoutNode {
    LayoutNode(
      id: "root", width: 300, height: 60, axis: .horizontal,
      children: [
        LayoutNode(id: id, width: 200, height: 30, image: ImageAttributes(flipsForRightToLeft: true))
      ])
  }

  /// Whether `text` holds a character that acts rather than shows on a terminal or in XML:
  /// a C0 or C1 control other than the line feed, DEL, a directional control, LS or PS.
  static func hasRawControl(_ text: String) -> Bool {
    text.unicodeScalars.contains { scalar in
      let value = scalar.value
      return (value < 0x20 && value != 0x0A) || (0x7F...0x9F).contains(value)
        || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
        || value == 0x200E || value == 0x200F || value == 0x061C || value == 0x2028 || value == 0x2029
    }
  }

  @Test("the SVG parses as XML and shows the id in notation", arguments: hostileIds)
  func svg(id: String) throws {
    let tree = Self.tree(id)
    let svg = SVGRenderer().render(
      leftToRight: try tree.layout(direction: .leftToRight),
      rightToLeft: try tree.layout(direction: .rightToLeft))
    let parser = XMLParser(data: Data(svg.utf8))
    #expect(parser.parse(), "\(String(describing: parser.parserError))")
    #expect(!Self.hasRawControl(svg.replacingOccurrences(of: "\n", with: "")))
  }

  @Test("the ASCII picture has no raw control and keeps one line per row", arguments: hostileIds)
  func ascii(id: String) throws {
    let picture = ASCIIRenderer(columns: 61).render(try Self.tree(id).layout(direction: .rightToLeft))
    #expect(!Self.hasRawControl(picture))
    // 60 points high at 61 columns (0.2 column, 0.1 row a point): 7 rows.
    #expect(picture.split(separator: "\n").count == 7)
  }

  @Test("controls are spelled in notation, in SVG and ASCII alike")
  func notation() throws {
    let tree = Self.tree("a\u{1B}[31m\u{202E}z")
    let svg = SVGRenderer().render(
      leftToRight: try tree.layout(direction: .leftToRight),
      rightToLeft: try tree.layout(direction: .rightToLeft))
    #expect(svg.contains("a⟨U+001B⟩[31m⟨RLO⟩z ⇋</text>"))
    let picture = ASCIIRenderer(columns: 61).render(try tree.layout(direction: .leftToRight))
    #expect(picture.contains("|a⟨U+001B⟩[31m⟨RLO⟩z"))
    #expect(RenderedLabel.xml("⟨<&") == "⟨⟨⟩&lt;&amp;")
  }

  @Test("a layout lint finding shows the id in notation")
  func lintFinding() {
    let finding = LayoutLintFinding(
      rule: .physicalEdge, path: "$.padding.left", id: "a\u{1B}[2J\u{202E}", message: "m")
    #expect(finding.description == "$.padding.left: [physicalEdge] a⟨U+001B⟩[2J⟨RLO⟩: m")
  }

  @Test("a deep array under an unknown key is not called nesting of nodes")
  func deepUnknownKey() {
    let deep = String(repeating: "[", count: 500) + String(repeating: "]", count: 500)
    let json = #"{"id": "root", "children": [{"id": "a", "extra": "# + deep + "}]}"
    #expect {
      try LayoutNode(json: Data(json.utf8))
    } throws: { error in
      let error = error as! LayoutError
      return error.path == "$.children[0].extra" && !error.message.contains("levels of nodes")
        && error.message.contains("under the key 'extra'")
    }
    // A real chain of 300 nodes is still "deeper than 200 levels of nodes".
    var nodes = #"{"id": "leaf"}"#
    for i in 0..<300 { nodes = #"{"id": "n\#(i)", "children": ["# + nodes + "]}" }
    #expect {
      try LayoutNode(json: Data(nodes.utf8))
    } throws: { error in
      (error as! LayoutError).message == "nesting deeper than 200 levels of nodes"
    }
  }
}
