/// Where the formatter writes: a string (fast) or parts (for renderers and tests).
protocol FormattingSink {
  mutating func appendLiteral(_ text: Substring)
  /// A whole literal (appending a `String` is faster than a `Substring`).
  mutating func appendLiteral(_ text: String)
  mutating func appendValue(_ text: String, argument: Int)
  mutating func appendMark(_ control: DirectionalControl)
  /// Puts a mark at the very start (the message-direction fix).
  mutating func prependMark(_ control: DirectionalControl)
}

/// Writes UTF-8 straight into the storage of the string being made
/// (`String(unsafeUninitializedCapacity:initializingUTF8With:)`): one allocation, no
/// intermediate buffer. Bytes beyond the room given are counted but not written; the writing is
/// then done again with room for all of them (see ``make(capacity:_:)``).
struct StringSink: FormattingSink {
  private let buffer: UnsafeMutableBufferPointer<UInt8>
  /// The number of bytes written, or that would have been written when more than fit.
  private(set) var count = 0

  private init(_ buffer: UnsafeMutableBufferPointer<UInt8>) { self.buffer = buffer }

  /// The string `write` writes into a sink, made with room for `capacity` bytes first, and
  /// again with room for all of them when that was too little. `write` must write the same
  /// bytes each time, but for what it decides from what it wrote (the leading mark): the second
  /// time everything before that fits, so a third time always fits.
  static func make(capacity: Int, _ write: (inout StringSink) -> Void) -> String {
    var room = max(capacity, 1)
    for _ in 0..<3 {
      var needed = 0
      let string = String(unsafeUninitializedCapacity: room) { buffer in
        var sink = StringSink(buffer)
        write(&sink)
        needed = sink.count
        return sink.fits ? sink.count : 0
      }
      if needed <= room { return string }
      room = needed
    }
    preconditionFailure("a formatter wrote different text each time")
  }

  /// Whether everything written so far is in the buffer.
  private var fits: Bool { count <= buffer.count }

  /// The bytes written so far (all of them when ``fits``).
  var written: UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(rebasing: buffer[..<min(count, buffer.count)])
  }

  @inline(__always)
  private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    let end = count + bytes.count
    if end <= buffer.count, let source = bytes.baseAddress {
      (buffer.baseAddress! + count).initialize(from: source, count: bytes.count)
    }
    count = end
  }

  @inline(__always)
  private mutating func append(utf8 text: some StringProtocol) {
    if text.utf8.withContiguousStorageIfAvailable({ append($0) }) == nil {
      Array(text.utf8).withUnsafeBufferPointer { append($0) }
    }
  }

  mutating func appendLiteral(_ text: Substring) { append(utf8: text) }
  mutating func appendLiteral(_ text: String) { append(utf8: text) }
  mutating func appendValue(_ text: String, argument: Int) { append(utf8: text) }

  mutating func appendMark(_ control: DirectionalControl) {
    let (bytes, length) = control.utf8
    if count + length <= buffer.count {
      buffer[count] = bytes.0
      buffer[count + 1] = bytes.1
      if length == 3 { buffer[count + 2] = bytes.2 }
    }
    count += length
  }

  mutating func prependMark(_ control: DirectionalControl) {
    let (bytes, length) = control.utf8
    if count + length <= buffer.count, let start = buffer.baseAddress {
      (start + length).update(from: start, count: count)  // the regions overlap: a memmove
      start[0] = bytes.0
      start[1] = bytes.1
      if length == 3 { start[2] = bytes.2 }
    }
    count += length
  }
}

extension DirectionalControl {
  /// The control's UTF-8, in the first `length` bytes: two for ALM (`D8 9C`), three for the
  /// others (`E2 80 xx` or `E2 81 xx`).
  var utf8: (bytes: (UInt8, UInt8, UInt8), length: Int) {
    let value = rawValue
    if value < 0x800 { return ((UInt8(0xC0 | value >> 6), UInt8(0x80 | value & 0x3F), 0), 2) }
    return ((0xE2, UInt8(0x80 | (value >> 6) & 0x3F), UInt8(0x80 | value & 0x3F)), 3)
  }

  /// The control as a string, without building a `Character` each time.
  var utf8String: String {
    switch self {
    case .arabicLetterMark: "\u{061C}"
    case .leftToRightMark: "\u{200E}"
    case .rightToLeftMark: "\u{200F}"
    case .leftToRightEmbedding: "\u{202A}"
    case .rightToLeftEmbedding: "\u{202B}"
    case .popDirectionalFormatting: "\u{202C}"
    case .leftToRightOverride: "\u{202D}"
    case .rightToLeftOverride: "\u{202E}"
    case .leftToRightIsolate: "\u{2066}"
    case .rightToLeftIsolate: "\u{2067}"
    case .firstStrongIsolate: "\u{2068}"
    case .popDirectionalIsolate: "\u{2069}"
    }
  }
}

struct PartsSink: FormattingSink {
  var parts: [FormattedPart] = []

  mutating func appendLiteral(_ text: Substring) {
    guard !text.isEmpty else { return }
    if case .literal(let previous)? = parts.last {
      parts[parts.count - 1] = .literal(previous + text)
    } else {
      parts.append(.literal(String(text)))
    }
  }
  mutating func appendLiteral(_ text: String) { appendLiteral(text[...]) }
  mutating func appendValue(_ text: String, argument: Int) { parts.append(.value(text, argument: argument)) }
  mutating func appendMark(_ control: DirectionalControl) { parts.append(.mark(control)) }
  mutating func prependMark(_ control: DirectionalControl) { parts.insert(.mark(control), at: 0) }
}
