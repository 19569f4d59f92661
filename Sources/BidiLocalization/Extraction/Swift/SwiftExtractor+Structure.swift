extension SwiftExtractor {
  /// Statements whose blocks are part of a body's control flow (their results are the body's
  /// results); any other `{` is a closure, whose results are not.
  static let blockStatements: Set<String> = [
    "if", "else", "guard", "switch", "for", "while", "repeat", "do", "catch", "get", "defer",
  ]

  /// The expressions a body (or block) whose `{` is at `open` gives as its result: after
  /// `return`, after a `case …:` label, and its last statement when that is an expression
  /// (a single-expression body, a branch of an `if` or `switch` expression), in the body and
  /// in the blocks of its `if`, `switch`, `guard`, loops and `do`.
  func resultExpressions(_ open: Int) -> [Range<Int>] {
    let tokens = source.tokens
    var results: [Range<Int>] = []
    var blocks = [open]
    while let block = blocks.popLast() {
      let close = min(source.brackets.close(block), tokens.count)
      var index = block + 1
      while index < close {
        if tokens[index].is(";") {
          index += 1
          continue
        }
        let first = tokens[index]
        if first.isKeyword("case") || first.isKeyword("default") {
          // The statement after the label starts after its `:`.
          var colon = index + 1
          while colon < close, !tokens[colon].is(":") { colon = source.step(colon) }
          index = colon + 1
          continue
        }
        let end = source.statementEnd(from: index, limit: close)
        defer { index = max(end, index + 1) }
        if first.isKeyword("return") {
          if index + 1 < end { results.append((index + 1)..<end) }
        } else if first.kind == .identifier, Self.blockStatements.contains(first.text) {
          var cursor = index
          while cursor < end {
            if tokens[cursor].is("{") { blocks.append(cursor) }
            cursor = source.step(cursor)
          }
        } else if end == close || tokens[end].isKeyword("case") || tokens[end].isKeyword("default"),
          !Self.isDeclaration(first)
        {
          results.append(index..<end)
        }
      }
    }
    return results
  }

  static func isDeclaration(_ token: SwiftToken) -> Bool {
    token.kind == .identifier
      && [
        "let", "var", "func", "struct", "class", "enum", "typealias", "throw", "break", "continue",
        "fallthrough",
        "import",
      ].contains(token.text)
  }
}
