/// The two-stage layout of BidiKit's per-code-point tables (bidi classes, line break classes,
/// terminal widths): the high bits of a code point select a 256-entry block, and identical
/// blocks are stored once, so that a table of 0x110000 values takes a few tens of KB.
package enum TwoStageBlocks {
  /// `values` (one per code point, 0x110000 of them) cut into 256-entry blocks: the block
  /// number of each 256 code points, and the distinct blocks one after the other.
  package static func build<Value: Hashable>(_ values: [Value]) -> (blockIndex: [UInt16], blocks: [Value]) {
    precondition(values.count == 0x110000, "one value per code point")
    var blockIndex: [UInt16] = []
    var blocks: [Value] = []
    var seen: [[Value]: UInt16] = [:]
    for base in stride(from: 0, to: 0x110000, by: 256) {
      let block = Array(values[base..<base + 256])
      if let index = seen[block] {
        blockIndex.append(index)
      } else {
        let index = UInt16(seen.count)
        seen[block] = index
        blocks += block
        blockIndex.append(index)
      }
    }
    return (blockIndex, blocks)
  }
}
