import BidiEngine
import BidiInput

/// `kind: text` (the default): the visual order of a line of text.
///
/// Input fields:
///
/// | key | value |
/// | --- | --- |
/// | `input` | the logical text in BidiKit notation (`BidiNotation`) (`⟨RLI⟩`, `⟨U+00AD⟩`, `⟨⟨⟩` for `⟨`) |
/// | `input-file` | instead of `input`: a UTF-8 file (relative to the golden file), one paragraph per line, as a terminal viewer reads it (CR before LF dropped) |
/// | `notation` | `plain` (default) or `capRTL`: read `input` and write text fields in CapRTL |
/// | `base` | `ltr`, `rtl`, `auto` (default: first strong character, else left-to-right) or `auto-rtl` (first strong, else right-to-left): the paragraph direction given to the engine |
/// | `width` | wrap each paragraph (UAX #14 opportunities) to at most this many terminal columns |
/// | `options` | any of `shape` (Arabic shaping), `no-mirror`, `keep-controls`, `align-right` (needs `width`) |
/// | `show` | which expected fields to write, any of `paragraph levels order runs visual` (default `paragraph levels order visual`) |
///
/// Expected fields, for each paragraph: `paragraph` (resolved direction, `ltr`/`rtl`),
/// `levels` (one per scalar, `x` for characters removed by rule X9, as `bidi levels`),
/// `order` (logical indices left to right, removed characters left out), `runs` (the visual
/// runs left to right, each `start..<end@level` in logical scalar offsets); then one
/// `visual` per displayed line. A `visual` value is the line in notation, wrapped in a real
/// LEFT-TO-RIGHT OVERRIDE … POP DIRECTIONAL FORMATTING pair: a bidi-aware editor or terminal
/// then shows the characters left to right exactly in stored order, instead of reordering
/// them a second time. Diffs show the pair as `⟨LRO⟩…⟨PDF⟩`.
public struct TextGoldenKind: GoldenCaseKind {
  /// `"text"`.
  public let name = "text"
  /// `input`, `input-file`, `notation`, `base`, `width`, `options`, `show`.
  public let inputKeys: Set<String> = ["input", "input-file", "notation", "base", "width", "options", "show"]

  /// The words `show` accepts, in the order fields are written.
  static let shownFields = ["paragraph", "levels", "order", "runs", "visual"]

  /// Creates the text kind.
  public init() {}

  /// The `paragraph`, `levels`, `order`, `runs` and `visual` fields of the case's text.
  public func expectations(for golden: GoldenCase, in context: GoldenContext) throws(GoldenFormatError)
    -> [GoldenField]
  {
    let capRTL = try notationIsCapRTL(golden, context)
    let base = try baseDirection(golden, context)
    let width = try wrapWidth(golden, context)
    let words = try wordList(
      golden.field("options"), allowed: ["shape", "no-mirror", "keep-controls", "align-right"], context)
    let shown =
      try golden.field("show").map { field throws(GoldenFormatError) in
        try wordList(field, allowed: TextGoldenKind.shownFields, context)
      } ?? ["paragraph", "levels", "order", "visual"]
    if words.contains("align-right") && width == nil, let field = golden.field("options") {
      throw context.error("'align-right' needs 'width'", at: field)
    }
    var options = VisualOptions()
    options.shapesArabic = words.contains("shape")
    options.mirrors = !words.contains("no-mirror")
    options.removesBidiControls = !words.contains("keep-controls")

    var result: [GoldenField] = []
    for text in try inputTexts(golden, capRTL: capRTL, context) {
      let analysis = BidiAnalysis(text, base: base)
      for paragraph in analysis.paragraphs {
        let line = paragraph.line
        if shown.contains("paragraph") {
          result.append(GoldenField("paragraph", paragraph.direction.abbreviation))
        }
        if shown.contains("levels") {
          let levels = zip(paragraph.bidiClasses, line.levels).map { $0.isRemovedByX9 ? "x" : String($1) }
          result.append(GoldenField("levels", levels.joined(separator: " ")))
        }
        if shown.contains("order") {
          let order = line.visualOrder.filter { !paragraph.bidiClasses[$0].isRemovedByX9 }
          result.append(GoldenField("order", order.map(String.init).joined(separator: " ")))
        }
        if shown.contains("runs") {
          let runs = line.visualRuns.map { "\($0.range.lowerBound)..<\($0.range.upperBound)@\($0.level)" }
          result.append(GoldenField("runs", runs.joined(separator: " ")))
        }
      }
      if shown.contains("visual") {
        for visual in analysis.terminalLines(
          options, width: width, alignsRightToLeft: words.contains("align-right"))
        {
          result.append(GoldenField("visual", TextGoldenKind.displayed(visual, capRTL: capRTL)))
        }
      }
    }
    return result
  }

