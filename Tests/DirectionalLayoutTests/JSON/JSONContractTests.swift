import Foundation
import Testing

@testable import DirectionalLayout

@Suite("JSON contract")
struct JSONContractTests {
  struct BadInput: CustomStringConvertible, Sendable {
    var json: String
    var path: String
    var fragment: String
    var description: String { "\(path): \(fragment)" }
  }

  static let badInputs: [BadInput] = [
    BadInput(json: #"{"id": "r", "colour": "red"}"#, path: "$.colour", fragment: "unknown key"),
    BadInput(
      json: #"{"id": "r", "children": [{"id": "a", "padding": {"start": 1}}]}"#,
      path: "$.children[0].padding.start", fragment: "unknown key"),
    BadInput(json: #"{"id": "r", "width": "10"}"#, path: "$.width", fragment: "not a number of points"),
    BadInput(json: #"{"id": "r", "width": "auto"}"#, path: "$.width", fragment: "not auto"),
    BadInput(
      json: #"{"id": "r", "border": {"top": "5%"}}"#, path: "$.border.top", fragment: "not a percentage"),
    BadInput(json: #"{"id": "r", "border": {"top": -1}}"#, path: "$.border.top", fragment: "negative"),
    BadInput(json: #"{"id": "r", "rowGap": -1}"#, path: "$.rowGap", fragment: "negative"),
    BadInput(json: #"{"id": "r", "display": "grid"}"#, path: "$.display", fragment: ""),
    BadInput(
      json: #"{"id": "r", "intrinsicWidth": 5, "children": [{"id": "a"}]}"#, path: "$.intrinsicWidth",
      fragment: "no children"),
    BadInput(json: #"{"id": "r", "reverse": 1}"#, path: "$.reverse", fragment: "true or false"),
    BadInput(json: #"{"width": 10}"#, path: "$.id", fragment: "missing"),
    BadInput(json: #"{"id": "r", "axis": "diagonal"}"#, path: "$.axis", fragment: "diagonal"),
    BadInput(json: #"{"id": "r", "alignSelf": "middle"}"#, path: "$.alignSelf", fragment: "middle"),
    BadInput(
      json: #"{"id": "r", "children": [{"id": "a"}, {"id": "b", "children": [{"id": "a"}]}]}"#,
      path: "$.children[1].children[0].id", fragment: "duplicate id 'a'"),
    BadInput(
      json: #"{"id": "r", "children": [{"id": "a", "height": -1}]}"#, path: "$.children[0].height",
      fragment: "negative"),
    // Numbers beyond Double's range are rejected by the JSON parser itself, before any path.
    BadInput(json: #"{"id": "r", "width": 1e400}"#, path: "$", fragment: "out of range"),
    BadInput(
      json: #"{"id": "r", "margin": {"leading": -1e999}}"#, path: "$", fragment: "out of range"),
    BadInput(
      json: #"{"id": "r", "padding": {"top": -2}}"#, path: "$.padding.top", fragment: "negative"),
    BadInput(
      json: #"{"id": "r", "children": [{"id": "a", "insets": {"left": -1e300}}]}"#,
      path: "$.children[0].insets.left", fragment: "at most 1000000000"),
    BadInput(json: #"{"id": "r", "grow": 1e10}"#, path: "$.grow", fragment: "magnitude"),
    BadInput(json: #"{"id": ""}"#, path: "$.id", fragment: "empty"),
    BadInput(json: #"{"id": "r", "children": {"id": "a"}}"#, path: "$.children", fragment: "array"),
    BadInput(json: #"{"id": "r""#, path: "$", fragment: "end of text"),
    BadInput(json: #"{"id": 7}"#, path: "$.id", fragment: "expected a string"),
    BadInput(json: #"[1, 2]"#, path: "$", fragment: ""),
  ]

  @Test(arguments: badInputs)
  func malformedInputIsReportedWithItsPath(_ input: BadInput) {
    #expect {
      _ = try LayoutNode(json: Data(input.json.utf8))
    } throws: { error in
      guard let error = error as? LayoutError else { return false }
      return error.path.hasPrefix(input.path)
        && (input.fragment.isEmpty || error.message.contains(input.fragment))
    }
  }

  /// A chain of nodes `depth` levels deep, as JSON.
  static func chain(depth: Int) -> String {
    var json = ""
    for level in 0..<depth {
      json += "{\"id\": \"n\(level)\"" + (level + 1 < depth ? ", \"children\": [" : "")
    }
    for level in 0..<depth { json += level == 0 ? "}" : "]}" }
    return json
  }

  @Test func nestingUpToTheLimitIsAccepted() throws {
    let tree = try LayoutNode(json: Data(Self.chain(depth: LayoutValidation.maximumDepth).utf8))
    #expect(try tree.layout(direction: .rightToLeft).nodes.count == LayoutValidation.maximumDepth)
  }

  struct LocatedInput: CustomStringConvertible, Sendable {
    var name: String
    var bytes: [UInt8]
    var line: Int
    var column: Int
    var path: String = "$"
    var fragment: String
    var description: String { name }
    init(_ name: String, _ json: String, _ line: Int, _ column: Int, path: String = "$", _ fragment: String) {
      self.init(name, Array(json.utf8), line, column, path: path, fragment)
    }
    init(_ name: String, _ bytes: [UInt8], _ line: Int, _ column: Int, path: String = "$", _ fragment: String)
    {
      (self.name, self.bytes, self.line, self.column, self.path, self.fragment) =
        (name, bytes, line, column, path, fragment)
    }
  }

  static let locatedInputs: [LocatedInput] = [
    LocatedInput(
      "double comma", "{\n  \"id\": \"r\",\n  \"width\": 10,,\n}", 3, 15, "expected a string key"),
    LocatedInput("number out of range", "{\"id\": \"r\",\n \"width\": 1e400}", 2, 11, "out of range"),
    LocatedInput("cut short", #"{"id": "r""#, 1, 11, "end of text"),
    LocatedInput("leading zero", #"{"id": "r", "width": 01}"#, 1, 22, "start with 0"),
    LocatedInput("text after the tree", #"{"id": "r"} x"#, 1, 13, "unexpected text"),
    LocatedInput("columns count scalars", #"{"id": "é", "width": tru}"#, 1, 22, "expected a value"),
    LocatedInput("CRLF is one line break", "{\r\n\"id\": \"r\",\r\n\"x\":}", 3, 5, "expected a value"),
    LocatedInput("invalid UTF-8", [0x7B, 0x0A, 0x20, 0xFF, 0x7D], 2, 2, "invalid UTF-8"),
    LocatedInput(
      "negative size: its value", "{\n \"id\": \"r\",\n \"children\": [{\"id\": \"a\", \"height\": -1}]\n}",
      3, 37, path: "$.children[0].height", "negative"),
    LocatedInput(
      "missing id: its object", "{\"id\": \"r\", \"children\": [\n  {\"width\": 10}]}", 2, 3,
      path: "$.children[0].id", "missing"),
    LocatedInput(
      "unknown key: its value", "{\"id\": \"r\",\n\"colour\": \"red\"}", 2, 11, path: "$.colour",
      "unknown key"),
  ]

  /// The reason of each located input's error; the others are ``LayoutError/Reason/invalidJSON``.
  static let reasons: [String: LayoutError.Reason] = [
    "negative size: its value": .invalidValue, "missing id: its object": .missingKey,
    "unknown key: its value": .unknownKey,
  ]

  @Test(arguments: locatedInputs)
  func errorsHaveTheirLineAndColumn(_ input: LocatedInput) {
    #expect {
      _ = try LayoutNode(json: Data(input.bytes))
    } throws: { error in
      guard let error = error as? LayoutError else { return false }
      return error.line == input.line && error.column == input.column && error.path == input.path
        && error.message.contains(input.fragment)
        && error.reason == Self.reasons[input.name, default: .invalidJSON]
    }
  }

  @Test func syntaxErrorsReadAsLineColumnMessage() {
    let error = LayoutError(
      path: "$", reason: .invalidJSON, message: "expected a string key",
      position: SourcePosition(line: 3, column: 15, utf8Offset: 40))
    #expect(error.description == "3:15: expected a string key")
    let semantic = LayoutError(
      path: "$.width", reason: .invalidValue, message: "must not be negative",
      position: SourcePosition(line: 1, column: 2, utf8Offset: 1))
    #expect(semantic.description == "1:2: $.width: must not be negative")
    #expect(LayoutError(path: "$.id", reason: .missingKey, message: "m").description == "$.id: m")
  }

  @Test func nestingBeyondTheLimitIsRejected() {
    #expect {
      _ = try LayoutNode(json: Data(String(repeating: "[", count: 100_000).utf8))
    } throws: { error in
      (error as? LayoutError)?.message.contains("deeper") == true
        && (error as? LayoutError)?.reason == .nestingTooDeep
    }
    for depth in [LayoutValidation.maximumDepth + 1, 5_000] {
      #expect {
        _ = try LayoutNode(json: Data(Self.chain(depth: depth).utf8))
      } throws: { error in
        (error as? LayoutError)?.message.contains("deeper") == true
          && (error as? LayoutError)?.reason == .nestingTooDeep
      }
    }
  }

  @Test func everyKeyRoundTrips() throws {
    let json = """
      {"align":"center","alignSelf":"end","axis":"horizontal","children":[{"id":"c","image":{"flipsForRightToLeft":true},\
      "insets":{"leading":1,"top":2},"position":"absolute","text":{"alignment":"textStart","content":"שלום"}}],\
      "grow":1,"height":20,"id":"r","justify":"spaceEvenly","margin":{"bottom":4,"left":3},"padding":{"right":6,"trailing":5},\
      "reverse":true,"reverseItems":true,"semantic":"forceRightToLeft","spacing":7,"width":10}
      """
    let tree = try LayoutNode(json: Data(json.utf8))
    #expect(tree.align == .center && tree.alignSelf == .end && tree.axis == .horizontal)
    #expect(tree.children[0].text?.alignment == .textStart)
    #expect(tree.children[0].insets == LayoutEdges(leading: 1, top: 2))
    #expect(String(decoding: try tree.jsonData(), as: UTF8.self) == json)
    #expect(try LayoutNode(json: tree.jsonData()) == tree)
  }

  @Test func everyFlexboxKeyRoundTrips() throws {
    let json =
      #"{"basis":30,"border":{"bottom":1,"leading":2},"children":[{"display":"none","id":"h"},"#
      + #"{"id":"m","intrinsicHeight":12,"intrinsicWidth":40,"position":"static"}],"columnGap":4,"#
      + #""id":"r","maxHeight":300,"maxWidth":200,"minHeight":44,"minWidth":44,"overflow":"scroll","#
      + #""rowGap":6,"shrink":1}"#
    let tree = try LayoutNode(json: Data(json.utf8))
    #expect(tree.minWidth == 44 && tree.maxWidth == 200 && tree.basis == 30 && tree.shrink == 1)
    #expect(tree.border == LayoutEdges(leading: 2, bottom: 1))
    #expect(tree.children[1].intrinsicWidth == 40 && tree.children[1].position == .static)
    let written = String(decoding: try tree.jsonData(), as: UTF8.self)
    #expect(written == json, "\(written)")
    #expect(try LayoutNode(json: tree.jsonData()) == tree)
  }

  @Test func outputHasExactlyTheContractKeysInDepthFirstOrder() throws {
    let tree = LayoutNode(
      id: "r", width: 100, height: 40, axis: .horizontal,
      children: [
        LayoutNode(id: "a", width: 10, children: [LayoutNode(id: "a1", height: 5)]),
        LayoutNode(id: "b", width: 20),
      ])
    let data = try tree.layout(direction: .rightToLeft).jsonData()
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(object["direction"] as? String == "rtl")
    let nodes = try #require(object["nodes"] as? [[String: Any]])
    #expect(nodes.map { $0["id"] as? String } == ["r", "a", "a1", "b"])
    let keys: Set<String> = [
      "id", "x", "y", "width", "height", "absoluteX", "absoluteY", "direction", "mirrored",
      "textAlignment",
    ]
    for node in nodes { #expect(Set(node.keys) == keys) }
    #expect(nodes[1]["x"] as? Double == 90)
    #expect(nodes[3]["absoluteX"] as? Double == 70)
    #expect(
      try JSONDecoder().decode(LayoutResult.self, from: data)
        == tree.layout(direction: .rightToLeft))
  }
}
