/// Splits source code into comments, string literals and code, as a language's lexer does,
/// far enough to tell where a directional control is (rustc's `text_direction_codepoint_in_
/// literal` and `_in_comment` lints, GCC's `-Wbidi-chars`).
///
/// The scanner is a loop over the scalars with an explicit stack of modes (code, a string
/// literal, code interpolated in a string literal), so nesting depth costs memory, never stack.
/// It does not check syntax: an unterminated comment or string runs to the end of the text
/// (single-line strings to the end of their line), as editors colour them.
public struct SourceScanner: Sendable {
  /// The language whose syntax is followed.
  public var language: SourceLanguage

  /// A scanner for `language`.
  public init(language: SourceLanguage) {
    self.language = language
  }

  /// The tokens of `text` in order; together they cover every scalar exactly once.
  public func tokens(of text: String) -> [SourceToken] {
    var run = Run(language: language, scalars: Array(text.unicodeScalars))
    run.scan()
    return run.covering()
  }
}

/// How a string literal ends and what it allows inside.
struct StringForm {
  /// The scalars that end it.
  var terminator: [Unicode.Scalar]
  /// Whether `\` escapes the next scalar (after `escapeHashes` `#`, for Swift raw strings).
  var backslashEscapes = true
  /// The `#` a Swift raw string needs after a backslash.
  var escapeHashes = 0
  /// Interpolated code: what opens it (after the backslash and hashes, for Swift) and the
  /// bracket that closes it.
  var interpolation: (opener: [Unicode.Scalar], closer: Unicode.Scalar)?
  /// Whether interpolation starts at a backslash (Swift) rather than at its own opener.
  var interpolationAfterBackslash = false
  /// Whether a doubled opener is a literal one (`{{` in Python f-strings).
  var doubledOpenerIsLiteral = false
  /// Whether a line break ends it (unterminated).
  var endsAtLineBreak = true
  /// Whether a doubled terminator is a literal one (C# `@"…"""…"`).
  var doubledTerminatorIsLiteral = false
  /// How a scalar is escaped inside.
  var escapeForm: SourceToken.EscapeForm = .standard
}

extension SourceScanner {
  struct Run {
    enum Mode {
      /// Code; inside an interpolation, the bracket that ends it and how deep brackets are.
      case code(closer: Unicode.Scalar?, opener: Unicode.Scalar?, depth: Int)
      case string(StringForm)
    }

    let language: SourceLanguage
    let scalars: [Unicode.Scalar]
    var index = 0
    var stack: [Mode] = [.code(closer: nil, opener: nil, depth: 0)]
    /// Comments and string literal parts, in order.
    var tokens: [SourceToken] = []
    /// Where the current string literal part started.
    var segmentStart = 0

    init(language: SourceLanguage, scalars: [Unicode.Scalar]) {
      self.language = language
      self.scalars = scalars
    }

    subscript(offset: Int) -> Unicode.Scalar? {
      index + offset < scalars.count ? scalars[index + offset] : nil
    }

    func starts(with sequence: [Unicode.Scalar]) -> Bool {
      guard index + sequence.count <= scalars.count else { return false }
      for (k, scalar) in sequence.enumerated() where scalars[index + k] != scalar { return false }
      return true
    }

    mutating func scan() {
      while index < scalars.count {
        switch stack[stack.count - 1] {
        case .code(let closer, let opener, let depth): stepCode(closer: closer, opener: opener, depth: depth)
        case .string(let form): stepString(form)
        }
      }
      if case .string(let form) = stack[stack.count - 1] { endSegment(at: scalars.count, form) }
    }

    mutating func endSegment(at end: Int, _ form: StringForm) {
      if end > segmentStart {
        tokens.append(
          SourceToken(kind: .stringLiteral, range: segmentStart..<end, escapeForm: form.escapeForm))
      }
    }

