extension DirectVisualString {
  /// Writes the visual UTF-8 of paragraphs whose scalars and classes are decoded (for
  /// ``BidiAnalysis/visualString(of:base:options:)``), and of lines whose levels are resolved
  /// (for ``BidiLine/visualString(_:)``).
  struct Writer {
    let scalars: UnsafePointer<UInt32>
    let classes: UnsafePointer<BidiClass>
    /// Scratch for the levels of a paragraph that is not uniform.
    let levels: UnsafeMutablePointer<BidiLevel>
    let output: UnsafeMutablePointer<UInt8>
    let options: VisualOptions
    /// The classes whose scalars ``VisualScalars/displayed(_:shaped:bidiClass:level:options:)``
    /// writes unchanged at an odd level, one bit per raw value (at an even level, `ON` too).
    let unchangedAtOddLevels: UInt32
    let unchangedAtEvenLevels: UInt32
    /// Bytes written to `output`.
    var written = 0
    /// The shaped scalars (``ArabicShaping``) of a shaped line, from scalar `shapedOffset` on:
    /// then every scalar is written as ``VisualScalars`` shows its shaped value.
    var shaped: UnsafePointer<UInt32>? = nil
    var shapedOffset = 0

    /// - Parameter hasMarks: whether the text holds LRM, RLM or ALM.
    init(
      scalars: UnsafePointer<UInt32>, classes: UnsafePointer<BidiClass>,
      levels: UnsafeMutablePointer<BidiLevel>, output: UnsafeMutablePointer<UInt8>, options: VisualOptions,
      hasMarks: Bool
    ) {
      self.scalars = scalars
      self.classes = classes
      self.levels = levels
      self.output = output
      self.options = options
      // What VisualScalars.displayed leaves as it is, without shaping: numbers, separators,
      // terminators, marks, BN and whitespace always; strong letters unless a mark among them
      // is removed; controls unless removed; ON unless mirrored.
      var unchanged: UInt32 = 0
      for c: BidiClass in [
        .europeanNumber, .europeanSeparator, .europeanTerminator, .arabicNumber, .commonSeparator,
        .nonspacingMark,
        .boundaryNeutral, .segmentSeparator, .whitespace,
      ] {
        unchanged |= 1 << c.rawValue
      }
      if !(hasMarks && options.removesBidiControls) {
        unchanged |=
          1 << BidiClass.leftToRight.rawValue | 1 << BidiClass.rightToLeft.rawValue
          | 1 << BidiClass.arabicLetter.rawValue
      }
      if !options.removesBidiControls { unchanged |= UniformParagraph.explicit }
      let otherNeutral: UInt32 = 1 << BidiClass.otherNeutral.rawValue
      unchangedAtOddLevels = options.mirrors ? unchanged : unchanged | otherNeutral
      unchangedAtEvenLevels = unchanged | otherNeutral
    }

    /// Writes the `\n` that joins paragraphs.
    mutating func newline() {
      output[written] = 0x0A
      written += 1
    }

    /// Writes scalar `i` as shown at `level`.
    @inline(__always)
    private mutating func emit(_ i: Int, level: BidiLevel) {
      let unchanged = level & 1 == 0 ? unchangedAtEvenLevels : unchangedAtOddLevels
      if unchanged & 1 << classes[i].rawValue != 0 && shaped == nil {
        written += VisualScalars.writeUTF8(scalars[i], to: output + written)
      } else {
        emitChanged(i, level: level)
      }
    }

    /// Writes scalar `i` as VisualScalars shows it at `level`: mirrored, or left out.
    private mutating func emitChanged(_ i: Int, level: BidiLevel) {
      if let value = VisualScalars.displayed(
        scalars[i], shaped: shaped.map { $0[i - shapedOffset] }, bidiClass: classes[i], level: level,
        options: options)
      {
        written += VisualScalars.writeUTF8(value, to: output + written)
      }
    }

