/// A Swift string literal read from source: its text with escapes decoded and the source of
/// each interpolation, in every form the language has — `"…"`, multi-line `"""…"""`
/// (indentation of the closing delimiter removed, `\` line continuations joined), raw
/// `#"…"#` with any number of `#`, escapes `\0 \\ \t \n \r \" \'` and `\u{…}`, and
/// interpolations `\(…)` that may nest parentheses, closures and other string literals.
///
/// Reading never recurses: nested literals inside interpolations are skipped with an explicit
/// stack, so the depth of nesting in a file cannot exhaust the call stack.
struct SwiftStringLiteral: Sendable, Hashable {
  /// A piece of the literal.
  enum Segment: Sendable, Hashable {
    /// Text, escapes decoded.
    case text(String)
    /// The source of an interpolation, between `\(` and `)`.
    case interpolation(String)
  }

  /// The pieces, in order.
  var segments: [Segment]
  /// Where the literal ends (the index after its closing delimiter).
  var end: Int
  /// Whether it is a multi-line literal (`"""…"""`).
  var isMultiline = false
  /// Where its text is as written, between its delimiters.
  var contentRange: Range<Int> = 0..<0
  /// Where the source of each interpolation is, in order.
  var interpolationRanges: [Range<Int>] = []

  /// Whether the literal has no interpolation.
  var isPlain: Bool { !segments.contains { if case .interpolation = $0 { true } else { false } } }

  /// The text of a literal without interpolations.
  var plainText: String? {
    guard isPlain else { return nil }
    return segments.map { if case .text(let text) = $0 { text } else { "" } }.joined()
  }

  /// Why a literal cannot be read.
  struct Problem: Error, Sendable, Hashable {
    var message: String
    var index: Int
  }

  /// Reads the literal starting at `start` (its first `#` or `"`) in `source`.
  static func read(_ source: [Unicode.Scalar], at start: Int) throws(Problem) -> SwiftStringLiteral {
    var index = start
    var hashes = 0
    while index < source.count && source[index] == "#" {
      hashes += 1
      index += 1
    }
    guard index < source.count, source[index] == "\"" else {
      throw Problem(message: "not a string literal", index: start)
    }
    let multiline = index + 2 < source.count && source[index + 1] == "\"" && source[index + 2] == "\""
    index += multiline ? 3 : 1
    let contentStart = index
    if multiline {
      // The text starts on the next line.
      while index < source.count && source[index] != "\n" { index += 1 }
      index += 1
    }
    var segments: [Segment] = []
    var contentEnd = index
    var interpolationRanges: [Range<Int>] = []
    var text = String.UnicodeScalarView()
    func isDelimiter(at i: Int) -> Bool {
      let quotes = multiline ? 3 : 1
      guard i + quotes + hashes <= source.count else { return false }
      for k in 0..<quotes where source[i + k] != "\"" { return false }
      for k in 0..<hashes where source[i + quotes + k] != "#" { return false }
      return true
    }
    func isEscape(at i: Int) -> Bool {
      guard source[i] == "\\", i + hashes < source.count else { return false }
      for k in 0..<hashes where source[i + 1 + k] != "#" { return false }
      return true
    }
    while true {
      guard index < source.count else { throw Problem(message: "unterminated string literal", index: start) }
      let scalar = source[index]
      if !multiline && scalar == "\n" { throw Problem(message: "unterminated string literal", index: start) }
      if scalar == "\"" && isDelimiter(at: index) {
        contentEnd = index
        index += (multiline ? 3 : 1) + hashes
        break
      }
      guard isEscape(at: index) else {
        text.append(scalar)
        index += 1
        continue
      }
      index += 1 + hashes
      guard index < source.count else { throw Problem(message: "unterminated escape", index: index) }
      let escaped = source[index]
      index += 1
      switch escaped {
      case "0": text.append("\0")
      case "\\": text.append("\\")
      case "t": text.append("\t")
      case "n": text.append(multiline ? "\u{E001}" : "\n")  // not a source line break
      case "r": text.append("\r")
      case "\"": text.append("\"")
      case "'": text.append("'")
      case "u":
        guard index < source.count, source[index] == "{",
          let close = source[index...].prefix(10).firstIndex(of: "}"),
          let value = UInt32(String(String.UnicodeScalarView(source[(index + 1)..<close])), radix: 16),
          let decoded = Unicode.Scalar(value)
        else { throw Problem(message: "bad \\u{…} escape", index: index) }
        text.append(decoded)
        index = close + 1
      case "(":
        let close = try SwiftSourceSkipper.matchingClose(source, from: index, closer: ")")
        if !text.isEmpty { segments.append(.text(String(text))) }
        text = String.UnicodeScalarView()
        segments.append(.interpolation(String(String.UnicodeScalarView(source[index..<close]))))
        interpolationRanges.append(index..<close)
        index = close + 1
      case "\n" where multiline, " " where multiline, "\t" where multiline:
        // A line continuation: the line break (after optional trailing spaces) is removed
        // once indentation is stripped (marked U+E000 until then).
        var i = index - 1
        while i < source.count && (source[i] == " " || source[i] == "\t") { i += 1 }
        guard i < source.count, source[i] == "\n" else {
          throw Problem(message: "bad escape", index: index - 1)
        }
        index = i + 1
        text.append("\u{E000}")
        text.append("\n")
      default:
        throw Problem(message: "unknown escape \\\(escaped)", index: index - 1)
      }
    }
    if !text.isEmpty { segments.append(.text(String(text))) }
    if multiline { segments = stripIndentation(segments) }
    return SwiftStringLiteral(
      segments: segments, end: index, isMultiline: multiline, contentRange: contentStart..<contentEnd,
      interpolationRanges: interpolationRanges)
  }

  /// A multi-line literal's segments without the closing delimiter's indentation on each line
  /// and without the final line break; continuation markers removed with their line break.
  private static func stripIndentation(_ segments: [Segment]) -> [Segment] {
    // The last text ends with "\n" + indentation before the closing delimiter.
    guard case .text(let last)? = segments.last else { return segments }
    let indentation = String(last.reversed().prefix { $0 == " " || $0 == "\t" }.reversed())
    var result: [Segment] = []
    var atLineStart = true
    for (position, segment) in segments.enumerated() {
      guard case .text(var text) = segment else {
        result.append(segment)
        atLineStart = false
        continue
      }
      if position == segments.count - 1 {
        text = String(text.dropLast(indentation.count))
        if text.hasSuffix("\n") { text.removeLast() }
      }
      var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      for k in lines.indices where k > 0 || atLineStart {
        if lines[k].hasPrefix(indentation) { lines[k].removeFirst(indentation.count) }
      }
      atLineStart = text.hasSuffix("\n")
      let joined = lines.joined(separator: "\n").replacingOccurrences(of: "\u{E000}\n", with: "")
        .replacingOccurrences(of: "\u{E001}", with: "\n")
      if !joined.isEmpty { result.append(.text(joined)) }
    }
    return result
  }
}
