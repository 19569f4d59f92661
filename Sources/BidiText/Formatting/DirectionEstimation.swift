/// A way to guess the direction of a text whose direction is not known.
public enum DirectionEstimation: Sendable, Hashable {
  /// The first strong character, skipping isolates; an embedding or override initiator counts
  /// as a strong character of its direction (LRE, LRO left-to-right; RLE, RLO right-to-left),
  /// as in AndroidX's `FIRSTSTRONG` heuristics. This is rule P2 of UAX #9 extended to
  /// embeddings.
  case firstStrong
  /// Right-to-left if any character is strong right-to-left (R or AL), else left-to-right if
  /// any is strong left-to-right, else neutral.
  case anyRightToLeft
  /// The word-count estimate of Closure and Soy: right-to-left when more than 40 % of the
  /// words that have a strong character start with a right-to-left one. Words starting with
  /// `http://` or `https://`, and words with digits but no letters (phone numbers, signed
  /// numbers, amounts), count as weakly left-to-right: they make a text without other words
  /// left-to-right.
  case wordCount
  /// Rules P2–P3 of UAX #9, the direction a paragraph takes from its own text: the first
  /// character of class L, R or AL before the first paragraph separator, skipping the content of
  /// isolates (to the matching PDI, or to the end when there is none). Unlike ``firstStrong``,
  /// embedding and override initiators do not count. Needs no bidi engine.
  case paragraph

  /// The estimated direction of `text`, or `nil` when it is neutral (no evidence either way).
  public func estimate(_ text: some StringProtocol) -> TextDirection? {
    switch self {
    case .firstStrong: Self.withUTF8(text, Self.firstStrong)
    case .anyRightToLeft: Self.anyRightToLeft(text.unicodeScalars)
    case .wordCount: Self.wordCount(text)
    case .paragraph: Self.withUTF8(text, Self.paragraphDirection)
    }
  }

  /// `body` of the UTF-8 bytes of `text`, copied first only when not contiguous.
  @inline(__always)
  static func withUTF8<Result>(
    _ text: some StringProtocol, _ body: (UnsafeBufferPointer<UInt8>) -> Result
  ) -> Result {
    if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
    return Array(text.utf8).withUnsafeBufferPointer(body)
  }

  /// ``firstStrong`` on the UTF-8 of a string.
  static func firstStrong(_ bytes: UnsafeBufferPointer<UInt8>) -> TextDirection? {
    firstStrongOutsideIsolates(bytes, paragraphRules: false)
  }

  /// ``paragraph`` on the UTF-8 of a string.
  static func paragraphDirection(_ bytes: UnsafeBufferPointer<UInt8>) -> TextDirection? {
    firstStrongOutsideIsolates(bytes, paragraphRules: true)
  }

  /// The direction of the first strong character of UTF-8 `bytes` outside isolates. With
  /// `paragraphRules` (rules P2–P3, ``paragraph``), the first paragraph separator ends the
  /// search and only L, R and AL are strong; without (``firstStrong``), a separator only ends
  /// the isolates open before it, and embedding and override initiators count as strong.
  /// ASCII bytes need no table: in ASCII only the letters are strong (L), and nothing is an
  /// explicit control.
  @inline(__always)
  private static func firstStrongOutsideIsolates(
    _ bytes: UnsafeBufferPointer<UInt8>, paragraphRules: Bool
  ) -> TextDirection? {
    var isolateDepth = 0
    var i = 0
    while i < bytes.count {
      let byte = bytes[i]
      if byte < 0x80 {
        // LF, CR and U+001C–U+001E are the ASCII paragraph separators (class B).
        if byte == 0x0A || byte == 0x0D || (0x1C...0x1E).contains(byte) {
          if paragraphRules { return nil }
          isolateDepth = 0
        }
        let folded = byte | 0x20  // ASCII letters, folded to lowercase, are the only L
        if isolateDepth == 0 && folded >= 0x61 && folded <= 0x7A { return .leftToRight }
        i += 1
        continue
      }
      if let (control, length) = isolateOrSeparator(bytes, at: i, insideIsolate: isolateDepth > 0) {
        i += length
        switch control {
        case .opener: isolateDepth += 1
        case .closer: if isolateDepth > 0 { isolateDepth -= 1 }
        case .separator:
          if paragraphRules { return nil }
          isolateDepth = 0
        case .other: break
        }
        continue
      }
      let (value, length) = StrictUTF8.scalar(in: bytes, at: i) ?? (0xFFFD, 1)
      i += length
      switch UnicodeTables.bidiClass(of: value) {
      case .leftToRight:
        if isolateDepth == 0 { return .leftToRight }
      case .rightToLeft, .arabicLetter:
        if isolateDepth == 0 { return .rightToLeft }
      case .leftToRightEmbedding, .leftToRightOverride:
        if isolateDepth == 0 && !paragraphRules { return .leftToRight }
      case .rightToLeftEmbedding, .rightToLeftOverride:
        if isolateDepth == 0 && !paragraphRules { return .rightToLeft }
      case .leftToRightIsolate, .rightToLeftIsolate, .firstStrongIsolate:
        isolateDepth += 1
      case .popDirectionalIsolate:
        if isolateDepth > 0 { isolateDepth -= 1 }
      case .paragraphSeparator:
        if paragraphRules { return nil }
        isolateDepth = 0
      default:
        break
      }
    }
    return nil
  }

