import BidiLocalization
import Foundation

/// Paths of the fixtures beside this file.
enum Fixtures {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures")
  static func path(_ name: String) -> String { directory.appendingPathComponent(name).path }
  static func data(_ name: String) throws -> Data {
    try Data(contentsOf: directory.appendingPathComponent(name))
  }
}

/// Runs an external tool (a reference such as plutil or msgunfmt) and returns its exit status
/// and standard output.
func runTool(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: Data) {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: executable)
  process.arguments = arguments
  let pipe = Pipe()
  process.standardOutput = pipe
  process.standardError = FileHandle.nullDevice
  try process.run()
  let output = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return (process.terminationStatus, output)
}

/// The full path of a tool on PATH, or `nil`.
func toolPath(_ name: String) -> String? {
  for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":") {
    let candidate = "\(directory)/\(name)"
    if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
  }
  return nil
}

/// A temporary folder for generated files, removed by `remove()`.
struct ScratchDirectory {
  let url: URL
  init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "bidikit-catalog-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }
  func write(_ name: String, _ data: Data) throws -> String {
    let file = url.appendingPathComponent(name)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: file)
    return file.path
  }
  func remove() { try? FileManager.default.removeItem(at: url) }
}

extension SourceLocation {
  /// `line:column`, for comparisons in tests.
  var lineColumn: String { "\(line):\(column)" }
}
