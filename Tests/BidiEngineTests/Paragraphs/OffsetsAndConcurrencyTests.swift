import BidiEngine
import Foundation
import Testing

@Suite("Offsets in every unit, and use from many threads")
struct OffsetsAndConcurrencyTests {
  @Test("scalar, UTF-8 and UTF-16 offsets agree with the string's own views")
  func offsets() throws {
    let text = "a😀ב\n𐴀c d"
    let analysis = BidiAnalysis(text)
    #expect(analysis.paragraphs.count == 2)
    let second = analysis.paragraphs[1]
    #expect(second.start.scalarOffset == 4)
    #expect(second.start.utf16Offset == 5)  // a, 😀 (2 units), ב, \n
    #expect(second.start.utf8Offset == 1 + 4 + 2 + 1)
    #expect(second.utf16Offsets == [5, 7, 8, 9, 10])
    #expect(second.utf8Offsets == [8, 12, 13, 14, 15])
    // 𐴀 is one scalar but two UTF-16 units; NSRange users get units.
    #expect(second.utf16Range(0..<1) == 5..<7)
    let range = second.stringRange(0..<2, in: text)
    #expect(text[range] == "𐴀c")
    let nsString = text as NSString
    #expect(nsString.substring(with: NSRange(location: 5, length: 2)) == "𐴀")
  }

  @Test("analyses from many tasks at once give the same results as one at a time")
  func concurrentUse() async {
    // Empty lines too ("\n\n": paragraphs whose line without the separator is empty), shaped:
    // shaping an empty line once made `Array(unsafeUninitializedCapacity: 0)` write to the
    // standard library's shared empty storage from every thread, a race the thread sanitizer
    // reports. Run this test with
    // `swift test -Xswiftc -sanitize=thread --filter OffsetsAndConcurrencyTests`.
    let texts =
      (0..<64).map { "שלום \($0) world (\($0 * 7)) مرحبا ⁨+1 408⁩" }
      + (0..<64).map { $0 % 2 == 0 ? "\n\n" : "שלום\n\nworld \($0)" }
    let shaped = VisualOptions(shapesArabic: true)
    let expected = texts.map { BidiAnalysis($0).visualString(shaped) }
    let results = await withTaskGroup(of: (Int, String).self) { group in
      for (i, text) in texts.enumerated() {
        group.addTask { (i, BidiAnalysis(text).visualString(shaped)) }
      }
      var results = [String](repeating: "", count: texts.count)
      for await (i, visual) in group { results[i] = visual }
      return results
    }
    #expect(results == expected)
  }

  @Test("lines shaped on all cores at once, empty ones included, as `bidi visual --shape` does")
  func concurrentLines() {
    let lines = (0..<4000).map { $0 % 3 == 0 ? "" : "مرحبا \($0) world" }
    let expected = lines.map { BidiAnalysis($0).visualString(VisualOptions(shapesArabic: true)) }
    let results = UnsafeMutableBufferPointer<String>.allocate(capacity: lines.count)
    results.initialize(repeating: "")
    defer { results.deallocate() }
    nonisolated(unsafe) let slots = results
    DispatchQueue.concurrentPerform(iterations: lines.count) { i in
      slots[i] = BidiAnalysis(lines[i]).visualString(VisualOptions(shapesArabic: true))
    }
    #expect(Array(results) == expected)
  }
}
