import BidiTestSupport
import Foundation
import Testing

@testable import BidiLint
@testable import BidiLocalization

/// Fingerprints that survive moved lines, and baselines that accept known findings and catch
/// new ones.
@Suite struct LintBaselineTests {
  /// A Swift file with an RLM in a literal (a warning) and an override in a comment (an attack).
  static func swift(linesAbove: Int = 0, extraAttack: Bool = false) -> String {
    String(repeating: "// a comment added above\n", count: linesAbove)
      + "let label = \"\u{200F}\\(count)\"\n"
      + "let limit = 10 /*\u{202E}*/ + 1000 /*\u{202C}*/\n"
      + (extraAttack ? "let admin = false /*\u{202E}*/ || true /*\u{202C}*/\n" : "")
  }

  static func findings(_ text: String, in scratch: Scratch) throws -> [ReportedFinding] {
    let path = try scratch.write("Sources/Limits.swift", text)
    return SourceCodeAudit(language: .swift).findings(in: text, file: path).map(\.reported)
  }

  @Test("64-bit FNV-1a: the published test vectors")
  func hashVectors() {
    // From the FNV reference (Fowler, Noll, Vo; draft-eastlake-fnv): "" and "a".
    #expect(FindingFingerprints.hash("") == "cbf29ce484222325")
    #expect(FindingFingerprints.hash("a") == "af63dc4c8601ec8c")
    #expect(FindingFingerprints.hash("foobar") == "85944171f73967e8")
  }

  @Test("source findings keep their fingerprints when lines are inserted above or re-indented")
  func sourceFingerprintsSurviveMoves() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let paths = FindingFingerprints(root: scratch.path)
    let before = try Self.findings(Self.swift(), in: scratch)
    #expect(before.map(\.line) == [1, 2, 2])
    let printsBefore = paths.fingerprints(of: before)
    #expect(Set(printsBefore).count == 3)
    let moved = try Self.findings(Self.swift(linesAbove: 5), in: scratch)
    #expect(moved.map(\.line) == [6, 7, 7])
    #expect(paths.fingerprints(of: moved) == printsBefore)
    let indented = try Self.findings(
      "    " + Self.swift().replacingOccurrences(of: "\n", with: "\n    "), in: scratch)
    #expect(paths.fingerprints(of: indented) == printsBefore)
    // Relative to the root: the same whether the file is named absolutely or relatively.
    var relative = before
    for index in relative.indices { relative[index].file = "Sources/Limits.swift" }
    #expect(paths.fingerprints(of: relative) == printsBefore)
  }

  @Test("a baseline accepts the known findings after lines move, catches a new one, lists the gone")
  func baselineComparison() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let paths = FindingFingerprints(root: scratch.path)
    let baseline = LintBaseline(findings: try Self.findings(Self.swift(), in: scratch), fingerprints: paths)
    #expect(
      baseline.entries.map(\.file) == [
        "Sources/Limits.swift", "Sources/Limits.swift", "Sources/Limits.swift",
      ])
    let grown = try Self.findings(Self.swift(linesAbove: 3, extraAttack: true), in: scratch)
    let comparison = baseline.compare(fingerprints: paths.fingerprints(of: grown))
    #expect(comparison.new.map { grown[$0].line } == [6, 6])
    #expect(comparison.accepted == 3 && comparison.gone.isEmpty)
    let fixed = try Self.findings("let label = \"\u{200F}\\(count)\"\n", in: scratch)
    let after = baseline.compare(fingerprints: paths.fingerprints(of: fixed))
    #expect(after.new.isEmpty && after.accepted == 1)
    #expect(after.gone.map(\.line) == [2, 2])
  }

  @Test("catalog findings are anchored to their entry: other entries inserted above change nothing")
  func catalogFingerprints() throws {
    func findings(_ entries: String) -> [ReportedFinding] {
      let file = CatalogFile(
        data: Data((entries + "\"copied\" = \"انتقل إلى @%@ الآن\";\n").utf8), path: "ar.lproj/A.strings",
        format: .strings)
      return CatalogLinter().lint(file).map(\.reported)
    }
    let paths = FindingFingerprints(root: "/nowhere")
    let before = findings("")
    #expect(before.map(\.rule) == ["garbled-placeholder"])
    let after = findings("\"a\" = \"ب\";\n\"b\" = \"ج\";\n")
    #expect(after[0].line == 3)
    #expect(paths.fingerprints(of: after) == paths.fingerprints(of: before))
  }

  @Test("the file round-trips, and a bad one is refused with its position")
  func fileFormat() throws {
    let baseline = LintBaseline(entries: [
      .init(
        fingerprint: "0123456789abcdef", rule: "stale", file: "A/b \"c\".xcstrings", line: 4, message: "gone"),
      .init(fingerprint: "fedcba9876543210", rule: "syntax", file: "x.po"),
    ])
    let text = baseline.json
    #expect(text.hasPrefix("{\n  \"version\": 1,\n  \"fingerprints\": \"bidiFingerprint/v1\",\n"))
    #expect(try LintBaseline(json: Data(text.utf8)) == baseline)
    #expect(throws: LintBaseline.ParseError.self) { try LintBaseline(json: Data("{\"version\": 1,".utf8)) }
    do {
      _ = try LintBaseline(
        json: Data(text.replacingOccurrences(of: "\"version\": 1", with: "\"version\": 2").utf8))
      Issue.record("version 2 was read")
    } catch {
      #expect(error.message.contains("version 2 is not supported"))
    }
    do {
      _ = try LintBaseline(
        json: Data(
          "{\"version\": 1, \"fingerprints\": \"bidiFingerprint/v1\", \"findings\": [{\"rule\": 3}]}".utf8))
      Issue.record("a bad entry was read")
    } catch {
      #expect(error.message.hasPrefix("1:"))
    }
  }
}
