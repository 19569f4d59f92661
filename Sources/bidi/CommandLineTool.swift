import DirectionalLayout
import Foundation

/// Exit codes of the `bidi` command (BSD `sysexits.h` values where they apply).
enum ExitCode: Int32 {
  /// Success.
  case ok = 0
  /// Findings or mismatches (lint errors, golden mismatches).
  case findings = 1
  /// A usage error: unknown subcommand or option, missing argument.
  case usage = 64
  /// Bad input data: invalid UTF-8, malformed JSON or catalog.
  case dataError = 65
  /// An input file does not exist or cannot be opened.
  case noInput = 66
  /// An I/O error while reading or writing.
  case ioError = 74
}

/// A failure that ends a subcommand with a message on standard error and an exit code.
struct CommandError: Error, CustomStringConvertible {
  var code: ExitCode
  var message: String
  var description: String { message }

  static func usage(_ message: String) -> CommandError { CommandError(code: .usage, message: message) }
  static func data(_ message: String) -> CommandError { CommandError(code: .dataError, message: message) }
}

/// Where a subcommand reads and writes. Tests use in-memory instances.
final class CommandIO {
  private(set) var output = Data()
  private(set) var errors = Data()
  let standardInput: () -> Data
  let writesThrough: Bool
  /// The environment variables the subcommands read (`CI` for `golden record`).
  let environment: [String: String]

  /// Standard input, output and error of the process.
  static func process() -> CommandIO {
    CommandIO(standardInput: { FileHandle.standardInput.readDataToEndOfFile() }, writesThrough: true)
  }

  init(
    standardInput: @escaping () -> Data, writesThrough: Bool = false,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) {
    self.standardInput = standardInput
    self.writesThrough = writesThrough
    self.environment = environment
  }

  private var pending: [UInt8] = []
  /// The first error writing standard output, if any; output stops after it.
  private(set) var writeFailure: String?

  /// Writes `text` to standard output (no newline added). Output is buffered; ``flush()``
  /// writes it out (``runBidi(_:io:)`` does at the end).
  func write(_ text: String) {
    if writesThrough {
      pending.append(contentsOf: text.utf8)
      if pending.count >= 1 << 16 { flush() }
    } else {
      output.append(contentsOf: text.utf8)
    }
  }

  /// Writes UTF-8 bytes to standard output, buffered as ``write(_:)-(String)``.
  func write(_ bytes: UnsafeBufferPointer<UInt8>) {
    if writesThrough {
      pending.append(contentsOf: bytes)
      if pending.count >= 1 << 16 { flush() }
    } else {
      output.append(contentsOf: bytes)
    }
  }

  /// Writes buffered standard output. A failure (a full disk, a closed descriptor) is kept in
  /// ``writeFailure`` and ends all further output; ``runBidi(_:io:)`` turns it into exit 74.
  func flush() {
    guard !pending.isEmpty else { return }
    defer { pending.removeAll(keepingCapacity: true) }
    guard writeFailure == nil else { return }
    do {
      try FileHandle.standardOutput.write(contentsOf: pending)
    } catch {
      writeFailure = "cannot write standard output: \(error.localizedDescription)"
    }
  }

  /// Writes a line to standard output.
  func print(_ text: String) { write(text + "\n") }

  /// Writes a line to standard error, prefixed with `bidi: `, with the controls it holds
  /// spelled out (``TerminalText/escapeControls(_:)``).
  func warn(_ text: String) {
    let data = Data(("bidi: " + TerminalText.escapeControls(text) + "\n").utf8)
    if writesThrough {
      flush()
      try? FileHandle.standardError.write(contentsOf: data)
    } else {
      errors.append(data)
    }
  }

  /// Calls `body` with each input as a stream of lines: the named files, or standard input
  /// when there are none (or for `-`). Every path is checked before the first is read, so a
  /// missing file (exit 66) stops the command before any output.
  func forEachLineStream(_ paths: [String], _ body: (String, inout LineStream) throws -> Void) throws {
    let names = paths.isEmpty ? ["-"] : paths
    for path in names where path != "-" { try Self.checkReadable(path) }
    for path in names {
      if path == "-" {
        var stream =
          writesThrough
          ? LineStream(.descriptor(FileHandle.standardInput.fileDescriptor))
          : LineStream(.memory(standardInput()))
        try body("<stdin>", &stream)
        continue
      }
      guard let handle = FileHandle(forReadingAtPath: path) else {
        throw CommandError(code: .noInput, message: "\(path): cannot read")
      }
      defer { try? handle.close() }
      var stream = LineStream(.descriptor(handle.fileDescriptor))
      try body(path, &stream)
    }
  }

