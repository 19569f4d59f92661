import BidiTestSupport
import Testing

@testable import BidiText

@Suite("Format templates")
struct FormatTemplateTests {
  @Test func textConversions() throws {
    let formatter = BidiFormatter(context: .leftToRight)
    let ours = try formatter.format("%@ and %@ and %%", ["Dana", "דנה"])
    #expect(ours == "\u{2068}Dana\u{2069} and \u{2068}דנה\u{2069} and %")
    #expect(try formatter.format("[%.3@]", ["abcdef"]).removingDirectionalControls == "[abc]")
    #expect(try formatter.format("[%-6s]", ["ab"]).removingDirectionalControls == "[ab    ]")
    #expect(try formatter.format("%1$@ %1$@", ["x"]).removingDirectionalControls == "x x")
    #expect(try formatter.format("%#@files@ left", ["3 files"]).removingDirectionalControls == "3 files left")
    #expect(try formatter.format("%1$#@files@", ["3 files"]).removingDirectionalControls == "3 files")
    #expect(try formatter.format("%Id items", [5]) == "5 items", "glibc's I flag is accepted")
  }

  @Test func placeholdersAreListed() throws {
    let template = try FormatTemplate("a %1$-8.2f b %2$#@n@ ç %3$lld")
    #expect(template.placeholders.map(\.spelling) == ["%1$-8.2f", "%2$#@n@", "%3$lld"])
    #expect(template.placeholders.map(\.argumentIndex) == [0, 1, 2])
    #expect(template.placeholders.map(\.utf16Offset) == [2, 13, 23])
    #expect(template.placeholders[1].variableName == "n")
    #expect(template.argumentCount == 3)
  }

  struct ErrorCase: CustomTestStringConvertible, Sendable {
    var template: String
    var arguments: [FormatArgument]
    var reason: FormatTemplateError.Reason
    var utf16Offset: Int
    var testDescription: String { template }
  }

  @Test(arguments: [
    ErrorCase(template: "100%", arguments: [], reason: .danglingPercent, utf16Offset: 3),
    ErrorCase(template: "abc %5.2", arguments: [1], reason: .danglingPercent, utf16Offset: 4),
    ErrorCase(
      template: "%@ %3$@", arguments: ["a", "b"], reason: .mixedPositionalAndSequential, utf16Offset: 3),
    ErrorCase(
      template: "%1$@ %@", arguments: ["a", "b"], reason: .mixedPositionalAndSequential, utf16Offset: 5),
    ErrorCase(
      template: "x %3$@", arguments: ["a", "b"], reason: .missingArgument(index: 2, count: 2), utf16Offset: 2),
    ErrorCase(
      template: "%@ %@", arguments: ["a"], reason: .missingArgument(index: 1, count: 1), utf16Offset: 3),
    ErrorCase(template: "שלום %k", arguments: ["a"], reason: .unknownConversion("k"), utf16Offset: 5),
    ErrorCase(template: "😀 %n", arguments: [1], reason: .unknownConversion("n"), utf16Offset: 3),
    ErrorCase(template: "%ש", arguments: [1], reason: .unknownConversion("ש"), utf16Offset: 0),
    ErrorCase(template: "%0$@", arguments: ["a"], reason: .zeroPosition, utf16Offset: 0),
    ErrorCase(template: "%*d", arguments: [1, 2], reason: .starWidthOrPrecision, utf16Offset: 0),
    ErrorCase(template: "%#@name", arguments: ["a"], reason: .unterminatedVariable, utf16Offset: 0),
    ErrorCase(
      template: "%d", arguments: ["a"], reason: .argumentMismatch(index: 0, conversion: "d"), utf16Offset: 0),
    ErrorCase(
      template: "%f", arguments: ["a"], reason: .argumentMismatch(index: 0, conversion: "f"), utf16Offset: 0),
  ])
  func malformedTemplatesThrowWithPosition(_ testCase: ErrorCase) {
    let formatter = BidiFormatter(context: .rightToLeft)
    #expect(throws: FormatTemplateError(testCase.reason, utf16Offset: testCase.utf16Offset)) {
      try formatter.format(testCase.template, testCase.arguments)
    }
  }

  @Test func errorDescriptionNamesTheUnit() {
    let error = FormatTemplateError(.danglingPercent, utf16Offset: 3)
    #expect(error.description.hasPrefix("at UTF-16 offset 3: dangling"))
  }

  /// Random byte soups made of template syntax never crash or hang: they format or throw.
  @Test func randomTemplatesFormatOrThrow() {
    var generator = SplitMix64(seed: 7)
    let alphabet = Array("%%%$#@123.-+ 0lhdsf@xcq*שa😀")
    let formatter = BidiFormatter(context: .rightToLeft)
    var formatted = 0
    var thrown = 0
    for _ in 0..<20_000 {
      let length = Int(generator.next() % 12)
      let template = String(
        (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
      do {
        _ = try formatter.format(template, [1, 2, 3, 4])
        formatted += 1
      } catch {
        #expect(error.utf16Offset < template.utf16.count)
        thrown += 1
      }
    }
    #expect(formatted > 0 && thrown > 0)
  }

  @Test func scanningIsLenient() {
    let scanned = FormatTemplate.scan("ç %@ %1$s %(name)s %*d %p %Id %qd 100% done %#@files@ %k %#@x")
    #expect(
      scanned.map(\.spelling) == ["%@", "%1$s", "%(name)s", "%*d", "%p", "%Id", "%qd", "%#@files@"])
    #expect(scanned.map(\.position) == [nil, 1, nil, nil, nil, nil, nil, nil])
    #expect(scanned[2].mappingKey == "name" && scanned[3].usesStar && scanned[6].lengthModifier == "q")
    #expect(scanned[7].variableName == "files")
    #expect(scanned.map(\.scalarRange.lowerBound) == [2, 5, 10, 19, 23, 26, 30, 44])
    #expect(scanned.map(\.utf16Offset) == scanned.map(\.scalarRange.lowerBound))
    #expect(FormatTemplate.scan("😀 %d")[0].utf16Offset == 3)
  }

  /// Scanning reads a valid template's placeholders as the parser does (same code).
  @Test func scanningAgreesWithTheParser() {
    var generator = SplitMix64(seed: 11)
    let alphabet = Array("%%%$#@123.-+0lhdsf@xcq*שa😀I")
    var compared = 0
    for _ in 0..<20_000 {
      let length = Int(generator.next() % 12)
      let text = String((0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
      guard let template = try? FormatTemplate(text) else { continue }
      let scanned = FormatTemplate.scan(text)
      #expect(scanned.map(\.spelling) == template.placeholders.map(\.spelling), "\(text)")
      #expect(scanned.map(\.utf16Offset) == template.placeholders.map(\.utf16Offset), "\(text)")
      compared += 1
    }
    #expect(compared > 1_000)
  }
}
