import BidiText
import Testing

@Suite("Notation round trips for golden files")
struct NotationRoundTripTests {
  @Test("every directional control round-trips, plain and CapRTL", arguments: DirectionalControl.allCases)
  func control(_ control: DirectionalControl) throws {
    let text = "a" + control.string + "א" + control.string
    for capRTL in [false, true] {
      let written = BidiNotation.escape(text, capRTL: capRTL)
      #expect(!written.unicodeScalars.contains(control.scalar), "the control is spelled out")
      #expect(try BidiNotation.unescape(written, capRTL: capRTL) == text)
    }
    #expect(BidiNotation.escape(text, capRTL: false) == "a\(control.notation)א\(control.notation)")
  }

  /// Every character CapRTL gives a meaning to.
  static let capRTLLetters: [String] =
    (0x41...0x5A).map { String(UnicodeScalar($0)!) } + ["6", "7", "8", "9", "`", "~", "|"]
    + [">", "<", "l", "r", "L", "R", "o", "i", "y", "f", "I", "_"].map { "_" + $0 }

  @Test("every CapRTL letter round-trips through escape(_:capRTL:)", arguments: capRTLLetters)
  func capRTLLetter(_ letter: String) throws {
    let character = BidiNotation.capRTL(letter)
    #expect(character.unicodeScalars.count == 1)
    #expect(character != letter || letter == "_", "CapRTL gives '\(letter)' a meaning")
    let written = BidiNotation.escape(character, capRTL: true)
    #expect(try BidiNotation.unescape(written, capRTL: true) == character)
    // Letters write back as themselves; `~` (a space) is written as a plain space.
    #expect(written == (letter == "~" ? " " : letter))
    // The same letter as Latin ASCII is kept apart from it.
    if letter.count == 1 {
      let asciiWritten = BidiNotation.escape(letter, capRTL: true)
      #expect(try BidiNotation.unescape(asciiWritten, capRTL: true) == letter)
    }
  }

  @Test(
    "mixed text round-trips in both notations",
    arguments: [
      "abc ⟨ ⟩ ⟨⟨⟩ _ ~ | ` A Z 6 9",
      "\u{2067}שלום\u{2069} مرحبا ١٢٣ \u{00AD}\u{200B}\t(x)",
      "",
    ])
  func mixed(_ text: String) throws {
    for capRTL in [false, true] {
      #expect(try BidiNotation.unescape(BidiNotation.escape(text, capRTL: capRTL), capRTL: capRTL) == text)
    }
  }

  @Test("CapRTL notation tokens are read before CapRTL letters")
  func tokensFirst() throws {
    #expect(try BidiNotation.unescape("⟨RLI⟩GH⟨PDI⟩⟨U+0041⟩", capRTL: true) == "\u{2067}אב\u{2069}A")
  }

  @Test(
    "bad notation is an error with its offset and reason",
    arguments: [
      ("ab⟨RLI", false, 2, .unterminatedName), ("⟨XYZ⟩", false, 0, .unknownName),
      ("a⟨U+110000⟩", false, 1, .unknownName), ("ab_", true, 2, .unknownCapRTLEscape),
      ("_q", true, 0, .unknownCapRTLEscape), ("x⟨LRM", true, 1, .unterminatedName),
    ] as [(String, Bool, Int, BidiNotation.SyntaxError.Reason)])
  func badNotation(_ text: String, _ capRTL: Bool, _ offset: Int, _ reason: BidiNotation.SyntaxError.Reason) {
    #expect {
      try BidiNotation.unescape(text, capRTL: capRTL)
    } throws: { error in
      let error = error as? BidiNotation.SyntaxError
      return error?.offset == offset && error?.reason == reason
    }
  }
}
