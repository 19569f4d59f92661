import BidiTestSupport
import Foundation
import Testing

@testable import BidiEngine

/// The fast paths give exactly what FriBidi's full path gives: paragraphs of one direction
/// resolved and reordered without FriBidi (``UniformParagraph``, in ``BidiAnalysis`` and
/// ``BidiLine``), the byte-to-byte ``LineRenderer`` of `bidi visual` and `bidi levels`, and
/// ``BidiAnalysis/visualString(of:base:options:)`` (``DirectVisualString``, with
/// ``ImplicitParagraph`` for mixed paragraphs without explicit formatting or brackets).
/// The reference is ``BidiAnalysis`` with its fast paths turned off: every paragraph through
/// ``ParagraphResolver``, every line through ``LevelOrder``. Every check runs for each back end
/// of the build (``ResolutionEngine``), the fast paths and the reference on the same one.
@Suite("Fast paths against the full path")
struct FastPathTests {
  /// Visual options that exercise every branch: the terminal defaults, and shaping with the
  /// controls kept, no mirroring and no rule L3.
  static let visualOptions = [
    VisualOptions(),
    VisualOptions(
      mirrors: false, removesBidiControls: false, shapesArabic: true, reordersNonspacingMarks: false),
  ]

  /// Options for ``BidiAnalysis/visualString(of:base:options:)``: the above (shaping takes the
  /// full path), and the controls kept without shaping, as the benchmarks' options (no L3).
  static let directOptions =
    visualOptions + [
      VisualOptions(mirrors: false, removesBidiControls: false, reordersNonspacingMarks: false)
    ]

  /// `paragraphLevel;levels;order` records, as `bidi levels` prints them.
  static func levelRecords(_ analysis: BidiAnalysis, base: BaseDirection) -> String {
    guard !analysis.paragraphs.isEmpty else { return "\(base.fixedDirection?.level ?? 0);;" }
    return analysis.paragraphs.map { paragraph in
      let line = paragraph.line
      let levels = zip(paragraph.bidiClasses, line.levels).map { $0.isRemovedByX9 ? "x" : String($1) }
      let order = line.visualOrder.filter { !paragraph.bidiClasses[$0].isRemovedByX9 }
      return
        "\(paragraph.baseLevel);\(levels.joined(separator: " "));\(order.map(String.init).joined(separator: " "))"
    }.joined(separator: "\n")
  }

  /// A description of the first difference between the fast paths and the full path on
  /// `text`, or `nil` when they all agree. Also compares paragraphs resolved in chunks cut at
  /// every safe place (``ParagraphResolver/resolveInChunks`` with a chunk length of 1), in
  /// ``BidiAnalysis`` and in the renderer, with the whole paragraph.
  static func difference(
    _ text: String, base: BaseDirection, engine: ResolutionEngine, renderer: inout LineRenderer
  ) -> String? {
    var fastOptions = BidiAnalysis.Options()
    fastOptions.engine = engine
    var fullOptions = fastOptions
    fullOptions.usesFastPaths = false
    var chunkedOptions = fastOptions
    chunkedOptions.chunkLength = 1
    let visualOptions = Self.visualOptions.map { options in
      var options = options
      options.engine = engine
      return options
    }
    let full = BidiAnalysis(text, base: base, options: fullOptions)
    for (name, options) in [("fast", fastOptions), ("chunked", chunkedOptions)] {
      let fast = BidiAnalysis(text, base: base, options: options)
      guard full.paragraphs.count == fast.paragraphs.count else { return "\(name): paragraph count" }
      for (a, b) in zip(full.paragraphs, fast.paragraphs) {
        if a.baseLevel != b.baseLevel || a.levels != b.levels
          || a.bracketLimitExceeded != b.bracketLimitExceeded
        {
          return "\(name): API levels"
        }
        for marks in [false, true]
        where a.line.visualOrder(reorderingNonspacingMarks: marks)
          != b.line.visualOrder(reorderingNonspacingMarks: marks)
        {
          return "\(name): API visual order (L3 \(marks))"
        }
      }
      if name == "fast" {
        for options in visualOptions
        where fast.terminalLines(options, width: nil, alignment: nil)
          != full.terminalLines(options, width: nil, alignment: nil)
        {
          return "API visual string \(options)"
        }
      }
    }
    for var options in directOptions {
      options.engine = engine
      let expected = full.visualString(options)
      let direct = BidiAnalysis.visualString(of: text, base: base, options: options)
      if direct != expected {
        return
          "visualString(of:) \(options): \(BidiNotation.escape(direct)) vs \(BidiNotation.escape(expected))"
      }
    }
    let bytes = Array(text.utf8)
    let expectedLevels = levelRecords(full, base: base)
    defer { renderer.chunkLength = ParagraphResolver.defaultChunkLength }
    for chunkLength in [ParagraphResolver.defaultChunkLength, 1] {
      renderer.chunkLength = chunkLength
      let name = chunkLength == 1 ? "chunked renderer" : "renderer"
      for options in visualOptions {
        let expected = full.terminalLines(options, width: nil, alignment: nil).joined(separator: "\n")
        var output: [UInt8] = []
        do {
          try bytes.withUnsafeBufferPointer {
            try renderer.appendVisual(of: $0, options: options, to: &output)
          }
        } catch {
          return "\(name) threw \(error)"
        }
        if output != Array(expected.utf8) {
          return "\(name) visual \(options): \(BidiNotation.escape(String(decoding: output, as: UTF8.self)))"
            + " vs \(BidiNotation.escape(expected))"
        }
      }
      var output: [UInt8] = []
      try? bytes.withUnsafeBufferPointer { try renderer.appendLevels(of: $0, to: &output) }
      if output != Array(expectedLevels.utf8) {
        return "\(name) levels: \(String(decoding: output, as: UTF8.self)) vs \(expectedLevels)"
      }
    }
    return nil
  }

