import BidiEngine
import BidiTestSupport
import Foundation
import Testing

/// `bidi visual --width N` against a reference greedy fill written independently here, over
/// ICU's line break opportunities and over ``LineBreaker``'s, with the same terminal widths.
@Suite("bidi visual --width: greedy fill against a reference over ICU's breaks")
struct VisualWidthTests {
  /// The corpus of Scripts/build-corpus.py (every right-to-left gettext translation on the
  /// machine, one paragraph per line), once.
  static func corpusLines() throws -> [String]? {
    let root = Repository.root
    let directory = try Scratch()
    defer { directory.remove() }
    let path = directory.url.appendingPathComponent("corpus.txt").path
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", root.appendingPathComponent("Scripts/build-corpus.py").path, path, "1"]
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0, let text = try? String(contentsOfFile: path, encoding: .utf8) else {
      return nil
    }
    return text.split(separator: "\n").map(String.init).filter { !$0.contains("\r") }
  }

  /// Greedy fill of one paragraph: the longest prefix ending at an opportunity whose width
  /// (trailing spaces left out) fits; else as many whole grapheme clusters as fit (at least one).
  static func referenceLines(_ text: String, opportunities: [Int], mandatory: Set<Int>, width: Int) -> [Range<
    Int
  >] {
    let scalars = Array(text.unicodeScalars)
    var clusterEnds: [Int] = []
    var offset = 0
    for character in text {
      offset += character.unicodeScalars.count
      clusterEnds.append(offset)
    }
    func columns(_ range: Range<Int>) -> Int {
      var view = String.UnicodeScalarView()
      view.append(contentsOf: scalars[range])
      var text = String(view)
      while text.hasSuffix(" ") { text.removeLast() }
      return TerminalColumns.width(of: text)
    }
    let candidates = opportunities.filter { clusterEnds.contains($0) }
    var lines: [Range<Int>] = []
    var start = 0
    while start < scalars.count {
      let ahead = candidates.filter { $0 > start }
      let limit = ahead.first(where: { mandatory.contains($0) }) ?? scalars.count
      if let end = ahead.filter({ $0 <= limit && columns(start..<$0) <= width }).last {
        lines.append(start..<end)
        start = end
        continue
      }
      let clusters = clusterEnds.filter { $0 > start }
      let end = clusters.filter { columns(start..<$0) <= width }.last ?? clusters[0]
      lines.append(start..<end)
      start = end
    }
    return lines.isEmpty ? [0..<0] : lines
  }

  /// The visual lines of a reference fill, reordered by the engine line by line.
  static func referenceOutput(_ text: String, lines: [Range<Int>]) -> [String] {
    let paragraph = BidiAnalysis(text).paragraphs[0]
    return lines.map { range in
      var content = range
      while content.upperBound > content.lowerBound && paragraph.scalars[content.upperBound - 1] == " " {
        content = content.lowerBound..<content.upperBound - 1
      }
      return paragraph.line(content).visualString()
    }
  }

  @Test("the corpus at widths 12 and 37", arguments: [12, 37])
  func corpus(width: Int) throws {
    guard let lines = try Self.corpusLines(), let icu = ICULineBreaks() else {
      Issue.record("no corpus (python3, msgunfmt and gettext catalogs needed) or no ICU")
      return
    }
    let sample = lines.filter {
      !$0.isEmpty && !$0.unicodeScalars.contains { $0.value < 0x20 || $0 == "\u{85}" }
    }
    let directory = try Scratch()
    defer { directory.remove() }
    let file = try directory.write("corpus.txt", Data(sample.joined(separator: "\n").utf8))
    let result = runCommand(["visual", "--width", String(width), file])
    #expect(result.exitCode == 0)
    var output = result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    output.removeLast()  // after the final newline

    var position = 0
    var sameAsICU = 0
    var icuTailored = 0
    var mismatches: [String] = []
    for text in sample {
      let ours = LineBreaker.opportunities(in: text)
      let theirs = icu.opportunities(in: text)
      let oursLines = Self.referenceOutput(
        text,
        lines: Self.referenceLines(
          text, opportunities: ours.map(\.offset), mandatory: Set(ours.filter(\.isMandatory).map(\.offset)),
          width: width))
      let icuLines = Self.referenceOutput(
        text,
        lines: Self.referenceLines(
          text, opportunities: theirs.map(\.offset),
          mandatory: Set(theirs.filter(\.isMandatory).map(\.offset)),
          width: width))
      let printed = Array(output[position..<min(output.count, position + oursLines.count)])
      position += oursLines.count
      if printed != oursLines { mismatches.append("\(text)\n  bidi: \(printed)\n  reference: \(oursLines)") }
      if printed == icuLines {
        sameAsICU += 1
      } else {
        // Allowed only where ICU's opportunities differ (its tailorings, see
        // LineBreakDifferentialTests in BidiTextTests).
        var clusterEnds = Set<Int>()
        var offset = 0
        for character in text {
          offset += character.unicodeScalars.count
          clusterEnds.insert(offset)
        }
        let clusterOpportunities = Set(ours.map(\.offset))
        let icuInClusters = Set(theirs.map(\.offset)).intersection(clusterEnds)
        if clusterOpportunities == icuInClusters {
          mismatches.append("\(text)\n  bidi: \(printed)\n  ICU reference: \(icuLines)")
        } else {
          icuTailored += 1
        }
      }
    }
    print(
      "width \(width): \(sample.count) paragraphs, \(sameAsICU) as ICU's fill, \(icuTailored) differ by ICU's tailorings"
    )
    #expect(position == output.count)
    #expect(mismatches.isEmpty, "\(mismatches.count) mismatches, first: \(mismatches.prefix(3))")
    #expect(sameAsICU > sample.count * 99 / 100)
  }
}
