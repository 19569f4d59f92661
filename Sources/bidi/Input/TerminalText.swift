import BidiText

/// Messages as `bidi` writes them for people: controls that came from the input (in a file
/// name, a key, an id) spelled in notation, so that an ESC starts no terminal escape sequence
/// and an RLO reorders nothing.
enum TerminalText {
  /// `text` with its directional controls and other invisible characters (class BN, B or S:
  /// C0 and C1 controls, ESC, DEL) spelled out, except line breaks and tabs, which lay out
  /// the message. Notation already in the text (messages quote escaped values) stays as it
  /// is: `⟨` is not escaped again.
  static func escapeControls(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      if scalar == "⟨" || scalar == "\n" || scalar == "\t" {
        result.unicodeScalars.append(scalar)
      } else if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
        // Every C0 and C1 control and DEL, the form feed (class WS) included.
        result += "⟨U+" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4, with: "0") + "⟩"
      } else {
        result += BidiNotation.escape(String(scalar))
      }
    }
    return result
  }
}
