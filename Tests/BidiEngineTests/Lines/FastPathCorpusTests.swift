import BidiTestSupport
import Foundation
import Testing

@testable import BidiEngine

/// The fast paths against the full path on real translations and on generated strings shaped
/// like real paragraphs (mostly one direction), with ``FastPathTests/difference(_:base:engine:renderer:)``.
@Suite("Fast paths against the full path: corpus and generated")
struct FastPathCorpusTests {
  /// Every paragraph of every installed right-to-left translation (`msgunfmt` output), once.
  static func corpusParagraphs() throws -> [String] {
    var seen = Set<String>()
    var paragraphs: [String] = []
    for path in InstalledCatalogs.rightToLeftMOFiles {
      let (status, output) = try runTool("/usr/bin/msgunfmt", [path])
      guard status == 0 else { continue }
      var current: String? = nil
      func finish() {
        guard let text = current else { return }
        for paragraph in text.split(separator: "\n") where seen.insert(String(paragraph)).inserted {
          paragraphs.append(String(paragraph))
        }
        current = nil
      }
      for line in String(decoding: output, as: UTF8.self).split(
        separator: "\n", omittingEmptySubsequences: false)
      {
        if line.hasPrefix("msgstr") {
          finish()
          current = line.firstIndex(of: "\"").map { unquote(line[line.index(after: $0)...].dropLast()) }
        } else if line.hasPrefix("\""), current != nil {
          current! += unquote(line.dropFirst().dropLast())
        } else {
          finish()
        }
      }
      finish()
    }
    return paragraphs
  }

  /// A PO string's content with its escapes resolved.
  static func unquote(_ s: Substring) -> String {
    var result = ""
    var escaped = false
    for c in s {
      if escaped {
        result.append(["n": "\n", "t": "\t", "r": "\r"][c] ?? c)
        escaped = false
      } else if c == "\\" {
        escaped = true
      } else {
        result.append(c)
      }
    }
    return result
  }

  @Test(
    "every paragraph of the installed right-to-left translations, in every direction",
    arguments: ResolutionEngine.all)
  func corpus(engine: ResolutionEngine) throws {
    let paragraphs = try Self.corpusParagraphs()
    #expect(paragraphs.count > 10_000, "found \(paragraphs.count)")
    // The comparison is worth something only if the fast paths are taken: most real
    // paragraphs are of one direction.
    let uniform = paragraphs.filter { text in
      let classes = text.unicodeScalars.map(\.bidiClass)
      return classes.withUnsafeBufferPointer {
        UniformParagraph.level(mask: UniformParagraph.mask($0), base: .auto) != nil
      }
    }
    #expect(uniform.count * 2 > paragraphs.count, "\(uniform.count) of \(paragraphs.count) on the fast path")
    let result = FastPathTests.check(
      paragraphs.lazy.flatMap { text in [BaseDirection.auto, .leftToRight, .rightToLeft].map { (text, $0) } },
      engine: engine)
    #expect(result.failures.isEmpty, "\(result.failures.joined(separator: "\n"))")
  }

  /// Scalars of one direction, with what real text puts beside them: marks, BN (ZWNJ, ZWJ,
  /// soft hyphen), brackets, separators, terminators, spaces, tabs, LRM/RLM/ALM.
  static let rightToLeft: [Unicode.Scalar] = [
    "\u{05D0}", "\u{05E9}", "\u{05BC}", "\u{0627}", "\u{0644}", "\u{0628}", "\u{0623}", "\u{0640}",
    "\u{064B}",
    "\u{0670}", "\u{06CC}", "\u{200F}", "\u{061C}", "\u{060C}", "\u{061F}",
  ]
  static let leftToRight: [Unicode.Scalar] = ["a", "Z", "\u{00E9}", "\u{0915}", "\u{200E}", "1", "7"]
  static let shared: [Unicode.Scalar] = [
    " ", " ", "\t", "(", ")", "[", "]", "\u{00AB}", "\u{00BB}", "!", ".", ",", ":", "-", "+", "$", "%", "/",
    "\u{0300}", "\u{00AD}", "\u{200C}", "\u{200D}", "\u{2018}", "\u{2019}", "<", ">", "\u{2264}",
  ]
  /// What takes a paragraph off the fast paths.
  static let others: [Unicode.Scalar] = [
    "1", "a", "\u{05D0}", "\u{0661}", "\u{06F1}", "\u{202B}", "\u{202C}", "\u{2067}", "\u{2069}", "\u{2029}",
    "\r",
  ]

