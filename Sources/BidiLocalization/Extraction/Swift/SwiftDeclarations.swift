/// What the Swift files of one extraction declare, as far as extraction cares: functions,
/// initializers, memberwise initializers and enum cases with key parameters (which make a
/// literal passed to them a key, as the compiler sees it), and the declared types of named
/// values (which give interpolations their placeholders).
///
/// Read from every Swift file first, so that a view declared in one file makes its callers'
/// literals keys in every other file, as Xcode's extraction does with the compiler's help.
struct SwiftDeclarations: Sendable {
  /// One parameter of a declared function, initializer or enum case.
  struct Parameter: Sendable, Hashable {
    /// The argument label callers write (`nil` for `_`).
    var label: String?
    /// Whether it takes keys.
    var kind: SwiftLocalizableAPI.Parameter?
    /// Whether callers may leave it out.
    var hasDefault: Bool
  }

  /// Callee (function or case name; type name for initializers) → the signatures declared.
  private(set) var signatures: [String: [[Parameter]]] = [:]
  /// Name of a value (property, local, parameter) → the types it is declared with.
  private(set) var valueTypes: [String: Set<String>] = [:]
  /// Function name → its return types.
  private(set) var returnTypes: [String: Set<String>] = [:]

  init() {}

  /// Adds what `source` declares.
  mutating func add(_ source: SwiftSource) {
    var scopes: [(name: String, isStruct: Bool, open: Int, close: Int, members: [Parameter], hasInit: Bool)] =
      []
    var index = 0
    let tokens = source.tokens
    while index < tokens.count {
      while let scope = scopes.last, index >= scope.close {
        let finished = scopes.removeLast()
        if finished.isStruct, !finished.hasInit, finished.members.contains(where: { $0.kind != nil }) {
          signatures[finished.name, default: []].append(finished.members)
        }
      }
      let token = tokens[index]
      guard token.kind == .identifier else {
        index += 1
        continue
      }
      switch token.text {
      case "struct", "class", "enum", "actor", "extension", "protocol":
        if index + 1 < tokens.count, tokens[index + 1].kind == .identifier,
          let open = nextBrace(source, from: index + 2)
        {
          let name = source.qualifiedName(endingAt: dottedEnd(source, from: index + 1)).name
          scopes.append((name, token.text == "struct", open, source.brackets.close(open), [], false))
        }
      case "func":
        if index + 1 < tokens.count, let open = parameterList(source, after: index + 1) {
          let name = tokens[index + 1].text
          add(signature: parameters(source, open: open), for: name)
          if let type = returnType(source, after: source.brackets.close(open)) {
            returnTypes[name, default: []].insert(type)
          }
        }
      case "init":
        if let open = parameterList(source, after: index), let scope = scopes.last {
          let typeName = scope.name.split(separator: ".").last.map(String.init) ?? scope.name
          add(signature: parameters(source, open: open), for: typeName)
          scopes[scopes.count - 1].hasInit = true
        }
      case "case":
        if index + 2 < tokens.count, tokens[index + 1].kind == .identifier, tokens[index + 2].is("(") {
          add(signature: parameters(source, open: index + 2), for: tokens[index + 1].text)
        }
      case "let", "var":
        guard let declared = SwiftDeclaredValue(source, at: index) else { break }
        if let type = declared.type { valueTypes[declared.name, default: []].insert(type) }
        // A stored property of a struct is a parameter of its memberwise initializer.
        if let scope = scopes.last, scope.isStruct, source.brackets.enclosing[index] == scope.open,
          !declared.isStatic, declared.body == nil, !(token.text == "let" && declared.value != nil)
        {
          let type = declared.type ?? ""
          scopes[scopes.count - 1].members.append(
            Parameter(
              label: declared.name, kind: SwiftLocalizableAPI.parameter(forType: type),
              hasDefault: declared.value != nil || type.hasSuffix("?")))
        }
      default: break
      }
      index += 1
    }
  }

  private mutating func add(signature: [Parameter], for name: String) {
    guard signature.contains(where: { $0.kind != nil }) else { return }
    if !(signatures[name]?.contains(signature) ?? false) { signatures[name, default: []].append(signature) }
  }

  /// The parameters of a list, as ``Parameter``s.
  private func parameters(_ source: SwiftSource, open: Int) -> [Parameter] {
    SwiftParameterDeclaration.list(source, open: open).map { parameter in
      Parameter(
        label: parameter.label, kind: parameter.type.flatMap(SwiftLocalizableAPI.parameter(forType:)),
        hasDefault: parameter.defaultValue != nil)
    }
  }

  /// The `{` that opens the body of the type declared from `start` (past its generic
  /// parameters, inheritance list and `where` clause), or `nil` when the statement has none.
  private func nextBrace(_ source: SwiftSource, from start: Int) -> Int? {
    var index = start
    while index < source.tokens.count {
      let token = source.tokens[index]
      if token.is("{") { return index }
      if token.is(";") || token.is("}") || token.is(")") { return nil }
      index = source.step(index)
    }
    return nil
  }

  /// The last identifier of the dotted name starting at `start` (`Foo.Bar` in `extension Foo.Bar`).
  private func dottedEnd(_ source: SwiftSource, from start: Int) -> Int {
    var end = start
    while end + 2 < source.tokens.count, source.tokens[end + 1].is("."),
      source.tokens[end + 2].kind == .identifier
    {
      end += 2
    }
    return end
  }

  /// The `(` of the parameter list of the `func NAME` or `init` whose name is at `index`
  /// (generic parameters skipped).
  func parameterList(_ source: SwiftSource, after index: Int) -> Int? {
    var cursor = index + 1
    if cursor < source.tokens.count, source.tokens[cursor].is("?") || source.tokens[cursor].is("!") {
      cursor += 1
    }
    if cursor < source.tokens.count, source.tokens[cursor].text.hasPrefix("<") {
      var depth = 0
      while cursor < source.tokens.count {
        let text = source.tokens[cursor].text
        if source.tokens[cursor].kind == .punctuation {
          depth += text.filter { $0 == "<" }.count - text.filter { $0 == ">" }.count
        }
        cursor += 1
        if depth <= 0 { break }
      }
    }
    return cursor < source.tokens.count && source.tokens[cursor].is("(") ? cursor : nil
  }

  /// The return type written after the parameter list closing at `close` (`-> LocalizedStringKey`).
  func returnType(_ source: SwiftSource, after close: Int) -> String? {
    var cursor = close + 1
    while cursor < source.tokens.count, ["async", "throws", "rethrows"].contains(source.tokens[cursor].text) {
      cursor += 1
      if cursor < source.tokens.count, source.tokens[cursor].is("(") {
        cursor = source.brackets.close(cursor) + 1
      }
    }
    guard cursor < source.tokens.count, source.tokens[cursor].is("->") else { return nil }
    let start = cursor + 1
    cursor = start
    while cursor < source.tokens.count, !source.tokens[cursor].is("{"),
      !source.tokens[cursor].isKeyword("where"),
      cursor == start || !source.tokens[cursor].startsLine
    {
      cursor = source.step(cursor)
    }
    return SwiftDeclaredValue.typeText(source, start..<cursor)
  }
}
