import BidiEngine
import BidiInput
import Foundation

/// Shared by the subcommands that process text line by line.
enum LineInput {
  /// Where a line is: the input's name (a path, or `-` for standard input) and the line
  /// number from 1. Its description is `FILE:LINE`.
  struct Location: CustomStringConvertible {
    var input: String
    var line: Int
    /// How the line ended in the input: `"\r\n"`, `"\n"`, or `""` at the end of the input.
    var terminator = "\n"
    var description: String { "\(input):\(line)" }
  }

  /// Calls `body` with every line of every input, decoded strictly, and where it is, as the
  /// input is read (``LineStream``): output appears line by line for a pipe that is still
  /// open. Lines with invalid UTF-8 or longer than ``LineStream/maximumLineLength`` are
  /// reported (`FILE:LINE:…`) and skipped; the others are still processed. Returns
  /// ``ExitCode/dataError`` if any line was bad.
  static func forEachLine(
    _ paths: [String], io: CommandIO, lineBuffered: Bool = false, _ body: (String, Location) throws -> Void
  ) throws -> ExitCode {
    var result = ExitCode.ok
    try io.forEachLineStream(paths) { name, stream in
      while let batch = try stream.nextBatch() {
        try batch.bytes.withUnsafeBufferPointer { buffer in
          for line in batch.lines {
            let location = Location(input: name, line: line.number, terminator: line.terminator)
            do {
              guard !line.isOverlong else { throw LineProblem.overlong }
              try body(try StrictUTF8.decode(UnsafeBufferPointer(rebasing: buffer[line.range])), location)
            } catch let problem as LineProblem {
              io.warn("\(location):\(problem.message)")
              result = .dataError
            } catch let error as InvalidUTF8 {
              io.warn("\(location):\(LineProblem.invalid(error).message)")
              result = .dataError
            }
            if lineBuffered { io.flush() }
          }
        }
        io.flush()
      }
    }
    return result
  }

  /// Why a line was not processed.
  enum LineProblem: Error, Sendable {
    case invalid(InvalidUTF8)
    case overlong

    /// What follows `FILE:LINE:` in the message.
    var message: String {
      switch self {
      case .invalid(let error): error.lineMessage
      case .overlong: " line longer than \(LineStream.maximumLineLength) bytes, skipped"
      }
    }
  }

  /// Results of a batch of lines, filled by several threads at disjoint indices.
  private final class ResultSlots: @unchecked Sendable {
    let slots: UnsafeMutableBufferPointer<Result<String, LineProblem>?>
    init(count: Int) {
      slots = .allocate(capacity: count)
      slots.initialize(repeating: nil)
    }
    deinit {
      slots.deinitialize()
      slots.deallocate()
    }
  }

  /// The bytes of one batch, shared read-only with the worker threads.
  final class SharedBatch: @unchecked Sendable {
    let batch: LineStream.Batch
    init(_ batch: LineStream.Batch) { self.batch = batch }
  }

  /// Like ``forEachLine(_:io:lineBuffered:_:)`` for subcommands whose output for a line
  /// depends on that line alone: `transform` runs on the lines of each batch read on all
  /// cores, and the outputs (each followed by a newline) and errors are written in input
  /// order, batch by batch; when `lineBuffered`, line by line, each as soon as it is done.
  static func mapLines(
    _ paths: [String], io: CommandIO, lineBuffered: Bool = false,
    _ transform: @escaping @Sendable (String) -> String
  ) throws -> ExitCode {
    if lineBuffered {
      return try forEachLine(paths, io: io, lineBuffered: true) { text, _ in
        io.write(transform(text))
        io.write("\n")
      }
    }
    var result = ExitCode.ok
    try io.forEachLineStream(paths) { name, stream in
      while let next = try stream.nextBatch() {
        let shared = SharedBatch(next)
        let count = next.lines.count
        let results = ResultSlots(count: count)
        // Chunks of a batch go to whichever core is free, so that long and short lines even out.
        let chunkSize = 256
        DispatchQueue.concurrentPerform(iterations: (count + chunkSize - 1) / chunkSize) { chunk in
          shared.batch.bytes.withUnsafeBufferPointer { buffer in
            for i in chunk * chunkSize..<min(count, chunk * chunkSize + chunkSize) {
              let line = shared.batch.lines[i]
              if line.isOverlong {
                results.slots[i] = .failure(.overlong)
                continue
              }
              do throws(InvalidUTF8) {
                let text = try StrictUTF8.decode(UnsafeBufferPointer(rebasing: buffer[line.range]))
                results.slots[i] = .success(transform(text))
              } catch {
                results.slots[i] = .failure(.invalid(error))
              }
            }
          }
        }
        for i in 0..<count {
          switch results.slots[i]! {
          case .success(let text):
            io.write(text)
            io.write("\n")
          case .failure(let problem):
            io.warn("\(Location(input: name, line: next.lines[i].number)):\(problem.message)")
            result = .dataError
          }
        }
        io.flush()
      }
    }
    return result
  }

