#if BIDIKIT_FRIBIDI
  internal import CFriBidi

  /// The only place BidiKit calls GNU FriBidi. Every function takes Swift arrays and returns
  /// Swift values; no FriBidi type leaves this file.
  enum FriBidi {
    /// FriBidi's character type for each `BidiClass`, indexed by raw value.
    private static let types: [UInt32] = (0..<UInt8(BidiClass.allCases.count)).map {
      bidikit_fribidi_type($0)
    }

    /// The FriBidi type value of one class.
    @inline(__always)
    static func type(_ bidiClass: BidiClass) -> UInt32 {
      types[Int(bidiClass.rawValue)]
    }

    /// Resolves the embedding levels of a paragraph that has no isolates (rules X1–I2 and the
    /// parts of L1 that do not depend on lines). Corresponds to
    /// `fribidi_get_par_embedding_levels_ex` with a fixed paragraph direction.
    ///
    /// - Parameters:
    ///   - types: `count` FriBidi type values (see ``type(_:)``).
    ///   - brackets: `count` FriBidi bracket types: 0, or the pair identity with bit 31 set for
    ///     openers; `nil` when no bracket is resolved (rule N0 skipped).
    ///   - rightToLeft: the paragraph direction.
    ///   - levels: receives `count` levels.
    /// - Returns: `false` if FriBidi failed (out of memory) or `count` is too large.
    static func resolveLevels(
      types: UnsafePointer<UInt32>, brackets: UnsafePointer<UInt32>?, count: Int, rightToLeft: Bool,
      into levels: UnsafeMutablePointer<BidiLevel>
    ) -> Bool {
      guard let length = Int32(exactly: count) else { return false }
      if count == 0 { return true }
      return bidikit_fribidi_levels(types, brackets, length, rightToLeft ? 1 : 0, levels) != 0
    }

    /// The visual order of a line: `result[visualIndex]` is the logical index plus `offset`.
    /// `levels` must have rule L1 applied. Corresponds to `fribidi_reorder_line`; the witness
    /// of ``LevelOrder`` in the tests.
    static func visualOrder(
      classes: ArraySlice<BidiClass>, levels: [BidiLevel], rightToLeft: Bool, reorderNonspacingMarks: Bool,
      offset: Int
    ) throws(BidiError) -> [Int] {
      let count = classes.count
      guard let length = Int32(exactly: count) else { throw .textTooLong(count) }
      if count == 0 { return [] }
      let order: [Int]? = withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 2 * count) { scratch in
        withUnsafeTemporaryAllocation(of: BidiLevel.self, capacity: count) { levelCopy in
          let typesTable = types
          classes.withUnsafeBufferPointer { source in
            for i in 0..<count {
              scratch[i] = typesTable[Int(source[i].rawValue)]
              scratch[count + i] = UInt32(i)
              levelCopy[i] = levels[i]
            }
          }
          let map = UnsafeMutableRawPointer(scratch.baseAddress! + count).assumingMemoryBound(to: Int32.self)
          let result = bidikit_fribidi_reorder(
            scratch.baseAddress, length, rightToLeft ? 1 : 0, reorderNonspacingMarks ? 1 : 0,
            levelCopy.baseAddress, map)
          guard result != 0 else { return nil }
          return (0..<count).map { Int(map[$0]) + offset }
        }
      }
      guard let order else { throw .engineFailure("fribidi_reorder_line") }
      return order
    }

    /// Arabic joining and shaping to presentation forms (with ligatures) of `text` in place, in
    /// logical order, with the caller's scratch: `types` (UInt32) and `joining` (bytes), `count`
    /// elements each. Corresponds to `fribidi_join_arabic` and `fribidi_shape_arabic`.
    static func shapeArabic(
      _ text: UnsafeMutablePointer<UInt32>, count: Int, classes: UnsafeBufferPointer<BidiClass>,
      levels: UnsafePointer<BidiLevel>, types: UnsafeMutablePointer<UInt32>,
      joining: UnsafeMutablePointer<UInt8>
    ) {
      guard let length = Int32(exactly: count), length > 0 else { return }
      let table = Self.types
      table.withUnsafeBufferPointer { table in
        for i in 0..<count { types[i] = table[Int(classes[i].rawValue)] }
      }
      bidikit_fribidi_shape_arabic_into(types, levels, length, text, joining)
    }
  }
#endif
