import BidiEngine
import BidiLocalization

/// Decides with the bidi engine whether interpolated values would display garbled: each
/// placeholder is replaced by a sample of a kind of value it may hold
/// (``PlaceholderValueKind``), the result is resolved as a right-to-left paragraph, and a
/// value is garbled when its characters are not contiguous and in their own left-to-right
/// order in the visual line.
enum DisplayCheck {
  /// A placeholder of a message, where it is, and the kinds of value to try in it.
  struct Tried {
    var placeholder: FormatPlaceholder
    /// Its range in the message, in Unicode scalars.
    var range: Range<Int>
    /// The kinds it may hold; those with a sample are tried one per round.
    var kinds: [PlaceholderValueKind]
    /// Scalars just before ``range`` that show as part of the value: the `@` of "@%@", the
    /// `#` of "#%@". The sample then goes without its own `@`.
    var prefix = 0
  }

  struct Garbling {
    /// The index of the garbled placeholder among those given.
    var index: Int
    var kind: PlaceholderValueKind
    var sample: String
    /// The visual span the value's characters occupy, controls in notation.
    var shown: String
  }

  /// One text the check resolves: the message with each placeholder replaced, and where each
  /// sample went.
  struct Composition {
    var scalars: [Unicode.Scalar]
    /// The index of the placeholder among those given, its kind and sample, and the sample's
    /// range in ``scalars``.
    var inserted: [(index: Int, kind: PlaceholderValueKind, sample: String, range: Range<Int>)]
  }

  /// What stands for a placeholder that is not tried in a round: a digit for numbers, U+FFFC
  /// (a neutral) for a value of unknown direction, a Latin letter for a word or name.
  static func standIn(for tried: Tried) -> [Unicode.Scalar] {
    switch tried.placeholder.kind {
    case .signedInteger, .unsignedInteger, .floatingPoint: ["5"]
    default: tried.kinds.contains(.text) ? ["x"] : ["\u{FFFC}"]
    }
  }

  /// Every garbling kind for text placeholders (`%@`, `%s`, `%S`, `%c`), none for the others:
  /// what a check of every possible value tries.
  static func tryingEveryKind(_ placeholders: [FormatPlaceholder]) -> [Tried] {
    placeholders.map { placeholder in
      let text = [.object, .cString, .character].contains(placeholder.kind)
      return Tried(
        placeholder: placeholder, range: placeholder.scalarRange,
        kinds: text ? PlaceholderValueKind.garbling : [.number])
    }
  }

  /// The texts to resolve, one per round of samples (round `r` tries the `r`-th sampled kind
  /// of each placeholder); empty when no placeholder has a kind to try. `placeholders` are in
  /// text order and do not overlap.
  static func compositions(of scalars: [Unicode.Scalar], placeholders: [Tried]) -> [Composition] {
    let sampled = placeholders.map { $0.kinds.filter { $0.sample != nil } }
    let rounds = sampled.map(\.count).max() ?? 0
    var result: [Composition] = []
    for round in 0..<rounds {
      var composition = Composition(scalars: [], inserted: [])
      var last = 0
      for (index, tried) in placeholders.enumerated() {
        composition.scalars += scalars[last..<tried.range.lowerBound]
        last = tried.range.upperBound
        guard round < sampled[index].count else {
          composition.scalars += standIn(for: tried)
          continue
        }
        let kind = sampled[index][round]
        var sample = kind.sample!
        if tried.prefix > 0 && (sample.hasPrefix("@") || sample.hasPrefix("#")) {
          sample = String(sample.dropFirst().prefix { $0 != "@" && $0 != ":" })
        }
        let start = composition.scalars.count
        composition.scalars += sample.unicodeScalars
        composition.inserted.append(
          (index, kind, sample, (start - tried.prefix)..<composition.scalars.count))
      }
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
  static func garbling(in scalars: [Unicode.Scalar], placeholders: [Tried]) -> Garbling? {
    for composition in compositions(of: scalars, placeholders: placeholders) {
      let analysis = BidiAnalysis(
        String(String.UnicodeScalarView(composition.scalars)), base: .rightToLeft)
      let paragraphs = analysis.paragraphs
      var current = -1
      var visual: [Int] = []
      for (index, kind, sample, range) in composition.inserted {
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
        let order = paragraph.line.visualOrder
        let span = positions.min()!...positions.max()!
        let shown = String(String.UnicodeScalarView(span.map { paragraph.scalars[order[$0]] }))
        return Garbling(index: index, kind: kind, sample: sample, shown: BidiNotation.escape(shown))
      }
    }
    return nil
  }
}
