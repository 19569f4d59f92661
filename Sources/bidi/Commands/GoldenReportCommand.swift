import BidiGolden
import Foundation

extension GoldenCommand {
  /// `bidi golden report`.
  enum Report: Subcommand {
    static let name = "report"
    static let summary = "one HTML page of every pending or failing case, to open or attach to CI"
    static let operands = "[PATH…]"
    static let discussion = """
      Writes one self-contained HTML page (no script, nothing loaded) of every change pending
      in a .new file and every case whose stored expectations differ from what BidiKit
      computes (or that has none): expected and actual side by side, invisible characters
      highlighted and named, text cases as the browser lays out their input, layout cases
      drawn as SVG left-to-right and right-to-left. A PATH is a golden, its .new file, or a
      folder (default: the current one). Writes only the page, also when CI is set: after a
      failing test run in CI, attach it as an artifact.
      """
    static let output = Option.text(
      "--output", "FILE", help: "write the page to FILE (default: standard output)")
    static let options: [any OptionDeclaring] = [output]

    static func run(_ arguments: ParsedArguments, io: CommandIO) throws -> ExitCode {
      let files = try GoldenCommand.goldenFiles(
        GoldenCommand.paths(arguments, action: name, defaultsToHere: true))
      let report = GoldenHTMLReport(goldenPaths: files, verifier: verifier(io))
      for problem in report.problems { io.warn(problem) }
      let html = report.html()
      guard let target = arguments[output] else {
        io.write(html)
        return .ok
      }
      if target.hasSuffix(".golden") || target.hasSuffix(".golden.new") {
        throw CommandError.usage("--output \(target) would write over a golden file")
      }
      do {
        try Data(html.utf8).write(to: URL(fileURLWithPath: target), options: .atomic)
      } catch {
        throw CommandError(code: .ioError, message: "\(target): \(error.localizedDescription)")
      }
      let counts = GoldenHTMLReport.Entry.State.allCases.map { state in
        "\(report.entries.filter { $0.state == state }.count) \(state.rawValue)"
      }
      io.print("wrote \(target): \(report.entries.count) case(s) (\(counts.joined(separator: ", ")))")
      return .ok
    }
  }
}
