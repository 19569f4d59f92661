/// The rules of UAX #14 (Unicode 15.0), section 6.1, applied left to right in one pass.
///
/// Input is one ``LineBreakTable/Entry`` bit pattern per scalar; output is every position
/// `1...count` where a line may (or must) break, through `body(offset, isMandatory)`. LB25 is the
/// regular-expression form of Example 7 (section 8.2), the tailoring `LineBreakTest.txt` uses.
struct LineBreakRules {
  // Short names of the classes after LB1, as in the standard.
  private static let BK = LineBreakClass.mandatoryBreak.rawValue
  private static let CR = LineBreakClass.carriageReturn.rawValue
  private static let LF = LineBreakClass.lineFeed.rawValue
  private static let CM = LineBreakClass.combiningMark.rawValue
  private static let NL = LineBreakClass.nextLine.rawValue
  private static let WJ = LineBreakClass.wordJoiner.rawValue
  private static let ZW = LineBreakClass.zeroWidthSpace.rawValue
  private static let GL = LineBreakClass.glue.rawValue
  private static let SP = LineBreakClass.space.rawValue
  private static let ZWJ = LineBreakClass.zeroWidthJoiner.rawValue
  private static let B2 = LineBreakClass.breakBeforeAndAfter.rawValue
  private static let BA = LineBreakClass.breakAfter.rawValue
  private static let BB = LineBreakClass.breakBefore.rawValue
  private static let HY = LineBreakClass.hyphen.rawValue
  private static let CB = LineBreakClass.contingentBreak.rawValue
  private static let CL = LineBreakClass.closePunctuation.rawValue
  private static let CP = LineBreakClass.closeParenthesis.rawValue
  private static let EX = LineBreakClass.exclamation.rawValue
  private static let IN = LineBreakClass.inseparable.rawValue
  private static let NS = LineBreakClass.nonstarter.rawValue
  private static let OP = LineBreakClass.openPunctuation.rawValue
  private static let QU = LineBreakClass.quotation.rawValue
  private static let IS = LineBreakClass.infixSeparator.rawValue
  private static let NU = LineBreakClass.numeric.rawValue
  private static let PO = LineBreakClass.postfixNumeric.rawValue
  private static let PR = LineBreakClass.prefixNumeric.rawValue
  private static let SY = LineBreakClass.symbolAllowingBreakAfter.rawValue
  private static let AL = LineBreakClass.alphabetic.rawValue
  private static let EB = LineBreakClass.emojiBase.rawValue
  private static let EM = LineBreakClass.emojiModifier.rawValue
  private static let H2 = LineBreakClass.hangulLVSyllable.rawValue
  private static let H3 = LineBreakClass.hangulLVTSyllable.rawValue
  private static let HL = LineBreakClass.hebrewLetter.rawValue
  private static let ID = LineBreakClass.ideographic.rawValue
  private static let JL = LineBreakClass.hangulLeadingJamo.rawValue
  private static let JV = LineBreakClass.hangulVowelJamo.rawValue
  private static let JT = LineBreakClass.hangulTrailingJamo.rawValue
  private static let RI = LineBreakClass.regionalIndicator.rawValue
  /// No class: before the start of text.
  private static let none: UInt8 = 0xFF

  /// A set of classes as a bit mask.
  private static func set(_ classes: UInt8...) -> UInt64 {
    classes.reduce(0) { $0 | 1 << UInt64($1) }
  }
  @inline(__always)
  private static func contains(_ set: UInt64, _ c: UInt8) -> Bool {
    c < 64 && set >> UInt64(c) & 1 != 0
  }

  private static let newlines = set(BK, CR, LF, NL)
  private static let marks = set(CM, ZWJ)
  private static let noBase = set(BK, CR, LF, NL, SP, ZW)
  private static let beforeGlue = set(SP, BA, HY)
  private static let closing = set(CL, CP, EX, IS, SY)
  private static let closeBrackets = set(CL, CP)
  private static let breakAfterOrHyphen = set(BA, HY)
  private static let letters = set(AL, HL)
  private static let affixes = set(PR, PO)
  private static let pictographs = set(ID, EB, EM)
  private static let openOrHyphen = set(OP, HY)
  private static let numberParts = set(NU, SY, IS)
  private static let numberContinuation = set(NU, SY, IS, CL, CP)
  private static let jamoAfterJL = set(JL, JV, H2, H3)
  private static let jamoAfterJVH2 = set(JV, JT)
  private static let koreanSyllable = set(JL, JV, JT, H2, H3)
  private static let beforeOpen = set(AL, HL, NU)

