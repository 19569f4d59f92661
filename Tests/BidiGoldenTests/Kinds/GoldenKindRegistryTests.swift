import BidiTestSupport
import BidiTesting
import Foundation
import Testing

/// A second, real kind used to prove the extension point: the scalars of a text, named.
struct ScalarsKind: GoldenCaseKind {
  let name = "scalars"
  let inputKeys: Set<String> = ["input"]
  func expectations(for golden: GoldenCase, in context: GoldenContext) throws(GoldenFormatError)
    -> [GoldenField]
  {
    guard let input = golden.field("input") else { throw context.error("no input", in: golden) }
    let names = input.value.unicodeScalars.map { $0.properties.name ?? "U+\(String($0.value, radix: 16))" }
    return [GoldenField("count", String(names.count)), GoldenField("names", block: names)]
  }
}

@Suite("Golden case kinds: the extension point")
struct GoldenKindRegistryTests {
  static let text = """
    === text case
    base: rtl
    input: אב
    ---
    paragraph: rtl
    levels: 1 1
    order: 1 0
    visual: \u{202D}בא\u{202C}

    === scalars case
    kind: scalars
    input: a✓
    ---
    count: 2
    names:
    | LATIN SMALL LETTER A
    | CHECK MARK

    """

  @Test("a registered kind is verified next to text cases in one file")
  func registeredKind() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let path = try scratch.write("kinds.golden", Self.text)
    let environment = GoldenEnvironment(recordRequested: false, isCI: false)
    let verifier = GoldenVerifier(kinds: GoldenKinds.standard.adding(ScalarsKind()), environment: environment)
    let report = verifier.verify(fileAt: path)
    #expect(report.outcome == .passed, "\(report)")
    #expect(report.caseCount == 2)

    // A changed block field fails like any other.
    let wrong = try scratch.write(
      "wrong.golden", Self.text.replacingOccurrences(of: "| CHECK MARK", with: "| HEAVY CHECK MARK"))
    let failed = verifier.verify(fileAt: wrong)
    #expect(failed.outcome == .mismatched)
    #expect(failed.diff.contains("-| HEAVY CHECK MARK\n+| CHECK MARK"))

    // Without the kind the file is malformed at the case.
    let plain = GoldenVerifier(environment: environment).verify(fileAt: path)
    #expect(plain.outcome == .malformed)
    #expect(plain.error?.line == 10)
    #expect(plain.error?.message.contains("unknown kind 'scalars' (known: layout, text)") == true)
  }

  @Test("the standard registry has the text and layout kinds")
  func standard() {
    #expect(GoldenKinds.standard["text"]?.name == "text")
    #expect(GoldenKinds.standard["layout"]?.name == "layout")
    #expect(GoldenKinds.standard["scalars"] == nil)
  }
}
