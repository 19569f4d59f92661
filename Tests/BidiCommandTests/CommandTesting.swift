import Foundation
import Testing

@testable import bidi

/// The result of running `bidi` in process.
struct CommandResult {
  var exitCode: Int32
  var output: String
  var errors: String
}

/// Runs `bidi` with `arguments` and `input` as standard input, in process.
func runCommand(_ arguments: [String], input: String = "", environment: [String: String]? = nil)
  -> CommandResult
{
  runCommand(arguments, inputData: Data(input.utf8), environment: environment)
}

/// Runs `bidi` with raw bytes as standard input (and, if given, these environment variables
/// instead of the process's).
func runCommand(_ arguments: [String], inputData: Data, environment: [String: String]? = nil) -> CommandResult
{
  let io = CommandIO(
    standardInput: { inputData }, environment: environment ?? ProcessInfo.processInfo.environment)
  let code = runBidi(arguments, io: io)
  return CommandResult(
    exitCode: code, output: String(decoding: io.output, as: UTF8.self),
    errors: String(decoding: io.errors, as: UTF8.self))
}
