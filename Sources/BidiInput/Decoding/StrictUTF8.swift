/// The one strict UTF-8 decoder of the package: every reader (catalogs, layout JSON, golden
/// files, the command line's lines and arguments) decodes with it, so that invalid UTF-8 is
/// reported the same way everywhere and never silently replaced by U+FFFD.
///
/// Well-formed means RFC 3629 / Unicode §3.9 D92: no overlong forms, no surrogates, nothing
/// above U+10FFFF, no truncated sequence.
package enum StrictUTF8 {
  /// `bytes` as a string, or the first malformed byte.
  package static func decode(_ bytes: UnsafeBufferPointer<UInt8>) throws(InvalidUTF8) -> String {
    if let offset = firstInvalidOffset(bytes) { throw InvalidUTF8(in: bytes, at: offset) }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// `bytes` as a string, or the first malformed byte.
  package static func decode(_ bytes: some Collection<UInt8>) throws(InvalidUTF8) -> String {
    let result = bytes.withContiguousStorageIfAvailable { buffer in
      Result { () throws(InvalidUTF8) -> String in try decode(buffer) }
    }
    if let result { return try result.get() }
    return try Array(bytes).withUnsafeBufferPointer { buffer throws(InvalidUTF8) in try decode(buffer) }
  }

  /// The scalar value of the sequence starting at `i` (which must be an index of `bytes`) and
  /// its length in bytes, or `nil` if that sequence is malformed. Shared by every loop that
  /// decodes strictly, so that all of them accept exactly the same bytes.
  @inlinable @inline(__always)
  package static func scalar(
    in bytes: UnsafeBufferPointer<UInt8>, at i: Int
  ) -> (value: UInt32, length: Int)? {
    let lead = UInt32(bytes[i])
    if lead < 0x80 { return (lead, 1) }
    // Unicode Table 3-7: the lead byte fixes the length and the range of the second byte.
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
    default: return nil
    }
    guard i + 1 < bytes.count else { return nil }
    let second = UInt32(bytes[i + 1])
    guard second >= low && second <= high else { return nil }
    var value = (lead & (0xFF >> (length + 1))) << 6 | (second & 0x3F)
    for k in 2..<length {
      guard i + k < bytes.count else { return nil }
      let next = UInt32(bytes[i + k])
      guard next & 0xC0 == 0x80 else { return nil }
      value = value << 6 | (next & 0x3F)
    }
    return (value, length)
  }

  /// The offset of the first byte that does not belong to a well-formed sequence, or `nil`.
  package static func firstInvalidOffset(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    let count = bytes.count
    var i = 0
    while i < count {
      // ASCII fast path, eight bytes at a time where they are.
      while i + 8 <= count {
        let word = UnsafeRawPointer(bytes.baseAddress! + i).loadUnaligned(as: UInt64.self)
        if word & 0x8080_8080_8080_8080 != 0 { break }
        i += 8
      }
      guard i < count else { return nil }
      let lead = bytes[i]
      if lead < 0x80 {
        i += 1
        continue
      }
      guard let (_, length) = scalar(in: bytes, at: i) else { return i }
      i += length
    }
    return nil
  }
}

/// Bytes that are not well-formed UTF-8: where the first malformed sequence starts, as a byte
/// offset and as a 1-based line and column (columns count the scalars before it on its line).
public struct InvalidUTF8: Error, Sendable, Hashable, CustomStringConvertible {
  /// The offset of the first byte of the malformed sequence, from 0.
  public var byteOffset: Int
  /// The line and column of that byte (its ``SourcePosition/utf8Offset`` is ``byteOffset``).
  public var position: SourcePosition

  /// An error at `byteOffset`, at `position`.
  public init(byteOffset: Int, position: SourcePosition) {
    self.byteOffset = byteOffset
    self.position = position
  }

  /// Locates the malformed byte at `offset` of `bytes`, whose bytes before it are well-formed.
  init(in bytes: UnsafeBufferPointer<UInt8>, at offset: Int) {
    var counter = PositionCounter()
    let before = String(decoding: UnsafeBufferPointer(rebasing: bytes[..<offset]), as: UTF8.self)
    var scalars = before.unicodeScalars.makeIterator()
    var next = scalars.next()
    while let scalar = next {
      next = scalars.next()
      counter.advance(past: scalar, before: next)
    }
    self.init(byteOffset: offset, position: counter.position)
  }

  /// `column: invalid UTF-8 at byte B of the line` (B from 1), for a reader that decodes one line at a
  /// time and prints `FILE:LINE:` before it.
  package var lineMessage: String {
    "\(position.column): invalid UTF-8 at byte \(byteOffset + 1) of the line"
  }

  /// `invalid UTF-8 at line:column (byte offset N)`.
  public var description: String {
    "invalid UTF-8 at \(position) (byte offset \(byteOffset))"
  }
}
