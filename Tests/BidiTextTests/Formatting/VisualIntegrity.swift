import BidiEngine
import BidiTestSupport
import Testing

@testable import BidiText

/// The display engines a formatted text is checked with: BidiKit's own, and ICU.
enum DisplayEngine: String, CaseIterable, CustomStringConvertible {
  case bidiKit
  case icu
  var description: String { rawValue }

  /// The visual order (left to right) of the logical scalar offsets of `text`, one paragraph,
  /// directional controls left out.
  func visualOrder(_ text: String, base: BaseDirection) -> [Int] {
    let scalars = Array(text.unicodeScalars)
    let order: [Int]
    switch self {
    case .bidiKit:
      let analysis = BidiAnalysis(text, base: base)
      guard let paragraph = analysis.paragraphs.first else { return [] }
      precondition(analysis.paragraphs.count == 1, "one paragraph expected")
      order = paragraph.line.visualOrder
    case .icu:
      guard let result = ICUReference.resolve(scalars, base: base) else {
        fatalError("ICU failed on \(text)")
      }
      order = result.order
    }
    return order.filter { DirectionalControl(scalars[$0]) == nil }
  }

  /// The resolved level of each scalar of `text` (one paragraph).
  func levels(_ text: String, base: BaseDirection) -> [BidiLevel] {
    switch self {
    case .bidiKit:
      return BidiAnalysis(text, base: base).paragraphs.first?.levels ?? []
    case .icu:
      guard let result = ICUReference.resolve(Array(text.unicodeScalars), base: base) else {
        fatalError("ICU failed on \(text)")
      }
      return result.levels
    }
  }
}

/// A value's place in a formatted text, and the direction it has on its own.
struct ValueSpan {
  /// Scalar offsets of the value's text in the formatted text.
  var range: Range<Int>
  /// The value's own text.
  var text: String
  /// The base direction the value is displayed with alone.
  var base: BaseDirection

  /// The spans of the values in `parts`.
  static func spans(in parts: [FormattedPart], bases: (Int) -> BaseDirection) -> [ValueSpan] {
    var offset = 0
    var spans: [ValueSpan] = []
    for part in parts {
      let count = part.text.unicodeScalars.count
      if case .value(let text, let argument) = part {
        spans.append(ValueSpan(range: offset..<offset + count, text: text, base: bases(argument)))
      }
      offset += count
    }
    return spans
  }

  /// Whether the value's characters are contiguous in the visual order of `text` and in the
  /// order they have when the value is displayed alone.
  func isIntact(in text: String, base: BaseDirection, engine: DisplayEngine) -> Bool {
    let order = engine.visualOrder(text, base: base)
    let positions = order.indices.filter { range.contains(order[$0]) }
    guard let first = positions.first else { return true }
    guard positions.last! - first + 1 == positions.count else { return false }
    let shown = positions.map { order[$0] - range.lowerBound }
    // The value's own controls were left out of `order`; leave them out alone too.
    return shown == engine.visualOrder(self.text, base: self.base)
  }
}
