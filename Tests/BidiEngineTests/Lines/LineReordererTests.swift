import BidiEngine
import BidiTestSupport
import Testing

/// `BidiLineReorderer`: lines broken elsewhere put in visual order, levels resolved on the
/// whole paragraph and rule L1 applied on each line — the same strings as the engine's own
/// line layout, and as ICU's `ubidi_setLine` + `ubidi_writeReordered`.
@Suite("BidiLineReorderer")
struct LineReordererTests {
  static let texts = [
    "الإعدادات العامة للهاتف: 555-1234 (رئيسي)", "שלום עולם, Wi-Fi מחובר 中文字",
    "الاتصال ب '\u{2066}+1\u{00A0}408-555-1212\u{2069}' ...",
    "لديك بريد جديد في مجلد \u{2066}/var/mail/dana\u{2069}.",
    "יש לך דוא״ל חדש בתיקייה \u{2066}/var/mail/dana\u{2069}.", "Connecting to '+1 408-555-1212' ...",
    "call (555) 123-4567 الآن [x] {y}", "abc אבג 123 דהו def",
  ]

  @Test("the same visual strings as BidiAnalysis.lines(maxColumns:) for the lines it breaks")
  func sameAsTheEngineLines() {
    for text in Self.texts {
      for base in [BaseDirection.leftToRight, .rightToLeft, .auto] {
        for width in [3, 6, 10, 17, 40] {
          let lines = BidiAnalysis(text, base: base).lines(maxColumns: width)
          let visual = BidiLineReorderer().visualLines(lines.map(\.range), of: text, base: base)
          #expect(visual == lines.map(\.visualString), "\(text) at \(width)")
        }
      }
    }
  }

  @Test("an isolate that spans two lines: levels come from the paragraph, not from each line")
  func paragraphLevels() {
    // The second line alone would start inside nothing: "mail/dana⁩." as a paragraph of its
    // own puts the period after the name in an LTR reading; in the paragraph, the period
    // follows an RTL sentence and goes to the left.
    let text = "لديك بريد جديد في مجلد \u{2066}/var/mail/dana\u{2069}."
    let second = 29..<text.unicodeScalars.count
    let lines = BidiLineReorderer().visualLines([0..<29, second], of: text, base: .rightToLeft)
    #expect(lines == ["/var/ دلجم يف ديدج ديرب كيدل", ".mail/dana"])
    let alone = BidiLineReorderer().visualLines([0..<11], of: "mail/dana\u{2069}.", base: .auto)
    #expect(alone == ["mail/dana."])
  }

  @Test(
    "ranges: hanging spaces left out, a line across paragraphs reordered piece by piece, out of range cut")
  func ranges() {
    let reorderer = BidiLineReorderer()
    #expect(reorderer.visualLines([0..<4], of: "אב  ", base: .rightToLeft) == ["בא"])
    #expect(reorderer.visualLines([0..<5], of: "אב\nגד", base: .auto) == ["באדג"])
    #expect(reorderer.visualLines([2..<50], of: "abcd", base: .leftToRight) == ["cd"])
    #expect(reorderer.visualLines([], of: "abc", base: .auto).isEmpty)
    #expect(reorderer.visualLines([0..<0], of: "", base: .auto) == [""])
  }

  @Test("ICU agrees on the lines of real and generated text (ubidi_setLine)")
  func icu() throws {
    // ICU writes combining marks in L2's order: compare without moving them after their base.
    let reorderer = BidiLineReorderer(options: VisualOptions(reordersNonspacingMarks: false))
    var generator = SplitMix64(seed: 14)
    let pieces = [
      "a", "b", "Z", "א", "ב", "ع", "ل", "1", "23", "٤", " ", " ", "-", "+", ".", ",", ":", "'", "(", ")",
      "[",
      "]", "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}", "%", "$", "\u{064B}", "/",
    ]
    var texts = Self.texts
    for _ in 0..<2_000 {
      texts.append(
        (0..<Int.random(in: 1...24, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }
          .joined())
    }
    var compared = 0
    for text in texts {
      let count = text.unicodeScalars.count
      // Consecutive lines, cut at random points, without hanging spaces (which ours leaves out).
      var cuts = Set((0..<3).map { _ in Int.random(in: 0...count, using: &generator) })
      cuts.formUnion([0, count])
      let sorted = cuts.sorted()
      let scalars = Array(text.unicodeScalars)
      let ranges = zip(sorted, sorted.dropFirst()).map { start, end in
        var end = end
        while end > start && scalars[end - 1] == " " { end -= 1 }
        return start..<end
      }
      for base in [BaseDirection.leftToRight, .rightToLeft, .auto] {
        let ours = reorderer.visualLines(ranges, of: text, base: base)
        let theirs = try #require(ICUReference.visualLines(ranges, of: text, base: base))
        #expect(ours == theirs, "\(BidiNotation.escape(text)) \(ranges) \(base)")
        compared += ranges.count
      }
    }
    #expect(compared > 10_000)
  }
}
