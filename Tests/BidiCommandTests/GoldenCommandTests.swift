import Foundation
import Testing

@Suite("bidi golden")
struct GoldenCommandTests {
  static let unrecorded = "=== a\nbase: rtl\ninput: אב 12\n"
  static let noCI: [String: String] = [:]

  @Test("record then verify: exit 0; a changed expectation: exit 1, diff and .new, golden kept")
  func recordVerifyMismatch() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = try directory.file("a.golden", contents: Data(Self.unrecorded.utf8))
    let first = runCommand(["golden", "verify", path], environment: Self.noCI)
    #expect(first.exitCode == 1)
    #expect(FileManager.default.fileExists(atPath: path + ".new"))

    let record = runCommand(["golden", "record", path], environment: Self.noCI)
    #expect(record.exitCode == 0)
    #expect(record.output.contains("recorded 1 case(s)"))
    #expect(!FileManager.default.fileExists(atPath: path + ".new"))
    let recorded = try String(contentsOfFile: path, encoding: .utf8)
    #expect(
      recorded
        == "=== a\nbase: rtl\ninput: אב 12\n---\nparagraph: rtl\nlevels: 1 1 1 2 2\norder: 3 4 2 1 0\nvisual: \u{202D}12 בא\u{202C}\n"
    )
    let verify = runCommand(["golden", "verify", directory.url.path], environment: Self.noCI)
    #expect(verify.exitCode == 0)
    #expect(verify.output.contains("1 case(s) match"))

    let edited = recorded.replacingOccurrences(of: "order: 3 4 2 1 0", with: "order: 4 3 2 1 0")
    try Data(edited.utf8).write(to: URL(fileURLWithPath: path))
    let mismatch = runCommand(["golden", "verify", path], environment: Self.noCI)
    #expect(mismatch.exitCode == 1)
    #expect(mismatch.output.contains("-order: 4 3 2 1 0\n+order: 3 4 2 1 0"))
    #expect(mismatch.output.contains("-visual: ⟨LRO⟩") == false, "the visual line did not change")
    #expect(try String(contentsOfFile: path, encoding: .utf8) == edited)
    #expect(try String(contentsOfFile: path + ".new", encoding: .utf8) == recorded)
  }

  @Test("record is refused when CI is set: exit 64, nothing written")
  func recordUnderCI() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = try directory.file("a.golden", contents: Data(Self.unrecorded.utf8))
    let result = runCommand(["golden", "record", path], environment: ["CI": "true"])
    #expect(result.exitCode == 64)
    #expect(result.errors.contains("never recorded when CI is set"))
    #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.unrecorded)
    #expect(!FileManager.default.fileExists(atPath: path + ".new"))
  }

  @Test("malformed golden: exit 65 with file:line:column; missing: 66; usage: 64")
  func exitCodes() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let bad = try directory.file("bad.golden", contents: Data("=== a\ninput: x⟨NOPE⟩\n".utf8))
    let malformed = runCommand(["golden", "verify", bad], environment: Self.noCI)
    #expect(malformed.exitCode == 65)
    #expect(malformed.errors.contains("\(bad):2:9: unknown name ⟨NOPE⟩"))
    let crlf = try directory.file("crlf.golden", contents: Data("=== a\r\ninput: x\r\n".utf8))
    #expect(
      runCommand(["golden", "verify", crlf], environment: Self.noCI).errors.contains(
        "\(crlf):1:6: CRLF line ending"))
    #expect(
      runCommand(["golden", "verify", directory.url.path + "/none.golden"], environment: Self.noCI).exitCode
        == 66)
    #expect(runCommand(["golden", "verify"], environment: Self.noCI).exitCode == 64)
    #expect(runCommand(["golden", "check", bad], environment: Self.noCI).exitCode == 64)
  }
}

/// `bidi golden` links BidiGolden, not BidiTesting, so that an installed `bidi` does not need the
/// toolchain's Swift Testing and XCTest libraries. Checked on the sources, since test builds
/// (`-enable-testing`) link Swift Testing into every executable anyway.
@Suite("What bidi links")
struct LinkedModulesTests {
  static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")

  /// The modules each source file under `directory` imports.
  static func imports(under directory: URL) throws -> [(file: String, module: String)] {
    let files = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)!
    var found: [(String, String)] = []
    for case let url as URL in files where url.pathExtension == "swift" {
      for line in try String(contentsOf: url, encoding: .utf8).split(separator: "\n") {
        let words = line.split(separator: " ").filter { !$0.hasPrefix("@") }
        guard let i = words.firstIndex(of: "import"), i + 1 < words.count,
          words[..<i].allSatisfy({ ["public", "internal", "package", "private"].contains($0) })
        else { continue }
        found.append((url.lastPathComponent, String(words[i + 1])))
      }
    }
    return found
  }

  @Test func onlyBidiTestingImportsATestFramework() throws {
    let modules = try FileManager.default.contentsOfDirectory(atPath: Self.sources.path)
    #expect(modules.contains("BidiGolden") && modules.contains("bidi"))
    var checked = 0
    for module in modules where module != "BidiTesting" {
      for (file, imported) in try Self.imports(under: Self.sources.appendingPathComponent(module)) {
        checked += 1
        #expect(!["Testing", "XCTest", "BidiTesting"].contains(imported), "\(module)/\(file)")
      }
    }
    #expect(checked > 20)
    let adapters = try Self.imports(under: Self.sources.appendingPathComponent("BidiTesting"))
    #expect(
      Set(adapters.map(\.module)) == ["Testing", "XCTest", "BidiGolden", "BidiEngine", "DirectionalLayout"])
  }
}
