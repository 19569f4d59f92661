/// Finding repeated ids in time linear in the number of ids, with memory read mostly in order.
///
/// One hash table for a million ids misses the processor's caches on nearly every lookup, so
/// the ids are first partitioned by the top bits of their hashes into buckets of about 2 048
/// (in order, two passes), and each bucket is then checked with a small table that stays in
/// the cache. Strings are compared only when their full hashes are equal.
///
/// Ids are compared as Swift strings (canonical equivalence: `"K"` equals `"\u{212A}"`, Kelvin
/// sign). When every id is ASCII, equal strings have equal bytes, so a short keyed hash of the
/// bytes (``asciiHash(_:)``) stands for `String.hashValue`, which costs several times more;
/// otherwise every id is hashed with `hashValue`.
enum DuplicateIds {
  /// The ids per bucket the partition aims at.
  static let bucketSize = 2_048

  /// The arrays of one search, kept between searches (their memory is reused).
  struct Scratch {
    var hashes: [UInt64] = []
    var start: [Int] = []
    var entries: [(hash: UInt64, index: Int32)] = []
    var slots: [Int32] = []
  }

  /// The position of the first id that an earlier id equals, or `nil` when all are distinct.
  static func first(in ids: ArraySlice<String>) -> Int? {
    var scratch = Scratch()
    return first(in: ids, scratch: &scratch)
  }

  /// ``first(in:)`` in the memory of `scratch`.
  static func first(in ids: ArraySlice<String>, scratch: inout Scratch) -> Int? {
    let n = ids.count
    guard n > 1 else { return nil }
    let base = ids.startIndex
    var bits = 0
    while n >> bits > bucketSize { bits += 1 }
    func bucket(_ hash: UInt64) -> Int { bits == 0 ? 0 : Int(hash >> UInt64(64 - bits)) }

    // Hash every id, and count the ids of each bucket.
    var hashes = scratch.hashes
    scratch.hashes = []
    defer { scratch.hashes = hashes }
    hashes.removeAll(keepingCapacity: true)
    hashes.reserveCapacity(n)
    let key = Self.key
    for id in ids {
      guard let hash = asciiHash(id, key: key) else { break }
      hashes.append(hash)
    }
    if hashes.count < n {
      hashes.removeAll(keepingCapacity: true)
      for id in ids { hashes.append(UInt64(bitPattern: Int64(id.hashValue))) }
    }
    var start = scratch.start
    scratch.start = []
    defer { scratch.start = start }
    start.removeAll(keepingCapacity: true)
    start.append(contentsOf: repeatElement(0, count: (1 << bits) + 1))
    for hash in hashes { start[bucket(hash) + 1] += 1 }
    for b in 0..<(1 << bits) { start[b + 1] += start[b] }

    // Partition, keeping the order of the ids within each bucket.
    var entries = scratch.entries
    scratch.entries = []
    defer { scratch.entries = entries }
    entries.removeAll(keepingCapacity: true)
    entries.append(contentsOf: repeatElement((hash: UInt64(0), index: Int32(0)), count: n))
    var fill = start
    for (i, hash) in hashes.enumerated() {
      let b = bucket(hash)
      entries[fill[b]] = (hash, Int32(i))
      fill[b] += 1
    }

    // Each bucket in its own table of positions in `entries`; the first repeat in a bucket is
    // its earliest, since entries are in order.
    var first: Int?
    var slots = scratch.slots
    scratch.slots = []
    defer { scratch.slots = slots }
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

  /// The key of ``asciiHash(_:)``, drawn once per process so that colliding ids cannot be
  /// prepared in advance (as Swift's own `Hasher` is seeded).
  private static let key = UInt64.random(in: .min ... .max) | 1

  /// A hash of `id`'s bytes, keyed by `key`, when they are all ASCII (folded 8 bytes at a time
  /// by 128-bit multiplications), or `nil` when one is not or the string has no contiguous
  /// UTF-8 storage.
  @inline(__always)
  static func asciiHash(_ id: String, key: UInt64) -> UInt64? {
    id.utf8.withContiguousStorageIfAvailable { bytes -> UInt64? in
      let raw = UnsafeRawBufferPointer(bytes)
      let n = raw.count
      @inline(__always) func fold(_ a: UInt64, _ b: UInt64) -> UInt64 {
        let product = a.multipliedFullWidth(by: b)
        return product.high ^ product.low
      }
      @inline(__always) func load(_ offset: Int) -> UInt64 {
        raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      }
      var hash = fold(key ^ UInt64(n), 0x9E37_79B9_7F4A_7C15)
      var high: UInt64 = 0
      if n >= 8 {
        var offset = 0
        while offset + 8 < n {
          high |= load(offset)
          hash = fold(hash ^ load(offset), key)
          offset += 8
        }
        // The last 8 bytes, overlapping the previous word when the length is not a multiple
        // of 8 (the length is in the hash).
        high |= load(n - 8)
        hash = fold(hash ^ load(n - 8), key)
      } else if n >= 4 {
        // The first and the last 4 bytes, overlapping when fewer than 8.
        let first = UInt64(raw.loadUnaligned(as: UInt32.self))
        let last = UInt64(raw.loadUnaligned(fromByteOffset: n - 4, as: UInt32.self))
        high = first | last
        hash = fold(hash ^ (first << 32 | last), key)
      } else if n > 0 {
        let word = UInt64(raw[0]) << 16 | UInt64(raw[n / 2]) << 8 | UInt64(raw[n - 1])
        high = word
        hash = fold(hash ^ word, key)
      }
      guard high & 0x8080_8080_8080_8080 == 0 else { return nil }
      return fold(hash, 0xA076_1D64_78BD_642F)
    } ?? nil
  }
}
