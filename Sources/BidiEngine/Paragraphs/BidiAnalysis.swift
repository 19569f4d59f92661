/// Text analysed with the Unicode Bidirectional Algorithm (UAX #9): split into paragraphs
/// (rule P1), each with its resolved paragraph level and embedding levels.
///
/// ```swift
/// let analysis = BidiAnalysis("Call +1 408-555-1212 \u{200F}עכשיו", base: .rightToLeft)
/// print(analysis.visualString())          // what a terminal without bidi should show
/// let paragraph = analysis.paragraphs[0]
/// paragraph.levels                         // one level per scalar
/// paragraph.line.visualRuns                // runs for a shaping engine
/// ```
///
/// Levels are resolved by GNU FriBidi where the build links it (the `FriBidi` package trait, on
/// by default on Linux), with BidiKit's own handling of isolates, paragraph direction, and
/// character properties current to the Unicode data BidiKit was generated from; elsewhere
/// (Apple platforms, or the trait off) by BidiKit's own resolver in Swift. Both give the
/// levels the Unicode conformance files expect.
public struct BidiAnalysis: Sendable, Hashable {
  /// The analysed text.
  public let text: String
  /// Its paragraphs, in order. Empty text has no paragraphs.
  public let paragraphs: [BidiParagraph]

  /// Tuning for adversarial input.
  public struct Options: Sendable, Hashable {
    /// The largest number of paired-bracket characters (rule N0) resolved in one paragraph;
    /// past it the paragraph's brackets are resolved as plain neutrals and the
    /// paragraph reports ``BidiParagraph/bracketLimitExceeded``. Bounds time on inputs such as
    /// `[]` repeated 100 000 times. Default 4096.
    public var bracketLimit: Int

    /// The longest paragraph analysed as one, in scalars. A longer paragraph is cut into
    /// pieces of this length, each analysed as a paragraph of its own (a documented, bounded
    /// result instead of running out of the engine's 32-bit indices). Default 100 000 000.
    public var maximumParagraphLength: Int

    /// Whether paragraphs of one direction skip FriBidi (``UniformParagraph``). Off only in the
    /// tests that compare the fast paths with FriBidi's full path.
    var usesFastPaths = true

    /// The length from which a paragraph is resolved in chunks, with the same levels and less
    /// memory (``ParagraphResolver/resolveInChunks``). Lowered only in the tests that compare
    /// chunks with whole paragraphs.
    var chunkLength = ParagraphResolver.defaultChunkLength

    /// The back end that resolves levels (``ResolutionEngine``): the build's default, changed
    /// only by the tests that compare the back ends.
    var engine = ResolutionEngine.default

    /// Creates options.
    public init(bracketLimit: Int = 4096, maximumParagraphLength: Int = 100_000_000) {
      precondition(maximumParagraphLength > 0 && maximumParagraphLength <= 1 << 28, "1...2^28 scalars")
      self.bracketLimit = bracketLimit
      self.maximumParagraphLength = maximumParagraphLength
    }
  }

