/// Line-breaking data per code point, built once from `Generated/LineBreakRuns.swift`.
///
/// Two-stage like ``UnicodeTables``: the high bits of a code point select a 256-entry block,
/// identical blocks are shared. Each entry packs what the rules need (see ``Entry``).
struct LineBreakTable: @unchecked Sendable {
  /// One code point's line-breaking data.
  struct Entry: Sendable {
    /// Bits 0-5 the Line_Break class from the file, 6-11 the class after rule LB1, bit 12 an OP
    /// or CP of East Asian width F, W or H, bit 13 an unassigned Extended_Pictographic code
    /// point, bits 14-15 the grapheme cluster role (see ``GraphemeClusterFilter``).
    var bits: UInt16

    static let eastAsianWideBracket: UInt16 = 1 << 12
    static let unassignedPictographic: UInt16 = 1 << 13

    var rawClass: LineBreakClass { LineBreakClass(rawValue: UInt8(bits & 0x3F))! }
    /// The class after LB1, as a raw value of ``LineBreakClass``.
    var resolvedClass: UInt8 { UInt8(truncatingIfNeeded: bits >> 6) & 0x3F }
  }

  /// Block number per 256 code points, and the blocks: allocated once, never freed (the
  /// shared table lives as long as the process), read without bounds checks or reference
  /// counting on the hot path. Immutable after `init`.
  let blockIndex: UnsafeBufferPointer<UInt16>
  let blocks: UnsafeBufferPointer<UInt16>

  static let shared = LineBreakTable()

  private init() {
    var values = [UInt16](repeating: 0, count: 0x110000)
    for (i, run) in lineBreakRuns.enumerated() {
      let start = Int(run >> 11)
      let end = i + 1 < lineBreakRuns.count ? Int(lineBreakRuns[i + 1] >> 11) : 0x110000
      let raw = UInt8(run & 0x3F)
      let flags = UInt16((run >> 6) & 0x1F)
      let resolved = Self.resolve(raw, isMark: flags & 4 != 0)
      let entry = UInt16(raw) | UInt16(resolved) << 6 | (flags & 3) << 12 | (flags >> 3) << 14
      for cp in start..<end { values[cp] = entry }
    }
    let (blockIndex, blocks) = TwoStageBlocks.build(values)
    self.blockIndex = UnsafeBufferPointer(Self.immortalCopy(of: blockIndex))
    self.blocks = UnsafeBufferPointer(Self.immortalCopy(of: blocks))
  }

  private static func immortalCopy(of values: [UInt16]) -> UnsafeMutableBufferPointer<UInt16> {
    let buffer = UnsafeMutableBufferPointer<UInt16>.allocate(capacity: values.count)
    _ = buffer.initialize(from: values)
    return buffer
  }

  /// LB1: AI, SG and XX resolve to AL; SA to CM for marks (Mn, Mc), else to AL; CJ to NS.
  private static func resolve(_ raw: UInt8, isMark: Bool) -> UInt8 {
    switch LineBreakClass(rawValue: raw)! {
    case .ambiguous, .surrogate, .unknown: LineBreakClass.alphabetic.rawValue
    case .complexContext: isMark ? LineBreakClass.combiningMark.rawValue : LineBreakClass.alphabetic.rawValue
    case .conditionalJapaneseStarter: LineBreakClass.nonstarter.rawValue
    default: raw
    }
  }

  @inline(__always)
  func entry(_ codePoint: UInt32) -> Entry {
    guard codePoint < 0x110000 else { return Entry(bits: 42 | 29 << 6) }  // XX, resolved AL
    // In range: 0x1100 blocks of 256 entries, and every block number indexes `blocks`.
    let block = Int(blockIndex.baseAddress.unsafelyUnwrapped[Int(codePoint >> 8)])
    return Entry(bits: blocks.baseAddress.unsafelyUnwrapped[block << 8 | Int(codePoint & 0xFF)])
  }
}
