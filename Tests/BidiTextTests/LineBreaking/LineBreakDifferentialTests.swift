import BidiTestSupport
import BidiText
import Testing

/// UAX #14 as ``LineBreaker`` implements it against ICU 72's line break iterator (root locale).
@Suite("Line breaking: differential against ICU's line break iterator", .serialized)
struct LineBreakDifferentialTests {
  /// Texts on which the two disagree, with ICU's and our opportunities.
  struct Difference: CustomStringConvertible {
    var text: String
    var ours: [Int]
    var icu: [Int]
    var description: String {
      let classes = text.unicodeScalars.map {
        "\(String($0.value, radix: 16, uppercase: true)):\($0.lineBreakClass.shortName)"
      }
      return "\(classes.joined(separator: " "))\n    ours \(ours)\n    ICU  \(icu)"
    }
  }

  /// The known ways in which ICU 72's default line rules (`line.txt`, root locale) tailor UAX #14.
  enum ICUTailoring: String, CaseIterable {
    /// ICU's rule 20.09 (an ICU customization, once a Finnish tailoring): no break between a
    /// hyphen (HY or U+2010) and a following letter (AL, AI, SG, XX, SA) when a break precedes the
    /// hyphen or it starts the text, as in "-h" or " -e". UAX #14 15.0 breaks by LB31.
    case hyphenBeforeLetter = "ICU 20.09: (sot | break) HY × AL"
    /// ICU's LB25 number expression allows an infix separator before the digits (".5", ":0",
    /// "X.509"), and its rule 15c breaks before such a separator after a space (" .5"); the
    /// Example 7 form of UAX #14 15.0 starts a number with NU, so it breaks between IS and NU by
    /// LB31 and not before the IS (LB13).
    case separatorBeforeDigit = "ICU LB25: IS × NU"
  }

