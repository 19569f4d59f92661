import BidiText

/// `bidi breaks`: the Unicode line break opportunities of each line.
enum BreaksCommand: Subcommand {
  static let name = "breaks"
  static let summary = "each line → where it may break (UAX #14 line breaking)"
  static let operands = "[FILE…]"
  static let discussion = """
    For each input line prints the scalar offsets after which the line may break by the
    Unicode line breaking algorithm (UAX #14, Unicode 15.0), space-separated: an offset N
    means a break after the first N scalars. A `!` follows a mandatory break (after U+2028
    LINE SEPARATOR, a form feed, a lone carriage return…). The end of the line is not listed;
    a line without opportunities gives an empty line.
    """
  static let uax14 = Flag(
    "--uax14",
    help:
      "also the opportunities inside a grapheme cluster that UAX #14 alone allows (a pictograph and an emoji modifier), as LineBreakTest.txt lists them"
  )
  static let options: [any OptionDeclaring] = [uax14, SharedOptions.lineBuffered]

  static func run(_ arguments: ParsedArguments, io: CommandIO) throws -> ExitCode {
    let keepsClusters = !arguments[uax14]
    let lineBuffered = LineInput.lineBuffered(arguments, io: io)
    return try LineInput.mapLines(arguments.operands, io: io, lineBuffered: lineBuffered) { text in
      let opportunities = LineBreaker.opportunities(in: text, keepingGraphemeClusters: keepsClusters)
      return opportunities.dropLast().map { "\($0.offset)\($0.isMandatory ? "!" : "")" }
        .joined(separator: " ")
    }
  }
}

/// `bidi columns`: the display width of each line in terminal columns.
enum ColumnsCommand: Subcommand {
  static let name = "columns"
  static let summary = "each line → its width in terminal columns"
  static let operands = "[FILE…]"
  static let discussion = """
    For each input line prints the number of terminal columns it takes, counted by grapheme
    cluster from the Unicode 15.0 data: marks, format and control characters take none, East
    Asian wide and fullwidth characters and emoji two, the others one (as glibc's wcwidth,
    except for characters newer than its Unicode tables); an emoji ZWJ sequence, a flag or an
    emoji with a skin tone counts as one emoji.
    """
  static let options: [any OptionDeclaring] = [SharedOptions.lineBuffered]

  static func run(_ arguments: ParsedArguments, io: CommandIO) throws -> ExitCode {
    let lineBuffered = LineInput.lineBuffered(arguments, io: io)
    return try LineInput.mapLines(arguments.operands, io: io, lineBuffered: lineBuffered) { text in
      String(TerminalColumns.width(of: text))
    }
  }
}
