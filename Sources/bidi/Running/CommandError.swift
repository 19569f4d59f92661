/// A failure that ends a subcommand with a message on standard error and an exit code.
struct CommandError: Error, CustomStringConvertible {
  var code: ExitCode
  var message: String
  var description: String { message }

  static func usage(_ message: String) -> CommandError { CommandError(code: .usage, message: message) }
  static func data(_ message: String) -> CommandError { CommandError(code: .dataError, message: message) }
}
