import BidiGolden
import Foundation

/// `bidi golden verify|record|list|clean PATH…`: golden files of visual order and layouts.
enum GoldenCommand: Subcommand {
  static let name = "golden"
  static let summary = "verify, record, list or clean golden files"
  static let discussion = """
    A PATH that is a directory means every *.golden file below it (hidden folders such as
    .build are skipped), so `bidi golden verify Tests` also checks the __Goldens__ folders
    of BidiTesting's checks. The BIDIKIT_RECORD variable is not read here: the action says
    what to do.
    """
  static let actions: [any Subcommand.Type] = [Verify.self, Record.self, List.self, Clean.self]
  static let epilogue = """
    Exit codes: 0 all match (or recorded, or cleaned), 1 some case differs or has no
    expectations, 64 usage (or record under CI), 65 malformed golden file (with
    file:line:column), 66 missing file, 74 a file could not be written or removed.
    """

  /// `bidi golden verify`.
  enum Verify: Subcommand {
    static let name = "verify"
    static let summary = "compare every case with what BidiKit computes now"
    static let operands = "PATH…"
    static let discussion = """
      Compares every case of each golden file with what BidiKit computes now. A difference
      prints a diff (invisible characters named, as ⟨RLI⟩) and writes PATH.new beside the
      golden file; the golden file itself is never written.
      """

    static func run(_ arguments: ParsedArguments, io: CommandIO) throws -> ExitCode {
      try GoldenCommand.check(arguments.operands, action: name, io: io) { $0.verify(fileAt: $1) }
    }
  }

  /// `bidi golden record`.
  enum Record: Subcommand {
    static let name = "record"
    static let summary = "rewrite the expectations of cases that differ or have none"
    static let operands = "PATH…"
    static let discussion = """
      Rewrites the expected section ('---' and below) of every case that differs or has none,
      keeping inputs and comments; CRLF files are rewritten with LF. Refused when CI is set
      (exit 64): golden files are recorded locally and committed, never in CI.
      """
    static let missing = Flag(
      "--missing",
      help: "write only cases that have no '---' section yet and verify the others (test mode 'missing')")
    static let options: [any OptionDeclaring] = [missing]

    static func run(_ arguments: ParsedArguments, io: CommandIO) throws -> ExitCode {
      if GoldenEnvironment(io.environment).isCI {
        throw CommandError.usage("golden files are never recorded when CI is set; record locally and commit")
      }
      let missingOnly = arguments[missing]
      return try GoldenCommand.check(arguments.operands, action: name, io: io) {
        missingOnly ? $0.recordMissing(fileAt: $1) : $0.record(fileAt: $1)
      }
    }
  }

  /// `bidi golden list`.
  enum List: Subcommand {
    static let name = "list"
    static let summary = "each golden file and case with its state; writes nothing"
    static let operands = "PATH…"
    static let discussion = """
      Prints each golden file and each case with its state (ok, differs, not recorded) and
      any .new file beside it. Writes nothing.
      """

    static func run(_ arguments: ParsedArguments, io: CommandIO) throws -> ExitCode {
      try GoldenCommand.list(try GoldenCommand.paths(arguments, action: name), verifier: verifier(io), io: io)
    }
  }

  /// `bidi golden clean`.
  enum Clean: Subcommand {
    static let name = "clean"
    static let summary = "remove the .new files that failing checks left"
    static let operands = "PATH…"
    static let discussion = """
      Removes the PATH.new files that failing checks left beside golden files (every
      *.golden.new below a directory).
      """
    static let dryRun = Flag("--dry-run", help: "print the files without removing them")
    static let options: [any OptionDeclaring] = [dryRun]

    static func run(_ arguments: ParsedArguments, io: CommandIO) throws -> ExitCode {
      try GoldenCommand.clean(
        try GoldenCommand.paths(arguments, action: name), dryRun: arguments[dryRun], io: io)
    }
  }

  /// The operands of `action`: at least one path.
  static func paths(_ arguments: ParsedArguments, action: String) throws -> [String] {
    guard !arguments.operands.isEmpty else {
      throw CommandError.usage("golden \(action) needs at least one path")
    }
    return arguments.operands
  }

  /// A verifier that never records on its own (the action says what to do).
  static func verifier(_ io: CommandIO) -> GoldenVerifier {
    GoldenVerifier(
      environment: GoldenEnvironment(recordMode: .never, isCI: GoldenEnvironment(io.environment).isCI))
  }

