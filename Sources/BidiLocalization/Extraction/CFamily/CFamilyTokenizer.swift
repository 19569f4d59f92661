/// A token of C, C++, Objective-C or Objective-C++ source, as genstrings reads it: comments
/// and `#include`/`#import` lines dropped, adjacent string literals (`@"a" @"b"`, `"a" "b"`)
/// joined into one.
struct CFamilyToken: Sendable {
  enum Kind: Sendable, Hashable {
    case identifier
    /// One or more adjacent string literals.
    case string
    /// A number or character literal.
    case constant
    case punctuation
  }

  var kind: Kind
  /// The identifier or punctuation; for a string, its text with escapes decoded.
  var text: String
  /// A string's text as written between its quotes (pieces joined), escapes not decoded.
  var spelling = ""
  var start: Int
  /// Whether it is on a `#define` line.
  var inDefinition = false
  /// Whether it is the name a `#define` defines.
  var startsDefinition = false
}

/// Splits C-family source into ``CFamilyToken``s; never recurses, never fails (an unterminated
/// literal ends at its line's end and is reported in ``problems``).
struct CFamilyTokenizer {
  private(set) var tokens: [CFamilyToken] = []
  /// Where unterminated literals start.
  private(set) var problems: [Int] = []

  init(_ scalars: [Unicode.Scalar]) {
    var index = 0
    var lineStart = true
    var definition = false
    var definitionStart = false
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "\n" {
        // A line continuation keeps a directive going.
        if !(index > 0 && scalars[index - 1] == "\\") { definition = false }
        lineStart = true
        index += 1
        continue
      }
      if scalar == " " || scalar == "\t" || scalar == "\r" || scalar == "\u{0C}" {
        index += 1
        continue
      }
      if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" || scalars[index + 1] == "*" {
        if scalars[index + 1] == "/" {
          while index < scalars.count && scalars[index] != "\n" { index += 1 }
        } else {
          index += 2
          while index + 1 < scalars.count && !(scalars[index] == "*" && scalars[index + 1] == "/") {
            index += 1
          }
          index = min(index + 2, scalars.count)
        }
        continue
      }
      if scalar == "#" && lineStart {
        var end = index + 1
        while end < scalars.count && (scalars[end] == " " || scalars[end] == "\t") { end += 1 }
        let wordStart = end
        while end < scalars.count && Self.isIdentifierPart(scalars[end]) { end += 1 }
        let directive = String(String.UnicodeScalarView(scalars[wordStart..<end]))
        if directive == "define" {
          definition = true
          definitionStart = true
          index = end
        } else {  // `#import <…>`, `#include "…"`, `#if`, `#pragma`: nothing to read
          while index < scalars.count && !(scalars[index] == "\n" && scalars[index - 1] != "\\") {
            index += 1
          }
        }
        continue
      }
      lineStart = false
      if let literal = Self.literalStart(scalars, at: index) {
        var token = CFamilyToken(kind: .string, text: "", start: index, inDefinition: definition)
        var cursor = literal
        while true {
          let (text, spelling, end, closed) = Self.readLiteral(scalars, quote: cursor)
          if !closed { problems.append(cursor) }
          token.text += text
          token.spelling += spelling
          cursor = end
          // Adjacent literals, across white space, line breaks and comments, are one.
          var next = cursor
          while next < scalars.count {
            if scalars[next] == " " || scalars[next] == "\t" || scalars[next] == "\n" || scalars[next] == "\r"
            {
              next += 1
            } else if scalars[next] == "/", next + 1 < scalars.count, scalars[next + 1] == "*" {
              next += 2
              while next + 1 < scalars.count && !(scalars[next] == "*" && scalars[next + 1] == "/") {
                next += 1
              }
              next = min(next + 2, scalars.count)
            } else if scalars[next] == "/", next + 1 < scalars.count, scalars[next + 1] == "/" {
              while next < scalars.count && scalars[next] != "\n" { next += 1 }
            } else {
              break
            }
          }
          guard let following = Self.literalStart(scalars, at: next) else { break }
          cursor = following
        }
        tokens.append(token)
        index = cursor
      } else if scalar == "'" {
        var end = index + 1
        while end < scalars.count && scalars[end] != "'" && scalars[end] != "\n" {
          end += scalars[end] == "\\" ? 2 : 1
        }
        tokens.append(CFamilyToken(kind: .constant, text: "'", start: index, inDefinition: definition))
        index = min(end + 1, scalars.count)
      } else if Self.isIdentifierPart(scalar) {
        var end = index + 1
        while end < scalars.count && Self.isIdentifierPart(scalars[end]) { end += 1 }
        let word = String(String.UnicodeScalarView(scalars[index..<end]))
        let isNumber = ("0"..."9").contains(scalar)
        var token = CFamilyToken(
          kind: isNumber ? .constant : .identifier, text: word, start: index, inDefinition: definition)
        token.startsDefinition = definitionStart
        definitionStart = false
        tokens.append(token)
        index = end
      } else {
        tokens.append(
          CFamilyToken(kind: .punctuation, text: String(scalar), start: index, inDefinition: definition))
        index += 1
      }
    }
  }

  /// The string constants the tokens define: `#define NAME @"text"` (an object-like macro
  /// whose whole value is a string literal) → `NAME` → the literal.
  var stringConstants: [String: CFamilyToken] {
    var result: [String: CFamilyToken] = [:]
    for index in tokens.indices.dropLast() where tokens[index].startsDefinition {
      let value = tokens[index + 1]
      let next = index + 2 < tokens.count ? tokens[index + 2] : nil
      if value.kind == .string, value.inDefinition,
        next.map({ !$0.inDefinition || $0.startsDefinition }) ?? true
      {
        result[tokens[index].text] = value
      }
    }
    return result
  }

  static func isIdentifierPart(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "_" || scalar == "$" || scalar.properties.isXIDContinue
  }

  /// The index of the opening quote of a string literal starting at `index` (`"`, `@"`, `L"`,
  /// `u8"`, `u"`, `U"`), or `nil`.
  static func literalStart(_ scalars: [Unicode.Scalar], at index: Int) -> Int? {
    guard index < scalars.count else { return nil }
    if scalars[index] == "\"" { return index }
    for prefix in ["@", "L", "u8", "u", "U"] {
      let count = prefix.unicodeScalars.count
      guard index + count < scalars.count, scalars[index + count] == "\"",
        Array(scalars[index..<(index + count)]) == Array(prefix.unicodeScalars),
        index == 0 || prefix == "@" || !isIdentifierPart(scalars[index - 1])
      else { continue }
      return index + count
    }
    return nil
  }

  /// The literal whose `"` is at `quote`: its decoded text, its spelling, the index after it,
  /// and whether it was closed on its line.
  static func readLiteral(_ scalars: [Unicode.Scalar], quote: Int) -> (String, String, Int, Bool) {
    var text = String.UnicodeScalarView()
    var index = quote + 1
    while index < scalars.count, scalars[index] != "\"", scalars[index] != "\n" {
      guard scalars[index] == "\\", index + 1 < scalars.count else {
        text.append(scalars[index])
        index += 1
        continue
      }
      let (decoded, length) = CEscape.decode(scalars, at: index)
      text.append(contentsOf: decoded)
      index += length
    }
    let closed = index < scalars.count && scalars[index] == "\""
    let spelling = String(String.UnicodeScalarView(scalars[(quote + 1)..<index]))
    return (String(text), spelling, closed ? index + 1 : index, closed)
  }
}

