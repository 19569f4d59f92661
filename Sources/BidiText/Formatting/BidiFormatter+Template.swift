extension BidiFormatter {
  /// `template` with each placeholder replaced by its argument, formatted as printf would and
  /// wrapped (see ``wrap(_:direction:kind:)``), then kept in the context direction.
  ///
  /// Numeric arguments are ``ValueKind/number`` (left-to-right), so in a left-to-right context
  /// they are not isolated.
  ///
  /// Placeholders joined only by separators with no space and no letter — `%s:%d`,
  /// `%s/%s`, `%s@%s`, `%d.%d`, or nothing at all — make one compound value (host and port, a
  /// path, an address, a version), isolated as a whole, left-to-right unless every value in it
  /// is right-to-left; each value is still wrapped inside. Isolated one by one, `%s:%d` in a
  /// right-to-left sentence would show the port before the host. Integers are never truncated to a length modifier's width: `%d`
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
    let placeholders = template.placeholders
    var values: [(text: String, argument: FormatArgument)] = []
    values.reserveCapacity(placeholders.count)
    for placeholder in placeholders {
      let index = placeholder.argumentIndex
      guard index < arguments.count else {
        throw FormatTemplateError(
          .missingArgument(index: index, count: arguments.count), utf16Offset: placeholder.utf16Offset)
      }
      guard let value = PrintfConversion.format(arguments[index], placeholder) else {
        throw FormatTemplateError(
          .argumentMismatch(index: index, conversion: String(placeholder.conversion)),
          utf16Offset: placeholder.utf16Offset)
      }
      values.append((value, arguments[index]))
    }
    let joined = Self.joinedToNext(placeholders, in: text)

    var position = utf8.startIndex
    // The compound being written, if any: its direction and whether it was opened with a mark.
    var compound: (direction: TextDirection, isWrapped: Bool)? = nil
    for (k, placeholder) in placeholders.enumerated() {
      let start = utf8.index(utf8.startIndex, offsetBy: placeholder.utf8Range.lowerBound)
      appendLiteral(text[position..<start], into: &sink)
      position = utf8.index(utf8.startIndex, offsetBy: placeholder.utf8Range.upperBound)
      let value = values[k]
      if compound == nil && joined[k] {
        var last = k
        while joined[last] { last += 1 }
        let direction: TextDirection =
          values[k...last].allSatisfy { Self.direction(of: $0.text, $0.argument) == .rightToLeft }
          ? .rightToLeft : .leftToRight
        let isWrapped = !(direction == .leftToRight && context == .leftToRight && literalIsLeftToRight)
        if isWrapped {
          switch (style, direction) {
          case (.isolate, .leftToRight): sink.appendMark(.leftToRightIsolate)
          case (.isolate, .rightToLeft): sink.appendMark(.rightToLeftIsolate)
          case (.embedding, .leftToRight): sink.appendMark(.leftToRightEmbedding)
          case (.embedding, .rightToLeft): sink.appendMark(.rightToLeftEmbedding)
          }
        }
        compound = (direction, isWrapped)
      }
      guard let current = compound else {
        wrap(
          value.text, direction: value.argument.direction, kind: value.argument.kind,
          argument: placeholder.argumentIndex, literalIsLeftToRight: literalIsLeftToRight, into: &sink)
        continue
      }
      // Inside a compound, each value is wrapped for the compound's direction.
      let inner = BidiFormatter(
        context: current.direction, style: style, stereoReset: false, sanitizesValues: sanitizesValues)
      inner.wrap(
        value.text, direction: value.argument.direction, kind: value.argument.kind,
        argument: placeholder.argumentIndex, literalIsLeftToRight: true, into: &sink)
      if !joined[k] {
        if current.isWrapped {
          switch style {
          case .isolate: sink.appendMark(.popDirectionalIsolate)
          case .embedding:
            sink.appendMark(.popDirectionalFormatting)
            if let context, context != current.direction {
              sink.appendMark(context == .leftToRight ? .leftToRightMark : .rightToLeftMark)
            }
          }
        }
        compound = nil
      }
    }
    appendLiteral(text[position...], into: &sink)
  }

  /// For each placeholder, whether it forms one compound value with the next: only
  /// separators without spaces or letters stand between them (`:` `/` `.` `,` `-` `+` `@` `#`
  /// `_`…), in template order.
  static func joinedToNext(_ placeholders: [FormatTemplate.Placeholder], in text: String) -> [Bool] {
    guard placeholders.count > 1 else { return placeholders.map { _ in false } }
    let utf8 = Array(text.utf8)
    var result = [Bool](repeating: false, count: placeholders.count)
    for k in 0..<(placeholders.count - 1) {
      let between = utf8[placeholders[k].utf8Range.upperBound..<placeholders[k + 1].utf8Range.lowerBound]
      let separator = String(decoding: between, as: UTF8.self)
      result[k] =
        separator.unicodeScalars.count <= 3
        && separator.unicodeScalars.allSatisfy { scalar in
          switch scalar.bidiClass {
          case .commonSeparator, .europeanSeparator, .europeanTerminator: true
          case .otherNeutral: "@_#&|\\~".unicodeScalars.contains(scalar)
          default: false
          }
        }
    }
    return result
  }

  /// The direction a value will display in: fixed by its kind, given, or estimated.
  static func direction(of value: String, _ argument: FormatArgument) -> TextDirection? {
    if let fixed = argument.kind.fixedDirection { return fixed }
    switch argument.direction {
    case .leftToRight: return .leftToRight
    case .rightToLeft: return .rightToLeft
    case .neutral: return nil
    case .auto: return DirectionEstimation.firstStrong.estimate(value)
    case .estimated(let estimation): return estimation.estimate(value)
    }
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
