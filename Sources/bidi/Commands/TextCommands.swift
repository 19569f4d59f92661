import BidiEngine

/// `bidi visual`: each line in visual order, for display without bidi support.
enum VisualCommand: Subcommand {
  static let name = "visual"
  static let summary = "each line in visual order (terminal display)"
  static let operands = "[FILE…]"
  static let discussion = """
    Prints each input line in visual order, left to right, for terminals and renderers that do
    not reorder. Mirrors brackets at right-to-left levels and removes directional controls
    unless told otherwise. A drop-in for `fribidi --nopad --nobreak` (add --shape for its
    Arabic shaping).
    """

  static let noMirror = Flag(
    "--no-mirror", help: "do not mirror characters such as ( ) at right-to-left levels")
  static let keepControls = Flag(
    "--keep-controls", help: "keep LRM, RLM, isolates, embeddings… in the output")
  static let shape = Flag("--shape", help: "shape Arabic letters to presentation forms")
  static let width = Option.integer(
    "--width", "N", in: 1...100_000,
    help:
      "break each line into lines of at most N columns (in logical order, at Unicode line break opportunities, UAX #14), then reorder each"
  )
  static let alignRight = Flag(
    "--align-right", help: "with --width: pad right-to-left paragraphs on the left to N columns",
    requires: ["--width"], excludes: ["--align"])
  static let align = Option<LineAlignmentChoice>.choice(
    "--align",
    help:
      "with --width: natural (as --align-right), leading (left), trailing (right) or center, in N columns (padded on the left only)",
    requires: ["--width"])
  static let options: [any OptionDeclaring] = [
    SharedOptions.base, noMirror, keepControls, shape, width, alignRight, align,
    SharedOptions.escape, SharedOptions.lineBuffered,
  ]

  static func run(_ arguments: ParsedArguments, io: CommandIO) throws -> ExitCode {
    let base = (arguments[SharedOptions.base] ?? .auto).direction
    var options = VisualOptions()
    options.mirrors = !arguments[noMirror]
    options.removesBidiControls = !arguments[keepControls]
    options.shapesArabic = arguments[shape]
    let width = arguments[width]
    let escape = arguments[SharedOptions.escape]
    let lineBuffered = LineInput.lineBuffered(arguments, io: io)
    // Escaping shows the controls, so it keeps them.
    if escape { options.removesBidiControls = false }
    let alignment = arguments[align]?.alignment ?? (arguments[alignRight] ? .natural : nil)

    let visualOptions = options
    let paths = arguments.operands
    if width == nil && !escape {
      return try LineInput.renderLines(paths, io: io, base: base, lineBuffered: lineBuffered) {
        renderer, line, output throws(InvalidUTF8) in
        try renderer.appendVisual(of: line, options: visualOptions, to: &output)
      }
    }
    return try LineInput.mapLines(paths, io: io, lineBuffered: lineBuffered) { text in
      let lines = BidiAnalysis(text, base: base).terminalLines(
        visualOptions, width: width, alignment: alignment)
      if lines.count == 1 && !escape { return lines[0] }
      return lines.map { escape ? BidiNotation.escape($0) : $0 }.joined(separator: "\n")
    }
  }
}

/// The values of `bidi visual --align`.
enum LineAlignmentChoice: String, CaseIterable, Sendable {
  case natural, leading, trailing, center

  var alignment: LineAlignment {
    switch self {
    case .natural: .natural
    case .leading: .leading
    case .trailing: .trailing
    case .center: .center
    }
  }
}

/// `bidi levels`: fields 3–5 of BidiCharacterTest.txt for each line.
enum LevelsCommand: Subcommand {
  static let name = "levels"
  static let summary = "each line → paragraph level; levels; visual order (BidiCharacterTest format)"
  static let operands = "[FILE…]"
  static let discussion = """
    For each input line prints `paragraphLevel;levels;order`, exactly fields 2–4 (counting
    from 0) of BidiCharacterTest.txt: the resolved paragraph level; one level per Unicode
    scalar, `x` for characters removed by rule X9; and the visual order (left to right) of
    logical scalar indices, removed characters left out. Compare with any other engine.
    """
  static let options: [any OptionDeclaring] = [SharedOptions.base, SharedOptions.lineBuffered]

  static func run(_ arguments: ParsedArguments, io: CommandIO) throws -> ExitCode {
    let base = (arguments[SharedOptions.base] ?? .auto).direction
    let lineBuffered = LineInput.lineBuffered(arguments, io: io)
    return try LineInput.renderLines(arguments.operands, io: io, base: base, lineBuffered: lineBuffered) {
      renderer, line, output throws(InvalidUTF8) in
      try renderer.appendLevels(of: line, to: &output)
    }
  }
}

/// `bidi inspect`: a table of one text's characters.
enum InspectCommand: Subcommand {
  static let name = "inspect"
  static let summary = "a table of scalars: index, code point, class, level, visual position"
  static let operands = "TEXT"
  static let discussion = """
    Prints one row per Unicode scalar of TEXT: logical index, code point, the character (or
    its control name such as ⟨RLI⟩), bidi class, resolved level (x if removed by rule X9),
    and visual position (left to right). Then the paragraph level and the visual line.
    """
  static let options: [any OptionDeclaring] = [SharedOptions.base]

  static func run(_ arguments: ParsedArguments, io: CommandIO) throws -> ExitCode {
    let base = (arguments[SharedOptions.base] ?? .auto).direction
    let texts = arguments.operands
    guard texts.count == 1 else { throw CommandError.usage("inspect takes one TEXT argument") }
    let analysis = BidiAnalysis(texts[0], base: base)
    io.print("index  code     char  class  level  visual")
    var index = 0
    for paragraph in analysis.paragraphs {
      let line = paragraph.line
      let visual = line.logicalToVisual
      let levels = line.levels  // built on request: once, not per scalar
      for (i, scalar) in paragraph.scalars.enumerated() {
        let bidiClass = paragraph.bidiClasses[i]
        let shown = BidiNotation.escape(String(Character(scalar)))
        let level = bidiClass.isRemovedByX9 ? "x" : String(levels[i])
        let code = "U+" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4, with: "0")
        io.print(
          [
            String(index).padded(to: 7), code.padded(to: 9), shown.padded(to: 6),
            bidiClass.abbreviation.padded(to: 7), level.padded(to: 7), String(visual[i]),
          ].joined())
        index += 1
      }
      io.print("paragraph level \(paragraph.baseLevel) (\(paragraph.direction.abbreviation))")
      io.print("visual: " + BidiNotation.escape(line.visualString(VisualOptions(removesBidiControls: false))))
    }
    return .ok
  }
}

extension String {
  func padded(to width: Int) -> String {
    let count = TerminalColumns.width(of: self)
    return count >= width ? self + " " : self + String(repeating: " ", count: width - count)
  }

  func leftPadded(to width: Int, with pad: Character) -> String {
    count >= width ? self : String(repeating: pad, count: width - count) + self
  }
}
