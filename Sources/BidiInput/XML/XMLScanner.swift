/// The XML reader of the package: a strict, non-validating XML 1.0 parser that keeps the
/// position of every element and attribute (for Interface Builder documents, which the app
/// side reads without Foundation's `XMLParser`, a libxml2 binding on Linux).
///
/// It checks well-formedness as XML 1.0 (fifth edition) defines it — one root element, tags
/// that nest and match, names, unique attributes, references, the characters XML allows,
/// comments without `--`, no `]]>` in text — and reports the first violation at its line and
/// column. It reads no DTD: the document type declaration is skipped, and a reference to an
/// entity other than XML's five (`&lt;` `&gt;` `&amp;` `&apos;` `&quot;`) is an error rather
/// than an expansion (so no input can make it expand text). Elements are kept on an explicit
/// stack, never by recursion, and nesting deeper than a limit is an error: work and memory are
/// linear in the length of the text.
package struct XMLScanner {
  /// The nesting of elements accepted when the caller gives no other limit.
  package static let defaultMaximumDepth = 512

  let scalars: [Unicode.Scalar]
  let maximumDepth: Int
  var index = 0
  var counter = PositionCounter()
  var elements: [XMLDocument.Element] = []
  /// The open elements, outermost first.
  var open: [Int] = []

  private init(_ scalars: [Unicode.Scalar], maximumDepth: Int) {
    self.scalars = scalars
    self.maximumDepth = maximumDepth
  }

  /// The document filling `scalars`; throws the first well-formedness error.
  package static func parse(
    _ scalars: [Unicode.Scalar], maximumDepth: Int = defaultMaximumDepth
  ) throws(XMLSyntaxError) -> XMLDocument {
    var scanner = XMLScanner(scalars, maximumDepth: maximumDepth)
    try scanner.parseDocument()
    return XMLDocument(elements: scanner.elements)
  }

  /// The document in `bytes`: UTF-8 (a byte order mark is skipped) or UTF-16 after a byte
  /// order mark; bytes that do not decode are an error at the position of the first of them.
  package static func parse(
    bytes: some Collection<UInt8>, maximumDepth: Int = defaultMaximumDepth
  ) throws(XMLSyntaxError) -> XMLDocument {
    try parse(try decode(Array(bytes)), maximumDepth: maximumDepth)
  }

  // MARK: Structure

  private mutating func parseDocument() throws(XMLSyntaxError) {
    if starts(with: "<?xml"), index + 5 < scalars.count, Self.isSpace(scalars[index + 5]) {
      try processingInstruction()
    }
    try miscellany(doctypeAllowed: true)
    guard current == "<" else {
      throw error(current == nil ? .unexpectedEnd : .unexpectedCharacter, "expected the root element")
    }
    try startTag()
    while let last = open.last {
      guard let c = current else {
        let element = elements[last]
        throw error(.unexpectedEnd, "<\(element.name)> at \(element.position) is not closed")
      }
      if c == "<" {
        if starts(with: "</") {
          try endTag()
        } else if starts(with: "<!--") {
          try comment()
        } else if starts(with: "<![CDATA[") {
          try characterDataSection()
        } else if starts(with: "<?") {
          try processingInstruction()
        } else if starts(with: "<!") {
          throw error(
            .unexpectedCharacter, "markup declarations belong in the document type, not in an element")
        } else {
          try startTag()
        }
      } else if c == "&" {
        elements[last].text.unicodeScalars.append(try reference())
      } else {
        try characterData(into: last)
      }
    }
    try miscellany(doctypeAllowed: false)
    if current != nil { throw error(.unexpectedCharacter, "text after the root element") }
  }

  /// Comments, processing instructions, white space and (before the root) the document type.
  private mutating func miscellany(doctypeAllowed: Bool) throws(XMLSyntaxError) {
    var doctypeSeen = false
    while true {
      while let c = current, Self.isSpace(c) { advance() }
      if starts(with: "<!--") {
        try comment()
      } else if starts(with: "<?") {
        try processingInstruction()
      } else if doctypeAllowed && !doctypeSeen && starts(with: "<!DOCTYPE") {
        try documentType()
        doctypeSeen = true
      } else {
        return
      }
    }
  }

  private mutating func startTag() throws(XMLSyntaxError) {
    let position = self.position
    guard open.count < maximumDepth else {
      throw error(.nestingTooDeep, "elements nested deeper than \(maximumDepth) levels")
    }
    advance()
    let name = try readName(what: "an element name")
    var attributes: [XMLDocument.Attribute] = []
    while true {
      let hadSpace = skipSpace()
      guard let c = current else { throw error(.unexpectedEnd, "unexpected end of text in <\(name)>") }
      if c == ">" || (c == "/" && self[1] == ">") {
        advance()
        if c == "/" { advance() }
        let element = XMLDocument.Element(
          name: name, attributes: attributes, position: position, parent: open.last, depth: open.count)
        elements.append(element)
        if let parent = open.last { elements[parent].children.append(elements.count - 1) }
        if c == ">" { open.append(elements.count - 1) }
        return
      }
      guard hadSpace else {
        throw error(.unexpectedCharacter, "expected white space, '>' or '/>' in <\(name)>")
      }
      let attribute = try readAttribute()
      if attributes.contains(where: { $0.name == attribute.name }) {
        throw XMLSyntaxError(
          position: attribute.position, reason: .duplicateAttribute,
          message: "attribute \(attribute.name) is given twice in <\(name)>")
      }
      attributes.append(attribute)
    }
  }

  private mutating func readAttribute() throws(XMLSyntaxError) -> XMLDocument.Attribute {
    let position = self.position
    let name = try readName(what: "an attribute name")
    skipSpace()
    guard current == "=" else { throw error(.unexpectedCharacter, "expected '=' after attribute \(name)") }
    advance()
    skipSpace()
    guard let quote = current, quote == "\"" || quote == "'" else {
      throw error(.unexpectedCharacter, "expected a quoted value for attribute \(name)")
    }
    advance()
    let valuePosition = self.position
    var value = String.UnicodeScalarView()
    while true {
      guard let c = current else { throw error(.unexpectedEnd, "unterminated value of attribute \(name)") }
      if c == quote { break }
      switch c {
      case "<": throw error(.unexpectedCharacter, "'<' in the value of attribute \(name); write &lt;")
      case "&": value.append(try reference())
      case "\r":
        // §2.11 then §3.3.3: a line break (CR LF or CR alone) is one space.
        advance()
        if current == "\n" { advance() }
        value.append(" ")
      case "\t", "\n":
        advance()
        value.append(" ")
      default:
        try checkCharacter(c)
        value.append(c)
        advance()
      }
    }
    advance()
    return XMLDocument.Attribute(
      name: name, value: String(value), position: position, valuePosition: valuePosition)
  }

  private mutating func endTag() throws(XMLSyntaxError) {
    let position = self.position
    advance()
    advance()
    let name = try readName(what: "an element name")
    skipSpace()
    guard current == ">" else {
      throw error(current == nil ? .unexpectedEnd : .unexpectedCharacter, "expected '>' to end </\(name)>")
    }
    let element = elements[open.last!]
    guard name == element.name else {
      throw XMLSyntaxError(
        position: position, reason: .mismatchedTag,
        message: "</\(name)> does not close <\(element.name)> opened at \(element.position)")
    }
    advance()
    open.removeLast()
  }

  /// Text up to the next `<` or `&`, line breaks normalized.
  private mutating func characterData(into element: Int) throws(XMLSyntaxError) {
    var text = String.UnicodeScalarView()
    while let c = current, c != "<", c != "&" {
      if c == "]" && starts(with: "]]>") { throw error(.unexpectedCharacter, "']]>' in text; write ]]&gt;") }
      if c == "\r" {
        advance()
        if current == "\n" { advance() }
        text.append("\n")
        continue
      }
      try checkCharacter(c)
      text.append(c)
      advance()
    }
    elements[element].text.unicodeScalars.append(contentsOf: text)
  }
}
