/// A Swift file split into tokens, with the few pieces of expression structure extraction needs:
/// the arguments of a call, the branches of a conditional, the elements of a collection
/// literal, and where statements end. Every walk is a loop over token indices that jumps
/// over brackets, so nesting depth costs no stack.
struct SwiftSource: Sendable {
  let text: ExtractionSourceText
  let tokens: [SwiftToken]
  let brackets: SwiftBrackets
  /// Literals that could not be read.
  let problems: [SwiftStringLiteral.Problem]

  init(_ source: String, path: String) { self.init(ExtractionSourceText(source, path: path)) }

  /// The tokens of `range` of `text` (all of it by default: a part is the source of an
  /// interpolation), at their places in `text`.
  init(_ text: ExtractionSourceText, range: Range<Int>? = nil) {
    self.text = text
    let tokenizer = SwiftTokenizer(text.scalars, range: range)
    tokens = tokenizer.tokens
    problems = tokenizer.problems
    brackets = SwiftBrackets(tokens)
  }

  /// One argument of a call: its label, and the tokens of its value.
  struct Argument: Sendable {
    var label: String?
    var value: Range<Int>
  }

  subscript(_ index: Int) -> SwiftToken { tokens[index] }

  func isPunctuation(_ index: Int, _ text: String) -> Bool {
    index >= 0 && index < tokens.count && tokens[index].is(text)
  }

  /// The next index at the same bracket level: past the whole bracket when `index` opens one
  /// (the end of the tokens for a bracket never closed).
  func step(_ index: Int) -> Int {
    let token = tokens[index]
    if token.kind == .punctuation, token.text == "(" || token.text == "[" || token.text == "{" {
      return min(brackets.close(index) + 1, tokens.count)
    }
    return index + 1
  }

  /// `range` cut at each `separator` outside brackets (one part, perhaps empty, at least).
  func split(_ range: Range<Int>, at separator: String) -> [Range<Int>] {
    var parts: [Range<Int>] = []
    var start = range.lowerBound
    var index = range.lowerBound
    while index < range.upperBound {
      if tokens[index].is(separator) {
        parts.append(start..<index)
        start = index + 1
      }
      index = step(index)
    }
    parts.append(start..<max(start, range.upperBound))
    return parts
  }

  /// The arguments of the call whose `(` (or `[` for a subscript) is at `open`.
  func arguments(open: Int) -> [Argument] {
    let close = min(brackets.close(open), tokens.count)
    guard close > open else { return [] }
    return split((open + 1)..<close, at: ",").compactMap { part in
      guard !part.isEmpty else { return nil }
      let first = tokens[part.lowerBound]
      if first.kind == .identifier, part.count > 1, tokens[part.lowerBound + 1].is(":") {
        return Argument(label: first.text, value: (part.lowerBound + 2)..<part.upperBound)
      }
      return Argument(label: nil, value: part)
    }
  }

  /// `range` without parentheses around the whole of it.
  func unwrapped(_ range: Range<Int>) -> Range<Int> {
    var range = range
    while range.count >= 2, tokens[range.lowerBound].is("("),
      brackets.close(range.lowerBound) == range.upperBound - 1,
      split((range.lowerBound + 1)..<(range.upperBound - 1), at: ",").count == 1
    {
      range = (range.lowerBound + 1)..<(range.upperBound - 1)
    }
    return range
  }

  /// The condition and branches of `range` when it is a conditional expression (`c ? a : b`):
  /// the first `?` with space before it, outside brackets, and its `:`.
  func conditional(_ range: Range<Int>) -> (condition: Range<Int>, then: Range<Int>, else: Range<Int>)? {
    var index = range.lowerBound
    var question: Int?
    var depth = 0
    while index < range.upperBound {
      let token = tokens[index]
      if token.is("?") && token.spaceBefore {
        if question == nil { question = index } else { depth += 1 }
      } else if token.is(":"), let question {
        if depth == 0 {
          return (range.lowerBound..<question, (question + 1)..<index, (index + 1)..<range.upperBound)
        }
        depth -= 1
      }
      index = step(index)
    }
    return nil
  }

  /// The string-literal tokens that are the value of `range`: a lone literal, in parentheses,
  /// or the branches of conditionals whose branches are such values. Empty when the value is
  /// computed (`"a".uppercased()`, `name ?? "none"`, `"a" + b`).
  func literalValues(_ range: Range<Int>) -> [Int] {
    var result: [Int] = []
    var pending = [range]
    while let next = pending.popLast() {
      let range = unwrapped(next)
      if range.count == 1, tokens[range.lowerBound].kind == .string {
        result.append(range.lowerBound)
      } else if let branches = conditional(range) {
        pending.append(branches.else)
        pending.append(branches.then)
      }
    }
    return result
  }

  /// The elements of a collection literal `[…]` filling `range`, or `nil`; for a dictionary
  /// literal, its values.
  func collectionElements(_ range: Range<Int>) -> [Range<Int>]? {
    let range = unwrapped(range)
    guard range.count >= 2, tokens[range.lowerBound].is("["),
      brackets.close(range.lowerBound) == range.upperBound - 1
    else { return nil }
    return split((range.lowerBound + 1)..<(range.upperBound - 1), at: ",").compactMap { element in
      guard !element.isEmpty else { return nil }
      let pair = split(element, at: ":")
      return pair.count == 2 ? pair[1] : element
    }
  }

  /// Where the statement starting at `start` ends (exclusive): at a `;`, at the enclosing
  /// closing bracket, before a `case`/`default` label, or before a token that starts a new
  /// line without continuing the expression (`.member`, an operator, `?`, `:` continue it).
  func statementEnd(from start: Int, limit: Int) -> Int {
    var index = start
    var previous: Int?
    while index < limit {
      let token = tokens[index]
      if token.is(";") || token.is("}") || token.is(")") || token.is("]") { return index }
      if index > start, token.startsLine, token.isKeyword("case") || token.isKeyword("default") {
        return index
      }
      if index > start, token.startsLine, !continuesExpression(index),
        !(previous.map { endsWithOperator($0) } ?? false)
      {
        return index
      }
      previous = index
      index = step(index)
    }
    return limit
  }

  /// Whether the token at `index`, first on its line, continues the expression before it.
  func continuesExpression(_ index: Int) -> Bool {
    let token = tokens[index]
    guard token.kind == .punctuation else { return false }
    // A `{` on its own line is still the statement's: a trailing closure, or the block of an
    // `if` or `else if` whose condition ends the line before.
    return [".", "?", ":", ",", "==", "{"].contains(token.text)
      || token.text.first.map { "+-*/%=<>!&|^~".contains($0) }
        ?? false
  }

  private func endsWithOperator(_ index: Int) -> Bool {
    let token = tokens[index]
    guard token.kind == .punctuation, !["(", ")", "[", "]", "{", "}", ";", "@", "#"].contains(token.text)
    else { return false }
    return !(token.text == "?" || token.text == "!") || token.spaceBefore
  }

  /// The dotted name ending at the identifier at `index` (`L10n.tr`, `String.localized`), and
  /// the index of its first token.
  func qualifiedName(endingAt index: Int) -> (name: String, start: Int) {
    var start = index
    var parts = [tokens[index].text]
    while start >= 2, tokens[start - 1].is("."), tokens[start - 2].kind == .identifier,
      tokens[start - 1].start == tokens[start - 2].end
    {
      parts.insert(tokens[start - 2].text, at: 0)
      start -= 2
    }
    return (parts.joined(separator: "."), start)
  }
}
