import Testing

@testable import bidi

/// The options of every subcommand are declared once (`Flag`, `Option`); parsing, validation and
/// `--help` come from the declarations.
@Suite("Declared options: parsing, validation and --help")
struct ArgumentParsingTests {
  static let width = Option.integer("--width", "N", in: 1...10, help: "a width")
  static let align = Option<LineAlignmentChoice>.choice(
    "--align", help: "an alignment", requires: ["--width"], excludes: ["--right"])
  static let right = Flag("--right", help: "right")
  static let routine = Option.text("--routine", "NAME", help: "a routine", repeatable: true)
  static let output = Option.text("--output", "DIR", help: "a folder")
  static let declarations = ([width, align, right, routine, output] as [any OptionDeclaring]).map {
    $0.declaration
  }

  static func parse(_ items: [String]) throws(CommandError) -> ParsedArguments {
    try ParsedArguments(parsing: items, options: declarations)
  }

  static func usageError(_ items: [String]) -> String? {
    do {
      _ = try parse(items)
      return nil
    } catch {
      return error.code == .usage ? error.message : "not a usage error: \(error.message)"
    }
  }

  @Test("values in both spellings, anywhere before --; the last one wins unless repeatable")
  func values() throws {
    let parsed = try Self.parse([
      "a", "--width=3", "--align", "center", "-5", "--routine", "x", "--routine=y", "--output", "o1",
      "--output=o2", "--", "--right", "-",
    ])
    #expect(parsed[Self.width] == 3)
    #expect(parsed[Self.align] == .center)
    #expect(parsed.all(Self.routine) == ["x", "y"])
    #expect(parsed[Self.output] == "o2")
    #expect(!parsed[Self.right])
    #expect(parsed.operands == ["a", "-5", "--right", "-"])
    #expect(try Self.parse(["--right"])[Self.right])
    #expect(try Self.parse([])[Self.width] == nil)
  }

  @Test(
    "what is refused, with the message users see",
    arguments: [
      (["--nope"], "unknown option '--nope'"),
      (["--nope=1"], "unknown option '--nope'"),
      (["-x"], "unknown option '-x'"),
      (["--width"], "--width needs a value"),
      (["--width", "--"], "--width needs a value"),
      (["--width", "11"], "--width must be a whole number in 1...10; got '11'"),
      (["--width=ten"], "--width must be a whole number in 1...10; got 'ten'"),
      (
        ["--width", "2", "--align", "up"],
        "--align must be one of natural, leading, trailing, center; got 'up'"
      ),
      (["--right=yes"], "--right takes no value"),
      (["--align", "center"], "--align needs --width"),
      (["--width", "2", "--align", "center", "--right"], "--align and --right cannot be combined"),
    ])
  func refusals(items: [String], message: String) {
    #expect(Self.usageError(items) == message)
  }

  /// Every subcommand and action, with how it is reached.
  static let commands: [(path: [String], command: any Subcommand.Type)] = subcommands.flatMap { command in
    [([command.name], command)] + command.actions.map { ([command.name, $0.name], $0) }
  }

  @Test("every subcommand's --help: exit 0, a usage line, every option in the usage line and the table")
  func helpOfEverySubcommand() {
    for (path, command) in Self.commands {
      let result = runCommand(path + ["--help"])
      let name = "bidi " + path.joined(separator: " ")
      #expect(result.exitCode == 0, "\(name)")
      #expect(result.output.hasPrefix("usage: \(name)"), "\(name)")
      #expect(result.output == runCommand(["help"] + path).output, "bidi help \(path)")
      let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false)
      let usageEnd = lines.firstIndex(of: "") ?? lines.count
      let usage = lines[..<usageEnd].joined(separator: " ")
      for option in command.declarations {
        #expect(usage.contains("[\(option.synopsis)]"), "\(name): \(option.name) in the usage line")
        #expect(
          lines.contains { $0.hasPrefix("  \(option.synopsis)") }, "\(name): \(option.name) in the table")
      }
      for line in lines {
        #expect(line.count <= HelpText.width, "\(name): \(line)")
      }
    }
  }

  @Test("the help of a small subcommand, exactly")
  func columnsHelp() {
    #expect(
      runCommand(["columns", "--help"]).output == """
        usage: bidi columns [--line-buffered] [FILE…]

        For each input line prints the number of terminal columns it takes, counted by grapheme
        cluster from the Unicode 15.0 data: marks, format and control characters take none, East
        Asian wide and fullwidth characters and emoji two, the others one (as glibc's wcwidth,
        except for characters newer than its Unicode tables); an emoji ZWJ sequence, a flag or an
        emoji with a skin tone counts as one emoji.

          --line-buffered         write each line's output as soon as it is done (the default when
                                  standard output is a terminal)

        """)
  }

  @Test("actions: listed in the parent's help; an unknown or missing one is a usage error")
  func actions() {
    let help = runCommand(["golden", "--help"])
    #expect(help.exitCode == 0)
    for action in GoldenCommand.actions {
      #expect(help.output.contains("bidi golden \(action.name)"))
    }
    let unknown = runCommand(["golden", "frobnicate", "Tests"])
    #expect(unknown.exitCode == 64)
    #expect(unknown.errors.contains("unknown action 'frobnicate' of bidi golden"))
    let missing = runCommand(["golden"])
    #expect(missing.exitCode == 64)
    #expect(missing.errors.contains("bidi golden needs an action"))
    #expect(runCommand(["golden", "verify", "--missing", "x"]).errors.contains("unknown option '--missing'"))
  }
}
