import Foundation
import Testing

@testable import BidiEngine

/// UAX #9 conformance through BidiKit's public API, with the Unicode data files installed by
/// Debian's `unicode-data` (`make test` installs it), for each back end of the build
/// (``ResolutionEngine``: FriBidi and Swift, or Swift alone without the `FriBidi` trait).
@Suite("Unicode conformance files")
struct ConformanceTests {
  static let directory = "/usr/share/unicode"

  static func lines(of name: String) throws -> [Substring] {
    let text = try String(contentsOfFile: "\(directory)/\(name)", encoding: .utf8)
    return text.split(separator: "\n", omittingEmptySubsequences: true)
  }

  /// Levels with `x` for removed characters, as the conformance files write them.
  static func levelField(_ paragraph: BidiParagraph, line: BidiLine) -> String {
    zip(paragraph.bidiClasses, line.levels).map { $0.isRemovedByX9 ? "x" : String($1) }
      .joined(separator: " ")
  }

  static func orderField(_ paragraph: BidiParagraph, line: BidiLine) -> String {
    line.visualOrder.filter { !paragraph.bidiClasses[$0].isRemovedByX9 }.map(String.init)
      .joined(separator: " ")
  }

  static func options(_ engine: ResolutionEngine) -> BidiAnalysis.Options {
    var options = BidiAnalysis.Options()
    options.engine = engine
    return options
  }

  @Test(
    "BidiCharacterTest.txt: every case, levels, order and paragraph level", arguments: ResolutionEngine.all)
  func bidiCharacterTest(engine: ResolutionEngine) throws {
    let options = Self.options(engine)
    var cases = 0
    var failures: [String] = []
    for line in try Self.lines(of: "BidiCharacterTest.txt") where !line.hasPrefix("#") {
      let fields = line.split(separator: ";", omittingEmptySubsequences: false)
      guard fields.count == 5 else { continue }
      let scalars = fields[0].split(separator: " ").map { Unicode.Scalar(UInt32($0, radix: 16)!)! }
      let base: BaseDirection =
        switch fields[1] {
        case "0": .leftToRight
        case "1": .rightToLeft
        default: .auto
        }
      var text = String.UnicodeScalarView()
      text.append(contentsOf: scalars)
      let analysis = BidiAnalysis(String(text), base: base, options: options)
      cases += 1
      guard analysis.paragraphs.count == 1, let paragraph = analysis.paragraphs.first else {
        failures.append("\(line): \(analysis.paragraphs.count) paragraphs")
        continue
      }
      let whole = paragraph.line
      let got =
        "\(paragraph.baseLevel);\(Self.levelField(paragraph, line: whole));\(Self.orderField(paragraph, line: whole))"
      let expected = fields[2...4].joined(separator: ";")
      if got != expected {
        failures.append("\(fields[0]);\(fields[1])\n  expected \(expected)\n  got      \(got)")
      }
    }
    #expect(cases == 91_707)
    #expect(failures.count == 0, "first failures:\n\(failures.prefix(5).joined(separator: "\n"))")
  }

  /// One character for each class, none of them a paired bracket.
  static let representative: [String: Unicode.Scalar] = [
    "L": "a", "R": "\u{05D0}", "AL": "\u{0627}", "EN": "1", "ES": "+", "ET": "$", "AN": "\u{0660}",
    "CS": ",", "NSM": "\u{0300}", "BN": "\u{00AD}", "B": "\u{2029}", "S": "\t", "WS": " ", "ON": "!",
    "LRE": "\u{202A}", "LRO": "\u{202D}", "RLE": "\u{202B}", "RLO": "\u{202E}", "PDF": "\u{202C}",
    "LRI": "\u{2066}", "RLI": "\u{2067}", "FSI": "\u{2068}", "PDI": "\u{2069}",
  ]

  @Test("BidiTest.txt: every case in every paragraph direction", arguments: ResolutionEngine.all)
  func bidiTest(engine: ResolutionEngine) throws {
    let options = Self.options(engine)
    var levels = ""
    var order = ""
    var cases = 0
    var failures: [String] = []
    var failureCount = 0
    for line in try Self.lines(of: "BidiTest.txt") {
      if line.hasPrefix("#") { continue }
      if line.hasPrefix("@Levels:") {
        levels = line.dropFirst("@Levels:".count).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        continue
      }
      if line.hasPrefix("@Reorder:") {
        order = line.dropFirst("@Reorder:".count).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        continue
      }
      if line.hasPrefix("@") { continue }
      let parts = line.split(separator: ";")
      guard parts.count == 2, let bits = Int(parts[1].trimmingCharacters(in: .whitespaces), radix: 16) else {
        continue
      }
      var text = String.UnicodeScalarView()
      for name in parts[0].split(whereSeparator: \.isWhitespace) {
        text.append(Self.representative[String(name)]!)
      }
      let string = String(text)
      for (bit, base) in [(1, BaseDirection.auto), (2, .leftToRight), (4, .rightToLeft)] where bits & bit != 0
      {
        cases += 1
        let analysis = BidiAnalysis(string, base: base, options: options)
        let paragraph = analysis.paragraphs[0]
        let whole = paragraph.line
        let gotLevels = Self.levelField(paragraph, line: whole)
        let gotOrder = Self.orderField(paragraph, line: whole)
        if gotLevels != levels || gotOrder != order {
          failureCount += 1
          if failures.count < 10 {
            failures.append(
              "\(parts[0]) (\(base)): levels \(gotLevels) vs \(levels), order \(gotOrder) vs \(order)")
          }
        }
      }
    }
    #expect(cases == 770_241)
    #expect(failureCount == 0, "first failures:\n\(failures.joined(separator: "\n"))")
  }
}
