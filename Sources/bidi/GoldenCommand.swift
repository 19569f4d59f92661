import BidiGolden
import Foundation

/// `bidi golden verify|record|list|clean PATH…`: golden files of visual order and layouts.
enum GoldenCommand: Subcommand {
  static let name = "golden"
  static let summary = "verify, record, list or clean golden files"
  static let usage = """
    usage: bidi golden verify PATH…
           bidi golden record [--missing] PATH…
           bidi golden list PATH…
           bidi golden clean [--dry-run] PATH…

    verify  compares every case of each golden file with what BidiKit computes now. A
            difference prints a diff (invisible characters named, as ⟨RLI⟩) and writes
            PATH.new beside the golden file; the golden file itself is never written.
    record  rewrites the expected section ('---' and below) of every case that differs or
            has none, keeping inputs and comments; CRLF files are rewritten with LF. With
            --missing, writes only cases that have no '---' section yet and verifies the
            others (test mode 'missing'). Refused when CI is set (exit 64): golden files are
            recorded locally and committed, never in CI.
    list    prints each golden file and each case with its state (ok, differs, not
            recorded) and any .new file beside it. Writes nothing.
    clean   removes the PATH.new files that failing checks left beside golden files (every
            *.golden.new below a directory). --dry-run prints them without removing.

    A PATH that is a directory means every *.golden file below it (hidden folders such as
    .build are skipped), so `bidi golden verify Tests` also checks the __Goldens__ folders
    of BidiTesting's checks. The BIDIKIT_RECORD variable is not read here: the subcommand
    says what to do.

    Exit codes: 0 all match (or recorded, or cleaned), 1 some case differs or has no
    expectations, 64 usage (or record under CI), 65 malformed golden file (with
    file:line:column), 66 missing file, 74 a file could not be written or removed.
    """

  static func run(_ arguments: inout Arguments, io: CommandIO) throws -> ExitCode {
    let missingOnly = arguments.flag("--missing")
    let dryRun = arguments.flag("--dry-run")
    let words = try arguments.positionals()
    let actions = ["verify", "record", "list", "clean"]
    guard let action = words.first, actions.contains(action) else {
      throw CommandError.usage("golden needs 'verify', 'record', 'list' or 'clean', then one or more paths")
    }
    if missingOnly && action != "record" { throw CommandError.usage("--missing is an option of 'record'") }
    if dryRun && action != "clean" { throw CommandError.usage("--dry-run is an option of 'clean'") }
    let paths = Array(words.dropFirst())
    guard !paths.isEmpty else { throw CommandError.usage("golden \(action) needs at least one path") }
    let environment = GoldenEnvironment(io.environment)
    if action == "record" && environment.isCI {
      throw CommandError.usage("golden files are never recorded when CI is set; record locally and commit")
    }
    let verifier = GoldenVerifier(environment: GoldenEnvironment(recordMode: .never, isCI: environment.isCI))
    switch action {
    case "list": return try list(paths, verifier: verifier, io: io)
    case "clean": return try clean(paths, dryRun: dryRun, io: io)
    default: break
    }
    var worst = ExitCode.ok
    for path in try goldenFiles(paths) {
      let report =
        action == "verify"
        ? verifier.verify(fileAt: path)
        : missingOnly ? verifier.recordMissing(fileAt: path) : verifier.record(fileAt: path)
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

extension ExitCode: Comparable {
  static func < (a: ExitCode, b: ExitCode) -> Bool { a.rawValue < b.rawValue }
}
