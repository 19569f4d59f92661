import BidiEngine
import Foundation
import Testing

@Suite("Bad and extreme input")
struct BadInputTests {
  @Test("invalid UTF-8 is an error with the offset of the first bad byte")
  func invalidUTF8() {
    func firstBadByte(_ bytes: [UInt8]) -> Int? {
      do {
        _ = try BidiAnalysis(validatingUTF8: bytes)
        return nil
      } catch {
        guard case .invalidUTF8(let invalid) = error else { return nil }
        return invalid.byteOffset
      }
    }
    #expect(firstBadByte(Array("abc".utf8) + [0xC3, 0x28]) == 3)
    #expect(firstBadByte([0xFF]) == 0)
    // A surrogate encoded in UTF-8 and an overlong form are invalid too.
    #expect(firstBadByte([0x61, 0xED, 0xA0, 0x80]) == 1)
    #expect(firstBadByte([0xC0, 0xAF]) == 0)
    let valid = try? BidiAnalysis(validatingUTF8: Array("שלום".utf8))
    #expect(valid?.paragraphs.count == 1)
  }

  @Test("empty input has no paragraphs and an empty visual string")
  func empty() {
    let analysis = BidiAnalysis("")
    #expect(analysis.paragraphs.isEmpty)
    #expect(analysis.visualString() == "")
  }

  @Test("CRLF ends one paragraph, not two; CR alone and U+2029 end one too")
  func lineEnds() {
    let analysis = BidiAnalysis("אב\r\ncd\rעו\u{2029}x\n")
    #expect(analysis.paragraphs.map(\.count) == [4, 3, 3, 2])
    #expect(analysis.paragraphs.map(\.separatorCount) == [2, 1, 1, 1])
    #expect(analysis.paragraphs.map(\.direction) == [.rightToLeft, .leftToRight, .rightToLeft, .leftToRight])
    #expect(analysis.visualString() == "בא\ncd\nוע\nx")
    // The separator takes the paragraph level (L1).
    #expect(analysis.paragraphs[0].levels == [1, 1, 1, 1])
    // A CR at the very end, CR CR LF, and separators alone.
    #expect(BidiAnalysis("a\r").paragraphs.map(\.count) == [2])
    #expect(BidiAnalysis("a\r\r\nb").paragraphs.map(\.count) == [2, 2, 1])
    #expect(BidiAnalysis("\n\n").paragraphs.map(\.count) == [1, 1])
    let offsets = BidiAnalysis("א\r\n😀\nb").paragraphs.map(\.start)
    #expect(offsets.map(\.scalarOffset) == [0, 3, 5])
    #expect(offsets.map(\.utf16Offset) == [0, 3, 6])
    #expect(offsets.map(\.utf8Offset) == [0, 4, 9])
  }

  @Test("NUL and other controls are boundary neutrals or separators, never terminators")
  func nulBytes() throws {
    let analysis = try BidiAnalysis(validatingUTF8: [0x61, 0x00, 0xD7, 0x90, 0x00, 0x62])
    #expect(analysis.paragraphs.count == 1)
    #expect(analysis.paragraphs[0].count == 5)
    #expect(analysis.paragraphs[0].bidiClasses[1] == .boundaryNeutral)
    // Removed by X9, the NULs sit beside the character before them: the second one goes
    // with א into the right-to-left run. None is lost.
    #expect(analysis.visualString(VisualOptions(removesBidiControls: false)) == "a\u{0}\u{0}אb")
  }

  @Test("200 nested embeddings and isolates: explicit levels stop at the depth limit 125")
  func deepNesting() {
    let opens = String(repeating: "\u{202B}\u{2066}", count: 100)
    let text = opens + "a" + String(repeating: "\u{2069}\u{202C}", count: 100) + "b"
    let paragraph = BidiAnalysis(text, base: .leftToRight).paragraphs[0]
    let a = paragraph.scalars.firstIndex(of: "a")!
    // RLE k opens level 2k − 1 and LRI k level 2k: RLE 63 opens 125, the last valid level;
    // everything after overflows. a, an L at level 125, is raised to 126 by rule I2.
    #expect(paragraph.levels[a] == 126)
    #expect(paragraph.levels.max()! == 126)
    #expect(paragraph.levels.last == 0)
    let isolates = String(repeating: "\u{2067}", count: 200) + "x"
    #expect(BidiAnalysis(isolates, base: .leftToRight).paragraphs[0].levels.max()! <= 126)
  }

  @Test("a 10 MB paragraph resolves, and its visual order is a permutation")
  func hugeParagraph() {
    let unit = "שלום world 123 (test) "
    let text = String(repeating: unit, count: 10_000_000 / unit.utf8.count)
    let analysis = BidiAnalysis(text, base: .auto)
    #expect(analysis.paragraphs.count == 1)
    let paragraph = analysis.paragraphs[0]
    #expect(paragraph.direction == .rightToLeft)
    let order = paragraph.line.visualOrder
    #expect(order.count == paragraph.count)
    var seen = [Bool](repeating: false, count: order.count)
    for i in order { seen[i] = true }
    #expect(!seen.contains(false))
  }

  @Test("unterminated controls at the end of a paragraph do not leak into the next")
  func unterminated() {
    let analysis = BidiAnalysis("a\u{202E}bc\nde", base: .leftToRight)
    #expect(analysis.visualString() == "acb\nde")
  }
}

@Suite("Budgets for adversarial input")
struct BudgetTests {
  @Test("the bracket budget counts the whole paragraph, isolates included")
  func bracketBudgetAcrossIsolates() {
    let chunk = "\u{2067}" + String(repeating: "[]", count: 1000) + "\u{2069}"
    let paragraph = BidiAnalysis(String(repeating: chunk, count: 5), base: .leftToRight).paragraphs[0]
    #expect(paragraph.bracketLimitExceeded)  // 10 000 brackets, in segments of 2 000
    let small = BidiAnalysis(String(repeating: chunk, count: 2), base: .leftToRight).paragraphs[0]
    #expect(!small.bracketLimitExceeded)
  }

  @Test("a paragraph longer than the maximum is cut into pieces, none lost")
  func maximumParagraphLength() {
    let text = String(repeating: "אב c", count: 6) + "\n"  // 25 scalars
    let analysis = BidiAnalysis(text, options: .init(maximumParagraphLength: 10))
    #expect(analysis.paragraphs.map(\.count) == [10, 10, 5])
    #expect(analysis.paragraphs.map(\.start.scalarOffset) == [0, 10, 20])
    #expect(analysis.paragraphs.map(\.start.utf8Offset) == [0, 16, 30])
    #expect(analysis.paragraphs.flatMap(\.scalars) == Array(text.unicodeScalars))
  }
}
