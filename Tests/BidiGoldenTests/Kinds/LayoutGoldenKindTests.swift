import BidiTestSupport
import BidiTesting
import Foundation
import Testing

@Suite("Layout golden cases: record, verify, diffs, positions of bad trees")
struct LayoutGoldenKindTests {
  static let verifying = GoldenVerifier(environment: GoldenEnvironment(recordRequested: false, isCI: false))
  static let recording = GoldenVerifier(environment: GoldenEnvironment(recordRequested: true, isCI: false))

  /// Yoga's fixture 1 inline, and a forced-LTR subtree from a file.
  static let unrecorded = """
    kind: layout

    === margin start
    columns: 20
    tree:
    | {"id": "root", "width": 100, "height": 100, "axis": "horizontal",
    |  "children": [{"id": "c0", "width": 10, "margin": {"leading": 10}}]}

    === forced subtree from a file
    tree-file: forced.json

    """

  static let forcedTree = """
    {"id": "screen", "width": 200, "height": 100, "axis": "horizontal", "children": [
      {"id": "bar", "width": 100, "semantic": "forceLeftToRight", "axis": "horizontal", "children": [
        {"id": "play", "width": 50, "height": 20, "image": {"flipsForRightToLeft": true}}]}]}
    """

  @Test("record writes frames and pictures; verify then passes")
  func recordThenVerify() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    _ = try scratch.write("forced.json", Self.forcedTree)
    let path = try scratch.write("l.golden", Self.unrecorded)
    #expect(Self.verifying.verify(fileAt: path).outcome == .mismatched)
    #expect(Self.recording.check(fileAt: path).outcome == .recorded)
    let text = try #require(scratch.read(path))
    // Yoga: LTR x 10, RTL x 80; the picture is 20 columns per direction.
    #expect(
      text.contains(
        """
        frames:
        |      │ ltr                               │ rtl
        | node │ x   y  size     dir  align  flags │ x   y  size     dir  align  flags
        | root │ 0   0  100×100  ltr  left         │ 0   0  100×100  rtl  right
        | c0   │ 10  0  10×100   ltr  left         │ 80  0  10×100   rtl  right

        """))
    // Taffy: the forced node is placed by its RTL parent, its content by itself.
    #expect(text.contains("| bar    │ 0  0  100×100  ltr  left         │ 100  0  100×100  ltr  left\n"))
    #expect(
      text.contains("| play   │ 0  0  50×20    ltr  left         │ 0    0  50×20    ltr  left\n"),
      "a forced-LTR image does not flip")
    #expect(text.contains("pictures:\n| LTR                   RTL\n| +-"))
    #expect(!text.contains(" \n"), "no line ends with whitespace")
    let report = Self.verifying.verify(fileAt: path)
    #expect(report.outcome == .passed, "\(report)")
    #expect(report.caseCount == 2)
    #expect(!scratch.exists(path + ".new"))
  }

  @Test("a changed frame fails with a diff of that node's line")
  func changedFrame() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    _ = try scratch.write("forced.json", Self.forcedTree)
    let path = try scratch.write("l.golden", Self.unrecorded)
    #expect(Self.recording.record(fileAt: path).outcome == .recorded)
    let good = try #require(scratch.read(path))
    let edited = good.replacingOccurrences(
      of: "| c0   │ 10  0  10×100   ltr  left         │ 80  0  10×100   rtl  right",
      with: "| c0   │ 10  0  10×100   ltr  left         │ 10  0  10×100   rtl  right")
    #expect(edited != good)
    try Data(edited.utf8).write(to: URL(fileURLWithPath: path))

    let report = Self.verifying.verify(fileAt: path)
    #expect(report.outcome == .mismatched)
    #expect(report.changedCases == ["\(path):3: 'margin start' differs"])
    #expect(
      report.diff.contains(
        "\n-| c0   │ 10  0  10×100   ltr  left         │ 10  0  10×100   rtl  right\n+| c0   │ 10  0  10×100   ltr  left         │ 80  0  10×100   rtl  right\n"
      ))
    #expect(scratch.read(path + ".new") == good)
    #expect(scratch.read(path) == edited)
  }

  @Test("a changed tree file fails the case that refers to it")
  func changedTreeFile() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let tree = try scratch.write("forced.json", Self.forcedTree)
    let path = try scratch.write("l.golden", Self.unrecorded)
    #expect(Self.recording.record(fileAt: path).outcome == .recorded)
    try Data(Self.forcedTree.replacingOccurrences(of: "forceLeftToRight", with: "unspecified").utf8)
      .write(to: URL(fileURLWithPath: tree))
    let report = Self.verifying.verify(fileAt: path)
    #expect(report.outcome == .mismatched)
    #expect(
      report.diff.contains("\n-| play   │ 0  0  50×20    ltr  left         │ 0    0  50×20    ltr  left\n"))
    #expect(
      report.diff.contains(
        "\n+| play   │ 0  0  50×20    ltr  left         │ 50   0  50×20    rtl  right  mirrored\n"))
    // The pictures change with the frames, and the diff shows them.
    #expect(report.diff.contains("\n-| LTR") == false, "the header line is unchanged")
    #expect(report.diff.split(separator: "\n").contains { $0.hasPrefix("+| ") && $0.contains("~") })
  }

  @Test(
    "cells: text leaves measured, their lines listed in visual order and drawn; controls escaped in the tree")
  func textInCells() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let tree = LayoutNode(
      id: "row", width: 200,
      children: [
        LayoutNode(
          id: "label", padding: LayoutEdges(leading: 8, trailing: 8, top: 8, bottom: 8),
          text: TextAttributes(
            content: BidiFormatter(context: .rightToLeft).wrap("+1 408-555-1212") + " חייג"))
      ])
    let golden = GoldenFile(
      path: scratch.path + "/t.golden",
      cases: [try .layout("label", of: tree, cells: TextCells(cellWidth: 8, lineHeight: 16))])
    let path = try scratch.write("t.golden", golden.text(withExpectations: [[]]))
    #expect(Self.recording.record(fileAt: path).outcome == .recorded)
    let text = try #require(scratch.read(path))
    #expect(text.contains("cells: 8x16\n"))
    #expect(text.contains(#""content": "\u2068+1 408-555-1212\u2069 חייג""#), "isolates escaped in the tree")
    #expect(!text.contains("\u{2068}") && !text.contains("\u{2069}"))
    // The line, in both directions: the number stays whole and left to right.
    #expect(text.contains("lines:\n| label  ltr  0..<22  \u{202D}+1 408-555-1212 גייח\u{202C}\n"))
    #expect(text.contains("| label  rtl  0..<22  \u{202D}גייח +1 408-555-1212\u{202C}\n"))
    // Picture rows holding right-to-left text are stored inside LRO…PDF, and read back.
    let row = "\u{202D}|+1 408-555-1212 גייח    |  |    גייח +1 408-555-1212|\u{202C}"
    #expect(text.contains("| " + row + "\n"))
    #expect(
      LayoutGoldenKind.drawnRow(fromStored: row) == "|+1 408-555-1212 גייח    |  |    גייח +1 408-555-1212|")
    #expect(LayoutGoldenKind.drawnRow(fromStored: "+--+") == "+--+")
    #expect(Self.verifying.verify(fileAt: path).outcome == .passed)
  }

  /// A malformed tree and where it must be reported.
  struct BadTree: CustomStringConvertible, Sendable {
    var description: String
    var golden: String
    var treeFile: String? = nil
    var line: Int
    var column: Int
    var message: String
  }

  @Test(
    "a malformed tree is an error at its golden line and column",
    arguments: [
      BadTree(
        description: "unknown key in a block",
        golden: """
          === bad
          kind: layout
          tree:
          | {"id": "root", "width": 100,
          |  "children": [{"id": "c0", "wdith": 10}]}

          """, line: 5, column: 39, message: "tree $.children[0].wdith: unknown key 'wdith'"),
      BadTree(
        description: "negative size on one line",
        golden: """
          === bad
          kind: layout
          tree: {"id": "root", "width": -1}

          """, line: 3, column: 31, message: "tree $.width"),
      BadTree(
        description: "not JSON",
        golden: """
          === bad
          kind: layout
          tree:
          | {"id": "root",
          |  "width": 100,,}

          """, line: 5, column: 17, message: "tree $:"),
      BadTree(
        description: "missing id in a tree file, reported at the file's line and column",
        golden: """
          === bad
          kind: layout
          tree-file: t.json

          """, treeFile: "{\"id\": \"root\",\n \"children\": [\n  {\"width\": 10}]}\n", line: 3, column: 12,
        message: "t.json:3:3: $.children[0].id: required key is missing"),
      BadTree(
        description: "bad columns",
        golden: """
          === bad
          kind: layout
          columns: 4
          tree: {"id": "root"}

          """, line: 3, column: 10, message: "columns must be a whole number in 8...1000, not '4'"),
      BadTree(
        description: "bad cells",
        golden: """
          === bad
          kind: layout
          cells: 8 by 16
          tree: {"id": "root"}

          """, line: 3, column: 8,
        message: "cells must be WIDTHxHEIGHT in points, each 0.001…1000000 (8x16), not '8 by 16'"),
    ])
  func malformed(_ example: BadTree) throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    if let treeFile = example.treeFile { _ = try scratch.write("t.json", treeFile) }
    let path = try scratch.write("bad.golden", example.golden)
    let report = Self.verifying.verify(fileAt: path)
    #expect(report.outcome == .malformed)
    let error = try #require(report.error)
    #expect(error.path == path)
    #expect(error.line == example.line, "\(error)")
    #expect(error.column == example.column, "\(error)")
    #expect(error.message.contains(example.message), "\(error)")
    #expect(!scratch.exists(path + ".new"), "a malformed golden gets no .new file")
  }

  @Test("the frames table reads back the frames it was written from, in one or two directions")
  func tableRoundTrip() throws {
    let tree = try LayoutNode(json: Data(Self.forcedTree.utf8))
    let results = [try tree.layout(direction: .leftToRight), try tree.layout(direction: .rightToLeft)]
    for chosen in [results, [results[1]]] {
      let table = LayoutFrameTable(chosen)
      let read = try #require(LayoutFrameTable(expected: [GoldenField("frames", block: table.lines)]))
      #expect(read == table)
      #expect(table.frames.count == 3 * chosen.count)
      #expect(table.lines.allSatisfy { !$0.hasSuffix(" ") })
    }
    let rtl = try #require(LayoutFrameTable(results).frame(of: "bar", in: "rtl"))
    #expect(
      [rtl.x, rtl.y, rtl.size, rtl.direction, rtl.alignment] == ["100", "0", "100×100", "ltr", "left"])
  }

  @Test("one direction: one column group and one picture")
  func oneDirection() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let path = try scratch.write(
      "one.golden",
      "=== rtl only\nkind: layout\ndirections: rtl\ncolumns: 20\ntree: {\"id\": \"root\", \"width\": 100, \"height\": 20, \"axis\": \"horizontal\", \"children\": [{\"id\": \"a\", \"width\": 50}]}\n"
    )
    #expect(Self.recording.record(fileAt: path).outcome == .recorded)
    let text = try #require(scratch.read(path))
    #expect(text.contains("frames:\n|      │ rtl\n| node │ x   y  size    dir  align  flags\n"), "\(text)")
    #expect(text.contains("pictures:\n| RTL\n| +"))
    #expect(Self.verifying.verify(fileAt: path).outcome == .passed)
  }

  @Test(
    "lengths are written rounded to hundredths",
    arguments: [
      (46.0, "46"), (33.333333, "33.33"), (0.5, "0.5"), (0.05, "0.05"), (-0.001, "0"), (-12.25, "-12.25"),
      (1e300, "1e+300"),
    ])
  func numbers(_ value: Double, _ written: String) {
    #expect(LayoutGoldenKind.number(value) == written)
  }
}
