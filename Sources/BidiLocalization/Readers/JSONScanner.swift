/// A JSON value with the location where it starts, from ``JSONScanner``.
indirect enum LocatedJSON {
  case object([(key: String, keyLocation: SourceLocation, value: LocatedJSON)], SourceLocation)
  case array([LocatedJSON], SourceLocation)
  case string(String, SourceLocation)
  case other(SourceLocation)  // numbers, booleans, null

  var location: SourceLocation {
    switch self {
    case .object(_, let l), .array(_, let l), .string(_, let l), .other(let l): l
    }
  }

  /// The member named `key` of an object.
  subscript(key: String) -> LocatedJSON? {
    guard case .object(let members, _) = self else { return nil }
    return members.last { $0.key == key }?.value
  }

  var members: [(key: String, keyLocation: SourceLocation, value: LocatedJSON)] {
    if case .object(let members, _) = self { members } else { [] }
  }

  var stringValue: String? {
    if case .string(let text, _) = self { text } else { nil }
  }
}

/// A JSON parser (RFC 8259) that keeps the line and column of every value. On a syntax error
/// it records a diagnostic and returns what it has read so far, objects and arrays cut short.
struct JSONScanner {
  var cursor: ScalarCursor
  var diagnostic: CatalogDiagnostic?
  private var depth = 0

  init(cursor: ScalarCursor) { self.cursor = cursor }

  mutating func parseDocument() -> LocatedJSON? {
    skipSpace()
    let value = parseValue()
    if diagnostic == nil {
      skipSpace()
      if !cursor.isAtEnd { fail("unexpected text after the JSON value") }
    }
    return value
  }

  private mutating func fail(_ message: String) {
    if diagnostic == nil {
      diagnostic = CatalogDiagnostic(location: cursor.location, message: message)
    }
  }

  private mutating func skipSpace() {
    while let c = cursor.current, c == " " || c == "\t" || c == "\n" || c == "\r" {
      cursor.advance()
    }
  }

  /// Reads the members of an object or the items of an array, from its opening bracket to
  /// `closer`, with `element` reading each one (`false`: stop); `false` when nested too deep.
  private mutating func parseElements(
    closedBy closer: Unicode.Scalar, _ element: (inout Self) -> Bool
  ) -> Bool {
    guard depth < 512 else {
      fail("nesting deeper than 512")
      return false
    }
    depth += 1
    defer { depth -= 1 }
    cursor.advance()
    skipSpace()
    if cursor.current == closer {
      cursor.advance()
      return true
    }
    while diagnostic == nil {
      skipSpace()
      guard element(&self) else { break }
      skipSpace()
      if cursor.current == "," {
        cursor.advance()
      } else if cursor.current == closer {
        cursor.advance()
        break
      } else {
        fail("expected ',' or '\(closer)'")
      }
    }
    return true
  }

  private mutating func parseValue() -> LocatedJSON? {
    let location = cursor.location
    guard let c = cursor.current else {
      fail("unexpected end of file; expected a value")
      return nil
    }
    switch c {
    case "{":
      var members: [(key: String, keyLocation: SourceLocation, value: LocatedJSON)] = []
      let read = parseElements(closedBy: "}") { parser in
        let keyLocation = parser.cursor.location
        guard parser.cursor.current == "\"" else {
          parser.fail("expected a string key")
          return false
        }
        guard let key = parser.parseString() else { return false }
        parser.skipSpace()
        guard parser.cursor.current == ":" else {
          parser.fail("expected ':' after the key")
          return false
        }
        parser.cursor.advance()
        parser.skipSpace()
        guard let value = parser.parseValue() else { return false }
        members.append((key, keyLocation, value))
        return true
      }
      return read ? .object(members, location) : nil
    case "[":
      var items: [LocatedJSON] = []
      let read = parseElements(closedBy: "]") { parser in
        guard let value = parser.parseValue() else { return false }
        items.append(value)
        return true
      }
      return read ? .array(items, location) : nil
    case "\"":
      return parseString().map { .string($0, location) }
    default:
      var word = ""
      while let d = cursor.current,
        d.properties.isAlphabetic || ("0"..."9").contains(d) || d == "-" || d == "+" || d == "."
      {
        word.unicodeScalars.append(d)
        cursor.advance()
      }
      if word == "true" || word == "false" || word == "null"
        || (!word.isEmpty && Double(word) != nil && !word.hasPrefix("+"))
      {
        return .other(location)
      }
      cursor = ScalarCursor.at(location, in: cursor)
      fail("expected a value")
      return nil
    }
  }

  private mutating func parseString() -> String? {
    cursor.advance()
    var units: [UInt16] = []
    while let c = cursor.current {
      if c == "\"" {
        cursor.advance()
        return String(decoding: units, as: UTF16.self)
      }
      if c.value < 0x20 {
        fail("control character in a string; write it as an escape")
        return nil
      }
      if c == "\\" {
        cursor.advance()
        guard let e = cursor.current else { break }
        switch e {
        case "\"", "\\", "/": units.append(UInt16(e.value))
        case "b": units.append(8)
        case "f": units.append(12)
        case "n": units.append(10)
        case "r": units.append(13)
        case "t": units.append(9)
        case "u":
          var value: UInt16 = 0
          for _ in 0..<4 {
            cursor.advance()
            guard let d = cursor.current, d.isASCII, let digit = UInt16(String(d), radix: 16) else {
              fail("\\u needs four hexadecimal digits")
              return nil
            }
            value = value << 4 | digit
          }
          units.append(value)
        default:
          fail("invalid escape '\\\(e)'")
          return nil
        }
        cursor.advance()
        continue
      }
      units.append(contentsOf: String(c).utf16)
      cursor.advance()
    }
    fail("unterminated string")
    return nil
  }
}

extension ScalarCursor {
  /// A cursor at `location`, found by walking `cursor`'s text from its start.
  static func at(_ location: SourceLocation, in cursor: ScalarCursor) -> ScalarCursor {
    var fresh = ScalarCursor(cursor.scalars, path: cursor.path)
    while !fresh.isAtEnd && (fresh.line, fresh.column) < (location.line, location.column) {
      fresh.advance()
    }
    return fresh
  }
}
