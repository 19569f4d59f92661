import Foundation

/// Which golden files and cases one test process checked: the record a test run leaves in
/// `.build/bidikit-golden-runs/` of its package, from which `bidi golden list --orphans` finds
/// the goldens and cases that no test checks any more.
///
/// Each test process that makes a golden check writes one file, named by the time it started
/// and its process id, one JSON object per line: first
/// `{"record": "bidikit-golden-run", "started": "…", "complete": true, "arguments": […]}`, then
/// `{"golden": "/abs/path.golden", "case": "name", "library": "swift-testing"}` per case checked
/// (`"case": null` for a whole file checked at once). The package is the nearest folder above
/// the golden file that holds a `Package.swift`; a golden outside any package is not recorded.
/// The newest ``keptRecords`` records of a package are kept, older ones removed.
public struct GoldenRunRecord: Sendable, Hashable {
  /// One golden case (or whole file) the process checked.
  public struct Entry: Sendable, Hashable {
    /// The golden file's absolute path.
    public var golden: String
    /// The case's name, or `nil` when the whole file was checked.
    public var caseName: String?
    /// `swift-testing`, `xctest`, or empty when not known: which test library ran the check.
    public var library: String
  }

  /// The record file's path.
  public var path: String
  /// When the process started recording, as written (ISO 8601, UTC).
  public var started: String
  /// Whether the process ran every test (no `--filter`, `--skip` or named tests): only such a
  /// run tells which golden files no test checks.
  public var isComplete: Bool
  /// The cases checked, in order.
  public var entries: [Entry]

  /// The folder, in `.build`, that holds the records of the package at `root`.
  public static func directory(forPackageAt root: String) -> String {
    (root as NSString).appendingPathComponent(".build/bidikit-golden-runs")
  }

  /// How many records of a package are kept (the newest).
  public static let keptRecords = 30

  /// The nearest folder that holds `path` (or is it) and a `Package.swift`, or `nil`.
  public static func packageRoot(containing path: String) -> String? {
    var url = URL(fileURLWithPath: path).standardizedFileURL
    while true {
      if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
        return url.path
      }
      let parent = url.deletingLastPathComponent()
      if parent.path == url.path { return nil }
      url = parent
    }
  }

  /// The records of the package at `root`, oldest first; unreadable files are skipped.
  public static func records(ofPackageAt root: String) -> [GoldenRunRecord] {
    let directory = Self.directory(forPackageAt: root)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    return names.filter { $0.hasSuffix(".jsonl") }.sorted().compactMap {
      GoldenRunRecord(reading: (directory as NSString).appendingPathComponent($0))
    }
  }

  /// Reads the record file at `path`, or `nil` when it is not one.
  init?(reading path: String) {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    let lines = data.split(separator: UInt8(ascii: "\n"))
    guard let first = lines.first,
      let header = try? JSONSerialization.jsonObject(with: Data(first)) as? [String: Any],
      header["record"] as? String == Self.kind
    else { return nil }
    self.path = path
    started = header["started"] as? String ?? ""
    isComplete = header["complete"] as? Bool ?? false
    entries = lines.dropFirst().compactMap { line in
      guard let object = try? JSONSerialization.jsonObject(with: Data(line)) as? [String: Any],
        let golden = object["golden"] as? String
      else { return nil }
      return Entry(
        golden: golden, caseName: object["case"] as? String, library: object["library"] as? String ?? "")
    }
  }

  /// The value of the header's `record` key.
  static let kind = "bidikit-golden-run"

  /// Whether a test process run with `arguments` (its `CommandLine.arguments`) runs every
  /// test: Swift Testing without `--filter` or `--skip`; XCTest (as SwiftPM runs it, without
  /// `--testing-library`) without test names after the program. When in doubt, `false`: then
  /// no golden file is judged an orphan from that run.
  public static func isCompleteRun(_ arguments: [String]) -> Bool {
    let options = arguments.dropFirst()
    if options.contains(where: {
      $0 == "--filter" || $0 == "--skip" || $0.hasPrefix("--filter=") || $0.hasPrefix("--skip=")
    }) {
      return false
    }
    return options.contains("--testing-library") || !options.contains { !$0.hasPrefix("-") }
  }
}

/// Writes the run record of this process: one file per package, lines appended as checks
/// touch new cases. Used with ``GoldenSession``'s lock held.
final class GoldenRunRecorder {
  private var handles: [String: FileHandle] = [:]
  private var packageOfFolder: [String: String?] = [:]
  private var written: Set<String> = []
  private let started: Date = Date()

  /// Notes that `name` (or, when `nil`, the whole file) of the golden at `path` was checked.
  func note(_ name: String?, inFileAt path: String, library: String) {
    let golden = URL(fileURLWithPath: path).standardizedFileURL.path
    let key = golden + "\u{0}" + (name ?? "\u{0}") + "\u{0}" + library
    guard written.insert(key).inserted, let handle = handle(forGoldenAt: golden) else { return }
    let object: [String: Any] = ["golden": golden, "case": name ?? NSNull(), "library": library]
    guard let line = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]) else {
      return
    }
    try? handle.write(contentsOf: line + Data("\n".utf8))
  }

  /// The open record of the package that holds the golden at `path`, created on first use.
  private func handle(forGoldenAt path: String) -> FileHandle? {
    let folder = (path as NSString).deletingLastPathComponent
    if packageOfFolder[folder] == nil {
      packageOfFolder[folder] = GoldenRunRecord.packageRoot(containing: folder)
    }
    guard let root = packageOfFolder[folder] ?? nil else { return nil }
    if let handle = handles[root] { return handle }
    let directory = GoldenRunRecord.directory(forPackageAt: root)
    let stamp = Self.stamp(started)
    let file = (directory as NSString).appendingPathComponent(
      "\(stamp.compact)-\(ProcessInfo.processInfo.processIdentifier).jsonl")
    let header: [String: Any] = [
      "record": GoldenRunRecord.kind, "started": stamp.iso,
      "complete": GoldenRunRecord.isCompleteRun(CommandLine.arguments), "arguments": CommandLine.arguments,
    ]
    guard
      (try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)) != nil,
      let line = try? JSONSerialization.data(withJSONObject: header, options: [.sortedKeys]),
      FileManager.default.createFile(atPath: file, contents: line + Data("\n".utf8)),
      let handle = FileHandle(forWritingAtPath: file)
    else { return nil }
    _ = try? handle.seekToEnd()
    handles[root] = handle
    Self.prune(directory)
    return handle
  }

  /// Removes all but the newest ``GoldenRunRecord/keptRecords`` records in `directory`.
  private static func prune(_ directory: String) {
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [])
      .filter { $0.hasSuffix(".jsonl") }.sorted()
    for name in names.dropLast(GoldenRunRecord.keptRecords) {
      try? FileManager.default.removeItem(atPath: (directory as NSString).appendingPathComponent(name))
    }
  }

  /// ISO 8601 with milliseconds (`2026-12-03T05:02:05.334Z`), and the same without `-` and
  /// `:` (`20261203T050205.334Z`) for the file name, which then sorts by time.
  private static func stamp(_ date: Date) -> (compact: String, iso: String) {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    let iso = formatter.string(from: date)
    return (iso.replacingOccurrences(of: "-", with: "").replacingOccurrences(of: ":", with: ""), iso)
  }
}
