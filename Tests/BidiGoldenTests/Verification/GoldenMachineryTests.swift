import BidiTestSupport
import BidiTesting
import Foundation
import Testing

@Suite("Golden files: verify, record, .new files, CI, CRLF")
struct GoldenMachineryTests {
  static let verifying = GoldenVerifier(environment: GoldenEnvironment(recordRequested: false, isCI: false))
  static let recording = GoldenVerifier(environment: GoldenEnvironment(recordRequested: true, isCI: false))
  static let recordingInCI = GoldenVerifier(environment: GoldenEnvironment(recordRequested: true, isCI: true))

  static let unrecorded = """
    # two cases, no expectations yet
    notation: capRTL

    === fsi phone number
    base: ltr
    input: _f+1_I _fGH_I

    === rtl sentence
    base: rtl
    input: abc GHI
    show: paragraph levels runs visual

    """

  @Test("record writes the expectations, then verify passes and writes no .new file")
  func recordThenVerify() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let path = try scratch.write("a.golden", Self.unrecorded)

    let first = Self.verifying.verify(fileAt: path)
    #expect(first.outcome == .mismatched)
    #expect(first.changedCases.count == 2)
    #expect(scratch.read(path) == Self.unrecorded, "verify never writes the golden")
    #expect(scratch.exists(path + ".new"))

    let recorded = Self.recording.check(fileAt: path)
    #expect(recorded.outcome == .recorded)
    #expect(!scratch.exists(path + ".new"), "recording removes the stale .new file")
    let text = try #require(scratch.read(path))
    #expect(text.hasPrefix("# two cases, no expectations yet\nnotation: capRTL\n\n=== fsi phone number\n"))
    #expect(text.contains("---\nparagraph: ltr\nlevels: 0 2 2 0 0 0 1 1 0\n"))
    #expect(text.contains("visual: \u{202D}+1 HG\u{202C}\n"))
    #expect(text.contains("runs: 3..<7@1 0..<3@2\n"))

