import BidiTestSupport
import Testing

@testable import BidiText

/// The formatter's fast paths against its general path on generated messages: the string
/// writer (one reserved buffer, written again when too small) against the parts writer, and
/// the plain-ASCII shortcut (no sanitizing scans, no table lookups, the leading mark decided
/// without reading the message) against the same message formatted without it. Values and
/// literals are ASCII, mixed, right-to-left, empty, or hold controls and paragraph separators.
@Suite("Formatter fast paths against the general path")
struct FormatterFastPathTests {
  static let literals = [
    "", " ", " shared ", ":", "/", "-", "@", "..", ", ", " files with ", "+-#", "a", "(", ")", "\t", "\n",
    "שלום ", " مرحبا", "x\u{202E}", " \u{2066}b ", "\u{2069}", "%%", "\u{1F}", "é",
  ]
  static let values = [
    "", "user1234", "Dana", "123", "-17.5", "abc אבג", "דנה", "محمد 42", "\u{202E}evil", "a\u{2067}b",
    "line1\nline2", "a\u{2029}b", "\u{200F}", "C++", "!!", "x\u{85}y", "😀 ok", "\u{202A}\u{202B}\u{202D}x",
    "+1 408-555-1212", "http://example.org", "\u{1F}", "a\tb", "١٢٣",
  ]
  static let directions: [ValueDirection] = [
    .auto, .leftToRight, .rightToLeft, .neutral, .estimated(.firstStrong), .estimated(.anyRightToLeft),
    .estimated(.wordCount), .estimated(.paragraph),
  ]
  static let formatters: [BidiFormatter] = [TextDirection.leftToRight, .rightToLeft, nil].flatMap { context in
    [
      BidiFormatter(context: context), BidiFormatter(context: context, style: .embedding),
      BidiFormatter(context: context, style: .embedding, stereoReset: false),
      BidiFormatter(context: context, sanitizesValues: false),
    ]
  }

  /// A message of up to six pieces; ASCII-only ones are a third of them, so that the shortcut
  /// is taken often.
  static func message(_ generator: inout SplitMix64) -> (BidiFormattedString, isASCII: Bool) {
    let asciiOnly = generator.next() % 3 == 0
    func pick(_ pool: [String]) -> String {
      while true {
        let text = pool[Int(generator.next() % UInt64(pool.count))]
        if !asciiOnly || text.unicodeScalars.allSatisfy({ $0.value >= 0x1F && $0.value < 0x80 }) {
          return text
        }
      }
    }
    let count = Int(generator.next() % 6) + 1
    var interpolation = BidiFormattedString.StringInterpolation(literalCapacity: 0, interpolationCount: count)
    for _ in 0..<count {
      switch generator.next() % 4 {
      case 0: interpolation.appendLiteral(pick(literals))
      case 1: interpolation.appendInterpolation(Int(truncatingIfNeeded: generator.next()) >> 40)
      case 2: interpolation.appendInterpolation(pick(values))
      default:
        let direction = directions[Int(generator.next() % UInt64(directions.count))]
        let kind = ValueKind.allCases[Int(generator.next() % UInt64(ValueKind.allCases.count))]
        interpolation.appendInterpolation(isolating: pick(values), direction: direction, kind: kind)
      }
    }
    let message = BidiFormattedString(stringInterpolation: interpolation)
    return (message, message.description.unicodeScalars.allSatisfy { $0.value >= 0x1F && $0.value < 0x80 })
  }

  @Test func interpolations() {
    var generator = SplitMix64(seed: 14)
    var shortcuts = 0
    for _ in 0..<3000 {
      let (message, isASCII) = Self.message(&generator)
      #expect(message.isPlainASCII == isASCII, "\(BidiNotation.escape(message.description))")
      var general = message
      general.isPlainASCII = false
      for formatter in Self.formatters {
        let fast = formatter.format(message)
        let parts = formatter.formattedParts(message).joinedText
        #expect(fast == parts, "\(BidiNotation.escape(fast)) vs \(BidiNotation.escape(parts))")
        #expect(fast == formatter.format(general), "\(BidiNotation.escape(message.description))")
        if message.isPlainASCII && formatter.style == .isolate { shortcuts += 1 }
      }
    }
    #expect(shortcuts > 1000, "the shortcut must be the one tested")
  }

  @Test func templates() throws {
    var generator = SplitMix64(seed: 15)
    for _ in 0..<3000 {
      var template = ""
      var arguments: [FormatArgument] = []
      for _ in 0..<Int(generator.next() % 6 + 1) {
        switch generator.next() % 5 {
        case 0:
          template += "%@"
          let value = Self.values[Int(generator.next() % UInt64(Self.values.count))]
          let direction = Self.directions[Int(generator.next() % UInt64(Self.directions.count))]
          arguments.append(.text(value, direction: direction))
        case 1:
          template += "%d"
          arguments.append(.integer(Int(truncatingIfNeeded: generator.next()) >> 30))
        case 2:
          template += "%.2f"
          arguments.append(.double(Double(Int64(truncatingIfNeeded: generator.next()) >> 20) / 1000))
        default:
          template += Self.literals[Int(generator.next() % UInt64(Self.literals.count))]
        }
      }
      for formatter in Self.formatters {
        let fast = try formatter.format(template, arguments)
        let parts = try formatter.formattedParts(template, arguments).joinedText
        #expect(fast == parts, "\(BidiNotation.escape(template)): \(BidiNotation.escape(fast))")
      }
    }
  }

  @Test func wrappedValues() {
    for formatter in Self.formatters {
      for value in Self.values + Self.literals + [String(repeating: "\u{202E}", count: 9) + "x"] {
        for direction in Self.directions {
          for kind in ValueKind.allCases {
            let fast = formatter.wrap(value, direction: direction, kind: kind)
            let parts = formatter.wrappedParts(value, direction: direction, kind: kind).joinedText
            #expect(fast == parts, "\(BidiNotation.escape(value)) \(direction) \(kind)")
          }
        }
      }
    }
  }
}
