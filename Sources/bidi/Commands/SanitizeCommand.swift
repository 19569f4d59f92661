import BidiEngine

/// `bidi sanitize`: untrusted text with its directional controls balanced or stripped, or audited.
enum SanitizeCommand: Subcommand {
  static let name = "sanitize"
  static let summary = "balance, strip or audit bidi controls in text; --source rewrites code (Trojan Source)"
  static let operands = "[FILE…]"
  static let discussion = """
    For each input line, closes unterminated embeddings, overrides and isolates at its end
    and drops PDFs and PDIs that close nothing, following UAX #9's pairing rules (a PDF inside
    an isolate cannot close an embedding opened outside it). No other character changes.
    Writes to standard output only, never to an input file.

    This balancing is for untrusted values each shown on its own (a user name, a file name,
    a message): it keeps one value from reordering what is displayed after it. It is not a
    defence for source code, where a line holds many tokens and the paragraph ends at the
    line's end anyway: an override opened in one comment and closed in the next one is
    balanced, and still reorders the code between them. Use --source for code.

    Lines that are not valid UTF-8 are reported with their line number (exit status 65); the
    other lines are still processed.
    """
  static let epilogue = """
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

  static let strip = Flag(
    "--strip", help: "remove every directional control instead (LRM, RLM, ALM included)",
    excludes: ["--audit", "--source"])
  static let audit = Flag(
    "--audit",
    help:
      "instead of the text, list every directional control as FILE:LINE: U+202E RLO at scalar N (UTF-16 M): matched|unterminated|unmatched|…, and exit with status 1 if any is unterminated or unmatched"
  )
  static let source = Flag(
    "--source", help: "read the inputs as source code and rewrite their directional controls (see below)")
  static let options: [any OptionDeclaring] = [
    strip, audit, source, SourceCodeInput.language(requires: ["--source"]), SharedOptions.escape,
    SharedOptions.lineBuffered,
  ]

  static func run(_ arguments: ParsedArguments, io: CommandIO) throws -> ExitCode {
    let strip = arguments[strip]
    let audit = arguments[audit]
    let escape = arguments[SharedOptions.escape]
    let lineBuffered = LineInput.lineBuffered(arguments, io: io)
    let paths = arguments.operands
    if arguments[source] {
      return try SourceCodeInput.sanitize(
        paths, language: SourceCodeInput.language(arguments), audit: audit, escape: escape, io: io)
    }
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
