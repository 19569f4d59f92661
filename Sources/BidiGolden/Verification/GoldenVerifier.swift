import Foundation

/// Verifies and records golden files.
///
/// ```swift
/// let report = GoldenVerifier().check(fileAt: path)   // records only if BIDIKIT_RECORD asks
/// if report.isFailure { print(report) }
/// ```
///
/// Rules: verification never writes the golden file; a difference (or a case without
/// expectations, or a missing golden) writes `<file>.new` beside it and fails with a diff.
/// Recording happens only when ``GoldenEnvironment/recordRequested`` and never when
/// ``GoldenEnvironment/isCI``: then the run verifies, fails and says why. Recording reads
/// CRLF files and writes LF; verification reports a CR as an error at its position.
public struct GoldenVerifier: Sendable {
  /// The kinds cases may name.
  public var kinds: GoldenKinds
  /// Whether to record, and whether this is a CI run.
  public var environment: GoldenEnvironment

  /// A verifier for `kinds` that reads `BIDIKIT_RECORD` and `CI` from `environment`.
  public init(kinds: GoldenKinds = .standard, environment: GoldenEnvironment = GoldenEnvironment()) {
    self.kinds = kinds
    self.environment = environment
  }

  /// The path of the file written beside a golden file when it does not match.
  public static func newFilePath(for path: String) -> String { path + ".new" }

  /// Verifies the golden file at `path`, or records it when the environment asks and allows.
  public func check(fileAt path: String) -> GoldenReport {
    if environment.recordRequested && environment.isCI {
      return refused(verify(fileAt: path))
    }
    return environment.recordRequested ? record(fileAt: path) : verify(fileAt: path)
  }

  /// Verifies cases made in code against the golden file at `path`, which holds them with
  /// their expectations; records when the environment asks and allows. A missing file fails
  /// (and writes `.new`) unless recording.
  public func check(_ cases: [GoldenCase], fileAt path: String, comment: [String] = []) -> GoldenReport {
    let file = GoldenFile(path: path, cases: cases, comment: comment)
    let computed: [[GoldenField]]
    do {
      computed = try expectations(of: file)
    } catch {
      return GoldenReport(path: path, outcome: .malformed, error: error)
    }
    let text = file.text(withExpectations: computed)
    let names = cases.map { "\(path): '\($0.name)'" }
    let existing = FileManager.default.contents(atPath: path)
    let recording = environment.recordRequested && !environment.isCI
    if existing == Data(text.utf8) {
      removeStaleNewFile(path)
      let report = GoldenReport(path: path, outcome: .passed, caseCount: cases.count)
      return environment.recordRequested && environment.isCI ? refused(report) : report
    }
    if recording { return write(text, to: path, changed: names, caseCount: cases.count) }
    var report: GoldenReport
    if let existing {
      let old = String(decoding: existing, as: UTF8.self)
      let changed = changedNames(old: old, new: text, file: file)
      report = GoldenReport(
        path: path, outcome: .mismatched, caseCount: cases.count, changedCases: changed,
        diff: GoldenDiff.unified(
          old: old, new: text, oldName: path, newName: GoldenVerifier.newFilePath(for: path)))
    } else {
      report = GoldenReport(
        path: path, outcome: .missing, caseCount: cases.count, changedCases: names,
        note: "a missing golden never passes")
    }
    report = writeNewFile(text, report)
    return environment.recordRequested ? refused(report) : report
  }

  /// Compares every case of the golden file at `path` with what its kind computes now.
  /// Never writes the golden file; writes `<path>.new` when something differs.
  public func verify(fileAt path: String) -> GoldenReport {
    let loaded: (GoldenFile, [[GoldenField]], Data)
    switch load(path, acceptsCRLF: false) {
    case .success(let value): loaded = value
    case .failure(let failure): return failure.report
    }
    let (file, computed, data) = loaded
    // A file without cases checks nothing: passing it would hide a truncated or emptied file.
    guard !file.cases.isEmpty else {
      return GoldenReport(
        path: path, outcome: .malformed,
        error: GoldenFormatError(
          path: path, line: 0, column: 0, message: "no case: a golden file without cases verifies nothing"))
    }
    var changed: [String] = []
    for (index, golden) in file.cases.enumerated() {
      let kind = kinds[golden.kind]!
      if let expected = golden.expected {
        if !kind.matches(expected: expected, actual: computed[index]) {
          changed.append("\(path):\(golden.line): '\(golden.name)' differs")
        }
      } else {
        changed.append("\(path):\(golden.line): '\(golden.name)' has no expectations ('---') yet")
      }
    }
    guard !changed.isEmpty else {
      removeStaleNewFile(path)
      return GoldenReport(path: path, outcome: .passed, caseCount: file.cases.count)
    }
    let old = String(decoding: data, as: UTF8.self)
    let text = file.text(withExpectations: computed)
    let report = GoldenReport(
      path: path, outcome: .mismatched, caseCount: file.cases.count, changedCases: changed,
      diff: GoldenDiff.unified(
        old: old, new: text, oldName: path, newName: GoldenVerifier.newFilePath(for: path)))
    return writeNewFile(text, report)
  }

