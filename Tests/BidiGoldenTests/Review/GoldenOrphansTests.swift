import BidiTestSupport
import BidiTesting
import Foundation
import Testing

/// Orphans judged from run records written by hand in a scratch package (what the test
/// processes write is checked through a real consumer package in BidiCommandTests).
@Suite("Orphans from the run records")
struct GoldenOrphansTests {
  /// A package with RowTests.swift and two goldens of it (`row`, `gone`), each with cases a, b.
  static func package() throws -> (scratch: Scratch, row: String, gone: String) {
    let scratch = try Scratch()
    _ = try scratch.write("Package.swift", "// swift-tools-version:6.0\n")
    _ = try scratch.write("Tests/AppTests/RowTests.swift", "@Test func row() {}\n")
    let two =
      "=== a\nbase: ltr\ninput: a\n---\nparagraph: ltr\n\n=== b\nbase: ltr\ninput: b\n---\nparagraph: ltr\n"
    let row = try scratch.write("Tests/AppTests/__Goldens__/RowTests/row.golden", two)
    let gone = try scratch.write("Tests/AppTests/__Goldens__/RowTests/gone.golden", two)
    return (scratch, row, gone)
  }

  /// Writes a record file named `name` (sorted by time) with `entries` (golden, case).
  static func record(
    _ scratch: Scratch, _ name: String, complete: Bool = true, library: String = "swift-testing",
    _ entries: [(String, String?)]
  ) throws {
    var lines = [
      "{\"record\": \"bidikit-golden-run\", \"started\": \"\(name)\", \"complete\": \(complete), \"arguments\": []}"
    ]
    for (golden, name) in entries {
      let caseValue = name.map { "\"\($0)\"" } ?? "null"
      lines.append("{\"golden\": \"\(golden)\", \"case\": \(caseValue), \"library\": \"\(library)\"}")
    }
    _ = try scratch.write(".build/bidikit-golden-runs/\(name)-1.jsonl", lines.joined(separator: "\n") + "\n")
  }

  @Test("a case the newest run of its golden did not check, and a golden its test file no longer checks")
  func orphans() throws {
    let (scratch, row, gone) = try Self.package()
    defer { scratch.remove() }
    try Self.record(scratch, "20261201T000000.000Z", [(row, "a"), (row, "b"), (gone, "a"), (gone, "b")])
    #expect(GoldenOrphans(goldenPaths: [row, gone]).orphans.isEmpty)
    try Self.record(scratch, "20261202T000000.000Z", [(row, "a")])
    let found = GoldenOrphans(goldenPaths: [row, gone])
    #expect(found.orphans.map(\.goldenPath) == [row, gone])
    #expect(found.orphans.map(\.caseName) == ["b", nil])
    #expect(found.orphans[0].line == 7)
    #expect(found.orphans[1].reason.contains("no test of RowTests.swift checked it in the last run"))
    #expect(found.unjudged.isEmpty)

    // A filtered run judges cases but not files.
    try Self.record(scratch, "20261203T000000.000Z", complete: false, [(row, "a"), (row, "b")])
    let filtered = GoldenOrphans(goldenPaths: [row, gone])
    #expect(filtered.orphans.isEmpty)
    #expect(
      filtered.unjudged.map(\.reason) == [
        "the last run of the tests of RowTests.swift was filtered: run every test to judge its goldens"
      ])

