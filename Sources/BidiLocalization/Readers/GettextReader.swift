import Foundation

/// Reads GNU gettext `.po` files: `msgctxt`, `msgid`, `msgid_plural`, `msgstr`, `msgstr[n]`,
/// strings continued over several lines, C escapes, comments and flags (`#, fuzzy, c-format`).
///
/// Obsolete entries (`#~`) are skipped. The header entry (`msgid ""`) is kept as an entry, as
/// in a `.mo` file; its `Language:` field gives the table's language. Text is UTF-8 unless the
/// header declares another `charset=` (converted with `iconv`).
enum GettextReader {
  static func read(_ data: Data, path: String) -> CatalogFile {
    var diagnostics: [CatalogDiagnostic] = []
    var bytes = [UInt8](data)
    var convertedFrom: String?
    if let charset = CharsetConversion.declaredCharset(in: bytes), charset != "utf-8",
      charset != "utf8",
      charset != "charset", String(validating: bytes, as: UTF8.self) == nil || charset != "ascii"
    {
      if let converted = CharsetConversion.utf8(from: bytes, charset: charset) {
        bytes = converted
        convertedFrom = charset
      } else {
        diagnostics.append(
          CatalogDiagnostic(
            location: SourceLocation(file: path), reason: .invalidEncoding,
            message: "cannot convert from the declared charset '\(charset)'; reading as UTF-8"))
      }
    }
    let scalars = TextDecoding.decode(bytes, path: path, diagnostics: &diagnostics)
    var parser = Parser(cursor: ScalarCursor(scalars, path: path), charset: convertedFrom)
    parser.parse()
    diagnostics += parser.diagnostics
    return CatalogFile(
      path: path, format: .po,
      tables: [StringTable(language: parser.language, entries: parser.entries)],
      diagnostics: diagnostics)
  }

  /// The parts of an entry seen so far.
  struct Pending {
    var location: SourceLocation?
    var context: CatalogText?
    var id: CatalogText?
    var idPlural: CatalogText?
    var strings: [CatalogText] = []
    var comments: [String] = []
    var flags: [String] = []
    var isEmpty: Bool { location == nil && context == nil && id == nil && strings.isEmpty }
  }

  enum Field { case context, id, idPlural, string(Int), none }

  struct Parser {
    var cursor: ScalarCursor
    /// The character set the file was converted from, which octal and hexadecimal escapes
    /// (bytes) are in too; `nil` for UTF-8.
    var charset: String?
    var entries: [CatalogEntry] = []
    var diagnostics: [CatalogDiagnostic] = []
    var language: String?
    var pending = Pending()
    var field = Field.none

    mutating func error(
      _ message: String, at location: SourceLocation, reason: CatalogDiagnostic.Reason = .syntaxError
    ) {
      diagnostics.append(CatalogDiagnostic(location: location, reason: reason, message: message))
    }

    mutating func parse() {
      while !cursor.isAtEnd {
        parseLine()
      }
      flush()
    }

    /// The rest of the line as text (without the line break), the cursor then on the next line.
    mutating func restOfLine() -> String {
      var text = ""
      while let c = cursor.current, c != "\n", c != "\r" {
        text.unicodeScalars.append(c)
        cursor.advance()
      }
      cursor.skipLine()
      return text
    }

    mutating func skipBlanks() {
      while let c = cursor.current, c == " " || c == "\t" { cursor.advance() }
    }

