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
  /// Unicode scalars (as in `String.unicodeScalars` and ``BidiParagraph/scalars``).
  case scalars
  /// UTF-16 code units (as in `NSString` and `String.utf16`).
  case utf16
}

/// Line breaking by the Unicode Line Breaking Algorithm, UAX #14 (Unicode 15.0), with the
/// number tailoring of its Example 7 (section 8.2), the form its test file `LineBreakTest.txt`
/// checks.
///
/// Every result includes the end of the text (rule LB3: a mandatory break) and never the
/// start (LB2). By default no break is reported inside an extended grapheme cluster (UAX #29),
/// such as between a pictograph and an emoji modifier, which plain UAX #14 allows.
public enum LineBreaker {
  /// The break opportunities of `text`.
  ///
  /// - Parameters:
  ///   - unit: the unit of the offsets reported.
  ///   - keepingGraphemeClusters: whether to drop opportunities inside grapheme clusters.
  public static func opportunities(
    in text: String, unit: TextOffsetUnit = .scalars, keepingGraphemeClusters: Bool = true
  ) -> [LineBreakOpportunity] {
    let table = LineBreakTable.shared
    var entries: [UInt16] = []
    entries.reserveCapacity(text.utf8.count)
    var utf16Offsets: [Int] = []
    var utf16 = 0
    for scalar in text.unicodeScalars {
      entries.append(table.entry(scalar.value).bits)
      if unit == .utf16 {
        utf16Offsets.append(utf16)
        utf16 += UTF16.width(scalar)
      }
    }
    utf16Offsets.append(utf16)
    var result: [LineBreakOpportunity] = []
    let clusterStarts = keepingGraphemeClusters ? graphemeStarts(text, count: entries.count) : nil
    entries.withUnsafeBufferPointer { buffer in
      LineBreakRules.forEachOpportunity(buffer) { offset, mandatory in
        if let clusterStarts, !clusterStarts[offset] { return }
        result.append(
          LineBreakOpportunity(offset: unit == .utf16 ? utf16Offsets[offset] : offset, isMandatory: mandatory)
        )
      }
    }
    return result
  }

  /// The break opportunities of a sequence of scalars, in scalar offsets.
  public static func opportunities(
    in scalars: some Collection<Unicode.Scalar>, keepingGraphemeClusters: Bool = true
  ) -> [LineBreakOpportunity] {
    var view = String.UnicodeScalarView()
    view.append(contentsOf: scalars)
    return opportunities(in: String(view), keepingGraphemeClusters: keepingGraphemeClusters)
  }

  /// Calls `body(offset, isMandatory)` for each opportunity of `scalars` by UAX #14 alone,
  /// without building arrays of results: the fast path for measuring and wrapping.
  public static func forEachOpportunity(
    in scalars: UnsafeBufferPointer<Unicode.Scalar>, _ body: (Int, Bool) -> Void
  ) {
    let table = LineBreakTable.shared
    withUnsafeTemporaryAllocation(of: UInt16.self, capacity: scalars.count) { entries in
      for (i, scalar) in scalars.enumerated() { entries[i] = table.entry(scalar.value).bits }
      LineBreakRules.forEachOpportunity(UnsafeBufferPointer(entries), body)
    }
  }

  /// `starts[i]` tells whether scalar offset `i` (`0...count`) begins a grapheme cluster.
  static func graphemeStarts(_ text: String, count: Int) -> [Bool] {
    var starts = [Bool](repeating: false, count: count + 1)
    starts[count] = true
    var offset = 0
    for character in text {
      starts[offset] = true
      offset += character.unicodeScalars.count
    }
    return starts
  }
}