  /// Rewrites the expected section of every case of the golden file at `path` from what its
  /// kind computes now, keeping everything else. Ignores the environment: callers decide
  /// (``check(fileAt:)`` and `bidi golden record` refuse under CI).
  public func record(fileAt path: String) -> GoldenReport {
    let loaded: (GoldenFile, [[GoldenField]], Data)
    switch load(path, acceptsCRLF: true) {
    case .success(let value): loaded = value
    case .failure(let failure): return failure.report
    }
    let (file, computed, data) = loaded
    let text = file.text(withExpectations: computed)
    guard Data(text.utf8) != data else {
      removeStaleNewFile(path)
      return GoldenReport(path: path, outcome: .passed, caseCount: file.cases.count)
    }
    var changed: [String] = []
    for (index, golden) in file.cases.enumerated() {
      let same =
        golden.expected.map { kinds[golden.kind]!.matches(expected: $0, actual: computed[index]) } ?? false
      if !same { changed.append("\(path):\(golden.line): '\(golden.name)'") }
    }
    if changed.isEmpty { changed.append("\(path): line endings or layout rewritten") }
    return write(text, to: path, changed: changed, caseCount: file.cases.count)
  }

  // MARK: - Steps

  private func load(_ path: String, acceptsCRLF: Bool) -> Result<
    (GoldenFile, [[GoldenField]], Data), ReportFailure
  > {
    guard FileManager.default.fileExists(atPath: path) else {
      return .failure(ReportFailure(GoldenReport(path: path, outcome: .missing, note: "no such file")))
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      return .failure(
        ReportFailure(GoldenReport(path: path, outcome: .writeFailed, note: "cannot read \(path)")))
    }
    do {
      let file = try GoldenFile(parsing: data, path: path, acceptsCRLF: acceptsCRLF)
      return .success((file, try expectations(of: file), data))
    } catch {
      return .failure(ReportFailure(GoldenReport(path: path, outcome: .malformed, error: error)))
    }
  }

  /// Each case's expectations as its kind computes them; unknown kinds and fields are errors.
  func expectations(of file: GoldenFile) throws(GoldenFormatError) -> [[GoldenField]] {
    let context = GoldenContext(path: file.path)
    for field in file.defaults where field.key != "kind" {
      guard kinds.byName.values.contains(where: { $0.inputKeys.contains(field.key) }) else {
        throw context.error("unknown default '\(field.key)'", at: field)
      }
    }
    return try file.cases.map { golden throws(GoldenFormatError) in
      guard let kind = kinds[golden.kind] else {
        let known = kinds.byName.keys.sorted().joined(separator: ", ")
        throw context.error("unknown kind '\(golden.kind)' (known: \(known))", in: golden)
      }
      for field in golden.fields where !kind.inputKeys.contains(field.key) {
        let known = kind.inputKeys.sorted().joined(separator: ", ")
        throw GoldenFormatError(
          path: file.path, line: field.line, column: 1,
          message: "unknown field '\(field.key)' for kind '\(kind.name)' (known: \(known))")
      }
      var visible = golden
      visible.defaults = golden.defaults.filter { kind.inputKeys.contains($0.key) }
      return try kind.expectations(for: visible, in: context)
    }
  }

  /// The cases of `new` that `old` does not hold identically (by name).
  private func changedNames(old: String, new: String, file: GoldenFile) -> [String] {
    guard let before = try? GoldenFile(parsing: Array(old.utf8), path: file.path),
      let after = try? GoldenFile(parsing: Array(new.utf8), path: file.path)
    else {
      return ["\(file.path): not readable as a golden file; compare it with the .new file"]
    }
    return after.cases.compactMap { golden in
      guard let previous = before.cases.first(where: { $0.name == golden.name }) else {
        return "\(file.path): '\(golden.name)' is new"
      }
      let written = { (c: GoldenCase) in c.writtenInput + (c.expected ?? []).flatMap(\.writtenLines) }
      return written(previous) == written(golden)
        ? nil : "\(file.path):\(previous.line): '\(golden.name)' differs"
    }
  }

  private func refused(_ report: GoldenReport) -> GoldenReport {
    var report = report
    if report.outcome == .passed || report.outcome == .mismatched || report.outcome == .missing {
      report.outcome = .recordingRefused
    }
    report.note =
      ([
        "\(GoldenEnvironment.recordVariable) asks for recording but CI is set: golden files are never recorded in CI; record locally and commit"
      ] + (report.note.isEmpty ? [] : [report.note])).joined(separator: "\n")
    return report
  }

  private func writeNewFile(_ text: String, _ report: GoldenReport) -> GoldenReport {
    var report = report
    let newPath = GoldenVerifier.newFilePath(for: report.path)
    do {
      try Data(text.utf8).write(to: URL(fileURLWithPath: newPath), options: .atomic)
      report.newFilePath = newPath
    } catch {
      report.note +=
        (report.note.isEmpty ? "" : "\n") + "could not write \(newPath): \(error.localizedDescription)"
    }
    return report
  }

  private func write(_ text: String, to path: String, changed: [String], caseCount: Int) -> GoldenReport {
    do {
      try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      return GoldenReport(
        path: path, outcome: .writeFailed, caseCount: caseCount, note: "\(error.localizedDescription)")
    }
    removeStaleNewFile(path)
    return GoldenReport(path: path, outcome: .recorded, caseCount: caseCount, changedCases: changed)
  }

  private func removeStaleNewFile(_ path: String) {
    let newPath = GoldenVerifier.newFilePath(for: path)
    if FileManager.default.fileExists(atPath: newPath) {
      try? FileManager.default.removeItem(atPath: newPath)
    }
  }
}

/// A report carried through `Result` by the loading step.
private struct ReportFailure: Error {
  var report: GoldenReport
  init(_ report: GoldenReport) { self.report = report }
}
