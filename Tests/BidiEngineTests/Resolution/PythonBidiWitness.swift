import BidiTestSupport
import BidiEngine
import Foundation
import Testing

/// python-bidi (PyPI; Rust's unicode-bidi inside) as a third engine for triage of
/// disagreements with ICU. `Scripts/install-system-packages.sh` installs it.
enum PythonBidiWitness {
  static let script = Repository.path("Scripts/bidi-witness.py")

  /// For each disagreement, whether python-bidi's visual order equals BidiKit's (characters
  /// removed by X9 left out). Records an issue and returns all `false` if the witness cannot run.
  static func agreesWithBidiKit(_ disagreements: [Disagreement]) -> [Bool] {
    guard !disagreements.isEmpty else { return [] }
    var input = ""
    var expected: [String] = []
    for d in disagreements {
      let base =
        switch d.base {
        case .leftToRight: "L"
        case .rightToLeft: "R"
        case .firstStrong: "auto"
        }
      input +=
        base + ";" + d.scalars.map { String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")
        + "\n"
      expected.append(
        d.ours.order.map { String(d.scalars[$0].value, radix: 16, uppercase: true) }.joined(separator: " "))
    }
    let boundaryNeutrals = Set(disagreements.flatMap(\.scalars)).filter { $0.bidiClass == .boundaryNeutral }
      .map { String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", script, boundaryNeutrals]
    let stdin = Pipe()
    let stdout = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    do {
      try process.run()
    } catch {
      Issue.record("cannot run python3 \(script): \(error)")
      return disagreements.map { _ in false }
    }
    let data = Data(input.utf8)
    let handle = stdin.fileHandleForWriting
    let writer = Thread {
      handle.write(data)
      try? handle.close()
    }
    writer.start()
    let output = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let lines = String(decoding: output, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false)
    guard process.terminationStatus == 0, lines.count >= disagreements.count else {
      Issue.record(
        "python-bidi witness failed (exit \(process.terminationStatus)); is python-bidi installed? pip install python-bidi"
      )
      return disagreements.map { _ in false }
    }
    return zip(lines, expected).map { String($0) == $1 }
  }
}
