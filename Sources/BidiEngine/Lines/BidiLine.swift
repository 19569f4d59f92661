/// One line of a paragraph, reordered for display (rules L1 and L2).
///
/// Break text into lines in logical order first (by width, at spaces), then make a line of
/// each range: levels at the end of a line differ from those in the middle of a paragraph.
public struct BidiLine: Sendable, Hashable {
  /// The paragraph this line belongs to.
  public let paragraph: BidiParagraph
  /// The line's scalar offsets within the paragraph.
  public let range: Range<Int>
  /// The level of each scalar of the line (index 0 is `range.lowerBound`), with rule L1
  /// applied at the line's end.
  ///
  /// A line whose scalars all have one level (a paragraph of one direction, most real lines)
  /// stores that level alone, and this array is made on each access: O(n) time and one
  /// allocation. Read it once and keep it when you need it more than once. (Storing it would
  /// put that allocation on every such line, read or not; on the corpus of the benchmarks an
  /// access costs a third of analysing the paragraph, 27–43 % from run to run.)
  public var levels: [BidiLevel] {
    sharedLevel.map { [BidiLevel](repeating: $0, count: range.count) } ?? storedLevels
  }
  /// The levels, unless they are all ``sharedLevel`` (then empty: no array for the most
  /// common lines).
  private let storedLevels: [BidiLevel]
  /// The level of every scalar of a line of a paragraph of one level (``UniformParagraph``).
  private let sharedLevel: BidiLevel?

  init(paragraph: BidiParagraph, range: Range<Int>) {
    self.paragraph = paragraph
    self.range = range
    // In a paragraph of one level, L1 keeps the paragraph level (the only level) everywhere.
    if let level = paragraph.uniformLevel {
      storedLevels = []
      sharedLevel = level
      return
    }
    sharedLevel = nil
    // A line that is the whole paragraph shares the paragraph's levels (no copy) unless L1
    // changes one.
    var levels =
      range == paragraph.resolvedLevels.indices
      ? paragraph.resolvedLevels : Array(paragraph.resolvedLevels[range])
    // L1 part 4: whitespace and isolate controls at the end of the line.
    var i = levels.count - 1
    while i >= 0 && ParagraphResolver.resetsAtLineEnd(paragraph.bidiClasses[range.lowerBound + i]) {
      if levels[i] != paragraph.baseLevel { levels[i] = paragraph.baseLevel }
      i -= 1
    }
    storedLevels = levels
  }

  /// The level of every scalar when they all have the same, else `nil`.
  private var uniformLevel: BidiLevel? {
    if let sharedLevel { return sharedLevel }
    guard let first = storedLevels.first, !storedLevels.contains(where: { $0 != first }) else { return nil }
    return first
  }

  /// The visual order: element `v` is the paragraph scalar offset shown at visual position
  /// `v` (left to right). Characters removed by X9 are included, beside their neighbour.
  /// Corresponds to `fribidi_reorder_line`.
  public var visualOrder: [Int] { visualOrder(reorderingNonspacingMarks: false) }

  /// The visual order; when `reorderingNonspacingMarks` is set, combining marks in
  /// right-to-left runs are kept after their base character (rule L3), which is what a
  /// terminal or glyph renderer needs to combine them with the right character. Unset (as in
  /// ``visualOrder``), the order is rule L2 alone, as the conformance files list it.
  /// ``VisualOptions`` sets it by default for visual strings.
  public func visualOrder(reorderingNonspacingMarks: Bool) -> [Int] {
    if range.isEmpty { return [] }
    // One level throughout (most real lines): the order is the logical one or its reverse.
    if paragraph.usesFastPaths, let level = uniformLevel {
      return [Int](unsafeUninitializedCapacity: range.count) { buffer, initialized in
        paragraph.bidiClasses.withUnsafeBufferPointer { classes in
          UniformParagraph.forEachVisualIndex(
            classes: UnsafeBufferPointer(rebasing: classes[range]), level: level,
            reorderingNonspacingMarks: reorderingNonspacingMarks
          ) { logical in
            buffer[initialized] = logical + range.lowerBound
            initialized += 1
          }
        }
      }
    }
    // The levels already have L1 applied: rules L2 and L3 (``LevelOrder``).
    let levels = self.levels
    return [Int](unsafeUninitializedCapacity: range.count) { buffer, initialized in
      levels.withUnsafeBufferPointer { levels in
        paragraph.bidiClasses.withUnsafeBufferPointer { classes in
          LevelOrder.forEachVisualIndex(
            levels: levels, classes: UnsafeBufferPointer(rebasing: classes[range]),
            reorderingNonspacingMarks: reorderingNonspacingMarks
          ) { logical in
            buffer[initialized] = logical + range.lowerBound
            initialized += 1
          }
        }
      }
    }
  }

  /// The inverse of ``visualOrder``: element `i` (logical, from the line start) is the visual
  /// position of scalar `range.lowerBound + i`.
  public var logicalToVisual: [Int] {
    var result = [Int](repeating: 0, count: range.count)
    for (visual, logical) in visualOrder.enumerated() { result[logical - range.lowerBound] = visual }
    return result
  }

  /// Runs of equal level in logical order (BD7), with paragraph scalar offsets.
  public var levelRuns: [LevelRun] {
    let levels = self.levels
    var runs: [LevelRun] = []
    guard !levels.isEmpty else { return runs }
    var start = 0
    for i in 1...levels.count where i == levels.count || levels[i] != levels[start] {
      runs.append(LevelRun(level: levels[start], range: range.lowerBound + start..<range.lowerBound + i))
      start = i
    }
    return runs
  }

