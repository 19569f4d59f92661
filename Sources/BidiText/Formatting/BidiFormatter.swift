/// Puts values into text of either direction so that each value displays intact: a phone
/// number, a user name, a path or a URL keeps its own order inside a right-to-left or
/// left-to-right sentence, and does not disturb the sentence around it.
///
/// ```swift
/// let formatter = BidiFormatter(context: .rightToLeft)
/// formatter.wrap("+1 408-555-1212", kind: .phoneNumber)   // "\u{2066}+1 408-555-1212\u{2069}"
/// try formatter.format("اتصل بـ %@", [.text("+1 408-555-1212", kind: .phoneNumber)])
/// ```
///
/// - The ``FormattingStyle/isolate`` style (the default) wraps a value in LRI, RLI or FSI … PDI.
///   As in MessageFormat 2, a value is left alone only when both the context and the value are
///   known to be left-to-right; in templates and interpolations, also only when the message's
///   own text has no right-to-left characters (a phone number after Hebrew words is reordered
///   even in a left-to-right paragraph, which MessageFormat 2's rule overlooks). A lone
///   ``wrap(_:direction:kind:)`` cannot see the message: wrap with a `nil` context, or format
///   the whole message, when its text may be mixed.
/// - The ``FormattingStyle/embedding`` style gives exactly what AndroidX's `BidiFormatter`
///   `unicodeWrap` gives with the same options: LRE or RLE … PDF when the value's direction
///   differs from the context, then an LRM or RLM when needed (and one before with
///   ``stereoReset``).
/// - Values are sanitized with ``BidiSanitizer/balancing`` inside the wrapper, so controls in
///   untrusted values never leak into the message.
/// - `format(_:_:)` (templates) formats printf-style templates and
///   `format(_:)` (interpolations) Swift interpolations, with every value wrapped.
///   When the context is known, the formatted message keeps the context direction: a leading
///   LRM or RLM is added when the message's first strong character (rule P2 of UAX #9, which
///   skips isolates but not embeddings) would otherwise give it another direction, or when it
///   has none outside isolates and the context is right-to-left (or the isolates hold
///   right-to-left text, which a renderer without isolate support would go by) — the
///   "`%@` first" case.
public struct BidiFormatter: Sendable, Hashable {
  /// The direction of the text the values go into, or `nil` when unknown.
  public var context: TextDirection?
  /// Isolates (default) or legacy embeddings and marks.
  public var style: FormattingStyle
  /// In the ``FormattingStyle/embedding`` style, whether a mark of the context direction is
  /// also put before a value whose entry direction differs from the context (AndroidX's
  /// "stereo reset", on by default there and here). Ignored by the isolate style.
  public var stereoReset: Bool
  /// Whether values are balanced with ``BidiSanitizer`` before they are wrapped (default
  /// `true`). Turn off only for values known to hold no directional controls.
  public var sanitizesValues: Bool

  /// A formatter for text of direction `context` (`nil`: unknown).
  public init(
    context: TextDirection? = nil, style: FormattingStyle = .isolate, stereoReset: Bool = true,
    sanitizesValues: Bool = true
  ) {
    self.context = context
    self.style = style
    self.stereoReset = stereoReset
    self.sanitizesValues = sanitizesValues
  }

  /// A formatter for text in the language of `languageIdentifier` (`"ar"`, `"he-IL"`, `"en_US"`):
  /// see ``TextDirection/init(languageIdentifier:)``.
  public init(languageIdentifier: String, style: FormattingStyle = .isolate, stereoReset: Bool = true) {
    self.init(
      context: TextDirection(languageIdentifier: languageIdentifier), style: style, stereoReset: stereoReset)
  }

  // MARK: Wrapping one value

  /// `value`, wrapped so that it displays intact in text of the context direction.
  ///
  /// - Parameters:
  ///   - value: the text to wrap (a user name, a phone number, a path…).
  ///   - direction: the value's direction, known or to be found (default ``ValueDirection/auto``).
  ///   - kind: what the value is; every kind but ``ValueKind/text`` is left-to-right whatever
  ///     `direction` says.
  ///
  /// An isolate ends at a paragraph separator, so a value that contains one (`\n`, `\r`,
  /// U+2029…) is wrapped line by line: each line of it is isolated on its own.
  public func wrap(_ value: String, direction: ValueDirection = .auto, kind: ValueKind = .text) -> String {
    let plain = Self.isPlain(value)
    if style == .isolate && (plain || !Self.containsParagraphSeparator(value)) {
      let value = sanitizesValues && !plain ? BidiSanitizer.balancing.sanitize(value) : value
      guard let opener = isolateOpener(value, direction: direction, kind: kind, literalIsLeftToRight: true)
      else {
        return value
      }
      return Self.isolate(value, with: opener)
    }
    // The value and at most four marks of three bytes (a stereo-reset mark, an embedding and
    // its PDF, a mark).
    return StringSink.make(capacity: value.utf8.count + 12) { sink in
      wrap(value, direction: direction, kind: kind, argument: 0, literalIsLeftToRight: true, into: &sink)
    }
  }

