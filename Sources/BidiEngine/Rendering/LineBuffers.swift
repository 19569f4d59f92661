/// The buffers of a ``LineRenderer``: the current line's scalars, classes and levels, and
/// scratch space for FriBidi. They grow to the longest line seen and are reused; each is
/// allocated only when a line first needs it (the type and map tables only for lines that
/// FriBidi reorders or shapes).
final class LineBuffers {
  /// The number of scalars of the current line.
  var count = 0
  /// The classes of the current line, one bit per raw value.
  var mask: UInt32 = 0
  /// Whether the current line holds LRM, RLM or ALM.
  var hasMarks = false

  private(set) var scalars = UnsafeMutablePointer<UInt32>.allocate(capacity: 1)
  private(set) var classes = UnsafeMutablePointer<BidiClass>.allocate(capacity: 1)
  private(set) var levels = UnsafeMutablePointer<BidiLevel>.allocate(capacity: 1)
  private var capacity = 1
  /// Scratch of `capacity` elements each, allocated on first use.
  private var types: UnsafeMutablePointer<UInt32>?
  private var map: UnsafeMutablePointer<Int32>?
  private var levelCopy: UnsafeMutablePointer<BidiLevel>?
  private var shaped: UnsafeMutablePointer<UInt32>?
  private var joining: UnsafeMutablePointer<UInt8>?

  deinit {
    scalars.deallocate()
    classes.deallocate()
    levels.deallocate()
    types?.deallocate()
    map?.deallocate()
    levelCopy?.deallocate()
    shaped?.deallocate()
    joining?.deallocate()
  }

  /// Makes room for `scalarCount` scalars, dropping the scratch tables (reallocated on use).
  private func reserve(_ scalarCount: Int) {
    guard scalarCount > capacity else { return }
    capacity = max(scalarCount, capacity * 2)
    scalars.deallocate()
    classes.deallocate()
    levels.deallocate()
    scalars = .allocate(capacity: capacity)
    classes = .allocate(capacity: capacity)
    levels = .allocate(capacity: capacity)
    types?.deallocate()
    map?.deallocate()
    levelCopy?.deallocate()
    shaped?.deallocate()
    joining?.deallocate()
    (types, map, levelCopy, shaped, joining) = (nil, nil, nil, nil, nil)
  }

  /// Decodes `bytes` strictly (RFC 3629, as `StrictUTF8`) into ``scalars`` and ``classes``.
  /// Returns `false` at the first malformed sequence (``count`` is then meaningless).
  func decode(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    if bytes.count > capacity {
      // Room for one scalar per lead byte: what a valid line has, and at least what the
      // decoder writes before it finds a malformed one.
      var leads = 0
      for byte in bytes where byte & 0xC0 != 0x80 { leads += 1 }
      reserve(leads)
    }
    let tables = UnicodeTables.shared
    var n = 0
    var mask: UInt32 = 0
    var hasMarks = false
    let valid = tables.blockIndex.withUnsafeBufferPointer { blockIndex in
      tables.blocks.withUnsafeBufferPointer { blocks in
        let end = bytes.count
        var i = 0
        while i < end {
          let lead = UInt32(bytes[i])
          var value: UInt32
          if lead < 0x80 {
            value = lead
            i += 1
          } else {
            // Unicode Table 3-7: the lead byte fixes the length and the second byte's range.
            let length: Int
            var low: UInt32 = 0x80
            var high: UInt32 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: (length, low) = (3, 0xA0)
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: (length, high) = (3, 0x9F)
            case 0xF0: (length, low) = (4, 0x90)
            case 0xF1...0xF3: length = 4
            case 0xF4: (length, high) = (4, 0x8F)
            default: return false
            }
            guard i + length <= end else { return false }
            let second = UInt32(bytes[i + 1])
            guard second >= low && second <= high else { return false }
            value = (lead & (0xFF >> (length + 1))) << 6 | (second & 0x3F)
            for k in 2..<length {
              let next = UInt32(bytes[i + k])
              guard next & 0xC0 == 0x80 else { return false }
              value = value << 6 | (next & 0x3F)
            }
            i += length
            if value == 0x200E || value == 0x200F || value == 0x061C { hasMarks = true }
          }
          let block = Int(blockIndex[Int(value >> 8)])
          let bidiClass = unsafeBitCast(blocks[block << 8 | Int(value & 0xFF)], to: BidiClass.self)
          scalars[n] = value
          classes[n] = bidiClass
          mask |= 1 << bidiClass.rawValue
          n += 1
        }
        return true
      }
    }
    count = n
    self.mask = mask
    self.hasMarks = hasMarks
    return valid
  }

  /// The visual order of the current line, whose ``levels`` have rule L1 applied, from
  /// FriBidi: `map[visual]` is the logical index. `nil` if FriBidi failed.
  func reorder(paragraphLevel: BidiLevel, reorderingNonspacingMarks: Bool) -> UnsafeBufferPointer<Int32>? {
    let types = types ?? .allocate(capacity: capacity)
    let map = map ?? .allocate(capacity: capacity)
    let levelCopy = levelCopy ?? .allocate(capacity: capacity)
    (self.types, self.map, self.levelCopy) = (types, map, levelCopy)
    levelCopy.update(from: levels, count: count)
    guard
      FriBidi.reorder(
        classes: UnsafeBufferPointer(start: classes, count: count), levels: levelCopy,
        rightToLeft: paragraphLevel & 1 == 1, reorderNonspacingMarks: reorderingNonspacingMarks, types: types,
        map: map)
    else { return nil }
    return UnsafeBufferPointer(start: map, count: count)
  }

  /// The current line's scalars shaped (Arabic joining and presentation forms, with
  /// ligatures) at its ``levels``, in logical order.
  func shape() -> UnsafeMutableBufferPointer<UInt32> {
    let types = types ?? .allocate(capacity: capacity)
    let shaped = shaped ?? .allocate(capacity: capacity)
    let joining = joining ?? .allocate(capacity: capacity)
    (self.types, self.shaped, self.joining) = (types, shaped, joining)
    shaped.update(from: scalars, count: count)
    FriBidi.shapeArabic(
      shaped, count: count, classes: UnsafeBufferPointer(start: classes, count: count), levels: levels,
      types: types, joining: joining)
    return UnsafeMutableBufferPointer(start: shaped, count: count)
  }
}
