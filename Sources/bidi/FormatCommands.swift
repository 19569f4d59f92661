import BidiEngine
import Foundation

/// Options shared by `bidi wrap` and `bidi format`.
enum FormatOptions {
  /// Parses `--context ltr|rtl` (default: unknown), `--style isolate|embed`.
  static func formatter(_ arguments: inout Arguments) throws -> BidiFormatter {
    let context = try arguments.option("--context", oneOf: ["ltr", "rtl"]).flatMap {
      TextDirection(abbreviation: $0)
    }
    let style: FormattingStyle =
      try arguments.option("--style", oneOf: ["isolate", "embed"]) == "embed" ? .embedding : .isolate
    return BidiFormatter(context: context, style: style)
  }

  static func output(_ text: String, escape: Bool) -> String {
    escape ? BidiNotation.escape(text) : text
  }
}

/// `bidi wrap`: one value, wrapped for display inside text of the context direction.
enum WrapCommand: Subcommand {
  static let name = "wrap"
  static let summary = "a value wrapped in isolates (or embeddings and marks) for display in text"
  static let usage = """
    usage: bidi wrap [--direction ltr|rtl|auto|first-strong|any-rtl|word-count]
                     [--kind text|phone|url|email|path|number] [--context ltr|rtl]
                     [--style isolate|embed] [--escape] [--] VALUE

    Prints VALUE wrapped so that it displays intact inside text of the context direction:
    in LRI, RLI or FSI … PDI (default), or for renderers without isolate support in LRE or
    RLE … PDF with LRM/RLM marks, as AndroidX's BidiFormatter does. Directional controls
    inside VALUE are balanced first. Put `--` before a VALUE that starts with '-'.

      --direction D   the value's direction: ltr, rtl, auto (default: left to the renderer,
                      FSI), or estimated by first-strong, any-rtl or word-count
      --kind K        phone, url, email, path and number are always left-to-right
      --context C     the direction of the surrounding text (default: unknown)
      --style S       isolate (default) or embed (legacy embeddings and marks)
      --escape        show directional controls as ⟨RLI⟩, ⟨PDI⟩…
    """

  static func run(_ arguments: inout Arguments, io: CommandIO) throws -> ExitCode {
    let formatter = try FormatOptions.formatter(&arguments)
    let direction: ValueDirection =
      switch try arguments.option(
        "--direction", oneOf: ["ltr", "rtl", "auto", "first-strong", "any-rtl", "word-count"])
      {
      case "ltr": .leftToRight
      case "rtl": .rightToLeft
      case "first-strong": .estimated(.firstStrong)
      case "any-rtl": .estimated(.anyRightToLeft)
      case "word-count": .estimated(.wordCount)
      default: .auto
      }
    let kinds: [String: ValueKind] = [
      "text": .text, "phone": .phoneNumber, "url": .url, "email": .emailAddress, "path": .filePath,
      "number": .number,
    ]
    let kind =
      try arguments.option("--kind", oneOf: ["text", "phone", "url", "email", "path", "number"]).map {
        kinds[$0]!
      } ?? .text
    let escape = arguments.flag("--escape")
    let values = try arguments.positionals()
    guard values.count == 1 else { throw CommandError.usage("wrap takes one VALUE argument") }
    io.print(
      FormatOptions.output(formatter.wrap(values[0], direction: direction, kind: kind), escape: escape))
    return .ok
  }
}

/// `bidi format`: a printf-style template with every argument wrapped.
enum FormatCommand: Subcommand {
  static let name = "format"
  static let summary = "a printf-style template formatted with every argument isolated"
  static let usage = """
    usage: bidi format [--context ltr|rtl] [--style isolate|embed] [--escape] [--] TEMPLATE [ARG…]

    Prints TEMPLATE with its placeholders (%@ %s %d %i %u %ld %lld %f %.2f %x %c %%, positional
    %1$@, flags, width, precision, %#@var@) replaced by the ARGs, each wrapped so that it
    displays intact (see 'bidi wrap --help'), as one raw line. Arguments of numeric placeholders
    must be numbers. With a context, the line keeps that direction (a leading LRM or RLM when
    its first strong character would say otherwise).

    A malformed template (dangling %, unknown conversion, %3$@ with two arguments, positional
    and sequential placeholders mixed) exits with status 65 and names the UTF-16 offset.
    """

