import Foundation

/// The placeholder Xcode writes for an interpolation in a key: the format specifier of the
/// value's type, as `LocalizedStringKey` and `String.LocalizationValue` interpolation give it
/// (`Int` → `%lld`, `Double` → `%lf`, `Float` → `%f`, `UInt` → `%llu`…; `%@` for strings and
/// every other type), or the `specifier:` given.
///
/// Without a compiler, the type comes from what the sources declare: the value's own
/// declaration in the file (a property, local, parameter, loop variable), the only type a
/// property or function of that name is declared with in any file of the extraction,
/// literals and conversions (`Int(x)`), and the standard members (`.count`). When none of
/// these tells, the placeholder is `%@` and marked a guess.
struct SwiftPlaceholderTyping: Sendable {
  /// What every Swift file of the extraction declares.
  let declarations: SwiftDeclarations
  /// The file.
  let file: SwiftSource
  /// What the file declares.
  let locals: SwiftLocals

  /// How many declarations deep a value is typed from the value it is declared with.
  static let maximumDepth = 8

  init(file: SwiftSource, declarations: SwiftDeclarations) {
    self.file = file
    self.declarations = declarations
    locals = SwiftLocals(file)
  }

  /// The placeholder for the interpolation whose source is `range` (scalar indices) of the file.
  func placeholder(forInterpolation range: Range<Int>) -> ExtractedString.Placeholder {
    let trimmed = file.text.text(range).trimmingCharacters(in: .whitespacesAndNewlines)
    let expression = SwiftSource(file.text, range: range)
    let index = range.lowerBound
    let parts = expression.split(0..<expression.tokens.count, at: ",")
    for part in parts.dropFirst() where part.count >= 3 {
      let label = expression.tokens[part.lowerBound].text
      if label == "specifier", let literal = expression.tokens[part.lowerBound + 2].literal?.plainText {
        return .init(interpolation: trimmed, placeholder: literal, isGuess: false)
      }
    }
    if parts.count > 1 {  // `format:`, `style:`, `formatter:` give text
      return .init(interpolation: trimmed, placeholder: "%@", isGuess: false)
    }
    guard let value = parts.first, let type = self.type(of: value, in: expression, at: index, depth: 0) else {
      return .init(interpolation: trimmed, placeholder: "%@", isGuess: true)
    }
    return .init(interpolation: trimmed, placeholder: Self.specifier(forType: type), isGuess: false)
  }

  /// The format specifier Xcode writes for a value of `type`.
  static func specifier(forType type: String) -> String {
    var name = type
    while name.hasSuffix("?") || name.hasSuffix("!") { name.removeLast() }
    switch name {
    case "Int", "Int64", "NSInteger", "CFIndex": return "%lld"
    case "Int8", "Int16", "Int32": return "%d"
    case "UInt", "UInt64", "NSUInteger": return "%llu"
    case "UInt8", "UInt16", "UInt32": return "%u"
    case "Float", "Float32": return "%f"
    case "Double", "CGFloat", "Float64", "Float80", "TimeInterval", "CLLocationDegrees": return "%lf"
    default: return "%@"
    }
  }

  static let numericTypes: Set<String> = [
    "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Float",
    "Float32", "Float64", "Float80", "Double", "CGFloat", "TimeInterval", "NSInteger", "NSUInteger",
  ]

  /// Standard members whose type does not depend on the receiver.
  static let standardMembers: [String: String] = [
    "count": "Int", "hashValue": "Int", "isEmpty": "Bool", "description": "String",
    "debugDescription": "String", "localizedDescription": "String", "capitalized": "String",
    "uppercased": "String", "lowercased": "String", "formatted": "String", "joined": "String",
    "trimmingCharacters": "String", "replacingOccurrences": "String", "localizedCapitalized": "String",
    "absoluteString": "String", "lastPathComponent": "String", "utf16Count": "Int",
  ]

