import BidiTestSupport
import Foundation
import Testing

@Suite("bidi golden")
struct GoldenCommandTests {
  static let unrecorded = "=== a\nbase: rtl\ninput: אב 12\n"
  static let noCI: [String: String] = [:]

  @Test("record then verify: exit 0; a changed expectation: exit 1, diff and .new, golden kept")
  func recordVerifyMismatch() throws {
    let directory = try Scratch()
    defer { directory.remove() }
    let path = try directory.write("a.golden", Data(Self.unrecorded.utf8))
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
    #expect(mismatch.output.contains("  pending      \(path):1: a (expectations changed)\n"))
    #expect(mismatch.output.contains("    -order: 4 3 2 1 0\n    +order: 3 4 2 1 0\n"))
    #expect(mismatch.output.contains("-visual: ⟨LRO⟩") == false, "the visual line did not change")
    #expect(try String(contentsOfFile: path, encoding: .utf8) == edited)
    #expect(try String(contentsOfFile: path + ".new", encoding: .utf8) == recorded)
  }

  @Test("record is refused when CI is set: exit 64, nothing written")
  func recordUnderCI() throws {
    let directory = try Scratch()
    defer { directory.remove() }
    let path = try directory.write("a.golden", Data(Self.unrecorded.utf8))
    let result = runCommand(["golden", "record", path], environment: ["CI": "true"])
    #expect(result.exitCode == 64)
    #expect(result.errors.contains("never recorded when CI is set"))
    #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.unrecorded)
    #expect(!FileManager.default.fileExists(atPath: path + ".new"))
  }