  /// ``wrap(_:direction:kind:)`` as parts: the marks and the value.
  public func wrappedParts(
    _ value: String, direction: ValueDirection = .auto, kind: ValueKind = .text
  ) -> [FormattedPart] {
    var sink = PartsSink()
    wrap(value, direction: direction, kind: kind, argument: 0, literalIsLeftToRight: true, into: &sink)
    return sink.parts
  }

  /// `literalIsLeftToRight`: whether the message text around the value has no right-to-left
  /// characters (R, AL, AN). Only then may a left-to-right value in a left-to-right context
  /// stay unwrapped: after right-to-left text, even a phone number in a left-to-right
  /// paragraph is reordered (`שלום +1 408-555-1212` shows the digit groups right to left).
  ///
  /// `knownPlain`: the caller knows that `value` is plain (``isPlain(_:)``).
  func wrap<Sink: FormattingSink>(
    _ value: String, direction: ValueDirection, kind: ValueKind, argument: Int, literalIsLeftToRight: Bool,
    knownPlain: Bool = false, into sink: inout Sink
  ) {
    let plain = knownPlain || Self.isPlain(value)
    if !plain && Self.containsParagraphSeparator(value) {
      var piece = String.UnicodeScalarView()
      for scalar in value.unicodeScalars {
        guard scalar.bidiClass == .paragraphSeparator else {
          piece.append(scalar)
          continue
        }
        if !piece.isEmpty {
          wrap(
            String(piece), direction: direction, kind: kind, argument: argument,
            literalIsLeftToRight: literalIsLeftToRight, into: &sink)
          piece = String.UnicodeScalarView()
        }
        sink.appendValue(String(Character(scalar)), argument: argument)
      }
      if !piece.isEmpty {
        wrap(
          String(piece), direction: direction, kind: kind, argument: argument,
          literalIsLeftToRight: literalIsLeftToRight, into: &sink)
      }
      return
    }
    let value = sanitizesValues && !plain ? BidiSanitizer.balancing.sanitize(value) : value
    switch style {
    case .isolate:
      guard
        let opener = isolateOpener(
          value, direction: direction, kind: kind, literalIsLeftToRight: literalIsLeftToRight)
      else {
        sink.appendValue(value, argument: argument)
        return
      }
      sink.appendMark(opener)
      sink.appendValue(value, argument: argument)
      sink.appendMark(.popDirectionalIsolate)

    case .embedding:
      let valueDirection: TextDirection?
      if let fixed = kind.fixedDirection {
        valueDirection = fixed
      } else {
        switch direction {
        case .leftToRight: valueDirection = .leftToRight
        case .rightToLeft: valueDirection = .rightToLeft
        case .neutral: valueDirection = nil
        case .auto: valueDirection = DirectionEstimation.firstStrong.estimate(value)
        case .estimated(let estimation): valueDirection = estimation.estimate(value)
        }
      }
      let ascii = AsciiEdges(value)
      if stereoReset,
        let mark = resetMark(valueDirection, edge: ascii.map(\.first) ?? Self.entryDirection(value))
      {
        sink.appendMark(mark)
      }
      if let valueDirection, valueDirection != context {
        sink.appendMark(valueDirection == .leftToRight ? .leftToRightEmbedding : .rightToLeftEmbedding)
        sink.appendValue(value, argument: argument)
        sink.appendMark(.popDirectionalFormatting)
      } else {
        sink.appendValue(value, argument: argument)
      }
      if let mark = resetMark(valueDirection, edge: ascii.map(\.last) ?? Self.exitDirection(value)) {
        sink.appendMark(mark)
      }
    }
  }