/// C's escape sequences in string literals: `\n \t \r \a \b \f \v \\ \" \' \?`, octal `\0`–`\377`,
/// `\xHH…`, `\uXXXX`, `\UXXXXXXXX`, and a backslash before a line break (a continuation).
enum CEscape {
  /// The scalars the escape at `index` (its backslash) stands for, and its length.
  static func decode(_ scalars: [Unicode.Scalar], at index: Int) -> ([Unicode.Scalar], Int) {
    let next = scalars[index + 1]
    let simple: [Unicode.Scalar: Unicode.Scalar] = [
      "n": "\n", "t": "\t", "r": "\r", "a": "\u{07}", "b": "\u{08}", "f": "\u{0C}", "v": "\u{0B}", "\\": "\\",
      "\"": "\"", "'": "'", "?": "?",
    ]
    if let decoded = simple[next] { return ([decoded], 2) }
    if next == "\n" { return ([], 2) }
    func number(from start: Int, radix: Int, maximum: Int) -> (UInt32, Int) {
      var value: UInt32 = 0
      var length = 0
      while length < maximum, start + length < scalars.count,
        let digit = Character(scalars[start + length]).hexDigitValue, digit < radix
      {
        value = value &* UInt32(radix) &+ UInt32(digit)
        length += 1
      }
      return (value, length)
    }
    let digits: (radix: Int, maximum: Int, start: Int)
    switch next {
    case "0"..."7": digits = (8, 3, index + 1)
    case "x": digits = (16, 8, index + 2)
    case "u": digits = (16, 4, index + 2)
    case "U": digits = (16, 8, index + 2)
    default: return ([next], 2)  // an unknown escape stands for its character
    }
    let (value, length) = number(from: digits.start, radix: digits.radix, maximum: digits.maximum)
    return (Unicode.Scalar(value).map { [$0] } ?? ["\u{FFFD}"], digits.start - index + max(length, 0))
  }
}
