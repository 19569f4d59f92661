import BidiText
import CICU

/// ICU's line break iterator (`ubrk_open(UBRK_LINE)`, root locale) as a reference for
/// ``LineBreaker`` (test-only). One iterator, reused for every text; not thread-safe.
public final class ICULineBreaks {
  private let iterator: OpaquePointer

  /// Opens the iterator; `nil` when ICU cannot.
  public init?(locale: String = "") {
    guard let iterator = bidikit_icu_line_breaks_open(locale) else { return nil }
    self.iterator = iterator
  }

  deinit { bidikit_icu_line_breaks_close(iterator) }

  /// ICU's break opportunities of `text` in scalar offsets (the end of the text included, as
  /// ``LineBreaker`` reports it).
  public func opportunities(in text: String) -> [LineBreakOpportunity] {
    let utf16 = Array(text.utf16)
    // UTF-16 offset → scalar offset, at scalar boundaries.
    var scalarOffset = [Int](repeating: -1, count: utf16.count + 1)
    var unit = 0
    for (i, scalar) in text.unicodeScalars.enumerated() {
      scalarOffset[unit] = i
      unit += UTF16.width(scalar)
    }
    scalarOffset[utf16.count] = text.unicodeScalars.count
    return utf16Opportunities(utf16).map {
      LineBreakOpportunity(offset: scalarOffset[$0.offset], isMandatory: $0.isMandatory)
    }
  }

  /// ICU's break opportunities of UTF-16 text in UTF-16 offsets.
  public func utf16Opportunities(_ utf16: [UInt16]) -> [LineBreakOpportunity] {
    var result: [LineBreakOpportunity] = []
    utf16.withUnsafeBufferPointer { buffer in
      guard bidikit_icu_line_breaks_set_text(iterator, buffer.baseAddress, Int32(buffer.count)) == 0 else {
        return
      }
      var hard: Int32 = 0
      while true {
        let offset = bidikit_icu_line_breaks_next(iterator, &hard)
        if offset < 0 { break }
        result.append(
          LineBreakOpportunity(offset: Int(offset), isMandatory: hard != 0 || Int(offset) == buffer.count))
      }
    }
    return result
  }
}
