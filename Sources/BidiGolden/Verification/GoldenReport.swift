import BidiEngine

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

  /// A message for people: the outcome, the cases, the note, the `.new` file and the diff.
  public var description: String {
    var lines: [String] = []
    switch outcome {
    case .passed: lines.append("\(path): \(caseCount) case(s) match")
    case .recorded:
      lines.append(
        "\(path): recorded \(changedCases.count) case(s); review the change, then run again to verify")
    case .mismatched:
      lines.append("\(path): \(changedCases.count) of \(caseCount) case(s) differ from the golden file")
    case .missing: lines.append("\(path): golden file missing")
    case .malformed: lines.append(error.map(String.init(describing:)) ?? "\(path): malformed golden file")
    case .recordingRefused: lines.append("\(path): recording refused")
    case .writeFailed: lines.append("\(path): could not write")
    }
    if !note.isEmpty { lines.append(note) }
    lines += changedCases.map { "  " + $0 }
    if let newFilePath {
      lines.append(
        "wrote \(newFilePath); to accept it: run with \(GoldenEnvironment.recordVariable)=failed (not in CI), or `bidi golden record \(path)`, or move the .new file over the golden"
      )
    }
    if !diff.isEmpty { lines.append(diff) }
    return lines.joined(separator: "\n")
  }
}
