/// Lookup structures for ``ArabicShaping``, built once from the generated
/// `arabicJoiningRuns` and `arabicPresentationForms` (Scripts/generate-unicode-tables.py).
struct ArabicShapingTables: Sendable {
  /// Block index per 256 code points, and the distinct 256-entry blocks of joining properties.
  private let blockIndex: [UInt16]
  private let blocks: [UInt8]
  /// The first character with presentation forms, and four forms per character from it
  /// (isolated, final, initial, medial; the character itself where it has none).
  private let firstShaped: UInt32
  private let forms: [UInt32]

  static let shared = ArabicShapingTables()

  private init() {
    var properties = [UInt8](repeating: 0, count: 0x110000)
    for (i, run) in arabicJoiningRuns.enumerated() {
      let start = Int(run >> 8)
      let end = i + 1 < arabicJoiningRuns.count ? Int(arabicJoiningRuns[i + 1] >> 8) : 0x110000
      for cp in start..<end { properties[cp] = UInt8(run & 0xFF) }
    }
    (blockIndex, blocks) = TwoStageBlocks.build(properties)
    let rows = stride(from: 0, to: arabicPresentationForms.count, by: 5)
    let first = arabicPresentationForms.first ?? 0
    let last =
      arabicPresentationForms.count >= 5 ? arabicPresentationForms[arabicPresentationForms.count - 5] : 0
    var forms: [UInt32] = []
    for c in first...max(first, last) { forms += [c, c, c, c] }
    for row in rows {
      let base = Int(arabicPresentationForms[row] - first)
      for shape in 0..<4 { forms[4 * base + shape] = arabicPresentationForms[row + 1 + shape] }
    }
    firstShaped = first
    self.forms = forms
  }

  /// The joining properties of a code point (``ArabicShaping`` bits); 0 above U+10FFFF.
  @inline(__always)
  func joining(of codePoint: UInt32) -> UInt8 {
    guard codePoint < 0x110000 else { return 0 }
    return blocks[Int(blockIndex[Int(codePoint >> 8)]) << 8 | Int(codePoint & 0xFF)]
  }

  /// The presentation form of `codePoint` joined on `sides` (0 isolated, 1 right: final,
  /// 2 left: initial, 3 medial), or the code point itself when it has none.
  @inline(__always)
  func form(of codePoint: UInt32, sides: UInt8) -> UInt32 {
    let offset = Int(codePoint) - Int(firstShaped)
    guard offset >= 0 && 4 * offset < forms.count else { return codePoint }
    return forms[4 * offset + Int(sides)]
  }

  /// The mandatory lam-alef ligature of lam (initial or medial form) followed by alef (with
  /// madda, hamza above, hamza below, or plain; final form), or `nil`: the ligature's final
  /// form after a medial lam, its isolated form after an initial one.
  @inline(__always)
  static func lamAlef(_ first: UInt32, _ second: UInt32) -> UInt32? {
    guard first == 0xFEDF || first == 0xFEE0 else { return nil }
    let isolated: UInt32
    switch second {
    case 0xFE82: isolated = 0xFEF5  // alef with madda above
    case 0xFE84: isolated = 0xFEF7  // alef with hamza above
    case 0xFE88: isolated = 0xFEF9  // alef with hamza below
    case 0xFE8E: isolated = 0xFEFB  // alef
    default: return nil
    }
    return first == 0xFEE0 ? isolated + 1 : isolated
  }
}
