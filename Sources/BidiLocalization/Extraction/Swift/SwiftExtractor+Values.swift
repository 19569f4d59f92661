extension SwiftExtractor {
  /// The table, development-language value and comment arguments of a call, when it has them.
  struct Details {
    var table: Range<Int>?
    var value: Range<Int>?
    var comment: Range<Int>?
  }

  /// The keys of the expression `range` passed where `parameter` is expected.
  mutating func take(_ range: Range<Int>, as parameter: SwiftLocalizableAPI.Parameter, details: Details) {
    switch parameter {
    case .typed(let type):
      take(typed: range, type: type)
    case .keys:
      for element in source.collectionElements(range) ?? [] { take(element, as: .key, details: details) }
    case .key:
      for literal in source.literalValues(range) {
        add(literal: literal, isStringKey: false, details: details)
      }
    case .string:
      guard let joined = joinedLiteral(range) else {
        if source.literalValues(range).isEmpty, let first = range.first {
          diagnostics.append(
            ExtractionDiagnostic(
              location: source.text.location(source.tokens[first].start), reason: .nonLiteralArgument,
              message: "the key is not a string literal: it cannot be extracted"))
        }
        for literal in source.literalValues(range) {
          add(literal: literal, isStringKey: true, details: details)
        }
        return
      }
      add(literals: joined, isStringKey: true, details: details)
    }
  }

  /// The literal tokens of `range` when it is string literals joined with `+` (one, or more).
  func joinedLiteral(_ range: Range<Int>) -> [Int]? {
    let range = source.unwrapped(range)
    guard !range.isEmpty else { return nil }
    var literals: [Int] = []
    for (position, index) in range.enumerated() {
      let token = source.tokens[index]
      if position % 2 == 0 {
        guard token.kind == .string else { return nil }
        literals.append(index)
      } else if !token.is("+") {
        return nil
      }
    }
    return range.count % 2 == 1 ? literals : nil
  }

  mutating func add(literal: Int, isStringKey: Bool, details: Details) {
    add(literals: [literal], isStringKey: isStringKey, details: details)
  }

  /// One extracted string from the literal tokens `literals` (joined), with `details`.
  mutating func add(literals: [Int], isStringKey: Bool, details: Details) {
    guard let first = literals.first, !taken.contains(first) else { return }
    literals.forEach { taken.insert($0) }
    let location = source.text.location(source.tokens[first].start)
    if let table = details.table, plainText(table) == nil {
      diagnostics.append(
        ExtractionDiagnostic(
          location: location, reason: .nonLiteralArgument,
          message: "the table is not a string literal: this key cannot be extracted"))
      return
    }
    var placeholders: [ExtractedString.Placeholder] = []
    let hasInterpolation = literals.contains { !(source.tokens[$0].literal?.isPlain ?? true) }
    if isStringKey && hasInterpolation {
      diagnostics.append(
        ExtractionDiagnostic(
          location: location, reason: .interpolatedKey,
          message:
            "the key has an interpolation: it is made at run time and never matches a table entry; use a format (String(format:)) or String(localized:)"
        ))
      return
    }
    let key = literals.map { text(of: $0, placeholders: &placeholders) }.joined()
    var value: String?
    if let range = details.value, let valueLiterals = joinedLiteral(range) {
      value = valueLiterals.map { text(of: $0, placeholders: &placeholders) }.joined()
    }
    var string = ExtractedString(
      key: key, table: details.table.flatMap { plainText($0)?.text } ?? CatalogSet.defaultTableName,
      value: value,
      comment: details.comment.flatMap { plainText($0)?.text }, location: location, placeholders: placeholders
    )
    string.commentSpelling = details.comment.flatMap { plainText($0)?.spelling }
    for placeholder in placeholders where placeholder.isGuess {
      diagnostics.append(
        ExtractionDiagnostic(
          location: location, reason: .guessedPlaceholder, message: placeholder.description))
    }
    strings.append(string)
  }

  /// The catalog text of a literal: plain text as it is; with interpolations, `%` doubled and
  /// each interpolation replaced by its placeholder.
  func text(of index: Int, placeholders: inout [ExtractedString.Placeholder]) -> String {
    guard let literal = source.tokens[index].literal else { return "" }
    if let plain = literal.plainText { return plain }
    var result = ""
    var interpolations = literal.interpolationRanges.makeIterator()
    for segment in literal.segments {
      switch segment {
      case .text(let text): result += text.replacingOccurrences(of: "%", with: "%%")
      case .interpolation:
        guard let range = interpolations.next() else { continue }
        let placeholder = typing.placeholder(forInterpolation: range)
        placeholders.append(placeholder)
        result += placeholder.placeholder
      }
    }
    return result
  }

  /// The text of plain literals joined with `+`, and as written between the quotes (a
  /// multi-line literal: its text).
  func plainText(_ range: Range<Int>) -> (text: String, spelling: String)? {
    guard let literals = joinedLiteral(range) else { return nil }
    var text = ""
    var spelling = ""
    for index in literals {
      let token = source.tokens[index]
      guard let plain = token.literal?.plainText else { return nil }
      text += plain
      spelling += token.literal?.isMultiline == true ? plain : source.text.text(token.literal!.contentRange)
    }
    return (text, spelling)
  }

  /// A `let`/`var` whose written type is a key type: its value or computed body.
  mutating func declaration(at index: Int) {
    guard let declared = SwiftDeclaredValue(source, at: index), let type = declared.type else { return }
    if let value = declared.value { take(typed: value, type: type) }
    if let body = declared.body {
      for result in resultExpressions(body) { take(typed: result, type: type) }
    }
  }

  /// A `func`, `init` or `subscript`: default values of key parameters, and the results of a
  /// function returning a key type.
  mutating func function(at index: Int) {
    let tokens = source.tokens
    let nameIndex = tokens[index].text == "func" ? index + 1 : index
    guard let open = declarations.parameterList(source, after: nameIndex) else { return }
    for parameter in SwiftParameterDeclaration.list(source, open: open) {
      if let type = parameter.type, let value = parameter.defaultValue { take(typed: value, type: type) }
    }
    let close = source.brackets.close(open)
    guard tokens[index].text != "init", let type = declarations.returnType(source, after: close),
      SwiftLocalizableAPI.parameter(forType: type) != nil,
      let body = ((close + 1)..<tokens.count).first(where: { tokens[$0].is("{") })
    else { return }
    for result in resultExpressions(body) { take(typed: result, type: type) }
  }

  /// The keys of `range` as a value of the written `type` (a key type, an array of them, a
  /// dictionary whose values are; `.init(…)` of a key type with its initializer's parameters).
  mutating func take(typed range: Range<Int>, type: String) {
    let range = source.unwrapped(range)
    var name = type
    while name.hasSuffix("?") { name.removeLast() }
    if range.count >= 3, source.tokens[range.lowerBound].is("."),
      source.tokens[range.lowerBound + 1].text == "init",
      source.tokens[range.lowerBound + 2].is("(")
    {
      if let api = SwiftLocalizableAPI.initializers[name] { apply(api, open: range.lowerBound + 2) }
      applyDeclared(name, open: range.lowerBound + 2)
    } else if let parameter = SwiftLocalizableAPI.parameter(forType: type) {
      take(range, as: parameter, details: Details())
    } else if SwiftLocalizableAPI.dictionaryValueParameter(forType: type) != nil {
      let valueType = String(type.drop { $0 != ":" }.dropFirst().dropLast())
      for value in source.collectionElements(range) ?? [] { take(typed: value, type: valueType) }
    }
  }

  /// `name = value` where `name` is declared with a key type (`title = "Saved"` for a
  /// `var title: LocalizedStringKey`); the `=` is at `index`.
  mutating func assignment(at index: Int) {
    let tokens = source.tokens
    guard index > 0, tokens[index - 1].kind == .identifier else { return }
    let name = tokens[index - 1].text
    // Not a declaration (`let x =`), whose written type is read where it is declared.
    if index > 1, tokens[index - 2].isKeyword("let") || tokens[index - 2].isKeyword("var") { return }
    let type =
      typing.locals.declaration(of: name, at: tokens[index].start)?.type
      ?? declarations.valueTypes[name].flatMap { $0.count == 1 ? $0.first : nil }
    guard let type, SwiftLocalizableAPI.parameter(forType: type) != nil else { return }
    take(typed: (index + 1)..<source.statementEnd(from: index + 1, limit: tokens.count), type: type)
  }
}
