import BidiEngine
import Testing

@testable import BidiText

/// The published vectors of other formatters, as BidiKit reproduces them: AndroidX
/// `BidiFormatterTest`, Closure's `bidiformatter_test.js`, Fluent, the MessageFormat 2 spec tests
/// and swift-foundation's list formatter tests.
@Suite("Formatter reference vectors")
struct FormatterVectorTests {
  static let he = "\u{05E0}\u{05E1}"
  static let en = "abba"
  static let lrm = "\u{200E}", rlm = "\u{200F}"
  static let lre = "\u{202A}", rle = "\u{202B}", pdf = "\u{202C}"
  static let lri = "\u{2066}", rli = "\u{2067}", fsi = "\u{2068}", pdi = "\u{2069}"

  // AndroidX BidiFormatterTest: unicodeWrap with embeddings and marks.
  @Test func androidLeftToRightContextWithoutStereoReset() {
    let formatter = BidiFormatter(context: .leftToRight, style: .embedding, stereoReset: false)
    #expect(formatter.wrap(".\(Self.he).") == Self.rle + ".\(Self.he)." + Self.pdf + Self.lrm)
  }

  @Test func androidLeftToRightContextDefault() {
    let formatter = BidiFormatter(context: .leftToRight, style: .embedding)
    #expect(formatter.wrap(".\(Self.he).") == Self.lrm + Self.rle + ".\(Self.he)." + Self.pdf + Self.lrm)
  }

  @Test func androidRightToLeftContext() {
    let formatter = BidiFormatter(context: .rightToLeft, style: .embedding)
    #expect(formatter.wrap(".\(Self.en).") == Self.rlm + Self.lre + ".\(Self.en)." + Self.pdf + Self.rlm)
  }

