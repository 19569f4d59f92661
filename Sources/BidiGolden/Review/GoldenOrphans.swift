import Foundation

/// Golden files and cases that no test checks any more, found from the run records the tests
/// leave (``GoldenRunRecord``): what `bidi golden list --orphans` prints and `bidi golden clean
/// --orphans` removes.
///
/// - A case is an orphan when the newest run that checked its golden file did not check it
///   (the check was removed or renamed). A test function runs all its checks, so this holds
///   whatever that run's filters were.
/// - A golden file of BidiTesting's one-call checks (`__Goldens__/<test file>/<test>.golden`)
///   is an orphan when its test file is gone, or when the newest run of each test library
///   that checked any golden of that test file checked none of this file's cases and ran
///   every test (no `--filter`, `--skip` or named tests): its test function was removed or
///   renamed. When no such run is recorded, or the newest one was filtered, the folder is not
///   judged (see ``unjudged``).
///
/// Golden files elsewhere (written by hand, checked whole) are judged only case by case. A
/// test skipped on this platform or by a condition does not check its golden: review the list
/// before removing anything.
public struct GoldenOrphans: Sendable {
  /// A golden file or case that no test checks.
  public struct Orphan: Sendable, Hashable {
    /// The golden file's path as given.
    public var goldenPath: String
    /// The case's name, or `nil` when the whole file is an orphan.
    public var caseName: String?
    /// The 1-based line of the case's `=== name` (0 for a whole file).
    public var line: Int
    /// Why it is an orphan.
    public var reason: String
  }

  /// A folder of goldens that could not be judged, and why.
  public struct Unjudged: Sendable, Hashable {
    /// The `__Goldens__/<test file>` folder, as the paths given name it.
    public var folder: String
    /// Why it was not judged.
    public var reason: String
  }

  /// The orphans, in the order of the paths given.
  public var orphans: [Orphan]
  /// The folders not judged.
  public var unjudged: [Unjudged]

  /// Judges the golden files at `goldenPaths` by the run records of their packages.
  public init(goldenPaths: [String]) {
    var recordsOfRoot: [String: [GoldenRunRecord]] = [:]
    orphans = []
    unjudged = []
    for path in goldenPaths {
      let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
      let folder = (absolute as NSString).deletingLastPathComponent
      let records: [GoldenRunRecord]
      if let root = GoldenRunRecord.packageRoot(containing: folder) {
        if recordsOfRoot[root] == nil { recordsOfRoot[root] = GoldenRunRecord.records(ofPackageAt: root) }
        records = recordsOfRoot[root]!
      } else {
        records = []
      }
      switch Self.judgeFile(path, absolute: absolute, records: records) {
      case .orphan(let reason):
        orphans.append(Orphan(goldenPath: path, caseName: nil, line: 0, reason: reason))
        continue
      case .unjudged(let reason):
        let given = (path as NSString).deletingLastPathComponent
        if !unjudged.contains(where: { $0.folder == given }) {
          unjudged.append(Unjudged(folder: given, reason: reason))
        }
      case .checked: break
      }
      orphans += Self.orphanCases(path, absolute: absolute, records: records)
    }
  }

  private enum Judgement {
    case checked
    case orphan(String)
    case unjudged(String)
  }

  /// Whether the whole golden file is an orphan (only for `__Goldens__/<test file>/` folders).
  private static func judgeFile(_ path: String, absolute: String, records: [GoldenRunRecord]) -> Judgement {
    let folder = URL(fileURLWithPath: absolute).deletingLastPathComponent()
    let goldens = folder.deletingLastPathComponent()
    guard goldens.lastPathComponent == GoldenLocation.directoryName else { return .checked }
    let testFile = goldens.deletingLastPathComponent().appendingPathComponent(
      folder.lastPathComponent + ".swift")
    guard FileManager.default.fileExists(atPath: testFile.path) else {
      return .orphan("its test file \(testFile.path) is gone")
    }
    // The newest record of each test library that checked a golden of this test file.
    var newest: [String: GoldenRunRecord] = [:]
    for record in records.reversed() {
      for entry in record.entries where newest[entry.library] == nil {
        if (entry.golden as NSString).deletingLastPathComponent == folder.path {
          newest[entry.library] = record
        }
      }
    }
    guard !newest.isEmpty else {
      return .unjudged(
        "no recorded run checked the goldens of \(testFile.lastPathComponent): run the tests first")
    }
    if newest.values.contains(where: { $0.entries.contains { $0.golden == absolute } }) { return .checked }
    guard let last = newest.values.map(\.started).max(), newest.values.allSatisfy(\.isComplete) else {
      return .unjudged(
        "the last run of the tests of \(testFile.lastPathComponent) was filtered: run every test to judge its goldens"
      )
    }
    return .orphan("no test of \(testFile.lastPathComponent) checked it in the last run (\(last))")
  }

  /// The cases of the golden file that the newest run checking it did not check.
  private static func orphanCases(_ path: String, absolute: String, records: [GoldenRunRecord]) -> [Orphan] {
    guard let record = records.last(where: { $0.entries.contains { $0.golden == absolute } }) else {
      return []
    }
    let entries = record.entries.filter { $0.golden == absolute }
    guard !entries.contains(where: { $0.caseName == nil }),
      let data = FileManager.default.contents(atPath: path),
      let file = try? GoldenFile(parsing: data, path: path)
    else { return [] }
    let checked = Set(entries.compactMap(\.caseName))
    return file.cases.filter { !checked.contains($0.name) }.map {
      Orphan(
        goldenPath: path, caseName: $0.name, line: $0.line,
        reason: "the last run that checked this file (\(record.started)) did not check it")
    }
  }

  /// Removes the orphans: whole golden files with their `.new` files, and orphan cases from
  /// their golden files (a file left without cases is removed) and from their `.new` files.
  /// Ignores `CI`: callers decide (`bidi golden clean --orphans` refuses under `CI`).
  ///
  /// - Throws: the error of a file that cannot be read, written or removed; what was removed
  ///   before it stays removed.
  public func remove() throws {
    let manager = FileManager.default
    for orphan in orphans where orphan.caseName == nil {
      try manager.removeItem(atPath: orphan.goldenPath)
      let newPath = GoldenVerifier.newFilePath(for: orphan.goldenPath)
      if manager.fileExists(atPath: newPath) { try manager.removeItem(atPath: newPath) }
    }
    let casesByFile = Dictionary(grouping: orphans.filter { $0.caseName != nil }, by: \.goldenPath)
    for (path, cases) in casesByFile {
      let names = Set(cases.compactMap(\.caseName))
      guard let data = manager.contents(atPath: path) else { throw CocoaError(.fileReadUnknown) }
      var file = try GoldenFile(parsing: data, path: path)
      file.cases.removeAll { names.contains($0.name) }
      guard !file.cases.isEmpty else {
        try manager.removeItem(atPath: path)
        let newPath = GoldenVerifier.newFilePath(for: path)
        if manager.fileExists(atPath: newPath) { try manager.removeItem(atPath: newPath) }
        continue
      }
      let text = file.text(withOptionalExpectations: file.cases.map(\.expected))
      try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
      let written = try GoldenFile(parsing: Array(text.utf8), path: path)
      if let note = GoldenPendingChanges.update(
        goldenAt: path, base: written, { $0.removeAll { names.contains($0.name) } })
      {
        throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: note])
      }
    }
  }
}