    /// Writes the line `range.lowerBound..<bodyEnd` of the paragraph `range` (its separators
    /// from `bodyEnd` on are left out) in visual order.
    ///
    /// - Parameter mask: the classes of the paragraph, one bit per raw value.
    mutating func paragraph(_ range: Range<Int>, bodyEnd: Int, mask: UInt32, base: BaseDirection) {
      let start = range.lowerBound
      let lineCount = bodyEnd - start
      if lineCount == 0 { return }
      let lineClasses = UnsafeBufferPointer(start: classes + start, count: lineCount)
      // A paragraph of one direction: every level is the paragraph level.
      if let level = UniformParagraph.level(mask: mask, base: base) {
        writeUniform(start..<bodyEnd, level: level)
        return
      }
      let lineLevels = levels + start
      let paragraphLevel: BidiLevel
      let lineScalars = UnsafeBufferPointer(start: scalars + start, count: lineCount)
      if ImplicitParagraph.applies(
        mask: mask, scalars: lineScalars, classes: lineClasses,
        bracketLimit: BidiAnalysis.Options().bracketLimit)
      {
        // No explicit formatting (most mixed paragraphs): resolved without FriBidi.
        paragraphLevel = ImplicitParagraph.paragraphLevel(lineClasses, base: base)
        withUnsafeTemporaryAllocation(byteCount: 5 * lineCount, alignment: 4) { raw in
          ImplicitParagraph.resolve(
            lineClasses, scalars: lineScalars, paragraphLevel: paragraphLevel,
            types: (raw.baseAddress! + 4 * lineCount).bindMemory(to: BidiClass.self, capacity: lineCount),
            positions: raw.baseAddress!.bindMemory(to: Int32.self, capacity: lineCount), into: lineLevels)
        }
      } else {
        // Resolution fails only when FriBidi cannot allocate memory, as in BidiAnalysis. The
        // levels are written in place (a long paragraph in chunks).
        guard
          let resolved = try? ParagraphResolver.resolve(
            scalars: UnsafeBufferPointer(start: scalars + start, count: range.count),
            classes: UnsafeBufferPointer(start: classes + start, count: range.count), base: base,
            bracketLimit: BidiAnalysis.Options().bracketLimit, engine: options.engine,
            into: UnsafeMutableBufferPointer(start: lineLevels, count: range.count))
        else { preconditionFailure("out of memory") }
        paragraphLevel = resolved.paragraphLevel
        if let level = resolved.uniformLevel { lineLevels.update(repeating: level, count: lineCount) }
      }
      // A line of one level after all is ordered as one, as BidiLine orders it.
      line(
        start..<bodyEnd, levels: lineLevels,
        uniformLevel: ParagraphResolver.endLine(
          lineLevels, classes: lineClasses, paragraphLevel: paragraphLevel))
    }

    /// Writes `line` in visual order (rules L2 and L3 from the levels alone: the order
    /// `fribidi_reorder_line` gives): `levels` are the line's (rule L1 applied), from
    /// `line.lowerBound`; when `uniformLevel` is set every scalar has it and `levels` is not read.
    mutating func line(_ line: Range<Int>, levels: UnsafePointer<BidiLevel>, uniformLevel: BidiLevel?) {
      if let level = uniformLevel {
        writeUniform(line, level: level)
        return
      }
      let start = line.lowerBound
      LevelOrder.forEachVisualIndex(
        levels: UnsafeBufferPointer(start: levels, count: line.count),
        classes: UnsafeBufferPointer(start: classes + start, count: line.count),
        reorderingNonspacingMarks: options.reordersNonspacingMarks
      ) { logical in
        emit(start + logical, level: levels[logical])
      }
    }

    /// Writes `line`, whose scalars are all at `level`, in the order of
    /// ``UniformParagraph/forEachVisualIndex(classes:level:reorderingNonspacingMarks:_:)``.
    private mutating func writeUniform(_ line: Range<Int>, level: BidiLevel) {
      if level & 1 == 0 {
        for i in line { emit(i, level: level) }
      } else if !options.reordersNonspacingMarks {
        for i in line.reversed() { emit(i, level: level) }
      } else {
        UniformParagraph.forEachVisualIndex(
          classes: UnsafeBufferPointer(start: classes + line.lowerBound, count: line.count), level: level,
          reorderingNonspacingMarks: true
        ) { emit(line.lowerBound + $0, level: level) }
      }
    }
  }
}
