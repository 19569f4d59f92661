/// Names, references, comments, processing instructions and the document type: the pieces of
/// markup ``XMLScanner`` reads between elements.
extension XMLScanner {
  var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

  subscript(offset: Int) -> Unicode.Scalar? {
    index + offset < scalars.count ? scalars[index + offset] : nil
  }

  var position: SourcePosition { counter.position }

  /// Moves past the current scalar.
  mutating func advance() {
    guard index < scalars.count else { return }
    index += 1
    counter.advance(past: scalars[index - 1], before: index < scalars.count ? scalars[index] : nil)
  }

  func starts(with text: String) -> Bool {
    var i = index
    for scalar in text.unicodeScalars {
      guard i < scalars.count, scalars[i] == scalar else { return false }
      i += 1
    }
    return true
  }

  func error(_ reason: XMLSyntaxError.Reason, _ message: String) -> XMLSyntaxError {
    XMLSyntaxError(position: position, reason: reason, message: message)
  }

  /// Skips white space; whether there was any.
  @discardableResult
  mutating func skipSpace() -> Bool {
    let start = index
    while let c = current, Self.isSpace(c) { advance() }
    return index > start
  }

  /// Moves past `terminator`, checking the characters before it; `what` names the markup.
  mutating func skip(past terminator: String, _ what: String) throws(XMLSyntaxError) {
    while !starts(with: terminator) {
      guard let c = current else { throw error(.unexpectedEnd, "unterminated \(what)") }
      try checkCharacter(c)
      advance()
    }
    for _ in terminator.unicodeScalars { advance() }
  }

  mutating func comment() throws(XMLSyntaxError) {
    for _ in 0..<4 { advance() }
    while !starts(with: "--") {
      guard let c = current else { throw error(.unexpectedEnd, "unterminated comment") }
      try checkCharacter(c)
      advance()
    }
    guard self[2] == ">" else { throw error(.unexpectedCharacter, "'--' inside a comment") }
    for _ in 0..<3 { advance() }
  }

  mutating func processingInstruction() throws(XMLSyntaxError) {
    let start = position
    advance()
    advance()
    let target = try readName(what: "a processing instruction's target")
    if target.lowercased() == "xml" && start.utf8Offset > 0 {
      throw XMLSyntaxError(
        position: start, reason: .unexpectedCharacter,
        message: "the XML declaration must be at the very start of the document")
    }
    guard current == "?" || skipSpace() else {
      throw error(.unexpectedCharacter, "expected white space or '?>' after <?\(target)")
    }
    try skip(past: "?>", "processing instruction")
  }

  mutating func characterDataSection() throws(XMLSyntaxError) {
    for _ in 0..<9 { advance() }
    var text = String.UnicodeScalarView()
    while !starts(with: "]]>") {
      guard let c = current else { throw error(.unexpectedEnd, "unterminated CDATA section") }
      advance()
      if c == "\r" {
        if current == "\n" { advance() }
        text.append("\n")
      } else {
        try checkCharacter(c)
        text.append(c)
      }
    }
    for _ in 0..<3 { advance() }
    elements[open.last!].text.unicodeScalars.append(contentsOf: text)
  }

  /// Skips `<!DOCTYPE …>`: quoted literals and an internal subset (with its own quotes and
  /// comments) may hold `>`.
  mutating func documentType() throws(XMLSyntaxError) {
    for _ in 0..<9 { advance() }
    var inSubset = false
    while let c = current {
      if c == "\"" || c == "'" {
        advance()
        try skip(past: String(c), "literal in the document type")
        continue
      }
      if inSubset && starts(with: "<!--") {
        try comment()
        continue
      }
      try checkCharacter(c)
      advance()
      if c == "[" {
        inSubset = true
      } else if c == "]" {
        inSubset = false
      } else if c == ">" && !inSubset {
        return
      }
    }
    throw error(.unexpectedEnd, "unterminated document type declaration")
  }

