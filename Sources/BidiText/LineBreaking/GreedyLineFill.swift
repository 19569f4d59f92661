/// Greedy fill of one paragraph's text by given break opportunities and terminal widths.
package struct GreedyLineFill {
  /// The scalars of the text.
  let scalars: [Unicode.Scalar]
  /// `columnsBefore[i]`: columns of the grapheme clusters that start before scalar offset `i`.
  var columnsBefore: [Int]
  /// Whether a grapheme cluster starts at each scalar offset (`0...count`).
  var clusterStarts: [Bool]
  /// `contentEnds[i]`: the offset just after the last scalar before `i` that is not a space
  /// (class SP), so that hanging spaces are measured in constant time.
  var contentEnds: [Int]

  package init(text: String, count: Int) {
    scalars = Array(text.unicodeScalars)
    columnsBefore = [Int](repeating: 0, count: count + 1)
    clusterStarts = [Bool](repeating: false, count: count + 1)
    var offset = 0
    for character in text {
      clusterStarts[offset] = true
      let width = TerminalColumns.width(of: character)
      let scalarCount = character.unicodeScalars.count
      for k in 0..<scalarCount {
        columnsBefore[offset + k + 1] = columnsBefore[offset] + width
      }
      offset += scalarCount
    }
    clusterStarts[count] = true
    contentEnds = [Int](repeating: 0, count: count + 1)
    for i in 0..<count {
      contentEnds[i + 1] = scalars[i].lineBreakClass == .space ? contentEnds[i] : i + 1
    }
  }

  /// The columns of `start..<end` with trailing spaces (class SP) hanging.
  package func columns(_ start: Int, _ end: Int) -> Int {
    columnsBefore[max(start, contentEnds[end])] - columnsBefore[start]
  }

  /// Lines (scalar offset ranges covering the text) by greedy fill over `opportunities`, which
  /// must end with the end of the text.
  package func lines(maxColumns: Int, opportunities: [LineBreakOpportunity]) -> [Range<Int>] {
    var lines: [Range<Int>] = []
    var start = 0
    var fitting: Int?  // the last opportunity of the current line that fits
    var k = 0
    while k < opportunities.count {
      let opportunity = opportunities[k]
      if opportunity.offset <= start {  // reached by a cut between clusters: the line ended here
        k += 1
      } else if columns(start, opportunity.offset) <= maxColumns {
        if opportunity.isMandatory || opportunity.offset == scalars.count {
          lines.append(start..<opportunity.offset)
          start = opportunity.offset
          fitting = nil
        } else {
          fitting = opportunity.offset
        }
        k += 1
      } else if let end = fitting {
        lines.append(start..<end)  // then look at this opportunity again from `end`
        start = end
        fitting = nil
      } else {
        // No opportunity fits: cut between grapheme clusters, at least one per line.
        var end = nextClusterEnd(after: start)
        while end < opportunity.offset {
          let next = nextClusterEnd(after: end)
          // Zero-width clusters (a separator, a lone mark) stay on a line already too wide.
          guard columns(start, next) <= max(maxColumns, columns(start, end)) else { break }
          end = next
        }
        lines.append(start..<end)
        start = end
      }
    }
    return lines
  }

  private func nextClusterEnd(after offset: Int) -> Int {
    var end = offset + 1
    while !clusterStarts[end] { end += 1 }
    return end
  }
}

extension LineBreaker {
  /// Lines of at most `maxColumns` terminal columns covering `text` (one paragraph), in scalar
  /// offsets and logical order, by greedy fill: each line ends at the last UAX #14 break
  /// opportunity that fits and at every mandatory break, never inside a grapheme cluster;
  /// spaces at a line's end hang (they do not count against the width). A run without an
  /// opportunity wider than `maxColumns` is cut between grapheme clusters; a cluster wider than
  /// `maxColumns` gets a line of its own. Needs no bidi engine: the engine reorders each line.
  public static func lineRanges(in text: String, maxColumns: Int) -> [Range<Int>] {
    precondition(maxColumns > 0, "maxColumns must be positive")
    let count = text.unicodeScalars.count
    guard count > 0 else { return [0..<0] }
    let fill = GreedyLineFill(text: text, count: count)
    return fill.lines(maxColumns: maxColumns, opportunities: opportunities(in: text))
  }
}
