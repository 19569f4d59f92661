import BidiText
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

  /// Calls `body` with every line of every input, decoded strictly, and where it is. Lines
  /// with invalid UTF-8 are reported (`FILE:LINE: …`) and skipped; the others are still
  /// processed. Returns ``ExitCode/dataError`` if any line was bad.
  static func forEachLine(
    _ paths: [String], io: CommandIO, _ body: (String, Location) throws -> Void
  ) throws -> ExitCode {
    var result = ExitCode.ok
    for input in try io.inputs(paths) {
      let bytes = [UInt8](input.data)
      try bytes.withUnsafeBufferPointer { buffer in
        var location = Location(input: input.name, line: 0)
        var start = 0
        while start < buffer.count {
          var end = start
          while end < buffer.count && buffer[end] != 0x0A { end += 1 }
          location.line += 1
          var lineEnd = end
          if lineEnd > start && buffer[lineEnd - 1] == 0x0D { lineEnd -= 1 }
          location.terminator = end == buffer.count ? "" : lineEnd < end ? "\r\n" : "\n"
          let line = UnsafeBufferPointer(rebasing: buffer[start..<lineEnd])
          do {
            try body(try BidiAnalysis.decodeUTF8(line), location)
          } catch let error as BidiError {
            io.warn(message(error, line: line, at: location))
            result = .dataError
          }
          start = end + 1
        }
      }
    }
    return result
  }

  /// `FILE:LINE:COLUMN: invalid UTF-8 at byte B of the line` (columns count characters, both
  /// from 1), or `FILE:LINE: message` for other errors.
  static func message(_ error: BidiError, line: some Collection<UInt8>, at location: Location) -> String {
    guard case .invalidUTF8(let offset) = error else { return "\(location): \(error)" }
    let position = BidiAnalysis.invalidUTF8Position(byteOffset: offset, in: line)
    return "\(location):\(position.column): invalid UTF-8 at byte \(position.byte) of the line"
  }

  /// What ``mapLines(_:io:_:)`` made of one line: its output, or the error to report.
  private enum LineResult: Sendable {
    case output(String)
    case invalid(BidiError)
  }

  /// Results of a batch of lines, filled by several threads at disjoint indices.
  private final class ResultSlots: @unchecked Sendable {
    let slots: UnsafeMutableBufferPointer<LineResult?>
    init(count: Int) {
      slots = .allocate(capacity: count)
      slots.initialize(repeating: nil)
    }
    deinit {
      slots.deinitialize()
      slots.deallocate()
    }
  }

  /// The bytes of one input, shared read-only with the worker threads.
  private final class SharedBytes: @unchecked Sendable {
    let bytes: [UInt8]
    init(_ bytes: [UInt8]) { self.bytes = bytes }
  }

  /// Like ``forEachLine(_:io:_:)`` for subcommands whose output for a line depends on that
  /// line alone: `transform` runs on batches of lines on all cores, and the outputs (each
  /// followed by a newline) and errors are written in input order.
  static func mapLines(
    _ paths: [String], io: CommandIO, _ transform: @escaping @Sendable (String) -> String
  ) throws -> ExitCode {
    var result = ExitCode.ok
    for input in try io.inputs(paths) {
      let shared = SharedBytes([UInt8](input.data))
      // Line ranges, CR of CRLF excluded.
      var lines: [Range<Int>] = []
      shared.bytes.withUnsafeBufferPointer { buffer in
        var start = 0
        while start < buffer.count {
          var end = start
          while end < buffer.count && buffer[end] != 0x0A { end += 1 }
          var lineEnd = end
          if lineEnd > start && buffer[lineEnd - 1] == 0x0D { lineEnd -= 1 }
          lines.append(start..<lineEnd)
          start = end + 1
        }
      }
      // Batches bound the memory held by results; chunks of a batch go to whichever core is
      // free, so that long and short lines even out.
      let batchSize = 65_536
      let chunkSize = 256
      for batchStart in stride(from: 0, to: lines.count, by: batchSize) {
        let batch = Array(lines[batchStart..<min(lines.count, batchStart + batchSize)])
        let results = ResultSlots(count: batch.count)
        let chunks = (batch.count + chunkSize - 1) / chunkSize
        DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
          let low = chunk * chunkSize
          let high = min(batch.count, low + chunkSize)
          shared.bytes.withUnsafeBufferPointer { buffer in
            for i in low..<high {
              do throws(BidiError) {
                let text = try BidiAnalysis.decodeUTF8(UnsafeBufferPointer(rebasing: buffer[batch[i]]))
                results.slots[i] = .output(transform(text))
              } catch {
                results.slots[i] = .invalid(error)
              }
            }
          }
        }
        for i in 0..<batch.count {
          switch results.slots[i]! {
          case .output(let text):
            io.write(text)
            io.write("\n")
          case .invalid(let error):
            let line = shared.bytes[batch[i]]
            io.warn(message(error, line: line, at: Location(input: input.name, line: batchStart + i + 1)))
            result = .dataError
          }
        }
      }
    }
    return result
  }

  /// Parses `--base ltr|rtl|auto` (default auto).
  static func base(_ arguments: inout Arguments) throws -> BaseDirection {
    switch try arguments.option("--base", oneOf: ["ltr", "rtl", "auto"]) {
    case "ltr": .leftToRight
    case "rtl": .rightToLeft
    default: .auto
    }
  }
}

