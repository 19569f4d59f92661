/// A message as the formatter writes it: literal text and values, from a template or from
/// string interpolation. A struct holding one string, so that copying a piece is one retain.
struct MessagePiece: Sendable, Hashable {
  /// What a piece is.
  enum Role: Sendable, Hashable {
    /// Message text, written as it is.
    case literal
    /// A value to wrap.
    case value(direction: ValueDirection, kind: ValueKind)
    /// A value the template already isolates (`⟨FSI⟩%@⟨PDI⟩`): written without a second
    /// isolate.
    case isolatedValue
  }

  /// The piece's text.
  var text: String
  var role: Role
  /// A value's number in parts output (0 for literals).
  var argument: Int

  static func literal(_ text: String) -> Self { Self(text: text, role: .literal, argument: 0) }

  static func value(_ text: String, direction: ValueDirection, kind: ValueKind, argument: Int) -> Self {
    Self(text: text, role: .value(direction: direction, kind: kind), argument: argument)
  }

  static func isolatedValue(_ text: String, argument: Int) -> Self {
    Self(text: text, role: .isolatedValue, argument: argument)
  }
}

extension BidiFormatter {
  /// Writes a message: literals as they are, values wrapped.
  ///
  /// Values joined only by separators with no space and no letter (`:` `/` `.` `,` `-` `+`
  /// `@` `#` `_`…, at most three), or by nothing at all, make one compound value — a host
  /// and port, a path, an address, a version — isolated (or embedded) as a whole,
  /// left-to-right unless every value in it is right-to-left, with each value still wrapped
  /// inside. Wrapped one by one, `host:port` in a right-to-left sentence would show the port
  /// first.
  ///
  /// `plainASCII`: every piece is known to be ASCII (``isPlainASCII(_:)``), so that no piece has
  /// right-to-left text and no value needs sanitizing or splitting.
  func write<Sink: FormattingSink>(_ pieces: [MessagePiece], plainASCII: Bool = false, into sink: inout Sink)
  {
    let literalIsLeftToRight =
      context == .leftToRight
      && (plainASCII
        || pieces.allSatisfy {
          $0.role != .literal || Self.isFreeOfRightToLeft($0.text[...])
        })
    // The compound being written, if any: its direction and whether it was opened.
    var compound: (direction: TextDirection, isWrapped: Bool)? = nil
    for k in pieces.indices {
      let (text, argument) = (pieces[k].text, pieces[k].argument)
      let (direction, kind): (ValueDirection, ValueKind)
      switch pieces[k].role {
      case .literal:
        sink.appendLiteral(text)
        continue
      case .isolatedValue:
        sink.appendValue(sanitizesValues ? BidiSanitizer.balancing.sanitize(text) : text, argument: argument)
        continue
      case .value(let valueDirection, let valueKind):
        (direction, kind) = (valueDirection, valueKind)
      }
      let joined = Self.nextJoinedValue(after: k, in: pieces, ascii: plainASCII) != nil
      if compound == nil && joined {
        var values = [k]
        while let next = Self.nextJoinedValue(after: values.last!, in: pieces, ascii: plainASCII) {
          values.append(next)
        }
        let compoundDirection: TextDirection =
          values.allSatisfy { Self.displayDirection(of: pieces[$0]) == .rightToLeft }
          ? .rightToLeft : .leftToRight
        let isWrapped =
          !(compoundDirection == .leftToRight && context == .leftToRight && literalIsLeftToRight)
        if isWrapped {
          switch (style, compoundDirection) {
          case (.isolate, .leftToRight): sink.appendMark(.leftToRightIsolate)
          case (.isolate, .rightToLeft): sink.appendMark(.rightToLeftIsolate)
          case (.embedding, .leftToRight): sink.appendMark(.leftToRightEmbedding)
          case (.embedding, .rightToLeft): sink.appendMark(.rightToLeftEmbedding)
          }
        }
        compound = (compoundDirection, isWrapped)
      }
      guard let current = compound else {
        wrap(
          text, direction: direction, kind: kind, argument: argument,
          literalIsLeftToRight: literalIsLeftToRight, knownPlain: plainASCII, into: &sink)
        continue
      }
      // Inside a compound, each value is wrapped for the compound's direction.
      let inner = BidiFormatter(
        context: current.direction, style: style, stereoReset: false, sanitizesValues: sanitizesValues)
      inner.wrap(
        text, direction: direction, kind: kind, argument: argument, literalIsLeftToRight: true,
        knownPlain: plainASCII, into: &sink)
      if !joined {
        if current.isWrapped {
          switch style {
          case .isolate: sink.appendMark(.popDirectionalIsolate)
          case .embedding:
            sink.appendMark(.popDirectionalFormatting)
            if let context, context != current.direction {
              sink.appendMark(context == .leftToRight ? .leftToRightMark : .rightToLeftMark)
            }
          }
        }
        compound = nil
      }
    }
  }

