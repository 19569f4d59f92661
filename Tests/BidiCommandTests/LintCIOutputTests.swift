import BidiTestSupport
import Foundation
import Testing

@testable import bidi

/// `bidi lint --format sarif|github|diagnostics`: the same findings as `--format json`, in
/// documents their consumers accept.
@Suite("bidi lint: CI formats")
struct LintCIOutputTests {
  static let corpora = [
    Repository.path("Tests/Fixtures/TrojanSource"), Repository.path("Tests/Fixtures/Catalogs"),
  ]

  /// The findings of `bidi lint --format FORMAT PATH`, read back as the format's consumer reads them.
  static func findings(_ format: String, _ path: String) throws -> [CIFormats.Finding?] {
    let result = runCommand(["lint", "--format", format, path])
    #expect(result.exitCode == 1, "\(result.errors)")
    let root = FileManager.default.currentDirectoryPath
    switch format {
    case "json": return try CIFormats.json(Data(result.output.utf8))
    case "sarif": return try CIFormats.sarif(Data(result.output.utf8))
    case "github": return CIFormats.github(result.output, root: root)
    default: return CIFormats.diagnostics(result.output)
    }
  }

  @Test(
    "every format lists the findings of --format json: file, line, column, rule, severity",
    arguments: corpora)
  func sameFindings(path: String) throws {
    let json = try Self.findings("json", path)
    #expect(json.count >= 5 && !json.contains(nil))
    let expected = json.compactMap { $0 }.sorted { $0.description < $1.description }
    for format in ["sarif", "github", "diagnostics"] {
      let found = try Self.findings(format, path)
      #expect(!found.contains(nil), "\(format): a line or result that does not parse")
      #expect(found.compactMap { $0 }.sorted { $0.description < $1.description } == expected, "\(format)")
    }
  }

  @Test("SARIF logs validate against the OASIS SARIF 2.1.0 schema; a broken one does not")
  func schema() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    var logs: [String] = []
    for (index, path) in Self.corpora.enumerated() {
      let result = runCommand(["lint", "--format", "sarif", path])
      logs.append(try scratch.write("log\(index).sarif", result.output))
    }
    let clean = runCommand(["lint", "--format", "sarif", Repository.path("Tests/Fixtures/Catalogs/en.lproj")])
    #expect(clean.exitCode == 0)
    logs.append(try scratch.write("clean.sarif", clean.output))
    let valid = try CIFormats.validateSARIF(logs)
    #expect(valid.status == 0, "\(valid.output)")
    #expect(valid.output.contains("valid: 3 documents"))
    // The check can fail: a level SARIF does not have, and a result without a message.
    var log = try #require(
      try JSONSerialization.jsonObject(with: Data(scratch.read(logs[0])!.utf8)) as? [String: Any])
    var runs = log["runs"] as! [[String: Any]]
    var results = runs[0]["results"] as! [[String: Any]]
    results[0]["level"] = "fatal"
    results[1]["message"] = nil
    runs[0]["results"] = results
    log["runs"] = runs
    let broken = try scratch.write("broken.sarif", try JSONSerialization.data(withJSONObject: log))
    let invalid = try CIFormats.validateSARIF([broken])
    #expect(invalid.status == 1)
    #expect(invalid.output.contains("runs/0/results/0/level: 'fatal' is not one of"))
    #expect(invalid.output.contains("runs/0/results/1: 'message' is a required property"))
  }

  @Test("SARIF: rules with help, fingerprints, fixes for controls a rewrite removes or escapes")
  func sarifDetails() throws {
    let output = runCommand(["lint", "--format", "sarif", Repository.path("Tests/Fixtures/TrojanSource")])
      .output
    let log = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    let rules = try #require(driver["rules"] as? [[String: Any]])
    #expect(rules.allSatisfy { ($0["help"] as? [String: String])?["text"]?.isEmpty == false })
    let ids = rules.compactMap { $0["id"] as? String }
    #expect(ids.contains("garbled-placeholder") && ids.contains("unused-suppression"))
    let results = try #require(run["results"] as? [[String: Any]])
    // Each result points at its rule.
    #expect(results.allSatisfy { ids[$0["ruleIndex"] as! Int] == $0["ruleId"] as? String })
    let fingerprints = results.compactMap {
      ($0["partialFingerprints"] as? [String: String])?["bidiFingerprint/v1"]
    }
    #expect(fingerprints.count == results.count && Set(fingerprints).count == results.count)
    // C#: the folder's `#` is percent-encoded in the URI.
    let uris = results.compactMap {
      ((($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?[
        "artifactLocation"]
        as? [String: String])?["uri"]
    }
    #expect(uris.contains { $0.hasSuffix("C%23/commenting-out.csx") })
    let replacements = results.compactMap { result -> String? in
      let fix = (result["fixes"] as? [[String: Any]])?.first
      let change = (fix?["artifactChanges"] as? [[String: Any]])?.first
      let replacement = (change?["replacements"] as? [[String: Any]])?.first
      return (replacement?["insertedContent"] as? [String: String])?["text"]
    }
    #expect(
      replacements.contains("") && replacements.contains("\\u{202E}") && replacements.contains("\\u202E"))
  }

  @Test("github: properties and messages escaped as the runner unescapes them")
  func githubEscaping() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    // A path with a comma, a colon and a percent sign, and a control that the message names.
    let path = try scratch.write("odd,name:100%.swift", "let s = \"\u{202E}\" // 50% off\n")
    let result = runCommand(["lint", "--format", "github", path])
    #expect(result.exitCode == 1)
    let command = try #require(CIFormats.workflowCommands(result.output).first ?? nil)
    #expect(command.name == "error")
    #expect(command.properties["file"] == path)
    #expect(command.properties["line"] == "1" && command.properties["col"] == "10")
    #expect(command.properties["title"] == "text-direction-codepoint-in-literal")
    #expect(command.message.hasPrefix("⟨RLO⟩ (U+202E) in a string literal"))
    #expect(command.message.contains("\nfix: write it as an escape"))
    #expect(!result.output.contains("\u{202E}"))
  }
}
