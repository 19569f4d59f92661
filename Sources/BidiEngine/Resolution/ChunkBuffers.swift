/// Scratch for one chunk of a paragraph resolved in chunks: the chunk's scalars after a
/// prefix that puts rules X1–X8 and FriBidi's bracket pairing in the state the whole
/// paragraph is in where the chunk starts (see ``ChunkScanner``). Grows to the longest chunk
/// and is reused.
struct ChunkBuffers: ~Copyable {
  private var capacity = 0
  private var scalarStorage: UnsafeMutablePointer<UInt32>? = nil
  private var classStorage: UnsafeMutablePointer<BidiClass>? = nil
  private var levelStorage: UnsafeMutablePointer<BidiLevel>? = nil
  private var count = 0

  deinit {
    scalarStorage?.deallocate()
    classStorage?.deallocate()
    levelStorage?.deallocate()
  }

  var scalars: UnsafeBufferPointer<UInt32> { UnsafeBufferPointer(start: scalarStorage, count: count) }
  var classes: UnsafeBufferPointer<BidiClass> { UnsafeBufferPointer(start: classStorage, count: count) }
  var levels: UnsafeMutableBufferPointer<BidiLevel> { UnsafeMutableBufferPointer(start: levelStorage, count: count) }

  /// Loads the prefix for `state` then `scalars[range]`; returns the prefix's length.
  ///
  /// The prefix: one embedding or override per entry of the explicit stack above the
  /// paragraph level (RLE or RLO for an odd level, LRE or LRO for an even one: each gives
  /// that level from the one below), one LRE per overflow count (the stack is then at level
  /// 124 or 125, where an LRE overflows, BD2), and a copy of each unmatched bracket opener.
  mutating func load(
    state: ChunkScanner.State, scalars source: UnsafeBufferPointer<UInt32>,
    classes sourceClasses: UnsafeBufferPointer<BidiClass>, range: Range<Int>
  ) -> Int {
    let prefix = state.stack.count - 1 + state.overflowEmbeddings + state.openers.count
    count = prefix + range.count
    if count > capacity {
      scalarStorage?.deallocate()
      classStorage?.deallocate()
      levelStorage?.deallocate()
      capacity = max(count, 2 * capacity)
      scalarStorage = .allocate(capacity: capacity)
      classStorage = .allocate(capacity: capacity)
      levelStorage = .allocate(capacity: capacity)
    }
    let scalars = scalarStorage!
    let classes = classStorage!
    var n = 0
    func append(_ value: UInt32, _ bidiClass: BidiClass) {
      scalars[n] = value
      classes[n] = bidiClass
      n += 1
    }
    for entry in state.stack.dropFirst() {
      switch (entry.level & 1 == 1, entry.isOverride) {
      case (true, false): append(0x202B, .rightToLeftEmbedding)
      case (true, true): append(0x202E, .rightToLeftOverride)
      case (false, false): append(0x202A, .leftToRightEmbedding)
      case (false, true): append(0x202D, .leftToRightOverride)
      }
    }
    for _ in 0..<state.overflowEmbeddings { append(0x202A, .leftToRightEmbedding) }
    for offset in state.openers { append(source[offset], sourceClasses[offset]) }
    (scalars + n).update(from: source.baseAddress! + range.lowerBound, count: range.count)
    (classes + n).update(from: sourceClasses.baseAddress! + range.lowerBound, count: range.count)
    return prefix
  }
}
