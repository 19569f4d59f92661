/// A place where a line may end: after the element just before ``offset``.
public struct LineBreakOpportunity: Hashable, Sendable {
  /// The offset (in scalars or UTF-16 code units, as requested) at which the next line starts.
  public var offset: Int
  /// Whether the line must end here (after a line or paragraph separator, and at the end of
  /// the text, rules LB3 to LB5); otherwise a break is allowed.
  public var isMandatory: Bool

  /// Creates an opportunity.
  public init(offset: Int, isMandatory: Bool) {
    self.offset = offset
    self.isMandatory = isMandatory
  }
}

/// The units in which ``LineBreaker`` reports offsets.
public enum TextOffsetUnit: Sendable {
  /// Unicode scalars (as in `String.unicodeScalars` and `BidiParagraph.scalars`).
  case scalars
  /// UTF-16 code units (as in `NSString` and `String.utf16`).
  case utf16
}

/// Line breaking by the Unicode Line Breaking Algorithm, UAX #14 (Unicode 15.0), with the
/// number tailoring of its Example 7 (section 8.2), the form its test file `LineBreakTest.txt`
/// checks.
///
/// Every result includes the end of the text (rule LB3: a mandatory break) and never the
/// start (LB2). By default no break is reported inside an extended grapheme cluster (UAX #29,
/// Unicode 15.0 data), such as between a pictograph and an emoji modifier or after a prepended
/// concatenation mark, which plain UAX #14 allows.
public enum LineBreaker {
  /// The break opportunities of `text`.
  ///
  /// - Parameters:
  ///   - text: the text, one paragraph or several (mandatory breaks after paragraph separators).
  ///   - unit: the unit of the offsets reported.
  ///   - keepingGraphemeClusters: whether to drop opportunities inside grapheme clusters.
  public static func opportunities(
    in text: String, unit: TextOffsetUnit = .scalars, keepingGraphemeClusters: Bool = true
  ) -> [LineBreakOpportunity] {
    var result: [LineBreakOpportunity] = []
    result.reserveCapacity(text.utf8.count / 6 + 1)
    forEachOpportunity(in: text, keepingGraphemeClusters: keepingGraphemeClusters) { result.append($0) }
    guard unit == .utf16 else { return result }
    var utf16 = 0
    var scalarOffset = 0
    var k = 0
    for scalar in text.unicodeScalars {
      while k < result.count && result[k].offset == scalarOffset {
        result[k].offset = utf16
        k += 1
      }
      utf16 += UTF16.width(scalar)
      scalarOffset += 1
    }
    while k < result.count {  // the end of the text
      result[k].offset = utf16
      k += 1
    }
    return result
  }

  /// Writes the table entry of every scalar of `text` into `entries`; returns their number.
  private static func entries(of text: String, into entries: UnsafeMutableBufferPointer<UInt16>) -> Int {
    let table = LineBreakTable.shared
    let decoded = text.utf8.withContiguousStorageIfAvailable { utf8 -> Int in
      // A String holds valid UTF-8: lead bytes say the length, continuation bytes follow.
      guard let bytes = utf8.baseAddress else { return 0 }
      var count = 0
      var i = 0
      while i < utf8.count {
        let lead = UInt32(bytes[i])
        var value: UInt32
        if lead < 0x80 {
          value = lead
          i += 1
        } else if lead < 0xE0 {
          value = (lead & 0x1F) << 6 | UInt32(bytes[i + 1] & 0x3F)
          i += 2
        } else if lead < 0xF0 {
          value = (lead & 0x0F) << 12 | UInt32(bytes[i + 1] & 0x3F) << 6 | UInt32(bytes[i + 2] & 0x3F)
          i += 3
        } else {
          value = (lead & 0x07) << 18 | UInt32(bytes[i + 1] & 0x3F) << 12
          value |= UInt32(bytes[i + 2] & 0x3F) << 6 | UInt32(bytes[i + 3] & 0x3F)
          i += 4
        }
        entries[count] = table.entry(value).bits
        count += 1
      }
      return count
    }
    if let decoded { return decoded }
    var count = 0
    for scalar in text.unicodeScalars {
      entries[count] = table.entry(scalar.value).bits
      count += 1
    }
    return count
  }

  /// The break opportunities of a sequence of scalars, in scalar offsets.
  public static func opportunities(
    in scalars: some Collection<Unicode.Scalar>, keepingGraphemeClusters: Bool = true
  ) -> [LineBreakOpportunity] {
    var view = String.UnicodeScalarView()
    view.append(contentsOf: scalars)
    return opportunities(in: String(view), keepingGraphemeClusters: keepingGraphemeClusters)
  }

  /// Calls `body` with each break opportunity of `text` in scalar offsets, in order, without
  /// building an array: the fast path for measuring and wrapping.
  public static func forEachOpportunity(
    in text: String, keepingGraphemeClusters: Bool = true, _ body: (LineBreakOpportunity) -> Void
  ) {
    withUnsafeTemporaryAllocation(of: UInt16.self, capacity: max(1, text.utf8.count)) { entries in
      let count = Self.entries(of: text, into: entries)
      let buffer = UnsafeBufferPointer(rebasing: entries[..<count])
      var clusters = GraphemeClusterFilter()
      LineBreakRules.forEachOpportunity(buffer) { offset, mandatory in
        if keepingGraphemeClusters && offset < count && clusters.isInside(offset, buffer) { return }
        body(LineBreakOpportunity(offset: offset, isMandatory: mandatory))
      }
    }
  }
}
