import BidiEngine
import BidiTestSupport
import Testing

@testable import BidiText

/// Formatted values display intact: checked with BidiKit's engine and with ICU.
@Suite("Formatter keeps values intact")
struct FormatterIntegrityTests {
  static let values: [(String, ValueKind)] = [
    ("+1 408-555-1212", .phoneNumber), ("example.org:8080", .url), ("/usr/local/bin", .filePath),
    ("dana@example.com", .emailAddress), ("-17.5", .number), ("v2.1 beta", .text), ("דנה כהן", .text),
    ("محمد 42", .text), ("(שלום)", .text), ("abc אבג", .text), ("123", .text), ("!!", .text),
    ("עמוד 3-4", .text), ("١٢٣ ريال", .text), ("C++ (v2)", .text), ("\u{202E}evil", .text),
  ]
  static let words = [
    "Call", "files", "to", "at", "שלום", "התקשר", "اتصل", "ملف", "3", "42", "٤٢", ":", "-", "(", ")", "/",
    ".",
    ",", " ", " ", " ", "%%",
  ]

  struct Generated {
    var template: String
    var arguments: [FormatArgument]
  }

  static func generate(_ generator: inout SplitMix64) -> Generated {
    var template = ""
    var arguments: [FormatArgument] = []
    for _ in 0..<Int(generator.next() % 8 + 1) {
      if generator.next() % 3 == 0 {
        let (value, kind) = values[Int(generator.next() % UInt64(values.count))]
        template += "%@"
        arguments.append(.text(value, kind: kind))
      } else {
        template += words[Int(generator.next() % UInt64(words.count))]
      }
    }
    if arguments.isEmpty {
      template += "%@"
      arguments.append(.text(values[0].0, kind: values[0].1))
    }
    return Generated(template: template, arguments: arguments)
  }

  static func base(of argument: FormatArgument) -> BaseDirection {
    argument.kind.fixedDirection.map { $0 == .leftToRight ? .leftToRight : .rightToLeft } ?? .auto
  }

  /// The naive formatting: values inserted as they are, as parts.
  static func naiveParts(_ template: String, _ arguments: [FormatArgument]) throws -> [FormattedPart] {
    let parsed = try FormatTemplate(template)
    var parts: [FormattedPart] = []
    var position = template.utf8.startIndex
    for placeholder in parsed.placeholders {
      let start = template.utf8.index(template.utf8.startIndex, offsetBy: placeholder.utf8Range.lowerBound)
      parts.append(.literal(String(template[position..<start]).replacingPercents()))
      let argument = arguments[placeholder.argumentIndex]
      parts.append(
        .value(PrintfConversion.format(argument, placeholder) ?? "?", argument: placeholder.argumentIndex))
      position = template.utf8.index(template.utf8.startIndex, offsetBy: placeholder.utf8Range.upperBound)
    }
    parts.append(.literal(String(template[position...]).replacingPercents()))
    return parts
  }

  @Test(arguments: [TextDirection.leftToRight, .rightToLeft])
  func generatedTemplates(context: TextDirection) throws {
    var generator = SplitMix64(seed: context == .leftToRight ? 1 : 2)
    let formatter = BidiFormatter(context: context)
    let contextBase: BaseDirection = context == .leftToRight ? .leftToRight : .rightToLeft
    var checked = 0
    var naiveGarbled = [DisplayEngine: Int]()
    for _ in 0..<1500 {
      let generated = Self.generate(&generator)
      let bases = { (index: Int) in Self.base(of: generated.arguments[index]) }
      let parts = try formatter.formattedParts(generated.template, generated.arguments)
      let text = parts.joinedText
      let naive = try Self.naiveParts(generated.template, generated.arguments)
      for engine in DisplayEngine.allCases {
        for span in ValueSpan.spans(in: parts, bases: bases) {
          #expect(
            span.isIntact(in: text, base: contextBase, engine: engine),
            "\(engine): \(BidiNotation.escape(text)) value \(BidiNotation.escape(span.text))")
          checked += 1
        }
        for span in ValueSpan.spans(in: naive, bases: bases)
        where !span.isIntact(in: naive.joinedText, base: contextBase, engine: engine) {
          naiveGarbled[engine, default: 0] += 1
        }
        // The message keeps the context direction also when the renderer picks it (auto).
        let auto = engine.levels(text, base: .auto)
        let paragraphLevel = engine == .bidiKit ? BidiAnalysis(text).paragraphs[0].baseLevel : auto.min() ?? 0
        if engine == .bidiKit { #expect(paragraphLevel == context.level, "\(BidiNotation.escape(text))") }
      }
    }
    print(
      "generated \(context.abbreviation): \(checked) value checks (BidiKit and ICU), all intact; naive interpolation garbled: \(naiveGarbled)"
    )
    #expect(naiveGarbled.values.allSatisfy { $0 > 0 }, "the check must be able to fail")
  }
}

extension String {
  /// `%%` → `%`.
  func replacingPercents() -> String {
    var result = ""
    var previousPercent = false
    for character in self {
      if character == "%" && previousPercent {
        previousPercent = false
        continue
      }
      previousPercent = character == "%"
      result.append(character)
    }
    return result
  }
}
