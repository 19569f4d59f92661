import BidiGolden
import Foundation

/// `bidi golden verify|record|list|accept|reject|review|report|clean`: golden files of visual
/// order and layouts, and the changes that failing checks leave beside them.
enum GoldenCommand: Subcommand {
  static let name = "golden"
  static let summary = "verify, record, review and report golden files and their pending changes"
  static let discussion = """
    A PATH that is a directory means every *.golden file below it, and every golden that has
    a .new file beside it (hidden folders such as .build are skipped), so `bidi golden verify
    Tests` also checks the __Goldens__ folders of BidiTesting's checks. The BIDIKIT_RECORD
    variable is not read here: the action says what to do.

    A failing check (in a test, or `verify`) writes the case as it found it into GOLDEN.new: a
    pending change. It stays there until `accept`, `reject` or `review` takes it, or the same
    check runs again. verify and list show each pending change and exit 1 while any is left.

    What the command line can check, and what it cannot: it reads golden files, not your
    app. It recomputes every case from the input stored in the golden (a text, a tree) and
    compares the stored expectations with what this BidiKit computes, so it finds goldens
    edited by hand and changes of BidiKit. It cannot see that your app now produces another
    input (a changed translation, a changed screen): only running the tests that make the
    checks finds that, and they leave it as a pending change in GOLDEN.new, which verify,
    list, review and report then show.
    """
  static let actions: [any Subcommand.Type] = [
    Verify.self, Record.self, List.self, Accept.self, Reject.self, Review.self, Report.self, Clean.self,
  ]
  static let epilogue = """
    Exit codes: 0 all match (or recorded, accepted, rejected, cleaned), 1 some case differs,
    has no expectations, has a pending change or is an orphan, 64 usage (or a write asked for
    under CI), 65 malformed golden or .new file (with file:line:column), 66 missing file, 74 a
    file could not be written or removed.
    """

  /// `bidi golden verify`.
  enum Verify: Subcommand {
    static let name = "verify"
    static let summary = "compare every case with what BidiKit computes; show pending changes"
    static let operands = "PATH…"
    static let discussion = """
      Recomputes every case of each golden file from its stored input and compares the stored
      expectations with the result; then shows each change pending in PATH.new (left by a
      failing test) with its diff, invisible characters named (⟨RLI⟩). A case that differs is
      put into PATH.new as a pending change (beside any a test left, which is never replaced);
      the golden itself is never written. Exit 1 while anything differs or is pending.

      It cannot tell that your app's output changed: the stored input is what the test passed
      when the golden was recorded. Run the tests for that; their failures become pending
      changes that this command shows.
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
      Rewrites the expected section ('---' and below) of every case that differs from what
      BidiKit computes from its stored input, or has none, keeping inputs and comments; CRLF
      files are rewritten with LF. Refused when CI is set (exit 64): golden files are recorded
      locally and committed, never in CI.

      This is for golden files written by hand. A change a test found (another input) waits
      in PATH.new: take it with `bidi golden accept` or `review`; record keeps it (exit 1).
      """
    static let missing = Flag(
      "--missing",
      help: "write only cases that have no '---' section yet and verify the others (test mode 'missing')")
    static let options: [any OptionDeclaring] = [missing]

    static func run(_ arguments: ParsedArguments, io: CommandIO) throws -> ExitCode {
      try GoldenCommand.refuseUnderCI(
        io, "golden files are never recorded when CI is set; record locally and commit")
      let missingOnly = arguments[missing]
      return try GoldenCommand.check(arguments.operands, action: name, io: io) {
        missingOnly ? $0.recordMissing(fileAt: $1) : $0.record(fileAt: $1)
      }
    }
  }

