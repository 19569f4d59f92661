import BidiText
import Foundation

extension LayoutNode {
  /// Reads a tree in the JSON form of `bidi layout` and checks it (``LayoutValidation``).
  ///
  /// Every problem is reported with its line and column (``LayoutError/line``): text that is
  /// not JSON at the first scalar that is wrong; keys repeated in an object (at the second
  /// one: JSON does not say which value counts), unknown keys, wrong types, missing ids,
  /// unknown enumeration values, duplicate ids, negative or non-finite sizes and nesting
  /// deeper than ``LayoutValidation/maximumDepth`` also with their JSON path.
  public init(json: Data) throws(LayoutError) {
    // The package's located parser first: syntax errors get a line and column, nesting is
    // bounded (nodes alternate with `children` arrays, and edges add one level) and numbers are
    // finite before Codable maps the values.
    let root: LocatedJSON
    do {
      root = try JSONScanner.parse(utf8: json, maximumDepth: 2 * LayoutValidation.maximumDepth + 1)
    } catch {
      guard error.isNestingTooDeep else {
        throw LayoutError(path: "$", reason: .invalidJSON, message: error.message, position: error.position)
      }
      let (path, message) = Self.deepNesting(json, errorUTF8Offset: error.position.utf8Offset)
      throw LayoutError(path: path, reason: .nestingTooDeep, message: message, position: error.position)
    }
    if let (path, member) = Self.firstRepeatedKey(in: root, path: "$") {
      throw LayoutError(
        path: path, reason: .duplicateKey, message: "duplicate key '\(member.key)'",
        position: member.keyPosition)
    }
    // Decoded from the scanner's values, not the text again: the text is parsed once, by the
    // parser that locates what it reads (Foundation's own disagrees with RFC 8259 on some
    // numbers: Swift 6.3.1's rejects `0e1`).
    do {
      self = try LocatedJSONDecoder.decode(LayoutNode.self, from: root)
    } catch {
      var located = LayoutError(decodingError: error.error)
      located.position = error.position
      throw located
    }
    do {
      try LayoutValidation.validate(self)
    } catch {
      // Checked on the tree, which knows its paths, not the text: located by the path.
      var located = error
      located.position = root.deepestValue(atPath: error.path).position
      throw located
    }
  }

  /// The first member, in the order of the text, whose key an earlier member of the same
  /// object has, with its JSON path. Recursive: the scanner bounds the nesting.
  private static func firstRepeatedKey(
    in value: LocatedJSON, path: String
  ) -> (path: String, member: LocatedJSON.Member)? {
    guard let (steps, member) = firstRepeatedKey(in: value) else { return nil }
    return (path + steps.reversed().joined(), member)
  }

  /// ``firstRepeatedKey(in:path:)`` with the path's steps (`.key`, `[2]`) innermost first,
  /// so that paths are only made for the member found.
  private static func firstRepeatedKey(
    in value: LocatedJSON
  ) -> (steps: [String], member: LocatedJSON.Member)? {
    switch value.kind {
    case .object(let members):
      var keys: Set<String> = []
      for member in members {
        if !keys.insert(member.key).inserted { return (["." + member.key], member) }
        if var found = firstRepeatedKey(in: member.value) {
          found.steps.append("." + member.key)
          return found
        }
      }
    case .array(let items):
      for (index, item) in items.enumerated() {
        if var found = firstRepeatedKey(in: item) {
          found.steps.append("[\(index)]")
          return found
        }
      }
    default:
      break
    }
    return nil
  }

  /// The tree in the JSON form of `bidi layout`, keys sorted, defaults left out.
  public func jsonData() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return try encoder.encode(self)
  }
}

extension LayoutResult {
  /// The result as `{"direction": …, "nodes": [{"id", "x", …}…]}`, keys sorted, one node per line.
  public func jsonData() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    var text = "{\"direction\":\"\(direction.abbreviation)\",\"nodes\":["
    for (index, node) in nodes.enumerated() {
      text +=
        (index == 0 ? "\n" : ",\n") + String(decoding: try encoder.encode(node), as: UTF8.self)
    }
    text += "\n]}\n"
    return Data(text.utf8)
  }
}

extension LayoutError {
  /// The error for a failed decoding, with the JSON path it happened at.
  init(decodingError error: DecodingError) {
    func path(_ codingPath: [any CodingKey]) -> String {
      "$"
        + codingPath.map { key in
          key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)"
        }.joined()
    }
    switch error {
    case .keyNotFound(let key, let context):
      self.init(
        path: path(context.codingPath + [key]), reason: .missingKey, message: "required key is missing")
    case .typeMismatch(let type, let context):
      self.init(
        path: path(context.codingPath), reason: .wrongType, message: "expected \(Self.name(of: type))")
    case .valueNotFound(let type, let context):
      self.init(
        path: path(context.codingPath), reason: .wrongType,
        message: "expected \(Self.name(of: type)), got null")
    case .dataCorrupted(let context):
      var message = context.debugDescription
      let known = (context.underlyingError as? LayoutDecodingReason)?.reason
      if let underlying = context.underlyingError, known == nil { message += " (\(underlying))" }
      self.init(path: path(context.codingPath), reason: known ?? .invalidValue, message: message)
    @unknown default:
      self.init(path: "$", reason: .invalidValue, message: "\(error)")
    }
  }

  private static func name(of type: Any.Type) -> String {
    switch type {
    case is Double.Type: "a number"
    case is Bool.Type: "true or false"
    case is String.Type: "a string"
    case is [LayoutNode].Type: "an array of nodes"
    case is LayoutLength.Type: "a number of points, a percentage (\"50%\") or auto"
    default:
      "\(type)".hasPrefix("Array")
        ? "an array" : "\(type)".hasPrefix("Dictionary") ? "an object" : "\(type)"
    }
  }
}
