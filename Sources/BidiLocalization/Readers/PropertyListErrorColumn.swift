/// The column of a property-list error that Foundation reports by line only.
///
/// `PropertyListSerialization` says "Encountered unknown tag foo on line 12" or "Close tag on
/// line 4 does not match open tag string": the column is where that tag starts on the line
/// (`<foo`, or the first close tag that is not the open tag's); for other messages, the first character of the line that is not
/// white space. Columns count Unicode scalars from 1, as every other diagnostic does.
enum PropertyListErrorColumn {
  static func column(of message: String, line: Int, in scalars: [Unicode.Scalar]) -> Int {
    guard let text = lineText(line, in: scalars) else { return 1 }
    var needle: String?
    if let range = message.range(of: "unknown tag ") {
      let name = message[range.upperBound...].prefix { !$0.isWhitespace }
      needle = "<" + name
    } else if message.hasPrefix("Close tag"), let range = message.range(of: "open tag ") {
      let open = String(message[range.upperBound...].prefix { !$0.isWhitespace })
      if let column = mismatchedCloseTag(in: text, openTag: open) { return column }
    }
    if let needle, let found = text.range(of: needle) {
      return text.unicodeScalars.distance(from: text.startIndex, to: found.lowerBound) + 1
    }
    let firstText = text.unicodeScalars.firstIndex { $0 != " " && $0 != "\t" }
    return firstText.map { text.unicodeScalars.distance(from: text.startIndex, to: $0) + 1 } ?? 1
  }

  /// The column of the first close tag on the line that closes neither a tag opened before it
  /// on the line nor, when none is open, `openTag`.
  private static func mismatchedCloseTag(in text: String, openTag: String) -> Int? {
    let scalars = Array(text.unicodeScalars)
    var open: [String] = []
    var index = 0
    while index < scalars.count {
      defer { index += 1 }
      guard scalars[index] == "<" else { continue }
      let closing = index + 1 < scalars.count && scalars[index + 1] == "/"
      var end = index + (closing ? 2 : 1)
      var name = ""
      while end < scalars.count, scalars[end] != ">", scalars[end] != " ", scalars[end] != "/" {
        name.unicodeScalars.append(scalars[end])
        end += 1
      }
      if !closing {
        if end < scalars.count && scalars[end] == "/" { continue }  // <true/>
        if !name.hasPrefix("?") && !name.hasPrefix("!") { open.append(name) }
        continue
      }
      if let last = open.last {
        if last != name { return index + 1 }
        open.removeLast()
      } else if name != openTag {
        return index + 1
      }
    }
    return nil
  }

  /// Line `line` (from 1) of the text, without its line break; `\n`, `\r\n` and `\r` end lines.
  private static func lineText(_ line: Int, in scalars: [Unicode.Scalar]) -> String? {
    var current = 1
    var index = 0
    while current < line && index < scalars.count {
      if scalars[index] == "\n" || (scalars[index] == "\r" && scalars[safe: index + 1] != "\n") {
        current += 1
      }
      index += 1
    }
    guard current == line else { return nil }
    var end = index
    while end < scalars.count && scalars[end] != "\n" && scalars[end] != "\r" { end += 1 }
    return String(String.UnicodeScalarView(scalars[index..<end]))
  }
}

extension Array {
  fileprivate subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
