import Foundation

/// Reads Apple `.strings` files: the old-style property-list dictionary without braces.
///
/// What is accepted follows CoreFoundation's old-style plist parser, as `plutil` and
/// `PropertyListSerialization` use it:
/// - UTF-8 (with or without BOM), UTF-16 LE or BE with a BOM;
/// - `/* … */` and `//` comments; keys and values quoted with `"` or `'`, or unquoted words of
///   ASCII letters, digits and `_ $ / : . -`; `"key";` as a short form of `"key" = "key";`;
///   the whole table optionally inside `{ }`;
/// - escapes `\n \t \r \a \b \f \v \" \\`, `\U` followed by up to four hexadecimal digits
///   (UTF-16 code units; surrogate pairs combine), octal `\0`…`\177`, a backslash before a
///   line break; any other backslash is dropped and the character kept (so `\u0041` is
///   `u0041`, as in Foundation — lowercase `\u` is not an escape in `.strings` files).
///
/// A `.strings` file may also be an XML or binary property list whose root dictionary maps
/// keys to strings (Apple's loader reads both; Xcode compiles `.strings` into binary ones):
/// it is read as such, with the position of every key and string (see
/// ``PropertyListDocument``).
///
/// Unlike Foundation, a malformed file is not rejected whole: each problem is a diagnostic
/// with its line and column and the entries around it are still read.
enum StringsFileReader {
  static func read(_ data: Data, path: String) -> CatalogFile {
    if PropertyListDocument.looksLikePropertyList(data) { return readPropertyList(data, path: path) }
    var diagnostics: [CatalogDiagnostic] = []
    let scalars = TextDecoding.decode([UInt8](data), path: path, diagnostics: &diagnostics)
    if scalars.isEmpty {
      // CoreFoundation's parser (`__CFCreateOldStylePropertyListOrStringsFile`) rejects empty
      // data and text ("The string is empty"); white space or a comment alone is an empty table.
      diagnostics.append(
        CatalogDiagnostic(
          location: SourceLocation(file: path), reason: .syntaxError,
          message:
            "the file is empty\(data.isEmpty ? " (0 bytes)" : " (a byte order mark and nothing else)"): "
            + "plutil and PropertyListSerialization reject it; a comment alone would make it an empty table"))
    }
    var parser = Parser(cursor: ScalarCursor(scalars, path: path))
    parser.parse()
    diagnostics += parser.diagnostics
    // The decoder's and the parser's diagnostics, in the order of the text.
    diagnostics = CatalogDiagnostic.inTextOrder(diagnostics)
    return CatalogFile(
      path: path, format: .strings,
      tables: [
        StringTable(language: CatalogFile.lprojLanguage(ofPath: path), entries: parser.entries)
      ],
      diagnostics: diagnostics)
  }

  /// A `.strings` file written as a property list: top-level keys and their string values.
  static func readPropertyList(_ data: Data, path: String) -> CatalogFile {
    let document = PropertyListDocument(data, path: path)
    var diagnostics = document.diagnostics
    var valueOf: [String: (text: String, location: SourceLocation)] = [:]
    for record in document.scanner.strings
    where record.path.count == 1 && record.location.line < document.errorLine {
      valueOf[record.path[0]] = (record.value, record.location)
    }
    for value in document.scanner.values
    where value.path.count == 1 && value.element != "string" && value.location.line < document.errorLine {
      diagnostics.append(
        CatalogDiagnostic(
          location: value.location, reason: .unsupportedContent,
          message: "the value of '\(value.path[0])' is a <\(value.element)>, not a <string>"))
    }
    let entries = document.scanner.topLevelKeys.compactMap { key, location -> CatalogEntry? in
      guard location.line < document.errorLine, let value = valueOf[key] else { return nil }
      return CatalogEntry(
        key: key, location: location, texts: [CatalogText(text: value.text, location: value.location)])
    }
    return CatalogFile(
      path: path, format: .strings,
      tables: [StringTable(language: CatalogFile.lprojLanguage(ofPath: path), entries: entries)],
      diagnostics: diagnostics.sorted { $0.location < $1.location })
  }

