internal import BidiInput

extension LineRenderer {
  /// What resolving the current line gave, its levels being in the buffers.
  struct ResolvedLine {
    var paragraphLevel: BidiLevel
    /// The level of every scalar when it is the same for all (the order needs no FriBidi).
    var uniformLevel: BidiLevel?
  }

  /// Decodes `line` into the buffers. Returns `false` when the line must go through
  /// ``BidiAnalysis`` instead: it holds a paragraph separator (several paragraphs), or is
  /// longer than a paragraph may be. Throws at malformed UTF-8.
  func decode(_ line: UnsafeBufferPointer<UInt8>) throws(InvalidUTF8) -> Bool {
    guard buffers.decode(line) else {
      _ = try StrictUTF8.decode(line)  // throws where the line is malformed
      return false  // not reached: both read sequences with `StrictUTF8.scalar(in:at:)`
    }
    return buffers.mask & (1 << BidiClass.paragraphSeparator.rawValue) == 0
      && buffers.count <= BidiAnalysis.Options().maximumParagraphLength
  }

  /// Resolves the current line as one paragraph and one line (rules P2–L1), its levels into
  /// the buffers, as ``BidiParagraph/line`` does.
  func resolve() -> ResolvedLine {
    let count = buffers.count
    let levels = buffers.levels
    if let level = UniformParagraph.level(mask: buffers.mask, base: base) {
      levels.update(repeating: level, count: count)
      return ResolvedLine(paragraphLevel: level, uniformLevel: level)
    }
    let classes = UnsafeBufferPointer(start: buffers.classes, count: count)
    // Resolution fails only when FriBidi cannot allocate memory, as in BidiAnalysis. The
    // levels are written straight into the buffers (a long line in chunks).
    guard
      let resolved = try? ParagraphResolver.resolve(
        scalars: UnsafeBufferPointer(start: buffers.scalars, count: count), classes: classes, base: base,
        bracketLimit: BidiAnalysis.Options().bracketLimit, chunkLength: chunkLength, engine: engine,
        into: UnsafeMutableBufferPointer(start: levels, count: count))
    else { preconditionFailure("out of memory") }
    let paragraphLevel = resolved.paragraphLevel
    if let level = resolved.uniformLevel {
      levels.update(repeating: level, count: count)
      return ResolvedLine(paragraphLevel: level, uniformLevel: level)
    }
    return ResolvedLine(
      paragraphLevel: paragraphLevel,
      uniformLevel: ParagraphResolver.endLine(levels, classes: classes, paragraphLevel: paragraphLevel))
  }

  /// Calls `body` with the logical index of each scalar of the current line, left to right,
  /// as ``BidiLine/visualOrder(reorderingNonspacingMarks:)``.
  func forEachVisualIndex(
    _ resolved: ResolvedLine, reorderingNonspacingMarks: Bool, _ body: (Int) -> Void
  ) {
    let count = buffers.count
    let classes = UnsafeBufferPointer(start: buffers.classes, count: count)
    if let level = resolved.uniformLevel {
      UniformParagraph.forEachVisualIndex(
        classes: classes, level: level, reorderingNonspacingMarks: reorderingNonspacingMarks, body)
    } else {
      // Rule L2 (and L3) from the levels alone, streamed: no table of indices.
      LevelOrder.forEachVisualIndex(
        levels: UnsafeBufferPointer(start: buffers.levels, count: count), classes: classes,
        reorderingNonspacingMarks: reorderingNonspacingMarks, body)
    }
  }

  /// Appends a non-negative number in decimal.
  @inline(__always)
  static func appendNumber(_ number: Int, to output: inout [UInt8]) {
    if number < 10 {
      output.append(UInt8(truncatingIfNeeded: 0x30 + number))
      return
    }
    var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (
      0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0
    )
    var n = number
    var k = 0
    withUnsafeMutableBytes(of: &digits) { buffer in
      while n > 0 || k == 0 {
        buffer[k] = UInt8(truncatingIfNeeded: 0x30 + n % 10)
        n /= 10
        k += 1
      }
      while k > 0 {
        k -= 1
        output.append(buffer[k])
      }
    }
  }
}
