import BidiTestSupport
import Foundation
import Testing

/// `Scripts/check-large-files.sh`, which `make test` runs on the repository, really fails on a
/// tracked file over 2 MB and accepts one listed with its source.
@Suite("No large stray files")
struct RepositoryHygieneTests {
  /// Runs the check on a fresh git repository holding one tracked file of `size` bytes.
  static func check(size: Int, allowList: String?) throws -> Int32 {
    let scratch = try Scratch()
    defer { scratch.remove() }
    _ = try scratch.write("big.txt", Data(repeating: 0x61, count: size))
    if let allowList { _ = try scratch.write("Scripts/large-files.txt", allowList) }
    let git = try #require(toolPath("git"))
    #expect(try runTool(git, ["-C", scratch.path, "init", "-q"]).status == 0)
    #expect(try runTool(git, ["-C", scratch.path, "add", "big.txt"]).status == 0)
    return try runTool("/bin/bash", [Repository.path("Scripts/check-large-files.sh"), scratch.path]).status
  }

  @Test("a tracked file over 2 MB fails the check; the same file listed with a source passes")
  func largeFiles() throws {
    #expect(try Self.check(size: 2_097_153, allowList: nil) == 1)
    #expect(try Self.check(size: 2_097_153, allowList: "# comment\nbig.txt\n") == 1)
    #expect(try Self.check(size: 2_097_153, allowList: "big.txt https://example.org/big.txt\n") == 0)
    #expect(try Self.check(size: 2_097_152, allowList: nil) == 0)
  }

  @Test("this repository passes")
  func thisRepository() throws {
    #expect(try runTool("/bin/bash", [Repository.path("Scripts/check-large-files.sh")]).status == 0)
  }
}