  /// `verify` and `record`: `body` on every golden file below `operands`, its report and its
  /// pending changes printed.
  static func check(
    _ operands: [String], action: String, io: CommandIO, _ body: (GoldenVerifier, String) -> GoldenReport
  ) throws -> ExitCode {
    guard !operands.isEmpty else { throw CommandError.usage("golden \(action) needs at least one path") }
    let verifier = verifier(io)
    var worst = ExitCode.ok
    var pendingFiles: [String] = []
    for path in try goldenFiles(operands) {
      var report = body(verifier, path)
      // A golden missing beside its .new file is a pending new golden, not a missing input.
      let pendingOnly =
        report.outcome == .missing
        && FileManager.default.fileExists(atPath: GoldenVerifier.newFilePath(for: path))
      // The exit code of each outcome, and whether it is a problem (reported on stderr).
      let (code, isProblem): (ExitCode, Bool) =
        switch report.outcome {
        case .passed, .recorded: (.ok, false)
        case .mismatched: (.findings, false)
        case .missing where pendingOnly: (.findings, false)
        case .malformed: (.dataError, true)
        case .missing: (.noInput, true)
        case .writeFailed: (.ioError, true)
        case .recordingRefused: (.usage, true)
        }
      // The pending changes below show the diff of what verify found, so it is not repeated.
      if report.newFilePath != nil { report.diff = "" }
      if pendingOnly {
        io.print("\(path): no golden yet; \(GoldenVerifier.newFilePath(for: path)) holds the cases found")
      } else if isProblem {
        io.warn(report.description)
      } else {
        io.print(report.description)
      }
      worst = max(worst, code)
      guard report.outcome != .malformed else { continue }
      let pending = try printPending(of: path, io: io, showingDiffs: true)
      if pending > 0 { pendingFiles.append(path) }
      worst = max(worst, pending > 0 ? .findings : .ok)
    }
    if !pendingFiles.isEmpty { io.print(acceptHint(pendingFiles)) }
    return worst
  }

  /// Prints the changes pending beside the golden at `path` (`pending  location 'name'
  /// (kind)`, then the diff when asked); returns how many there are.
  static func printPending(of path: String, io: CommandIO, showingDiffs: Bool, indent: String = "")
    throws -> Int
  {
    let pending: GoldenPendingChanges?
    do {
      pending = try GoldenPendingChanges(goldenAt: path)
    } catch {
      throw CommandError.data("\(error)")
    }
    guard let pending, !pending.changes.isEmpty else { return 0 }
    io.print(
      "\(indent)\(pending.changes.count) change(s) pending in \(pending.newFilePath) (`bidi golden review` to see them one by one):"
    )
    for change in pending.changes {
      io.print(
        TerminalText.escapeControls(
          "\(indent)  pending      \(change.location): \(change.name) (\(change.kind.rawValue))"))
      if showingDiffs { io.print(change.diffLines.map { indent + "    " + $0 }.joined(separator: "\n")) }
    }
    return pending.changes.count
  }

  /// What to run next when changes are pending beside `paths`.
  static func acceptHint(_ paths: [String]) -> String {
    let named = paths.count == 1 ? paths[0] : "PATH…"
    return
      "accept: bidi golden accept \(named) · reject: bidi golden reject \(named) · one at a time: bidi golden review"
  }

  /// The operands of `action`: at least one path, or the current folder when `defaultsToHere`.
  static func paths(_ arguments: ParsedArguments, action: String, defaultsToHere: Bool = false) throws
    -> [String]
  {
    guard !arguments.operands.isEmpty else {
      if defaultsToHere { return ["."] }
      throw CommandError.usage("golden \(action) needs at least one path")
    }
    return arguments.operands
  }

  /// Throws exit 64 with `message` when `CI` is set: nothing is written in CI.
  static func refuseUnderCI(_ io: CommandIO, _ message: String) throws {
    if GoldenEnvironment(io.environment).isCI { throw CommandError.usage(message) }
  }

  /// A verifier that never records on its own (the action says what to do).
  static func verifier(_ io: CommandIO) -> GoldenVerifier {
    GoldenVerifier(
      environment: GoldenEnvironment(recordMode: .never, isCI: GoldenEnvironment(io.environment).isCI))
  }

  /// The golden files named, with directories expanded to the `*.golden` files below them and
  /// the goldens of the `*.golden.new` files below them (sorted, each once); a `.new` file
  /// named stands for its golden. Missing paths are kept so that their report says so.
  static func goldenFiles(_ paths: [String]) throws -> [String] {
    var result: [String] = []
    for path in paths {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue
      else {
        result.append(path.hasSuffix(".golden.new") ? String(path.dropLast(4)) : path)
        continue
      }
      let found = try CommandIO.files(at: path) { $0.hasSuffix(".golden") || $0.hasSuffix(".golden.new") }
      result += Set(
        found.map { file in
          let golden = file.hasSuffix(".new") ? String(file.dropLast(4)) : file
          return path == "." && golden.hasPrefix("./") ? String(golden.dropFirst(2)) : golden
        }
      ).sorted()
    }
    var seen: Set<String> = []
    return result.filter { seen.insert($0).inserted }
  }
}
