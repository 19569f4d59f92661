extension BidiFormatter {
  /// `template` with each placeholder replaced by its argument, formatted as printf would and
  /// wrapped (see ``wrap(_:direction:kind:)``), then kept in the context direction.
  ///
  /// Numeric arguments are ``ValueKind/number`` (left-to-right), so in a left-to-right context
  /// they are not isolated. A placeholder the template already isolates (`⟨FSI⟩%@⟨PDI⟩`) is
  /// not isolated a second time.
  ///
  /// Placeholders joined only by separators with no space and no letter — `%s:%d`,
  /// `%s/%s`, `%s@%s`, `%d.%d`, or nothing at all — make one compound value (host and port, a
  /// path, an address, a version): see ``format(_:)`` (interpolations), which does the same. Integers are never truncated to a length modifier's width: `%d`
  /// with `Int64.max` prints it whole; negative values in `%u %x %o` show their 64-bit two's
  /// complement. Arguments not used by the template are ignored.
  ///
  /// - Throws: ``FormatTemplateError`` for a malformed template, a missing argument, or an
  ///   argument the conversion cannot format (a text for `%d`).
  public func format(_ template: String, _ arguments: [FormatArgument]) throws(FormatTemplateError) -> String
  {
    try format(FormatTemplate(template), arguments)
  }

  /// `format(_:_:)` (templates) with a template parsed once.
  public func format(_ template: FormatTemplate, _ arguments: [FormatArgument]) throws(FormatTemplateError)
    -> String
  {
    let pieces = try pieces(template, arguments)
    var capacity = 3
    var plainASCII = style == .isolate
    for piece in pieces {
      capacity += piece.text.utf8.count + (piece.role == .literal ? 0 : 6)
      plainASCII = plainASCII && Self.isPlainASCII(piece.text)
    }
    return StringSink.make(capacity: capacity) { sink in
      write(pieces, plainASCII: plainASCII, into: &sink)
      fixMessageDirection(in: &sink, plainASCII: plainASCII)
    }
  }

  /// `format(_:_:)` (templates) as parts: literal text, values and the marks added.
  public func formattedParts(_ template: String, _ arguments: [FormatArgument]) throws(FormatTemplateError)
    -> [FormattedPart]
  {
    var sink = PartsSink()
    write(try pieces(FormatTemplate(template), arguments), into: &sink)
    fixMessageDirection(of: sink.parts.joinedText, in: &sink)
    return sink.parts
  }

  /// The message `template` makes with `arguments`: its text and the formatted values.
  private func pieces(_ template: FormatTemplate, _ arguments: [FormatArgument]) throws(FormatTemplateError)
    -> [MessagePiece]
  {
    let text = template.text
    let utf8 = text.utf8
    var pieces: [MessagePiece] = []
    pieces.reserveCapacity(2 * template.placeholders.count + 1)
    var position = utf8.startIndex
    for placeholder in template.placeholders {
      let index = placeholder.argumentIndex
      guard index < arguments.count else {
        throw FormatTemplateError(
          .missingArgument(index: index, count: arguments.count), utf16Offset: placeholder.utf16Offset)
      }
      let argument = arguments[index]
      guard let value = PrintfConversion.format(argument, placeholder) else {
        throw FormatTemplateError(
          .argumentMismatch(index: index, conversion: String(placeholder.conversion)),
          utf16Offset: placeholder.utf16Offset)
      }
      let start = utf8.index(utf8.startIndex, offsetBy: placeholder.utf8Range.lowerBound)
      Self.appendLiteral(text[position..<start], to: &pieces)
      position = utf8.index(utf8.startIndex, offsetBy: placeholder.utf8Range.upperBound)
      // A placeholder the template isolates itself (an isolate initiator just before, PDI
      // just after, as translators and pseudo-languages write) is not isolated twice.
      if let before = text[..<start].unicodeScalars.last, Self.isIsolateInitiator(before),
        text[position...].unicodeScalars.first == DirectionalControl.popDirectionalIsolate.scalar
      {
        pieces.append(.isolatedValue(value, argument: index))
      } else {
        pieces.append(.value(value, direction: argument.direction, kind: argument.kind, argument: index))
      }
    }
    Self.appendLiteral(text[position...], to: &pieces)
    return pieces
  }

  static func isIsolateInitiator(_ scalar: Unicode.Scalar) -> Bool {
    scalar == DirectionalControl.firstStrongIsolate.scalar
      || scalar == DirectionalControl.leftToRightIsolate.scalar
      || scalar == DirectionalControl.rightToLeftIsolate.scalar
  }

  /// Adds template text, with each `%%` as `%`.
  private static func appendLiteral(_ text: Substring, to pieces: inout [MessagePiece]) {
    guard !text.isEmpty else { return }
    var literal = ""
    var rest = text
    while let percent = rest.utf8.firstIndex(of: 0x25) {
      literal += rest[...percent]
      rest = rest[rest.utf8.index(percent, offsetBy: 2)...]
    }
    literal += rest
    pieces.append(.literal(literal))
  }
}
