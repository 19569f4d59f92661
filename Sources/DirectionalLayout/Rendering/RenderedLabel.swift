import BidiInput
import BidiText

/// Node ids and labels as the renderers write them: characters that would act instead of
/// showing are spelled in the package's notation (``BidiNotation``).
///
/// An id is data from the input file. Written raw, an ESC starts a terminal escape sequence,
/// an RLO reorders the rest of an ASCII picture's line, a NUL or other C0 control makes an SVG
/// document ill-formed XML (XML 1.0 § 2.2 allows only tab, LF and CR among them, even as
/// character references), and a line break splits a row of the picture. So every directional
/// control, every C0 and C1 control (ESC, tab, line feed, form feed…), DEL, every other
/// character of bidi class BN, B or S, and the line and paragraph separators are written
/// `⟨RLO⟩`, `⟨U+001B⟩`…, and a literal `⟨` as `⟨⟨⟩`, as everywhere else in BidiKit.
enum RenderedLabel {
  /// `text` with every control spelled out, line breaks (`\n`, U+2028) included.
  static func notation(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      // Every C0 and C1 control, DEL and U+2028 by code point: not all of them are of class
      // BN, B or S (the form feed is white space to UAX #9), and XML forbids them all but three.
      if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}" {
        result += "⟨U+" + String(scalar.value, radix: 16, uppercase: true).leftPadded4 + "⟩"
      } else {
        result += BidiNotation.escape(String(scalar))
      }
    }
    return result
  }

  /// ``notation(_:)``, then XML's five special characters as entity references, for SVG text
  /// and attribute values.
  static func xml(_ text: String) -> String {
    MarkupText.escaped(notation(text))
  }
}

extension String {
  fileprivate var leftPadded4: String { count >= 4 ? self : String(repeating: "0", count: 4 - count) + self }
}
