/// A readable, reversible spelling of text with invisible directional controls.
///
/// Controls are written in angle brackets: `⟨RLI⟩name⟨PDI⟩`, `⟨LRM⟩`. Other invisible or
/// confusable characters that matter to bidi are written as code points: `⟨U+00AD⟩`. A literal
/// `⟨` is written `⟨⟨⟩`. Used by goldens, `--escape` output and diagnostics, so that a diff
/// shows what a plain text diff would hide.
///
/// The optional CapRTL style (the notation of FriBidi's tests) additionally reads ASCII as
/// stand-ins for right-to-left letters: see ``capRTL(_:)``.
public enum BidiNotation {
  /// The text with every directional control, and every other character of class `BN`,
  /// `B` (except `\n`) or `S` (tab), spelled out.
  public static func escape(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      if scalar == "⟨" {
        result += "⟨⟨⟩"
      } else if let control = DirectionalControl(scalar) {
        result += control.notation
      } else if scalar != "\n" && needsCodePoint(scalar) {
        result += "⟨U+" + hex(scalar.value) + "⟩"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// An error in notation, with the scalar offset where it starts.
  public struct SyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of mistake, for code that acts on it.
    public enum Reason: Sendable, Hashable {
      /// A `⟨` with no `⟩` after it.
      case unterminatedName
      /// A name between `⟨` and `⟩` that is neither a control's abbreviation nor `U+` hex.
      case unknownName
      /// A CapRTL `_` escape that is unknown or at the end of the text.
      case unknownCapRTLEscape
    }

    /// Scalar offset of the `⟨` (or CapRTL `_`) that starts the bad token.
    public var offset: Int
    /// What kind of mistake.
    public var reason: Reason
    /// What is wrong, for people.
    public var message: String
    /// `"offset N: message"`.
    public var description: String { "offset \(offset): \(message)" }
  }

  /// The text that ``escape(_:)`` spelled out. Unknown names and unterminated `⟨` throw.
  public static func unescape(_ notation: String) throws(SyntaxError) -> String {
    var result = String.UnicodeScalarView()
    let scalars = Array(notation.unicodeScalars)
    var i = 0
    while i < scalars.count {
      guard scalars[i] == "⟨" else {
        result.append(scalars[i])
        i += 1
        continue
      }
      guard let close = scalars[(i + 1)...].firstIndex(of: "⟩") else {
        throw SyntaxError(offset: i, reason: .unterminatedName, message: "unterminated ⟨")
      }
      // "⟨⟨⟩" is a literal ⟨.
      let name = String(String.UnicodeScalarView(scalars[(i + 1)..<close]))
      if name == "⟨" {
        result.append("⟨")
      } else if let control = DirectionalControl(abbreviation: name) {
        result.append(control.scalar)
      } else if name.hasPrefix("U+"), let value = UInt32(name.dropFirst(2), radix: 16),
        let scalar = Unicode.Scalar(value)
      {
        result.append(scalar)
      } else {
        throw SyntaxError(offset: i, reason: .unknownName, message: "unknown name ⟨\(name)⟩")
      }
      i = close + 1
    }
    return String(result)
  }

  /// Reads CapRTL, FriBidi's test notation: `A`–`F` stand for Arabic letters (AL), `G`–`Z`
  /// for Hebrew letters (R), `6`–`9` for Arabic-Indic digits (AN), a backtick (U+0060) for a combining
  /// mark, `~` for a space, `|` for a tab, and `_>` `_<` `_l` `_r` `_L` `_R` `_o` `_i` `_y`
  /// `_f` `_I` `__` for LRM, RLM, LRE, RLE, LRO, RLO, PDF, LRI, RLI, FSI, PDI and `_`.
  /// Lowercase letters, `0`–`5` and other ASCII stay as they are.
  public static func capRTL(_ text: String) -> String {
    var result = String.UnicodeScalarView()
    var escape = false
    for scalar in text.unicodeScalars {
      if escape {
        escape = false
        if let control = capRTLEscapes[scalar] { result.append(control) } else { result.append(scalar) }
        continue
      }
      switch scalar {
      case "_": escape = true
      case "A"..."F": result.append(Unicode.Scalar(0x0627 + scalar.value - 0x41)!)  // ا…
      case "G"..."Z": result.append(Unicode.Scalar(0x05D0 + scalar.value - 0x47)!)  // א…
      case "6"..."9": result.append(Unicode.Scalar(0x0660 + scalar.value - 0x30)!)
      case "`": result.append("\u{0300}")
      case "~": result.append(" ")
      case "|": result.append("\t")
      default: result.append(scalar)
      }
    }
    if escape { result.append("_") }
    return String(result)
  }

  /// Writes text back in CapRTL where every character has a CapRTL spelling; characters
  /// without one stay as they are. `capRTL(toCapRTL(s)) == s` for text made of CapRTL's
  /// characters.
  public static func toCapRTL(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      if let spelling = capRTLSpelling(scalar) {
        result += spelling
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// How CapRTL writes `scalar`: a letter, digit or sign for the characters CapRTL stands for
  /// (a space is `~`), `_x` for a directional control, `__` for `_`, `⟨U+…⟩` for ASCII that
  /// CapRTL would read as something else; `nil` for a character CapRTL leaves as it is.
  static func capRTLSpelling(_ scalar: Unicode.Scalar) -> String? {
    switch scalar.value {
    case 0x0627...0x062C: return String(Unicode.Scalar(scalar.value - 0x0627 + 0x41)!)
    case 0x05D0...0x05E3: return String(Unicode.Scalar(scalar.value - 0x05D0 + 0x47)!)
    case 0x0666...0x0669: return String(Unicode.Scalar(scalar.value - 0x0660 + 0x30)!)
    case 0x0300: return "`"
    case 0x20: return "~"
    case 0x09: return "|"
    case 0x5F: return "__"
    case 0x41...0x5A, 0x36...0x39, 0x60, 0x7E, 0x7C:
      // ASCII that CapRTL would read as something else cannot be written in CapRTL.
      return "⟨U+" + hex(scalar.value) + "⟩"
    default:
      guard let control = DirectionalControl(scalar),
        let letter = capRTLEscapes.first(where: { $0.value == control.scalar })?.key
      else { return nil }
      return "_" + String(Character(letter))
    }
  }

  static let capRTLEscapes: [Unicode.Scalar: Unicode.Scalar] = [
    ">": "\u{200E}", "<": "\u{200F}", "l": "\u{202A}", "r": "\u{202B}", "L": "\u{202D}",
    "R": "\u{202E}", "o": "\u{202C}", "i": "\u{2066}", "y": "\u{2067}", "f": "\u{2068}",
    "I": "\u{2069}",
  ]

  private static func needsCodePoint(_ scalar: Unicode.Scalar) -> Bool {
    switch UnicodeTables.shared.bidiClass(of: scalar.value) {
    case .boundaryNeutral, .paragraphSeparator, .segmentSeparator: true
    default: false
    }
  }

  static func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
