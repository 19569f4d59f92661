/// Skipping over Swift source that is not of interest: comments (`//`, nested `/* */`),
/// string literals of every form, and balanced brackets — iteratively, with an explicit
/// stack, so that deeply nested input cannot exhaust the call stack.
enum SwiftSourceSkipper {
  /// What is open while skipping.
  private enum Frame {
    case code(closer: Unicode.Scalar)
    case string(hashes: Int, multiline: Bool)
  }

  /// The index of the `closer` that closes the bracket opened just before `start`, skipping
  /// nested brackets, literals and comments.
  static func matchingClose(_ source: [Unicode.Scalar], from start: Int, closer: Unicode.Scalar)
    throws(SwiftStringLiteral.Problem) -> Int
  {
    var stack: [Frame] = [.code(closer: closer)]
    var index = start
    while index < source.count {
      let scalar = source[index]
      switch stack.last! {
      case .code(let expected):
        if scalar == expected {
          stack.removeLast()
          if stack.isEmpty { return index }
          index += 1
        } else if scalar == "(" || scalar == "[" || scalar == "{" {
          stack.append(.code(closer: scalar == "(" ? ")" : scalar == "[" ? "]" : "}"))
          index += 1
        } else if scalar == "/", index + 1 < source.count,
          source[index + 1] == "/" || source[index + 1] == "*"
        {
          index = skipComment(source, at: index)
        } else if let (hashes, multiline, length) = literalStart(source, at: index) {
          stack.append(.string(hashes: hashes, multiline: multiline))
          index += length
        } else {
          index += 1
        }
      case .string(let hashes, let multiline):
        if scalar == "\\" && hashesFollow(source, at: index + 1, count: hashes) {
          let after = index + 1 + hashes
          if after < source.count && source[after] == "(" {
            stack.append(.code(closer: ")"))
            index = after + 1
          } else {
            index = after + 1
          }
        } else if scalar == "\"" && closes(source, at: index, hashes: hashes, multiline: multiline) {
          stack.removeLast()
          index += (multiline ? 3 : 1) + hashes
        } else if scalar == "\n" && !multiline {
          throw SwiftStringLiteral.Problem(message: "unterminated string literal", index: index)
        } else {
          index += 1
        }
      }
    }
    throw SwiftStringLiteral.Problem(message: "missing '\(closer)'", index: start)
  }

  /// A literal starting at `index` (`"`, `"""`, `#"`…): its `#` count, whether multi-line,
  /// and the length of its opening delimiter.
  static func literalStart(_ source: [Unicode.Scalar], at index: Int) -> (Int, Bool, Int)? {
    var i = index
    while i < source.count && source[i] == "#" { i += 1 }
    guard i < source.count, source[i] == "\"" else { return nil }
    let hashes = i - index
    let multiline = i + 2 < source.count && source[i + 1] == "\"" && source[i + 2] == "\""
    return (hashes, multiline, hashes + (multiline ? 3 : 1))
  }

  static func hashesFollow(_ source: [Unicode.Scalar], at index: Int, count: Int) -> Bool {
    guard index + count <= source.count else { return false }
    return (0..<count).allSatisfy { source[index + $0] == "#" }
  }

  static func closes(_ source: [Unicode.Scalar], at index: Int, hashes: Int, multiline: Bool) -> Bool {
    let quotes = multiline ? 3 : 1
    guard index + quotes + hashes <= source.count else { return false }
    return (0..<quotes).allSatisfy { source[index + $0] == "\"" }
      && (0..<hashes).allSatisfy { source[index + quotes + $0] == "#" }
  }

  /// The index after the comment at `index` (`//` to the line end, `/* */` nested).
  static func skipComment(_ source: [Unicode.Scalar], at index: Int) -> Int {
    var i = index + 2
    if source[index + 1] == "/" {
      while i < source.count && source[i] != "\n" { i += 1 }
      return i
    }
    var depth = 1
    while i < source.count && depth > 0 {
      if source[i] == "/" && i + 1 < source.count && source[i + 1] == "*" {
        depth += 1
        i += 2
      } else if source[i] == "*" && i + 1 < source.count && source[i + 1] == "/" {
        depth -= 1
        i += 2
      } else {
        i += 1
      }
    }
    return i
  }
}
