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

struct StringSink: FormattingSink {
  var string = ""

  init() {}

  /// A sink with room for `capacity` UTF-8 bytes.
  init(capacity: Int) { string.reserveCapacity(capacity) }

  mutating func appendLiteral(_ text: Substring) { string += text }
  mutating func appendLiteral(_ text: String) { string += text }
  mutating func appendValue(_ text: String, argument: Int) { string += text }
  mutating func appendMark(_ control: DirectionalControl) { string += control.utf8String }
  mutating func prependMark(_ control: DirectionalControl) { string = control.utf8String + string }
}

extension DirectionalControl {
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
