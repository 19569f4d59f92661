/// What a visual string shows for each scalar once the line is in visual order: the mirror
/// glyph at right-to-left levels (rule L4), the shaped form, or nothing for the directional
/// controls a terminal cannot show. Shared by ``BidiLine/visualString(_:)`` and the command
/// line's ``LineRenderer``, so that both write the same text.
enum VisualScalars {
  /// The scalar value shown for a scalar of class `bidiClass` at `level`, or `nil` when
  /// `options` leave it out.
  ///
  /// - Parameter shaped: the scalar's shaped value when the line was shaped, else `nil`.
  @inline(__always)
  static func displayed(
    _ value: UInt32, shaped: UInt32?, bidiClass: BidiClass, level: BidiLevel, options: VisualOptions
  ) -> UInt32? {
    var value = value
    if let shaped {
      // Shaping leaves U+FEFF where a lam-alef ligature took in the alef: drop it.
      if shaped == 0xFEFF && value != 0xFEFF { return nil }
      value = shaped
    }
    switch bidiClass {
    case .paragraphSeparator:
      if !options.keepsParagraphSeparators { return nil }
    case .otherNeutral:
      if options.mirrors && level & 1 == 1 {
        if value < 0x80 {
          // The ASCII pairs, without a table lookup.
          switch value {
          case 0x28, 0x3C, 0x5B, 0x7B: return value == 0x28 ? 0x29 : value + 2  // ( < [ {
          case 0x29, 0x3E, 0x5D, 0x7D: return value == 0x29 ? 0x28 : value - 2  // ) > ] }
          default: return value
          }
        }
        if let mirrored = UnicodeTables.shared.mirror(of: value) { return mirrored }
      }
    case .leftToRightEmbedding, .rightToLeftEmbedding, .leftToRightOverride, .rightToLeftOverride,
      .popDirectionalFormat, .leftToRightIsolate, .rightToLeftIsolate, .firstStrongIsolate,
      .popDirectionalIsolate:
      if options.removesBidiControls { return nil }
    case .leftToRight, .rightToLeft, .arabicLetter:
      if options.removesBidiControls && (value == 0x200E || value == 0x200F || value == 0x061C) { return nil }
    default: break
    }
    return value
  }

  /// Writes the UTF-8 of `value` (U+FFFD if it is not a scalar) at `pointer` and returns
  /// its length, 1 to 4 bytes.
  @inline(__always)
  static func writeUTF8(_ value: UInt32, to pointer: UnsafeMutablePointer<UInt8>) -> Int {
    if value < 0x80 {
      pointer[0] = UInt8(truncatingIfNeeded: value)
      return 1
    } else if value < 0x800 {
      pointer[0] = UInt8(truncatingIfNeeded: 0xC0 | value >> 6)
      pointer[1] = UInt8(truncatingIfNeeded: 0x80 | value & 0x3F)
      return 2
    } else if value >= 0x10000 {
      // Past U+10FFFF: U+FFFD (written without recursion, so that this function inlines).
      guard value < 0x110000 else { return writeThreeBytes(0xFFFD, to: pointer) }
      pointer[0] = UInt8(truncatingIfNeeded: 0xF0 | value >> 18)
      pointer[1] = UInt8(truncatingIfNeeded: 0x80 | value >> 12 & 0x3F)
      pointer[2] = UInt8(truncatingIfNeeded: 0x80 | value >> 6 & 0x3F)
      pointer[3] = UInt8(truncatingIfNeeded: 0x80 | value & 0x3F)
      return 4
    }
    // A surrogate code point is not a scalar: U+FFFD.
    return writeThreeBytes(value & 0xF800 == 0xD800 ? 0xFFFD : value, to: pointer)
  }

  /// Writes a scalar of U+0800…U+FFFF as three bytes.
  @inline(__always)
  private static func writeThreeBytes(_ value: UInt32, to pointer: UnsafeMutablePointer<UInt8>) -> Int {
    pointer[0] = UInt8(truncatingIfNeeded: 0xE0 | value >> 12)
    pointer[1] = UInt8(truncatingIfNeeded: 0x80 | value >> 6 & 0x3F)
    pointer[2] = UInt8(truncatingIfNeeded: 0x80 | value & 0x3F)
    return 3
  }

  /// Appends the UTF-8 of `value` (U+FFFD if it is not a scalar).
  @inline(__always)
  static func appendUTF8(_ value: UInt32, to output: inout [UInt8]) {
    if value < 0x80 {
      output.append(UInt8(truncatingIfNeeded: value))
      return
    }
    var bytes: UInt32 = 0
    let length = withUnsafeMutableBytes(of: &bytes) {
      writeUTF8(value, to: $0.baseAddress!.assumingMemoryBound(to: UInt8.self))
    }
    withUnsafeBytes(of: &bytes) { output.append(contentsOf: $0.prefix(length)) }
  }
}
