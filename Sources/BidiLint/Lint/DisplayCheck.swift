import BidiLocalization
import BidiEngine

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

  /// One text the check resolves: the string with each placeholder of a known kind replaced
  /// by a sample value, and where each sample went.
  struct Composition {
    var scalars: [Unicode.Scalar]
    /// The placeholder, its sample, and the sample's scalar range in ``scalars``.
    var inserted: [(placeholder: FormatPlaceholder, sample: String, range: Range<Int>)]
  }

  /// The texts to resolve, one per round of samples; empty when no placeholder takes a sample.
  static func compositions(of text: String, placeholders: [FormatPlaceholder]) -> [Composition] {
    let scalars = Array(text.unicodeScalars)
    var result: [Composition] = []
    for round in 0..<rounds {
      var composition = Composition(scalars: [], inserted: [])
      var last = 0
      for placeholder in placeholders {
        guard let choices = samples[placeholder.kind] else { continue }
        let sample = choices[round % choices.count]
        composition.scalars += scalars[last..<placeholder.scalarRange.lowerBound]
        let start = composition.scalars.count
        composition.scalars += sample.unicodeScalars
        composition.inserted.append((placeholder, sample, start..<composition.scalars.count))
        last = placeholder.scalarRange.upperBound
      }
      guard !composition.inserted.isEmpty else { return [] }
      composition.scalars += scalars[last...]
      result.append(composition)
    }
    return result
  }

  /// Whether a value whose characters have these visual positions (in logical order) shows
  /// intact: contiguous and left to right.
  static func isIntact(_ positions: [Int]) -> Bool {
    zip(positions, positions.dropFirst()).allSatisfy { $1 == $0 + 1 }
  }

  /// The first garbled placeholder found, or `nil` when every sample displays intact.
  ///
  /// Time is linear in the length of the text: the samples are in logical order, so the
  /// paragraph holding each is found by moving forward, and each paragraph's visual map is
  /// computed once (not once per placeholder, which made 16 000 placeholders take minutes).
  static func garbling(in text: String, placeholders: [FormatPlaceholder]) -> Garbling? {
    for composition in compositions(of: text, placeholders: placeholders) {
      let analysis = BidiAnalysis(
        String(String.UnicodeScalarView(composition.scalars)), base: .rightToLeft)
      let paragraphs = analysis.paragraphs
      var current = -1
      var visual: [Int] = []
      for (placeholder, sample, range) in composition.inserted {
        var next = max(current, 0)
        while next + 1 < paragraphs.count && paragraphs[next + 1].start.scalarOffset <= range.lowerBound {
          next += 1
        }
        guard next < paragraphs.count, paragraphs[next].start.scalarOffset <= range.lowerBound else {
          continue
        }
        let paragraph = paragraphs[next]
        if next != current {
          current = next
          visual = paragraph.line.logicalToVisual
        }
        let base = paragraph.start.scalarOffset
        guard range.upperBound - base <= visual.count else { continue }
        let positions = range.map { visual[$0 - base] }
        if isIntact(positions) { continue }
        let line = paragraph.line
        let order = line.visualOrder
        let span = positions.min()!...positions.max()!
        let shown = String(String.UnicodeScalarView(span.map { paragraph.scalars[order[$0]] }))
        return Garbling(placeholder: placeholder, sample: sample, shown: BidiNotation.escape(shown))
      }
    }
    return nil
  }
}