    mutating func parseLine() {
      skipBlanks()
      guard let first = cursor.current else { return }
      if first == "\n" || first == "\r" {
        cursor.skipLine()
        return
      }
      if first == "#" {
        let next = cursor.peek()
        if next == "~" {
          _ = restOfLine()  // obsolete entry
        } else if next == "," {
          cursor.advance()
          cursor.advance()
          if pending.id != nil { flush() }
          pending.flags += restOfLine().split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespaces)
          }
        } else {
          cursor.advance()
          let kind = cursor.current
          if pending.id != nil { flush() }
          let text = restOfLine()
          if kind == " " || kind == "." || kind == "\n" || kind == nil {
            pending.comments.append(String(text.drop { $0 == "." || $0 == " " }))
          }
        }
        return
      }
      if first == "\"" {
        guard let (text, _) = parseLiteral() else { return }
        append(text)
        endOfLine()
        return
      }
      let keywordLocation = cursor.location
      var keyword = ""
      while let c = cursor.current,
        c.properties.isAlphabetic || c == "_" || c == "[" || c == "]" || ("0"..."9").contains(c)
      {
        keyword.unicodeScalars.append(c)
        cursor.advance()
      }
      let newField: Field
      switch keyword {
      case "msgctxt": newField = .context
      case "msgid": newField = .id
      case "msgid_plural": newField = .idPlural
      case "msgstr": newField = .string(-1)
      default:
        if keyword.hasPrefix("msgstr["), keyword.hasSuffix("]"),
          let n = Int(keyword.dropFirst(7).dropLast()), n >= 0
        {
          newField = .string(n)
        } else {
          error(
            keyword.isEmpty
              ? "unexpected character; expected a keyword, a string or a comment"
              : "unknown keyword '\(keyword)'",
            at: keywordLocation)
          _ = restOfLine()
          field = .none
          return
        }
      }
      switch newField {
      case .context, .id:
        if case .id = newField, pending.id != nil || !pending.strings.isEmpty { flush() }
        if case .context = newField, pending.id != nil || pending.context != nil { flush() }
      case .idPlural:
        if pending.id == nil { error("msgid_plural without msgid", at: keywordLocation) }
      case .string:
        if pending.id == nil { error("\(keyword) without msgid", at: keywordLocation) }
      case .none: break
      }
      if pending.location == nil { pending.location = keywordLocation }
      skipBlanks()
      guard let (text, location) = parseLiteral() else {
        field = .none
        return
      }
      let value = CatalogText(text: text, location: location)
      switch newField {
      case .context: pending.context = value
      case .id: pending.id = value
      case .idPlural: pending.idPlural = value
      case .string(let n):
        pending.strings.append(
          CatalogText(form: n < 0 ? nil : String(n), text: text, location: location))
      case .none: break
      }
      field = newField
      endOfLine()
    }

    /// Only blanks may follow a string on its line.
    mutating func endOfLine() {
      skipBlanks()
      if let c = cursor.current, c != "\n", c != "\r" {
        error("unexpected text after the string", at: cursor.location)
      }
      _ = restOfLine()
    }

    mutating func append(_ text: String) {
      switch field {
      case .context: pending.context?.text += text
      case .id: pending.id?.text += text
      case .idPlural: pending.idPlural?.text += text
      case .string:
        if !pending.strings.isEmpty { pending.strings[pending.strings.count - 1].text += text }
      case .none: break
      }
    }

    /// A `"…"` literal on the current line; `nil` (with a diagnostic, the line skipped) if malformed.
    mutating func parseLiteral() -> (String, SourceLocation)? {
      let start = cursor.location
      guard cursor.current == "\"" else {
        error("expected a string in double quotes", at: start)
        _ = restOfLine()
        return nil
      }
      cursor.advance()
      var text = ""
      // Octal and hexadecimal escapes are bytes, as in C and GNU gettext: "\303\251" is é in a
      // UTF-8 file. A run of them is decoded when it ends.
      var bytes: [UInt8] = []
      var bytesLocation = start
      func decodeBytes(_ parser: inout Parser) {
        guard !bytes.isEmpty else { return }
        defer { bytes = [] }
        let utf8 = parser.charset.map { CharsetConversion.utf8(from: bytes, charset: $0) } ?? bytes
        if let utf8, let decoded = String(validating: utf8, as: UTF8.self) {
          text += decoded
        } else {
          parser.error(
            "escaped bytes "
              + bytes.map { "\\" + String($0, radix: 8) }.joined()
              + " are not valid \(parser.charset ?? "UTF-8"); read as U+FFFD",
            at: bytesLocation)
          text += utf8.map { String(decoding: $0, as: UTF8.self) } ?? "\u{FFFD}"
        }
      }
      while let c = cursor.current, c != "\n", c != "\r" {
        cursor.advance()
        if c == "\\", let e = cursor.current, e == "x" || ("0"..."7").contains(e) {
          if bytes.isEmpty { bytesLocation = cursor.location }
        } else {
          decodeBytes(&self)
        }
        if c == "\"" { return (text, start) }
        guard c == "\\" else {
          text.unicodeScalars.append(c)
          continue
        }
        let escapeLocation = cursor.location
        guard let e = cursor.current, e != "\n", e != "\r" else { break }
        cursor.advance()
        switch e {
        case "n": text += "\n"
        case "t": text += "\t"
        case "r": text += "\r"
        case "a": text += "\u{7}"
        case "b": text += "\u{8}"
        case "f": text += "\u{C}"
        case "v": text += "\u{B}"
        case "\\", "\"", "'", "?": text.unicodeScalars.append(e)
        case "0"..."7":
          var value = e.value - 48
          for _ in 0..<2 {
            guard let d = cursor.current, ("0"..."7").contains(d) else { break }
            value = value * 8 + d.value - 48
            cursor.advance()
          }
          if value > 0xFF {
            decodeBytes(&self)
            error("octal escape above \\377 is not a byte; read as U+FFFD", at: escapeLocation, reason: .invalidEncoding)
            text += "\u{FFFD}"
          } else {
            bytes.append(UInt8(value))
          }
        case "x":
          var value: UInt32 = 0
          var digits = 0
          while let d = cursor.current, d.isASCII, let digit = UInt32(String(d), radix: 16),
            digits < 2
          {
            value = value << 4 | digit
            digits += 1
            cursor.advance()
          }
          if digits == 0 {
            decodeBytes(&self)
            error("\\x needs hexadecimal digits", at: escapeLocation)
            text += "\u{FFFD}"
          } else {
            bytes.append(UInt8(value))
          }
        default:
          error("invalid escape '\\\(e)'", at: escapeLocation)
          text.unicodeScalars.append(e)
        }
      }
      decodeBytes(&self)
      error("unterminated string (no closing \")", at: start)
      return (text, start)
    }

    mutating func flush() {
      defer {
        pending = Pending()
        field = .none
      }
      guard let location = pending.location, let id = pending.id else {
        if let location = pending.location { error("entry without msgid", at: location) }
        return
      }
      if pending.strings.isEmpty {
        error("msgid without msgstr", at: location)
        return
      }
      var sourceTexts: [CatalogText]
      if let plural = pending.idPlural {
        sourceTexts = [
          CatalogText(form: "0", text: id.text, location: id.location),
          CatalogText(form: "1", text: plural.text, location: plural.location),
        ]
        if pending.strings.contains(where: { $0.form == nil }) {
          error("msgid_plural needs msgstr[n], not msgstr", at: location)
        }
      } else {
        sourceTexts = [id]
        if pending.strings.contains(where: { $0.form != nil }) {
          error("msgstr[n] without msgid_plural", at: location)
        }
      }
      let texts = pending.strings.allSatisfy { $0.text.isEmpty } ? [] : pending.strings
      if id.text.isEmpty && pending.context == nil, let header = pending.strings.first?.text {
        for line in header.split(separator: "\n") where line.hasPrefix("Language:") {
          let value = line.dropFirst("Language:".count).trimmingCharacters(in: .whitespaces)
          if !value.isEmpty { language = value.replacingOccurrences(of: "_", with: "-") }
        }
      }
      let comment = pending.comments.isEmpty ? nil : pending.comments.joined(separator: "\n")
      entries.append(
        CatalogEntry(
          key: id.text, context: pending.context?.text, location: location,
          sourceTexts: sourceTexts,
          texts: texts, comment: comment, flags: pending.flags))
    }
  }
}
