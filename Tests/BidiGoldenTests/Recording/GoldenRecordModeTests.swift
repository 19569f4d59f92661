import BidiTestSupport
import BidiTesting
import Foundation
import Testing

/// Checks made in tests, through the framework-free core with a test file in a scratch folder:
/// default paths, case names, each record mode, CI, and where the mode comes from.
@Suite("Golden checks from tests: paths, names, record modes")
struct GoldenRecordModeTests {
  static let local = GoldenVerifier(environment: GoldenEnvironment(recordMode: nil, isCI: false))
  static let ci = GoldenVerifier(environment: GoldenEnvironment(recordMode: nil, isCI: true))

  /// A site in `scratch/Tests/AppTests/RowTests.swift`; each `run` is a new test run.
  static func site(_ scratch: Scratch, function: String = "mirroredRow()", run: String = UUID().uuidString)
    -> GoldenTestSite
  {
    GoldenTestSite(
      filePath: scratch.path + "/Tests/AppTests/RowTests.swift", function: function, testKey: run)
  }

  static func check(
    _ verifier: GoldenVerifier, _ site: GoldenTestSite, _ text: String, named name: String? = nil,
    record mode: GoldenRecordMode? = nil
  ) -> GoldenReport {
    verifier.check(named: name, at: site, record: mode) { name in
      GoldenCase.visualOrder(name, of: text, base: .rightToLeft)
    }
  }

