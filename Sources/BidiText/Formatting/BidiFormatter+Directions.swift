/// The directions the formatter reads from text: where a value enters and leaves (for the
/// embedding style's marks), and the direction of a formatted message with the leading mark
/// that keeps it in the context direction (rule P2 of UAX #9).
extension BidiFormatter {
  /// The direction a text starts with, as seen from before it: that of its first strong
  /// character at the outer level, or of the innermost embedding or override around its
  /// first character inside one. Isolates are skipped.
  static func entryDirection(_ text: String) -> TextDirection? {
    var entry: TextDirection?
    forEachOuterDirection(text) {
      entry = $0
      return false
    }
    return entry
  }

  /// The direction a text ends with, as seen from after it: that of its last strong
  /// character at the outer level, or of the innermost embedding or override around its
  /// last character inside one. Isolates are skipped.
  static func exitDirection(_ text: String) -> TextDirection? {
    var exit: TextDirection?
    forEachOuterDirection(text) {
      exit = $0
      return true
    }
    return exit
  }

  /// Calls `body`, in text order until it returns `false`, with the direction seen from
  /// outside at each position that has one: a strong character at the outer level (its
  /// innermost embedding's direction inside one), and any other character, isolate or the
  /// end of an isolate inside an embedding or override (that embedding's direction).
  private static func forEachOuterDirection(_ text: String, _ body: (TextDirection) -> Bool) {
    var embeddings: [TextDirection] = []
    var isolateDepth = 0
    for scalar in text.unicodeScalars {
      let bidiClass = scalar.bidiClass
      var seen: TextDirection?
      if isolateDepth > 0 {
        if bidiClass.isIsolateInitiator { isolateDepth += 1 }
        if bidiClass == .popDirectionalIsolate { isolateDepth -= 1 }
        if isolateDepth == 0 { seen = embeddings.last }
      } else {
        switch bidiClass {
        case .leftToRightEmbedding, .leftToRightOverride: embeddings.append(.leftToRight)
        case .rightToLeftEmbedding, .rightToLeftOverride: embeddings.append(.rightToLeft)
        case .popDirectionalFormat: _ = embeddings.popLast()
        case .boundaryNeutral, .popDirectionalIsolate: break
        case .leftToRight: seen = embeddings.last ?? .leftToRight
        case .rightToLeft, .arabicLetter: seen = embeddings.last ?? .rightToLeft
        default:
          if bidiClass.isIsolateInitiator { isolateDepth = 1 }
          seen = embeddings.last
        }
      }
      if let seen, !body(seen) { return }
    }
  }

  // MARK: Message direction

  /// Whether `text` has no right-to-left characters (R, AL, AN).
  static func isFreeOfRightToLeft(_ text: Substring) -> Bool {
    // Every R, AL and AN character is at U+0590 or above, whose UTF-8 lead byte is 0xD6 or more:
    // text without such a byte needs no table lookup.
    let fast = text.utf8.withContiguousStorageIfAvailable { bytes in !bytes.contains { $0 >= 0xD6 } }
    if fast == true { return true }
    for scalar in text.unicodeScalars where scalar.value >= 0x0590 {
      switch scalar.bidiClass {
      case .rightToLeft, .arabicLetter, .arabicNumber: return false
      default: continue
      }
    }
    return true
  }

  /// Adds the leading mark that keeps a formatted message, just written into `sink`, in the
  /// context direction.
  ///
  /// `plainASCII`: the message is known to be ASCII (``isPlainASCII(_:)``) in the isolate style.
  /// Then rule P2 finds either a letter (L) or nothing, and either gives the same mark: an RLM in a
  /// right-to-left context, none in a left-to-right one (there is no right-to-left text in it).
  func fixMessageDirection(in sink: inout StringSink, plainASCII: Bool = false) {
    if plainASCII {
      if context == .rightToLeft { sink.prependMark(.rightToLeftMark) }
      return
    }
    let mark = messageMark(DirectionEstimation.paragraphDirection(sink.written)) {
      DirectionEstimation.anyRightToLeft(String(decoding: sink.written, as: UTF8.self).unicodeScalars)
    }
    if let mark { sink.prependMark(mark) }
  }

  /// Adds the leading mark that keeps a formatted message in the context direction.
  func fixMessageDirection<Sink: FormattingSink>(of message: String, in sink: inout Sink) {
    let mark = messageMark(DirectionEstimation.paragraph.estimate(message)) {
      DirectionEstimation.anyRightToLeft(message.unicodeScalars)
    }
    if let mark { sink.prependMark(mark) }
  }

  /// The mark a message needs first to keep the context direction, given the direction rule P2
  /// finds in it (`first`) and, only called when needed, whether it has right-to-left text.
  private func messageMark(
    _ first: TextDirection?, _ anyRightToLeft: () -> TextDirection?
  ) -> DirectionalControl? {
    guard let context, first != context else { return nil }
    // No strong character outside isolates: UAX #9 falls back to left-to-right, which suits a
    // left-to-right context, unless right-to-left text inside an isolate would decide the
    // direction for a renderer that does not know isolates.
    if first == nil && context == .leftToRight && anyRightToLeft() != .rightToLeft { return nil }
    return context == .leftToRight ? .leftToRightMark : .rightToLeftMark
  }
}
