/// Notation with CapRTL letters mixed in: what golden files use in CapRTL mode.
extension BidiNotation {
  /// The text that ``escape(_:capRTL:)`` wrote.
  ///
  /// With `capRTL` false this is ``unescape(_:)``. With `capRTL` true, `⟨NAME⟩` tokens are read
  /// first and give exactly the character they name; every other character is read as CapRTL
  /// (see ``capRTL(_:)``), so `⟨RLI⟩GH` is RLI followed by two Hebrew letters, and
  /// `⟨U+0041⟩` is a Latin `A`. An unknown `_x` escape or a `_` at the end throws.
  public static func unescape(_ notation: String, capRTL: Bool) throws(SyntaxError) -> String {
    guard capRTL else { return try unescape(notation) }
    var result = ""
    var literal = ""
    let scalars = Array(notation.unicodeScalars)
    var i = 0
    func flush(endingAt offset: Int) throws(SyntaxError) {
      guard !literal.isEmpty else { return }
      // Check escapes here, where the offset is known: capRTL(_:) itself is lenient.
      let literalScalars = Array(literal.unicodeScalars)
      var j = 0
      while j < literalScalars.count {
        if literalScalars[j] == "_" {
          let start = offset - literalScalars.count + j
          guard j + 1 < literalScalars.count else {
            throw SyntaxError(
              offset: start, reason: .unknownCapRTLEscape, message: "CapRTL escape '_' at the end; write '__' for '_'")
          }
          guard literalScalars[j + 1] == "_" || capRTLEscapes[literalScalars[j + 1]] != nil else {
            throw SyntaxError(
              offset: start, reason: .unknownCapRTLEscape, message: "unknown CapRTL escape '_\(literalScalars[j + 1])'")
          }
          j += 2
        } else {
          j += 1
        }
      }
      result += BidiNotation.capRTL(literal)
      literal = ""
    }
    while i < scalars.count {
      guard scalars[i] == "⟨" else {
        literal.unicodeScalars.append(scalars[i])
        i += 1
        continue
      }
      try flush(endingAt: i)
      guard let close = scalars[(i + 1)...].firstIndex(of: "⟩") else {
        throw SyntaxError(offset: i, reason: .unterminatedName, message: "unterminated ⟨")
      }
      let token = String(String.UnicodeScalarView(scalars[i...close]))
      do {
        result += try unescape(token)
      } catch {
        throw SyntaxError(offset: i + error.offset, reason: error.reason, message: error.message)
      }
      i = close + 1
    }
    try flush(endingAt: scalars.count)
    return result
  }

  /// The text in notation; with `capRTL`, in CapRTL where a character has a CapRTL spelling.
  ///
  /// CapRTL output writes Arabic letters U+0627–U+062C as `A`–`F`, Hebrew letters
  /// U+05D0–U+05E3 as `G`–`Z`, Arabic-Indic digits U+0666–U+0669 as `6`–`9`, U+0300 as a backtick (U+0060),
  /// a tab as `|`, the directional controls that CapRTL can spell as `_>` `_<` `_l` `_r` `_L`
  /// `_R` `_o` `_i` `_y` `_f` `_I`, and `_` as `__`. ASCII that CapRTL would misread
  /// (`A`–`Z`, `6`–`9`, the backtick, `~`, `|`) and characters that ``escape(_:)`` spells out are
  /// written as `⟨…⟩` tokens. Spaces stay spaces. `unescape(escape(s, capRTL: c), capRTL: c) == s`
  /// for every string `s`.
  public static func escape(_ text: String, capRTL: Bool) -> String {
    guard capRTL else { return escape(text) }
    var result = ""
    for scalar in text.unicodeScalars {
      if scalar == " " {
        result += " "
      } else if let spelling = capRTLSpelling(scalar) {
        result += spelling
      } else {
        result += escape(String(Character(scalar)))
      }
    }
    return result
  }
}
