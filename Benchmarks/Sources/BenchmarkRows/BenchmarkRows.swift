import Foundation

/// Prints the row to paste, as it is, at the end of the BENCHMARKS.md table named `table`:
/// `date, commit` (UTC; the commit measured), the core count, then `cells`.
public func printBenchmarkRow(_ table: String, _ cells: [String]) {
  let today = ISO8601DateFormatter.string(
    from: Date(), timeZone: TimeZone(identifier: "UTC")!, formatOptions: [.withFullDate])
  let start = ["\(today), \(currentCommit())", "\(ProcessInfo.processInfo.activeProcessorCount)"]
  print("row for BENCHMARKS.md, \(table):\n| " + (start + cells).joined(separator: " | ") + " |")
}

/// The short commit of the repository these benchmarks are in (`git rev-parse --short HEAD`),
/// with `+` when the work tree has changes; `?` without git.
func currentCommit() -> String {
  let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../..").standardized.path
  func git(_ arguments: [String]) -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "-C", root] + arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return nil }
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    return String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }
  guard let commit = git(["rev-parse", "--short", "HEAD"]) else { return "?" }
  let dirty = git(["status", "--porcelain", "--untracked-files=no"]).map { !$0.isEmpty } ?? false
  return commit + (dirty ? "+" : "")
}