  /// The isolate initiator for a value in the isolate style, or `nil` when it is left alone
  /// (both it and the message known left-to-right).
  @inline(__always)
  func isolateOpener(
    _ value: String, direction: ValueDirection, kind: ValueKind, literalIsLeftToRight: Bool
  ) -> DirectionalControl? {
    let leftAlone = context == .leftToRight && literalIsLeftToRight
    switch kind.fixedDirection.map(ValueDirection.init) ?? direction {
    case .leftToRight: return leftAlone ? nil : .leftToRightIsolate
    case .rightToLeft: return .rightToLeftIsolate
    case .neutral, .auto: return .firstStrongIsolate
    case .estimated(let estimation):
      switch estimation.estimate(value) {
      case .leftToRight?: return leftAlone ? nil : .leftToRightIsolate
      case .rightToLeft?: return .rightToLeftIsolate
      case nil: return .firstStrongIsolate
      }
    }
  }

  /// Whether `text` is ASCII from U+001F up (no other control character, not even a tab): then
  /// it has no right-to-left character, no paragraph separator, no directional control, and only
  /// its letters are strong.
  static func isPlainASCII(_ text: String) -> Bool {
    text.utf8.withContiguousStorageIfAvailable { bytes in
      !bytes.contains { $0 >= 0x80 || $0 < 0x1F }
    } ?? false
  }

  /// Whether `text` has neither a paragraph separator nor a directional control, found with one
  /// look at each UTF-8 byte: then it needs no splitting and no sanitizing. Every paragraph
  /// separator has a byte below 0x1F, or 0x85 (U+0085), or 0xA9 (U+2029); every directional
  /// control starts with 0xD8 (ALM) or 0xE2. `false` may also be said of text that has neither
  /// (a tab, an Arabic letter, a dash).
  @inline(__always)
  static func isPlain(_ text: String) -> Bool {
    text.utf8.withContiguousStorageIfAvailable { bytes in
      !bytes.contains { $0 < 0x1F || $0 == 0x85 || $0 == 0xA9 || $0 == 0xD8 || $0 == 0xE2 }
    } ?? false
  }

  /// Whether `text` has a paragraph separator (class B: LF, CR, U+001C–U+001E, U+0085,
  /// U+2029), found by looking at its UTF-8 bytes.
  static func containsParagraphSeparator(_ text: String) -> Bool {
    // Every such byte is below 0x1F, or 0x85 (U+0085), or 0xA9 (U+2029): most values have
    // none, found without looking at their neighbours.
    let candidate = text.utf8.withContiguousStorageIfAvailable { bytes in
      bytes.contains { $0 < 0x1F || $0 == 0x85 || $0 == 0xA9 }
    }
    if candidate == false { return false }
    var previous: UInt8 = 0
    var beforePrevious: UInt8 = 0
    for byte in text.utf8 {
      switch byte {
      case 0x0A, 0x0D, 0x1C, 0x1D, 0x1E: return true
      case 0x85 where previous == 0xC2: return true
      case 0xA9 where previous == 0x80 && beforePrevious == 0xE2: return true
      default: break
      }
      beforePrevious = previous
      previous = byte
    }
    return false
  }

  /// `opener + value + PDI` in one allocation.
  static func isolate(_ value: String, with opener: DirectionalControl) -> String {
    let count = value.utf8.count
    let built = value.utf8.withContiguousStorageIfAvailable { bytes in
      String(unsafeUninitializedCapacity: count + 6) { buffer in
        // Every isolate control is three UTF-8 bytes: E2 81 A6…A9.
        buffer[0] = 0xE2
        buffer[1] = 0x81
        buffer[2] = UInt8(0xA6 + (opener.rawValue - 0x2066))
        _ = UnsafeMutableBufferPointer(rebasing: buffer[3..<(3 + count)]).initialize(from: bytes)
        buffer[count + 3] = 0xE2
        buffer[count + 4] = 0x81
        buffer[count + 5] = 0xA9
        return count + 6
      }
    }
    return built ?? opener.utf8String + value + DirectionalControl.popDirectionalIsolate.utf8String
  }

  /// The mark that restores the context direction next to a value of direction
  /// `valueDirection` whose edge (entry or exit) direction is `edge`, if one is needed.
  private func resetMark(_ valueDirection: TextDirection?, edge: TextDirection?) -> DirectionalControl? {
    guard let context else { return nil }
    let opposite = context.opposite
    guard valueDirection == opposite || edge == opposite else { return nil }
    return context == .leftToRight ? .leftToRightMark : .rightToLeftMark
  }
}
