import BidiEngine
import Foundation

/// What verifying or recording one golden file found.
public struct GoldenReport: Sendable, Hashable, CustomStringConvertible {
  /// The outcome of a run.
  public enum Outcome: Sendable, Hashable {
    /// Every case matched.
    case passed
    /// Recording wrote the golden file (some expectations changed, or it did not exist).
    case recorded
    /// Some case differs or has no expectation yet; `<file>.new` holds what recording would
    /// write.
    case mismatched
    /// The golden file does not exist; `<file>.new` holds what recording would write when
    /// the cases come from code.
    case missing
    /// The golden file cannot be read (``GoldenReport/error`` says where).
    case malformed
    /// Rewriting goldens was asked for (mode `failed` or `all`) while `CI` is set: nothing
    /// was recorded.
    case recordingRefused
    /// A file could not be written.
    case writeFailed
  }

  /// The golden file's path as given.
  public var path: String
  /// The outcome.
  public var outcome: Outcome
  /// The number of cases in the file (0 when it could not be read).
  public var caseCount: Int
  /// The cases that differ, have no expectation, or were recorded: `path:line: 'name'` each.
  public var changedCases: [String]
  /// A unified diff from the golden file to what it should hold, with invisible characters
  /// named (empty when there is no difference).
  public var diff: String
  /// The `.new` file written beside the golden, if any.
  public var newFilePath: String?
  /// The format error, for ``Outcome/malformed``.
  public var error: GoldenFormatError?
  /// Extra explanation (why recording was refused, what could not be written).
  public var note: String

  /// Creates a report.
  public init(
    path: String, outcome: Outcome, caseCount: Int = 0, changedCases: [String] = [], diff: String = "",
    newFilePath: String? = nil, error: GoldenFormatError? = nil, note: String = ""
  ) {
    self.path = path
    self.outcome = outcome
    self.caseCount = caseCount
    self.changedCases = changedCases
    self.diff = diff
    self.newFilePath = newFilePath
    self.error = error
    self.note = note
  }

  /// Whether a test should fail. Recording counts as a failure for test adapters, so that a
  /// test run with recording left on does not pass silently; the CLI treats it as success.
  public var isFailure: Bool { outcome != .passed }

  /// The first line of ``description``: what was found, and for a change written to the
  /// `.new` file how to accept it. Test adapters show it as the failure's headline.
  public var headline: String {
    let file = Self.displayed(path)
    let accept = newFilePath == nil ? "" : "; accept: bidi golden accept \(file) (or bidi golden review)"
    switch outcome {
    case .passed: return "\(path): \(caseCount) case(s) match their stored inputs"
    case .recorded:
      return "\(file): recorded \(changedCases.count) case(s); review the change, then run again to verify"
    case .mismatched where changedCases.count == 1 && caseCount == 1:
      return changedCases[0].replacingOccurrences(of: path, with: file) + accept
    case .mismatched:
      return "\(file): \(changedCases.count) of \(caseCount) case(s) differ from the golden file" + accept
    case .missing: return "\(file): golden file missing" + accept
    case .malformed: return error.map(String.init(describing:)) ?? "\(path): malformed golden file"
    case .recordingRefused: return "\(file): recording refused, CI is set"
    case .writeFailed: return "\(file): could not write"
    }
  }

  /// The lines after the ``headline``: the note, the cases, the `.new` file and the diff.
  public var details: String {
    var lines: [String] = []
    if !note.isEmpty { lines.append(note) }
    if !(outcome == .mismatched && changedCases.count == 1 && caseCount == 1) {
      lines += changedCases.map { "  " + $0 }
    }
    if let newFilePath {
      lines.append(
        "pending in \(newFilePath) until accepted or rejected (`bidi golden reject \(Self.displayed(path))`); or run the tests with \(GoldenEnvironment.recordVariable)=failed (not in CI)"
      )
    }
    if !diff.isEmpty { lines.append(diff) }
    return lines.joined(separator: "\n")
  }

  /// A message for people: the ``headline``, then the ``details``.
  public var description: String { details.isEmpty ? headline : headline + "\n" + details }

  /// `path` relative to the current directory when it is inside it (as a test run's
  /// directory is the package's), else as given.
  static func displayed(_ path: String) -> String {
    let directory = FileManager.default.currentDirectoryPath
    guard path.hasPrefix("/"), directory != "/", path.hasPrefix(directory + "/") else { return path }
    return String(path.dropFirst(directory.count + 1))
  }
}
