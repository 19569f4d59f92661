/// One piece of a formatted message, for renderers (which may style values) and for tests
/// (which can compare the text without the invisible controls).
public enum FormattedPart: Sendable, Hashable {
  /// Text of the message itself (the template's literal text).
  case literal(String)
  /// A value's text as inserted (sanitized, formatted), without the controls around it.
  /// `argument` is its zero-based argument index for templates, its interpolation index for
  /// ``BidiFormattedString``.
  case value(String, argument: Int)
  /// A directional control that the formatter added: an isolate or embedding around a value,
  /// or a mark.
  case mark(DirectionalControl)

  /// The text of this part.
  public var text: String {
    switch self {
    case .literal(let text), .value(let text, _): text
    case .mark(let control): control.string
    }
  }
}

extension Array where Element == FormattedPart {
  /// The formatted string: every part's text, in order.
  public var joinedText: String {
    var result = ""
    for part in self { result += part.text }
    return result
  }

  /// The formatted string without the controls the formatter added (the values' own
  /// characters are kept as sanitized).
  public var textWithoutMarks: String {
    var result = ""
    for part in self {
      if case .mark = part { continue }
      result += part.text
    }
    return result
  }
}
