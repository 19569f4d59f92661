/// The safe cuts of a paragraph (see ``ChunkScanner``), in order, each at least
/// `chunkLength` scalars after the one before.
struct ChunkCuts: IteratorProtocol {
  /// A cut before scalar `offset`, with the state there.
  struct Cut {
    var offset: Int
    var state: ChunkScanner.State
  }

  private let classes: UnsafeBufferPointer<BidiClass>
  private let chunkLength: Int
  private let bodyEnd: Int
  private let pairs: [ChunkScanner.Pair]
  private let unsafeFrom: Int
  private var walker: ChunkScanner
  private var scanned = 0  // scalars the walker has taken
  private var pairIndex = 0  // the first pair that does not close before the candidate
  private var last = 0

  /// Runs the first pass when brackets are paired (the top-level bracket pairs, and where
  /// pairing stops).
  init(
    scalars: UnsafeBufferPointer<UInt32>, classes: UnsafeBufferPointer<BidiClass>, paragraphLevel: BidiLevel,
    resolvesBrackets: Bool, chunkLength: Int
  ) {
    self.classes = classes
    self.chunkLength = max(1, chunkLength)
    var bodyEnd = classes.count
    while bodyEnd > 0 && classes[bodyEnd - 1] == .paragraphSeparator { bodyEnd -= 1 }
    self.bodyEnd = bodyEnd
    // Only bracket pairs need the whole paragraph read ahead (a pair may close far away).
    if resolvesBrackets {
      var survey = ChunkScanner(
        scalars: scalars, classes: classes, paragraphLevel: paragraphLevel, pairsBrackets: true,
        keepsPairs: true)
      for i in 0..<bodyEnd { survey.advance(over: i) }
      pairs = survey.outermostPairs
      unsafeFrom = survey.unsafeFrom
    } else {
      pairs = []
      unsafeFrom = Int.max
    }
    walker = ChunkScanner(
      scalars: scalars, classes: classes, paragraphLevel: paragraphLevel, pairsBrackets: resolvesBrackets,
      keepsPairs: false)
  }

  /// The first safe cut at least `chunkLength` after the previous one, or `nil`.
  mutating func next() -> Cut? {
    var b = last + chunkLength
    while b < bodyEnd && b <= unsafeFrom {
      while scanned < b {
        walker.advance(over: scanned)
        scanned += 1
      }
      // What the walker found unsafe before b (an FSI whose content decides its overflow).
      guard b <= walker.unsafeFrom else { break }
      // Pairs are disjoint and in order: the one that may enclose scalar b - 1.
      while pairIndex < pairs.count && pairs[pairIndex].close < b - 1 { pairIndex += 1 }
      let enclosed = pairIndex < pairs.count && pairs[pairIndex].open < b - 1
      if classes[b - 1].isStrong && walker.isOutsideIsolates && !enclosed {
        last = b
        return Cut(offset: b, state: walker.state)
      }
      b = enclosed ? pairs[pairIndex].close + 2 : b + 1
    }
    last = bodyEnd
    return nil
  }
}

/// Scratch for one chunk of a paragraph resolved in chunks: the chunk's scalars after a
/// prefix that puts rules X1–X8 and BD16's bracket pairing in the state the whole
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
  var levels: UnsafeMutableBufferPointer<BidiLevel> {
    UnsafeMutableBufferPointer(start: levelStorage, count: count)
  }

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
