import BidiGolden
import Foundation

/// `bidi golden accept`, `reject` and `review`: what to do with the changes that failing
/// checks left in `.new` files. None of them runs when `CI` is set.
extension GoldenCommand {
  /// `bidi golden accept`.
  enum Accept: Subcommand {
    static let name = "accept"
    static let summary = "move the pending changes into their goldens (all, or those of PATH…)"
    static let operands = "[PATH…]"
    static let discussion = """
      Moves every change pending in a .new file into its golden (creating the golden when it
      does not exist yet); the .new file is removed once it holds no change. A PATH is a
      golden, its .new file, or a folder (default: the current one). Refused when CI is set.
      """

    static func run(_ arguments: ParsedArguments, io: CommandIO) throws -> ExitCode {
      try GoldenCommand.resolve(arguments, action: name, io: io) { pending in try pending.accept() }
    }
  }

  /// `bidi golden reject`.
  enum Reject: Subcommand {
    static let name = "reject"
    static let summary = "drop the pending changes (all, or those of PATH…); goldens stay"
    static let operands = "[PATH…]"
    static let discussion = """
      Drops every change pending in a .new file: the .new file is removed, the golden is not
      touched (the test that found the change fails again until the app or the golden is
      fixed). A PATH is a golden, its .new file, or a folder (default: the current one).
      Refused when CI is set.
      """

    static func run(_ arguments: ParsedArguments, io: CommandIO) throws -> ExitCode {
      try GoldenCommand.resolve(arguments, action: name, io: io) { pending in try pending.reject() }
    }
  }

  /// `bidi golden review`.
  enum Review: Subcommand {
    static let name = "review"
    static let summary = "show each pending change and accept, reject or skip it, one key each"
    static let operands = "[PATH…]"
    static let discussion = """
      Shows the pending changes one at a time, each as a diff of its case (golden against
      .new, invisible characters named), and reads one key: a accept (the golden takes the
      change), r reject (the change is dropped), s skip (it stays pending), q quit (the rest
      stay pending). Keys are read from the terminal without Enter; piped input is read one
      character at a time (spaces and line breaks skipped). A PATH is a golden, its .new
      file, or a folder (default: the current one). Refused when CI is set. Exit 1 while
      changes are left pending.
      """

    static func run(_ arguments: ParsedArguments, io: CommandIO) throws -> ExitCode {
      try GoldenCommand.refuseUnderCI(io, "golden changes are reviewed locally, never when CI is set")
      let files = try GoldenCommand.goldenFiles(
        GoldenCommand.paths(arguments, action: name, defaultsToHere: true))
      let queue = try files.flatMap { try GoldenCommand.pending($0)?.changes ?? [] }
      guard !queue.isEmpty else {
        io.print("no pending change")
        return .ok
      }
      let keys = KeyInput(io: io)
      var counts = (accepted: 0, rejected: 0, skipped: 0)
      review: for (index, change) in queue.enumerated() {
        io.print(
          TerminalText.escapeControls(
            "\n[\(index + 1)/\(queue.count)] \(change.location) '\(change.name)' (\(change.kind.rawValue))\n"
              + change.diff))
        while true {
          let key = keys.key(prompt: "a accept · r reject · s skip · q quit > ")
          switch key.map({ Character(Unicode.Scalar($0)) }) {
          case "a", "A":
            try GoldenCommand.pending(change.goldenPath)?.accept([change.name])
            counts.accepted += 1
            io.print("accepted")
          case "r", "R":
            try GoldenCommand.pending(change.goldenPath)?.reject([change.name])
            counts.rejected += 1
            io.print("rejected")
          case "s", "S":
            counts.skipped += 1
            io.print("skipped")
          case nil, "q", "Q", "\u{3}", "\u{4}", "\u{1B}":
            io.print(key == nil ? "(end of input)" : "quit")
            break review
          default:
            io.print("press a, r, s or q")
            continue
          }
          break
        }
      }
      let left = try files.reduce(0) { $0 + (try GoldenCommand.pending($1)?.changes.count ?? 0) }
      io.print(
        "accepted \(counts.accepted), rejected \(counts.rejected), skipped \(counts.skipped); \(left) change(s) still pending"
      )
      return left > 0 ? .findings : .ok
    }
  }

  /// The changes pending beside the golden at `path`, or `nil`; a file that cannot be read is
  /// exit 65.
  static func pending(_ path: String) throws -> GoldenPendingChanges? {
    do {
      return try GoldenPendingChanges(goldenAt: path)
    } catch {
      throw CommandError.data("\(error)")
    }
  }

  /// `accept` and `reject`: `body` on the pending changes of every golden below the operands,
  /// each change it took printed.
  static func resolve(
    _ arguments: ParsedArguments, action: String, io: CommandIO,
    _ body: (GoldenPendingChanges) throws -> [GoldenPendingChange]
  ) throws -> ExitCode {
    try refuseUnderCI(io, "golden files are never changed when CI is set; \(action) locally and commit")
    let done = action == "accept" ? "accepted" : "rejected"
    var count = 0
    var files = 0
    for path in try goldenFiles(paths(arguments, action: action, defaultsToHere: true)) {
      guard let pending = try pending(path) else { continue }
      let changes: [GoldenPendingChange]
      do {
        changes = try body(pending)
      } catch {
        throw CommandError(code: .ioError, message: "\(path): \(error.localizedDescription)")
      }
      for change in changes {
        io.print(
          TerminalText.escapeControls("\(done) \(change.location): \(change.name) (\(change.kind.rawValue))"))
      }
      count += changes.count
      files += changes.isEmpty ? 0 : 1
    }
    io.print(count == 0 ? "no pending change" : "\(done) \(count) change(s) in \(files) golden file(s)")
    return .ok
  }
}