    // The goldens of the other test library are judged by that library's newest run.
    try Self.record(scratch, "20261204T000000.000Z", [(row, "a"), (row, "b")])
    try Self.record(scratch, "20261205T000000.000Z", library: "xctest", [(gone, "a"), (gone, "b")])
    #expect(GoldenOrphans(goldenPaths: [row, gone]).orphans.isEmpty)
  }

  @Test("the goldens of a test file that is gone are orphans, whatever the records say")
  func testFileGone() throws {
    let (scratch, row, gone) = try Self.package()
    defer { scratch.remove() }
    #expect(
      GoldenOrphans(goldenPaths: [row]).unjudged.map(\.folder) == [
        (row as NSString).deletingLastPathComponent
      ])
    try FileManager.default.removeItem(atPath: scratch.path + "/Tests/AppTests/RowTests.swift")
    let found = GoldenOrphans(goldenPaths: [row, gone])
    #expect(found.orphans.count == 2 && found.orphans.allSatisfy { $0.caseName == nil })
    #expect(found.orphans[0].reason == "its test file \(scratch.path)/Tests/AppTests/RowTests.swift is gone")
  }

  @Test("remove: orphan files with their .new, orphan cases from the golden and its .new")
  func remove() throws {
    let (scratch, row, gone) = try Self.package()
    defer { scratch.remove() }
    let hand = try scratch.write(
      "Tests/Goldens/hand.golden", "=== a\nbase: ltr\ninput: a\n---\nparagraph: ltr\n")
    _ = try scratch.write("Tests/AppTests/__Goldens__/RowTests/gone.golden.new", "=== c\ninput: c\n")
    let rowText = try #require(scratch.read(row))
    _ = try scratch.write(
      "Tests/AppTests/__Goldens__/RowTests/row.golden.new",
      rowText.replacingOccurrences(of: "input: b", with: "input: bb"))
    try Self.record(scratch, "20261201T000000.000Z", [(row, "a"), (hand, nil)])
    let found = GoldenOrphans(goldenPaths: [row, gone, hand])
    #expect(
      found.orphans.map { "\(($0.goldenPath as NSString).lastPathComponent) \($0.caseName ?? "*")" } == [
        "row.golden b", "gone.golden *",
      ])
    try found.remove()
    #expect(!scratch.exists(gone) && !scratch.exists(gone + ".new"))
    #expect(scratch.read(row) == "=== a\nbase: ltr\ninput: a\n---\nparagraph: ltr\n")
    #expect(!scratch.exists(row + ".new"), "the change of the removed case went with it")
    #expect(scratch.exists(hand))
    #expect(GoldenOrphans(goldenPaths: [row, hand]).orphans.isEmpty)
  }

  @Test(
    "which test processes ran every test",
    arguments: [
      (["/x/PackageTests.xctest"], true),
      (["/x/PackageTests.xctest", "AppTests.RowTests/testRow"], false),
      (["/x/PackageTests.xctest", "--testing-library", "swift-testing"], true),
      (["/x/PackageTests.xctest", "--scratch-path", "/s", "--testing-library", "swift-testing"], true),
      (["/x/PackageTests.xctest", "--filter", "row", "--testing-library", "swift-testing"], false),
      (["/x/PackageTests.xctest", "--skip", "row", "--testing-library", "swift-testing"], false),
    ])
  func completeRuns(arguments: [String], complete: Bool) {
    #expect(GoldenRunRecord.isCompleteRun(arguments) == complete)
  }

  @Test("a check made in a package writes its record in the package's .build")
  func checksWriteTheRecord() throws {
    let (scratch, _, _) = try Self.package()
    defer { scratch.remove() }
    let site = GoldenTestSite(
      filePath: scratch.path + "/Tests/AppTests/RowTests.swift", function: "fresh()",
      testKey: UUID().uuidString,
      testingLibrary: "swift-testing")
    _ = GoldenVerifier().check(named: "x", at: site) { GoldenCase.visualOrder($0, of: "x") }
    let records = GoldenRunRecord.records(ofPackageAt: scratch.path)
    let entries = records.flatMap(\.entries)
    #expect(records.count == 1)
    let golden = scratch.url.standardizedFileURL.path + "/Tests/AppTests/__Goldens__/RowTests/fresh.golden"
    #expect(entries.contains { $0.golden == golden && $0.caseName == "x" && $0.library == "swift-testing" })
  }
}
