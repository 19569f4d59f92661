/// One paragraph of analysed text: its resolved paragraph level and the embedding level and
/// bidi class of every Unicode scalar.
///
/// Offsets into a paragraph are *scalar offsets* from its start; ``TextPosition`` converts
/// them to UTF-8 and UTF-16 offsets and `String.Index`. A paragraph includes its trailing
/// paragraph separator (`\n`, `\r\n`, U+2029…), if any.
public struct BidiParagraph: Sendable, Hashable {
  /// The scalars of the paragraph, in logical order, separator included.
  public let scalars: [Unicode.Scalar]
  /// The bidi class of each scalar.
  public let bidiClasses: [BidiClass]
  /// The resolved paragraph embedding level: 0 for left-to-right, 1 for right-to-left.
  public let baseLevel: BidiLevel
  /// Where the paragraph starts in the analysed text.
  public let start: TextPosition
  /// Whether a segment of the paragraph had more paired-bracket characters than the
  /// ``BidiAnalysis/Options/bracketLimit``, so rule N0 was skipped for it and its brackets
  /// resolved as plain neutrals. A bound against FriBidi's quadratic time (and deep recursion)
  /// on adversarial bracket runs; real text never comes near it.
  public let bracketLimitExceeded: Bool
  /// Levels before the line-end part of rule L1; empty when ``uniformLevel`` is set.
  let resolvedLevels: [BidiLevel]
  /// The level of every scalar of a paragraph of one direction (``UniformParagraph``).
  let uniformLevel: BidiLevel?
  /// Whether lines of one level are reordered without FriBidi (off only to test the fast
  /// paths against FriBidi).
  let usesFastPaths: Bool

  init(
    scalars: [Unicode.Scalar], classes: [BidiClass], start: TextPosition, base: BaseDirection,
    bracketLimit: Int, usesFastPaths: Bool = true, chunkLength: Int = ParagraphResolver.defaultChunkLength,
    engine: ResolutionEngine = .default
  ) throws(BidiError) {
    let resolved = try scalars.withUnsafeBufferPointer { scalarBuffer throws(BidiError) in
      try scalarBuffer.withMemoryRebound(to: UInt32.self) { points throws(BidiError) in
        try classes.withUnsafeBufferPointer { classBuffer throws(BidiError) in
          try ParagraphResolver.resolve(
            scalars: points, classes: classBuffer, base: base, bracketLimit: bracketLimit,
            usesFastPaths: usesFastPaths, chunkLength: chunkLength, engine: engine)
        }
      }
    }
    self.scalars = scalars
    self.bidiClasses = classes
    self.baseLevel = resolved.paragraphLevel
    self.start = start
    self.bracketLimitExceeded = resolved.bracketLimitExceeded
    self.resolvedLevels = resolved.levels
    self.uniformLevel = resolved.uniformLevel
    self.usesFastPaths = usesFastPaths
  }

  /// The paragraph direction.
  public var direction: TextDirection { TextDirection(level: baseLevel) }

  /// The number of scalars, separator included.
  public var count: Int { scalars.count }

  /// The number of paragraph-separator scalars at the end (0, 1, or 2 for `\r\n`).
  public var separatorCount: Int {
    var n = 0
    while n < bidiClasses.count && bidiClasses[bidiClasses.count - 1 - n] == .paragraphSeparator {
      n += 1
    }
    return n
  }

  /// The resolved embedding level of every scalar, with rule L1 applied as if the whole
  /// paragraph were one line (what `BidiCharacterTest.txt` lists). Scalars removed by rule X9
  /// (see ``BidiClass/isRemovedByX9``) carry the level of the scalar before them.
  ///
  /// For a paragraph of one direction the array is made on each access (O(n), see
  /// ``BidiLine/levels``): read it once when you need it more than once.
  public var levels: [BidiLevel] { line.levels }

  /// The paragraph laid out as a single line.
  public var line: BidiLine { line(0..<count) }

  /// A line of the paragraph: `range` is in scalar offsets from the paragraph start, as
  /// produced by breaking the text in logical order.
  public func line(_ range: Range<Int>) -> BidiLine {
    precondition(range.lowerBound >= 0 && range.upperBound <= count, "line range out of paragraph")
    return BidiLine(paragraph: self, range: range)
  }

  /// Runs of equal level in logical order (BD7), on the paragraph as a single line.
  public var levelRuns: [LevelRun] { line.levelRuns }
}

/// A run of characters at one embedding level, in logical order.
public struct LevelRun: Sendable, Hashable {
  /// The embedding level of the run.
  public var level: BidiLevel
  /// The run's scalar offsets within its paragraph.
  public var range: Range<Int>
  /// The direction of the run's level.
  public var direction: TextDirection { TextDirection(level: level) }
}
