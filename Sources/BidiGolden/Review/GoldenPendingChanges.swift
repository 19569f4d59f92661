import Foundation

/// The changes waiting in the `.new` file beside one golden: what `bidi golden verify` and
/// `list` show as `pending`, and what `accept`, `reject` and `review` act on.
///
/// `<golden>.new` is the golden file as the failing checks found it: every case the same as
/// the golden's except the ones that failed. Each case that differs is a
/// ``GoldenPendingChange``. The rules that keep a change from being lost:
///
/// - A failing check puts its case into the `.new` file and keeps every other change in it,
///   from this run or an earlier one. A check of a whole file written by hand
///   (``GoldenVerifier/verify(fileAt:)``, `bidi golden verify`) recomputes expectations from
///   the stored inputs and never replaces a change whose input differs from the golden's:
///   that one came from a test, which knows the app's output and the command line does not.
/// - A change leaves the `.new` file only when it is accepted (``accept(_:)``: the golden
///   takes it) or rejected (``reject(_:)``), or when the check that wrote it runs again:
///   then it is replaced by what the check finds now, or dropped when the check passes (the
///   golden is what the app shows again).
/// - A `.new` file left with no change (every case as the golden holds it) is removed.
public struct GoldenPendingChanges: Sendable {
  /// The golden file's path as given.
  public let goldenPath: String
  /// The changes, in the order of the `.new` file.
  public let changes: [GoldenPendingChange]
  /// The golden file as read, or an empty file (with the `.new` file's header) when it is missing.
  let golden: GoldenFile
  /// Whether the golden file exists.
  public let goldenExists: Bool

  /// The `.new` file beside the golden.
  public var newFilePath: String { GoldenVerifier.newFilePath(for: goldenPath) }

  /// The changes waiting beside the golden at `path`, or `nil` when there is no `.new` file.
  ///
  /// - Throws: ``GoldenFormatError`` when the golden or the `.new` file cannot be read.
  public init?(goldenAt path: String) throws(GoldenFormatError) {
    let newPath = GoldenVerifier.newFilePath(for: path)
    guard let newData = FileManager.default.contents(atPath: newPath) else { return nil }
    let newFile = try GoldenFile(parsing: newData, path: newPath)
    let golden = try Self.golden(at: path, header: newFile)
    goldenPath = path
    goldenExists = golden.exists
    self.golden = golden.file
    changes = Self.differing(newFile.cases, from: golden.file).map { actual in
      GoldenPendingChange(
        goldenPath: path, expected: golden.file.cases.first { $0.name == actual.name }, actual: actual)
    }
  }

