import Foundation

/// Where a golden check is called from in a test: what names its golden file and its case.
/// Test adapters (`BidiTesting`) fill it from `#filePath`, `#function` and the running test.
public struct GoldenTestSite: Sendable, Hashable {
  /// The test file's path (`#filePath`).
  public var filePath: String
  /// The test function (`#function`).
  public var function: String
  /// What identifies the running test in this process (checks of one test are numbered
  /// 1, 2, … under this key).
  public var testKey: String
  /// Whether the running test is one of several argument cases of a parameterized test:
  /// its cases then need explicit names, since the arguments run in parallel.
  public var isParameterized: Bool
  /// The test library that runs the check, `swift-testing` or `xctest` (empty when not known):
  /// the run record (``GoldenRunRecord``) keeps, per library, which goldens its last run checked.
  public var testingLibrary: String

  /// A site.
  public init(
    filePath: String, function: String, testKey: String? = nil, isParameterized: Bool = false,
    testingLibrary: String = ""
  ) {
    self.filePath = filePath
    self.function = function
    self.testKey = testKey ?? filePath + "/" + function
    self.isParameterized = isParameterized
    self.testingLibrary = testingLibrary
  }

  /// The golden file of the site's test (``GoldenLocation/path(testFile:function:)``).
  public var goldenPath: String { GoldenLocation.path(testFile: filePath, function: function) }
}

extension GoldenVerifier {
  /// Checks the case `makeCase(name)` builds in the default golden file of the test at `site`
  /// (``check(_:inFileAt:record:comment:)``). The case is named `name`, or numbered
  /// `1`, `2`, … in the order of the test's unnamed checks.
  ///
  /// A bad name, a name used twice in one test, an unnamed check in a parameterized test, or
  /// a case that cannot be built gives outcome ``GoldenReport/Outcome/malformed`` with the
  /// reason; nothing is written then.
  public func check(
    named name: String?, at site: GoldenTestSite, record mode: GoldenRecordMode? = nil,
    _ makeCase: (String) throws -> GoldenCase
  ) -> GoldenReport {
    let path = site.goldenPath
    func misuse(_ message: String) -> GoldenReport {
      GoldenReport(
        path: path, outcome: .malformed,
        error: GoldenFormatError(path: path, line: 0, column: 0, reason: .misuse, message: message))
    }
    let caseName: String
    if let name {
      guard GoldenLocation.isValidCaseName(name) else {
        return misuse("a case name is one non-empty line without spaces at its ends, not '\(name)'")
      }
      caseName = name
    } else {
      guard !site.isParameterized else {
        return misuse(
          "a check in a parameterized test needs `named:` (for example named: \"\\(argument)\"): its arguments run in parallel, so numbers would not name the same case twice"
        )
      }
      caseName = String(GoldenSession.shared.nextNumber(path: path, test: site.testKey))
    }
    guard GoldenSession.shared.claim(name: caseName, path: path, test: site.testKey) else {
      return misuse("the case name '\(caseName)' is used twice in \(site.function)")
    }
    let golden: GoldenCase
    do {
      golden = try makeCase(caseName)
    } catch {
      return misuse("cannot build case '\(caseName)': \(error)")
    }
    let file = URL(fileURLWithPath: site.filePath).lastPathComponent
    return check(
      golden, inFileAt: path, record: mode,
      comment: [
        "Golden cases of \(GoldenLocation.testName(function: site.function)) in \(file), written by BidiTesting.",
        "Review changes like code; after a failing run, `bidi golden review` shows what the test found.",
      ], library: site.testingLibrary)
  }
}
