extension Unicode.Scalar {
  /// The Bidi_Class of this scalar (UAX #9), from the Unicode data BidiKit was generated from.
  public var bidiClass: BidiClass { BidiClass(self) }

  /// The Bidi_Mirroring_Glyph of this scalar: the character drawn in its place at a
  /// right-to-left level (rule L4), such as `)` for `(`; `nil` when it has none.
  public var bidiMirroringGlyph: Unicode.Scalar? {
    UnicodeTables.shared.mirrors[value].flatMap(Unicode.Scalar.init)
  }

  /// The paired bracket of this scalar (Bidi_Paired_Bracket, rule BD14–BD16), such as `]` for
  /// `[`, and whether it opens the pair; `nil` for characters that are not paired brackets.
  public var bidiPairedBracket: (pair: Unicode.Scalar, isOpening: Bool)? {
    let tables = UnicodeTables.shared
    guard let pair = tables.pairedBrackets[value], let kind = tables.brackets[value],
      let scalar = Unicode.Scalar(pair)
    else { return nil }
    return (scalar, kind & 0x8000_0000 != 0)
  }
}
