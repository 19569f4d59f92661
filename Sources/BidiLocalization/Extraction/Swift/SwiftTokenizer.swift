/// One token of Swift source, as the extractor sees it: comments are dropped, string literals
/// are read whole (escapes decoded, interpolations kept as source), operators are grouped.
struct SwiftToken: Sendable {
  /// What the token is.
  enum Kind: Sendable, Hashable {
    /// A name or keyword (backticks removed): `Text`, `let`, `default`.
    case identifier
    /// A number literal: `42`, `0x1F`, `2.5`, `1_000`.
    case number
    /// A string literal of any form (``SwiftToken/literal`` holds it).
    case string
    /// Brackets, `,` `:` `;` `.` `?` `@` `#`, and runs of operator characters (`==`, `??`, `+`).
    case punctuation
  }

  var kind: Kind
  /// The identifier, number or punctuation as written (empty for strings).
  var text: String
  /// Where it starts and ends, in scalar indices of the source.
  var start: Int
  var end: Int
  /// Whether a line break comes between this token and the one before.
  var startsLine: Bool
  /// Whether white space (or a comment) comes right before it: a `?` with space before it is
  /// the conditional operator, without it optional chaining.
  var spaceBefore = false
  /// The literal, for string tokens.
  var literal: SwiftStringLiteral?

  func `is`(_ punctuation: String) -> Bool { kind == .punctuation && text == punctuation }
  func isKeyword(_ word: String) -> Bool { kind == .identifier && text == word }
}

/// Splits Swift source into ``SwiftToken``s. Never recurses and never fails: an unterminated
/// literal is reported in ``problems`` and reading goes on at the next line.
struct SwiftTokenizer {
  private(set) var tokens: [SwiftToken] = []
  /// Literals that could not be read: the message and the scalar index where they start.
  private(set) var problems: [SwiftStringLiteral.Problem] = []

  private static let operatorCharacters = Set("+-*/%=<>!&|^~?".unicodeScalars)