  /// What the non-ASCII character at `i` is to the isolate-skipping estimates, read from its
  /// UTF-8 bytes without a table: LRI, RLI, FSI (`E2 81 A6…A8`), PDI (`E2 81 A9`), and inside an
  /// isolate, where nothing else matters, a paragraph separator (U+0085 `C2 85`, U+2029
  /// `E2 80 A9`: the only non-ASCII characters of class B) or any other character, skipped
  /// whole. `nil`: a character outside isolates that needs its class.
  @inline(__always)
  private static func isolateOrSeparator(
    _ bytes: UnsafeBufferPointer<UInt8>, at i: Int, insideIsolate: Bool
  ) -> (IsolateControl, length: Int)? {
    let lead = bytes[i]
    let second: UInt8 = i + 1 < bytes.count ? bytes[i + 1] : 0
    let third: UInt8 = i + 2 < bytes.count ? bytes[i + 2] : 0
    if lead == 0xE2 && second == 0x81 && third >= 0xA6 && third <= 0xA9 {
      return (third == 0xA9 ? .closer : .opener, 3)
    }
    guard insideIsolate else { return nil }
    if (lead == 0xC2 && second == 0x85) || (lead == 0xE2 && second == 0x80 && third == 0xA9) {
      return (.separator, lead == 0xC2 ? 2 : 3)
    }
    let length = lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
    return (.other, min(length, bytes.count - i))
  }

  /// See ``isolateOrSeparator(_:at:insideIsolate:)``.
  private enum IsolateControl {
    case opener, closer, separator, other
  }

  static func anyRightToLeft(_ scalars: some Sequence<Unicode.Scalar>) -> TextDirection? {
    var sawLeftToRight = false
    for scalar in scalars {
      switch scalar.bidiClass {
      case .rightToLeft, .arabicLetter: return .rightToLeft
      case .leftToRight: sawLeftToRight = true
      default: break
      }
    }
    return sawLeftToRight ? .leftToRight : nil
  }

  static func wordCount(_ text: some StringProtocol) -> TextDirection? {
    var rightToLeftWords = 0
    var countedWords = 0
    var weaklyLeftToRight = false
    for word in text.split(whereSeparator: { $0.isWhitespace }) {
      // The direction of the word's first strong character, and whether it has digits.
      var first: TextDirection?
      var hasDigits = false
      for scalar in word.unicodeScalars {
        let bidiClass = scalar.bidiClass
        if first == nil {
          if bidiClass == .leftToRight {
            first = .leftToRight
          } else if bidiClass.isStrongRightToLeft {
            first = .rightToLeft
          }
        }
        if bidiClass == .europeanNumber || bidiClass == .arabicNumber { hasDigits = true }
      }
      if first == .rightToLeft {
        rightToLeftWords += 1
        countedWords += 1
      } else if word.hasPrefix("http://") || word.hasPrefix("https://") {
        weaklyLeftToRight = true
      } else if first == .leftToRight {
        countedWords += 1
      } else if hasDigits {
        weaklyLeftToRight = true
      }
    }
    if countedWords == 0 { return weaklyLeftToRight ? .leftToRight : nil }
    return rightToLeftWords * 5 > countedWords * 2 ? .rightToLeft : .leftToRight
  }
}

/// The first and last strong characters of an all-ASCII text, found on its UTF-8 bytes (in ASCII
/// only letters are strong, all left-to-right; nothing is an explicit control).
struct AsciiEdges {
  var first: TextDirection?
  var last: TextDirection?

  /// `nil` when the text is not all ASCII (or not contiguous).
  @inline(__always)
  init?(_ text: some StringProtocol) {
    let edges: (Int, Int)?? = text.utf8.withContiguousStorageIfAvailable { bytes in
      var first = -1
      var last = -1
      for (index, byte) in bytes.enumerated() {
        if byte >= 0x80 { return nil }
        let folded = byte | 0x20
        if folded >= 0x61 && folded <= 0x7A {
          if first < 0 { first = index }
          last = index
        }
      }
      return (first, last)
    }
    guard let found = edges, let (first, last) = found else { return nil }
    self.first = first >= 0 ? .leftToRight : nil
    self.last = last >= 0 ? .leftToRight : nil
  }
}