  @Test("the golden is __Goldens__/<test file>/<test function>.golden beside the test file")
  func defaultPath() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let site = Self.site(scratch)
    #expect(site.goldenPath == scratch.path + "/Tests/AppTests/__Goldens__/RowTests/mirroredRow.golden")
    #expect(GoldenLocation.testName(function: "figure(_:)") == "figure")
    #expect(GoldenLocation.testName(function: "testRow()") == "testRow")
    #expect(GoldenLocation.testName(function: "a b/c()") == "a-b-c")
  }

  @Test("missing (default): the first run records and fails once; the next run passes")
  func missingRecordsOnce() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let first = Self.site(scratch)
    let recorded = Self.check(Self.local, first, "אב 12")
    #expect(recorded.outcome == .recorded)
    #expect(recorded.isFailure, "a newly recorded golden fails once, to be reviewed")
    #expect(recorded.note.contains("review"))
    let second = Self.check(Self.local, first, "abc", named: "latin")
    #expect(second.outcome == .recorded)
    let text = try #require(scratch.read(first.goldenPath))
    #expect(text.hasPrefix("# Golden cases of mirroredRow in RowTests.swift, written by BidiTesting.\n"))
    #expect(text.contains("\n=== 1\nbase: rtl\ninput: אב 12\n---\nparagraph: rtl\nlevels: 1 1 1 2 2\n"))
    #expect(text.contains("\n=== latin\nbase: rtl\ninput: abc\n---\n"))

    let again = Self.site(scratch)
    #expect(Self.check(Self.local, again, "אב 12").outcome == .passed)
    #expect(Self.check(Self.local, again, "abc", named: "latin").outcome == .passed)
    #expect(scratch.read(first.goldenPath) == text)
    // The file verifies on its own, as `bidi golden verify` reads it.
    #expect(Self.local.verify(fileAt: first.goldenPath).outcome == .passed)
  }

  @Test("missing: a changed case fails with a diff and .new; the golden is kept")
  func missingKeepsChanged() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    _ = Self.check(Self.local, Self.site(scratch), "אב 12")
    let path = Self.site(scratch).goldenPath
    let golden = try #require(scratch.read(path))
    let report = Self.check(Self.local, Self.site(scratch), "אב 123")
    #expect(report.outcome == .mismatched)
    #expect(report.changedCases == ["\(path):4: '1' has another input than the golden's"])
    #expect(report.diff.contains("\n-input: אב 12\n+input: אב 123\n"))
    #expect(scratch.read(path) == golden)
    #expect(scratch.read(path + ".new")?.contains("input: אב 123") == true)
  }

  @Test("failed: a changed case is rewritten and fails; a matching one passes")
  func failedRewrites() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    _ = Self.check(Self.local, Self.site(scratch), "אב 12")
    let changed = Self.check(Self.local, Self.site(scratch), "אב 123", record: .failed)
    #expect(changed.outcome == .recorded)
    #expect(changed.diff.contains("+input: אב 123"))
    #expect(Self.check(Self.local, Self.site(scratch), "אב 123", record: .failed).outcome == .passed)
  }

  @Test("all: every check rewrites and fails, even when it matches")
  func allAlwaysFails() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    _ = Self.check(Self.local, Self.site(scratch), "אב 12")
    let path = Self.site(scratch).goldenPath
    let golden = try #require(scratch.read(path))
    let report = Self.check(Self.local, Self.site(scratch), "אב 12", record: .all)
    #expect(report.outcome == .recorded)
    #expect(report.note.contains("record mode 'all'"))
    #expect(scratch.read(path) == golden)
  }

  @Test("never: a missing case fails, writes only .new")
  func neverRecords() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let site = Self.site(scratch)
    let report = Self.check(Self.local, site, "אב 12", record: .never)
    #expect(report.outcome == .missing)
    #expect(!scratch.exists(site.goldenPath))
    #expect(report.newFilePath == site.goldenPath + ".new")
    #expect(scratch.read(site.goldenPath + ".new")?.contains("=== 1\n") == true)
  }

  @Test("a second failing case of the file is added to the .new this process wrote")
  func newFileAccumulates() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let site = Self.site(scratch)
    #expect(Self.check(Self.local, site, "one", record: .never).outcome == .missing)
    #expect(Self.check(Self.local, site, "two", record: .never).outcome == .missing)
    let new = try #require(scratch.read(site.goldenPath + ".new"))
    #expect(new.contains("=== 1\nbase: rtl\ninput: one\n") && new.contains("=== 2\nbase: rtl\ninput: two\n"))
    // Accepting the .new file gives a golden that passes.
    try FileManager.default.moveItem(atPath: site.goldenPath + ".new", toPath: site.goldenPath)
    let next = Self.site(scratch)
    #expect(Self.check(Self.local, next, "one", record: .never).outcome == .passed)
    #expect(Self.check(Self.local, next, "two", record: .never).outcome == .passed)
  }

  @Test("CI never records: a missing golden fails; asking to rewrite is refused even when it matches")
  func ciNeverRecords() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let site = Self.site(scratch)
    let missing = Self.check(Self.ci, site, "אב 12")
    #expect(missing.outcome == .missing)
    #expect(missing.note.contains("CI is set"))
    #expect(!scratch.exists(site.goldenPath))
    for mode in [GoldenRecordMode.all, .failed] {
      #expect(Self.check(Self.ci, Self.site(scratch), "אב 12", record: mode).outcome == .recordingRefused)
      #expect(!scratch.exists(site.goldenPath))
    }
    _ = Self.check(Self.local, Self.site(scratch), "אב 12")
    #expect(Self.check(Self.ci, Self.site(scratch), "אב 12").outcome == .passed)
    #expect(Self.check(Self.ci, Self.site(scratch), "אב 12", record: .all).outcome == .recordingRefused)
    #expect(Self.check(Self.ci, Self.site(scratch), "אב 12", record: .failed).outcome == .passed)
    // CI wins over a scope and over BIDIKIT_RECORD too.
    let ciAll = GoldenVerifier(environment: GoldenEnvironment(["CI": "true", "BIDIKIT_RECORD": "all"]))
    #expect(Self.check(ciAll, Self.site(scratch), "אב 1234").outcome == .recordingRefused)
    withGoldenRecording(.failed) {
      #expect(Self.check(Self.ci, Self.site(scratch), "אב 1234").outcome == .recordingRefused)
    }
    #expect(scratch.read(site.goldenPath)?.contains("אב 1234") == false)
  }

  @Test("a whole golden file (check(fileAt:)) in each mode")
  func fileModes() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let unrecorded = "=== a\nbase: rtl\ninput: אב 12\n\n=== b\nbase: ltr\ninput: ab\n"
    let path = try scratch.write("f.golden", unrecorded)
    #expect(Self.local.check(fileAt: path, record: .never).outcome == .mismatched)
    #expect(scratch.read(path) == unrecorded)
    // missing (the default) records the cases without '---', and fails once.
    #expect(Self.local.check(fileAt: path).outcome == .recorded)
    let recorded = try #require(scratch.read(path))
    #expect(Self.local.check(fileAt: path).outcome == .passed)
    // missing keeps a stored expectation that differs; failed rewrites it; all fails anyway.
    try Data(recorded.replacingOccurrences(of: "order: 0 1", with: "order: 1 0").utf8)
      .write(to: URL(fileURLWithPath: path))
    #expect(Self.local.check(fileAt: path).outcome == .mismatched)
    #expect(Self.local.check(fileAt: path, record: .failed).outcome == .recorded)
    #expect(scratch.read(path) == recorded)
    #expect(Self.local.check(fileAt: path, record: .failed).outcome == .passed)
    #expect(Self.local.check(fileAt: path, record: .all).outcome == .recorded)
    #expect(scratch.read(path) == recorded)
    #expect(Self.ci.check(fileAt: path, record: .all).outcome == .recordingRefused)
    #expect(Self.ci.check(fileAt: path).outcome == .passed)
  }

  @Test("the mode comes from the call, else the scope, else BIDIKIT_RECORD, else missing")
  func precedence() {
    let environment = GoldenEnvironment(recordMode: .never, isCI: false)
    #expect(GoldenEnvironment(recordMode: nil, isCI: false).decision().requested == .missing)
    #expect(environment.decision().requested == .never)
    withGoldenRecording(.failed) {
      #expect(environment.decision().requested == .failed)
      #expect(environment.decision(for: .all).requested == .all)
      withGoldenRecording(.missing) { #expect(environment.decision().effective == .missing) }
    }
    #expect(GoldenEnvironment(recordMode: .all, isCI: true).decision().effective == .never)
  }

  @Test(
    "BIDIKIT_RECORD values",
    arguments: [
      ("missing", GoldenRecordMode.missing), ("all", .all), ("FAILED", .failed), ("never", .never),
      ("0", .never), ("false", .never), ("no", .never), ("1", .failed), ("true", .failed), ("yes", .failed),
    ])
  func environmentValues(value: String, mode: GoldenRecordMode) {
    #expect(GoldenRecordMode(environmentValue: value) == mode)
    #expect(GoldenEnvironment(["BIDIKIT_RECORD": value]).recordMode == mode)
  }

  @Test("unset or empty BIDIKIT_RECORD leaves the mode to the scope")
  func environmentUnset() {
    #expect(GoldenRecordMode(environmentValue: nil) == nil)
    #expect(GoldenRecordMode(environmentValue: "") == nil)
  }

  @Test("bad names, a name used twice, an unnamed check in a parameterized test: errors, nothing written")
  func misuse() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let site = Self.site(scratch)
    let bad = Self.check(Self.local, site, "x", named: " padded")
    #expect(bad.outcome == .malformed)
    #expect(bad.error?.message.contains("a case name is one non-empty line") == true)
    #expect(Self.check(Self.local, site, "x", named: "twice").outcome == .recorded)
    #expect(Self.check(Self.local, site, "y", named: "twice").error?.message.contains("used twice") == true)
    var parameterized = Self.site(scratch)
    parameterized.isParameterized = true
    let unnamed = Self.check(Self.local, parameterized, "x")
    #expect(unnamed.error?.message.contains("needs `named:`") == true)
    #expect(Self.check(Self.local, parameterized, "x", named: "argument 1").outcome == .recorded)
  }
}

@Suite("The goldens trait sets the mode of a suite", .goldens(record: .never))
struct GoldenRecordingTraitTests {
  @Test func suiteMode() {
    #expect(GoldenRecording.mode == .never)
    #expect(GoldenEnvironment(recordMode: .all, isCI: false).decision().requested == .never)
  }

  @Test(.goldens(record: .failed)) func testModeWins() {
    #expect(GoldenRecording.mode == .failed)
  }
}
