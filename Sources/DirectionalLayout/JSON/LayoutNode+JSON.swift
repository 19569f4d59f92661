import BidiText
import Foundation

extension LayoutNode {
  /// Reads a tree in the JSON form of `bidi layout` and checks it (``LayoutValidation``).
  ///
  /// Every problem is reported with its line and column (``LayoutError/line``): text that is
  /// not JSON at the first scalar that is wrong; unknown keys, wrong types, missing ids, unknown
  /// enumeration values, duplicate ids, negative or non-finite sizes and nesting deeper than
  /// ``LayoutValidation/maximumDepth`` also with their JSON path.
  public init(json: Data) throws(LayoutError) {
    // The package's located parser first: syntax errors get a line and column, nesting is
    // bounded (nodes alternate with `children` arrays, and edges add one level) and numbers are
    // finite before Codable maps the values.
    let root: LocatedJSON
    do {
      root = try JSONScanner.parse(utf8: json, maximumDepth: 2 * LayoutValidation.maximumDepth + 1)
    } catch {
      throw LayoutError(
        path: "$",
        message: error.isNestingTooDeep
          ? "nesting deeper than \(LayoutValidation.maximumDepth) levels of nodes" : error.message,
        line: error.position.line, column: error.position.column)
    }
    func located(_ error: LayoutError) -> LayoutError {
      let position = root.deepestValue(atPath: error.path).position
      return LayoutError(
        path: error.path, message: error.message, line: position.line, column: position.column)
    }
    do {
      self = try JSONDecoder().decode(LayoutNode.self, from: json)
    } catch let error as DecodingError {
      throw located(LayoutError(decodingError: error))
    } catch {
      throw located(LayoutError(path: "$", message: "\(error)"))
    }
    do {
      try LayoutValidation.validate(self)
    } catch {
      throw located(error)
    }
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
