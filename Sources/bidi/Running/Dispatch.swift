import DirectionalLayout

/// Every subcommand, in the order `bidi --help` lists them. Add new ones here.
let subcommands: [any Subcommand.Type] = [
  VisualCommand.self,
  LevelsCommand.self,
  InspectCommand.self,
  BreaksCommand.self,
  ColumnsCommand.self,
  WrapCommand.self,
  FormatCommand.self,
  SanitizeCommand.self,
  GoldenCommand.self,
  CatalogCommand.self,
  LintCommand.self,
  PseudoCommand.self,
  ExtractCommand.self,
  LayoutCommand.self,
]

let bidiVersion = "0.2.0"

/// Runs the `bidi` command line (without the program name) and returns the exit code.
func runBidi(_ argv: [String], io: CommandIO) -> Int32 {
  let code = runSubcommand(argv, io: io)
  io.flush()
  if let failure = io.writeFailure {
    io.warn(failure)
    return ExitCode.ioError.rawValue
  }
  return code
}

private func runSubcommand(_ argv: [String], io: CommandIO) -> Int32 {
  guard let first = argv.first else {
    io.warn("a subcommand is needed\n\n" + generalUsage)
    return ExitCode.usage.rawValue
  }
  if first == "--help" || first == "-h" || (first == "help" && argv.count == 1) {
    io.print(generalUsage)
    return ExitCode.ok.rawValue
  }
  if first == "--version" {
    io.print("bidi \(bidiVersion)")
    return ExitCode.ok.rawValue
  }
  // `bidi help SUBCOMMAND [ACTION]` is `bidi SUBCOMMAND [ACTION] --help`.
  let words = first == "help" ? Array(argv.dropFirst()) + ["--help"] : argv
  guard var command = subcommands.first(where: { $0.name == words[0] }) else {
    io.warn("unknown subcommand '\(words[0])'; see 'bidi --help'")
    return ExitCode.usage.rawValue
  }
  var path = "bidi \(command.name)"
  var rest = Array(words.dropFirst())
  // An action is the first word after its subcommand (`bidi golden verify`).
  if !command.actions.isEmpty, let word = rest.first,
    let action = command.actions.first(where: { $0.name == word })
  {
    command = action
    path += " \(action.name)"
    rest.removeFirst()
  }
  let optionPart = rest.prefix { $0 != "--" }
  if optionPart.contains("--help") || optionPart.contains("-h") {
    io.print(HelpText.help(for: command, path: path))
    return ExitCode.ok.rawValue
  }
  do {
    if !command.actions.isEmpty {
      let names = command.actions.map { "'\($0.name)'" }.joined(separator: ", ")
      throw CommandError.usage(
        rest.first.map { "unknown action '\($0)' of \(path); one of \(names)" }
          ?? "\(path) needs an action: one of \(names)")
    }
    let arguments = try ParsedArguments(parsing: rest, options: command.declarations)
    return try command.run(arguments, io: io).rawValue
  } catch let error as CommandError {
    io.warn(error.message)
    if error.code == .usage { io.warn("usage: see '\(path) --help'") }
    return error.code.rawValue
  } catch let error as LayoutError {
    // A tree that parsed but cannot be laid out is bad input data too.
    io.warn("\(error)")
    return ExitCode.dataError.rawValue
  } catch {
    io.warn("\(error)")
    return ExitCode.ioError.rawValue
  }
}

var generalUsage: String {
  """
  bidi — right-to-left and mixed-direction text and layouts, correct by construction.

  usage: bidi <subcommand> [options] [arguments]

  subcommands:

  \(HelpText.list(subcommands))

  Text is UTF-8 in and out; files default to standard input. Run 'bidi <subcommand> --help'
  (or 'bidi help <subcommand>').
  Exit codes: 0 ok, 1 findings or mismatches, 64 usage, 65 bad input data, 66 missing file, 74 I/O error.
  """
}
