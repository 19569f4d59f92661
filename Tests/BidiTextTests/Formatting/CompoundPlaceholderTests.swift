import BidiEngine
import Testing

@testable import BidiText

/// Placeholders joined by separators (`%s:%d`, `%s@%s`, `%d.%d.%d`) are one value for a
/// reader: isolated one by one, a host and port swap in a right-to-left sentence.
@Suite("Compound placeholders")
struct CompoundPlaceholderTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var template: String
    var arguments: [String]
    var context: TextDirection
    var testDescription: String { "\(template) \(arguments) in \(context)" }
  }

  static let cases: [Case] = [
    Case(template: "מתחבר אל %s:%s…", arguments: ["example.com", "8080"], context: .rightToLeft),
    Case(template: "جارٍ الاتصال بـ %s:%s", arguments: ["10.0.0.1", "443"], context: .rightToLeft),
    Case(template: "שלחו אל %s@%s", arguments: ["info", "example.org"], context: .rightToLeft),
    Case(template: "גרסה %s.%s.%s זמינה", arguments: ["6", "3", "1"], context: .rightToLeft),
    Case(template: "הקובץ %s/%s נשמר", arguments: ["docs", "report.pdf"], context: .rightToLeft),
    Case(template: "מתחבר אל %s:%s", arguments: ["example.com", "8080"], context: .leftToRight),
    Case(template: "Connecting to %s:%s", arguments: ["example.com", "8080"], context: .rightToLeft),
  ]

  /// The compound's scalar range in the formatted text: first value to last value.
  static func compoundSpan(_ parts: [FormattedPart]) -> ValueSpan {
    var offset = 0
    var first: Int?
    var last = 0
    for part in parts {
      let count = part.text.unicodeScalars.count
      if case .value = part {
        if first == nil { first = offset }
        last = offset + count
      }
      offset += count
    }
    let scalars = Array(parts.joinedText.unicodeScalars)
    let range = first!..<last
    return ValueSpan(
      range: range, text: String(String.UnicodeScalarView(scalars[range])), base: .leftToRight)
  }

  @Test(arguments: cases)
  func compoundStaysWhole(_ c: Case) throws {
    let formatter = BidiFormatter(context: c.context)
    let parts = try formatter.formattedParts(c.template, c.arguments.map { FormatArgument.text($0) })
    let text = parts.joinedText
    let base: BaseDirection = c.context == .rightToLeft ? .rightToLeft : .leftToRight
    for engine in DisplayEngine.allCases {
      #expect(
        Self.compoundSpan(parts).isIntact(in: text, base: base, engine: engine),
        "\(engine): \(BidiNotation.escape(text))")
    }
  }

  @Test("isolating each value alone swaps host and port: the check can fail")
  func valuesAloneSwap() {
    let text = "מתחבר אל \u{2068}example.com\u{2069}:\u{2068}8080\u{2069}"
    let span = ValueSpan(
      range: 9..<25, text: String(String.UnicodeScalarView(Array(text.unicodeScalars)[9..<25])),
      base: .leftToRight)
    for engine in DisplayEngine.allCases {
      #expect(!span.isIntact(in: text, base: .rightToLeft, engine: engine))
    }
  }

  @Test("separators with spaces or letters keep values apart: a list follows the sentence")
  func listsAreNotCompounds() throws {
    let formatter = BidiFormatter(context: .rightToLeft)
    let text = try formatter.format("%s, %s ו-%s", ["דוד", "Sarah", "محمد"].map { FormatArgument.text($0) })
    #expect(BidiNotation.escape(text) == "⟨FSI⟩דוד⟨PDI⟩, ⟨FSI⟩Sarah⟨PDI⟩ ו-⟨FSI⟩محمد⟨PDI⟩")
  }

  @Test("the legacy style wraps a compound in one embedding and restores the context")
  func legacyCompound() throws {
    let formatter = BidiFormatter(context: .rightToLeft, style: .embedding)
    let text = try formatter.format("מתחבר אל %s:%d", [.text("example.com"), 8080])
    #expect(BidiNotation.escape(text) == "מתחבר אל ⟨LRE⟩example.com:8080⟨PDF⟩⟨RLM⟩")
  }
}

@Suite("Compound values in interpolations and values with line breaks")
struct InterpolationCompoundTests {
  @Test("\\(host):\\(port) in a right-to-left sentence stays host:port, like the template")
  func interpolation() {
    let host = "example.com"
    let port = 8080
    let formatter = BidiFormatter(context: .rightToLeft)
    let interpolated = formatter.format("מתחבר אל \(host):\(port)")
    let templated = try? formatter.format("מתחבר אל %s:%d", [.text(host), .integer(port)])
    #expect(interpolated == templated)
    let parts = formatter.formattedParts("מתחבר אל \(host):\(port)")
    let span = CompoundPlaceholderTests.compoundSpan(parts)
    for engine in DisplayEngine.allCases {
      #expect(span.isIntact(in: parts.joinedText, base: .rightToLeft, engine: engine))
    }
  }

  @Test("a value with a line break is isolated line by line: no isolate crosses the break")
  func lineBreakInValue() {
    let formatter = BidiFormatter(context: .rightToLeft)
    #expect(BidiNotation.escape(formatter.wrap("x\ny")) == "⟨FSI⟩x⟨PDI⟩\n⟨FSI⟩y⟨PDI⟩")
    let message = formatter.format("שלום \("abc\u{2029}def") סוף")
    // Every paragraph of the result has balanced isolates.
    for paragraph in BidiAnalysis(message).paragraphs {
      let controls = paragraph.scalars.compactMap(DirectionalControl.init)
      let opened = controls.filter {
        $0 == .firstStrongIsolate || $0 == .leftToRightIsolate || $0 == .rightToLeftIsolate
      }
      #expect(opened.count == controls.filter { $0 == .popDirectionalIsolate }.count)
    }
  }

  @Test("a message whose value is first and holds a line break still gets its leading mark")
  func leadingMarkWithLineBreakInTemplate() throws {
    let formatter = BidiFormatter(context: .leftToRight)
    let withLF = try formatter.format("%@\nabc", [.text("שלום")])
    let withPS = try formatter.format("%@\u{2029}abc", [.text("שלום")])
    #expect(withLF.unicodeScalars.first == "\u{200E}")
    #expect(withPS.unicodeScalars.first == "\u{200E}")
  }
}
