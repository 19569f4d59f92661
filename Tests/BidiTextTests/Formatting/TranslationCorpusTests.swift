import BidiEngine
import Testing

@testable import BidiText

/// Real right-to-left translations with printf placeholders, values interpolated naively and
/// with BidiKit, displayed in a right-to-left paragraph by BidiKit's engine and by ICU.
@Suite("Real RTL translations")
struct TranslationCorpusTests {
  static let textValues: [FormatArgument] = [
    .text("example.org:8080", kind: .url), .text("+1 408-555-1212", kind: .phoneNumber),
    .text("/usr/share/locale", kind: .filePath), .text("2.4.1", kind: .number),
    .text("dana@example.com", kind: .emailAddress), .text("-17", kind: .number), .text("דנה כהן"),
    .text("محمد علي"), .text("Firefox 115"), .text("شارع 42"),
  ]
  static let integers: [FormatArgument] = [-17, 1_234_567, 42, -3, 8080]

  static func argument(for placeholder: FormatTemplate.Placeholder, seed: Int) -> FormatArgument {
    switch placeholder.conversion {
    case "d", "i": integers[seed % integers.count]
    case "u", "x", "X", "o": .integer(4_000_000_000 + seed)
    case "f", "F", "e", "E", "g", "G", "a", "A": .double(seed % 2 == 0 ? -3.5 : 1234.25)
    case "c": 65
    default: textValues[seed % textValues.count]
    }
  }

  @Test func valuesStayIntact() throws {
    guard let corpus = TranslationCorpus.entries() else {
      Issue.record("msgunfmt (gettext) or the RTL catalogs under /usr/share/locale are missing")
      return
    }
    let formatter = BidiFormatter(context: .rightToLeft)
    var templates = 0
    var skipped = 0
    var values = 0
    var naiveGarbled: [DisplayEngine: Int] = [:]
    var oursGarbled: [DisplayEngine: Int] = [:]
    var examples: [String] = []
    var leftToRightValues = 0
    var naiveLeftToRightGarbled: [DisplayEngine: Int] = [:]
    for (number, entry) in corpus.enumerated() {
      // One paragraph per message: the display checks below take one line at a time.
      let msgstr = String(
        String.UnicodeScalarView(
          entry.msgstr.unicodeScalars.map { $0.bidiClass == .paragraphSeparator ? " " : $0 }))
      guard DirectionEstimation.anyRightToLeft.estimate(msgstr) == .rightToLeft else { continue }
      guard let template = try? FormatTemplate(msgstr), !template.placeholders.isEmpty else {
        if msgstr.contains("%") { skipped += 1 }
        continue
      }
      templates += 1
      var arguments = [FormatArgument](repeating: "", count: template.argumentCount)
      for placeholder in template.placeholders.reversed() {
        arguments[placeholder.argumentIndex] = Self.argument(
          for: placeholder, seed: number + placeholder.argumentIndex)
      }
      let bases = { (index: Int) -> BaseDirection in
        arguments[index].kind.fixedDirection == nil ? .auto : .leftToRight
      }
      guard let parts = try? formatter.formattedParts(msgstr, arguments) else {
        skipped += 1
        continue
      }
      let naive = try FormatterIntegrityTests.naiveParts(msgstr, arguments)
      let text = parts.joinedText
      #expect(BidiAnalysis(text).paragraphs.first?.direction == .rightToLeft, "\(BidiNotation.escape(text))")
      for engine in DisplayEngine.allCases {
        for span in ValueSpan.spans(in: parts, bases: bases)
        where !span.isIntact(in: text, base: .rightToLeft, engine: engine) {
          oursGarbled[engine, default: 0] += 1
          if examples.count < 5 { examples.append("\(engine): \(BidiNotation.escape(text))") }
        }
        for span in ValueSpan.spans(in: naive, bases: bases)
        where !span.isIntact(in: naive.joinedText, base: .rightToLeft, engine: engine) {
          naiveGarbled[engine, default: 0] += 1
          if DirectionEstimation.firstStrong.estimate(span.text) != .rightToLeft {
            naiveLeftToRightGarbled[engine, default: 0] += 1
          }
        }
      }
      leftToRightValues +=
        ValueSpan.spans(in: naive, bases: bases).filter {
          DirectionEstimation.firstStrong.estimate($0.text) != .rightToLeft
        }.count
      values += parts.filter { if case .value = $0 { true } else { false } }.count
    }
    func percent(_ count: Int) -> String {
      let tenths = (count * 1000 + values / 2) / max(values, 1)
      return "\(tenths / 10).\(tenths % 10) %"
    }
    print(
      "RTL translations: \(corpus.count) strings read, \(templates) RTL templates with placeholders, "
        + "\(values) values (\(skipped) templates skipped: *, %m, python-style…)")
    for engine in DisplayEngine.allCases {
      let ours = oursGarbled[engine, default: 0]
      let naive = naiveGarbled[engine, default: 0]
      print(
        "  \(engine): BidiKit intact \(values - ours)/\(values) (\(percent(values - ours))); "
          + "naive garbled \(naive)/\(values) (\(percent(naive))), "
          + "of the \(leftToRightValues) LTR and neutral values \(naiveLeftToRightGarbled[engine, default: 0])"
      )
      #expect(ours == 0, "\(engine): \(examples)")
      #expect(naive > 0, "the check must be able to fail")
    }
    #expect(templates > 500)
  }
}
