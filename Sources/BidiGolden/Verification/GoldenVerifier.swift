import BidiEngine
import Foundation

/// Verifies and records golden files.
///
/// ```swift
/// let report = GoldenVerifier().check(fileAt: path)   // records as the record mode says
/// if report.isFailure { print(report) }
/// ```
///
/// Rules: verification never writes the golden file; a difference (or a case without
/// expectations, or a missing golden) puts the case as found into `<file>.new` beside it and
/// fails with a diff. `<file>.new` keeps every change until it is accepted or rejected (see
/// ``GoldenPendingChanges``).
/// Recording follows the ``GoldenRecordMode`` (the call's, the scope's, `BIDIKIT_RECORD`'s,
/// else ``GoldenRecordMode/missing``) and never happens when ``GoldenEnvironment/isCI``:
/// asking to rewrite goldens there fails and says why. Recording reads CRLF files and writes
/// LF; verification reports a CR as an error at its position.
public struct GoldenVerifier: Sendable {
  /// The kinds cases may name.
  public var kinds: GoldenKinds
  /// The record mode of `BIDIKIT_RECORD`, and whether this is a CI run.
  public var environment: GoldenEnvironment

  /// A verifier for `kinds` that reads `BIDIKIT_RECORD` and `CI` from `environment`.
  public init(kinds: GoldenKinds = .standard, environment: GoldenEnvironment = GoldenEnvironment()) {
    self.kinds = kinds
    self.environment = environment
  }

  /// The path of the file written beside a golden file when it does not match.
  public static func newFilePath(for path: String) -> String { path + ".new" }

  /// Verifies the golden file at `path`, recording as the record mode says: cases without a
  /// `---` section in mode ``GoldenRecordMode/missing`` (``recordMissing(fileAt:)``),
  /// everything that differs in ``GoldenRecordMode/failed`` (``record(fileAt:)``), the whole
  /// file in ``GoldenRecordMode/all`` (which then fails), nothing in
  /// ``GoldenRecordMode/never`` (``verify(fileAt:)``).
  public func check(fileAt path: String, record mode: GoldenRecordMode? = nil) -> GoldenReport {
    GoldenSession.shared.locked { $0.touch(nil, inFileAt: path) }
    let decision = environment.decision(for: mode)
    if decision.isRefused { return refused(verify(fileAt: path)) }
    switch decision.effective {
    case .never: return verify(fileAt: path)
    case .missing: return recordMissing(fileAt: path)
    case .failed: return record(fileAt: path)
    case .all:
      var report = record(fileAt: path)
      if report.outcome == .passed {
        report.outcome = .recorded
        report.note =
          "record mode 'all': every golden is rewritten and fails; turn recording off and run again"
      }
      return report
    }
  }