  /// `path` itself when it is a file, or the files under it that `include` accepts, sorted;
  /// hidden folders and files (`.git`, `.build`…) are skipped. A missing path is exit 66.
  static func files(at path: String, including include: (String) -> Bool) throws -> [String] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw CommandError(code: .noInput, message: "\(path): no such file")
    }
    guard isDirectory.boolValue else { return [path] }
    guard let enumerator = FileManager.default.enumerator(atPath: path) else {
      throw CommandError(code: .ioError, message: "\(path): cannot list")
    }
    var result: [String] = []
    while let item = enumerator.nextObject() as? String {
      if (item as NSString).lastPathComponent.hasPrefix(".") {
        enumerator.skipDescendants()
        continue
      }
      if include(item) { result.append((path as NSString).appendingPathComponent(item)) }
    }
    return result.sorted()
  }

  /// Throws exit code 66 unless `path` is a file that exists.
  private static func checkReadable(_ path: String) throws {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw CommandError(code: .noInput, message: "\(path): no such file")
    }
    guard !isDirectory.boolValue else {
      throw CommandError(code: .noInput, message: "\(path): is a directory")
    }
  }

  /// The contents of each input: the named files, or standard input when there are none
  /// (or for `-`). A missing file throws exit code 66.
  func inputs(_ paths: [String]) throws -> [(name: String, data: Data)] {
    if paths.isEmpty { return [("<stdin>", standardInput())] }
    return try paths.map { path in
      if path == "-" { return ("<stdin>", standardInput()) }
      try Self.checkReadable(path)
      guard let data = FileManager.default.contents(atPath: path) else {
        throw CommandError(code: .noInput, message: "\(path): cannot read")
      }
      return (path, data)
    }
  }
}

/// One `bidi` subcommand.
protocol Subcommand: Sendable {
  /// The word after `bidi`.
  static var name: String { get }
  /// One line for `bidi --help`.
  static var summary: String { get }
  /// The full `--help` text.
  static var usage: String { get }
  /// Runs with the arguments after the subcommand name; returns the exit code.
  static func run(_ arguments: inout Arguments, io: CommandIO) throws -> ExitCode
}

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
  if first == "--help" || first == "-h" || first == "help" {
    io.print(generalUsage)
    return ExitCode.ok.rawValue
  }
  if first == "--version" {
    io.print("bidi \(bidiVersion)")
    return 0
  }
  guard let command = subcommands.first(where: { $0.name == first }) else {
    io.warn("unknown subcommand '\(first)'; see 'bidi --help'")
    return ExitCode.usage.rawValue
  }
  var arguments = Arguments(Array(argv.dropFirst()))
  if arguments.contains("--help") || arguments.contains("-h") {
    io.print(command.usage)
    return 0
  }
  do {
    return try command.run(&arguments, io: io).rawValue
  } catch let error as CommandError {
    io.warn(error.message)
    if error.code == .usage { io.warn("usage: see 'bidi \(command.name) --help'") }
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

let bidiVersion = "0.1.0"

var generalUsage: String {
  var text = """
    bidi — right-to-left and mixed-direction text and layouts, correct by construction.

    usage: bidi <subcommand> [options] [arguments]

    subcommands:

    """
  var width = 0
  for command in subcommands { width = max(width, command.name.count) }
  for command in subcommands {
    let name = command.name
    text += "  " + name + String(repeating: " ", count: width + 2 - name.count) + command.summary + "\n"
  }
  text += """

    Text is UTF-8 in and out; files default to standard input. Run 'bidi <subcommand> --help'.
    Exit codes: 0 ok, 1 findings or mismatches, 64 usage, 65 bad input data, 66 missing file, 74 I/O error.
    """
  return text
}
