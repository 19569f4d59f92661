import Foundation

/// The state of one golden file and each of its cases, found without writing anything: what
/// `bidi golden list` prints.
public struct GoldenFileStatus: Sendable, Hashable {
  /// The state of one case.
  public enum CaseState: String, Sendable, Hashable, CaseIterable {
    /// Its stored expectations match what its kind computes from its stored input, and no
    /// change of it waits in the `.new` file.
    case ok
    /// Its stored expectations differ from what its kind computes from its stored input.
    case differs
    /// It has no `---` section yet.
    case notRecorded = "not recorded"
    /// A change of it waits in the `.new` file beside the golden (``GoldenPendingChange``):
    /// a failing check found something else, to accept or reject.
    case pending
  }

  /// One case: its name, the line of its `=== name`, its state.
  public struct Case: Sendable, Hashable {
    /// The case's name.
    public var name: String
    /// The 1-based line of `=== name` in the golden, or in the `.new` file for a case that
    /// only the `.new` file holds.
    public var line: Int
    /// Its state.
    public var state: CaseState
    /// The change waiting in the `.new` file, for ``CaseState/pending``.
    public var change: GoldenPendingChange?
  }

  /// The golden file's path as given.
  public var path: String
  /// The cases in file order, then the cases only the `.new` file holds (empty when the
  /// golden is malformed).
  public var cases: [Case]
  /// Why the golden file cannot be read, if it cannot.
  public var error: GoldenFormatError?
  /// Whether the golden file exists.
  public var exists: Bool
  /// Whether a `<path>.new` file lies beside it (left by a failing check).
  public var hasNewFile: Bool
  /// Why the `.new` file cannot be read, if it cannot.
  public var newFileError: GoldenFormatError?

  /// Whether the file was read, every case is ``CaseState/ok``, and no change waits.
  public var isOK: Bool {
    exists && error == nil && newFileError == nil && cases.allSatisfy { $0.state == .ok }
  }
}

extension GoldenVerifier {
  /// The state of the golden file at `path` and of each of its cases, with the changes that
  /// wait in its `.new` file. Writes nothing.
  public func status(ofFileAt path: String) -> GoldenFileStatus {
    let hasNew = FileManager.default.fileExists(atPath: GoldenVerifier.newFilePath(for: path))
    var status = GoldenFileStatus(path: path, cases: [], error: nil, exists: true, hasNewFile: hasNew)
    if let data = FileManager.default.contents(atPath: path) {
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
        return status
      }
    } else {
      status.exists = false
    }
    do {
      for change in try GoldenPendingChanges(goldenAt: path)?.changes ?? [] {
        let pending = GoldenFileStatus.Case(
          name: change.name, line: change.expected?.line ?? change.actual.line, state: .pending,
          change: change)
        if let index = status.cases.firstIndex(where: { $0.name == change.name }) {
          status.cases[index] = pending
        } else {
          status.cases.append(pending)
        }
      }
    } catch {
      status.newFileError = error
    }
    return status
  }
}
