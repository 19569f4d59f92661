extension BidiAnalysis {
  /// The visual text of `text`: exactly `BidiAnalysis(text, base: base).visualString(options)`,
  /// without making the analysis.
  ///
  /// Use it when only the visual string is wanted (a terminal, a log, a golden file): it goes
  /// from the string's UTF-8 to the visual UTF-8 in scratch space of the call (on the stack for
  /// short text), makes no ``BidiParagraph`` or ``BidiLine`` and no array of scalars, classes
  /// or levels, and allocates only the result. Paragraphs of one direction (most real text)
  /// and mixed paragraphs without explicit formatting characters are resolved without
  /// FriBidi; a left-to-right one with nothing to remove is returned as it is, without a copy.
  /// Shaping (``VisualOptions/shapesArabic``) goes through the analysis.
  ///
  /// ```swift
  /// BidiAnalysis.visualString(of: "שלום (world)")  // "(world) םולש"
  /// ```
  public static func visualString(
    of text: String, base: BaseDirection = .auto, options: VisualOptions = VisualOptions()
  ) -> String {
    // Text that could be longer than one paragraph may be (cut into pieces), and shaping, take
    // the full path.
    var analysisOptions = Options()
    analysisOptions.engine = options.engine
    guard !options.shapesArabic, text.utf8.count <= analysisOptions.maximumParagraphLength else {
      return BidiAnalysis(text, base: base, options: analysisOptions).visualString(options)
    }
    if let visual = text.utf8.withContiguousStorageIfAvailable({
      DirectVisualString.visualString(of: $0, base: base, options: options)
    }) {
      return visual ?? text
    }
    // A bridged string without contiguous UTF-8: a native copy.
    var native = text
    native.makeContiguousUTF8()
    return native.utf8.withContiguousStorageIfAvailable {
      DirectVisualString.visualString(of: $0, base: base, options: options)
    }.map { $0 ?? native } ?? BidiAnalysis(text, base: base, options: analysisOptions).visualString(options)
  }
}

/// ``BidiAnalysis/visualString(of:base:options:)``: UTF-8 to visual UTF-8 through one scratch
/// allocation, with the steps of the full path: paragraphs split as `BidiAnalysis` splits them
/// (rule P1), each given the levels `BidiParagraph` gets (by ``UniformParagraph``; by
/// ``ImplicitParagraph`` for mixed paragraphs without explicit formatting, which the fast-path
/// tests compare with FriBidi's; else by ``ParagraphResolver``), its line without separators
/// given rule L1 and reordered as ``BidiLine/visualString(_:)`` does, and written by
/// ``VisualScalars``.
enum DirectVisualString {
  /// The visual UTF-8 of the valid UTF-8 `bytes` as a string, or `nil` when it is `bytes`
  /// themselves (one left-to-right paragraph with nothing to remove).
  static func visualString(
    of bytes: UnsafeBufferPointer<UInt8>, base: BaseDirection, options: VisualOptions
  ) -> String? {
    let n = bytes.count
    if n == 0 { return nil }
    // Per byte: a scalar (4), its class (1), its level (1), and 4 bytes of output (at most 4
    // bytes per scalar, at most one scalar per byte).
    return withUnsafeTemporaryAllocation(byteCount: 10 * n, alignment: 4) { raw in
      let start = raw.baseAddress!
      let scalars = start.bindMemory(to: UInt32.self, capacity: n)
      let classes = (start + 4 * n).bindMemory(to: BidiClass.self, capacity: n)
      let levels = (start + 5 * n).bindMemory(to: BidiLevel.self, capacity: n)
      let output = (start + 6 * n).bindMemory(to: UInt8.self, capacity: 4 * n)
      let (count, mask, hasMarks) = decode(bytes, scalars: scalars, classes: classes)
      let separator: UInt32 = 1 << BidiClass.paragraphSeparator.rawValue
      if mask & separator == 0, UniformParagraph.level(mask: mask, base: base) == 0,
        !(hasMarks && options.removesBidiControls)
      {
        // Level 0 throughout, no explicit control (a uniform paragraph has none), nothing to
        // mirror or remove: the visual text is the text.
        return nil
      }
      var writer = Writer(
        scalars: scalars, classes: classes, levels: levels, output: output, options: options,
        hasMarks: hasMarks)
      if mask & separator == 0 {
        writer.paragraph(0..<count, bodyEnd: count, mask: mask, base: base)
      } else {
        // Rule P1 as BidiAnalysis applies it: a paragraph ends after each separator, CR LF
        // being one; its line leaves its separators out.
        var paragraphStart = 0
        var i = 0
        while i < count {
          let isSeparator = classes[i] == .paragraphSeparator
          i += 1
          guard isSeparator || i == count else { continue }
          if isSeparator && scalars[i - 1] == 0x0D && i < count && scalars[i] == 0x0A { i += 1 }
          var bodyEnd = i
          while bodyEnd > paragraphStart && classes[bodyEnd - 1] == .paragraphSeparator { bodyEnd -= 1 }
          if paragraphStart > 0 { writer.newline() }
          writer.paragraph(
            paragraphStart..<i, bodyEnd: bodyEnd,
            mask: UniformParagraph.mask(
              UnsafeBufferPointer(start: classes + paragraphStart, count: i - paragraphStart)),
            base: base)
          paragraphStart = i
        }
      }
      return String(decoding: UnsafeBufferPointer(start: output, count: writer.written), as: UTF8.self)
    }
  }

