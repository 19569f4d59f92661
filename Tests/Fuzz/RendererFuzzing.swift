// The renderer target of Tests/Fuzz/ParserFuzzer.swift (built with it by
// Scripts/fuzz-parsers.sh): node ids made from the input, drawn by every renderer, whose output
// must stay inert. The SVG must parse as XML (Foundation's XMLParser), and neither picture may
// hold a raw control that would act instead of showing: C0 and C1 controls other than the line
// feed, DEL, directional controls, line and paragraph separators.

import DirectionalLayout
import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Characters an id may be made of when the input is read as a "soup" (one byte, one
/// character): the controls that broke the renderers, XML's special characters and letters.
let idAlphabet: [Unicode.Scalar] = [
  "\u{0}", "\u{1}", "\u{7}", "\u{8}", "\t", "\n", "\u{B}", "\u{C}", "\r", "\u{1B}", "\u{1F}", "\u{7F}",
  "\u{80}", "\u{85}", "\u{9B}", "\u{9F}", "\u{200E}", "\u{200F}", "\u{061C}", "\u{202A}", "\u{202B}",
  "\u{202C}", "\u{202D}", "\u{202E}", "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}", "\u{2028}",
  "\u{2029}", "\u{FEFF}", "\u{AD}", "<", ">", "&", "\"", "'", "⟨", "⟩", "[", "3", "1", "m", "a", "Z",
  "\u{05D0}", "\u{0627}", " ", "]", "-", "!", "?", "=", ";", "#", "x", "/", "\\", "{", "}", "%", "@",
  "é", "🙂",
]

/// Whether `scalar` acts on a terminal or in a document instead of showing.
func isActiveControl(_ scalar: Unicode.Scalar) -> Bool {
  let value = scalar.value
  return (value < 0x20 && value != 0x0A) || (0x7F...0x9F).contains(value)
    || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
    || [0x200E, 0x200F, 0x061C, 0x2028, 0x2029].contains(value)
}

/// Up to eight ids from `data`: split at 0xFF bytes, each read as UTF-8 (invalid bytes as
/// U+FFFD) and, for odd-numbered pieces, as a soup of ``idAlphabet``.
func fuzzedIds(_ data: Data) -> [String] {
  var ids: [String] = []
  for (index, piece) in data.split(separator: 0xFF, omittingEmptySubsequences: false).prefix(8).enumerated() {
    var id: String
    if index % 2 == 0 {
      id = String(decoding: piece, as: UTF8.self)
    } else {
      id = ""
      for byte in piece { id.unicodeScalars.append(idAlphabet[Int(byte) % idAlphabet.count]) }
    }
    // Ids must be unique and not empty; the suffix keeps them so.
    ids.append(id + "#\(index)")
  }
  return ids
}

func checkRenderers(_ data: Data) {
  let ids = fuzzedIds(data)
  let children = ids.dropFirst().enumerated().map { offset, id in
    LayoutNode(
      id: id, width: .points(Double(20 + 10 * offset)), height: 12, grow: Double(offset % 2),
      image: offset % 3 == 0 ? ImageAttributes(flipsForRightToLeft: true) : nil)
  }
  let tree = LayoutNode(id: ids[0], width: 400, height: 80, axis: .horizontal, children: Array(children))
  let ltr: LayoutResult
  let rtl: LayoutResult
  do {
    ltr = try tree.layout(direction: .leftToRight)
    rtl = try tree.layout(direction: .rightToLeft)
  } catch {
    fatalError("a valid tree does not lay out: \(error)")
  }
  let svg = SVGRenderer().render(leftToRight: ltr, rightToLeft: rtl)
  let parser = XMLParser(data: Data(svg.utf8))
  require(parser.parse(), "the SVG is not well-formed XML (\(String(describing: parser.parserError))):\n\(svg)")
  require(!svg.unicodeScalars.contains(where: isActiveControl), "raw control in the SVG:\n\(svg)")
  for picture in [
    ASCIIRenderer(columns: 60).render(ltr), ASCIIRenderer(columns: 60).render(rtl),
    ASCIIRenderer(columns: 30).renderSideBySide(leftToRight: ltr, rightToLeft: rtl).joined(separator: "\n"),
  ] {
    require(!picture.unicodeScalars.contains(where: isActiveControl), "raw control in the picture:\n\(picture)")
  }
  for finding in (try? LayoutLint.findings(in: tree)) ?? [] {
    require(!"\(finding)".unicodeScalars.contains(where: isActiveControl), "raw control in \(finding)")
  }
}