  /// The type of the expression in `range`, or `nil` when the sources do not show it.
  func type(of range: Range<Int>, in expression: SwiftSource, at index: Int, depth: Int) -> String? {
    let range = expression.unwrapped(range)
    guard !range.isEmpty else { return nil }
    let tokens = expression.tokens
    if let branches = expression.conditional(range) {
      return type(of: branches.then, in: expression, at: index, depth: depth)
        ?? type(of: branches.else, in: expression, at: index, depth: depth)
    }
    // Binary operators, loosest first: `??`, comparisons, then arithmetic.
    for operators in [
      ["??"], ["==", "!=", "<", ">", "<=", ">=", "&&", "||"], ["+", "-", "*", "/", "%", "&+", "&-", "&*"],
    ] {
      let operands = split(range, in: expression, atAny: operators)
      guard operands.count > 1 else { continue }
      if operators.contains("==") { return "Bool" }
      if operators == ["??"] { return defaultingType(operands, in: expression, at: index, depth: depth) }
      let types = operands.map { type(of: $0, in: expression, at: index, depth: depth) }
      let literalTypes = zip(operands, types).filter { expression.tokens[$0.0.lowerBound].kind == .number }
        .compactMap(\.1)
      if let declared = zip(operands, types).first(where: {
        expression.tokens[$0.0.lowerBound].kind != .number && $0.1 != nil
      })?.1 {
        return declared
      }
      if types.contains(where: { $0 == nil }) { return nil }
      return literalTypes.contains("Double") ? "Double" : literalTypes.first
    }
    let first = tokens[range.lowerBound]
    if first.is("-") || first.is("+") || first.is("!") {
      return first.is("!")
        ? "Bool"
        : type(of: (range.lowerBound + 1)..<range.upperBound, in: expression, at: index, depth: depth)
    }
    if range.count == 1 {
      switch first.kind {
      case .number, .string: return SwiftDeclaredValue.plainType(expression, range)
      case .identifier:
        if first.text == "true" || first.text == "false" { return "Bool" }
        return valueType(first.text, at: index, depth: depth)
      case .punctuation: return nil
      }
    }
    return chainType(range, in: expression, at: index, depth: depth)
  }

  /// The type of a postfix chain: `a.b.c`, `f(x).y`, `Int(x)`, `values[i]`, `x!`.
  private func chainType(_ range: Range<Int>, in expression: SwiftSource, at index: Int, depth: Int)
    -> String?
  {
    let tokens = expression.tokens
    var end = range.upperBound
    while end > range.lowerBound + 1, tokens[end - 1].is("!") || tokens[end - 1].is("?") { end -= 1 }
    var last = end - 1
    var isCall = false
    if tokens[last].is(")") || tokens[last].is("]") {
      // Back to the opener of the trailing call or subscript.
      guard let open = expression.brackets.open(last).flatMap({ $0 >= range.lowerBound ? $0 : nil }) else {
        return nil
      }
      isCall = tokens[last].is(")")
      if !isCall {  // `values[i]`: the element type of `values`
        guard let collection = type(of: range.lowerBound..<open, in: expression, at: index, depth: depth)
        else { return nil }
        return collection.hasPrefix("[") && !collection.contains(":")
          ? String(collection.dropFirst().dropLast()) : nil
      }
      last = open - 1
    }
    guard last >= range.lowerBound, tokens[last].kind == .identifier else { return nil }
    let name = tokens[last].text
    let isMember = last > range.lowerBound && tokens[last - 1].is(".")
    if isCall && !isMember {
      if let initial = name.first, initial.isUppercase { return name }  // `Int(x)`, `Foo(…)`
      if ["abs", "min", "max"].contains(name), let open = Optional(last + 1) {
        let arguments = expression.arguments(open: open)
        return arguments.first.flatMap { type(of: $0.value, in: expression, at: index, depth: depth) }
      }
      return unique(declarations.returnTypes[name])
    }
    if let standard = Self.standardMembers[name], isMember { return standard }
    if isMember, last - 2 == range.lowerBound, tokens[range.lowerBound].kind == .identifier {
      let receiver = tokens[range.lowerBound].text
      if Self.numericTypes.contains(receiver) { return receiver }  // `Int.max`
      if receiver == "self" { return valueType(name, at: index, depth: depth) }
    }
    if isMember, isCall, name == "reduce", let initial = expression.arguments(open: last + 1).first {
      return type(of: initial.value, in: expression, at: index, depth: depth)  // the initial value's type
    }
    if isMember && (name == "rounded" || name == "magnitude") {
      return type(of: range.lowerBound..<(last - 1), in: expression, at: index, depth: depth)
    }
    if !isMember { return valueType(name, at: index, depth: depth) }
    return unique(isCall ? declarations.returnTypes[name] : declarations.valueTypes[name])
  }