  /// The tokens of `scalars[range]` (all of them by default); indices stay those of `scalars`.
  init(_ scalars: [Unicode.Scalar], range: Range<Int>? = nil) {
    let range = range ?? 0..<scalars.count
    var index = range.lowerBound
    var newline = true
    while index < range.upperBound {
      let scalar = scalars[index]
      if scalar == "\n" || scalar == "\r" {
        newline = true
        index += 1
        continue
      }
      if scalar == " " || scalar == "\t" || (scalar.value >= 0x80 && scalar.properties.isWhitespace) {
        index += 1
        continue
      }
      if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" || scalars[index + 1] == "*" {
        let end = SwiftSourceSkipper.skipComment(scalars, at: index)
        if scalars[index..<min(end, scalars.count)].contains("\n") { newline = true }
        index = end
        continue
      }
      let start = index
      var token = SwiftToken(kind: .punctuation, text: "", start: start, end: start, startsLine: newline)
      token.spaceBefore = start > 0 && !(tokens.last.map { $0.end == start } ?? false)
      newline = false
      if SwiftSourceSkipper.literalStart(scalars, at: index) != nil {
        do {
          let literal = try SwiftStringLiteral.read(scalars, at: index)
          token.kind = .string
          token.literal = literal
          index = literal.end
        } catch {
          problems.append(error)
          while index < scalars.count && scalars[index] != "\n" { index += 1 }
          continue
        }
      } else if scalar == "`" {
        var end = index + 1
        while end < scalars.count && scalars[end] != "`" && scalars[end] != "\n" { end += 1 }
        token.kind = .identifier
        token.text = Self.text(scalars, (index + 1)..<end)
        index = min(end + 1, scalars.count)
      } else if Self.isIdentifierStart(scalar) || scalar == "$" {
        var end = index + 1
        while end < scalars.count && Self.isIdentifierPart(scalars[end]) { end += 1 }
        token.kind = .identifier
        token.text = Self.text(scalars, index..<end)
        index = end
      } else if ("0"..."9").contains(scalar) {
        // Digits, letters and `_` (`0x1F`, `1_000`, `1e5`), a fraction, an exponent's sign.
        var end = index + 1
        let hexadecimal = scalar == "0" && end < scalars.count && (scalars[end] == "x" || scalars[end] == "X")
        while end < scalars.count {
          let next = scalars[end]
          let previous = scalars[end - 1]
          if Self.isIdentifierPart(next) {
            end += 1
          } else if next == ".", end + 1 < scalars.count, ("0"..."9").contains(scalars[end + 1]) {
            end += 1
          } else if next == "-" || next == "+",
            hexadecimal ? (previous == "p" || previous == "P") : (previous == "e" || previous == "E")
          {
            end += 1
          } else {
            break
          }
        }
        token.kind = .number
        token.text = Self.text(scalars, index..<end)
        index = end
      } else if scalar == "." {
        var end = index + 1
        // `...` and `..<` are operators; a lone `.` is member access.
        if end < scalars.count && scalars[end] == "." {
          while end < scalars.count && (scalars[end] == "." || scalars[end] == "<") { end += 1 }
        }
        token.text = Self.text(scalars, index..<end)
        index = end
      } else if Self.operatorCharacters.contains(scalar) {
        var end = index + 1
        // `?` and `!` alone are optional chaining, unwrapping or the ternary; in a run they are
        // part of an operator (`??`, `!=`, `?=`).
        while end < scalars.count && Self.operatorCharacters.contains(scalars[end]) {
          if (scalar == "?" || scalar == "!") && end == index + 1 && scalars[end] != "="
            && !(scalar == "?" && scalars[end] == "?")
          {
            break
          }
          // A comment right after an operator is not part of it.
          if scalars[end] == "/", end + 1 < scalars.count, scalars[end + 1] == "/" || scalars[end + 1] == "*"
          {
            break
          }
          end += 1
        }
        token.text = Self.text(scalars, index..<end)
        index = end
      } else {
        token.text = String(scalar)
        index += 1
      }
      token.end = index
      tokens.append(token)
    }
  }

  static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.value < 0x80 {
      return scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }
    return scalar.properties.isXIDStart
  }

  static func isIdentifierPart(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.value < 0x80 { return isIdentifierStart(scalar) || ("0"..."9").contains(scalar) }
    return scalar.properties.isXIDContinue
  }

  /// The text of `scalars[range]`; ASCII (nearly every token) written as bytes directly.
  static func text(_ scalars: [Unicode.Scalar], _ range: Range<Int>) -> String {
    let slice = scalars[range]
    guard slice.allSatisfy({ $0.value < 0x80 }) else { return String(String.UnicodeScalarView(slice)) }
    return String(
      unsafeUninitializedCapacity: slice.count,
      initializingUTF8With: { buffer in
        for (offset, scalar) in slice.enumerated() {
          buffer[offset] = UInt8(truncatingIfNeeded: scalar.value)
        }
        return slice.count
      })
  }
}

/// Bracket structure of a token array: for each opening bracket the index of its closer, and
/// for each token the bracket it is directly inside.
struct SwiftBrackets {
  /// Opening token index → closing token index (`tokens.count` when it is never closed).
  private var closer: [Int: Int] = [:]
  /// Closing token index → opening token index.
  private var opener: [Int: Int] = [:]
  /// Token index → the index of the innermost bracket around it (`-1` at the top level).
  private(set) var enclosing: [Int]

  init(_ tokens: [SwiftToken]) {
    enclosing = Array(repeating: -1, count: tokens.count)
    var stack: [Int] = []
    for (index, token) in tokens.enumerated() {
      enclosing[index] = stack.last ?? -1
      guard token.kind == .punctuation else { continue }
      switch token.text {
      case "(", "[", "{": stack.append(index)
      case ")", "]", "}":
        // A closer that does not match the innermost opener closes what it matches, and
        // leaves the openers in between unclosed.
        let openerText: String = token.text == ")" ? "(" : token.text == "]" ? "[" : "{"
        if let match = stack.lastIndex(where: { tokens[$0].text == openerText }) {
          for unclosed in stack[(match + 1)...] { closer[unclosed] = tokens.count }
          closer[stack[match]] = index
          self.opener[index] = stack[match]
          stack.removeSubrange(match...)
          enclosing[index] = stack.last ?? -1
        }
      default: break
      }
    }
    for unclosed in stack { closer[unclosed] = tokens.count }
  }

  /// The index of the token closing the bracket at `open` (`open` itself if it is no opener).
  func close(_ open: Int) -> Int { closer[open] ?? open }

  /// The index of the token opening the bracket closed at `close`, or `nil`.
  func open(_ close: Int) -> Int? { opener[close] }
}