  /// Parses `--base ltr|rtl|auto` (default auto).
  static func base(_ arguments: inout Arguments) throws -> BaseDirection {
    try arguments.option("--base", oneOf: ["ltr", "rtl", "auto"]).flatMap {
      BaseDirection(abbreviation: $0)
    } ?? .auto
  }
}

/// `bidi visual`: each line in visual order, for display without bidi support.
enum VisualCommand: Subcommand {
  static let name = "visual"
  static let summary = "each line in visual order (terminal display)"
  static let usage = """
    usage: bidi visual [--base ltr|rtl|auto] [--no-mirror] [--keep-controls] [--shape]
                       [--width N [--align-right | --align A]] [--escape] [--line-buffered]
                       [FILE…]

    Prints each input line in visual order, left to right, for terminals and renderers that do
    not reorder. Mirrors brackets at right-to-left levels and removes directional controls
    unless told otherwise. A drop-in for `fribidi --nopad --nobreak` (add --shape for its
    Arabic shaping).

      --base ltr|rtl|auto  paragraph direction (default auto: first strong character, else LTR)
      --no-mirror          do not mirror characters such as ( ) at right-to-left levels
      --keep-controls      keep LRM, RLM, isolates, embeddings… in the output
      --shape              shape Arabic letters to presentation forms
      --width N            break each line into lines of at most N columns (in logical
                           order, at Unicode line break opportunities, UAX #14), then
                           reorder each
      --align-right        with --width: pad right-to-left paragraphs on the left to N columns
      --align A            with --width: natural (as --align-right), leading (left), trailing
                           (right) or center, in N columns (padded on the left only)
      --escape             keep directional controls and show them as ⟨RLI⟩, ⟨PDI⟩…
      --line-buffered      write each line as soon as it is resolved (the default when
                           standard output is a terminal)
    """

  static func run(_ arguments: inout Arguments, io: CommandIO) throws -> ExitCode {
    let base = try LineInput.base(&arguments)
    var options = VisualOptions()
    options.mirrors = !arguments.flag("--no-mirror")
    options.removesBidiControls = !arguments.flag("--keep-controls")
    options.shapesArabic = arguments.flag("--shape")
    let width = try arguments.integer("--width", in: 1...100_000)
    let alignRight = arguments.flag("--align-right")
    let align = try arguments.option("--align", oneOf: ["natural", "leading", "trailing", "center"])
    let escape = arguments.flag("--escape")
    let lineBuffered = LineInput.lineBuffered(&arguments, io: io)
    // Escaping shows the controls, so it keeps them.
    if escape { options.removesBidiControls = false }
    let paths = try arguments.positionals()
    if alignRight && width == nil { throw CommandError.usage("--align-right needs --width") }
    if align != nil && width == nil { throw CommandError.usage("--align needs --width") }
    if alignRight && align != nil { throw CommandError.usage("--align-right and --align together") }
    let alignment: LineAlignment? =
      switch align {
      case "natural": .natural
      case "leading": .leading
      case "trailing": .trailing
      case "center": .center
      default: alignRight ? .natural : nil
      }

    let visualOptions = options
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

/// `bidi levels`: fields 3–5 of BidiCharacterTest.txt for each line.
enum LevelsCommand: Subcommand {
  static let name = "levels"
  static let summary = "each line → paragraph level; levels; visual order (BidiCharacterTest format)"
  static let usage = """
    usage: bidi levels [--base ltr|rtl|auto] [--line-buffered] [FILE…]

    For each input line prints `paragraphLevel;levels;order`, exactly fields 2–4 (counting
    from 0) of BidiCharacterTest.txt: the resolved paragraph level; one level per Unicode
    scalar, `x` for characters removed by rule X9; and the visual order (left to right) of
    logical scalar indices, removed characters left out. Compare with any other engine.
    With --line-buffered (the default on a terminal), each line is written as soon as it is
    resolved.
    """

  static func run(_ arguments: inout Arguments, io: CommandIO) throws -> ExitCode {
    let base = try LineInput.base(&arguments)
    let lineBuffered = LineInput.lineBuffered(&arguments, io: io)
    let paths = try arguments.positionals()
    return try LineInput.renderLines(paths, io: io, base: base, lineBuffered: lineBuffered) {
      renderer, line, output throws(InvalidUTF8) in
      try renderer.appendLevels(of: line, to: &output)
    }
  }
}

/// `bidi inspect`: a table of one text's characters.
enum InspectCommand: Subcommand {
  static let name = "inspect"
  static let summary = "a table of scalars: index, code point, class, level, visual position"
  static let usage = """
    usage: bidi inspect [--base ltr|rtl|auto] TEXT

    Prints one row per Unicode scalar of TEXT: logical index, code point, the character (or
    its control name such as ⟨RLI⟩), bidi class, resolved level (x if removed by rule X9),
    and visual position (left to right). Then the paragraph level and the visual line.
    """

  static func run(_ arguments: inout Arguments, io: CommandIO) throws -> ExitCode {
    let base = try LineInput.base(&arguments)
    let texts = try arguments.positionals()
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
