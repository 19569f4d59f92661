import Foundation

extension LayoutNode {
  /// Reads a tree in the JSON form of `bidi layout` and checks it (``LayoutValidation``).
  ///
  /// Every problem is reported with its JSON path: unknown keys, wrong types, missing ids,
  /// unknown enumeration values, duplicate ids, negative or non-finite sizes, nesting deeper
  /// than ``LayoutValidation/maximumDepth``, and text that is not JSON at all.
  public init(json: Data) throws(LayoutError) {
    // Checked before parsing, so that too-deep input gets this message rather than the parser's.
    let depth = Self.nestingDepth(of: json)
    if depth > 2 * LayoutValidation.maximumDepth + 1 {
      throw LayoutError(
        path: "$",
        message:
          "nesting deeper than \(LayoutValidation.maximumDepth) levels of nodes (\(depth) levels of JSON)"
      )
    }
    do {
      self = try JSONDecoder().decode(LayoutNode.self, from: json)
    } catch let error as DecodingError {
      throw LayoutError(decodingError: error)
    } catch {
      throw LayoutError(path: "$", message: "\(error)")
    }
    try LayoutValidation.validate(self)
  }

  /// The deepest nesting of arrays and objects in JSON text (strings skipped), in one pass.
  static func nestingDepth(of json: Data) -> Int {
    var depth = 0
    var deepest = 0
    var inString = false
    var escaped = false
    for byte in json {
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""): inString = true
      case UInt8(ascii: "["), UInt8(ascii: "{"):
        depth += 1
        deepest = max(deepest, depth)
      case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
      default: break
      }
    }
    return deepest
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
    var text = "{\"direction\":\"\(direction.rawValue)\",\"nodes\":["
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
      self.init(path: path(context.codingPath + [key]), message: "required key is missing")
    case .typeMismatch(let type, let context):
      self.init(path: path(context.codingPath), message: "expected \(Self.name(of: type))")
    case .valueNotFound(let type, let context):
      self.init(
        path: path(context.codingPath), message: "expected \(Self.name(of: type)), got null")
    case .dataCorrupted(let context):
      var message = context.debugDescription
      if let underlying = context.underlyingError { message += " (\(underlying))" }
      self.init(path: path(context.codingPath), message: message)
    @unknown default:
      self.init(path: "$", message: "\(error)")
    }
  }

  private static func name(of type: Any.Type) -> String {
    switch type {
    case is Double.Type: "a number"
    case is Bool.Type: "true or false"
    case is String.Type: "a string"
    case is [LayoutNode].Type: "an array of nodes"
    default:
      "\(type)".hasPrefix("Array")
        ? "an array" : "\(type)".hasPrefix("Dictionary") ? "an object" : "\(type)"
    }
  }
}
