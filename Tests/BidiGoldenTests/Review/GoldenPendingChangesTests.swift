import BidiTestSupport
import BidiTesting
import Foundation
import Testing

/// The `.new` file as a list of pending changes: what checks put into it, what verification
/// must never take out of it, and what accepting and rejecting do.
@Suite("Pending changes: never lost, accepted or rejected one case at a time")
struct GoldenPendingChangesTests {
  static let local = GoldenVerifier(environment: GoldenEnvironment(recordMode: nil, isCI: false))
  static let ci = GoldenVerifier(environment: GoldenEnvironment(recordMode: nil, isCI: true))

  /// A check of `text` as case `name` in `scratch`'s RowTests.swift, in a new test run.
  @discardableResult
  static func check(
    _ scratch: Scratch, _ text: String, named name: String, verifier: GoldenVerifier = local
  ) -> GoldenReport {
    let site = GoldenTestSite(
      filePath: scratch.path + "/Tests/AppTests/RowTests.swift", function: "row()", testKey: UUID().uuidString
    )
    return verifier.check(named: name, at: site) { GoldenCase.visualOrder($0, of: text, base: .rightToLeft) }
  }

  static func path(_ scratch: Scratch) -> String {
    scratch.path + "/Tests/AppTests/__Goldens__/RowTests/row.golden"
  }

  /// The names of the changes pending beside `path`, or `nil` without a `.new` file.
  static func pendingNames(_ path: String) throws -> [String]? {
    try GoldenPendingChanges(goldenAt: path)?.changes.map(\.name)
  }

  @Test("a failing check adds its change; changes of earlier runs stay; a passing check drops only its own")
  func checksKeepEachOthersChanges() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let path = Self.path(scratch)
    Self.check(scratch, "אב 12", named: "one")
    Self.check(scratch, "גד 34", named: "two")
    #expect(Self.check(scratch, "אב 123", named: "one").outcome == .mismatched)
    // A later run (another process would do the same) adds to the .new file.
    #expect(Self.check(scratch, "גד 345", named: "two").outcome == .mismatched)
    let pending = try #require(try GoldenPendingChanges(goldenAt: path))
    #expect(pending.changes.map(\.name) == ["one", "two"])
    #expect(pending.changes.map(\.kind) == [.inputChanged, .inputChanged])
    #expect(pending.changes[0].diffLines.contains("-input: אב 12"))
    #expect(pending.changes[0].diffLines.contains("+input: אב 123"))
    #expect(pending.changes[0].location == "\(path):4")

