/// One `bidi` subcommand (or one action of a subcommand, such as `golden verify`): its name,
/// its options declared once, and what it does. Parsing, validation and `--help` come from
/// these declarations.
protocol Subcommand: Sendable {
  /// The word after `bidi` (or after the parent subcommand).
  static var name: String { get }
  /// One line for the parent's list of subcommands.
  static var summary: String { get }
  /// The operands as the usage line shows them: `[FILE…]`, `TEXT`, `PATH…`.
  static var operands: String { get }
  /// What the subcommand does, between the usage line and the option table.
  static var discussion: String { get }
  /// What follows the option table: formats, exit codes.
  static var epilogue: String { get }
  /// The options, in the order `--help` lists them.
  static var options: [any OptionDeclaring] { get }
  /// Actions chosen by the next word (`bidi golden verify`); a subcommand with actions is not
  /// run itself.
  static var actions: [any Subcommand.Type] { get }
  /// Runs with the parsed arguments; returns the exit code.
  static func run(_ arguments: ParsedArguments, io: CommandIO) throws -> ExitCode
}

extension Subcommand {
  static var operands: String { "" }
  static var epilogue: String { "" }
  static var options: [any OptionDeclaring] { [] }
  static var actions: [any Subcommand.Type] { [] }

  static func run(_ arguments: ParsedArguments, io: CommandIO) throws -> ExitCode {
    throw CommandError.usage("\(name) needs one of: \(actions.map { $0.name }.joined(separator: ", "))")
  }

  /// The declarations of ``options``.
  static var declarations: [OptionDeclaration] { options.map(\.declaration) }
}