    let again = Self.verifying.verify(fileAt: path)
    #expect(again.outcome == .passed, "\(again)")
    #expect(again.caseCount == 2)
    #expect(!scratch.exists(path + ".new"))
    // Recording an up-to-date file changes nothing.
    #expect(Self.recording.record(fileAt: path).outcome == .passed)
    #expect(scratch.read(path) == text)
  }

  @Test("a changed expectation fails with a diff naming invisible characters; the golden is kept")
  func changedExpectation() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let path = try scratch.write("b.golden", Self.unrecorded)
    #expect(Self.recording.record(fileAt: path).outcome == .recorded)
    let good = try #require(scratch.read(path))
    let edited = good.replacingOccurrences(of: "levels: 0 2 2 0 0 0 1 1 0", with: "levels: 0 1 1 0 0 0 1 1 0")
      .replacingOccurrences(of: "visual: \u{202D}+1 HG\u{202C}", with: "visual: \u{202D}1+ HG\u{202C}")
    #expect(edited != good)
    try Data(edited.utf8).write(to: URL(fileURLWithPath: path))

    let report = Self.verifying.check(fileAt: path)
    #expect(report.outcome == .mismatched)
    #expect(report.isFailure)
    #expect(report.changedCases == ["\(path):4: 'fsi phone number' differs"])
    #expect(report.diff.contains("--- \(path)\n+++ \(path).new\n@@ -"))
    #expect(report.diff.contains("\n-levels: 0 1 1 0 0 0 1 1 0\n+levels: 0 2 2 0 0 0 1 1 0\n order: "))
    #expect(report.diff.contains("\n-visual: ⟨LRO⟩1+ HG⟨PDF⟩\n"))
    #expect(report.diff.contains("\n+visual: ⟨LRO⟩+1 HG⟨PDF⟩\n"))
    #expect(!report.diff.contains("input: abc GHI"), "the unchanged case is outside the hunk")
    #expect(scratch.read(path) == edited, "the golden is never overwritten by verify")
    #expect(report.newFilePath == path + ".new")
    #expect(scratch.read(path + ".new") == good)
    #expect(report.description.contains("pending in \(path).new"))
    #expect(report.headline.hasSuffix("; accept: bidi golden accept \(path) (or bidi golden review)"))
  }

  @Test("with CI set, recording is refused: nothing recorded, the run fails and says why")
  func ciNeverRecords() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let path = try scratch.write("c.golden", Self.unrecorded)
    let report = Self.recordingInCI.check(fileAt: path)
    #expect(report.outcome == .recordingRefused)
    #expect(report.isFailure)
    #expect(report.note.contains("CI is set"))
    #expect(scratch.read(path) == Self.unrecorded)
    #expect(scratch.exists(path + ".new"), "the .new file still shows what recording would write")

    // Even a matching file fails when recording is asked for in CI.
    #expect(Self.recording.record(fileAt: path).outcome == .recorded)
    #expect(Self.recordingInCI.check(fileAt: path).outcome == .recordingRefused)
  }

  @Test(
    "environment variables: BIDIKIT_RECORD asks, CI forbids",
    arguments: [
      (["BIDIKIT_RECORD": "1"], true, false),
      (["BIDIKIT_RECORD": "0"], false, false),
      (["BIDIKIT_RECORD": "", "CI": ""], false, false),
      (["BIDIKIT_RECORD": "yes", "CI": "true"], true, true),
      (["CI": "1"], false, true),
      (["CI": "false"], false, false),
    ])
  func environment(variables: [String: String], record: Bool, ci: Bool) {
    let environment = GoldenEnvironment(variables)
    #expect(environment.recordRequested == record)
    #expect(environment.isCI == ci)
  }

  @Test("a missing golden fails and writes .new; recording creates it; then it passes")
  func missingGolden() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let path = scratch.path + "/made-in-code.golden"
    let cases = [
      GoldenCase(
        "phone number", fields: [GoldenField("base", "rtl"), GoldenField("input", "טל ⟨LRI⟩+1 555⟨PDI⟩")])
    ]
    let missing = Self.verifying.check(cases, fileAt: path, comment: ["made in code"])
    #expect(missing.outcome == .missing)
    #expect(missing.isFailure)
    #expect(!scratch.exists(path))
    let written = try #require(scratch.read(path + ".new"))
    #expect(
      written.hasPrefix(
        "# made in code\n\n=== phone number\nbase: rtl\ninput: טל ⟨LRI⟩+1 555⟨PDI⟩\n---\nparagraph: rtl\n"))

    #expect(Self.recordingInCI.check(cases, fileAt: path).outcome == .recordingRefused)
    #expect(!scratch.exists(path))
    #expect(Self.recording.check(cases, fileAt: path, comment: ["made in code"]).outcome == .recorded)
    #expect(scratch.read(path) == written)
    #expect(Self.verifying.check(cases, fileAt: path, comment: ["made in code"]).outcome == .passed)
    // The file-driven verifier reads the same file.
    #expect(Self.verifying.verify(fileAt: path).outcome == .passed)
    // A missing file given to the file-driven verifier is reported, never passed.
    #expect(Self.verifying.verify(fileAt: scratch.path + "/nope.golden").outcome == .missing)
  }

  @Test("CRLF: verify reports line and column; record rewrites LF; then verify passes")
  func crlf() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let crlfText = Self.unrecorded.replacingOccurrences(of: "\n", with: "\r\n")
    let path = try scratch.write("d.golden", crlfText)
    let report = Self.verifying.verify(fileAt: path)
    #expect(report.outcome == .malformed)
    #expect(report.error?.line == 1)
    #expect(report.error?.column == 33)
    #expect(report.description.hasPrefix("\(path):1:33: CRLF line ending"))
    #expect(scratch.read(path) == crlfText)

    #expect(Self.recording.record(fileAt: path).outcome == .recorded)
    let text = try #require(scratch.read(path))
    #expect(!text.contains("\r"))
    #expect(Self.verifying.verify(fileAt: path).outcome == .passed)
  }

  struct Malformed: CustomTestStringConvertible, Sendable {
    var name: String
    var bytes: [UInt8]
    var line: Int
    var column: Int
    var message: String
    var testDescription: String { name }
    init(_ name: String, _ text: String, line: Int, column: Int, _ message: String) {
      self.init(name, Array(text.utf8), line: line, column: column, message)
    }
    init(_ name: String, _ bytes: [UInt8], line: Int, column: Int, _ message: String) {
      self.name = name
      self.bytes = bytes
      self.line = line
      self.column = column
      self.message = message
    }
  }

  /// The reason each malformed example is rejected for.
  static let reasons: [String: GoldenFormatError.Reason] = [
    "unknown notation name": .invalidField, "unterminated notation": .invalidField,
    "bad CapRTL escape": .invalidField, "unknown kind": .unknownKindOrField,
    "unknown field": .unknownKindOrField,
    "bad base": .invalidField, "bad option word": .invalidField, "trailing space": .syntax,
    "no space after colon": .syntax, "not a field": .syntax, "duplicate case": .syntax,
    "no input": .invalidField,
    "missing input file": .invalidField, "invalid UTF-8": .invalidUTF8, "lone CR": .lineEnding,
  ]

  @Test(
    "bad golden files are errors with file:line:column",
    arguments: [
      Malformed(
        "unknown notation name", "=== a\ninput: ab⟨RLX⟩c\n", line: 2, column: 10, "unknown name ⟨RLX⟩"),
      Malformed("unterminated notation", "=== a\ninput: ab⟨RLI\n", line: 2, column: 10, "unterminated ⟨"),
      Malformed(
        "bad CapRTL escape", "notation: capRTL\n=== a\ninput: ab_q\n", line: 3, column: 10,
        "unknown CapRTL escape '_q'"),
      Malformed(
        "unknown kind", "=== a\nkind: pixels\ninput: x\n", line: 1, column: 0, "unknown kind 'pixels'"),
      Malformed(
        "unknown field", "=== a\ninput: x\nbasis: rtl\n", line: 3, column: 1, "unknown field 'basis'"),
      Malformed("bad base", "=== a\ninput: x\nbase: up\n", line: 3, column: 7, "base must be"),
      Malformed(
        "bad option word", "=== a\ninput: x\noptions: shape mirror\n", line: 3, column: 16,
        "unknown word 'mirror'"),
      Malformed("trailing space", "=== a\ninput: x  \n", line: 2, column: 9, "trailing whitespace"),
      Malformed("no space after colon", "=== a\ninput:x\n", line: 2, column: 7, "expected a space"),
      Malformed("not a field", "=== a\nhello\n", line: 2, column: 1, "expected 'key: value'"),
      Malformed(
        "duplicate case", "=== a\ninput: x\n=== a\ninput: y\n", line: 3, column: 5, "duplicate case name 'a'"),
      Malformed("no input", "=== a\nbase: rtl\n", line: 1, column: 0, "no 'input' or 'input-file'"),
      Malformed("missing input file", "=== a\ninput-file: nope.txt\n", line: 2, column: 13, "no such file"),
      Malformed(
        "invalid UTF-8", [UInt8]("=== a\ninput: ab".utf8) + [0xC3, 0x28] + [0x0A], line: 2, column: 10,
        "invalid UTF-8"),
      Malformed("lone CR", "=== a\ninput: a\rb\n", line: 2, column: 9, "carriage return inside a line"),
    ])
  func malformed(_ example: Malformed) throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let path = try scratch.write("bad.golden", Data(example.bytes))
    for report in [Self.verifying.verify(fileAt: path), Self.recording.record(fileAt: path)] {
      #expect(report.outcome == .malformed)
      let error = try #require(report.error)
      #expect(error.path == path)
      #expect(error.line == example.line)
      #expect(error.column == example.column)
      #expect(error.message.contains(example.message), "\(error)")
      #expect(error.reason == Self.reasons[example.name], "\(error)")
    }
    #expect(
      FileManager.default.contents(atPath: path).map(Array.init) == example.bytes, "input never overwritten")
    #expect(!scratch.exists(path + ".new"))
  }

  @Test("the Swift Testing adapter records an issue for a failing golden")
  func swiftTestingAdapter() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let path = try scratch.write("e.golden", Self.unrecorded)
    withKnownIssue {
      Self.verifying.expectMatch(fileAt: path)
    } matching: { issue in
      issue.description.contains("2 of 2 case(s) differ")
    }
    #expect(Self.recording.record(fileAt: path).outcome == .recorded)
    let report = Self.verifying.expectMatch(fileAt: path)
    #expect(report.outcome == .passed)
  }
}