  static func isUnquotedCharacter(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "a"..."z", "A"..."Z", "0"..."9", "_", "$", "/", ":", ".", "-": true
    default: false
    }
  }

  struct Parser {
    var cursor: ScalarCursor
    var entries: [CatalogEntry] = []
    var diagnostics: [CatalogDiagnostic] = []
    var pendingComment: String?

    mutating func error(
      _ message: String, at location: SourceLocation, reason: CatalogDiagnostic.Reason = .syntaxError
    ) {
      diagnostics.append(CatalogDiagnostic(location: location, reason: reason, message: message))
    }

    /// Skips white space and comments; keeps the last comment for the next entry.
    mutating func skipSpace() {
      while let scalar = cursor.current {
        switch scalar {
        case "\t", "\n", "\u{B}", "\u{C}", "\r", " ", "\u{2028}", "\u{2029}":
          cursor.advance()
        case "/" where cursor.peek() == "/":
          cursor.advance()
          cursor.advance()
          var text = ""
          while let c = cursor.current, c != "\n", c != "\r", c != "\u{2028}", c != "\u{2029}" {
            text.unicodeScalars.append(c)
            cursor.advance()
          }
          pendingComment = text.trimmingCharacters(in: .whitespaces)
        case "/" where cursor.peek() == "*":
          let start = cursor.location
          cursor.advance()
          cursor.advance()
          var text = ""
          var closed = false
          while let c = cursor.current {
            if c == "*" && cursor.peek() == "/" {
              cursor.advance()
              cursor.advance()
              closed = true
              break
            }
            text.unicodeScalars.append(c)
            cursor.advance()
          }
          if !closed { error("unterminated comment (everything after it is ignored)", at: start) }
          pendingComment = text.trimmingCharacters(in: .whitespacesAndNewlines)
        default:
          return
        }
      }
    }

    mutating func parse() {
      skipSpace()
      var braced = false
      if cursor.current == "{" {
        braced = true
        cursor.advance()
      }
      while true {
        skipSpace()
        guard let scalar = cursor.current else {
          if braced { error("missing '}' at the end of the table", at: cursor.location) }
          return
        }
        if braced && scalar == "}" {
          cursor.advance()
          skipSpace()
          if !cursor.isAtEnd { error("unexpected text after '}'", at: cursor.location) }
          return
        }
        parseEntry()
      }
    }

    mutating func parseEntry() {
      let keyLocation = cursor.location
      let comment = pendingComment
      pendingComment = nil
      let reported = diagnostics.count
      guard let key = parseString() else {
        if diagnostics.count == reported {
          error(
            "expected a key: a quoted string or a word of letters, digits and _$/:.-",
            at: keyLocation)
        }
        recover()
        return
      }
      skipSpace()
      switch cursor.current {
      case ";":
        cursor.advance()
        entries.append(
          CatalogEntry(
            key: key, location: keyLocation, texts: [CatalogText(text: key, location: keyLocation)],
            comment: comment))
      case "=":
        cursor.advance()
        skipSpace()
        let valueLocation = cursor.location
        if let c = cursor.current, c == "(" || c == "{" || c == "<" {
          error(
            "only string values are supported in a .strings file", at: valueLocation,
            reason: .unsupportedContent)
          recover()
          return
        }
        let reported = diagnostics.count
        guard let value = parseString() else {
          if diagnostics.count == reported {
            error(
              "expected a value: a quoted string or a word of letters, digits and _$/:.-",
              at: valueLocation)
          }
          recover()
          return
        }
        entries.append(
          CatalogEntry(
            key: key, location: keyLocation,
            texts: [CatalogText(text: value, location: valueLocation)],
            comment: comment))
        let afterValue = cursor.location
        skipSpace()
        if cursor.current == ";" {
          cursor.advance()
        } else {
          error("missing ';' after the value", at: afterValue)
        }
      default:
        error("expected '=' or ';' after the key", at: cursor.location)
        recover()
      }
    }

    /// After an error: skip to just after the next `;` outside quotes, or to the next line
    /// that starts with a quote.
    mutating func recover() {
      while let c = cursor.current {
        if c == ";" {
          cursor.advance()
          return
        }
        if c == "\n" {
          cursor.advance()
          if cursor.current == "\"" { return }
          continue
        }
        cursor.advance()
      }
    }

    /// A quoted or unquoted string, or `nil` (with a diagnostic for unterminated quotes; the
    /// cursor then resumes on the line after the opening quote).
    mutating func parseString() -> String? {
      guard let first = cursor.current else { return nil }
      if first == "\"" || first == "'" { return parseQuoted(first) }
      var text = ""
      while let c = cursor.current, StringsFileReader.isUnquotedCharacter(c) {
        text.unicodeScalars.append(c)
        cursor.advance()
      }
      return text.isEmpty ? nil : text
    }

    mutating func parseQuoted(_ quote: Unicode.Scalar) -> String? {
      let start = cursor
      cursor.advance()
      var units: [UInt16] = []
      while let c = cursor.current {
        if c == quote {
          cursor.advance()
          return makeString(units, at: start.location)
        }
        if c == "\\" {
          let escapeLocation = cursor.location
          cursor.advance()
          guard let e = cursor.current else { break }
          cursor.advance()
          switch e {
          case "0"..."7":
            var value = Int(e.value - 48)
            for _ in 0..<2 {
              guard let d = cursor.current, ("0"..."7").contains(d) else { break }
              value = value * 8 + Int(d.value - 48)
              cursor.advance()
            }
            value &= 0xFF
            if value < 0x80 {
              units.append(UInt16(value))
            } else {
              error(
                "octal escape above \\177 (NeXTSTEP encoding) is not supported; read as U+FFFD",
                at: escapeLocation)
              units.append(0xFFFD)
            }
          case "U":
            var value: UInt16 = 0
            for _ in 0..<4 {
              guard let d = cursor.current, d.isASCII, let digit = UInt16(String(d), radix: 16)
              else { break }
              value = value << 4 | digit
              cursor.advance()
            }
            units.append(value)
          case "a": units.append(7)
          case "b": units.append(8)
          case "f": units.append(12)
          case "n": units.append(10)
          case "r": units.append(13)
          case "t": units.append(9)
          case "v": units.append(11)
          default: units.append(contentsOf: String(e).utf16)
          }
          continue
        }
        units.append(contentsOf: String(c).utf16)
        cursor.advance()
      }
      error("unterminated string (no closing \(quote == "\"" ? "\"" : "'"))", at: start.location)
      cursor = start
      cursor.skipLine()
      return nil
    }

    mutating func makeString(_ units: [UInt16], at location: SourceLocation) -> String {
      if let text = String(validating: units, as: UTF16.self) { return text }
      error("unpaired UTF-16 surrogate in \\U escape; read as U+FFFD", at: location, reason: .invalidEncoding)
      return String(decoding: units, as: UTF16.self)
    }
  }
}
