/// Finding repeated ids in time linear in the number of ids, with memory read mostly in order.
///
/// One hash table for a million ids misses the processor's caches on nearly every lookup, so
/// the ids are first partitioned by the top bits of their hashes into buckets of about 2 048
/// (in order, two passes), and each bucket is then checked with a small table that stays in
/// the cache. Strings are compared only when their full hashes are equal.
enum DuplicateIds {
  /// The ids per bucket the partition aims at.
  static let bucketSize = 2_048

  /// The position of the first id that an earlier id equals, or `nil` when all are distinct.
  static func first(in ids: ArraySlice<String>) -> Int? {
    let n = ids.count
    guard n > 1 else { return nil }
    let base = ids.startIndex
    var bits = 0
    while n >> bits > bucketSize { bits += 1 }
    func bucket(_ hash: UInt64) -> Int { bits == 0 ? 0 : Int(hash >> UInt64(64 - bits)) }

    // Hash every id, and count the ids of each bucket.
    var hashes: [UInt64] = []
    hashes.reserveCapacity(n)
    var start = [Int](repeating: 0, count: (1 << bits) + 1)
    for id in ids {
      let hash = UInt64(bitPattern: Int64(id.hashValue))
      hashes.append(hash)
      start[bucket(hash) + 1] += 1
    }
    for b in 0..<(1 << bits) { start[b + 1] += start[b] }

    // Partition, keeping the order of the ids within each bucket.
    var entries = [(hash: UInt64, index: Int32)](repeating: (0, 0), count: n)
    var fill = start
    for (i, hash) in hashes.enumerated() {
      let b = bucket(hash)
      entries[fill[b]] = (hash, Int32(i))
      fill[b] += 1
    }
    hashes = []

    // Each bucket in its own table of positions in `entries`; the first repeat in a bucket is
    // its earliest, since entries are in order.
    var first: Int?
    var slots: [Int32] = []
    for b in 0..<(1 << bits) where start[b + 1] - start[b] > 1 {
      var size = 16
      while size < 2 * (start[b + 1] - start[b]) { size *= 2 }
      if slots.count < size { slots = [Int32](repeating: -1, count: size) }
      for s in 0..<size { slots[s] = -1 }
      let mask = size - 1
      search: for e in start[b]..<start[b + 1] {
        let (hash, index) = entries[e]
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] >= 0 {
          let other = entries[Int(slots[slot])]
          if other.hash == hash && ids[base + Int(other.index)] == ids[base + Int(index)] {
            first = min(first ?? Int.max, Int(index))
            break search
          }
          slot = (slot + 1) & mask
        }
        slots[slot] = Int32(e)
      }
    }
    return first.map { base + $0 }
  }
}
