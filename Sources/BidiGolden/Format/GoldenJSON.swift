import BidiEngine
import BidiInput
import Foundation

/// JSON written for review: indented two spaces, `id` first and `children` last in each
/// object, and objects or arrays that fit in 80 columns and hold no object with children kept
/// on one line. Numbers are written in Swift's shortest form (whole numbers without `.0`), so
/// the text is the same on every platform. Directional controls in strings (the isolates a
/// formatter put around a value) are written as `\u2066` escapes, so that the golden file
/// shows them and holds no invisible control that reorders what an editor displays.
enum GoldenJSON {
  /// The lines of `json` indented; the compact JSON as one line when it cannot be read.
  static func indentedLines(of json: Data) -> [String] {
    guard let value = try? JSONScanner.parse(utf8: json) else {
      return [String(decoding: json, as: UTF8.self)]
    }
    var lines: [String] = []
    append(value, prefix: "", suffix: "", indent: "", to: &lines)
    return lines
  }

  /// Appends `value` as lines starting with `indent + prefix` and ending with `suffix`.
  /// Recursive: the scanner bounds the nesting (512 levels).
  private static func append(
    _ value: LocatedJSON, prefix: String, suffix: String, indent: String, to lines: inout [String]
  ) {
    let oneLine = compact(value)
    if indent.count + prefix.count + oneLine.count + suffix.count <= 80 && !holdsChildren(value) {
      lines.append(indent + prefix + oneLine + suffix)
      return
    }
    switch value.kind {
    case .object:
      let members = ordered(value.members)
      lines.append(indent + prefix + "{")
      for (index, member) in members.enumerated() {
        append(
          member.value, prefix: string(member.key) + ": ",
          suffix: index < members.count - 1 ? "," : "",
          indent: indent + "  ", to: &lines)
      }
      lines.append(indent + "}" + suffix)
    case .array(let items):
      lines.append(indent + prefix + "[")
      for (index, item) in items.enumerated() {
        append(
          item, prefix: "", suffix: index < items.count - 1 ? "," : "", indent: indent + "  ", to: &lines)
      }
      lines.append(indent + "]" + suffix)
    default:
      lines.append(indent + prefix + oneLine + suffix)
    }
  }

  /// Whether the value is an object with a non-empty `children` array (a node with a subtree,
  /// written over several lines so that each child starts a line).
  private static func holdsChildren(_ value: LocatedJSON) -> Bool {
    guard let children = value["children"], case .array(let items) = children.kind else { return false }
    return !items.isEmpty
  }

  private static func ordered(_ members: [LocatedJSON.Member]) -> [LocatedJSON.Member] {
    members.filter { $0.key == "id" } + members.filter { $0.key != "id" && $0.key != "children" }
      + members.filter { $0.key == "children" }
  }

  /// The value on one line, `{"a": 1, "b": [1, 2]}`.
  private static func compact(_ value: LocatedJSON) -> String {
    switch value.kind {
    case .object:
      return "{"
        + ordered(value.members).map { string($0.key) + ": " + compact($0.value) }
        .joined(separator: ", ") + "}"
    case .array(let items): return "[" + items.map(compact).joined(separator: ", ") + "]"
    case .string(let text): return string(text)
    case .number(let number): return self.number(number)
    case .bool(let flag): return flag ? "true" : "false"
    case .null: return "null"
    }
  }

  /// A JSON string literal with controls escaped: C0 controls as JSON requires, and the
  /// directional controls (LRM, RLM, ALM, embeddings, overrides, isolates).
  private static func string(_ text: String) -> String {
    QuotedLiteral.quoted(text) {
      $0.value < 0x20 || DirectionalControl(rawValue: $0.value) != nil
        ? "\\u" + QuotedLiteral.digits($0.value, radix: 16, width: 4) : nil
    }
  }

  private static func number(_ value: Double) -> String {
    if value == value.rounded() && abs(value) < 1e15 { return String(Int(value)) }
    return "\(value)"
  }
}
