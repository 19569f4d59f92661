extension BidiFormatter {
  /// `template` with each placeholder replaced by its argument, formatted as printf would and
  /// wrapped (see ``wrap(_:direction:kind:)``), then kept in the context direction.
  ///
  /// Numeric arguments are ``ValueKind/number`` (left-to-right), so in a left-to-right context
  /// they are not isolated. Integers are never truncated to a length modifier's width: `%d`
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
    var sink = StringSink()
    sink.string.reserveCapacity(template.text.utf8.count + 16 * template.placeholders.count)
    try format(template, arguments, into: &sink)
    fixMessageDirection(of: sink.string, in: &sink)
    return sink.string
  }

  /// `format(_:_:)` (templates) as parts: literal text, values and the marks added.
  public func formattedParts(_ template: String, _ arguments: [FormatArgument]) throws(FormatTemplateError)
    -> [FormattedPart]
  {
    let template = try FormatTemplate(template)
    var sink = PartsSink()
    try format(template, arguments, into: &sink)
    fixMessageDirection(of: sink.parts.joinedText, in: &sink)
    return sink.parts
  }

  private func format<Sink: FormattingSink>(
    _ template: FormatTemplate, _ arguments: [FormatArgument], into sink: inout Sink
  ) throws(FormatTemplateError) {
    let text = template.text
    let utf8 = text.utf8
    let literalIsLeftToRight = context == .leftToRight && Self.isFreeOfRightToLeft(text[...])
    var literalStart = 0
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
      let start = utf8.index(position, offsetBy: placeholder.utf8Range.lowerBound - literalStart)
      appendLiteral(text[position..<start], into: &sink)
      wrap(
        value, direction: argument.direction, kind: argument.kind, argument: index,
        literalIsLeftToRight: literalIsLeftToRight, into: &sink)
      position = utf8.index(start, offsetBy: placeholder.utf8Range.count)
      literalStart = placeholder.utf8Range.upperBound
    }
    appendLiteral(text[position...], into: &sink)
  }

  /// Appends template text with each `%%` as `%`.
  private func appendLiteral<Sink: FormattingSink>(_ text: Substring, into sink: inout Sink) {
    var rest = text
    while let percent = rest.utf8.firstIndex(of: 0x25) {
      sink.appendLiteral(rest[...percent])
      rest = rest[rest.utf8.index(percent, offsetBy: 2)...]
    }
    sink.appendLiteral(rest)
  }
}