  /// The class after LB1 for the marks among SA (the others stay as the file gives them).
  static func markResolved(_ scalar: Unicode.Scalar) -> LineBreakClass {
    let cls = scalar.lineBreakClass
    guard cls == .complexContext else { return cls }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .spacingMark: return .combiningMark
    default: return cls
    }
  }

  /// The index of the scalar that the marks ending at `index` attach to (LB9).
  static func base(of index: Int, in scalars: [Unicode.Scalar]) -> Int {
    var index = index
    while index > 0, [.combiningMark, .zeroWidthJoiner].contains(markResolved(scalars[index])),
      ![.space, .mandatoryBreak, .carriageReturn, .lineFeed, .nextLine, .zeroWidthSpace].contains(
        markResolved(scalars[index - 1]))
    {
      index -= 1
    }
    return index
  }

  /// Which tailoring explains ICU's break at `offset` that we do not have, or `nil`.
  static func explanation(icuBreak offset: Int, in scalars: [Unicode.Scalar]) -> ICUTailoring? {
    guard offset < scalars.count, markResolved(scalars[base(of: offset - 1, in: scalars)]) == .space,
      scalars[offset].lineBreakClass == .infixSeparator
    else { return nil }
    var next = offset + 1
    while next < scalars.count, [.combiningMark, .zeroWidthJoiner].contains(markResolved(scalars[next])) {
      next += 1
    }
    return next < scalars.count && scalars[next].lineBreakClass == .numeric ? .separatorBeforeDigit : nil
  }

  /// Which tailoring explains our break at `offset` that ICU does not have, or `nil`.
  static func explanation(offset: Int, in scalars: [Unicode.Scalar], icu: Set<Int>) -> ICUTailoring? {
    let left = base(of: offset - 1, in: scalars)
    let before = markResolved(scalars[left])
    let after = scalars[offset].lineBreakClass
    let letters: Set<LineBreakClass> = [.alphabetic, .ambiguous, .surrogate, .unknown, .complexContext]
    if before == .hyphen || scalars[left] == "\u{2010}", letters.contains(after),
      left == 0 || icu.contains(left)
    {
      return .hyphenBeforeLetter
    }
    if before == .infixSeparator && after == .numeric { return .separatorBeforeDigit }
    return nil
  }

  /// Compares every text; returns the number of texts, the unexplained differences, and how
  /// many breaks each tailoring explains.
  static func compare(_ texts: some Sequence<String>, icu: ICULineBreaks) -> (
    count: Int, differences: [Difference], explained: [ICUTailoring: Int]
  ) {
    var count = 0
    var differences: [Difference] = []
    var explained: [ICUTailoring: Int] = [:]
    for text in texts {
      count += 1
      let ours = LineBreaker.opportunities(in: text, keepingGraphemeClusters: false)
      let theirs = icu.opportunities(in: text)
      guard ours != theirs else { continue }
      let scalars = Array(text.unicodeScalars)
      let icuOffsets = Set(theirs.map(\.offset))
      var remaining = ours.filter { !icuOffsets.contains($0.offset) || !theirs.contains($0) }
      remaining.removeAll { opportunity in
        guard !icuOffsets.contains(opportunity.offset),
          let reason = explanation(offset: opportunity.offset, in: scalars, icu: icuOffsets)
        else { return false }
        explained[reason, default: 0] += 1
        return true
      }
      let oursOffsets = Set(ours.map(\.offset))
      var icuOnly = theirs.filter { !oursOffsets.contains($0.offset) }
      icuOnly.removeAll { opportunity in
        guard let reason = explanation(icuBreak: opportunity.offset, in: scalars) else { return false }
        explained[reason, default: 0] += 1
        return true
      }
      if !remaining.isEmpty || !icuOnly.isEmpty {
        differences.append(
          Difference(
            text: text, ours: ours.map { $0.offset * ($0.isMandatory ? -1 : 1) },
            icu: theirs.map { $0.offset * ($0.isMandatory ? -1 : 1) }))
      }
    }
    return (count, differences, explained)
  }

  static func summarize(_ differences: [Difference]) {
    var groups: [String: (Int, Difference)] = [:]
    for d in differences {
      let scalars = Array(d.text.unicodeScalars)
      let a = Set(d.ours.map(abs)), b = Set(d.icu.map(abs))
      for offset in a.symmetricDifference(b).sorted() {
        let context = (max(0, offset - 3)..<min(scalars.count, offset + 2)).map { i in
          (i == offset ? "| " : "") + scalars[i].lineBreakClass.shortName
        }.joined(separator: " ")
        let key = "\(a.contains(offset) ? "ours only" : "ICU only"): \(context)"
        groups[key] = ((groups[key]?.0 ?? 0) + 1, groups[key]?.1 ?? d)
      }
    }
    for (key, value) in groups.sorted(by: { $0.value.0 > $1.value.0 }).prefix(60) {
      print("\(value.0)\t\(key)\t\(value.1.text.unicodeScalars.map { String($0.value, radix: 16) })")
    }
  }

  @Test("every translation of the corpus (msgid and msgstr)")
  func corpus() throws {
    guard let entries = TranslationCorpus.entries() else {
      Issue.record("no translations corpus (msgunfmt and /usr/share/locale catalogs needed)")
      return
    }
    let icu = try #require(ICULineBreaks())
    let texts = entries.flatMap { [$0.msgid, $0.msgstr] }
    let (count, differences, explained) = Self.compare(texts, icu: icu)
    print(
      "corpus: \(count) texts, \(differences.count) unexplained differences, explained: \(explained.map { "\($0.key.rawValue): \($0.value)" }.sorted())"
    )
    Self.summarize(differences)
    #expect(differences.isEmpty, "\(differences.count) unexplained differences")
  }

  /// Twelve scalars of every Line_Break class, spread over the class's code points, so that
  /// random strings meet every pair of classes.
  static let pool: [Unicode.Scalar] = {
    var byClass: [LineBreakClass: [Unicode.Scalar]] = [:]
    for value in UInt32(0)..<0x110000 {
      guard let scalar = Unicode.Scalar(value) else { continue }
      byClass[scalar.lineBreakClass, default: []].append(scalar)
    }
    return byClass.sorted { $0.key.rawValue < $1.key.rawValue }.flatMap { _, members in
      (0..<12).map { members[$0 * members.count / 12] }
    }
  }()

  @Test("100 000 generated strings over every Line_Break class")
  func generated() throws {
    let icu = try #require(ICULineBreaks())
    var random = SplitMix64(seed: 14)
    let pool = Self.pool
    let texts = (0..<100_000).lazy.map { _ in
      var view = String.UnicodeScalarView()
      for _ in 0..<Int.random(in: 1...10, using: &random) { view.append(pool.randomElement(using: &random)!) }
      return String(view)
    }
    let (count, differences, explained) = Self.compare(texts, icu: icu)
    print(
      "generated: \(count) texts, \(differences.count) unexplained differences, explained: \(explained.map { "\($0.key.rawValue): \($0.value)" }.sorted())"
    )
    Self.summarize(differences)
    #expect(differences.isEmpty, "\(differences.count) unexplained differences")
  }
}

/// The cases where ICU and BidiKit disagree, each written down: BidiKit follows UAX #14 15.0
/// (whose `LineBreakTest.txt` has `× 002D ÷ 0023 ÷` and `× 002C ÷ 0030 ÷`), ICU its own tailoring.
@Suite("Line breaking: ICU's tailorings, case by case")
struct ICULineBreakTailoringTests {
  @Test(
    "ICU 20.09 and LB25: where ICU's default rules differ from UAX #14",
    arguments: [
      // A command-line option: HY ÷ AL by LB31; ICU keeps "-h" whole after a break.
      ("ls -h", [3, 4, 5], [3, 5]),
      ("-h", [1, 2], [2]),
      // A printf format in the corpus: IS ÷ NU by LB31; ICU reads ".1" as a number.
      ("%.1f", [2, 4], [4]),
      // A leading decimal separator after a space: LB13 keeps "." with the space, LB31 breaks
      // before "5"; ICU breaks before "." (its rule 15c) and keeps ".5".
      ("a .5", [3, 4], [2, 4]),
    ])
  func tailoring(text: String, ours: [Int], icu: [Int]) throws {
    let reference = try #require(ICULineBreaks())
    #expect(LineBreaker.opportunities(in: text).map(\.offset) == ours)
    #expect(reference.opportunities(in: text).map(\.offset) == icu)
  }
}