  /// `verify` and `record`: `body` on every golden file below `operands`, its report printed.
  static func check(
    _ operands: [String], action: String, io: CommandIO, _ body: (GoldenVerifier, String) -> GoldenReport
  ) throws -> ExitCode {
    guard !operands.isEmpty else { throw CommandError.usage("golden \(action) needs at least one path") }
    let verifier = verifier(io)
    var worst = ExitCode.ok
    for path in try goldenFiles(operands) {
      let report = body(verifier, path)
      // The exit code of each outcome, and whether it is a problem (reported on stderr).
      let (code, isProblem): (ExitCode, Bool) =
        switch report.outcome {
        case .passed, .recorded: (.ok, false)
        case .mismatched: (.findings, false)
        case .malformed: (.dataError, true)
        case .missing: (.noInput, true)
        case .writeFailed: (.ioError, true)
        case .recordingRefused: (.usage, true)
        }
      if isProblem { io.warn(report.description) } else { io.print(report.description) }
      worst = max(worst, code)
    }
    return worst
  }

  /// `list`: each file's state and its cases'.
  static func list(_ paths: [String], verifier: GoldenVerifier, io: CommandIO) throws -> ExitCode {
    var worst = ExitCode.ok
    for path in try goldenFiles(paths) {
      let status = verifier.status(ofFileAt: path)
      let newNote = status.hasNewFile ? " (\(GoldenVerifier.newFilePath(for: path)) beside it)" : ""
      if !status.exists {
        io.warn("\(path): missing" + newNote)
        worst = max(worst, .noInput)
        continue
      }
      if let error = status.error {
        io.warn("\(error)" + newNote)
        worst = max(worst, .dataError)
        continue
      }
      let counts = GoldenFileStatus.CaseState.allStates.compactMap { state -> String? in
        let count = status.cases.filter { $0.state == state }.count
        return count == 0 ? nil : "\(count) \(state.rawValue)"
      }
      io.print(
        "\(path): \(status.cases.count) case(s)\(counts.isEmpty ? "" : ", " + counts.joined(separator: ", "))\(newNote)"
      )
      for item in status.cases {
        io.print(
          "  \(item.state.rawValue.padding(toLength: 12, withPad: " ", startingAt: 0)) \(path):\(item.line): \(item.name)"
        )
      }
      if !status.isOK { worst = max(worst, .findings) }
    }
    return worst
  }

  /// `clean`: removes the `.new` files beside golden files.
  static func clean(_ paths: [String], dryRun: Bool, io: CommandIO) throws -> ExitCode {
    var worst = ExitCode.ok
    var found: [String] = []
    for path in paths {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        // A golden that is gone may still have a .new file beside it.
        let newPath = path.hasSuffix(".new") ? path : GoldenVerifier.newFilePath(for: path)
        if FileManager.default.fileExists(atPath: newPath) {
          found.append(newPath)
        } else {
          io.warn("\(path): no such file")
          worst = max(worst, .noInput)
        }
        continue
      }
      if isDirectory.boolValue {
        found += try filesBelow(path, suffix: ".golden.new")
      } else {
        let newPath = path.hasSuffix(".new") ? path : GoldenVerifier.newFilePath(for: path)
        if FileManager.default.fileExists(atPath: newPath) { found.append(newPath) }
      }
    }
    for newPath in found {
      if dryRun {
        io.print("would remove \(newPath)")
        continue
      }
      do {
        try FileManager.default.removeItem(atPath: newPath)
        io.print("removed \(newPath)")
      } catch {
        io.warn("\(newPath): cannot remove: \(error.localizedDescription)")
        worst = max(worst, .ioError)
      }
    }
    if found.isEmpty { io.print("no .new files") }
    return worst
  }

  /// The files named, with directories expanded to the `*.golden` files below them (sorted).
  /// Missing paths are kept so that their report says so.
  static func goldenFiles(_ paths: [String]) throws -> [String] {
    var result: [String] = []
    for path in paths {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue
      else {
        result.append(path)
        continue
      }
      result += try filesBelow(path, suffix: ".golden")
    }
    return result
  }

  /// The files below `directory` whose names end with `suffix`, sorted; hidden folders
  /// (`.build`, `.git`) are not entered.
  static func filesBelow(_ directory: String, suffix: String) throws -> [String] {
    try CommandIO.files(at: directory) { $0.hasSuffix(suffix) }
  }
}

extension GoldenFileStatus.CaseState {
  /// The states in the order `list` counts them.
  static let allStates: [Self] = [.ok, .differs, .notRecorded]
}