  /// How `base` is written in a `base:` field: `ltr`, `rtl`, `auto`, `auto-rtl`.
  public static func written(_ base: BaseDirection) -> String {
    switch base {
    case .leftToRight: "ltr"
    case .rightToLeft: "rtl"
    case .firstStrong(fallback: .leftToRight): "auto"
    case .firstStrong(fallback: .rightToLeft): "auto-rtl"
    }
  }

  /// A visual line as stored: in notation, inside a real LRO…PDF pair.
  public static func displayed(_ visual: String, capRTL: Bool) -> String {
    "\u{202D}" + BidiNotation.escape(visual, capRTL: capRTL) + "\u{202C}"
  }

  /// The visual line a stored `visual` value holds (the inverse of ``displayed(_:capRTL:)``),
  /// or `nil` if it is not inside an LRO…PDF pair or its notation is bad.
  public static func visualLine(fromStored value: String, capRTL: Bool) -> String? {
    let scalars = value.unicodeScalars
    guard scalars.first == "\u{202D}", scalars.last == "\u{202C}", scalars.count >= 2 else { return nil }
    let inner = String(String.UnicodeScalarView(scalars.dropFirst().dropLast()))
    return try? BidiNotation.unescape(inner, capRTL: capRTL)
  }

  private func notationIsCapRTL(_ golden: GoldenCase, _ context: GoldenContext) throws(GoldenFormatError)
    -> Bool
  {
    guard let field = golden.field("notation") else { return false }
    switch field.value {
    case "plain": return false
    case "capRTL": return true
    default: throw context.error("notation must be 'plain' or 'capRTL', not '\(field.value)'", at: field)
    }
  }

  private func baseDirection(_ golden: GoldenCase, _ context: GoldenContext) throws(GoldenFormatError)
    -> BaseDirection
  {
    guard let field = golden.field("base") else { return .auto }
    if field.value == "auto-rtl" { return .firstStrong(fallback: .rightToLeft) }
    guard let base = BaseDirection(abbreviation: field.value), field.value == field.value.lowercased() else {
      throw context.error("base must be 'ltr', 'rtl', 'auto' or 'auto-rtl', not '\(field.value)'", at: field)
    }
    return base
  }

  private func wrapWidth(_ golden: GoldenCase, _ context: GoldenContext) throws(GoldenFormatError) -> Int? {
    guard let field = golden.field("width") else { return nil }
    guard let width = Int(field.value), (1...10_000).contains(width) else {
      throw context.error("width must be a whole number in 1...10000, not '\(field.value)'", at: field)
    }
    return width
  }

  private func wordList(_ field: GoldenField?, allowed: [String], _ context: GoldenContext)
    throws(GoldenFormatError) -> [String]
  {
    guard let field else { return [] }
    var offset = 0
    var words: [String] = []
    for word in field.value.split(separator: " ", omittingEmptySubsequences: false) {
      guard allowed.contains(String(word)) else {
        throw context.error(
          "unknown word '\(word)' for '\(field.key)'; expected any of: \(allowed.joined(separator: " "))",
          at: field,
          offset: offset)
      }
      words.append(String(word))
      offset += word.unicodeScalars.count + 1
    }
    return words
  }

  private func inputTexts(_ golden: GoldenCase, capRTL: Bool, _ context: GoldenContext)
    throws(GoldenFormatError) -> [String]
  {
    switch (golden.field("input"), golden.field("input-file")) {
    case (let field?, nil):
      guard !field.isBlock else { throw context.error("'input' is one line", at: field) }
      do {
        return [try BidiNotation.unescape(field.value, capRTL: capRTL)]
      } catch {
        throw context.error(error.message, at: field, offset: error.offset)
      }
    case (nil, let field?):
      let data = try context.contents(of: field)
      var lines = Array(data).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      if lines.last?.isEmpty == true { lines.removeLast() }
      var texts: [String] = []
      for (number, var line) in lines.enumerated() {
        if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
        do {
          texts.append(try StrictUTF8.decode(line))
        } catch {
          throw context.error(
            "\(context.resolvedPath(of: field)):\(number + 1):\(error.lineMessage)", at: field,
            reason: .invalidUTF8)
        }
      }
      return texts
    case (.some, .some):
      throw context.error("give 'input' or 'input-file', not both", in: golden)
    case (nil, nil):
      throw context.error("no 'input' or 'input-file'", in: golden)
    }
  }
}
