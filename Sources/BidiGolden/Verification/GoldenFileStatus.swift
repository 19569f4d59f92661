import Foundation

/// The state of one golden file and each of its cases, found without writing anything: what
/// `bidi golden list` prints.
public struct GoldenFileStatus: Sendable, Hashable {
  /// The state of one case.
  public enum CaseState: String, Sendable, Hashable {
    /// Its stored expectations match what its kind computes now.
    case ok
    /// Its stored expectations differ.
    case differs
    /// It has no `---` section yet.
    case notRecorded = "not recorded"
  }

  /// One case: its name, the line of its `=== name`, its state.
  public struct Case: Sendable, Hashable {
    /// The case's name.
    public var name: String
    /// The 1-based line of `=== name`.
    public var line: Int
    /// Its state.
    public var state: CaseState
  }

  /// The golden file's path as given.
  public var path: String
  /// The cases in file order (empty when the file is missing or malformed).
  public var cases: [Case]
  /// Why the file cannot be read, if it cannot.
  public var error: GoldenFormatError?
  /// Whether the file exists.
  public var exists: Bool
  /// Whether a `<path>.new` file lies beside it (left by a failing check).
  public var hasNewFile: Bool

  /// Whether every case is ``CaseState/ok`` and the file was read.
  public var isOK: Bool { exists && error == nil && cases.allSatisfy { $0.state == .ok } }
}

extension GoldenVerifier {
  /// The state of the golden file at `path` and of each of its cases. Writes nothing.
  public func status(ofFileAt path: String) -> GoldenFileStatus {
    let hasNew = FileManager.default.fileExists(atPath: GoldenVerifier.newFilePath(for: path))
    var status = GoldenFileStatus(path: path, cases: [], error: nil, exists: true, hasNewFile: hasNew)
    guard let data = FileManager.default.contents(atPath: path) else {
      status.exists = false
      return status
    }
    do {
      let file = try GoldenFile(parsing: data, path: path)
      let computed = try expectations(of: file)
      status.cases = zip(file.cases, computed).map { golden, actual in
        let state: GoldenFileStatus.CaseState =
          golden.expected.map { kinds[golden.kind]!.matches(expected: $0, actual: actual) ? .ok : .differs }
          ?? .notRecorded
        return GoldenFileStatus.Case(name: golden.name, line: golden.line, state: state)
      }
    } catch {
      status.error = error
    }
    return status
  }
}
