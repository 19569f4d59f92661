/// Finds the line break opportunities of UAX #14 that fall inside an extended grapheme cluster
/// (UAX #29, Unicode 15.0 data), from the grapheme flags of ``LineBreakTable/Entry``.
///
/// Only GB9-GB9b (marks, joiners and spacing marks continue a cluster; a prepended
/// concatenation mark starts one) and GB12-GB13 (regional indicators pair up directly, which
/// LB30a counts through marks) need checking: the other rules, CR LF, Hangul syllables and emoji
/// ZWJ sequences, are LB5, LB26 and LB8a already. Asked with increasing offsets; linear time.
struct GraphemeClusterFilter {
  /// Grapheme_Cluster_Break Extend, ZWJ or SpacingMark: no cluster boundary before it (GB9, GB9a).
  static let graphemeExtend: UInt16 = 1 << 14
  /// Grapheme_Cluster_Break Prepend: no cluster boundary after it (GB9b).
  static let graphemePrepend: UInt16 = 2 << 14
  /// Grapheme_Cluster_Break Control, CR or LF: a boundary on both sides (GB4, GB5).
  static let graphemeControl: UInt16 = 3 << 14
  static let graphemeMask: UInt16 = 3 << 14

  /// Whether UAX #29 puts no grapheme cluster boundary between a scalar with entry `before`
  /// and one with entry `after`, by the rules UAX #14 does not already follow (GB9-GB9b; the
  /// others, CR LF, Hangul syllables, emoji ZWJ sequences and flags, are LB5, LB26, LB8a and
  /// LB30a).
  @inline(__always)
  static func joinsCluster(_ before: UInt16, _ after: UInt16) -> Bool {
    let left = before & graphemeMask
    let right = after & graphemeMask
    guard left != graphemeControl && right != graphemeControl else { return false }
    return right == graphemeExtend || left == graphemePrepend
  }

  /// The offset up to which `regionalIndicatorRun` has been counted.
  private var scanned = 0
  /// The number of regional indicators directly before `scanned`.
  private var regionalIndicatorRun = 0

  /// Whether there is no grapheme cluster boundary at `offset` (`1..<entries.count`).
  @inline(__always)
  mutating func isInside(_ offset: Int, _ entries: UnsafeBufferPointer<UInt16>) -> Bool {
    let before = entries[offset - 1]
    let after = entries[offset]
    if Self.joinsCluster(before, after) { return true }
    let regionalIndicator = UInt16(LineBreakClass.regionalIndicator.rawValue)
    guard before & 0x3F == regionalIndicator && after & 0x3F == regionalIndicator else { return false }
    while scanned < offset {
      regionalIndicatorRun = entries[scanned] & 0x3F == regionalIndicator ? regionalIndicatorRun + 1 : 0
      scanned += 1
    }
    return regionalIndicatorRun % 2 == 1  // GB12, GB13: the second of a pair
  }
}
