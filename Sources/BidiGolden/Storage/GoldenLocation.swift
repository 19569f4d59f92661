import Foundation

/// Where a check made in a test keeps its golden by default: beside the test file, as the
/// snapshot libraries keep `__Snapshots__`.
///
/// ```
/// Tests/AppTests/SettingsTests.swift            the test file
/// Tests/AppTests/__Goldens__/SettingsTests/     one folder per test file
///     mirroredRow.golden                        one file per test function, one case per check
/// ```
///
/// SwiftPM treats files in a target's folder as resources; exclude the folder in the target
/// (`exclude: ["__Goldens__"]`), see the getting-started article of `BidiTesting`.
public enum GoldenLocation {
  /// `__Goldens__`.
  public static let directoryName = "__Goldens__"

  /// `<folder of testFile>/__Goldens__/<testFile without .swift>/<test name>.golden`.
  ///
  /// - Parameters:
  ///   - testFile: the test file's path (`#filePath`).
  ///   - function: the test function (`#function`), named as ``testName(function:)`` says.
  public static func path(testFile: String, function: String) -> String {
    let file = URL(fileURLWithPath: testFile)
    let stem = file.deletingPathExtension().lastPathComponent
    return file.deletingLastPathComponent().appendingPathComponent(directoryName)
      .appendingPathComponent(stem).appendingPathComponent(testName(function: function) + ".golden").path
  }

  /// A test function's name as a file name: `visualOrder()` → `visualOrder`,
  /// `figure(_:)` → `figure`; characters other than ASCII letters, digits, `-`, `_` and `.`
  /// become `-`.
  public static func testName(function: String) -> String {
    let base = function.split(separator: "(", maxSplits: 1).first.map(String.init) ?? function
    let scalars = base.unicodeScalars.map { scalar -> Character in
      let allowed =
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
        || "-_.".unicodeScalars.contains(scalar)
      return allowed ? Character(scalar) : "-"
    }
    let name = String(scalars)
    return name.isEmpty || name.allSatisfy({ $0 == "." }) ? "test" : name
  }

  /// Whether `name` can name a case: one line, not empty, no space or tab at either end.
  public static func isValidCaseName(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, let last = name.unicodeScalars.last else { return false }
    let blank: Set<Unicode.Scalar> = [" ", "\t"]
    return !blank.contains(first) && !blank.contains(last)
      && !name.unicodeScalars.contains { $0 == "\n" || $0 == "\r" }
  }
}
