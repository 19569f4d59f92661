import BidiTestSupport
import BidiTesting
import BidiEngine
import Foundation
import Testing

@Suite("BidiKit's own golden files")
struct RepositoryGoldenTests {
  @Test("the golden files are there")
  func present() {
    #expect(repositoryGoldens.count >= 4, "\(goldensDirectory)")
  }

  /// Verifies (or, with BIDIKIT_RECORD=1 outside CI, records) every golden file.
  @Test("every golden file matches", arguments: repositoryGoldens)
  func golden(_ name: String) {
    let report = GoldenVerifier().expectMatch(fileAt: goldensDirectory + "/" + name)
    #expect(report.caseCount > 0)
  }

  /// Each `input:` case's stored paragraph level, levels and order, compared with ICU's
  /// `ubidi` (a second engine): the expectations are not just what BidiKit happened to say.
  @Test("the stored levels of each text case agree with ICU", arguments: repositoryGoldens)
  func crossCheckWithICU(_ name: String) throws {
    let path = goldensDirectory + "/" + name
    let file = try GoldenFile(parsing: try #require(FileManager.default.contents(atPath: path)), path: path)
    var checked = 0
    for golden in file.cases where golden.kind == "text" {
      guard let input = golden.field("input"), let expected = golden.expected else { continue }
      let capRTL = golden.field("notation")?.value == "capRTL"
      let text = try BidiNotation.unescape(input.value, capRTL: capRTL)
      let base = golden.field("base")?.value ?? "auto"
      let paragraphs = expected.filter { $0.key == "paragraph" }.map(\.value)
      let levels = expected.filter { $0.key == "levels" }.map(\.value)
      let orders = expected.filter { $0.key == "order" }.map(\.value)
      guard !levels.isEmpty, levels.count == paragraphs.count, orders.count == levels.count else { continue }
      // ICU gets one paragraph per call, split where BidiKit splits.
      let analysis = BidiAnalysis(text)
      #expect(analysis.paragraphs.count == levels.count, "\(golden.name)")
      for (index, paragraph) in analysis.paragraphs.enumerated() where index < levels.count {
        let scalars = Array(paragraph.scalars)
        let icuBase: BaseDirection = base == "ltr" ? .leftToRight : base == "rtl" ? .rightToLeft : .auto
        let reference = try #require(ICUReference.resolve(scalars, base: icuBase))
        let stored = levels[index].split(separator: " ").map(String.init)
        #expect(
          paragraphs[index] == (reference.paragraphLevel == 1 ? "rtl" : "ltr"), "\(golden.name): paragraph")
        // ICU sets every level to the paragraph level when it finds the text unidirectional
        // (an Arabic name isolated in an Arabic sentence: UAX #9 gives the name level 3): the
        // order is the same, the levels are not. Only the order is compared then.
        let storedLevels = stored.compactMap { Int($0) }
        let flattenedByICU =
          reference.levels.allSatisfy { $0 == reference.paragraphLevel }
          && storedLevels.allSatisfy { $0 % 2 == reference.paragraphLevel % 2 }
        for (i, level) in stored.enumerated() where level != "x" && !flattenedByICU {
          // Paragraph separators take the paragraph level in both (L1).
          #expect(Int(level) == Int(reference.levels[i]), "\(golden.name): level of scalar \(i)")
        }
        let order = orders[index].split(separator: " ").compactMap { Int($0) }
        let kept = Set(stored.indices.filter { stored[$0] != "x" })
        #expect(order == reference.order.filter { kept.contains($0) }, "\(golden.name): order")
        checked += 1
      }
    }
    // terminal-viewer reads a file; layout goldens have no text to cross-check.
    if name != "terminal-viewer.golden" && file.cases.contains(where: { $0.kind == "text" }) {
      #expect(checked > 0, "no case of \(name) was cross-checked")
    }
  }
}