  @Test func androidMixedEstimatedLeftToRight() {
    let formatter = BidiFormatter(context: .leftToRight, style: .embedding)
    #expect(formatter.wrap("\(Self.en) \(Self.he)") == "\(Self.en) \(Self.he)" + Self.lrm)
    // Android passes the LTR heuristic explicitly here: a known direction.
    #expect(
      formatter.wrap("\(Self.he) \(Self.en)", direction: .leftToRight) == Self.lrm + "\(Self.he) \(Self.en)")
  }

  // Closure bidiformatter_test.js.
  @Test func closureUnknownContext() {
    let formatter = BidiFormatter(context: nil, style: .embedding)
    #expect(formatter.wrap(Self.he) == Self.rle + Self.he + Self.pdf)
  }

  @Test func closureNeutralKnownDirection() {
    let formatter = BidiFormatter(context: .leftToRight, style: .embedding, stereoReset: false)
    #expect(formatter.wrap(Self.he, direction: .neutral) == Self.he + Self.lrm)
  }

  struct EstimateCase: CustomTestStringConvertible, Sendable {
    var text: String
    var expected: TextDirection?
    var testDescription: String { "\(text) → \(expected?.abbreviation ?? "neutral")" }
  }

  // Closure/Soy word-count estimates.
  @Test(arguments: [
    EstimateCase(text: "CAPTCHA משוכלל מדי?", expected: .rightToLeft),
    EstimateCase(text: "CAPTCHA blah מדי?", expected: .leftToRight),
    EstimateCase(
      text: "http://foo/bar/?s=" + String(repeating: "\u{05D0}", count: 24), expected: .leftToRight),
    EstimateCase(
      text: "https://foo/bar/?s=" + String(repeating: "\u{05D0}", count: 24), expected: .leftToRight),
    EstimateCase(text: "-17.0%", expected: .leftToRight),
    EstimateCase(text: "! (...)", expected: nil),
    EstimateCase(text: "(03) 123 4567", expected: .leftToRight),
    EstimateCase(text: "+1 408-555-1212", expected: .leftToRight),
  ])
  func wordCountEstimate(_ testCase: EstimateCase) {
    #expect(DirectionEstimation.wordCount.estimate(testCase.text) == testCase.expected)
  }

  @Test func firstStrongSkipsIsolatesAndHonoursEmbeddings() {
    #expect(DirectionEstimation.firstStrong.estimate(Self.lri + Self.en + Self.pdi + Self.he) == .rightToLeft)
    #expect(DirectionEstimation.firstStrong.estimate(Self.rle + "1" + Self.en) == .rightToLeft)
    #expect(DirectionEstimation.firstStrong.estimate("123 !") == nil)
    #expect(DirectionEstimation.anyRightToLeft.estimate("abc \(Self.he)") == .rightToLeft)
    #expect(DirectionEstimation.anyRightToLeft.estimate("abc") == .leftToRight)
  }

  // Fluent: placeables are isolated with FSI…PDI.
  @Test func fluentPlaceable() {
    let message: BidiFormattedString = "\("Arg") Baz"
    #expect(BidiFormatter(context: .leftToRight).format(message) == Self.fsi + "Arg" + Self.pdi + " Baz")
    // A message that is only text is not touched.
    let term: BidiFormattedString = "Foo"
    #expect(BidiFormatter(context: .leftToRight).format(term) == "Foo")
  }

  // MessageFormat 2 spec tests (u:dir).
  @Test func messageFormat2() throws {
    let english = BidiFormatter(languageIdentifier: "en")
    #expect(
      try english.format("hello %@", [.text("world", direction: .rightToLeft)])
        == "hello \(Self.rli)world\(Self.pdi)")
    #expect(
      try english.format("hello %@", [.text("world", direction: .auto)])
        == "hello \(Self.fsi)world\(Self.pdi)")
    let arabic = BidiFormatter(languageIdentifier: "ar")
    #expect(try arabic.format("أهلاً %@", ["بالعالم"]) == "أهلاً \(Self.fsi)بالعالم\(Self.pdi)")
    // A number in a left-to-right message is not isolated.
    #expect(try english.format("%d apples", [3]) == "3 apples")
  }

  // swift-foundation's list formatter (he): ["a", "b"] → FSI a PDI ו-FSI b PDI.
  @Test func foundationListFormatter() throws {
    let hebrew = BidiFormatter(languageIdentifier: "he")
    #expect(try hebrew.format("%@ ו-%@", ["a", "b"]) == "\(Self.fsi)a\(Self.pdi) ו-\(Self.fsi)b\(Self.pdi)")
    // For ["1", "2"] Foundation gives "1 ו-2" without isolates. BidiKit isolates numbers in a
    // right-to-left context (only LTR inside LTR is left alone, the MessageFormat 2 rule); both
    // display the same in an RTL paragraph, checked with both engines.
    let ours = try hebrew.format("%@ ו-%@", [.integer(1), .integer(2)])
    #expect(ours == "\(Self.lri)1\(Self.pdi) ו-\(Self.lri)2\(Self.pdi)")
    for engine in DisplayEngine.allCases {
      let theirs = "1 ו-2"
      let visualOurs = engine.visualOrder(ours, base: .rightToLeft).map { Array(ours.unicodeScalars)[$0] }
      let visualTheirs = engine.visualOrder(theirs, base: .rightToLeft).map {
        Array(theirs.unicodeScalars)[$0]
      }
      #expect(visualOurs == visualTheirs, "\(engine)")
    }
  }

  @Test(arguments: [
    ("ar", TextDirection.rightToLeft), ("he-IL", .rightToLeft), ("fa_IR.UTF-8", .rightToLeft),
    ("ur", .rightToLeft),
    ("ckb", .rightToLeft), ("yi", .rightToLeft), ("dv", .rightToLeft), ("ps", .rightToLeft),
    ("sd", .rightToLeft),
    ("ug", .rightToLeft), ("az-Arab", .rightToLeft), ("ku-Latn", .leftToRight), ("en-US", .leftToRight),
    ("de", .leftToRight), ("ja", .leftToRight), ("", .leftToRight), ("pa-Arab-PK", .rightToLeft),
  ])
  func languageDirection(_ identifier: String, _ expected: TextDirection) {
    #expect(TextDirection(languageIdentifier: identifier) == expected)
  }

  @Test func kindsAreLeftToRight() {
    let rtl = BidiFormatter(context: .rightToLeft)
    for kind in ValueKind.allCases where kind != .text {
      #expect(rtl.wrap("x", direction: .rightToLeft, kind: kind) == Self.lri + "x" + Self.pdi)
      #expect(BidiFormatter(context: .leftToRight).wrap("x", kind: kind) == "x")
    }
    #expect(rtl.wrap("שלום", direction: .rightToLeft) == Self.rli + "שלום" + Self.pdi)
    #expect(rtl.wrap("Dana", direction: .estimated(.firstStrong)) == Self.lri + "Dana" + Self.pdi)
    #expect(BidiFormatter(context: .leftToRight).wrap("Dana", direction: .estimated(.firstStrong)) == "Dana")
  }

  // The %@-first case: a message that starts with a value keeps the context direction.
  @Test func valueFirstMessageKeepsContextDirection() throws {
    let rtl = BidiFormatter(context: .rightToLeft)
    let text = try rtl.format("%@", ["Dana"])
    #expect(text == Self.rlm + Self.fsi + "Dana" + Self.pdi)
    let sentence = try rtl.format("%@ שיתף קובץ", ["Dana"])
    #expect(sentence == Self.fsi + "Dana" + Self.pdi + " שיתף קובץ", "isolates are skipped by P2: no mark")
    let legacy = BidiFormatter(context: .rightToLeft, style: .embedding, stereoReset: false)
    let legacySentence = try legacy.format("%@ שיתף קובץ", ["Dana"])
    #expect(legacySentence.hasPrefix(Self.rlm + Self.lre), "embeddings are not skipped by P2: a mark")
    for message in [text, sentence, legacySentence] {
      #expect(BidiAnalysis(message).paragraphs[0].direction == .rightToLeft)
    }
    let ltr = BidiFormatter(context: .leftToRight)
    #expect(try ltr.format("%@ shared a file", ["דנה"]) == Self.fsi + "דנה" + Self.pdi + " shared a file")
    #expect(try ltr.format("%@", ["דנה"]) == Self.lrm + Self.fsi + "דנה" + Self.pdi)
  }

  @Test func partsAndStripping() throws {
    let formatter = BidiFormatter(context: .rightToLeft)
    let parts = try formatter.formattedParts(
      "התקשר ל-%@ (%d)", [.text("+1 408-555-1212", kind: .phoneNumber), 3])
    #expect(
      parts == [
        .literal("התקשר ל-"), .mark(.leftToRightIsolate), .value("+1 408-555-1212", argument: 0),
        .mark(.popDirectionalIsolate), .literal(" ("), .mark(.leftToRightIsolate), .value("3", argument: 1),
        .mark(.popDirectionalIsolate), .literal(")"),
      ])
    #expect(
      parts.joinedText
        == (try formatter.format("התקשר ל-%@ (%d)", [.text("+1 408-555-1212", kind: .phoneNumber), 3])))
    #expect(parts.textWithoutMarks == "התקשר ל-+1 408-555-1212 (3)")
    #expect(parts.joinedText.removingDirectionalControls == parts.textWithoutMarks)
  }

  @Test func interpolationMatchesTemplate() throws {
    let formatter = BidiFormatter(context: .rightToLeft)
    let name = "Dana", count = 3
    let message: BidiFormattedString =
      "\(isolating: name) שיתפה \(count) קבצים ב-\(isolating: "example.org", kind: .url)"
    let viaTemplate = try formatter.format(
      "%@ שיתפה %d קבצים ב-%@", [.text(name), .integer(count), .text("example.org", kind: .url)])
    #expect(formatter.format(message) == viaTemplate)
    #expect(message.description == "Dana שיתפה 3 קבצים ב-example.org")
    let verbatim: BidiFormattedString = "\(verbatim: "שלום") \(name)"
    #expect(formatter.formattedParts(verbatim).first == .literal("שלום "))
  }

  @Test func untrustedValueCannotLeak() {
    let formatter = BidiFormatter(context: .leftToRight)
    let evil = "\u{202E}evil"
    let wrapped = formatter.wrap(evil)
    #expect(wrapped == Self.fsi + "\u{202E}evil\u{202C}" + Self.pdi)
    let legacy = BidiFormatter(context: .leftToRight, style: .embedding).wrap(evil)
    #expect(BidiControlAudit(legacy).hasUnbalancedControls == false)
  }
}