  /// Analyses `text`.
  ///
  /// - Parameters:
  ///   - text: any string; paragraphs are split at paragraph separators (`\n`, `\r`, `\r\n`,
  ///     U+001C–U+001E, U+0085, U+2029), which stay at the end of their paragraph.
  ///   - base: the paragraph direction, or how to find it.
  ///   - options: limits for adversarial input.
  public init(_ text: String, base: BaseDirection = .auto, options: Options = Options()) {
    self.text = text
    // One pass over the UTF-8: every scalar and its class (DirectVisualString.decode); then,
    // only when there is a separator, where each paragraph ends (after its separator; CR LF
    // is one separator).
    // At least 1: `Array(unsafeUninitializedCapacity: 0)` writes the count into the standard
    // library's shared empty-array storage, which the thread sanitizer reports as a race when
    // threads analyse empty texts at once.
    var utf8Text = text
    utf8Text.makeContiguousUTF8()  // no copy for a native string
    let capacity = max(1, utf8Text.utf8.count)
    var classes: [BidiClass] = []
    var mask: UInt32 = 0
    let scalars = [Unicode.Scalar](unsafeUninitializedCapacity: capacity) { scalarBuffer, scalarCount in
      classes = [BidiClass](unsafeUninitializedCapacity: capacity) { classBuffer, classCount in
        scalarBuffer.withMemoryRebound(to: UInt32.self) { values in
          utf8Text.utf8.withContiguousStorageIfAvailable { bytes in
            (classCount, mask, _) = DirectVisualString.decode(
              bytes, scalars: values.baseAddress!, classes: classBuffer.baseAddress!)
          }
        }
      }
      scalarCount = classes.count
    }
    var ends: [TextPosition] = []  // where each paragraph ends
    // Text without separators but at the very end (most lines) is one paragraph: no array.
    var singleParagraph = !scalars.isEmpty
    if mask & 1 << BidiClass.paragraphSeparator.rawValue != 0 {
      var position = TextPosition.zero
      var i = 0
      while i < scalars.count {
        position.advance(over: scalars[i])
        if classes[i] == .paragraphSeparator
          && !(scalars[i] == "\r" && i + 1 < scalars.count && scalars[i + 1] == "\n")
        {
          ends.append(position)
        }
        i += 1
      }
      if ends.last?.scalarOffset != scalars.count { ends.append(position) }
      singleParagraph = ends.count == 1
    }
    if singleParagraph && scalars.count <= options.maximumParagraphLength {
      // Resolution fails only when FriBidi cannot allocate memory.
      guard
        let paragraph = try? BidiParagraph(
          scalars: scalars, classes: classes, start: .zero, base: base, bracketLimit: options.bracketLimit,
          usesFastPaths: options.usesFastPaths, chunkLength: options.chunkLength, engine: options.engine)
      else { preconditionFailure("out of memory") }
      self.paragraphs = [paragraph]
      return
    }
    if singleParagraph {
      ends = [
        TextPosition(scalarOffset: scalars.count, utf8Offset: text.utf8.count, utf16Offset: text.utf16.count)
      ]
    }
    var paragraphs: [BidiParagraph] = []
    paragraphs.reserveCapacity(ends.count)
    var start = TextPosition.zero
    var pieces: [(start: TextPosition, end: Int)] = []
    for endPosition in ends {
      // Paragraphs longer than the maximum are cut into pieces.
      while endPosition.scalarOffset - start.scalarOffset > options.maximumParagraphLength {
        pieces.append((start, start.scalarOffset + options.maximumParagraphLength))
        for scalar in scalars[start.scalarOffset..<start.scalarOffset + options.maximumParagraphLength] {
          start.advance(over: scalar)
        }
      }
      pieces.append((start, endPosition.scalarOffset))
      start = endPosition
    }
    for piece in pieces {
      let from = piece.start.scalarOffset
      let single = pieces.count == 1
      // Resolution fails only when FriBidi cannot allocate memory.
      guard
        let paragraph = try? BidiParagraph(
          scalars: single ? scalars : Array(scalars[from..<piece.end]),
          classes: single ? classes : Array(classes[from..<piece.end]), start: piece.start, base: base,
          bracketLimit: options.bracketLimit, usesFastPaths: options.usesFastPaths,
          chunkLength: options.chunkLength, engine: options.engine)
      else { preconditionFailure("out of memory") }
      paragraphs.append(paragraph)
    }
    self.paragraphs = paragraphs
  }

  /// Analyses UTF-8 bytes, throwing ``BidiError/invalidUTF8(_:)`` at the first malformed
  /// sequence instead of replacing it.
  public init(
    validatingUTF8 bytes: some Collection<UInt8>, base: BaseDirection = .auto,
    options: Options = Options()
  ) throws(BidiError) {
    let text: String
    do { text = try StrictUTF8.decode(bytes) } catch { throw .invalidUTF8(error) }
    self.init(text, base: base, options: options)
  }

  /// The visual text: every paragraph as one line in display order, joined by `\n`.
  ///
  /// When the visual text is all you need, ``visualString(of:base:options:)`` gives the same
  /// string from the text without making the analysis.
  public func visualString(_ options: VisualOptions = VisualOptions()) -> String {
    if paragraphs.count == 1 {
      let paragraph = paragraphs[0]
      // Left to right throughout with nothing to remove (mirroring is for odd levels only):
      // the text itself.
      if paragraph.uniformLevel == 0 && paragraph.separatorCount == 0 && !options.shapesArabic
        && !(options.removesBidiControls
          && paragraph.scalars.contains { $0 == "\u{200E}" || $0 == "\u{200F}" || $0 == "\u{061C}" })
      {
        return text
      }
      return paragraph.line(0..<paragraph.count - paragraph.separatorCount).visualString(options)
    }
    var result = ""
    for (i, paragraph) in paragraphs.enumerated() {
      if i > 0 { result += "\n" }
      let line = paragraph.line(0..<paragraph.count - paragraph.separatorCount)
      result += line.visualString(options)
    }
    return result
  }
}
