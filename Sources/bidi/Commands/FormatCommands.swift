import BidiEngine
import Foundation

/// Options shared by `bidi wrap` and `bidi format`.
enum FormatOptions {
  /// The direction of the surrounding text.
  enum Context: String, CaseIterable, Sendable { case ltr, rtl }
  /// Isolates or legacy embeddings and marks.
  enum Style: String, CaseIterable, Sendable { case isolate, embed }

  static let context = Option<Context>.choice(
    "--context", help: "the direction of the surrounding text (default: unknown)")
  static let style = Option<Style>.choice(
    "--style", help: "isolate (default) or embed (legacy embeddings and marks)")

  /// The formatter `--context` and `--style` describe.
  static func formatter(_ arguments: ParsedArguments) -> BidiFormatter {
    let context = arguments[context].flatMap { TextDirection(abbreviation: $0.rawValue) }
    let style: FormattingStyle = arguments[style] == .embed ? .embedding : .isolate
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
  static let operands = "[--] VALUE"
  static let discussion = """
    Prints VALUE wrapped so that it displays intact inside text of the context direction:
    in LRI, RLI or FSI … PDI (default), or for renderers without isolate support in LRE or
    RLE … PDF with LRM/RLM marks, as AndroidX's BidiFormatter does. Directional controls
    inside VALUE are balanced first. Put `--` before a VALUE that starts with '-'.
    """

  /// The values of `--direction`.
  enum Direction: String, CaseIterable, Sendable {
    case ltr, rtl, auto
    case firstStrong = "first-strong"
    case anyRTL = "any-rtl"
    case wordCount = "word-count"

    var valueDirection: ValueDirection {
      switch self {
      case .ltr: .leftToRight
      case .rtl: .rightToLeft
      case .auto: .auto
      case .firstStrong: .estimated(.firstStrong)
      case .anyRTL: .estimated(.anyRightToLeft)
      case .wordCount: .estimated(.wordCount)
      }
    }
  }

  /// The values of `--kind`.
  enum Kind: String, CaseIterable, Sendable {
    case text, phone, url, email, path, number

    var valueKind: ValueKind {
      switch self {
      case .text: .text
      case .phone: .phoneNumber
      case .url: .url
      case .email: .emailAddress
      case .path: .filePath
      case .number: .number
      }
    }
  }

  static let direction = Option<Direction>.choice(
    "--direction",
    help:
      "the value's direction: ltr, rtl, auto (default: left to the renderer, FSI), or estimated by first-strong, any-rtl or word-count"
  )
  static let kind = Option<Kind>.choice(
    "--kind", help: "what the value is: phone, url, email, path and number are always left-to-right")
  static let options: [any OptionDeclaring] = [
    direction, kind, FormatOptions.context, FormatOptions.style, SharedOptions.escape,
  ]

  static func run(_ arguments: ParsedArguments, io: CommandIO) throws -> ExitCode {
    let formatter = FormatOptions.formatter(arguments)
    let direction = (arguments[direction] ?? .auto).valueDirection
    let kind = (arguments[kind] ?? .text).valueKind
    let escape = arguments[SharedOptions.escape]
    let values = arguments.operands
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
  static let operands = "[--] TEMPLATE [ARG…]"
  static let discussion = """
    Prints TEMPLATE with its placeholders (%@ %s %d %i %u %ld %lld %f %.2f %x %c %%, positional
    %1$@, flags, width, precision, %#@var@) replaced by the ARGs, each wrapped so that it
    displays intact (see 'bidi wrap --help'), as one raw line. Arguments of numeric placeholders
    must be numbers. With a context, the line keeps that direction (a leading LRM or RLM when
    its first strong character would say otherwise).

    A malformed template (dangling %, unknown conversion, %3$@ with two arguments, positional
    and sequential placeholders mixed) exits with status 65 and names the UTF-16 offset.
    """
  static let options: [any OptionDeclaring] = [
    FormatOptions.context, FormatOptions.style, SharedOptions.escape,
  ]

  static func run(_ arguments: ParsedArguments, io: CommandIO) throws -> ExitCode {
    let formatter = FormatOptions.formatter(arguments)
    let escape = arguments[SharedOptions.escape]
    let positionals = arguments.operands
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
