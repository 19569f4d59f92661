/// Where the formatter writes: a string (fast) or parts (for renderers and tests).
protocol FormattingSink {
  mutating func appendLiteral(_ text: Substring)
  mutating func appendValue(_ text: String, argument: Int)
  mutating func appendMark(_ control: DirectionalControl)
  /// Puts a mark at the very start (the message-direction fix).
  mutating func prependMark(_ control: DirectionalControl)
}

struct StringSink: FormattingSink {
  var string = ""

  mutating func appendLiteral(_ text: Substring) { string += text }
  mutating func appendValue(_ text: String, argument: Int) { string += text }
  mutating func appendMark(_ control: DirectionalControl) { string.unicodeScalars.append(control.scalar) }
  mutating func prependMark(_ control: DirectionalControl) { string = control.string + string }
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
  mutating func appendValue(_ text: String, argument: Int) { parts.append(.value(text, argument: argument)) }
  mutating func appendMark(_ control: DirectionalControl) { parts.append(.mark(control)) }
  mutating func prependMark(_ control: DirectionalControl) { parts.insert(.mark(control), at: 0) }
}