  /// Runs ``difference(_:base:engine:renderer:)`` over `cases`, keeping the first failures.
  static func check(
    _ cases: some Sequence<(String, BaseDirection)>, engine: ResolutionEngine
  ) -> (count: Int, failures: [String]) {
    var renderers: [String: LineRenderer] = [:]
    var count = 0
    var failures: [String] = []
    for (text, base) in cases {
      count += 1
      let key = "\(base)"
      var renderer = renderers[key] ?? LineRenderer(base: base)
      renderer.engine = engine
      if let difference = difference(text, base: base, engine: engine, renderer: &renderer),
        failures.count < 10
      {
        failures.append("\(BidiNotation.escape(text)) (\(base)): \(difference)")
      }
      renderers[key] = renderer
    }
    return (count, failures)
  }

  @Test("BidiCharacterTest.txt: every text in its paragraph direction", arguments: ResolutionEngine.all)
  func bidiCharacterTest(engine: ResolutionEngine) throws {
    let cases = try ConformanceTests.lines(of: "BidiCharacterTest.txt").lazy.filter { !$0.hasPrefix("#") }
      .compactMap { line -> (String, BaseDirection)? in
        let fields = line.split(separator: ";", omittingEmptySubsequences: false)
        guard fields.count == 5 else { return nil }
        var text = String.UnicodeScalarView()
        for code in fields[0].split(separator: " ") { text.append(Unicode.Scalar(UInt32(code, radix: 16)!)!) }
        let base: BaseDirection = fields[1] == "0" ? .leftToRight : fields[1] == "1" ? .rightToLeft : .auto
        return (String(text), base)
      }
    let result = Self.check(cases, engine: engine)
    #expect(result.count == 91_707)
    #expect(result.failures.isEmpty, "\(result.failures.joined(separator: "\n"))")
  }

  @Test("BidiTest.txt: every class sequence in every paragraph direction", arguments: ResolutionEngine.all)
  func bidiTest(engine: ResolutionEngine) throws {
    let cases = try ConformanceTests.lines(of: "BidiTest.txt").lazy.filter {
      !$0.hasPrefix("#") && !$0.hasPrefix("@")
    }
    .flatMap { line -> [(String, BaseDirection)] in
      let parts = line.split(separator: ";")
      guard parts.count == 2, let bits = Int(parts[1].trimmingCharacters(in: .whitespaces), radix: 16) else {
        return []
      }
      var text = String.UnicodeScalarView()
      for name in parts[0].split(whereSeparator: \.isWhitespace) {
        text.append(ConformanceTests.representative[String(name)]!)
      }
      return [(1, BaseDirection.auto), (2, .leftToRight), (4, .rightToLeft)].filter { bits & $0.0 != 0 }.map {
        (String(text), $0.1)
      }
    }
    let result = Self.check(cases, engine: engine)
    #expect(result.count == 770_241)
    #expect(result.failures.isEmpty, "\(result.failures.joined(separator: "\n"))")
  }
}