  /// The line's runs in visual order, left to right: each a logical range of one direction.
  /// A right-to-left run is displayed with its characters reversed. This is what a shaping
  /// engine such as HarfBuzz takes, one call per run.
  public var visualRuns: [VisualRun] {
    let order = visualOrder
    let levels = self.levels
    var runs: [VisualRun] = []
    var v = 0
    while v < order.count {
      let level = levels[order[v] - range.lowerBound]
      var w = v + 1
      let step = level & 1 == 0 ? 1 : -1
      while w < order.count && levels[order[w] - range.lowerBound] == level && order[w] == order[w - 1] + step
      {
        w += 1
      }
      let logical = step == 1 ? order[v]..<order[w - 1] + 1 : order[w - 1]..<order[v] + 1
      runs.append(VisualRun(level: level, range: logical))
      v = w
    }
    return runs
  }

  /// The line's text in visual order, left to right, for display by something that does
  /// not reorder (a terminal without bidi support, a glyph renderer).
  public func visualString(_ options: VisualOptions = VisualOptions()) -> String {
    let count = range.count
    var shaped: [UInt32] = []
    if options.shapesArabic {
      shaped = paragraph.scalars[range].map(\.value)
      let levels = self.levels
      shaped.withUnsafeMutableBufferPointer { text in
        paragraph.bidiClasses.withUnsafeBufferPointer { classes in
          levels.withUnsafeBufferPointer { levels in
            ArabicShaping.shape(
              text, classes: UnsafeBufferPointer(rebasing: classes[range]), levels: levels,
              engine: options.engine)
          }
        }
      }
    }
    // Written as it is ordered (rules L2 and L3), without an array of its order, by the writer
    // of BidiAnalysis.visualString(of:).
    let uniform = paragraph.usesFastPaths && count > 0 ? uniformLevel : nil
    let levels = uniform == nil ? self.levels : []
    let hasMarks =
      options.removesBidiControls
      && paragraph.scalars[range].contains { $0 == "\u{200E}" || $0 == "\u{200F}" || $0 == "\u{061C}" }
    return paragraph.scalars.withUnsafeBufferPointer { scalars in
      scalars.withMemoryRebound(to: UInt32.self) { scalars in
        paragraph.bidiClasses.withUnsafeBufferPointer { classes in
          levels.withUnsafeBufferPointer { levels in
            shaped.withUnsafeBufferPointer { shaped in
              // At most 4 bytes per scalar (shaping and mirroring can lengthen a scalar's
              // UTF-8), in scratch space (on the stack for short lines): the string is then
              // allocated at its size.
              withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(1, 4 * count)) { utf8 in
                // The writer's scratch for levels is not used: a uniform line's are not read.
                let lineLevels = levels.baseAddress ?? UnsafePointer(utf8.baseAddress!)
                var writer = DirectVisualString.Writer(
                  scalars: scalars.baseAddress!, classes: classes.baseAddress!,
                  levels: UnsafeMutablePointer(mutating: lineLevels), output: utf8.baseAddress!,
                  options: options, hasMarks: hasMarks)
                if options.shapesArabic {
                  writer.shaped = shaped.baseAddress
                  writer.shapedOffset = range.lowerBound
                }
                if count > 0 { writer.line(range, levels: lineLevels, uniformLevel: uniform) }
                return String(
                  decoding: UnsafeBufferPointer(rebasing: utf8[0..<writer.written]), as: UTF8.self)
              }
            }
          }
        }
      }
    }
  }
}

/// A run of one direction in a line's visual order.
public struct VisualRun: Sendable, Hashable {
  /// The embedding level of the run.
  public var level: BidiLevel
  /// The run's scalar offsets within its paragraph (logical order).
  public var range: Range<Int>
  /// The direction the run is displayed in.
  public var direction: TextDirection { TextDirection(level: level) }
}

/// How ``BidiLine/visualString(_:)`` builds its text.
public struct VisualOptions: Sendable, Hashable {
  /// Replace characters at right-to-left levels by their mirror glyph (rule L4), as `(` → `)`.
  public var mirrors: Bool
  /// Leave out the directional controls (LRM, RLM, ALM, embeddings, overrides, isolates,
  /// PDF, PDI), which a terminal would otherwise show as boxes or nothing.
  public var removesBidiControls: Bool
  /// Shape Arabic letters to presentation forms (with lam-alef ligatures), for terminals that
  /// do not shape. Off by default. Corresponds to `fribidi_shape_arabic`.
  public var shapesArabic: Bool
  /// Keep combining marks after their base character in right-to-left runs (rule L3), so
  /// that a terminal or renderer combines each with the right character. On by default.
  public var reordersNonspacingMarks: Bool
  /// Keep the paragraph separator (`\n`) at the end of the line's text.
  public var keepsParagraphSeparators: Bool
  /// The back end that shapes, and resolves the text of ``BidiAnalysis/visualString(of:base:options:)``
  /// and of the command line's renderer; changed only by the tests that compare the back ends.
  var engine = ResolutionEngine.default

  /// Options for terminal display: mirroring on, controls removed, marks after their base,
  /// no shaping.
  public init(
    mirrors: Bool = true, removesBidiControls: Bool = true, shapesArabic: Bool = false,
    reordersNonspacingMarks: Bool = true, keepsParagraphSeparators: Bool = false
  ) {
    self.mirrors = mirrors
    self.removesBidiControls = removesBidiControls
    self.shapesArabic = shapesArabic
    self.reordersNonspacingMarks = reordersNonspacingMarks
    self.keepsParagraphSeparators = keepsParagraphSeparators
  }
}
