import BidiText
import Foundation

extension LayoutNode {
  /// What nests too deep in `json`, which the scanner rejected at the opening bracket at UTF-8
  /// offset `errorUTF8Offset` (after a byte order mark, if any): a chain of nodes (objects in `children` arrays all the way down) is
  /// "deeper than 200 levels of nodes"; anything else is named by the first key or array on
  /// the way down that is not part of such a chain, with its JSON path.
  static func deepNesting(_ json: Data, errorUTF8Offset: Int) -> (path: String, message: String) {
    let bytes = [UInt8](json)
    let body = bytes.dropFirst(bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0)
    let scalars = Array(String(decoding: body, as: UTF8.self).unicodeScalars)
    // The scalar the error is at.
    var errorOffset = 0
    var utf8Offset = 0
    while errorOffset < scalars.count && utf8Offset < errorUTF8Offset {
      utf8Offset += UTF8.width(scalars[errorOffset])
      errorOffset += 1
    }
    let limit = 2 * LayoutValidation.maximumDepth + 1
    let arraysAndObjects = "nesting deeper than \(limit) levels of arrays and objects"

    // The open arrays and objects up to the error (the text before it is valid JSON): for
    // each, the key it is the value of, and how many items an array has so far. A loop over
    // the text, not recursion: the depth is the input's.
    struct Level {
      var isArray: Bool
      var key: String?
      var items = 0
    }
    var levels: [Level] = []
    var lastString = ""
    var pendingKey: String?
    var index = 0
    while index <= min(errorOffset, scalars.count - 1) {
      switch scalars[index] {
      case "\"":
        var text = ""
        index += 1
        while index < scalars.count && scalars[index] != "\"" {
          if scalars[index] == "\\" { index += 1 }
          if index < scalars.count { text.unicodeScalars.append(scalars[index]) }
          index += 1
        }
        lastString = text
      case ":": pendingKey = lastString
      case ",":
        pendingKey = nil
        if levels.last?.isArray == true { levels[levels.count - 1].items += 1 }
      case "{", "[":
        levels.append(Level(isArray: scalars[index] == "[", key: pendingKey))
        pendingKey = nil
      case "}", "]":
        if !levels.isEmpty { levels.removeLast() }
      default: break
      }
      index += 1
    }

    // A chain of nodes: object, `children` array, object, … Find where it stops being one.
    var path = "$"
    for (depth, level) in levels.enumerated().dropFirst() {
      let parent = levels[depth - 1]
      if parent.isArray {
        path += "[\(parent.items)]"
        if level.isArray { return (path, arraysAndObjects + " in arrays within 'children'") }
      } else {
        path += "." + (level.key ?? "")
        if level.key != "children" || !level.isArray {
          return (path, arraysAndObjects + " under the key '\(level.key ?? "")'")
        }
      }
    }
    return ("$", "nesting deeper than \(LayoutValidation.maximumDepth) levels of nodes")
  }
}