    mutating func stepCode(closer: Unicode.Scalar?, opener: Unicode.Scalar?, depth: Int) {
      let scalar = scalars[index]
      if let closer {
        if scalar == opener {
          stack[stack.count - 1] = .code(closer: closer, opener: opener, depth: depth + 1)
        } else if scalar == closer {
          if depth == 0 {
            // Back in the string literal, whose next part starts at the closing bracket.
            stack.removeLast()
            segmentStart = index
            index += 1
            return
          }
          stack[stack.count - 1] = .code(closer: closer, opener: opener, depth: depth - 1)
        }
      }
      if language.hasSlashComments && scalar == "/" && self[1] == "/" {
        lineComment()
      } else if language.hasSlashComments && scalar == "/" && self[1] == "*" {
        blockComment()
      } else if language.hasHashComments && scalar == "#" && startsShellWord() {
        lineComment()
      } else if language == .shell && scalar == "\\" {
        index += 2  // an escaped character in shell code: `\'` is no quote
      } else if let (form, openerLength) = stringOpener() {
        segmentStart = index
        index += openerLength
        stack.append(.string(form))
      } else {
        index += 1
      }
    }

    /// Whether a `#` here starts a comment: always in Python; in shells, at the start of a word.
    func startsShellWord() -> Bool {
      guard language == .shell, index > 0 else { return true }
      let previous = scalars[index - 1]
      return previous == " " || previous == "\t" || previous == "\n" || previous == ";" || previous == "&"
        || previous == "|" || previous == "(" || previous == ")"
    }

    mutating func lineComment() {
      let start = index
      while index < scalars.count && scalars[index] != "\n" && scalars[index] != "\r" { index += 1 }
      tokens.append(SourceToken(kind: .comment, range: start..<index))
    }

    mutating func blockComment() {
      let start = index
      index += 2
      var depth = 1
      while index < scalars.count {
        if scalars[index] == "*" && self[1] == "/" {
          index += 2
          depth -= 1
          if depth == 0 || !language.nestsBlockComments { break }
        } else if language.nestsBlockComments && scalars[index] == "/" && self[1] == "*" {
          index += 2
          depth += 1
        } else {
          index += 1
        }
      }
      tokens.append(SourceToken(kind: .comment, range: start..<index))
    }

    mutating func stepString(_ form: StringForm) {
      let scalar = scalars[index]
      if starts(with: form.terminator) {
        if form.doubledTerminatorIsLiteral && index + 2 * form.terminator.count <= scalars.count
          && Array(scalars[(index + form.terminator.count)..<(index + 2 * form.terminator.count)])
            == form.terminator
        {
          index += 2 * form.terminator.count
          return
        }
        index += form.terminator.count
        endSegment(at: index, form)
        stack.removeLast()
      } else if form.endsAtLineBreak && (scalar == "\n" || scalar == "\r") {
        endSegment(at: index, form)
        stack.removeLast()
      } else if form.backslashEscapes && scalar == "\\" && hashes(after: index + 1) >= form.escapeHashes {
        let next = index + 1 + form.escapeHashes
        if form.interpolationAfterBackslash, let interpolation = form.interpolation,
          next < scalars.count, scalars[next] == interpolation.opener[0]
        {
          enterInterpolation(
            at: next + 1, form, closer: interpolation.closer, opener: interpolation.opener[0])
        } else {
          index = min(scalars.count, next + 1)
        }
      } else if !form.interpolationAfterBackslash, let interpolation = form.interpolation,
        starts(with: interpolation.opener)
      {
        if form.doubledOpenerIsLiteral && self[1] == interpolation.opener[0] {
          index += 2
        } else {
          let opener = interpolation.opener[interpolation.opener.count - 1]
          enterInterpolation(
            at: index + interpolation.opener.count, form, closer: interpolation.closer, opener: opener)
        }
      } else {
        index += 1
      }
    }

    mutating func enterInterpolation(
      at codeStart: Int, _ form: StringForm, closer: Unicode.Scalar, opener: Unicode.Scalar
    ) {
      endSegment(at: codeStart, form)
      index = codeStart
      stack.append(.code(closer: closer, opener: opener, depth: 0))
    }

    /// How many `#` follow at `offset`.
    func hashes(after offset: Int) -> Int {
      var count = 0
      while offset + count < scalars.count && scalars[offset + count] == "#" { count += 1 }
      return count
    }

    /// The tokens with the code between them filled in.
    func covering() -> [SourceToken] {
      var result: [SourceToken] = []
      var position = 0
      for token in tokens {
        if token.range.lowerBound > position {
          result.append(SourceToken(kind: .code, range: position..<token.range.lowerBound))
        }
        result.append(token)
        position = token.range.upperBound
      }
      if position < scalars.count { result.append(SourceToken(kind: .code, range: position..<scalars.count)) }
      return result
    }
  }
}