/// `bidi visual`: each line in visual order, for display without bidi support.
enum VisualCommand: Subcommand {
  static let name = "visual"
  static let summary = "each line in visual order (terminal display)"
  static let usage = """
    usage: bidi visual [--base ltr|rtl|auto] [--no-mirror] [--keep-controls] [--shape]
                       [--width N [--align-right]] [--escape] [FILE…]

    Prints each input line in visual order, left to right, for terminals and renderers that do
    not reorder. Mirrors brackets at right-to-left levels and removes directional controls
    unless told otherwise. A drop-in for `fribidi --nopad --nobreak` (add --shape for its
    Arabic shaping).

      --base ltr|rtl|auto  paragraph direction (default auto: first strong character, else LTR)
      --no-mirror          do not mirror characters such as ( ) at right-to-left levels
      --keep-controls      keep LRM, RLM, isolates, embeddings… in the output
      --shape              shape Arabic letters to presentation forms
      --width N            break each line at spaces into lines of at most N columns (in
                           logical order), then reorder each
      --align-right        with --width: pad right-to-left paragraphs on the left to N columns
      --escape             keep directional controls and show them as ⟨RLI⟩, ⟨PDI⟩…
    """

  static func run(_ arguments: inout Arguments, io: CommandIO) throws -> ExitCode {
    let base = try LineInput.base(&arguments)
    var options = VisualOptions()
    options.mirrors = !arguments.flag("--no-mirror")
    options.removesBidiControls = !arguments.flag("--keep-controls")
    options.shapesArabic = arguments.flag("--shape")
    let width = try arguments.integer("--width", in: 1...100_000)
    let alignRight = arguments.flag("--align-right")
    let escape = arguments.flag("--escape")
    // Escaping shows the controls, so it keeps them.
    if escape { options.removesBidiControls = false }
    let paths = try arguments.positionals()
    if alignRight && width == nil { throw CommandError.usage("--align-right needs --width") }

    let visualOptions = options
    return try LineInput.mapLines(paths, io: io) { text in
      let lines = BidiAnalysis(text, base: base).terminalLines(
        visualOptions, width: width, alignsRightToLeft: alignRight)
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
    usage: bidi levels [--base ltr|rtl|auto] [FILE…]

    For each input line prints `paragraphLevel;levels;order`, exactly fields 2–4 (counting
    from 0) of BidiCharacterTest.txt: the resolved paragraph level; one level per Unicode
    scalar, `x` for characters removed by rule X9; and the visual order (left to right) of
    logical scalar indices, removed characters left out. Compare with any other engine.
    """

  static func run(_ arguments: inout Arguments, io: CommandIO) throws -> ExitCode {
    let base = try LineInput.base(&arguments)
    let paths = try arguments.positionals()
    return try LineInput.mapLines(paths, io: io) { text in
      let analysis = BidiAnalysis(text, base: base)
      guard !analysis.paragraphs.isEmpty else { return "\(base.fixedDirection?.level ?? 0);;" }
      // A line holds one paragraph unless it contains U+2029, U+0085 or a lone CR: then each
      // paragraph is printed on its own line, in order.
      return analysis.paragraphs.map { paragraph in
        let line = paragraph.line
        let levels = zip(paragraph.bidiClasses, line.levels).map { $0.isRemovedByX9 ? "x" : String($1) }
        let order = line.visualOrder.filter { !paragraph.bidiClasses[$0].isRemovedByX9 }
        return
          "\(paragraph.baseLevel);\(levels.joined(separator: " "));\(order.map(String.init).joined(separator: " "))"
      }.joined(separator: "\n")
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
      for (i, scalar) in paragraph.scalars.enumerated() {
        let bidiClass = paragraph.bidiClasses[i]
        let shown = BidiNotation.escape(String(Character(scalar)))
        let level = bidiClass.isRemovedByX9 ? "x" : String(line.levels[i])
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
