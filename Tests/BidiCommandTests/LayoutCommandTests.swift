import BidiTestSupport
import Foundation
import Testing

@Suite("bidi layout")
struct LayoutCommandTests {
  static let tree = """
    {"id": "root", "width": 100, "height": 20, "axis": "horizontal",
     "children": [{"id": "back", "width": 10, "margin": {"leading": 10}, "image": {"flipsForRightToLeft": true}},
                  {"id": "title", "grow": 1, "text": {"content": "שלום", "alignment": "textStart"}}]}
    """

  @Test func framesAsJSONInBothDirections() throws {
    let ltr = runCommand(["layout", "--direction", "ltr"], input: Self.tree)
    #expect(ltr.exitCode == 0)
    #expect(
      ltr.output.contains(
        #"{"absoluteX":10,"absoluteY":0,"direction":"ltr","height":20,"id":"back","mirrored":false,"textAlignment":"left","width":10,"x":10,"y":0}"#
      ))
    let rtl = runCommand(["layout", "--direction", "rtl", "--format", "json"], input: Self.tree)
    #expect(rtl.exitCode == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(rtl.output.utf8)) as? [String: Any])
    #expect(object["direction"] as? String == "rtl")
    let nodes = try #require(object["nodes"] as? [[String: Any]])
    #expect(nodes.map { $0["id"] as? String } == ["root", "back", "title"])
    #expect(nodes[1]["x"] as? Double == 80)
    #expect(nodes[1]["mirrored"] as? Bool == true)
    #expect(nodes[2]["x"] as? Double == 0)
    #expect(nodes[2]["width"] as? Double == 80)
    #expect(nodes[2]["textAlignment"] as? String == "right")
  }

  @Test func fileArgumentAndPictures() throws {
    let directory = try Scratch()
    defer { directory.remove() }
    let path = try directory.write("tree.json", Data(Self.tree.utf8))
    let ascii = runCommand([
      "layout", path, "--format", "ascii", "--direction", "rtl", "--columns", "81",
    ])
    #expect(ascii.exitCode == 0)
    #expect(ascii.output.contains("back~"))
    let svg = runCommand(["layout", path, "--format", "svg"])
    #expect(svg.exitCode == 0)
    #expect(svg.output.hasPrefix("<svg") && svg.output.contains("back ⇋"))
    #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.tree)  // the input is untouched
  }

  @Test func lintExitsOneOnFindings() {
    let clean = runCommand(["layout", "--lint"], input: Self.tree)
    #expect(clean.exitCode == 0)
    #expect(clean.output.isEmpty)
    let bad = runCommand(
      ["layout", "--lint"],
      input: #"{"id": "r", "children": [{"id": "backArrow", "margin": {"left": 8}, "image": {}}]}"#)
    #expect(bad.exitCode == 1)
    #expect(bad.output.contains("$.children[0].margin.left: [physicalEdge]"))
    #expect(bad.output.contains("$.children[0].image: [imageNotFlipping]"))
  }

  struct Failure: CustomStringConvertible, Sendable {
    var arguments: [String]
    var input: String
    var code: Int32
    var message: String
    var description: String { "\(arguments) \(input.prefix(30)) → \(code)" }
  }

  static let failures: [Failure] = [
    Failure(
      arguments: ["layout"], input: #"{"id": "r", "width": -5}"#, code: 65,
      message: "$.width: must not be negative"),
    Failure(
      arguments: ["layout"], input: #"{"id": "r", "children": [{"id": "a", "gap": 1}]}"#, code: 65,
      message: "$.children[0].gap: unknown key"),
    Failure(
      arguments: ["layout"], input: #"{"id": "r", "children": [{"id": "r"}]}"#, code: 65,
      message: "$.children[0].id: duplicate id 'r'"),
    Failure(arguments: ["layout"], input: "not json", code: 65, message: "<stdin>:1:1: expected a value"),
    Failure(
      arguments: ["layout"], input: "{\n  \"id\": \"r\",\n  \"width\": 10,,\n}", code: 65,
      message: "bidi: <stdin>:3:15: expected a string key\n"),
    Failure(
      arguments: ["layout"], input: "{\"id\": \"r\",\n \"width\": -5}", code: 65,
      message: "<stdin>:2:11: $.width: must not be negative"),
    Failure(
      arguments: ["layout"], input: String(repeating: #"{"id":"x","children":["#, count: 300),
      code: 65, message: "nesting deeper than 200"),
    Failure(
      arguments: ["layout", "/nonexistent/tree.json"], input: "", code: 66, message: "no such file"),
    Failure(
      arguments: ["layout", "--direction", "up"], input: "{}", code: 64,
      message: "--direction must be one of"),
    Failure(
      arguments: ["layout", "--format", "png"], input: "{}", code: 64,
      message: "--format must be one of"),
    Failure(
      arguments: ["layout", "a.json", "b.json"], input: "", code: 64, message: "give one tree file"),
    Failure(arguments: ["layout", "--columns", "3"], input: "{}", code: 64, message: "--columns"),
    Failure(
      arguments: ["layout", "--cells", "8"], input: "{}", code: 64, message: "--cells must be WIDTHxHEIGHT"),
    Failure(arguments: ["layout", "--cells", "0x16"], input: "{}", code: 64, message: "--cells must be"),
    Failure(arguments: ["layout", "--cells", "8xnan"], input: "{}", code: 64, message: "--cells must be"),
    Failure(
      arguments: ["layout"], input: #"{"id": "r", "text": {"content": "a", "cells": {"cellWidth": 0}}}"#,
      code: 65,
      message: "cellWidth"),
    // A subnormal cell width would make a text of infinitely many columns.
    Failure(
      arguments: ["layout"],
      input: #"{"id": "r", "width": 100, "text": {"content": "a", "cells": {"cellWidth": 1e-320}}}"#,
      code: 65, message: "at least 0.001 points"),
    Failure(
      arguments: ["layout", "--cells", "1e-320x16"], input: "{}", code: 64, message: "--cells must be"),
  ]

  @Test(arguments: failures)
  func failuresHaveTheirExitCodeAndPosition(_ failure: Failure) {
    let result = runCommand(failure.arguments, input: failure.input)
    #expect(result.exitCode == failure.code)
    #expect(result.errors.contains(failure.message), "\(result.errors)")
  }

  /// A screen of two padded text leaves, one Hebrew sentence with a number and one English.
  static let textTree = """
    {"id": "root", "width": 160, "children": [
      {"id": "he", "padding": {"leading": 8, "trailing": 8, "top": 8, "bottom": 8},
       "text": {"content": "שלום עולם, יש לך 3 הודעות"}},
      {"id": "en", "padding": {"leading": 8, "trailing": 8, "top": 8, "bottom": 8},
       "text": {"content": "Hello", "alignment": "center", "cells": {"cellWidth": 8, "lineHeight": 16}}}]}
    """

  @Test("--cells: text leaves measured, wrapped, and reported with their visual lines")
  func cellsInJSON() throws {
    // Without --cells the Hebrew leaf is not measured: no lines; the English one has cells.
    let plain = runCommand(["layout", "--direction", "rtl"], input: Self.textTree)
    #expect(plain.exitCode == 0)
    #expect(!plain.output.contains("\"id\":\"he\",\"lineHeight\""))
    #expect(plain.output.contains("\"visualLines\":[\"Hello\"]"))

    let result = runCommand(["layout", "--direction", "rtl", "--cells", "8x16"], input: Self.textTree)
    #expect(result.exitCode == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    let nodes = try #require(object["nodes"] as? [[String: Any]])
    let he = try #require(nodes.first { $0["id"] as? String == "he" })
    // 160 points less 16 of padding: 18 columns (the space after "3" hangs). Each line in
    // visual order: the number keeps its place before the word after it.
    #expect(he["textLines"] as? [[Int]] == [[0, 19], [19, 25]])
    #expect(he["visualLines"] as? [String] == ["3 ךל שי ,םלוע םולש", "תועדוה"])
    #expect(he["lineHeight"] as? Double == 16)
    #expect(he["height"] as? Double == 48)
  }

  @Test("--cells: ASCII draws the lines inside their boxes, one column per cell; SVG as overridden text")
  func cellsInPictures() {
    let rtl = runCommand(
      ["layout", "--format", "ascii", "--direction", "rtl", "--cells", "8x16"], input: Self.textTree)
    #expect(rtl.exitCode == 0)
    #expect(
      rtl.output == """
        +-------------------+
        | 3 ךל שי ,םלוע םולש|
        |             תועדוה|
        +-------------------+
        |       Hello       |
        +-------------------+

        """)
    // --columns keeps its scale; text is clipped to the boxes.
    let narrow = runCommand(
      ["layout", "--format", "ascii", "--cells", "8x16", "--columns", "12"], input: Self.textTree)
    #expect(narrow.exitCode == 0)
    #expect(narrow.output.split(separator: "\n").allSatisfy { $0.count <= 12 })
    let svg = runCommand(["layout", "--format", "svg", "--cells", "8x16"], input: Self.textTree)
    #expect(svg.exitCode == 0)
    #expect(
      svg.output.contains(
        "<text x=\"2\" y=\"20\" textLength=\"144\" lengthAdjust=\"spacingAndGlyphs\" direction=\"ltr\" unicode-bidi=\"bidi-override\">3 ךל שי ,םלוע םולש</text>"
      )
    )
    let lines = runCommand(
      ["layout", "--lines", "--cells", "8x16"], input: Self.textTree.replacingOccurrences(of: "\n", with: " ")
    )
    #expect(lines.exitCode == 0 && lines.output.contains("\"visualLines\":[\"3 ךל שי ,םלוע םולש\""))
  }

  @Test func helpListsTheContract() {
    let result = runCommand(["layout", "--help"])
    #expect(result.exitCode == 0)
    #expect(
      result.output.contains("reverseItems")
        && result.output.contains("exits 65 with the line and"))
    #expect(result.output.contains("--cells WxH") && result.output.contains("\"visualLines\""))
    #expect(runCommand(["--help"]).output.contains("layout"))
  }
}
