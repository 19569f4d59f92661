import BidiGolden
import Foundation

/// `bidi golden verify|record PATH…`: golden files of visual order.
enum GoldenCommand: Subcommand {
  static let name = "golden"
  static let summary = "verify or record golden files of visual order"
  static let usage = """
    usage: bidi golden verify PATH…
           bidi golden record PATH…

    verify  compares every case of each golden file with what BidiKit computes now. A
            difference prints a diff (invisible characters named, as ⟨RLI⟩) and writes
            PATH.new beside the golden file; the golden file itself is never written.
    record  rewrites the expected section ('---' and below) of every case, keeping inputs and
            comments; CRLF files are rewritten with LF. Refused when CI is set (exit 64):
            golden files are recorded locally and committed, never in CI.

    A PATH that is a directory means every *.golden file below it. The BIDIKIT_RECORD
    variable is not read here: the subcommand says what to do.

    Exit codes: 0 all match (or recorded), 1 some case differs or has no expectations,
    64 usage (or record under CI), 65 malformed golden file (with file:line:column),
    66 missing file, 74 a file could not be written.
    """

  static func run(_ arguments: inout Arguments, io: CommandIO) throws -> ExitCode {
    let words = try arguments.positionals()
    guard let action = words.first, action == "verify" || action == "record" else {
      throw CommandError.usage("golden needs 'verify' or 'record', then one or more paths")
    }
    let paths = Array(words.dropFirst())
    guard !paths.isEmpty else { throw CommandError.usage("golden \(action) needs at least one path") }
    let environment = GoldenEnvironment(io.environment)
    if action == "record" && environment.isCI {
      throw CommandError.usage("golden files are never recorded when CI is set; record locally and commit")
    }
    let verifier = GoldenVerifier(
      environment: GoldenEnvironment(recordRequested: false, isCI: environment.isCI))
    var worst = ExitCode.ok
    for path in try goldenFiles(paths) {
      let report = action == "record" ? verifier.record(fileAt: path) : verifier.verify(fileAt: path)
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
      if code.rawValue > worst.rawValue { worst = code }
    }
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
      guard let enumerator = FileManager.default.enumerator(atPath: path) else {
        throw CommandError(code: .ioError, message: "\(path): cannot list")
      }
      var found: [String] = []
      while let item = enumerator.nextObject() as? String {
        if item.hasSuffix(".golden") { found.append(path + "/" + item) }
      }
      result += found.sorted()
    }
    return result
  }
}
