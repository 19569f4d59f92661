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

/// Writes UTF-8 bytes into one buffer, made a string once at the end: appending bytes costs
/// less than appending strings (no per-append bookkeeping of the string's flags and count).
struct StringSink: FormattingSink {
  var bytes: [UInt8] = []

  init() {}

  /// A sink with room for `capacity` UTF-8 bytes.
  init(capacity: Int) { bytes.reserveCapacity(capacity) }

  /// What was written.
  var string: String { String(decoding: bytes, as: UTF8.self) }

  mutating func appendLiteral(_ text: Substring) { bytes.append(contentsOf: text.utf8) }
  mutating func appendLiteral(_ text: String) { bytes.append(contentsOf: text.utf8) }
  mutating func appendValue(_ text: String, argument: Int) { bytes.append(contentsOf: text.utf8) }
  mutating func appendMark(_ control: DirectionalControl) { control.appendUTF8(to: &bytes) }
  mutating func prependMark(_ control: DirectionalControl) {
    var mark: [UInt8] = []
    control.appendUTF8(to: &mark)
    bytes.insert(contentsOf: mark, at: 0)
  }
}

extension DirectionalControl {
  /// Appends the control's UTF-8: two bytes for ALM (`D8 9C`), three for the others
  /// (`E2 80 xx` or `E2 81 xx`).
  func appendUTF8(to bytes: inout [UInt8]) {
    let value = rawValue
    if value < 0x800 {
      bytes.append(UInt8(0xC0 | value >> 6))
      bytes.append(UInt8(0x80 | value & 0x3F))
    } else {
      bytes.append(0xE2)
      bytes.append(UInt8(0x80 | (value >> 6) & 0x3F))
      bytes.append(UInt8(0x80 | value & 0x3F))
    }
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