    // 'one' passes again (the app is back to its golden): only its change goes.
    #expect(Self.check(scratch, "אב 12", named: "one").outcome == .passed)
    #expect(try Self.pendingNames(path) == ["two"])
    // Checked again with yet another input, 'two' replaces its change.
    #expect(Self.check(scratch, "גד 3456", named: "two").outcome == .mismatched)
    let replaced = try #require(try GoldenPendingChanges(goldenAt: path)?.changes.first)
    #expect(replaced.actual.field("input")?.value == "גד 3456")
    #expect(Self.check(scratch, "גד 34", named: "two").outcome == .passed)
    #expect(!scratch.exists(path + ".new"), "a .new file with no change left is removed")
  }

  @Test("verify never drops a test's change, nor replaces it with what the stored input gives")
  func verifyKeepsTestChanges() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let path = Self.path(scratch)
    Self.check(scratch, "אב 12", named: "one")
    Self.check(scratch, "אב 123", named: "one")
    let written = try #require(scratch.read(path + ".new"))
    // The stored input still gives the stored expectations: verify passes and keeps the change.
    #expect(Self.local.verify(fileAt: path).outcome == .passed)
    #expect(Self.local.record(fileAt: path).outcome == .passed)
    #expect(scratch.read(path + ".new") == written)
    // A golden edited by hand differs from its stored input: verify fails, and still keeps the
    // test's change (another input) rather than what the stored input gives.
    let golden = try #require(scratch.read(path))
    try Data(golden.replacingOccurrences(of: "paragraph: rtl", with: "paragraph: ltr").utf8)
      .write(to: URL(fileURLWithPath: path))
    #expect(Self.local.verify(fileAt: path).outcome == .mismatched)
    #expect(scratch.read(path + ".new") == written)
    let change = try #require(try GoldenPendingChanges(goldenAt: path)?.changes.first)
    #expect(change.kind == .inputChanged)
    #expect(GoldenVerifier().status(ofFileAt: path).cases.map(\.state) == [.pending])
  }

  @Test("accept moves one change into the golden, reject drops another; the .new file goes when empty")
  func acceptAndReject() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let path = Self.path(scratch)
    Self.check(scratch, "אב 12", named: "one")
    Self.check(scratch, "גד 34", named: "two")
    Self.check(scratch, "אב 123", named: "one")
    Self.check(scratch, "גד 345", named: "two")
    let before = try #require(scratch.read(path))
    let pending = try #require(try GoldenPendingChanges(goldenAt: path))
    #expect(try pending.accept(["one"]).map(\.name) == ["one"])
    let after = try #require(scratch.read(path))
    #expect(
      after.contains("input: אב 123") && after.contains("input: גד 34\n") && !after.contains("input: אב 12\n")
    )
    #expect(try Self.pendingNames(path) == ["two"])
    #expect(Self.check(scratch, "אב 123", named: "one").outcome == .passed, "the golden now holds it")

    #expect(try GoldenPendingChanges(goldenAt: path)?.reject().map(\.name) == ["two"])
    #expect(!scratch.exists(path + ".new"))
    #expect(scratch.read(path) == after, "reject leaves the golden as it is")
    #expect(before != after)
  }

  @Test("a golden made under CI exists only as .new; accepting it creates the golden, which then passes")
  func acceptCreatesMissingGolden() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let path = Self.path(scratch)
    #expect(Self.check(scratch, "אב 12", named: "one", verifier: Self.ci).outcome == .missing)
    #expect(!scratch.exists(path))
    let pending = try #require(try GoldenPendingChanges(goldenAt: path))
    #expect(!pending.goldenExists && pending.changes.map(\.kind) == [.added])
    #expect(pending.changes[0].location == "\(path).new:4")
    let new = try #require(scratch.read(path + ".new"))
    try pending.accept()
    #expect(scratch.read(path) == new)
    #expect(!scratch.exists(path + ".new"))
    #expect(Self.check(scratch, "אב 12", named: "one", verifier: Self.ci).outcome == .passed)
  }

  @Test("accepting a change of expectations keeps the comments written in the case")
  func acceptKeepsComments() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let text = "=== a\n# why this case\nbase: rtl\ninput: אב 12\n---\nparagraph: ltr\n"
    let path = try scratch.write("a.golden", text)
    #expect(Self.local.verify(fileAt: path).outcome == .mismatched)
    try #require(try GoldenPendingChanges(goldenAt: path)).accept()
    let accepted = try #require(scratch.read(path))
    #expect(
      accepted.hasPrefix("=== a\n# why this case\nbase: rtl\ninput: אב 12\n---\nparagraph: rtl\nlevels: "))
    #expect(Self.local.verify(fileAt: path).outcome == .passed)
  }

  @Test("a .new file that cannot be read is left as it is, and said so")
  func malformedNewFileKept() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let path = Self.path(scratch)
    Self.check(scratch, "אב 12", named: "one")
    let garbage = "not a golden file\n"
    _ = try scratch.write("Tests/AppTests/__Goldens__/RowTests/row.golden.new", garbage)
    let report = Self.check(scratch, "אב 123", named: "one")
    #expect(report.outcome == .mismatched)
    #expect(report.note.contains("cannot be read, so it was left as it is"))
    #expect(report.newFilePath == nil)
    #expect(scratch.read(path + ".new") == garbage)
    #expect(Self.check(scratch, "אב 12", named: "one").outcome == .passed)
    #expect(scratch.read(path + ".new") == garbage)
    #expect(throws: GoldenFormatError.self) { try GoldenPendingChanges(goldenAt: path) }
    #expect(GoldenVerifier().status(ofFileAt: path).newFileError != nil)
  }
}
