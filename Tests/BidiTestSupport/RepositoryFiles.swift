import Foundation

/// The repository's `Tests` folder, found from this file's path.
private let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent()

/// Paths inside the repository, so that a test finds its data whatever folder the test file is in.
public enum Repository {
  /// The repository's root folder.
  public static let root = testsDirectory.deletingLastPathComponent()

  /// The URL of `relativePath` (for example `Tests/Fixtures/Yoga/yoga-fixtures.json`).
  public static func url(_ relativePath: String) -> URL { root.appendingPathComponent(relativePath) }

  /// The path of `relativePath`.
  public static func path(_ relativePath: String) -> String { url(relativePath).path }
}

/// The repository's golden files directory.
public let goldensDirectory: String = testsDirectory.appendingPathComponent("Goldens").path

/// The `.golden` files of the repository, sorted by name.
public let repositoryGoldens: [String] = {
  let names = (try? FileManager.default.contentsOfDirectory(atPath: goldensDirectory)) ?? []
  return names.filter { $0.hasSuffix(".golden") }.sorted()
}()

/// The catalog fixtures (`Tests/Fixtures/Catalogs`): `.lproj` folders, a String Catalog, a `.po`.
public enum Fixtures {
  /// The fixtures folder.
  public static let directory = testsDirectory.appendingPathComponent("Fixtures/Catalogs")
  /// The path of a fixture.
  public static func path(_ name: String) -> String { directory.appendingPathComponent(name).path }
  /// The bytes of a fixture.
  public static func data(_ name: String) throws -> Data {
    try Data(contentsOf: directory.appendingPathComponent(name))
  }
}

/// The real translations installed on the machine: every gettext `.mo` catalog of the six
/// right-to-left languages under /usr/share/locale (Debian packages' own translations).
public enum InstalledCatalogs {
  /// Arabic, Hebrew, Persian, Urdu, Sorani Kurdish, Yiddish.
  public static let languages = ["ar", "he", "fa", "ur", "ckb", "yi"]

  /// The `.mo` files, sorted by path.
  public static let rightToLeftMOFiles: [String] = languages.flatMap { language -> [String] in
    let folder = "/usr/share/locale/\(language)/LC_MESSAGES"
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.filter { $0.hasSuffix(".mo") }.sorted().map { "\(folder)/\($0)" }
  }
}

/// Runs an external tool (a reference such as plutil or msgunfmt) and returns its exit status
/// and standard output.
public func runTool(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: Data) {
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
public func toolPath(_ name: String) -> String? {
  for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":") {
    let candidate = "\(directory)/\(name)"
    if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
  }
  return nil
}

/// Runs `Scripts/validate-json.py` (PyPI's `jsonschema`, the draft the schema names) on `files`
/// against the schema at `schema`, a path; with `lines`, each line of a file is a document.
/// Its exit status (0: every document valid) and its output: one line per violation
/// (`FILE[:LINE]: PATH: message`), then `valid: N documents` or `invalid: K of N documents`.
public func validateJSON(
  schema: String, _ files: [String], lines: Bool = false
) throws -> (status: Int32, output: String) {
  let python = toolPath("python3") ?? "/usr/bin/python3"
  let result = try runTool(
    python,
    [Repository.path("Scripts/validate-json.py"), "--schema", schema] + (lines ? ["--lines"] : []) + files)
  return (result.status, String(decoding: result.output, as: UTF8.self))
}
