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
    check(golden, inFileAt: path, record: mode, comment: comment, library: "")
  }

  /// ``check(_:inFileAt:record:comment:)``, noted in the run record as made from `library`.
  func check(
    _ golden: GoldenCase, inFileAt path: String, record mode: GoldenRecordMode?, comment: [String],
    library: String
  ) -> GoldenReport {
    let decision = environment.decision(for: mode)
    return GoldenSession.shared.locked { session in
      session.touch(golden.name, inFileAt: path, library: library)
      return checkLocked(golden, path: path, decision: decision, comment: comment)
    }
  }

  private func checkLocked(
    _ golden: GoldenCase, path: String, decision: GoldenRecordDecision, comment: [String]
  ) -> GoldenReport {
    var found = golden
    do {
      found.expected = try expectations(of: GoldenFile(path: path, cases: [golden]))[0]
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
    let stored = file.cases.first { $0.name == golden.name }
    let sameInput = stored?.hasSameInput(as: golden) ?? false
    let isMissing = stored?.expected == nil
    let matches =
      sameInput && !isMissing
      && kinds[golden.kind]!.matches(expected: stored!.expected!, actual: found.expected!)
    let oldText = existing.map { String(decoding: $0, as: UTF8.self) } ?? ""
    let newText = file.text(replacing: [found])
    let where_ = "\(path)\(stored.map { ":\($0.line)" } ?? ""): '\(golden.name)'"

    if decision.isRefused && (!matches || decision.requested == .all) {
      var report = GoldenReport(
        path: path, outcome: .recordingRefused, caseCount: 1, changedCases: matches ? [] : [where_],
        diff: matches
          ? "" : GoldenDiff.unified(old: oldText, new: newText, oldName: path, newName: path + ".new"),
        note:
          "record mode '\(decision.requested.rawValue)' asks for recording but CI is set: golden files are never recorded in CI; record locally and commit"
      )
      if !matches { report = writeNewCase(found, into: report, base: file) }
      return report
    }
    if matches && decision.effective != .all {
      // The golden is what the test finds again: a change of this case waiting in .new is over.
      let note = GoldenPendingChanges.update(goldenAt: path, base: file) {
        $0.removeAll { $0.name == golden.name }
      }
      return GoldenReport(path: path, outcome: .passed, caseCount: 1, note: note ?? "")
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
      var why =
        matches
        ? "record mode 'all' rewrote the case (unchanged); turn recording off and run again"
        : isMissing
          ? "new golden case recorded: review it (git diff), then run again to verify"
          : "recorded a changed case (record mode '\(decision.effective.rawValue)'): review the diff, then run again"
      // What the golden now holds replaces a change of this case waiting in .new.
      if let recorded = try? GoldenFile(parsing: Array(newText.utf8), path: path),
        let note = GoldenPendingChanges.update(
          goldenAt: path, base: recorded, { $0.removeAll { $0.name == golden.name } })
      {
        why += "\n" + note
      }
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
        where_
          + (isMissing ? " is not recorded" : sameInput ? " differs" : " has another input than the golden's")
      ],
      diff: GoldenDiff.unified(old: oldText, new: newText, oldName: path, newName: path + ".new"), note: note)
    return writeNewCase(found, into: report, base: file)
  }

  /// Puts the case as the check found it into `<path>.new`, keeping the other changes there.
  private func writeNewCase(_ found: GoldenCase, into report: GoldenReport, base: GoldenFile) -> GoldenReport
  {
    var report = report
    if let note = GoldenPendingChanges.put([found], goldenAt: report.path, base: base) {
      report.note += (report.note.isEmpty ? "" : "\n") + note
    } else {
      report.newFilePath = GoldenVerifier.newFilePath(for: report.path)
    }
    return report
  }
}