  /// Calls `body(offset, isMandatory)` for every break opportunity after a scalar of `entries`
  /// (offsets `1...entries.count`, the end of text included by LB3).
  @inline(__always)
  static func forEachOpportunity(
    _ entries: UnsafeBufferPointer<UInt16>, _ body: (Int, Bool) -> Void
  ) {
    let count = entries.count
    guard count > 0 else { return }  // LB2: no break at the start of text.
    @inline(__always) func cls(_ i: Int) -> UInt8 { UInt8(truncatingIfNeeded: entries[i] >> 6) & 0x3F }

    // State after the scalars before the position looked at.
    let first = cls(0)
    var a = contains(marks, first) ? AL : first  // effective class on the left (LB9, LB10)
    var aFlags = entries[0]  // flags of the scalar that gave `a`
    var previous = first  // class of the scalar just before the position (LB4, LB5, LB8a)
    var beforeA = none  // effective class before `a` (LB21a)
    var beforeSpaces = a == SP ? none : a  // effective class before the spaces ending at `a`
    var oddRegionalIndicators = a == RI  // LB30a: an odd run of RI ends at `a`
    var inNumber = a == NU  // LB25: `a` ends NU (NU | SY | IS)*
    var closesNumber = false  // LB25: `a` is CL or CP after NU (NU | SY | IS)*

    for i in 1..<count {
      let b0 = cls(i)
      // Fast path for the commonest pair, a letter after a letter: LB28 (AL | HL) × (AL | HL),
      // as no earlier rule applies (LB8a aside: not after a ZWJ), and no state but `a` changes.
      if (a == AL || a == HL) && (b0 == AL || b0 == HL) && previous != ZWJ {
        beforeA = a
        closesNumber = false
        inNumber = false
        oddRegionalIndicators = false
        beforeSpaces = b0
        a = b0
        aFlags = entries[i]
        previous = b0
        continue
      }
      // LB9: X (CM | ZWJ)* is X, for X not BK, CR, LF, NL, SP, ZW.
      let attaches = contains(marks, b0) && !contains(noBase, a)
      var mandatory = false
      var breaks: Bool
      rules: do {
        // LB4: BK !   LB5: CR × LF, CR !, LF !, NL !
        if previous == BK || previous == LF || previous == NL {
          (breaks, mandatory) = (true, true); break rules
        }
        if previous == CR {
          (breaks, mandatory) = (b0 != LF, b0 != LF); break rules
        }
        // LB6: × (BK | CR | LF | NL)
        if contains(newlines, b0) { breaks = false; break rules }
        // LB7: × SP, × ZW
        if b0 == SP || b0 == ZW { breaks = false; break rules }
        // LB8: ZW SP* ÷
        if beforeSpaces == ZW && (a == ZW || a == SP) { breaks = true; break rules }
        // LB8a: ZWJ ×
        if previous == ZWJ { breaks = false; break rules }
        // LB9 (attached mark): no break before it.
        if attaches { breaks = false; break rules }
        // LB10: a remaining CM or ZWJ is AL.
        let b = contains(marks, b0) ? AL : b0
        // LB11: × WJ, WJ ×
        if b == WJ || a == WJ { breaks = false; break rules }
        // LB12: GL ×
        if a == GL { breaks = false; break rules }
        // LB12a: [^SP BA HY] × GL
        if b == GL && !contains(beforeGlue, a) { breaks = false; break rules }
        // LB13: × CL, × CP, × EX, × IS, × SY
        if contains(closing, b) { breaks = false; break rules }
        // LB14: OP SP* ×
        if beforeSpaces == OP { breaks = false; break rules }
        // LB15: QU SP* × OP
        if b == OP && beforeSpaces == QU { breaks = false; break rules }
        // LB16: (CL | CP) SP* × NS
        if b == NS && contains(closeBrackets, beforeSpaces) { breaks = false; break rules }
        // LB17: B2 SP* × B2
        if b == B2 && beforeSpaces == B2 { breaks = false; break rules }
        // LB18: SP ÷
        if a == SP { breaks = true; break rules }
        // LB19: × QU, QU ×
        if b == QU || a == QU { breaks = false; break rules }
        // LB20: ÷ CB, CB ÷
        if b == CB || a == CB { breaks = true; break rules }
        // LB21: × BA, × HY, × NS, BB ×
        if b == BA || b == HY || b == NS || a == BB { breaks = false; break rules }
        // LB21a: HL (HY | BA) ×
        if beforeA == HL && contains(breakAfterOrHyphen, a) { breaks = false; break rules }
        // LB21b: SY × HL
        if a == SY && b == HL { breaks = false; break rules }
        // LB22: × IN
        if b == IN { breaks = false; break rules }
        // LB23: (AL | HL) × NU, NU × (AL | HL)
        if (contains(letters, a) && b == NU) || (a == NU && contains(letters, b)) {
          breaks = false; break rules
        }
        // LB23a: PR × (ID | EB | EM), (ID | EB | EM) × PO
        if (a == PR && contains(pictographs, b)) || (contains(pictographs, a) && b == PO) {
          breaks = false; break rules
        }
        // LB24: (PR | PO) × (AL | HL), (AL | HL) × (PR | PO)
        if (contains(affixes, a) && contains(letters, b)) || (contains(letters, a) && contains(affixes, b)) {
          breaks = false; break rules
        }
        // LB25 (Example 7): (PR | PO) × (OP | HY)? NU, (OP | HY) × NU,
        // NU (NU | SY | IS)* × (NU | SY | IS | CL | CP), NU (NU | SY | IS)* (CL | CP)? × (PO | PR)
        if contains(affixes, a) {
          if b == NU { breaks = false; break rules }
          if contains(openOrHyphen, b) && classAfter(i, in: entries) == NU { breaks = false; break rules }
        }
        if contains(openOrHyphen, a) && b == NU { breaks = false; break rules }
        if inNumber && contains(numberContinuation, b) { breaks = false; break rules }
        if (inNumber || closesNumber) && contains(affixes, b) { breaks = false; break rules }
        // LB26: JL × (JL | JV | H2 | H3), (JV | H2) × (JV | JT), (JT | H3) × JT
        if a == JL && contains(jamoAfterJL, b) { breaks = false; break rules }
        if (a == JV || a == H2) && contains(jamoAfterJVH2, b) { breaks = false; break rules }
        if (a == JT || a == H3) && b == JT { breaks = false; break rules }
        // LB27: (JL | JV | JT | H2 | H3) × PO, PR × (JL | JV | JT | H2 | H3)
        if (contains(koreanSyllable, a) && b == PO) || (a == PR && contains(koreanSyllable, b)) {
          breaks = false; break rules
        }
        // LB28: (AL | HL) × (AL | HL)
        if contains(letters, a) && contains(letters, b) { breaks = false; break rules }
        // LB29: IS × (AL | HL)
        if a == IS && contains(letters, b) { breaks = false; break rules }
        // LB30: (AL | HL | NU) × [OP - EA(F, W, H)], [CP - EA(F, W, H)] × (AL | HL | NU)
        let wide = LineBreakTable.Entry.eastAsianWideBracket
        if contains(beforeOpen, a) && b == OP && entries[i] & wide == 0 { breaks = false; break rules }
        if a == CP && aFlags & wide == 0 && contains(beforeOpen, b) { breaks = false; break rules }
        // LB30a: sot (RI RI)* RI × RI, [^RI] (RI RI)* RI × RI
        if a == RI && b == RI && oddRegionalIndicators { breaks = false; break rules }
        // LB30b: EB × EM, [\p{Extended_Pictographic} & \p{Cn}] × EM
        if b == EM && (a == EB || aFlags & LineBreakTable.Entry.unassignedPictographic != 0) {
          breaks = false; break rules
        }
        // LB31: ÷ everywhere else.
        breaks = true
      }
      if breaks { body(i, mandatory) }

      // Move past scalar i; an attached mark leaves the state describing its base X (LB9).
      previous = b0
      if attaches { continue }
      let b = contains(marks, b0) ? AL : b0  // LB10
      beforeA = a
      closesNumber = inNumber && contains(closeBrackets, b)
      inNumber = b == NU || (inNumber && contains(numberParts, b))
      oddRegionalIndicators = b == RI && !oddRegionalIndicators
      if b != SP { beforeSpaces = b }
      a = b
      aFlags = entries[i]
    }
    body(count, true)  // LB3: always break at the end of text.
  }

  /// The class of the first scalar after `i` that LB9 does not attach to scalar `i`.
  @inline(__always)
  private static func classAfter(_ i: Int, in entries: UnsafeBufferPointer<UInt16>) -> UInt8 {
    var j = i + 1
    while j < entries.count {
      let c = UInt8(truncatingIfNeeded: entries[j] >> 6) & 0x3F
      if !contains(marks, c) { return c }
      j += 1
    }
    return none
  }
}