  /// Decodes valid UTF-8 into scalars and their classes. Returns the number of scalars, the
  /// classes present (one bit per raw value) and whether LRM, RLM or ALM is among them.
  @inline(__always)
  static func decode(
    _ bytes: UnsafeBufferPointer<UInt8>, scalars: UnsafeMutablePointer<UInt32>,
    classes: UnsafeMutablePointer<BidiClass>
  ) -> (count: Int, mask: UInt32, hasMarks: Bool) {
    var count = 0
    var mask: UInt32 = 0
    var hasMarks = false
    UnicodeTables.shared.blockIndex.withUnsafeBufferPointer { blockIndex in
      UnicodeTables.shared.blocks.withUnsafeBufferPointer { blocks in
        var i = 0
        let end = bytes.count
        while i < end {
          // A `String`'s UTF-8 is valid: the lead byte gives the length. Decoded inline, as
          // LineBreaker does: a shared (inlinable) decoding function made this loop about 20 %
          // slower in TextBenchmarks (2.30× FriBidi C → 1.75–2.03×).
          let lead = UInt32(bytes[i])
          var value: UInt32
          if lead < 0x80 {
            value = lead
            i += 1
          } else if lead < 0xE0 {
            value = (lead & 0x1F) << 6 | UInt32(bytes[i + 1] & 0x3F)
            i += 2
          } else if lead < 0xF0 {
            value = (lead & 0x0F) << 12 | UInt32(bytes[i + 1] & 0x3F) << 6 | UInt32(bytes[i + 2] & 0x3F)
            i += 3
            if value == 0x200E || value == 0x200F { hasMarks = true }
          } else {
            value =
              (lead & 0x07) << 18 | UInt32(bytes[i + 1] & 0x3F) << 12 | UInt32(bytes[i + 2] & 0x3F) << 6
              | UInt32(bytes[i + 3] & 0x3F)
            i += 4
          }
          if value == 0x061C { hasMarks = true }
          let block = Int(blockIndex[Int(value >> 8)])
          let bidiClass = unsafeBitCast(blocks[block << 8 | Int(value & 0xFF)], to: BidiClass.self)
          scalars[count] = value
          classes[count] = bidiClass
          mask |= 1 << bidiClass.rawValue
          count += 1
        }
      }
    }
    return (count, mask, hasMarks)
  }
}
