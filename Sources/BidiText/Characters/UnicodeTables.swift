/// Lookup structures built once from the generated tables in `Generated/`.
///
/// The class table is two-stage: the high bits of a code point select a 256-entry block,
/// identical blocks are shared. Built on first use; immutable afterwards.
package struct UnicodeTables: Sendable {
  /// Block index per 256 code points.
  package let blockIndex: [UInt16]
  /// Concatenated 256-entry blocks of `BidiClass` raw values.
  package let blocks: [UInt8]
  /// Bracket code point → FriBidi-style bracket type: `identity | (isOpening << 31)`.
  package let brackets: [UInt32: UInt32]
  /// Bracket code point → its paired bracket.
  package let pairedBrackets: [UInt32: UInt32]
  /// Code point → Bidi_Mirroring_Glyph.
  package let mirrors: [UInt32: UInt32]

  package static let shared = UnicodeTables()

  private init() {
    var classes = [UInt8](repeating: 0, count: 0x110000)
    for (i, run) in bidiClassRuns.enumerated() {
      let start = Int(run >> 8)
      let end = i + 1 < bidiClassRuns.count ? Int(bidiClassRuns[i + 1] >> 8) : 0x110000
      for cp in start..<end { classes[cp] = UInt8(run & 0xFF) }
    }
    let (blockIndex, blocks) = TwoStageBlocks.build(classes)
    self.blockIndex = blockIndex
    self.blocks = blocks

    var brackets: [UInt32: UInt32] = [:]
    var paired: [UInt32: UInt32] = [:]
    for i in stride(from: 0, to: bracketPairs.count, by: 3) {
      brackets[bracketPairs[i]] = bracketPairs[i + 2]
      paired[bracketPairs[i]] = bracketPairs[i + 1]
    }
    self.brackets = brackets
    self.pairedBrackets = paired

    var mirrors: [UInt32: UInt32] = [:]
    for i in stride(from: 0, to: mirroringPairs.count, by: 2) {
      mirrors[mirroringPairs[i]] = mirroringPairs[i + 1]
    }
    self.mirrors = mirrors
  }

  /// The class of a code point; values above U+10FFFF are treated as unassigned (L).
  @inlinable
  package static func bidiClass(of codePoint: UInt32) -> BidiClass {
    shared.bidiClass(of: codePoint)
  }

  /// The mirroring glyph of a code point (all of them have class ON).
  @inline(__always)
  @inlinable
  package func mirror(of codePoint: UInt32) -> UInt32? {
    mirrors[codePoint]
  }

  @inlinable
  package func bidiClass(of codePoint: UInt32) -> BidiClass {
    guard codePoint < 0x110000 else { return .leftToRight }
    let block = Int(blockIndex[Int(codePoint >> 8)])
    // The generated tables hold only valid raw values (checked against every code point by
    // the tests).
    return unsafeBitCast(blocks[block << 8 | Int(codePoint & 0xFF)], to: BidiClass.self)
  }
}
