import BidiTestSupport
import Foundation
import Testing

@testable import DirectionalLayout

/// `Schemas/layout.schema.json` kept in step with the decoder: the same keys and choices, every
/// example tree of the repository valid under both, and trees the decoder rejects rejected by
/// the schema too (validated by PyPI's `jsonschema`, draft 2020-12).
@Suite("JSON schema of the layout tree")
struct JSONSchemaTests {
  static let schemaPath = Repository.path("Schemas/layout.schema.json")

  /// The schema's `$defs`.
  static func definitions() throws -> [String: [String: Any]] {
    let schema = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: schemaPath)))
    return try #require((schema as? [String: Any])?["$defs"] as? [String: [String: Any]])
  }

  /// The property names of an object definition, and whether it refuses other keys.
  static func properties(_ definition: [String: Any]?) -> (keys: Set<String>, closed: Bool) {
    let keys = Set(((definition?["properties"] as? [String: Any]) ?? [:]).keys)
    return (keys, definition?["additionalProperties"] as? Bool == false)
  }

  @Test func keysAreTheDecodersBothWays() throws {
    let definitions = try Self.definitions()
    let node = Self.properties(definitions["node"])
    #expect(node.keys == LayoutNode.keyNames)
    #expect(node.closed)
    #expect(definitions["node"]?["required"] as? [String] == ["id"])
    for (name, keys) in [
      ("text", TextAttributes.keyNames), ("cells", TextCells.keyNames), ("image", ImageAttributes.keyNames),
    ] {
      let object = Self.properties(definitions[name])
      #expect(object.keys == Set(keys), "\(name)")
      #expect(object.closed, "\(name)")
    }
    #expect(Set(definitions["side"]?["enum"] as? [String] ?? []) == Set(LayoutEdges.keyNames))
    // Each kind of edges accepts the sides only.
    for name in ["paddingEdges", "borderEdges", "marginEdges", "insetEdges"] {
      #expect(
        (definitions[name]?["propertyNames"] as? [String: String])?["$ref"] == "#/$defs/side", "\(name)")
    }
  }

  @Test func choicesAreTheDecodersBothWays() throws {
    let definitions = try Self.definitions()
    let node = try #require(definitions["node"]?["properties"] as? [String: [String: Any]])
    func values<T: CaseIterable & RawRepresentable>(_: T.Type) -> [String] where T.RawValue == String {
      T.allCases.map(\.rawValue)
    }
    let choices: [(key: String, values: [String])] = [
      ("axis", values(StackAxis.self)), ("wrap", values(FlexWrap.self)),
      ("alignContent", values(ContentAlignment.self)), ("justify", values(Justification.self)),
      ("align", values(CrossAlignment.self)), ("alignSelf", ["auto"] + values(CrossAlignment.self)),
      ("display", values(Display.self)), ("overflow", values(Overflow.self)),
      ("position", values(Positioning.self)), ("semantic", values(SemanticContentAttribute.self)),
    ]
    for (key, expected) in choices {
      #expect(node[key]?["enum"] as? [String] == expected, "\(key)")
    }
    let text = try #require(definitions["text"]?["properties"] as? [String: [String: Any]])
    #expect(text["alignment"]?["enum"] as? [String] == values(TextAlignment.self))
    // Every choice key of the node is in the table above.
    let enumKeys = Set(node.filter { $0.value["enum"] != nil }.keys)
    #expect(enumKeys == Set(choices.map(\.key)))
  }

  /// A tree of the repository, named by where it is.
  struct ExampleTree {
    var name: String
    var json: String
  }

  /// The trees of the repository: the examples' files, the DocC article's JSON listings, the
  /// golden files' `tree:` blocks and the Yoga fixtures' trees.
  static func exampleTrees() throws -> [ExampleTree] {
    var trees: [ExampleTree] = []
    let article = "Sources/DirectionalLayout/DirectionalLayout.docc/JSONFormat.md"
    for file in [article] + files(under: "Examples", ending: ".json")
      + files(under: "Tests", ending: ".golden")
    {
      let isExample = file.hasPrefix("Examples/")
      let isGolden = file.hasSuffix(".golden")
      let text = try String(contentsOfFile: Repository.path(file), encoding: .utf8)
      if isExample {
        trees.append(ExampleTree(name: file, json: text))
        continue
      }
      // A golden's `tree:` is followed by `| ` lines; the article's listings are fenced.
      var current: (line: Int, text: String)?
      for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        if var block = current {
          let ends = isGolden ? !line.hasPrefix("|") : line == "```"
          if ends {
            trees.append(ExampleTree(name: "\(file):\(block.line)", json: block.text))
            current = nil
          } else {
            block.text += (isGolden ? line.dropFirst(line.hasPrefix("| ") ? 2 : 1) : line) + "\n"
            current = block
          }
        } else if line == (isGolden ? "tree:" : "```json") {
          current = (number + 1, "")
        }
      }
    }
    let yoga = try JSONSerialization.jsonObject(
      with: Data(contentsOf: Repository.url("Tests/Fixtures/Yoga/yoga-fixtures.json")))
    let fixtures = try #require((yoga as? [String: Any])?["fixtures"] as? [[String: Any]])
    for fixture in fixtures {
      let tree = try JSONSerialization.data(withJSONObject: try #require(fixture["tree"]))
      trees.append(
        ExampleTree(
          name: "yoga-fixtures.json \(fixture["name"] ?? "")", json: String(decoding: tree, as: UTF8.self)))
    }
    return trees
  }

  /// The repository paths of the files under `folder` whose names end with `suffix`, sorted,
  /// outside build folders.
  static func files(under folder: String, ending suffix: String) -> [String] {
    let root = Repository.url(folder)
    guard
      let enumerator = FileManager.default.enumerator(
        at: root, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
    else { return [] }
    var paths: [String] = []
    for case let url as URL in enumerator where url.lastPathComponent.hasSuffix(suffix) {
      paths.append(folder + "/" + url.path.dropFirst(root.path.count + 1))
    }
    return paths.sorted()
  }

  @Test func everyExampleTreeIsValidUnderBoth() throws {
    let trees = try Self.exampleTrees()
    // The sources are all there: examples, the article's ten listings, goldens, Yoga fixtures.
    #expect(trees.filter { $0.name.hasPrefix("Examples/") }.count >= 2)
    #expect(trees.filter { $0.name.contains("JSONFormat.md") }.count >= 10)
    #expect(trees.filter { $0.name.contains(".golden") }.count >= 18)
    #expect(trees.filter { $0.name.hasPrefix("yoga-fixtures.json") }.count >= 487)
    for tree in trees {
      #expect(throws: Never.self, "\(tree.name)") { _ = try LayoutNode(json: Data(tree.json.utf8)) }
    }
    let scratch = try Scratch()
    defer { scratch.remove() }
    // One tree per line: a JSON text has no line break outside its strings' escapes.
    let lines = trees.map {
      $0.json.replacingOccurrences(of: "\r", with: " ").replacingOccurrences(of: "\n", with: " ")
    }
    let file = try scratch.write("trees.jsonl", lines.joined(separator: "\n") + "\n")
    let result = try validateJSON(schema: Self.schemaPath, [file], lines: true)
    // Violations named by their trees' places rather than by the scratch file's lines.
    let violations = result.output.split(separator: "\n").map { line in
      guard let match = line.firstMatch(of: #/^.*trees\.jsonl:(\d+): /#), let number = Int(match.1),
        trees.indices.contains(number - 1)
      else { return String(line) }
      return trees[number - 1].name + ": " + line[match.range.upperBound...]
    }
    #expect(result.status == 0, "\(violations.joined(separator: "\n"))")
    #expect(result.output == "valid: \(trees.count) documents\n", "\(violations.joined(separator: "\n"))")
  }

  /// Trees the decoder rejects with a reason the schema also states.
  static let rejected: [String] = [
    #"{"id": "r", "text": {"content": "x", "alignment": "start"}}"#,
    #"{"id": "r", "wrap": "nowrap"}"#,
    #"{"id": "r", "padding": {"top": "auto"}}"#,
    #"{"id": "r", "text": {"cells": {"cellWidth": 0}}}"#,
    #"{"id": "r", "image": {"flips": true}}"#,
  ]

  @Test func treesTheDecoderRejectsTheSchemaRejects() throws {
    // The JSON contract's malformed inputs, and a few more; duplicate ids are beyond a schema.
    let beyondTheSchema = JSONContractTests.badInputs.map(\.json).filter {
      $0.contains(#"{"id": "a"}, {"id": "b""#)
    }
    #expect(beyondTheSchema.count == 1)
    let inputs = JSONContractTests.badInputs.map(\.json) + Self.rejected
    for json in Self.rejected {
      #expect(throws: LayoutError.self, "\(json)") { _ = try LayoutNode(json: Data(json.utf8)) }
    }
    #expect(inputs.allSatisfy { !$0.contains("\n") })
    let scratch = try Scratch()
    defer { scratch.remove() }
    let file = try scratch.write("rejected.jsonl", inputs.joined(separator: "\n") + "\n")
    let result = try validateJSON(schema: Self.schemaPath, [file], lines: true)
    #expect(result.status == 1)
    for (index, json) in inputs.enumerated() {
      let reported = result.output.contains("rejected.jsonl:\(index + 1): ")
      #expect(reported == !beyondTheSchema.contains(json), "\(json)\n\(result.output)")
    }
  }

  /// The one difference, on purpose: the decoder takes `null` for a missing key (Swift's
  /// `decodeIfPresent`), the schema describes the form without it (what ``LayoutNode/jsonData()``
  /// writes).
  @Test func nullIsAcceptedByTheDecoderOnly() throws {
    let json = #"{"id": "r", "width": null, "text": {"content": null}, "children": null}"#
    #expect(try LayoutNode(json: Data(json.utf8)) == LayoutNode(id: "r", text: TextAttributes()))
    let scratch = try Scratch()
    defer { scratch.remove() }
    let result = try validateJSON(schema: Self.schemaPath, [try scratch.write("null.json", json)])
    #expect(result.status == 1)
    for path in ["width", "text/content", "children"] {
      #expect(result.output.contains("null.json: \(path): None is not"), "\(result.output)")
    }
  }
}