  /// The type of the value `name` used at scalar `position`: from the file's declaration of it
  /// in effect there (its written type, or its value's type), else from the only type the
  /// extraction's files declare it with. A name the file declares without a type it shows is
  /// unknown: another file's value of the same name is not it.
  private func valueType(_ name: String, at position: Int, depth: Int) -> String? {
    guard let local = locals.declaration(of: name, at: position) else {
      return unique(declarations.valueTypes[name])
    }
    if let type = local.type { return type }
    guard let value = local.value, depth < Self.maximumDepth,
      let valueType = type(of: value, in: file, at: local.position - 1, depth: depth + 1)
    else { return nil }
    guard let element = local.element else { return valueType }
    return Self.elements(ofTuple: valueType).flatMap { element < $0.count ? $0[element] : nil }
  }

  /// The element types of a tuple type (`(Int, _)`, `(minutes:String,seconds:String)`), or `nil`.
  static func elements(ofTuple type: String) -> [String]? {
    guard type.hasPrefix("("), type.hasSuffix(")") else { return nil }
    var elements: [String] = []
    var depth = 0
    var current = ""
    for character in type.dropFirst().dropLast() {
      if "([<".contains(character) { depth += 1 }
      if ")]>".contains(character) { depth -= 1 }
      if character == ",", depth == 0 {
        elements.append(current)
        current = ""
      } else {
        current.append(character)
      }
    }
    elements.append(current)
    return elements.map { element in
      let trimmed = element.trimmingCharacters(in: .whitespaces)
      // `label: Type` (a colon outside brackets) names the element.
      if let colon = trimmed.firstIndex(of: ":"), !trimmed[..<colon].contains("[") {
        return trimmed[trimmed.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      }
      return trimmed
    }
  }

  /// The type of `a ?? b`: `a`'s, else the one numeric type `a`'s name is declared with when
  /// `b` is a number (`count ?? 0`, `count` an `Int?` here and a `String` elsewhere), else `b`'s
  /// when it is not a literal.
  private func defaultingType(_ operands: [Range<Int>], in expression: SwiftSource, at index: Int, depth: Int)
    -> String?
  {
    if let left = type(of: operands[0], in: expression, at: index, depth: depth) { return left }
    let right = operands[operands.count - 1]
    let isNumber = expression.tokens[right.lowerBound].kind == .number
    let left = expression.unwrapped(operands[0])
    if isNumber, let last = left.last, expression.tokens[last].kind == .identifier {
      let numeric = (declarations.valueTypes[expression.tokens[last].text] ?? []).filter { type in
        Self.numericTypes.contains(String(type.prefix { $0 != "?" && $0 != "!" }))
      }
      if Set(numeric.map(Self.specifier(forType:))).count == 1 { return numeric.first }
    }
    return isNumber || expression.tokens[right.lowerBound].kind == .string
      ? nil : type(of: right, in: expression, at: index, depth: depth)
  }

  /// The type when every declaration agrees on its placeholder; `nil` when none or they differ.
  private func unique(_ types: Set<String>?) -> String? {
    guard let types, let first = types.first else { return nil }
    if types.count == 1 { return first }
    let specifiers = Set(types.map { Self.specifier(forType: $0) })
    return specifiers.count == 1 ? (specifiers.first == "%@" ? "String" : first) : nil
  }

  /// `range` cut at any of `operators` outside brackets (binary use only: with space around
  /// or between two operands).
  private func split(_ range: Range<Int>, in expression: SwiftSource, atAny operators: [String]) -> [Range<
    Int
  >] {
    var parts: [Range<Int>] = []
    var start = range.lowerBound
    var index = range.lowerBound
    while index < range.upperBound {
      let token = expression.tokens[index]
      if index > start, token.kind == .punctuation, operators.contains(token.text) {
        parts.append(start..<index)
        start = index + 1
      }
      index = expression.step(index)
    }
    parts.append(start..<range.upperBound)
    return parts.contains(where: \.isEmpty) ? [range] : parts
  }
}
