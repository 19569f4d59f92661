/// The pairing of explicit directional controls within one paragraph, as rules X1–X8 and BD9
/// of UAX #9 see it: a PDF closes the innermost embedding or override only when no isolate was
/// opened after it; a PDI closes the innermost isolate and everything opened inside it.
///
/// Every opener is recorded, including those past the maximum depth of 125 (UAX #9 ignores
/// their levels but still pairs them through its overflow counters, so their closers are
/// paired here too).
struct BidiControlStack {
  /// An open embedding, override or isolate.
  struct Entry {
    var control: DirectionalControl
    var scalarOffset: Int
    var isIsolate: Bool { control.rawValue >= 0x2066 }
  }

  /// What a control did.
  enum Effect {
    /// An opener, pushed.
    case opened
    /// A closer that closed something; for a PDI, also the embeddings it closed implicitly.
    case closed(Entry, implicitlyClosed: [Entry])
    /// A PDF or PDI with nothing to close: rules X6a and X7 ignore it.
    case unmatched
    /// A mark (LRM, RLM, ALM): nothing to pair.
    case mark
  }

  private(set) var entries: [Entry] = []

  /// Applies one control.
  mutating func apply(_ control: DirectionalControl, at scalarOffset: Int) -> Effect {
    switch control {
    case .leftToRightMark, .rightToLeftMark, .arabicLetterMark:
      return .mark
    case .popDirectionalFormatting:
      guard let top = entries.last, !top.isIsolate else { return .unmatched }
      entries.removeLast()
      return .closed(top, implicitlyClosed: [])
    case .popDirectionalIsolate:
      guard let index = entries.lastIndex(where: { $0.isIsolate }) else { return .unmatched }
      let isolate = entries[index]
      let inside = Array(entries[(index + 1)...])
      entries.removeSubrange(index...)
      return .closed(isolate, implicitlyClosed: inside)
    default:
      entries.append(Entry(control: control, scalarOffset: scalarOffset))
      return .opened
    }
  }

  /// Empties the stack (at a paragraph end) and returns what was still open, innermost first.
  mutating func closeAll() -> [Entry] {
    defer { entries.removeAll() }
    return entries.reversed()
  }

  /// The closer for an open entry: PDI for an isolate, PDF otherwise.
  static func closer(for entry: Entry) -> DirectionalControl {
    entry.isIsolate ? .popDirectionalIsolate : .popDirectionalFormatting
  }
}