  /// An entity or character reference at `&`: the scalar it stands for.
  mutating func reference() throws(XMLSyntaxError) -> Unicode.Scalar {
    let start = position
    advance()
    var name = ""
    while let c = current, c != ";", name.unicodeScalars.count < 12, !Self.isSpace(c), c != "<", c != "&" {
      name.unicodeScalars.append(c)
      advance()
    }
    func invalid(_ message: String) -> XMLSyntaxError {
      XMLSyntaxError(position: start, reason: .invalidReference, message: message)
    }
    guard current == ";" else { throw invalid("'&' starts no reference; write &amp;") }
    advance()
    let predefined: [String: Unicode.Scalar] = ["lt": "<", "gt": ">", "amp": "&", "apos": "'", "quot": "\""]
    if let scalar = predefined[name] { return scalar }
    guard name.hasPrefix("#") else {
      throw invalid("&\(name); is not one of XML's five entities (a DTD's entities are not read)")
    }
    let hex = name.hasPrefix("#x")
    let digits = name.dropFirst(hex ? 2 : 1)
    guard !digits.isEmpty, let value = UInt32(digits, radix: hex ? 16 : 10),
      let scalar = Unicode.Scalar(value),
      Self.isCharacter(scalar)
    else { throw invalid("&\(name); is not a reference to an XML character") }
    return scalar
  }

  /// An XML name (§2.3 production 5).
  mutating func readName(what: String) throws(XMLSyntaxError) -> String {
    guard let first = current, Self.isNameStart(first) else {
      throw error(current == nil ? .unexpectedEnd : .invalidName, "expected \(what)")
    }
    var name = String.UnicodeScalarView()
    while let c = current, Self.isNameStart(c) || Self.isNameCharacter(c) {
      name.append(c)
      advance()
    }
    return String(name)
  }

  func checkCharacter(_ c: Unicode.Scalar) throws(XMLSyntaxError) {
    guard Self.isCharacter(c) else {
      throw error(.invalidCharacter, "U+\(String(c.value, radix: 16, uppercase: true)) is not allowed in XML")
    }
  }

  static func isSpace(_ c: Unicode.Scalar) -> Bool { c == " " || c == "\t" || c == "\n" || c == "\r" }

  /// §2.2 production 2 (`Char`).
  static func isCharacter(_ c: Unicode.Scalar) -> Bool {
    switch c.value {
    case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
    default: false
    }
  }

  /// §2.3 production 4 (`NameStartChar`).
  static func isNameStart(_ c: Unicode.Scalar) -> Bool {
    switch c.value {
    case 0x3A, 0x41...0x5A, 0x5F, 0x61...0x7A, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x2FF, 0x370...0x37D,
      0x37F...0x1FFF, 0x200C...0x200D, 0x2070...0x218F, 0x2C00...0x2FEF, 0x3001...0xD7FF, 0xF900...0xFDCF,
      0xFDF0...0xFFFD, 0x10000...0xEFFFF:
      true
    default: false
    }
  }

  /// §2.3 production 4a (`NameChar`), beyond the start characters.
  static func isNameCharacter(_ c: Unicode.Scalar) -> Bool {
    switch c.value {
    case 0x2D, 0x2E, 0x30...0x39, 0xB7, 0x300...0x36F, 0x203F...0x2040: true
    default: false
    }
  }

  /// UTF-8 (a BOM skipped), or UTF-16 after its BOM, strictly.
  static func decode(_ bytes: [UInt8]) throws(XMLSyntaxError) -> [Unicode.Scalar] {
    if bytes.count >= 2 && (bytes[0] == 0xFF && bytes[1] == 0xFE || bytes[0] == 0xFE && bytes[1] == 0xFF) {
      let little = bytes[0] == 0xFF
      var units: [UInt16] = []
      units.reserveCapacity(bytes.count / 2)
      var i = 2
      while i + 1 < bytes.count {
        units.append(
          little ? UInt16(bytes[i]) | UInt16(bytes[i + 1]) << 8 : UInt16(bytes[i]) << 8 | UInt16(bytes[i + 1])
        )
        i += 2
      }
      var scalars: [Unicode.Scalar] = []
      var iterator = units.makeIterator()
      var decoder = UTF16()
      while true {
        switch decoder.decode(&iterator) {
        case .scalarValue(let scalar):
          scalars.append(scalar)
        case .emptyInput where bytes.count % 2 == 0:
          return scalars
        case .emptyInput, .error:
          var counter = PositionCounter()
          for (k, scalar) in scalars.enumerated() {
            counter.advance(past: scalar, before: k + 1 < scalars.count ? scalars[k + 1] : nil)
          }
          throw XMLSyntaxError(
            position: counter.position, reason: .invalidEncoding, message: "invalid UTF-16")
        }
      }
    }
    let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes[3...] : bytes[...]
    do {
      return Array(try StrictUTF8.decode(body).unicodeScalars)
    } catch {
      throw XMLSyntaxError(position: error.position, reason: .invalidEncoding, message: "invalid UTF-8")
    }
  }
}
