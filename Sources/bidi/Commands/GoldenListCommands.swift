import BidiGolden
import Foundation

/// `bidi golden list` and `clean`: the state of golden files, and the goldens no test checks.
extension GoldenCommand {
  /// `bidi golden list`.
  enum List: Subcommand {
    static let name = "list"
    static let summary = "each golden file and case with its state, or the orphans; writes nothing"
    static let operands = "PATH…"
    static let discussion = """
      Prints each golden file and each case with its state: ok, differs (from what BidiKit
      computes from its stored input), not recorded, or pending (a change waits in the .new
      file: shown with its diff). Writes nothing. Exit 1 unless every case is ok.

      With --orphans: the goldens and cases that no test checked, from the record the last
      test run left in .build/bidikit-golden-runs of the package (BidiTesting writes it): a
      case the newest run of its golden did not check; a golden of a test file that is gone,
      or that no test of its file checked in the last run of every test. Folders whose last
      run was filtered are not judged. Exit 1 when there are orphans.
      """
    static let orphans = Flag(
      "--orphans", help: "list the goldens and cases that no test checked in the last recorded test run")
    static let options: [any OptionDeclaring] = [orphans]

    static func run(_ arguments: ParsedArguments, io: CommandIO) throws -> ExitCode {
      let files = try GoldenCommand.goldenFiles(GoldenCommand.paths(arguments, action: name))
      if arguments[orphans] { return GoldenCommand.printOrphans(GoldenOrphans(goldenPaths: files), io: io) }
      return try GoldenCommand.list(files, verifier: verifier(io), io: io)
    }
  }

  /// `bidi golden clean`.
  enum Clean: Subcommand {
    static let name = "clean"
    static let summary = "remove the goldens and cases no test checks any more, after confirmation"
    static let operands = "PATH…"
    static let discussion = """
      With --orphans (required): lists what `bidi golden list --orphans` lists, asks for
      confirmation (y), then removes the orphan golden files with their .new files and the
      orphan cases from their goldens. Refused when CI is set. Pending changes are dropped
      with `bidi golden reject`, not here.
      """
    static let orphans = Flag("--orphans", help: "remove the orphans (required)")
    static let options: [any OptionDeclaring] = [orphans]

    static func run(_ arguments: ParsedArguments, io: CommandIO) throws -> ExitCode {
      guard arguments[orphans] else {
        throw CommandError.usage(
          "golden clean needs --orphans (pending changes in .new files are dropped with `bidi golden reject`)"
        )
      }
      try GoldenCommand.refuseUnderCI(io, "golden files are never removed when CI is set")
      let found = GoldenOrphans(
        goldenPaths: try GoldenCommand.goldenFiles(GoldenCommand.paths(arguments, action: name)).filter {
          FileManager.default.fileExists(atPath: $0)
        })
      guard GoldenCommand.printOrphans(found, io: io) == .findings else { return .ok }
      let files = found.orphans.filter { $0.caseName == nil }.count
      io.write("remove \(files) golden file(s) and \(found.orphans.count - files) case(s)? [y/N] ")
      let answer = KeyInput(io: io).line()?.trimmingCharacters(in: .whitespaces).lowercased()
      guard answer == "y" || answer == "yes" else {
        io.print("\nnothing removed")
        return .findings
      }
      do {
        try found.remove()
      } catch {
        throw CommandError(code: .ioError, message: "cannot remove: \(error.localizedDescription)")
      }
      io.print("removed \(files) golden file(s) and \(found.orphans.count - files) case(s)")
      return .ok
    }
  }

  /// Prints the orphans and the folders not judged; `.findings` when there are orphans.
  static func printOrphans(_ found: GoldenOrphans, io: CommandIO) -> ExitCode {
    for folder in found.unjudged {
      io.print(TerminalText.escapeControls("not judged   \(folder.folder): \(folder.reason)"))
    }
    for orphan in found.orphans {
      let line =
        orphan.caseName.map { "orphan case  \(orphan.goldenPath):\(orphan.line): \($0): \(orphan.reason)" }
        ?? "orphan file  \(orphan.goldenPath): \(orphan.reason)"
      io.print(TerminalText.escapeControls(line))
    }
    if found.orphans.isEmpty { io.print("no orphans") }
    return found.orphans.isEmpty ? .ok : .findings
  }

  /// `list`: each file's state and its cases', pending changes with their diffs.
  static func list(_ paths: [String], verifier: GoldenVerifier, io: CommandIO) throws -> ExitCode {
    var worst = ExitCode.ok
    var pendingFiles: [String] = []
    for path in paths {
      let status = verifier.status(ofFileAt: path)
      let newNote = status.hasNewFile ? " (\(GoldenVerifier.newFilePath(for: path)) beside it)" : ""
      if let error = status.error ?? status.newFileError {
        io.warn("\(error)" + newNote)
        worst = max(worst, .dataError)
        continue
      }
      if !status.exists && status.cases.isEmpty {
        io.warn("\(path): missing" + newNote)
        worst = max(worst, .noInput)
        continue
      }
      let counts = GoldenFileStatus.CaseState.allCases.compactMap { state -> String? in
        let count = status.cases.filter { $0.state == state }.count
        return count == 0 ? nil : "\(count) \(state.rawValue)"
      }
      io.print(
        "\(path)\(status.exists ? "" : " (no golden yet)"): \(status.cases.count) case(s)\(counts.isEmpty ? "" : ", " + counts.joined(separator: ", "))\(newNote)"
      )
      for item in status.cases {
        let location = item.change?.location ?? "\(path):\(item.line)"
        let kind = item.change.map { " (\($0.kind.rawValue))" } ?? ""
        io.print(
          TerminalText.escapeControls(
            "  \(item.state.rawValue.padding(toLength: 12, withPad: " ", startingAt: 0)) \(location): \(item.name)\(kind)"
          ))
        if let change = item.change { io.print(change.diffLines.map { "    " + $0 }.joined(separator: "\n")) }
      }
      if status.cases.contains(where: { $0.state == .pending }) { pendingFiles.append(path) }
      if !status.isOK { worst = max(worst, .findings) }
    }
    if !pendingFiles.isEmpty { io.print(acceptHint(pendingFiles)) }
    return worst
  }
}