  @Test("malformed golden: exit 65 with file:line:column; missing: 66; usage: 64")
  func exitCodes() throws {
    let directory = try Scratch()
    defer { directory.remove() }
    let bad = try directory.write("bad.golden", Data("=== a\ninput: x⟨NOPE⟩\n".utf8))
    let malformed = runCommand(["golden", "verify", bad], environment: Self.noCI)
    #expect(malformed.exitCode == 65)
    #expect(malformed.errors.contains("\(bad):2:9: unknown name ⟨NOPE⟩"))
    let crlf = try directory.write("crlf.golden", Data("=== a\r\ninput: x\r\n".utf8))
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

/// `record --missing`, `list` and `clean`: the commands that match BidiTesting's record modes
/// and `.new` files.
@Suite("bidi golden record --missing, list, clean")
struct GoldenMaintenanceCommandTests {
  static let noCI: [String: String] = [:]
  static let two = "=== a\nbase: rtl\ninput: אב 12\n\n=== b\nbase: ltr\ninput: ab\n"

  @Test("record --missing writes only cases without '---' and verifies the others")
  func recordMissing() throws {
    let directory = try Scratch()
    defer { directory.remove() }
    let path = try directory.write("m.golden", Data(Self.two.utf8))
    #expect(runCommand(["golden", "record", "--missing", path], environment: Self.noCI).exitCode == 0)
    let recorded = try String(contentsOfFile: path, encoding: .utf8)
    #expect(recorded.contains("=== a\nbase: rtl\ninput: אב 12\n---\nparagraph: rtl\n"))
    #expect(recorded.contains("=== b\nbase: ltr\ninput: ab\n---\nparagraph: ltr\n"))
    // A stored expectation that is wrong is kept by --missing, which fails; a new case is written.
    let edited =
      recorded.replacingOccurrences(of: "order: 0 1", with: "order: 1 0") + "\n=== c\nbase: ltr\ninput: c\n"
    try Data(edited.utf8).write(to: URL(fileURLWithPath: path))
    let result = runCommand(["golden", "record", "--missing", path], environment: Self.noCI)
    #expect(result.exitCode == 1)
    #expect(result.output.contains("'b' differs"))
    let after = try String(contentsOfFile: path, encoding: .utf8)
    #expect(after.contains("order: 1 0"), "the differing case is not rewritten")
    #expect(after.contains("=== c\nbase: ltr\ninput: c\n---\n"), "the new case is recorded")
    #expect(FileManager.default.fileExists(atPath: path + ".new"))
    #expect(runCommand(["golden", "record", "--missing", path], environment: ["CI": "true"]).exitCode == 64)
    #expect(runCommand(["golden", "verify", "--missing", path], environment: Self.noCI).exitCode == 64)
  }

  @Test("list prints each case's state and any .new file; exit 1 when something is not ok")
  func list() throws {
    let directory = try Scratch()
    defer { directory.remove() }
    let path = try directory.write("l.golden", Data(Self.two.utf8))
    let unrecorded = runCommand(["golden", "list", directory.url.path], environment: Self.noCI)
    #expect(unrecorded.exitCode == 1)
    #expect(unrecorded.output.contains("\(path): 2 case(s), 2 not recorded\n"))
    #expect(unrecorded.output.contains("  not recorded \(path):1: a\n  not recorded \(path):5: b\n"))
    #expect(!FileManager.default.fileExists(atPath: path + ".new"), "list writes nothing")

    _ = runCommand(["golden", "record", path], environment: Self.noCI)
    let ok = runCommand(["golden", "list", path], environment: Self.noCI)
    #expect(ok.exitCode == 0)
    #expect(ok.output.contains("\(path): 2 case(s), 2 ok\n  ok           \(path):1: a\n"))

    let text = try String(contentsOfFile: path, encoding: .utf8)
    try Data(text.replacingOccurrences(of: "paragraph: rtl", with: "paragraph: ltr").utf8)
      .write(to: URL(fileURLWithPath: path))
    let differs = runCommand(["golden", "list", path], environment: Self.noCI)
    #expect(differs.exitCode == 1)
    #expect(differs.output.contains("\(path): 2 case(s), 1 ok, 1 differs\n"))
    #expect(differs.output.contains("  differs      \(path):1: a\n"))
    // verify leaves what it found as a pending change, which list then shows with its diff.
    _ = runCommand(["golden", "verify", path], environment: Self.noCI)
    let pending = runCommand(["golden", "list", path], environment: Self.noCI)
    #expect(pending.exitCode == 1)
    #expect(pending.output.contains("2 case(s), 1 ok, 1 pending (\(path).new beside it)"))
    #expect(pending.output.contains("  pending      \(path):1: a (expectations changed)\n"))
    #expect(pending.output.contains("    -paragraph: ltr\n    +paragraph: rtl\n"))

    let bad = try directory.write("bad.golden", Data("=== a\ninput: x⟨NOPE⟩\n".utf8))
    let malformed = runCommand(["golden", "list", bad], environment: Self.noCI)
    #expect(malformed.exitCode == 65)
    #expect(malformed.errors.contains("\(bad):2:9: unknown name ⟨NOPE⟩"))
    #expect(
      runCommand(["golden", "list", directory.url.path + "/none.golden"], environment: Self.noCI).exitCode
        == 66)
  }

  @Test("reject removes the .new files below a folder, including __Goldens__, but not in hidden folders")
  func rejectBelowFolder() throws {
    let directory = try Scratch()
    defer { directory.remove() }
    let root = directory.url.path
    let golden = try directory.write("Tests/A/__Goldens__/ATests/row.golden", Data(Self.two.utf8))
    _ = runCommand(["golden", "record", golden], environment: Self.noCI)
    let recorded = try String(contentsOfFile: golden, encoding: .utf8)
    let changed = recorded.replacingOccurrences(of: "input: ab", with: "input: abc")
    let stale = try directory.write("Tests/A/__Goldens__/ATests/row.golden.new", Data(changed.utf8))
    let orphan = try directory.write("Tests/A/__Goldens__/ATests/gone.golden.new", Data(Self.two.utf8))
    let hidden = try directory.write(".build/x/h.golden.new", Data(Self.two.utf8))

    #expect(runCommand(["golden", "reject", root], environment: ["CI": "true"]).exitCode == 64)
    #expect(FileManager.default.fileExists(atPath: stale), "nothing is removed under CI")
    let rejected = runCommand(["golden", "reject", root], environment: Self.noCI)
    #expect(rejected.exitCode == 0)
    #expect(
      rejected.output
        == "rejected \(orphan):1: a (new case)\nrejected \(orphan):5: b (new case)\nrejected \(golden):10: b (input changed)\nrejected 3 change(s) in 2 golden file(s)\n"
    )
    #expect(!FileManager.default.fileExists(atPath: stale) && !FileManager.default.fileExists(atPath: orphan))
    #expect(try String(contentsOfFile: golden, encoding: .utf8) == recorded, "goldens are kept")
    #expect(FileManager.default.fileExists(atPath: hidden), "hidden folders are not entered")
    #expect(runCommand(["golden", "reject", root], environment: Self.noCI).output == "no pending change\n")
    // clean removes orphans only, and says where pending changes go.
    let clean = runCommand(["golden", "clean", root], environment: Self.noCI)
    #expect(clean.exitCode == 64)
    #expect(clean.errors.contains("golden clean needs --orphans"))
    #expect(runCommand(["golden", "list", "--dry-run", root], environment: Self.noCI).exitCode == 64)
  }

  @Test("verify of a folder finds the goldens in __Goldens__ folders")
  func verifyFindsGoldensFolders() throws {
    let directory = try Scratch()
    defer { directory.remove() }
    try FileManager.default.createDirectory(
      atPath: directory.url.path + "/__Goldens__/T", withIntermediateDirectories: true)
    let path = try directory.write("__Goldens__/T/t.golden", Data(Self.two.utf8))
    _ = runCommand(["golden", "record", path], environment: Self.noCI)
    let result = runCommand(["golden", "verify", directory.url.path], environment: Self.noCI)
    #expect(result.exitCode == 0)
    #expect(result.output.contains("\(path): 2 case(s) match"))
  }
}

/// `bidi golden` links BidiGolden, not BidiTesting, so that an installed `bidi` does not need the
/// toolchain's Swift Testing and XCTest libraries. Checked on the sources, since test builds
/// (`-enable-testing`) link Swift Testing into every executable anyway.
@Suite("What bidi links")
struct LinkedModulesTests {
  static let sources = Repository.url("Sources")

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