  @Test(
    "generated paragraphs of one direction, some with one character of another shape",
    arguments: ResolutionEngine.all)
  func generated(engine: ResolutionEngine) {
    var random = SplitMix64(seed: 14)
    func pick(_ set: [Unicode.Scalar]) -> Unicode.Scalar { set[Int(random.next() % UInt64(set.count))] }
    var cases: [(String, BaseDirection)] = []
    for i in 0..<30_000 {
      let letters = i % 2 == 0 ? Self.rightToLeft : Self.leftToRight
      var text = String.UnicodeScalarView()
      for _ in 0..<Int(random.next() % 40) {
        switch random.next() % 100 {
        case 0..<50: text.append(pick(letters))
        case 50..<97: text.append(pick(Self.shared))
        default: text.append(pick(Self.others))
        }
      }
      cases.append((String(text), [BaseDirection.auto, .leftToRight, .rightToLeft][i % 3]))
    }
    let result = FastPathTests.check(cases, engine: engine)
    #expect(result.failures.isEmpty, "\(result.failures.joined(separator: "\n"))")
  }

  /// Every class but the explicit formatting characters, with the brackets of BD16 (canonical
  /// equivalents too) and marks after them: the paragraphs ``ImplicitParagraph`` resolves.
  static let implicit: [Unicode.Scalar] = [
    "a", "\u{00E9}", "\u{05D0}", "\u{0627}", "\u{0628}", "1", "9", "\u{0661}", "\u{06F1}", "+", "-", "$", "%",
    "\u{00B0}", ",", ".", ":", "/", "\u{0300}", "\u{064B}", "\u{00AD}", "\u{200D}", "\t", " ", "!", "\"", "(",
    ")",
    "[", "]", "{", "}", "\u{2329}", "\u{232A}", "\u{3008}", "\u{3009}", "\u{200E}", "\u{200F}", "\u{061C}",
  ]

  @Test(
    "generated mixed paragraphs without explicit formatting, in every direction",
    arguments: ResolutionEngine.all)
  func generatedImplicit(engine: ResolutionEngine) {
    var random = SplitMix64(seed: 9)
    var cases: [(String, BaseDirection)] = []
    for i in 0..<30_000 {
      var text = String.UnicodeScalarView()
      for _ in 0..<Int(random.next() % 24) {
        text.append(Self.implicit[Int(random.next() % UInt64(Self.implicit.count))])
      }
      cases.append((String(text), [BaseDirection.auto, .leftToRight, .rightToLeft][i % 3]))
    }
    let result = FastPathTests.check(cases, engine: engine)
    #expect(result.failures.isEmpty, "\(result.failures.joined(separator: "\n"))")
  }

  @Test("a long line written in pieces is the line written whole", arguments: [false, true])
  func flushedOutput(rightToLeft: Bool) throws {
    var random = SplitMix64(seed: 7)
    let letters = rightToLeft ? Self.rightToLeft : Self.leftToRight + ["\u{05D0}"]
    var text = String.UnicodeScalarView()
    for _ in 0..<50_000 {
      text.append(random.next() % 2 == 0 ? letters[Int(random.next() % UInt64(letters.count))] : " ")
    }
    let bytes = Array(String(text).utf8)
    var whole: [UInt8] = []
    var pieces: [UInt8] = []
    var wholeRenderer = LineRenderer(base: .auto)
    var pieceRenderer = LineRenderer(base: .auto)
    pieceRenderer.flushThreshold = 100
    final class Flushed { var bytes: [UInt8] = [] }
    let flushed = Flushed()
    pieceRenderer.flush = { output in
      flushed.bytes += output
      output.removeAll()
    }
    for levels in [false, true] {
      try bytes.withUnsafeBufferPointer { line in
        if levels {
          try wholeRenderer.appendLevels(of: line, to: &whole)
          try pieceRenderer.appendLevels(of: line, to: &pieces)
        } else {
          try wholeRenderer.appendVisual(of: line, options: VisualOptions(), to: &whole)
          try pieceRenderer.appendVisual(of: line, options: VisualOptions(), to: &pieces)
        }
      }
    }
    #expect(!flushed.bytes.isEmpty)
    #expect(flushed.bytes + pieces == whole)
    #expect(whole.count > bytes.count)
  }
}
