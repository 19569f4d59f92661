import BidiEngine
import Testing

/// Paragraph line layout: greedy fill by UAX #14 opportunities, alignment, ranges.
@Suite("Line layout: greedy fill and alignment")
struct LineLayoutTests {
  static func wrap(_ text: String, _ width: Int) -> [String] {
    BidiAnalysis(text, base: .leftToRight).lines(maxColumns: width).map(\.visualString)
  }

  @Test(
    "breaks where UAX #14 allows, not only after spaces",
    arguments: [
      // After a hyphen (LB21: × HY, then HY ÷ AL by LB31).
      ("well-known", 6, ["well-", "known"]),
      // Never inside a number (LB25), even with a decimal point.
      ("pi is 3.14159", 8, ["pi is", "3.14159"]),
      // Not before "!" after a space (LB13), French spacing stays on the line.
      ("Bonjour ! Ça va", 10, ["Bonjour !", "Ça va"]),
      // Between ideographs (LB31), each two columns wide.
      ("日本語の文章", 4, ["日本", "語の", "文章"]),
      // Not after an opening bracket (LB14) nor before a closing one (LB13).
      ("call ( 555 ) now", 9, ["call", "( 555 )", "now"]),
      // A word wider than the line is cut between grapheme clusters.
      ("éééé", 3, ["ééé", "é"]),
    ])
  func opportunities(text: String, width: Int, expected: [String]) {
    #expect(Self.wrap(text, width) == expected)
  }

  @Test("a combining mark stays with its base when a word is cut")
  func clusters() {
    let text = "e\u{301}e\u{301}e\u{301}"  // three clusters of two scalars
    let lines = BidiAnalysis(text).lines(maxColumns: 2)
    #expect(lines.map(\.range) == [0..<4, 4..<6])
    #expect(lines.map(\.columns) == [2, 1])
  }

  @Test("each line is reordered on its own; ranges tile the paragraph in scalars and UTF-16")
  func reorderPerLine() {
    // Hebrew paragraph: each line in visual order, read right to left.
    let text = "אבג דהו 😀 זחט"
    let lines = BidiAnalysis(text).lines(maxColumns: 7)
    #expect(lines.map(\.visualString) == ["והד גבא", "טחז 😀"])
    #expect(lines.map(\.range) == [0..<8, 8..<13])
    #expect(lines.map(\.utf16Range) == [0..<8, 8..<14])
    #expect(lines.allSatisfy { $0.direction == .rightToLeft })
  }

  @Test(
    "alignment pads on the side the alignment asks for",
    arguments: [
      (LineAlignment.natural, TextDirection.leftToRight, "   גבא"),
      (.leading, .leftToRight, "גבא   "),
      (.trailing, .leftToRight, "   גבא"),
      (.leading, .rightToLeft, "   גבא"),
      (.trailing, .rightToLeft, "גבא   "),
      (.center, .leftToRight, " גבא  "),
    ])
  func alignment(alignment: LineAlignment, layout: TextDirection, expected: String) throws {
    let line = try #require(BidiAnalysis("אבג").lines(maxColumns: 6).first)
    #expect(line.aligned(inColumns: 6, alignment: alignment, layoutDirection: layout) == expected)
  }

  @Test("a cluster wider than the line gets a line of its own, and no empty line follows")
  func widerThanLine() {
    #expect(Self.wrap("中文", 1) == ["中", "文"])
    #expect(Self.wrap("中\u{2028}文", 1) == ["中\u{2028}", "文"])
    #expect(BidiAnalysis("中文").lines(maxColumns: 1).map(\.columns) == [2, 2])
  }

  @Test("a mandatory break inside a paragraph ends the line")
  func mandatory() {
    #expect(Self.wrap("a\u{2028}b c", 10) == ["a\u{2028}", "b c"])
  }
}

/// Long adversarial paragraphs: line breaking and filling stay linear (no quadratic scan).
@Suite("Line layout: long adversarial paragraphs")
struct LineLayoutBoundsTests {
  @Test(
    "200 000 scalars of one kind, wrapped at 7 columns",
    arguments: [
      "(" + String(repeating: " ", count: 200_000) + "a",  // OP SP*: no opportunity (LB14)
      String(repeating: "\u{1F1EE}", count: 200_000),  // regional indicators: pairs
      "a" + String(repeating: "\u{0301}", count: 200_000),  // one grapheme cluster
      String(repeating: "$(1", count: 70_000),  // LB25 lookahead after PR OP
      String(repeating: "a ", count: 100_000),
    ])
  func adversarial(text: String) {
    let lines = BidiAnalysis(text).lines(maxColumns: 7)
    #expect(!lines.isEmpty)
    #expect(lines.first?.range.lowerBound == 0)
    #expect(lines.last?.range.upperBound == text.unicodeScalars.count)
  }
}
