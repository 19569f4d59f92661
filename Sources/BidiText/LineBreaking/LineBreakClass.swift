/// The Line_Break property of a character (UAX #14, section 5), as listed in `LineBreak.txt`.
///
/// Raw values follow the order of the generated table (`Generated/LineBreakRuns.swift`);
/// ``shortName`` is the two- or three-letter alias of the standard.
public enum LineBreakClass: UInt8, CaseIterable, Sendable {
  /// BK: mandatory break (form feed, line and paragraph separators).
  case mandatoryBreak
  /// CR: carriage return.
  case carriageReturn
  /// LF: line feed.
  case lineFeed
  /// CM: combining mark (and most control characters).
  case combiningMark
  /// NL: next line (U+0085).
  case nextLine
  /// SG: surrogate.
  case surrogate
  /// WJ: word joiner and zero-width no-break space.
  case wordJoiner
  /// ZW: zero-width space.
  case zeroWidthSpace
  /// GL: non-breaking glue (no-break space, non-breaking hyphen).
  case glue
  /// SP: space.
  case space
  /// ZWJ: zero-width joiner.
  case zeroWidthJoiner
  /// B2: break opportunity before and after (em dash).
  case breakBeforeAndAfter
  /// BA: break after (hyphens that are not HY, tab, most spaces of fixed width).
  case breakAfter
  /// BB: break before.
  case breakBefore
  /// HY: hyphen-minus.
  case hyphen
  /// CB: contingent break (object replacement character).
  case contingentBreak
  /// CL: closing punctuation.
  case closePunctuation
  /// CP: closing parenthesis and square bracket.
  case closeParenthesis
  /// EX: exclamation and interrogation.
  case exclamation
  /// IN: inseparable (leaders).
  case inseparable
  /// NS: nonstarter.
  case nonstarter
  /// OP: opening punctuation.
  case openPunctuation
  /// QU: ambiguous quotation.
  case quotation
  /// IS: infix numeric separator.
  case infixSeparator
  /// NU: numeric.
  case numeric
  /// PO: postfix numeric (percent sign).
  case postfixNumeric
  /// PR: prefix numeric (currency signs).
  case prefixNumeric
  /// SY: symbols allowing a break after (solidus).
  case symbolAllowingBreakAfter
  /// AI: ambiguous (alphabetic or ideographic); resolved to AL by rule LB1.
  case ambiguous
  /// AL: alphabetic and symbols.
  case alphabetic
  /// CJ: conditional Japanese starter; resolved to NS by rule LB1.
  case conditionalJapaneseStarter
  /// EB: emoji base.
  case emojiBase
  /// EM: emoji modifier.
  case emojiModifier
  /// H2: Hangul LV syllable.
  case hangulLVSyllable
  /// H3: Hangul LVT syllable.
  case hangulLVTSyllable
  /// HL: Hebrew letter.
  case hebrewLetter
  /// ID: ideographic.
  case ideographic
  /// JL: Hangul leading jamo.
  case hangulLeadingJamo
  /// JV: Hangul vowel jamo.
  case hangulVowelJamo
  /// JT: Hangul trailing jamo.
  case hangulTrailingJamo
  /// RI: regional indicator.
  case regionalIndicator
  /// SA: complex context (South East Asian scripts); resolved by rule LB1.
  case complexContext
  /// XX: unknown; resolved to AL by rule LB1.
  case unknown

  /// The alias used in `LineBreak.txt` and UAX #14: `"BK"`, `"CR"`, … `"XX"`.
  public var shortName: String {
    Self.shortNames[Int(rawValue)]
  }

  /// The class whose ``shortName`` is `name`, or `nil`.
  public init?(shortName name: String) {
    guard let index = Self.shortNames.firstIndex(of: name) else { return nil }
    self.init(rawValue: UInt8(index))
  }

  private static let shortNames = [
    "BK", "CR", "LF", "CM", "NL", "SG", "WJ", "ZW", "GL", "SP", "ZWJ", "B2", "BA", "BB", "HY", "CB",
    "CL", "CP", "EX", "IN", "NS", "OP", "QU", "IS", "NU", "PO", "PR", "SY", "AI", "AL", "CJ", "EB",
    "EM", "H2", "H3", "HL", "ID", "JL", "JV", "JT", "RI", "SA", "XX",
  ]
}

extension Unicode.Scalar {
  /// The scalar's Line_Break property as given in `LineBreak.txt` (Unicode 15.0), before the
  /// resolution of rule LB1.
  public var lineBreakClass: LineBreakClass {
    LineBreakTable.shared.entry(value).rawClass
  }
}
