/// The buffers of a ``LineRenderer``: the current line's scalars, classes and levels, and
/// scratch space for FriBidi's shaping. They grow to the longest line seen and are reused;
/// each is allocated only when a line first needs it (the shaping tables only for lines that
/// are shaped).
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
  /// The shaped scalars, `capacity` elements, allocated on first use.
  private var shaped: UnsafeMutablePointer<UInt32>?
  /// Shaping scratch for one piece of a line, `shapingCapacity` elements each.
  private var types: UnsafeMutablePointer<UInt32>?
  private var joining: UnsafeMutablePointer<UInt8>?
  private var shapingCapacity = 0

  deinit {
    scalars.deallocate()
    classes.deallocate()
    levels.deallocate()
    types?.deallocate()
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
    shaped?.deallocate()
    shaped = nil
  }

  /// Decodes `bytes` strictly (RFC 3629, with `StrictUTF8.scalar(in:at:)`) into ``scalars`` and ``classes``.
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
          guard let (value, length) = StrictUTF8.scalar(in: bytes, at: i) else { return false }
          i += length
          if length > 1 && (value == 0x200E || value == 0x200F || value == 0x061C) { hasMarks = true }
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

  /// The current line's scalars shaped (Arabic joining and presentation forms, with
  /// ligatures) at its ``levels``, in logical order.
  ///
  /// A long line is shaped in pieces of at least `pieceLength` scalars, each ending after a
  /// printable ASCII scalar (U+0020–U+007E): such a scalar is non-joining (joining type `U`,
  /// neither transparent nor ignored), so FriBidi's joining (`fribidi_join_arabic`) carries no
  /// state across it, and it is in no ligature of `fribidi_shape_arabic`; the pieces give
  /// what the whole line gives, with scratch for one piece. A line without such a scalar is
  /// shaped whole.
  func shape(pieceLength: Int, engine: ResolutionEngine) -> UnsafeMutableBufferPointer<UInt32> {
    let shaped = shaped ?? .allocate(capacity: capacity)
    self.shaped = shaped
    shaped.update(from: scalars, count: count)
    var start = 0
    while start < count {
      var end = min(count, start + max(1, pieceLength))
      while end < count && !(0x20...0x7E).contains(scalars[end - 1]) { end += 1 }
      if end - start > shapingCapacity {
        types?.deallocate()
        joining?.deallocate()
        shapingCapacity = max(end - start, min(capacity, 1 << 16))
        types = .allocate(capacity: shapingCapacity)
        joining = .allocate(capacity: shapingCapacity)
      }
      switch engine {
      case .swift:
        ArabicShaping.shape(
          shaped + start, count: end - start, classes: classes + start, levels: levels + start,
          joining: joining!)
      #if BIDIKIT_FRIBIDI
        case .friBidi:
          FriBidi.shapeArabic(
            shaped + start, count: end - start,
            classes: UnsafeBufferPointer(start: classes + start, count: end - start),
            levels: levels + start, types: types!, joining: joining!)
      #endif
      }
      start = end
    }
    return UnsafeMutableBufferPointer(start: shaped, count: count)
  }
}
