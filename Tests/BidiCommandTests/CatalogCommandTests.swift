import BidiLocalization
import BidiTestSupport
import Foundation
import Testing

@testable import bidi

/// `bidi catalog` and `bidi lint`.
@Suite struct CatalogCommandTests {
  static let fixtures = Fixtures.directory

  @Test func catalogJSONOfStringsEqualsPlutil() throws {
    let directory = try Scratch()
    defer { directory.remove() }
    let source =
      "/* c */\n\"a\" = \"1\\n\\\"x\\\"\";\nb = c;\n\"ש\" = \"\\U05D1\";\n\"a\" = \"2\";\n"
    let path = try directory.write("t.strings", Data(source.utf8))
    let result = runCommand(["catalog", "--format", "json", path])
    #expect(result.exitCode == 0)
    let ours = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: String]
    let plutil = Process()
    plutil.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    plutil.arguments = ["plutil", "-convert", "json", "-o", "-", path]
    let pipe = Pipe()
    plutil.standardOutput = pipe
    try plutil.run()
    let reference = pipe.fileHandleForReading.readDataToEndOfFile()
    plutil.waitUntilExit()
    #expect(plutil.terminationStatus == 0)
    #expect(ours == (try JSONSerialization.jsonObject(with: reference) as? [String: String]))
    #expect(ours?["a"] == "2")
  }

  @Test func catalogTextAndStructuredJSON() throws {
    let po = Self.fixtures.appendingPathComponent("Plurals.po").path
    let text = runCommand(["catalog", po])
    #expect(text.exitCode == 0)
    #expect(text.output.contains("11:8\tHello\t-\tمرحبا"))
    #expect(text.output.contains("16:8\tmenu⟨U+0004⟩Open %s\t-\tفتح ⟨FSI⟩%s⟨PDI⟩\n"))
    #expect(text.output.contains("22:11\t%d file\t1\tملف واحد\n"))
    let json = runCommand(["catalog", "--format", "json", po])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
    #expect(object["format"] as? String == "po")
    let tables = try #require(object["tables"] as? [[String: Any]])
    #expect(tables[0]["language"] as? String == "ar")
    #expect((tables[0]["entries"] as? [Any])?.count == 6)
  }

  @Test func malformedCatalogReportsPositionAndRest() throws {
    let directory = try Scratch()
    defer { directory.remove() }
    let path = try directory.write(
      "bad.strings", Data("\"a\" = \"1\"\n\"b\" = \"2\";\n".utf8))
    let result = runCommand(["catalog", "--format", "json", path])
    #expect(result.exitCode == 65)
    #expect(result.errors.contains("\(path):1:10: error: missing ';'"))
    #expect(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: String] == [
        "a": "1", "b": "2",
      ])
    let original = try Data(contentsOf: URL(fileURLWithPath: path))
    #expect(original == Data("\"a\" = \"1\"\n\"b\" = \"2\";\n".utf8))
  }

  @Test func catalogErrors() {
    #expect(runCommand(["catalog", "/nonexistent/x.strings"]).exitCode == 66)
    #expect(runCommand(["catalog", "notes.txt"]).exitCode == 64)
    #expect(runCommand(["catalog"]).exitCode == 64)
  }

  @Test func lintFolderTextAndJSON() throws {
    let directory = try Scratch()
    defer { directory.remove() }
    for name in [
      "en.lproj/Localizable.strings", "ar.lproj/Localizable.strings", "Plurals.po",
      "Catalog.xcstrings",
    ] {
      let data = try Data(contentsOf: Self.fixtures.appendingPathComponent(name))
      try FileManager.default.createDirectory(
        at: directory.url.appendingPathComponent(name).deletingLastPathComponent(),
        withIntermediateDirectories: true)
      try data.write(to: directory.url.appendingPathComponent(name))
    }
    let text = runCommand(["lint", directory.url.path])
    #expect(text.exitCode == 1)
    let arabic = directory.url.appendingPathComponent("ar.lproj/Localizable.strings").path
    #expect(text.output.contains("\(arabic):4:11: error: placeholders differ"))
    #expect(text.output.contains("[placeholder-mismatch]") && text.output.contains("  fix: "))
    #expect(text.errors.contains("in 4 files"))
    let json = runCommand(["lint", "--format", "json", directory.url.path])
    #expect(json.exitCode == 1)
    let findings = try #require(
      try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [[String: Any]])
    #expect(!findings.isEmpty)
    for finding in findings {
      #expect(finding["file"] is String && finding["line"] is Int && finding["column"] is Int)
      #expect(
        finding["rule"] is String && finding["message"] is String && finding["severity"] is String)
    }
    let xcstrings = findings.filter {
      ($0["file"] as? String)?.hasSuffix("Catalog.xcstrings") == true
    }
    #expect(
      xcstrings.contains {
        $0["rule"] as? String == "placeholder-at-edge" && $0["line"] as? Int == 10
          && $0["column"] as? Int == 23
      })
  }

  @Test func lintCleanFileExitsZero() throws {
    let directory = try Scratch()
    defer { directory.remove() }
    let path = try directory.write(
      "ok.po", Data("msgid \"Open %s\"\nmsgstr \"فتح \u{2068}%s\u{2069} الآن\"\n".utf8))
    let result = runCommand(["lint", path])
    #expect(result.exitCode == 0, "\(result.output)")
    #expect(result.output.isEmpty)
    #expect(runCommand(["lint"]).exitCode == 64)
    #expect(runCommand(["lint", "/nonexistent"]).exitCode == 66)
  }
}

