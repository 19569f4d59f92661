import BidiText

/// Decides with the bidi engine whether interpolated values would display garbled: each
/// placeholder is replaced by a typical left-to-right value, the result is resolved as a
/// right-to-left paragraph, and a value is garbled when its characters are not contiguous
/// and in their own left-to-right order in the visual line.
enum DisplayCheck {
  /// Typical values by kind, tried in turn (round `r` uses the `r`-th sample of each kind).
  static let samples: [FormatPlaceholder.Kind: [String]] = [
    .object: [
      "example.com:8080", "+1 408-555-1212", "/usr/share/doc", "user@example.com", "v2.1.0-beta",
    ],
    .cString: [
      "example.com:8080", "+1 408-555-1212", "/usr/share/doc", "user@example.com", "v2.1.0-beta",
    ],
    .signedInteger: ["1,234,567", "42"],
    .unsignedInteger: ["4096", "ff"],
    .floatingPoint: ["3.14", "1,234.5"],
    .character: ["x"],
  ]
  static let rounds = samples.values.map(\.count).max()!

  struct Garbling {
    var placeholder: FormatPlaceholder
    var sample: String
    /// The visual span the value's characters occupy, controls in notation.
    var shown: String
  }

  /// The first garbled placeholder found, or `nil` when every sample displays intact.
  static func garbling(in text: String, placeholders: [FormatPlaceholder]) -> Garbling? {
    let scalars = Array(text.unicodeScalars)
    for round in 0..<rounds {
      var composed: [Unicode.Scalar] = []
      var inserted: [(FormatPlaceholder, String, Range<Int>)] = []
      var last = 0
      for placeholder in placeholders {
        guard let choices = samples[placeholder.kind] else { continue }
        let sample = choices[round % choices.count]
        composed += scalars[last..<placeholder.scalarRange.lowerBound]
        let start = composed.count
        composed += sample.unicodeScalars
        inserted.append((placeholder, sample, start..<composed.count))
        last = placeholder.scalarRange.upperBound
      }
      guard !inserted.isEmpty else { return nil }
      composed += scalars[last...]
      let analysis = BidiAnalysis(String(String.UnicodeScalarView(composed)), base: .rightToLeft)
      for (placeholder, sample, range) in inserted {
        guard
          let paragraph = analysis.paragraphs.last(where: {
            $0.start.scalarOffset <= range.lowerBound
          })
        else { continue }
        let base = paragraph.start.scalarOffset
        let line = paragraph.line
        let visual = line.logicalToVisual
        let positions = range.map { visual[$0 - base] }
        if zip(positions, positions.dropFirst()).allSatisfy({ $1 == $0 + 1 }) { continue }
        let order = line.visualOrder
        let span = positions.min()!...positions.max()!
        let shown = String(String.UnicodeScalarView(span.map { paragraph.scalars[order[$0]] }))
        return Garbling(placeholder: placeholder, sample: sample, shown: BidiNotation.escape(shown))
      }
    }
    return nil
  }
}