  /// The index of the value that forms one compound with the value at `index`: the next
  /// piece, or the one after a short separator-only literal; `nil` if there is none.
  /// `ascii`: the pieces are known to be ASCII.
  static func nextJoinedValue(after index: Int, in pieces: [MessagePiece], ascii: Bool) -> Int? {
    var next = index + 1
    guard next < pieces.count else { return nil }
    if pieces[next].role == .literal {
      guard isCompoundSeparator(pieces[next].text, ascii: ascii) else { return nil }
      next += 1
    }
    guard next < pieces.count, case .value = pieces[next].role else { return nil }
    return next
  }

  /// Whether a literal between two values only joins them: at most three characters, all
  /// number separators or terminators (`:` `/` `.` `,` `-` `+` `#` `%`…) or `@ _ & | \\ ~`.
  /// `ascii`: `text` is known to be ASCII.
  static func isCompoundSeparator(_ text: String, ascii: Bool = false) -> Bool {
    // At most three scalars take at most 12 bytes (3 in ASCII); counting stops at the fourth.
    guard text.utf8.count <= (ascii ? 3 : 12), let first = text.utf8.first else { return text.isEmpty }
    if first < 0x80 && !joinsValues(ascii: first) { return false }
    var count = 0
    for scalar in text.unicodeScalars {
      count += 1
      guard count <= 3 else { return false }
      guard scalar.isASCII ? joinsValues(ascii: UInt8(scalar.value)) : joinsValues(scalar) else {
        return false
      }
    }
    return true
  }

  @inline(__always)
  private static func joinsValues(ascii byte: UInt8) -> Bool {
    let mask = byte < 64 ? asciiJoiners.low : asciiJoiners.high
    return mask & 1 << (byte & 63) != 0
  }

  /// Whether `scalar` may be part of a literal that joins two values into one compound.
  private static func joinsValues(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.bidiClass {
    case .commonSeparator, .europeanSeparator, .europeanTerminator: true
    case .otherNeutral: "@_&|\\~".unicodeScalars.contains(scalar)
    default: false
    }
  }

  /// ``joinsValues(_:)`` of every ASCII scalar, one bit each (U+0000–U+003F, U+0040–U+007F):
  /// most literals start with a space or a letter, rejected without a table lookup.
  private static let asciiJoiners: (low: UInt64, high: UInt64) = (0..<128).reduce((0, 0)) { masks, value in
    guard joinsValues(Unicode.Scalar(UInt8(value))) else { return masks }
    return value < 64 ? (masks.low | 1 << value, masks.high) : (masks.low, masks.high | 1 << (value - 64))
  }

  /// The direction a value piece displays in: fixed by its kind, given, or estimated.
  static func displayDirection(of piece: MessagePiece) -> TextDirection? {
    guard case .value(let direction, let kind) = piece.role else { return nil }
    let text = piece.text
    if let fixed = kind.fixedDirection { return fixed }
    switch direction {
    case .leftToRight: return .leftToRight
    case .rightToLeft: return .rightToLeft
    case .neutral: return nil
    case .auto: return DirectionEstimation.firstStrong.estimate(text)
    case .estimated(let estimation): return estimation.estimate(text)
    }
  }
}
