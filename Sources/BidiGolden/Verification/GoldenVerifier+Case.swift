import Foundation

extension GoldenVerifier {
  /// Checks one case made in code against the case of the same name in the golden file at
  /// `path`, and records it as the record mode says. The other cases of the file are kept as
  /// they are; a missing file or folder is created when recording.
  ///
  /// - A case whose input fields and expectations match passes (mode
  ///   ``GoldenRecordMode/all`` rewrites it and fails all the same).
  /// - A case that is not in the file, or has no `---` section, is recorded unless the mode
  ///   is ``GoldenRecordMode/never``; the check then fails once, so that it is reviewed.
  /// - A case that differs (its expectations, or its input as the test now writes it) is
  ///   rewritten in modes ``GoldenRecordMode/failed`` and ``GoldenRecordMode/all``, and
  ///   otherwise fails with a diff; `<path>.new` then holds the file as recording would
  ///   write it (the differences of every failing case of the file in this process).
  /// - Under `CI` nothing is recorded; asking to rewrite goldens there fails with
  ///   ``GoldenReport/Outcome/recordingRefused``.
  ///
  /// Safe to call from parallel tests: checks of one process take turns on golden files.
  ///
  /// - Parameters:
  ///   - golden: the case, with its input fields (no expectations needed).
  ///   - path: the golden file.
  ///   - mode: the record mode of this check (`nil`: the scope's, else `BIDIKIT_RECORD`'s,
  ///     else ``GoldenRecordMode/missing``).
  ///   - comment: comment lines put at the top of a file this check creates.
  public func check(
    _ golden: GoldenCase, inFileAt path: String, record mode: GoldenRecordMode? = nil, comment: [String] = []
  ) -> GoldenReport {
    let decision = environment.decision(for: mode)
    return GoldenSession.shared.locked { session in
      session.touch(path)
      return checkLocked(golden, path: path, decision: decision, comment: comment, session: session)
    }
  }

  private func checkLocked(
    _ golden: GoldenCase, path: String, decision: GoldenRecordDecision, comment: [String],
    session: GoldenSession
  ) -> GoldenReport {
    let computed: [GoldenField]
    do {
      computed = try expectations(of: GoldenFile(path: path, cases: [golden]))[0]
    } catch {
      return GoldenReport(path: path, outcome: .malformed, caseCount: 1, error: error)
    }
    // The golden file as it is (empty when missing).
    let existing = FileManager.default.contents(atPath: path)
    var file = GoldenFile(path: path, cases: [], comment: comment)
    if let existing {
      do {
        file = try GoldenFile(parsing: existing, path: path)
      } catch {
        return GoldenReport(path: path, outcome: .malformed, error: error)
      }
    }
    let stored = file.cases.firstIndex { $0.name == golden.name }.map { file.cases[$0] }
    let kind = kinds[golden.kind]!
    let sameInput =
      stored.map {
        $0.kind == golden.kind && $0.fields.flatMap(\.writtenLines) == golden.fields.flatMap(\.writtenLines)
      } ?? false
    let isMissing = stored?.expected == nil
    let matches = sameInput && !isMissing && kind.matches(expected: stored!.expected!, actual: computed)
    let oldText = existing.map { String(decoding: $0, as: UTF8.self) } ?? ""
    let newText = Self.text(of: file, replacing: golden, with: computed)
    let where_ = "\(path)\(stored.map { ":\($0.line)" } ?? ""): '\(golden.name)'"

    if decision.isRefused && (!matches || decision.requested == .all) {
      var report = GoldenReport(
        path: path, outcome: .recordingRefused, caseCount: 1, changedCases: matches ? [] : [where_],
        diff: matches
          ? "" : GoldenDiff.unified(old: oldText, new: newText, oldName: path, newName: path + ".new"),
        note:
          "record mode '\(decision.requested.rawValue)' asks for recording but CI is set: golden files are never recorded in CI; record locally and commit"
      )
      if !matches { report = writeNewCase(golden, computed, into: report, base: file, session: session) }
      return report
    }
    if matches && decision.effective != .all {
      return GoldenReport(path: path, outcome: .passed, caseCount: 1)
    }
    let records =
      decision.effective == .all || decision.effective == .failed
      || (isMissing && decision.effective == .missing)
    let diff = GoldenDiff.unified(old: oldText, new: newText, oldName: path, newName: path)
    if records {
      do {
        try FileManager.default.createDirectory(
          atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(newText.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
      } catch {
        return GoldenReport(
          path: path, outcome: .writeFailed, caseCount: 1, note: "could not write \(path): \(error)")
      }
      let why =
        matches
        ? "record mode 'all' rewrote the case (unchanged); turn recording off and run again"
        : isMissing
          ? "new golden case recorded: review it (git diff), then run again to verify"
          : "recorded a changed case (record mode '\(decision.effective.rawValue)'): review the diff, then run again"
      return GoldenReport(
        path: path, outcome: .recorded, caseCount: 1, changedCases: [where_], diff: diff, note: why)
    }
    let note =
      environment.isCI
      ? "CI is set: golden files are never recorded in CI; record locally and commit"
      : decision.effective == .never ? "record mode 'never': nothing recorded" : ""
    let report = GoldenReport(
      path: path, outcome: existing == nil ? .missing : .mismatched, caseCount: 1,
      changedCases: [
        where_ + (isMissing ? " is not recorded" : sameInput ? " differs" : " has another input")
      ],
      diff: GoldenDiff.unified(old: oldText, new: newText, oldName: path, newName: path + ".new"), note: note)
    return writeNewCase(golden, computed, into: report, base: file, session: session)
  }

  /// The file's text with `golden` (and its expectations) in place of the case of that name,
  /// or added at the end.
  static func text(of file: GoldenFile, replacing golden: GoldenCase, with computed: [GoldenField]) -> String
  {
    var file = file
    var expectations = file.cases.map(\.expected)
    if let index = file.cases.firstIndex(where: { $0.name == golden.name }) {
      file.cases[index] = golden
      expectations[index] = computed
    } else {
      file.cases.append(golden)
      expectations.append(computed)
    }
    return file.text(withOptionalExpectations: expectations)
  }

  /// Writes `<path>.new`: the `.new` this process wrote before (other failing cases), else the
  /// golden file, with this case's expectations in it.
  private func writeNewCase(
    _ golden: GoldenCase, _ computed: [GoldenField], into report: GoldenReport, base: GoldenFile,
    session: GoldenSession
  ) -> GoldenReport {
    let newPath = GoldenVerifier.newFilePath(for: report.path)
    var base = base
    if session.wroteNewFile(for: report.path), let data = FileManager.default.contents(atPath: newPath),
      let previous = try? GoldenFile(parsing: data, path: report.path)
    {
      base = previous
    }
    var report = report
    do {
      try FileManager.default.createDirectory(
        atPath: (newPath as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try Data(Self.text(of: base, replacing: golden, with: computed).utf8)
        .write(to: URL(fileURLWithPath: newPath), options: .atomic)
      session.noteNewFile(for: report.path)
      report.newFilePath = newPath
    } catch {
      report.note += (report.note.isEmpty ? "" : "\n") + "could not write \(newPath): \(error)"
    }
    return report
  }
}
