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
  enum Piece: Sendable, Hashable {
    case literal(String)
    case value(String, direction: ValueDirection, kind: ValueKind)
  }

  var pieces: [Piece]

  /// A message that is only text.
  public init(stringLiteral value: String) {
    pieces = [.literal(value)]
  }

  /// A message built by interpolation.
  public init(stringInterpolation: StringInterpolation) {
    pieces = stringInterpolation.pieces
  }

  /// The message with values inserted as they are, without any wrapping: what plain
  /// interpolation would give.
  public var description: String {
    var result = ""
    for piece in pieces {
      switch piece {
      case .literal(let text), .value(let text, _, _): result += text
      }
    }
    return result
  }

  /// Collects the pieces of an interpolated ``BidiFormattedString``.
  public struct StringInterpolation: StringInterpolationProtocol, Sendable {
    var pieces: [Piece] = []

    /// Prepares for a literal of `literalCapacity` characters and `interpolationCount` values.
    public init(literalCapacity: Int, interpolationCount: Int) {
      pieces.reserveCapacity(2 * interpolationCount + 1)
    }

    /// Message text.
    public mutating func appendLiteral(_ literal: String) {
      if !literal.isEmpty { pieces.append(.literal(literal)) }
    }

    /// A value with a known or estimated direction, or of a kind with a fixed direction.
    public mutating func appendInterpolation(
      isolating value: some StringProtocol, direction: ValueDirection = .auto, kind: ValueKind = .text
    ) {
      pieces.append(.value(String(value), direction: direction, kind: kind))
    }

    /// A value of unknown direction, from its description.
    public mutating func appendInterpolation(_ value: some CustomStringConvertible) {
      pieces.append(.value(value.description, direction: .auto, kind: .text))
    }

    /// An integer: a left-to-right number.
    public mutating func appendInterpolation(_ value: some BinaryInteger) {
      pieces.append(.value(value.description, direction: .leftToRight, kind: .number))
    }

    /// A floating-point number: a left-to-right number.
    public mutating func appendInterpolation(_ value: some BinaryFloatingPoint & CustomStringConvertible) {
      pieces.append(.value(value.description, direction: .leftToRight, kind: .number))
    }

    /// Text that belongs to the message itself (trusted, not wrapped).
    public mutating func appendInterpolation(verbatim text: some StringProtocol) {
      pieces.append(.literal(String(text)))
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
    var sink = StringSink()
    format(message, into: &sink)
    fixMessageDirection(of: sink.string, in: &sink)
    return sink.string
  }

  /// `format(_:)` (interpolations) as parts; values are numbered by their order in the
  /// message.
  public func formattedParts(_ message: BidiFormattedString) -> [FormattedPart] {
    var sink = PartsSink()
    format(message, into: &sink)
    fixMessageDirection(of: sink.parts.joinedText, in: &sink)
    return sink.parts
  }

  private func format<Sink: FormattingSink>(_ message: BidiFormattedString, into sink: inout Sink) {
    var argument = 0
    let pieces: [MessagePiece] = message.pieces.map { piece in
      switch piece {
      case .literal(let text): return .literal(text)
      case .value(let text, let direction, let kind):
        defer { argument += 1 }
        return .value(text, direction: direction, kind: kind, argument: argument)
      }
    }
    write(pieces, into: &sink)
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
