/// The values one Swift file declares, by name, for typing interpolations: properties and
/// locals (with their written type, or the value to type them from), parameters, loop
/// variables over ranges and `enumerated()` offsets, closure parameters of calls over ranges
/// (`ForEach(0..<n) { index in`).
struct SwiftLocals: Sendable {
  /// One declaration.
  struct Value: Sendable {
    /// Where it is declared (a scalar index of the file).
    var position: Int
    /// Its written type.
    var type: String?
    /// The tokens of its value (`let count = items.count`), to type it from.
    var value: Range<Int>?
    /// For a name of a tuple pattern (`let (minutes, seconds) = f()`), its place in the tuple.
    var element: Int?
  }

  /// Name → declarations, in file order.
  private(set) var values: [String: [Value]] = [:]

  init(_ source: SwiftSource) {
    let tokens = source.tokens
    let declarations = SwiftDeclarations()
    for index in tokens.indices where tokens[index].kind == .identifier {
      let position = tokens[index].start
      switch tokens[index].text {
      case "let", "var":
        if index + 1 < tokens.count, tokens[index + 1].is("(") {
          // `let (a, b) = value`: each name is an element of the value's tuple.
          let close = source.brackets.close(index + 1)
          guard close + 1 < tokens.count, tokens[close + 1].is("=") else { break }
          let value = (close + 2)..<source.statementEnd(from: close + 2, limit: tokens.count)
          for (element, part) in source.split((index + 2)..<close, at: ",").enumerated() {
            for name in Self.names(source, part).prefix(1) {
              values[name, default: []].append(Value(position: position, value: value, element: element))
            }
          }
        } else if let declared = SwiftDeclaredValue(source, at: index),
          declared.type != nil || declared.value != nil
        {
          // (`if let name {` re-declares a value with its own type: nothing new to know.)
          values[declared.name, default: []].append(
            Value(position: position, type: declared.type, value: declared.value))
        }
      case "func", "init", "subscript":
        let nameIndex = tokens[index].text == "func" ? index + 1 : index
        guard let open = declarations.parameterList(source, after: nameIndex) else { break }
        for parameter in SwiftParameterDeclaration.list(source, open: open) {
          values[parameter.name, default: []].append(Value(position: position, type: parameter.type))
        }
      case "for":
        // `for i in 0..<n`, `for (offset, element) in x.enumerated()`.
        guard
          let inIndex = ((index + 1)..<min(index + 12, tokens.count)).first(where: {
            tokens[$0].isKeyword("in")
          })
        else { break }
        let sequence = (inIndex + 1)..<source.statementEnd(from: inIndex + 1, limit: tokens.count)
        add(Self.names(source, (index + 1)..<inIndex), iterating: sequence, in: source, at: position)
      case "in":
        // `{ index in`, `{ index, item in`, `{ total, pair in` of the call the closure is given to.
        guard let open = (max(0, index - 8)..<index).last(where: { tokens[$0].is("{") }),
          open + 1 < index,
          ((open + 1)..<index).allSatisfy({
            tokens[$0].is(",") || tokens[$0].is("(") || tokens[$0].is(")")
              || (tokens[$0].kind == .identifier && !["for", "case", "let", "var"].contains(tokens[$0].text))
          })
        else { break }
        var names = Self.names(source, (open + 1)..<index)
        var callee = open - 1
        if callee > 0, tokens[callee].is(")"),
          let call = source.brackets.open(callee)
        {
          callee = call - 1
        }
        guard callee >= 0, tokens[callee].kind == .identifier else {
          add(names, iterating: 0..<0, in: source, at: tokens[open].start)
          break
        }
        if tokens[callee].text == "reduce", !names.isEmpty {  // the accumulator comes first
          values[names.removeFirst(), default: []].append(Value(position: tokens[open].start))
        }
        add(
          names, iterating: Self.chainStart(source, endingAt: callee)..<open, in: source,
          at: tokens[open].start)
      default: break
      }
    }
  }

  /// The variables bound to the elements of `sequence`: an `enumerated()` element is a tuple
  /// whose first element is an `Int` (destructured: the first name); the one variable over a
  /// range (`0..<n`, `x.indices`) is an `Int`; others are declared without a type shown.
  private mutating func add(
    _ names: [String], iterating sequence: Range<Int>, in source: SwiftSource, at position: Int
  ) {
    let texts = sequence.map { source.tokens[$0].text }
    let enumerated = texts.contains("enumerated")
    let overRange = texts.contains("..<") || texts.contains("...") || texts.contains("indices")
    for (offset, name) in names.enumerated() {
      var type: String?
      if offset == 0, enumerated { type = names.count > 1 ? "Int" : "(Int, _)" }
      if offset == 0, overRange, names.count == 1 { type = "Int" }
      values[name, default: []].append(Value(position: position, type: type))
    }
  }

  /// Where the postfix chain ending at `end` starts (`poll.options.enumerated().reduce`).
  static func chainStart(_ source: SwiftSource, endingAt end: Int) -> Int {
    var start = end
    while start >= 2, source.tokens[start - 1].is(".") {
      var previous = start - 2
      if source.tokens[previous].is(")") || source.tokens[previous].is("]"),
        let open = source.brackets.open(previous)
      {
        previous = open - 1
      }
      guard previous >= 0, source.tokens[previous].kind == .identifier else { break }
      start = previous
    }
    return start
  }

  private static func names(_ source: SwiftSource, _ range: Range<Int>) -> [String] {
    range.filter { source.tokens[$0].kind == .identifier && source.tokens[$0].text != "_" }.map {
      source.tokens[$0].text
    }
  }

  /// The declaration of `name` in effect at `position`: the nearest before it, else the first
  /// after it (a property declared below its use); `nil` when the file declares none.
  func declaration(of name: String, at position: Int) -> Value? {
    guard let declared = values[name] else { return nil }
    return declared.last { $0.position <= position } ?? declared.first
  }
}