  /// Verifies cases made in code against the golden file at `path`, which holds exactly them
  /// with their expectations; records as the record mode says (a missing file is recorded
  /// unless the mode is ``GoldenRecordMode/never``, then it fails and writes `.new`).
  public func check(
    _ cases: [GoldenCase], fileAt path: String, comment: [String] = [], record mode: GoldenRecordMode? = nil
  ) -> GoldenReport {
    let decision = environment.decision(for: mode)
    let file = GoldenFile(path: path, cases: cases, comment: comment)
    let computed: [[GoldenField]]
    do {
      computed = try expectations(of: file)
    } catch {
      return GoldenReport(path: path, outcome: .malformed, error: error)
    }
    let text = file.text(withExpectations: computed)
    let names = cases.map { "\(path): '\($0.name)'" }
    GoldenSession.shared.locked { session in cases.forEach { session.touch($0.name, inFileAt: path) } }
    let existing = FileManager.default.contents(atPath: path)
    // The golden as it is, the base of its .new file (empty when missing or unreadable).
    let stored = existing.flatMap { try? GoldenFile(parsing: $0, path: path) } ?? file.withoutCases
    if existing == Data(text.utf8) && decision.requested != .all {
      // The golden is what the test finds again: its changes waiting in .new are over.
      let names = Set(cases.map(\.name))
      let note = GoldenPendingChanges.update(goldenAt: path, base: stored) {
        $0.removeAll { names.contains($0.name) }
      }
      return GoldenReport(path: path, outcome: .passed, caseCount: cases.count, note: note ?? "")
    }
    let records =
      decision.effective == .all || decision.effective == .failed
      || (existing == nil && decision.effective == .missing)
    if records { return write(text, to: path, changed: names, caseCount: cases.count) }
    if existing == Data(text.utf8) {
      return refused(GoldenReport(path: path, outcome: .passed, caseCount: cases.count))
    }
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
    let found = zip(file.cases, computed).map { golden, expected in
      var golden = golden
      golden.expected = expected
      return golden
    }
    report = writePending(found, base: stored, keepingTestInput: false, report)
    return decision.isRefused ? refused(report) : report
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
          path: path, line: 0, column: 0, reason: .syntax,
          message: "no case: a golden file without cases verifies nothing"))
    }
    var changed: [String] = []
    var found: [GoldenCase] = []
    for (index, golden) in file.cases.enumerated() {
      let kind = kinds[golden.kind]!
      if let expected = golden.expected {
        if kind.matches(expected: expected, actual: computed[index]) { continue }
        changed.append("\(path):\(golden.line): '\(golden.name)' differs")
      } else {
        changed.append("\(path):\(golden.line): '\(golden.name)' has no expectations ('---') yet")
      }
      var recomputed = golden
      recomputed.expected = computed[index]
      found.append(recomputed)
    }
    guard !changed.isEmpty else {
      return GoldenReport(path: path, outcome: .passed, caseCount: file.cases.count)
    }
    let old = String(decoding: data, as: UTF8.self)
    let text = file.text(withExpectations: computed)
    let report = GoldenReport(
      path: path, outcome: .mismatched, caseCount: file.cases.count, changedCases: changed,
      diff: GoldenDiff.unified(
        old: old, new: text, oldName: path, newName: GoldenVerifier.newFilePath(for: path)))
    // Only what the stored inputs give: a change a test left with another input is kept.
    return writePending(found, base: file, keepingTestInput: true, report)
  }

  /// Writes the expectations of the cases that have no `---` section yet and verifies the
  /// others: outcome ``GoldenReport/Outcome/recorded`` when something was written and
  /// nothing differs, ``GoldenReport/Outcome/mismatched`` (with `.new`) when a recorded case
  /// differs. Ignores the environment, as ``record(fileAt:)`` does.
  public func recordMissing(fileAt path: String) -> GoldenReport {
    let loaded: (GoldenFile, [[GoldenField]], Data)
    switch load(path, acceptsCRLF: false) {
    case .success(let value): loaded = value
    case .failure(let failure): return failure.report
    }
    let (file, computed, data) = loaded
    var recorded: [String] = []
    var differing: [String] = []
    var kept: [[GoldenField]?] = []
    for (index, golden) in file.cases.enumerated() {
      if let expected = golden.expected {
        kept.append(expected)
        if !kinds[golden.kind]!.matches(expected: expected, actual: computed[index]) {
          differing.append("\(path):\(golden.line): '\(golden.name)' differs")
        }
      } else {
        kept.append(computed[index])
        recorded.append("\(path):\(golden.line): '\(golden.name)'")
      }
    }
    if !recorded.isEmpty {
      let text = file.text(withOptionalExpectations: kept)
      if Data(text.utf8) != data {
        let report = write(text, to: path, changed: recorded, caseCount: file.cases.count)
        guard report.outcome == .recorded, !differing.isEmpty else { return report }
      }
    }
    if differing.isEmpty {
      return GoldenReport(path: path, outcome: .passed, caseCount: file.cases.count)
    }
    var report = verify(fileAt: path)
    if !recorded.isEmpty { report.note = "recorded \(recorded.count) new case(s); the others differ" }
    return report
  }

  /// Rewrites the expected section of every case of the golden file at `path` from what its
  /// kind computes now, keeping everything else. Ignores the environment: callers decide
  /// (``check(fileAt:record:)`` and `bidi golden record` refuse under CI).
  public func record(fileAt path: String) -> GoldenReport {
    let loaded: (GoldenFile, [[GoldenField]], Data)
    switch load(path, acceptsCRLF: true) {
    case .success(let value): loaded = value
    case .failure(let failure): return failure.report
    }
    let (file, computed, data) = loaded
    let text = file.text(withExpectations: computed)
    guard Data(text.utf8) != data else {
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
        throw context.error(
          "unknown kind '\(golden.kind)' (known: \(known))", in: golden, reason: .unknownKindOrField)
      }
      for field in golden.fields where !kind.inputKeys.contains(field.key) {
        let known = kind.inputKeys.sorted().joined(separator: ", ")
        throw GoldenFormatError(
          path: file.path, line: field.line, column: 1, reason: .unknownKindOrField,
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

  /// Puts `found` into the `.new` file over `base` (``GoldenPendingChanges``).
  private func writePending(
    _ found: [GoldenCase], base: GoldenFile, keepingTestInput: Bool, _ report: GoldenReport
  ) -> GoldenReport {
    var report = report
    if let note = GoldenPendingChanges.put(
      found, goldenAt: report.path, base: base, keepingTestInput: keepingTestInput)
    {
      report.note += (report.note.isEmpty ? "" : "\n") + note
    } else if FileManager.default.fileExists(atPath: GoldenVerifier.newFilePath(for: report.path)) {
      report.newFilePath = GoldenVerifier.newFilePath(for: report.path)
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
    // The .new file keeps only what still differs from the golden just written.
    var note = ""
    if let written = try? GoldenFile(parsing: Array(text.utf8), path: path) {
      note = GoldenPendingChanges.update(goldenAt: path, base: written) { _ in } ?? ""
    }
    return GoldenReport(
      path: path, outcome: .recorded, caseCount: caseCount, changedCases: changed, note: note)
  }
}

/// A report carried through `Result` by the loading step.
private struct ReportFailure: Error {
  var report: GoldenReport
  init(_ report: GoldenReport) { self.report = report }
}