/// `bidi lint`'s configuration file and flags.
@Suite struct LintConfigurationCommandTests {
  static func tree() throws -> Scratch {
    let directory = try Scratch()
    _ = try directory.write("placeholder", Data())
    for (path, text) in [
      ("App/en.lproj/Localizable.strings", "\"copied\" = \"Copied the path %@\";\n\"extra\" = \"E\";\n"),
      ("App/ar.lproj/Localizable.strings", "\"copied\" = \"تم نسخ %@\";\n"),
    ] {
      _ = try directory.write(path, text)
    }
    return directory
  }

  @Test func flagsAndConfigurationFile() throws {
    let directory = try Self.tree()
    defer { directory.remove() }
    let plain = runCommand(["lint", directory.url.path])
    #expect(plain.exitCode == 1)
    #expect(plain.output.contains("[garbled-placeholder]") && plain.output.contains("[missing-translation]"))
    let throughLocalizer = runCommand(["lint", "--localizer", directory.url.path])
    #expect(!throughLocalizer.output.contains("[garbled-placeholder]"))
    #expect(throughLocalizer.exitCode == 0 && throughLocalizer.output.contains("[missing-translation]"))
    let disabled = runCommand(["lint", "--localizer", "--disable", "missing-translation", directory.url.path])
    #expect(disabled.output.isEmpty && disabled.exitCode == 0)
    #expect(runCommand(["lint", "--disable", "nope", directory.url.path]).exitCode == 64)
    _ = try directory.write(
      ".bidilint.json",
      Data(
        #"{"formatsThroughLocalizer": true, "overrides": [{"paths": ["App/en.lproj/*"], "rules": {"missing-translation": "error"}}]}"#
          .utf8))
    let configured = runCommand(["lint", directory.url.path])
    #expect(configured.exitCode == 1 && configured.output.contains("error: 'extra' has no translation in ar"))
    #expect(!configured.output.contains("[garbled-placeholder]"))
    // What a placeholder holds, said by key: a phone number in "call", whose words do not say.
    _ = try directory.write("App/en.lproj/Calls.strings", "\"call\" = \"Call %@ now\";\n")
    _ = try directory.write("App/ar.lproj/Calls.strings", "\"call\" = \"اتصل بـ %@ الآن\";\n")
    try FileManager.default.removeItem(at: directory.url.appendingPathComponent(".bidilint.json"))
    #expect(!runCommand(["lint", directory.url.path]).output.contains("Calls.strings:1:10: error"))
    _ = try directory.write(
      ".bidilint.json", Data(#"{"placeholderValues": [{"keys": ["call"], "kinds": ["phone"]}]}"#.utf8))
    let phones = runCommand(["lint", directory.url.path])
    #expect(
      phones.output.contains(
        "Calls.strings:1:10: error: %@ with a phone number ('+1 408-555-1212') displays as '1212-555-408 1+'"),
      "\(phones.output)")
    _ = try directory.write(".bidilint.json", Data(#"{"rules": {"x": "off"}}"#.utf8))
    let bad = runCommand(["lint", directory.url.path])
    #expect(bad.exitCode == 65 && bad.errors.contains("unknown rule 'x'"))
    #expect(runCommand(["lint", "--config", "/nonexistent.json", directory.url.path]).exitCode == 66)
  }
}

/// `bidi pseudo`.
@Suite struct PseudoCommandTests {
  @Test func pseudoCommand() throws {
    let directory = try Scratch()
    defer { directory.remove() }
    let path = try directory.write("en.strings", Data("\"k\" = \"Copied %@\";\n".utf8))
    let rtl = runCommand(["pseudo", "--rtl", path])
    #expect(rtl.exitCode == 0)
    #expect(rtl.output == "\"k\" = \"\u{200F}\u{202E}Copied \u{202C}\u{2068}%@\u{2069}\";\n\n")
    let accented = runCommand(["pseudo", "--accented", path])
    #expect(accented.exitCode == 0 && accented.output.hasPrefix("\"k\" = \"[Çöþîéð %@"))
    let out = directory.url.appendingPathComponent("ar-XB.strings").path
    #expect(runCommand(["pseudo", "--expanded", "--output", out, path]).exitCode == 0)
    #expect(FileManager.default.fileExists(atPath: out))
    #expect(runCommand(["pseudo", path]).exitCode == 64)
    #expect(runCommand(["pseudo", "--rtl", "--accented", path]).exitCode == 64)
    #expect(runCommand(["pseudo", "--rtl", "notes.txt"]).exitCode == 64)
    #expect(runCommand(["pseudo", "--rtl", "/nonexistent/a.strings"]).exitCode == 66)
    let broken = try directory.write("b.strings", Data("\"k\" = ".utf8))
    #expect(runCommand(["pseudo", "--rtl", broken]).exitCode == 65)
    #expect(runCommand(["pseudo", "--rtl", "--output", "/nonexistent/x", path]).exitCode == 74)
  }
}
