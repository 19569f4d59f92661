/// Display width of text in terminal columns, from the Unicode 15.0 data.
///
/// Per scalar (``width(of:)-(Unicode.Scalar)``), as glibc's `wcwidth` computes it: combining
/// and enclosing marks, format characters (except U+00AD SOFT HYPHEN and the prepended
/// concatenation marks such as U+0600 ARABIC NUMBER SIGN), control characters, the line and
/// paragraph separators and the conjoining Hangul vowels and final consonants take no column;
/// East Asian Wide and Fullwidth characters (CJK, Hangul syllables, most emoji) take two, and so
/// do U+3248...U+324F and U+4DC0...U+4DFF as in glibc; everything else one, unassigned code
/// points included (where `wcwidth` gives -1). The table is generated from `EastAsianWidth.txt`,
/// `HangulSyllableType.txt`, `PropList.txt`, `UnicodeData.txt` and `emoji-data.txt`.
///
/// Per string (``width(of:)-(StringProtocol)``), by grapheme cluster: a cluster takes the
/// columns of its scalars, except that a pictograph joined by U+200D ZERO WIDTH JOINER adds
/// nothing (an emoji ZWJ sequence shows as one emoji), nor does an emoji modifier (skin tone)
/// after its base, and an emoji shown as text by default
/// takes two columns when U+FE0F VARIATION SELECTOR-16 asks for emoji presentation.
public enum TerminalColumns {
  /// The number of columns `scalar` takes: 0, 1 or 2.
  public static func width(of scalar: Unicode.Scalar) -> Int {
    Int(ColumnWidthTable.shared.entry(scalar.value) & 3)
  }

  /// The number of columns `text` takes on one line, counted by grapheme cluster.
  public static func width(of text: some StringProtocol) -> Int {
    let table = ColumnWidthTable.shared
    if text.utf8.allSatisfy({ $0 < 0x80 }) {
      // ASCII: one cluster per scalar (CR LF aside, both zero wide).
      return text.utf8.reduce(0) { $0 + Int(table.entry(UInt32($1)) & 3) }
    }
    var total = 0
    for character in text { total += width(of: character) }
    return total
  }

  /// The number of columns one grapheme cluster takes.
  public static func width(of character: Character) -> Int {
    let table = ColumnWidthTable.shared
    var total = 0
    var joined = false
    var textEmoji = false
    var first = true
    for scalar in character.unicodeScalars {
      let entry = table.entry(scalar.value)
      if first {
        textEmoji = entry & ColumnWidthTable.textPresentationEmoji != 0
        first = false
      }
      // After a ZWJ or as an emoji modifier (skin tone), a scalar is part of one emoji.
      if !joined && (total == 0 || !scalar.properties.isEmojiModifier) { total += Int(entry & 3) }
      joined = scalar.value == 0x200D
      if scalar.value == 0xFE0F && textEmoji { total = max(total, 2) }
    }
    return total
  }
}

/// Terminal widths per code point, built once from `Generated/ColumnWidthRuns.swift`: two-stage,
/// the high bits of a code point select a shared 256-entry block.
struct ColumnWidthTable: Sendable {
  /// Bit set for an emoji with text presentation by default (Emoji, not Emoji_Presentation).
  static let textPresentationEmoji: UInt8 = 4

  let blockIndex: [UInt16]
  let blocks: [UInt8]

  static let shared = ColumnWidthTable()

  private init() {
    var values = [UInt8](repeating: 1, count: 0x110000)
    for (i, run) in columnWidthRuns.enumerated() {
      let start = Int(run >> 3)
      let end = i + 1 < columnWidthRuns.count ? Int(columnWidthRuns[i + 1] >> 3) : 0x110000
      for cp in start..<end { values[cp] = UInt8(run & 7) }
    }
    let (blockIndex, blocks) = TwoStageBlocks.build(values)
    self.blockIndex = blockIndex
    self.blocks = blocks
  }

  /// Columns in bits 0-1, ``textPresentationEmoji`` in bit 2.
  @inline(__always)
  func entry(_ codePoint: UInt32) -> UInt8 {
    guard codePoint < 0x110000 else { return 1 }
    return blocks[Int(blockIndex[Int(codePoint >> 8)]) << 8 | Int(codePoint & 0xFF)]
  }
}
