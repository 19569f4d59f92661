/// A `let` or `var` as written: its name, its type when written or plain from its value, and
/// where its value or body is.
struct SwiftDeclaredValue: Sendable {
  var name: String
  /// The written type (`LocalizedStringKey?`, `[String: Int]`), or one the value shows
  /// (`Int` for `= 3`, `Foo` for `= Foo(…)`); `nil` otherwise.
  var type: String?
  /// The tokens after `=`, to the end of the statement.
  var value: Range<Int>?
  /// The `{` of a computed property's body (not of `willSet`/`didSet` observers).
  var body: Int?
  /// Whether it is `static` or `class`.
  var isStatic: Bool

  /// The declaration whose `let`/`var` is at `index`, or `nil` for a pattern (`let (a, b) =`).
  init?(_ source: SwiftSource, at index: Int) {
    let tokens = source.tokens
    guard index + 1 < tokens.count, tokens[index + 1].kind == .identifier else { return nil }
    name = tokens[index + 1].text
    isStatic = Self.modifiers(source, before: index).contains { $0 == "static" || $0 == "class" }
    let end = source.statementEnd(from: index, limit: tokens.count)
    var cursor = index + 2
    if cursor < end, tokens[cursor].is(":") {
      let typeStart = cursor + 1
      cursor = typeStart
      while cursor < end, !tokens[cursor].is("="), !tokens[cursor].is("{") { cursor = source.step(cursor) }
      type = SwiftDeclaredValue.typeText(source, typeStart..<cursor)
    }
    if cursor < tokens.count, tokens[cursor].is("=") {
      var valueEnd = max(cursor + 1, end)
      // In a condition (`if let x = f() {`, `guard let a = b, …`) the value ends at its block,
      // the next condition or `else`.
      if index > 0, ["if", "guard", "while", ","].contains(tokens[index - 1].text) {
        var scan = cursor + 1
        while scan < valueEnd, !tokens[scan].is("{"), !tokens[scan].is(","), !tokens[scan].isKeyword("else") {
          scan = source.step(scan)
        }
        valueEnd = scan
      }
      value = (cursor + 1)..<valueEnd
      if type == nil, let value { type = Self.plainType(source, value) }
    } else if cursor < tokens.count, tokens[cursor].is("{"),
      !(index > 0 && ["if", "guard", "while", ","].contains(tokens[index - 1].text))
    {
      let first = cursor + 1 < tokens.count ? tokens[cursor + 1].text : ""
      if first != "willSet" && first != "didSet" { body = cursor }
    }
  }

  /// The modifiers written before the declaration at `index` on its line (`static`, `private`…).
  static func modifiers(_ source: SwiftSource, before index: Int) -> [String] {
    var result: [String] = []
    var cursor = index - 1
    while cursor >= 0, source.tokens[cursor].kind == .identifier, !source.tokens[cursor + 1].startsLine {
      result.append(source.tokens[cursor].text)
      cursor -= 1
    }
    return result
  }

  /// The type written in `range`, without spaces (`[String:Int]`), or `nil` when empty.
  static func typeText(_ source: SwiftSource, _ range: Range<Int>) -> String? {
    var text = ""
    var previousWasWord = false
    for index in range {
      let token = source.tokens[index]
      let isWord = token.kind == .identifier
      if isWord && previousWasWord { text += " " }
      text += token.kind == .string ? "\"\"" : token.text
      previousWasWord = isWord
    }
    return text.isEmpty ? nil : text
  }

  /// The type a value plainly has: a number, string or Boolean literal, or a call or member of
  /// a capitalized name (`Foo(…)`, `Foo.init(…)`, `Int.max`).
  static func plainType(_ source: SwiftSource, _ range: Range<Int>) -> String? {
    let range = source.unwrapped(range)
    guard let first = range.first else { return nil }
    let token = source.tokens[first]
    if range.count == 1 {
      switch token.kind {
      case .number:
        return token.text.contains(".")
          || token.text.lowercased().contains("e") && !token.text.hasPrefix("0x")
          ? "Double" : "Int"
      case .string: return "String"
      case .identifier where token.text == "true" || token.text == "false": return "Bool"
      default: return nil
      }
    }
    if range.count == 2, token.is("-"), source.tokens[first + 1].kind == .number {
      return plainType(source, (first + 1)..<range.upperBound)
    }
    guard token.kind == .identifier, let initial = token.text.first, initial.isUppercase,
      first + 1 < range.upperBound
    else { return nil }
    let next = source.tokens[first + 1]
    if next.is("(") && source.brackets.close(first + 1) == range.upperBound - 1 { return token.text }
    if next.is("."), first + 2 < range.upperBound, source.tokens[first + 2].kind == .identifier,
      range.count == 3 || source.tokens[first + 3].is("(")
    {
      return token.text
    }
    return nil
  }
}

/// A parameter of a `func`, `init`, `case` or closure as written.
struct SwiftParameterDeclaration: Sendable {
  /// The argument label (`nil` for `_` or for a closure parameter without one).
  var label: String?
  /// The name inside the body.
  var name: String
  /// The type, without attributes and `inout`.
  var type: String?
  /// The tokens of its default value.
  var defaultValue: Range<Int>?

  /// The parameters of the list whose `(` is at `open`.
  static func list(_ source: SwiftSource, open: Int) -> [SwiftParameterDeclaration] {
    let close = min(source.brackets.close(open), source.tokens.count)
    guard close > open else { return [] }
    return source.split((open + 1)..<close, at: ",").compactMap { part in
      let pieces = source.split(part, at: "=")
      let declaration = pieces[0]
      let halves = source.split(declaration, at: ":")
      guard halves.count > 1 else {
        // An enum case's associated value without a label: `case info(LocalizedStringKey)`.
        return SwiftParameterDeclaration(
          label: nil, name: "", type: SwiftDeclaredValue.typeText(source, declaration))
      }
      let names = halves[0].filter { source.tokens[$0].kind == .identifier }.map { source.tokens[$0].text }
      guard let first = names.first else { return nil }
      var typeRange = halves.count > 1 ? halves[1] : declaration.upperBound..<declaration.upperBound
      let skipped: Set<String> = ["inout", "borrowing", "consuming", "sending", "isolated", "__owned"]
      while let start = typeRange.first,
        source.tokens[start].is("@") || skipped.contains(source.tokens[start].text)
      {
        var next = start + 1
        if source.tokens[start].is("@") {
          next += 1
          if next < typeRange.upperBound, source.tokens[next].is("(") {
            next = source.brackets.close(next) + 1
          }
        }
        typeRange = min(next, typeRange.upperBound)..<typeRange.upperBound
      }
      let defaultValue = pieces.count > 1 ? (pieces[0].upperBound + 1)..<part.upperBound : nil
      return SwiftParameterDeclaration(
        label: first == "_" ? nil : first, name: names.last!,
        type: SwiftDeclaredValue.typeText(source, typeRange), defaultValue: defaultValue)
    }
  }
}
