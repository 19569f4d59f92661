/// A message written with Swift string interpolation whose interpolated values are wrapped
/// like the arguments of `format(_:_:)` (templates).
///
/// ```swift
/// let name = "דנה"
/// let message: BidiFormattedString = "\(name) shared \(count) files with \(isolating: host, kind: .url)"
/// BidiFormatter(context: .leftToRight).format(message)
/// ```
///
/// Every interpolation is a value and is wrapped: `\(x)` with direction
/// ``ValueDirection/auto`` (numbers: ``ValueKind/number``), `\(isolating: x, direction:
/// kind:)` with the given ones. Only `\(verbatim: text)` is taken as message text.
public struct BidiFormattedString: Sendable, Hashable, ExpressibleByStringInterpolation,
  CustomStringConvertible
{
  /// The message as the formatter writes it (values numbered in order), built once by the
  /// interpolation.
  var pieces: [MessagePiece]
  /// The number of UTF-8 bytes of all pieces.
  var utf8Count: Int
  /// Whether every piece is ASCII without control characters (``BidiFormatter/isPlainASCII(_:)``):
  /// what most messages are, written without any table lookup.
  var isPlainASCII: Bool

  /// A message that is only text.
  public init(stringLiteral value: String) {
    pieces = [.literal(value)]
    utf8Count = value.utf8.count
    isPlainASCII = BidiFormatter.isPlainASCII(value)
  }

  /// A message built by interpolation.
  public init(stringInterpolation: StringInterpolation) {
    pieces = stringInterpolation.pieces
    utf8Count = stringInterpolation.utf8Count
    isPlainASCII = stringInterpolation.isPlainASCII
  }

  /// The message with values inserted as they are, without any wrapping: what plain
  /// interpolation would give.
  public var description: String {
    var result = ""
    for piece in pieces { result += piece.text }
    return result
  }

  /// Collects the pieces of an interpolated ``BidiFormattedString``.
  public struct StringInterpolation: StringInterpolationProtocol, Sendable {
    var pieces: [MessagePiece] = []
    var utf8Count = 0
    var isPlainASCII = true
    private var values = 0

    /// Prepares for a literal of `literalCapacity` characters and `interpolationCount` values.
    public init(literalCapacity: Int, interpolationCount: Int) {
      pieces.reserveCapacity(2 * interpolationCount + 1)
    }

    /// Message text.
    public mutating func appendLiteral(_ literal: String) {
      if !literal.isEmpty { pieces.append(.literal(literal)) }
      utf8Count += literal.utf8.count
      isPlainASCII = isPlainASCII && BidiFormatter.isPlainASCII(literal)
    }

    /// `isPlainASCII`: whether `text` is known to be plain ASCII (a number's digits), else
    /// `nil`.
    private mutating func appendValue(
      _ text: String, direction: ValueDirection, kind: ValueKind, isPlainASCII known: Bool? = nil
    ) {
      pieces.append(.value(text, direction: direction, kind: kind, argument: values))
      values += 1
      utf8Count += text.utf8.count
      isPlainASCII = isPlainASCII && (known ?? BidiFormatter.isPlainASCII(text))
    }

    /// A value with a known or estimated direction, or of a kind with a fixed direction.
    public mutating func appendInterpolation(
      isolating value: some StringProtocol, direction: ValueDirection = .auto, kind: ValueKind = .text
    ) {
      appendValue(String(value), direction: direction, kind: kind)
    }

    /// A text value of unknown direction.
    public mutating func appendInterpolation(_ value: String) {
      appendValue(value, direction: .auto, kind: .text)
    }

    /// A value of unknown direction, from its description.
    public mutating func appendInterpolation(_ value: some CustomStringConvertible) {
      appendValue(value.description, direction: .auto, kind: .text)
    }

    /// An integer: a left-to-right number.
    public mutating func appendInterpolation(_ value: some BinaryInteger) {
      let text = Int64(exactly: value).map(PrintfConversion.decimal) ?? value.description
      appendValue(text, direction: .leftToRight, kind: .number, isPlainASCII: true)
    }

    /// An `Int`: a left-to-right number, as any other integer, without generic dispatch.
    public mutating func appendInterpolation(_ value: Int) {
      appendValue(
        PrintfConversion.decimal(Int64(value)), direction: .leftToRight, kind: .number, isPlainASCII: true)
    }

    /// A floating-point number: a left-to-right number.
    public mutating func appendInterpolation(_ value: some BinaryFloatingPoint & CustomStringConvertible) {
      appendValue(value.description, direction: .leftToRight, kind: .number)
    }

    /// Text that belongs to the message itself (trusted, not wrapped).
    public mutating func appendInterpolation(verbatim text: some StringProtocol) {
      let literal = String(text)
      pieces.append(.literal(literal))
      utf8Count += literal.utf8.count
      isPlainASCII = isPlainASCII && BidiFormatter.isPlainASCII(literal)
    }
  }
}

extension BidiFormatter {
  /// The interpolated message with every value wrapped, kept in the context direction.
  ///
  /// Values joined only by separators with no space and no letter — `"\(host):\(port)"`,
  /// `"\(user)@\(domain)"`, `"\(major).\(minor)"`, or nothing at all — make one compound
  /// value, isolated as a whole (left-to-right unless every value in it is right-to-left) with
  /// each value still wrapped inside: wrapped one by one, a host and port would swap in a
  /// right-to-left sentence. Templates (`format(_:_:)`) do the same.
  public func format(_ message: BidiFormattedString) -> String {
    // Room for the pieces, two marks per value and the leading mark: one allocation.
    StringSink.make(capacity: message.utf8Count + 6 * message.pieces.count + 3) { sink in
      let plainASCII = message.isPlainASCII && style == .isolate
      write(message.pieces, plainASCII: plainASCII, into: &sink)
      fixMessageDirection(in: &sink, plainASCII: plainASCII)
    }
  }

  /// `format(_:)` (interpolations) as parts; values are numbered by their order in the
  /// message.
  public func formattedParts(_ message: BidiFormattedString) -> [FormattedPart] {
    var sink = PartsSink()
    write(message.pieces, into: &sink)
    fixMessageDirection(of: sink.parts.joinedText, in: &sink)
    return sink.parts
  }
}

/// Removing what the formatter adds.
extension String {
  /// The string without any of the twelve directional controls (marks, embeddings, overrides,
  /// isolates): for comparing formatted text in tests, or for contexts where invisible
  /// characters do harm (URLs, attributes, identifiers).
  public var removingDirectionalControls: String {
    BidiSanitizer.stripping.sanitize(self)
  }
}