/// Where BidiKit departs from a reference, and why (checked with both engines).
@Suite("Formatter departures from references")
struct FormatterDepartureTests {
  /// MessageFormat 2 leaves a left-to-right value unisolated in a left-to-right message. When the
  /// message's own text is right-to-left (a Hebrew word in an English UI string), that garbles a
  /// phone number even in a left-to-right paragraph; BidiKit isolates it then.
  @Test func leftToRightValueAfterRightToLeftWords() throws {
    let formatter = BidiFormatter(context: .leftToRight)
    let phone = "+1 408-555-1212"
    let ours = try formatter.format("שלום %@", [.text(phone, kind: .phoneNumber)])
    // The leading LRM keeps the message left-to-right (its first strong character is Hebrew).
    #expect(ours == "\u{200E}שלום \u{2066}\(phone)\u{2069}")
    let span = ValueSpan(range: 7..<22, text: phone, base: .leftToRight)
    for engine in DisplayEngine.allCases {
      #expect(span.isIntact(in: ours, base: .leftToRight, engine: engine), "\(engine)")
      let naive = ValueSpan(range: 6..<21, text: phone, base: .leftToRight)
      #expect(
        !naive.isIntact(in: "\u{200E}שלום " + phone, base: .leftToRight, engine: engine),
        "MF2's output, \(engine)")
    }
    // With purely left-to-right message text the MF2 rule holds.
    #expect(try formatter.format("Call %@", [.text(phone, kind: .phoneNumber)]) == "Call " + phone)
  }
}
