import BidiTestSupport
import BidiText
import Foundation
import Testing

@testable import BidiLint

/// Clean code has no finding: the package's own sources, in every language the scanner reads.
@Suite("Source audit: no finding on clean code")
struct CleanCodebaseTests {
  static let root = Repository.root

  @Test("the package's Sources, Examples, Benchmarks and Scripts: every file read, 0 findings")
  func ownSources() throws {
    var files = 0
    var findings: [SourceCodeFinding] = []
    for folder in ["Sources", "Examples", "Benchmarks", "Scripts"] {
      let base = Self.root.appendingPathComponent(folder)
      let enumerator = FileManager.default.enumerator(atPath: base.path)
      while let item = enumerator?.nextObject() as? String {
        guard !item.hasPrefix(".build"), let language = SourceLanguage(path: item) else { continue }
        let text = try String(contentsOf: base.appendingPathComponent(item), encoding: .utf8)
        findings += SourceCodeAudit(language: language).findings(in: text, file: item)
        files += 1
      }
    }
    #expect(files > 150)
    #expect(findings.isEmpty, "\(findings)")
  }
}
