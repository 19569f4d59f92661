// libFuzzer entry point for BidiKit's text engine, formatter and sanitizer.
// Built and run by Scripts/fuzz-engine.sh (not part of the package's targets).
//
// Each input is read two ways: as UTF-8 (invalid bytes rejected by the strict decoder, then
// decoded leniently), and as a soup where every byte picks one of 64 characters that matter
// to UAX #9 (controls, brackets, numbers, marks, letters of both directions). Invariants are
// checked with preconditions, so a violation is a crash the fuzzer reports.

import BidiEngine
import BidiInput

let alphabet: [Unicode.Scalar] = [
  "a", "Z", "1", "9", " ", "\t", "(", ")", "[", "]", "{", "}", "<", ">", "+", "-",
  ",", ".", ":", "/", "$", "%", "#", "!", "\"", "\u{00AD}", "\u{200D}", "\u{0300}", "\u{064B}", "\u{05D0}",
  "\u{05EA}", "\u{0627}",
  "\u{0644}", "\u{0660}", "\u{06F1}", "\u{0870}", "\u{0890}", "\u{10D00}", "\u{1EC71}", "\u{2329}",
  "\u{232A}", "\u{3008}", "\u{3009}", "\u{200E}", "\u{200F}", "\u{061C}", "\u{202A}", "\u{202B}",
  "\u{202C}", "\u{202D}", "\u{202E}", "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}", "\u{2029}", "\n", "\r",
  "\u{0085}", "\u{001C}", "%", "@", "s", "d",
]

func check(_ text: String, base: BaseDirection) {
  let analysis = BidiAnalysis(text, base: base, options: .init(bracketLimit: 64))
  for paragraph in analysis.paragraphs {
    precondition(paragraph.levels.count == paragraph.count)
    precondition(paragraph.levels.allSatisfy { $0 <= 126 })
    let order = paragraph.line.visualOrder
    var seen = [Bool](repeating: false, count: order.count)
    for i in order { precondition(!seen[i]); seen[i] = true }
    for range in paragraph.lineRanges(maxColumns: 1 + paragraph.count % 7) {
      _ = paragraph.line(range).visualString(VisualOptions(shapesArabic: true))
      _ = paragraph.line(range).visualRuns
    }
  }
  _ = analysis.visualString(VisualOptions(shapesArabic: true, keepsParagraphSeparators: true))
  let sanitized = BidiSanitizer.balancing.sanitize(text)
  precondition(BidiSanitizer.balancing.sanitize(sanitized) == sanitized)
  _ = BidiControlAudit(text)
  let formatter = BidiFormatter(context: .rightToLeft)
  _ = formatter.wrap(text, direction: .auto, kind: .text)
  _ = try? formatter.format(text, [FormatArgument.text("a\u{05D0}"), 7, 2.5])
  _ = try? BidiNotation.unescape(BidiNotation.escape(text))
}

/// libFuzzer's entry point: checks one input read both ways, in every paragraph direction.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  let utf8 = (try? StrictUTF8.decode(bytes)) ?? String(decoding: bytes, as: UTF8.self)
  var soup = String.UnicodeScalarView()
  for byte in bytes { soup.append(alphabet[Int(byte) & 63]) }
  for text in [utf8, String(soup)] {
    for base in [BaseDirection.leftToRight, .rightToLeft, .auto] { check(text, base: base) }
  }
  return 0
}
