/// The JSON parser (RFC 8259) of the package: it keeps the position of every value, reports the
/// first syntax error at its line and column, and bounds nesting so that no input can overflow
/// the stack. Work is linear in the length of the text.
///
/// Used for layout trees (`bidi layout`, layout goldens) and String Catalogs (`.xcstrings`).
package struct JSONScanner {
  /// The nesting of arrays and objects accepted when the caller gives no other limit.
  package static let defaultMaximumDepth = 512

  private let scalars: [Unicode.Scalar]
  private let maximumDepth: Int
  private var index = 0
  private var counter = PositionCounter()
  private var depth = 0
  private var error: JSONSyntaxError?

  private init(_ scalars: [Unicode.Scalar], maximumDepth: Int) {
    self.scalars = scalars
    self.maximumDepth = maximumDepth
  }

  /// Reads one JSON value filling `scalars` (whitespace around it allowed). On a syntax error,
  /// `root` holds what was read before it, objects and arrays cut short, for readers that go on
  /// with the rest; arrays and objects nested deeper than `maximumDepth` are an error.
  package static func scan(
    _ scalars: [Unicode.Scalar], maximumDepth: Int = defaultMaximumDepth
  ) -> (root: LocatedJSON?, error: JSONSyntaxError?) {
    var scanner = JSONScanner(scalars, maximumDepth: maximumDepth)
    scanner.skipSpace()
    let root = scanner.parseValue()
    if scanner.error == nil {
      scanner.skipSpace()
      if scanner.index < scalars.count {
        scanner.fail(.unexpectedCharacter, "unexpected text after the JSON value")
      }
    }
    return (root, scanner.error)
  }

  /// The JSON value filling `scalars`; throws the first syntax error.
  package static func parse(
    _ scalars: [Unicode.Scalar], maximumDepth: Int = defaultMaximumDepth
  ) throws(JSONSyntaxError) -> LocatedJSON {
    let (root, error) = scan(scalars, maximumDepth: maximumDepth)
    if let error { throw error }
    return root!
  }

  /// The JSON value in UTF-8 text (a leading byte order mark is skipped); invalid UTF-8 is a
  /// syntax error at the position of its first bad byte.
  package static func parse(
    utf8 bytes: some Collection<UInt8>, maximumDepth: Int = defaultMaximumDepth
  ) throws(JSONSyntaxError) -> LocatedJSON {
    let text = bytes.dropFirst(bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0)
    let scalars: [Unicode.Scalar]
    do {
      scalars = Array(try StrictUTF8.decode(text).unicodeScalars)
    } catch {
      throw JSONSyntaxError(position: error.position, reason: .invalidUTF8, message: "invalid UTF-8")
    }
    return try parse(scalars, maximumDepth: maximumDepth)
  }

  // MARK: Reading

  private var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

  private var position: SourcePosition { counter.position }

  /// Moves past the current scalar. `\r\n` counts as one line break.
  private mutating func advance() {
    guard index < scalars.count else { return }
    index += 1
    counter.advance(past: scalars[index - 1], before: index < scalars.count ? scalars[index] : nil)
  }

  private mutating func fail(
    _ reason: JSONSyntaxError.Reason, _ message: String, at position: SourcePosition? = nil
  ) {
    if error == nil {
      error = JSONSyntaxError(position: position ?? self.position, reason: reason, message: message)
    }
  }

  private mutating func skipSpace() {
    while let c = current, c == " " || c == "\t" || c == "\n" || c == "\r" { advance() }
  }

  /// Reads the members of an object or the items of an array, from its opening bracket to
  /// `closer`, with `element` reading each one (`false`: stop); `false` when nested too deep.
  private mutating func parseElements(
    closedBy closer: Unicode.Scalar, _ element: (inout Self) -> Bool
  ) -> Bool {
    guard depth < maximumDepth else {
      fail(.nestingTooDeep, "nesting deeper than \(maximumDepth) levels of arrays and objects")
      return false
    }
    depth += 1
    defer { depth -= 1 }
    advance()
    skipSpace()
    if current == closer {
      advance()
      return true
    }
    while error == nil {
      skipSpace()
      guard element(&self) else { break }
      skipSpace()
      if current == "," {
        advance()
      } else if current == closer {
        advance()
        break
      } else {
        fail(
          current == nil ? .unexpectedEnd : .unexpectedCharacter,
          current == nil
            ? "unexpected end of text; expected ',' or '\(closer)'" : "expected ',' or '\(closer)'")
      }
    }
    return true
  }

  private mutating func parseValue() -> LocatedJSON? {
    let start = position
    guard let c = current else {
      fail(.unexpectedEnd, "unexpected end of text; expected a value")
      return nil
    }
    switch c {
    case "{":
      var members: [LocatedJSON.Member] = []
      let read = parseElements(closedBy: "}") { parser in
        let keyPosition = parser.position
        guard parser.current == "\"" else {
          parser.fail(parser.current == nil ? .unexpectedEnd : .unexpectedCharacter, "expected a string key")
          return false
        }
        guard let key = parser.parseString() else { return false }
        parser.skipSpace()
        guard parser.current == ":" else {
          parser.fail(
            parser.current == nil ? .unexpectedEnd : .unexpectedCharacter, "expected ':' after the key")
          return false
        }
        parser.advance()
        parser.skipSpace()
        guard let value = parser.parseValue() else { return false }
        members.append(LocatedJSON.Member(key: key, keyPosition: keyPosition, value: value))
        return true
      }
      return read ? LocatedJSON(.object(members), at: start) : nil
    case "[":
      var items: [LocatedJSON] = []
      let read = parseElements(closedBy: "]") { parser in
        guard let value = parser.parseValue() else { return false }
        items.append(value)
        return true
      }
      return read ? LocatedJSON(.array(items), at: start) : nil
    case "\"":
      return parseString().map { LocatedJSON(.string($0), at: start) }
    case "-", "0"..."9":
      return parseNumber().map { LocatedJSON(.number($0), at: start) }
    default:
      let words: KeyValuePairs<String, LocatedJSON.Kind> = [
        "true": .bool(true), "false": .bool(false), "null": .null,
      ]
      for (word, kind) in words where matches(word) {
        for _ in word.unicodeScalars { advance() }
        return LocatedJSON(kind, at: start)
      }
      fail(.unexpectedCharacter, "expected a value")
      return nil
    }
  }

  /// Whether the text at the cursor is `word` not followed by more letters or digits.
  private func matches(_ word: String) -> Bool {
    var i = index
    for scalar in word.unicodeScalars {
      guard i < scalars.count, scalars[i] == scalar else { return false }
      i += 1
    }
    return i == scalars.count || !(scalars[i].properties.isAlphabetic || ("0"..."9").contains(scalars[i]))
  }

  /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, as a finite `Double`.
  private mutating func parseNumber() -> Double? {
    let start = position
    var text = ""
    func digits(_ scanner: inout JSONScanner) -> Int {
      var count = 0
      while let d = scanner.current, ("0"..."9").contains(d) {
        text.unicodeScalars.append(d)
        scanner.advance()
        count += 1
      }
      return count
    }
    if current == "-" {
      text = "-"
      advance()
    }
    let integerStart = position
    let integerStartIndex = index
    let integerDigits = digits(&self)
    guard integerDigits > 0 else {
      fail(.invalidNumber, "expected a digit", at: position)
      return nil
    }
    if integerDigits > 1 && scalars[integerStartIndex] == "0" {
      fail(.invalidNumber, "a number must not start with 0", at: integerStart)
      return nil
    }
    if current == "." {
      text += "."
      advance()
      guard digits(&self) > 0 else {
        fail(.invalidNumber, "expected a digit after '.'")
        return nil
      }
    }
    if current == "e" || current == "E" {
      text += "e"
      advance()
      if current == "+" || current == "-" {
        text.unicodeScalars.append(current!)
        advance()
      }
      guard digits(&self) > 0 else {
        fail(.invalidNumber, "expected a digit in the exponent")
        return nil
      }
    }
    guard let value = Double(text), value.isFinite else {
      fail(.invalidNumber, "number \(text) is out of range", at: start)
      return nil
    }
    return value
  }

  private mutating func parseString() -> String? {
    advance()
    var text = String.UnicodeScalarView()
    // A `\uD800`–`\uDBFF` escape waiting for its low half, and where it starts. JSON text with
    // an unpaired surrogate escape is not Unicode text (RFC 8259 §8.2): an error, not U+FFFD.
    var pendingHigh: (position: SourcePosition, unit: UInt32)?
    func unpaired(at position: SourcePosition) -> String? {
      fail(.invalidString, "unpaired UTF-16 surrogate escape in a string", at: position)
      return nil
    }
    while let c = current {
      if let high = pendingHigh, c != "\\" { return unpaired(at: high.position) }
      if c == "\"" {
        advance()
        return String(text)
      }
      if c.value < 0x20 {
        fail(.invalidString, "control character in a string; write it as an escape")
        return nil
      }
      guard c == "\\" else {
        text.append(c)
        advance()
        continue
      }
      let escapeStart = position
      advance()
      guard let e = current else { break }
      if let high = pendingHigh, e != "u" { return unpaired(at: high.position) }
      switch e {
      case "\"", "\\", "/": text.append(e)
      case "b": text.append("\u{8}")
      case "f": text.append("\u{C}")
      case "n": text.append("\n")
      case "r": text.append("\r")
      case "t": text.append("\t")
      case "u":
        var unit: UInt32 = 0
        for _ in 0..<4 {
          advance()
          guard let d = current, d.isASCII, let digit = Character(d).hexDigitValue else {
            fail(.invalidString, "\\u needs four hexadecimal digits")
            return nil
          }
          unit = unit << 4 | UInt32(digit)
        }
        if (0xDC00...0xDFFF).contains(unit) {
          guard let high = pendingHigh else { return unpaired(at: escapeStart) }
          pendingHigh = nil
          text.append(Unicode.Scalar(0x10000 + (high.unit - 0xD800) << 10 + (unit - 0xDC00))!)
        } else if let high = pendingHigh {
          return unpaired(at: high.position)
        } else if (0xD800...0xDBFF).contains(unit) {
          pendingHigh = (escapeStart, unit)
        } else {
          text.append(Unicode.Scalar(unit)!)
        }
      default:
        fail(.invalidString, "invalid escape '\\\(e)'")
        return nil
      }
      advance()
    }
    fail(.unexpectedEnd, "unterminated string")
    return nil
  }
}