  /// Moves the changes named `names` (all when `nil`) into the golden file, creating it when
  /// it is missing; the others stay in the `.new` file, which is removed when none is left.
  /// Ignores `CI`: callers decide (`bidi golden accept` refuses under `CI`).
  ///
  /// - Returns: the changes accepted.
  /// - Throws: the error of a file that cannot be written or removed.
  @discardableResult
  public func accept(_ names: Set<String>? = nil) throws -> [GoldenPendingChange] {
    let (chosen, kept) = split(names)
    guard !chosen.isEmpty else { return [] }
    let text = golden.text(replacing: chosen.map(\.actual))
    try FileManager.default.createDirectory(
      atPath: (goldenPath as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: URL(fileURLWithPath: goldenPath), options: .atomic)
    let accepted = try GoldenFile(parsing: Array(text.utf8), path: goldenPath)
    try Self.write(kept.map(\.actual), over: accepted, goldenPath: goldenPath)
    return chosen
  }

  /// Drops the changes named `names` (all when `nil`) from the `.new` file, which is removed
  /// when none is left. The golden file is not touched.
  ///
  /// - Returns: the changes rejected.
  /// - Throws: the error of a file that cannot be written or removed.
  @discardableResult
  public func reject(_ names: Set<String>? = nil) throws -> [GoldenPendingChange] {
    let (chosen, kept) = split(names)
    guard !chosen.isEmpty else { return [] }
    try Self.write(kept.map(\.actual), over: golden, goldenPath: goldenPath)
    return chosen
  }

  private func split(_ names: Set<String>?) -> (chosen: [GoldenPendingChange], kept: [GoldenPendingChange]) {
    let chosen = changes.filter { names?.contains($0.name) ?? true }
    return (chosen, changes.filter { !(names?.contains($0.name) ?? true) })
  }

  // MARK: - What checks do with the `.new` file

  /// Updates the `.new` file of the golden at `path`, whose cases are now `base`'s (the golden
  /// as it is, or an empty file to become the golden): `change` edits the list of cases that
  /// differ from `base`; the file is rewritten with them, or removed when none is left.
  ///
  /// - Returns: `nil`, or why the `.new` file was left as it is (it cannot be read or written).
  static func update(goldenAt path: String, base: GoldenFile, _ change: (inout [GoldenCase]) -> Void)
    -> String?
  {
    let newPath = GoldenVerifier.newFilePath(for: path)
    var pending: [GoldenCase] = []
    if let data = FileManager.default.contents(atPath: newPath) {
      do {
        pending = differing(try GoldenFile(parsing: data, path: newPath).cases, from: base)
      } catch {
        return "\(newPath) cannot be read, so it was left as it is: \(error)"
      }
    }
    change(&pending)
    do {
      try write(pending, over: base, goldenPath: path)
    } catch {
      return "could not write \(newPath): \(error.localizedDescription)"
    }
    return nil
  }

  /// Puts `found` (cases as a check found them) into the `.new` file of the golden at `path`,
  /// each in place of the change of its name. With `keepingTestInput`, a change already there
  /// whose input differs from the golden's case is kept: it came from a test, which knows what
  /// the app shows.
  static func put(
    _ found: [GoldenCase], goldenAt path: String, base: GoldenFile, keepingTestInput: Bool = false
  ) -> String? {
    update(goldenAt: path, base: base) { pending in
      for item in found {
        guard let index = pending.firstIndex(where: { $0.name == item.name }) else {
          pending.append(item)
          continue
        }
        let stored = base.cases.first { $0.name == item.name }
        if keepingTestInput, let stored, !pending[index].hasSameInput(as: stored) { continue }
        pending[index] = item
      }
    }
  }

  /// The cases of `cases` that `base` does not hold with the same content.
  static func differing(_ cases: [GoldenCase], from base: GoldenFile) -> [GoldenCase] {
    cases.filter { candidate in
      !(base.cases.first { $0.name == candidate.name }.map { $0.hasSameContent(as: candidate) } ?? false)
    }
  }

  /// Writes `pending` into the `.new` file over `base`, or removes the file when none of them
  /// differs from `base`.
  private static func write(_ pending: [GoldenCase], over base: GoldenFile, goldenPath: String) throws {
    let newPath = GoldenVerifier.newFilePath(for: goldenPath)
    let changed = differing(pending, from: base)
    guard !changed.isEmpty else {
      if FileManager.default.fileExists(atPath: newPath) {
        try FileManager.default.removeItem(atPath: newPath)
      }
      return
    }
    try FileManager.default.createDirectory(
      atPath: (newPath as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(base.text(replacing: changed).utf8).write(to: URL(fileURLWithPath: newPath), options: .atomic)
  }

  /// The golden file at `path`, or an empty file with `header`'s comments and defaults when it
  /// does not exist.
  private static func golden(at path: String, header: GoldenFile) throws(GoldenFormatError)
    -> (file: GoldenFile, exists: Bool)
  {
    guard let data = FileManager.default.contents(atPath: path) else {
      var empty = GoldenFile(path: path, cases: [])
      empty.preamble = header.preamble
      empty.defaults = header.defaults
      return (empty, false)
    }
    return (try GoldenFile(parsing: data, path: path), true)
  }
}
