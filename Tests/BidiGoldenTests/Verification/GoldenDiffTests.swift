import BidiTestSupport
import BidiTesting
import Foundation
import Testing

@Suite("Golden diffs show the file's notation once")
struct GoldenDiffTests {
  /// The lines of a golden file are already notation: `⟨LRI⟩` in an input stays `⟨LRI⟩` in
  /// the diff's context lines (it was escaped again, to `⟨⟨⟩LRI⟩`).
  @Test("context lines keep notation as written")
  func contextNotEscapedTwice() throws {
    let old = "=== a\nbase: rtl\ninput: טל ⟨LRI⟩+1 555⟨PDI⟩\n---\nparagraph: rtl\norder: 1\n"
    let new = old.replacingOccurrences(of: "order: 1", with: "order: 2")
    let diff = GoldenDiff.unified(old: old, new: new, oldName: "a", newName: "b", context: 5)
    #expect(diff.contains("\n input: טל ⟨LRI⟩+1 555⟨PDI⟩\n"), "\(diff)")
    #expect(!diff.contains("⟨⟨⟩"))
    #expect(diff.contains("\n-order: 1\n+order: 2"))
  }

  @Test(
    "real invisible characters are named; notation is kept",
    arguments: [
      ("\u{202D}+1 HG\u{202C}", "⟨LRO⟩+1 HG⟨PDF⟩"),
      ("a\u{2066}b\u{2069}", "a⟨LRI⟩b⟨PDI⟩"),
      ("x\u{00A0}y\u{200B}z", "x⟨U+00A0⟩y⟨U+200B⟩z"),
      ("tab\there", "tab⟨U+0009⟩here"),
      ("⟨⟨⟩ is a literal bracket", "⟨⟨⟩ is a literal bracket"),
      ("input: ⟨RLI⟩x⟨PDI⟩", "input: ⟨RLI⟩x⟨PDI⟩"),
    ])
  func visible(_ line: String, _ shown: String) {
    #expect(GoldenDiff.visible(line) == shown)
  }

  /// The whole path: a case made in code whose input holds isolates, then a changed
  /// expectation; the verifier's diff shows the input once.
  @Test("a verifier's diff shows an isolate input once")
  func verifierDiff() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let path = try scratch.write("a.golden", "=== a\nbase: rtl\ninput: טל ⟨LRI⟩+1 555⟨PDI⟩\n")
    let recorder = GoldenVerifier(environment: GoldenEnvironment(recordRequested: true, isCI: false))
    #expect(recorder.record(fileAt: path).outcome == .recorded)
    let good = try #require(scratch.read(path))
    let edited = good.replacingOccurrences(of: "paragraph: rtl", with: "paragraph: ltr")
    try Data(edited.utf8).write(to: URL(fileURLWithPath: path))
    let verifier = GoldenVerifier(environment: GoldenEnvironment(recordRequested: false, isCI: false))
    let report = verifier.verify(fileAt: path)
    #expect(report.outcome == .mismatched)
    #expect(report.diff.contains(" input: טל ⟨LRI⟩+1 555⟨PDI⟩\n"), "\(report.diff)")
    #expect(!report.diff.contains("⟨⟨⟩"))
  }
}
