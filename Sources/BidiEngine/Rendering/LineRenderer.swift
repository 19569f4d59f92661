/// Lines of UTF-8 in, their visual text or their levels out, byte buffer to byte buffer, for
/// the command line's line-by-line subcommands.
///
/// Reuses its buffers from line to line: a line costs no `String` and, when its paragraph is
/// of one direction (``UniformParagraph``, most real lines), no FriBidi call and no
/// allocation. Other lines are resolved by the same ``ParagraphResolver`` and reordered by
/// the same FriBidi calls as ``BidiAnalysis``, so the output is exactly that of
/// ``BidiAnalysis/terminalLines(_:width:alignment:layoutDirection:)`` (visual) and of
/// ``BidiLine/levels`` and ``BidiLine/visualOrder`` (levels); lines that hold several
/// paragraphs (U+2029, U+0085, a lone CR…) go through ``BidiAnalysis`` itself.
package struct LineRenderer {
  /// The paragraph direction, or how to find it.
  package let base: BaseDirection
  /// Called with the output when it reaches ``flushThreshold`` bytes in the middle of a
  /// line, so that a huge line's output is not held whole; `nil` to keep it all.
  package var flush: ((inout [UInt8]) -> Void)?
  /// The output size that triggers ``flush``.
  package var flushThreshold = 1 << 20
  /// The length from which a line is resolved in chunks (``ParagraphResolver/resolveInChunks``);
  /// lowered only in the tests that compare chunks with whole lines.
  var chunkLength = ParagraphResolver.defaultChunkLength
  /// The back end that resolves and shapes; changed only by the tests that compare them.
  var engine = ResolutionEngine.default

  /// The current line's scalars, classes and levels, and scratch space, reused.
  let buffers = LineBuffers()

  /// A renderer for paragraphs of direction `base`.
  package init(base: BaseDirection) {
    self.base = base
  }

  /// Appends `line` (UTF-8 without its newline) in visual order to `output`, as
  /// ``BidiAnalysis/terminalLines(_:width:alignment:layoutDirection:)`` without width: its
  /// lines joined by `\n`, with no newline at the end.
  package mutating func appendVisual(
    of line: UnsafeBufferPointer<UInt8>, options: VisualOptions, to output: inout [UInt8]
  ) throws(InvalidUTF8) {
    var options = options
    options.engine = engine
    guard try decode(line) else {
      let text = String(decoding: line, as: UTF8.self)
      var analysisOptions = BidiAnalysis.Options()
      analysisOptions.engine = engine
      let lines = BidiAnalysis(text, base: base, options: analysisOptions).terminalLines(
        options, width: nil, alignment: nil)
      output.append(contentsOf: lines.joined(separator: "\n").utf8)
      return
    }
    let count = buffers.count
    if count == 0 { return }
    let resolved = resolve()
    let level = resolved.uniformLevel
    // Level 0 throughout with nothing to remove or shape: the line is its own visual text.
    let mask = buffers.mask
    if level == 0 && !(buffers.hasMarks && options.removesBidiControls)
      && mask & UniformParagraph.explicit == 0
      && !(options.shapesArabic && mask & (1 << BidiClass.arabicLetter.rawValue) != 0)
    {
      output.append(contentsOf: line)
      return
    }
    output.reserveCapacity(output.count + line.count + count)
    let scalars = UnsafeBufferPointer(start: buffers.scalars, count: count)
    let classes = UnsafeBufferPointer(start: buffers.classes, count: count)
    let levels = UnsafeBufferPointer(start: buffers.levels, count: count)
    var shapedValues: UnsafeMutableBufferPointer<UInt32>? = nil
    if options.shapesArabic && buffers.mask & (1 << BidiClass.arabicLetter.rawValue) != 0 {
      shapedValues = buffers.shape(pieceLength: chunkLength, engine: engine)
    }
    var emitted = 0
    forEachVisualIndex(resolved, reorderingNonspacingMarks: options.reordersNonspacingMarks) { logical in
      emitted += 1
      if emitted & 0xFFF == 0, let flush, output.count >= flushThreshold { flush(&output) }
      if let value = VisualScalars.displayed(
        scalars[logical], shaped: shapedValues?[logical], bidiClass: classes[logical], level: levels[logical],
        options: options)
      {
        VisualScalars.appendUTF8(value, to: &output)
      }
    }
  }

  /// Appends `paragraphLevel;levels;order` for `line` (UTF-8 without its newline): fields 2–4
  /// of `BidiCharacterTest.txt`, `x` for characters removed by rule X9, which the order leaves
  /// out. A line of several paragraphs gives one such record per paragraph, joined by `\n`.
  package mutating func appendLevels(of line: UnsafeBufferPointer<UInt8>, to output: inout [UInt8])
    throws(InvalidUTF8)
  {
    guard try decode(line) else {
      var analysisOptions = BidiAnalysis.Options()
      analysisOptions.engine = engine
      let analysis = BidiAnalysis(String(decoding: line, as: UTF8.self), base: base, options: analysisOptions)
      for (i, paragraph) in analysis.paragraphs.enumerated() {
        if i > 0 { output.append(0x0A) }
        let whole = paragraph.line
        paragraph.bidiClasses.withUnsafeBufferPointer { classes in
          whole.levels.withUnsafeBufferPointer { levels in
            appendLevelsRecord(
              paragraphLevel: paragraph.baseLevel, classes: classes, levels: levels, to: &output
            ) { body in
              for logical in whole.visualOrder { body(logical) }
            }
          }
        }
      }
      return
    }
    let count = buffers.count
    if count == 0 {
      Self.appendNumber(Int(base.fixedDirection?.level ?? 0), to: &output)
      output.append(contentsOf: [0x3B, 0x3B])  // ";;"
      return
    }
    let resolved = resolve()
    appendLevelsRecord(
      paragraphLevel: resolved.paragraphLevel,
      classes: UnsafeBufferPointer(start: buffers.classes, count: count),
      levels: UnsafeBufferPointer(start: buffers.levels, count: count), to: &output
    ) { body in
      forEachVisualIndex(resolved, reorderingNonspacingMarks: false, body)
    }
  }

  private func appendLevelsRecord(
    paragraphLevel: BidiLevel, classes: UnsafeBufferPointer<BidiClass>,
    levels: UnsafeBufferPointer<BidiLevel>,
    to output: inout [UInt8], order: ((Int) -> Void) -> Void
  ) {
    Self.appendNumber(Int(paragraphLevel), to: &output)
    output.append(0x3B)
    for i in 0..<classes.count {
      if i > 0 { output.append(0x20) }
      if classes[i].isRemovedByX9 {
        output.append(0x78)  // x
      } else {
        Self.appendNumber(Int(levels[i]), to: &output)
      }
      if i & 0xFFFF == 0, let flush, output.count >= flushThreshold { flush(&output) }
    }
    output.append(0x3B)
    var first = true
    var written = 0
    order { logical in
      guard !classes[logical].isRemovedByX9 else { return }
      if !first { output.append(0x20) }
      first = false
      Self.appendNumber(logical, to: &output)
      written += 1
      if written & 0xFFFF == 0, let flush, output.count >= flushThreshold { flush(&output) }
    }
  }
}