  static func run(_ arguments: inout Arguments, io: CommandIO) throws -> ExitCode {
    let formatter = try FormatOptions.formatter(&arguments)
    let escape = arguments.flag("--escape")
    let positionals = try arguments.positionals()
    guard let text = positionals.first else { throw CommandError.usage("format needs a TEMPLATE") }
    do {
      let template = try FormatTemplate(text)
      let values = Array(positionals.dropFirst())
      var formatArguments = values.map { FormatArgument.text($0) }
      for placeholder in template.placeholders where placeholder.argumentIndex < values.count {
        let value = values[placeholder.argumentIndex]
        let index = placeholder.argumentIndex
        switch placeholder.conversion {
        case "d", "i", "u", "x", "X", "o":
          if let number = Int64(value) {
            formatArguments[index] = .integer(number)
          } else if let number = UInt64(value) {
            formatArguments[index] = .integer(number)
          } else {
            throw CommandError.data(
              "argument \(index + 1) '\(value)' is not an integer, as '\(placeholder.spelling)' at UTF-16 offset \(placeholder.utf16Offset) needs"
            )
          }
        case "c":
          // As in C and the library, a number is the character's code point (`%c` 65 is A);
          // other text gives its first character.
          if let number = Int64(value) { formatArguments[index] = .integer(number) }
        case "f", "F", "e", "E", "g", "G", "a", "A":
          guard let number = Double(value) else {
            throw CommandError.data(
              "argument \(index + 1) '\(value)' is not a number, as '\(placeholder.spelling)' at UTF-16 offset \(placeholder.utf16Offset) needs"
            )
          }
          formatArguments[index] = .double(number)
        default:
          break
        }
      }
      io.print(FormatOptions.output(try formatter.format(template, formatArguments), escape: escape))
      return .ok
    } catch let error as FormatTemplateError {
      throw CommandError.data("template \(error)")
    }
  }
}

/// `bidi sanitize`: untrusted text with its directional controls balanced or stripped, or audited.
enum SanitizeCommand: Subcommand {
  static let name = "sanitize"
  static let summary = "balance, strip or audit bidi controls in text; --source rewrites code (Trojan Source)"
  static let usage = """
    usage: bidi sanitize [--strip] [--audit] [--escape] [--line-buffered] [FILE…]
           bidi sanitize --source [--language L] [--audit] [--escape] [FILE…]

    For each input line, closes unterminated embeddings, overrides and isolates at its end
    and drops PDFs and PDIs that close nothing, following UAX #9's pairing rules (a PDF inside
    an isolate cannot close an embedding opened outside it). No other character changes.
    Writes to standard output only, never to an input file.

    This balancing is for untrusted values each shown on its own (a user name, a file name,
    a message): it keeps one value from reordering what is displayed after it. It is not a
    defence for source code, where a line holds many tokens and the paragraph ends at the
    line's end anyway: an override opened in one comment and closed in the next one is
    balanced, and still reorders the code between them. Use --source for code.

      --strip   remove every directional control instead (LRM, RLM, ALM included)
      --audit   instead of the text, list every directional control as
                FILE:LINE: U+202E RLO at scalar N (UTF-16 M): matched|unterminated|unmatched|…
                and exit with status 1 if any is unterminated or unmatched
      --escape  show directional controls in the output as ⟨RLI⟩, ⟨PDI⟩…
      --line-buffered  write each line as soon as it is sanitized (the default when
                standard output is a terminal)

    Lines that are not valid UTF-8 are reported with their line number (exit status 65); the
    other lines are still processed.

    --source reads each input as source code (the language by extension, else --language,
    else C-family; see 'bidi lint --help') and rewrites every directional control so that
    the program means the same and displays as it runs: in a string or character literal as
    the language's escape (\\u{202E} in Swift and Rust, \\#u{202E} in a #"…"# raw string,
    \\u202E elsewhere; a shell quote is split around $'\\u202E' when the #! line names bash,
    zsh or ksh), in a comment removed. A control in code (an identifier, an operator) or in a
    literal without escapes (raw strings, POSIX sh quotes) cannot be rewritten: then nothing
    is written, every such control is reported as FILE:LINE:COLUMN, and the exit status is
    65. With --audit, every control is listed with the token it is in; a pairing that crosses
    tokens (opened in a comment, closed in the code after it) is reported as such, and any
    reordering control gives exit status 1.
    """

  static func run(_ arguments: inout Arguments, io: CommandIO) throws -> ExitCode {
    let strip = arguments.flag("--strip")
    let audit = arguments.flag("--audit")
    let escape = arguments.flag("--escape")
    let source = arguments.flag("--source")
    let lineBuffered = LineInput.lineBuffered(&arguments, io: io)
    let language = try SourceCodeInput.language(&arguments)
    let paths = try arguments.positionals()
    if strip && audit { throw CommandError.usage("--strip and --audit cannot be combined") }
    if source {
      if strip {
        throw CommandError.usage("--strip cannot be combined with --source: it would change literals")
      }
      return try SourceCodeInput.sanitize(paths, language: language, audit: audit, escape: escape, io: io)
    }
    if language != nil { throw CommandError.usage("--language needs --source") }
    let sanitizer = strip ? BidiSanitizer.stripping : BidiSanitizer.balancing
    var foundUnbalanced = false
    let result = try LineInput.forEachLine(paths, io: io, lineBuffered: lineBuffered) { line, location in
      if audit {
        let findings = BidiControlAudit(line)
        for finding in findings.findings { io.print("\(location): \(finding)") }
        foundUnbalanced = foundUnbalanced || findings.hasUnbalancedControls
      } else {
        // Line ends are written back as they were (CRLF stays CRLF, no newline is added at
        // the end): only directional controls ever change.
        io.write(FormatOptions.output(sanitizer.sanitize(line), escape: escape) + location.terminator)
      }
    }
    if result == .ok && foundUnbalanced { return .findings }
    return result
  }
}
