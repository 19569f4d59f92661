import BidiTestSupport
import Foundation
import Testing

extension GoldenReviewEndToEndTests {
  @Test(
    "report: one HTML page, valid by the WHATWG parser, drawn by headless Chromium with its highlights and pictures"
  )
  func reportRendersInABrowser() throws {
    let consumer = try Self.consumer()
    try Self.threeChanges(consumer)
    let scratch = try Scratch()
    defer { scratch.remove() }
    let page = scratch.path + "/report.html"
    let report = try consumer.bidi(["golden", "report", "Tests", "--output", page])
    #expect(report.status == 0)
    #expect(report.output == "wrote \(page): 3 case(s) (3 pending, 0 differs, 0 not recorded)\n")
    let html = try #require(scratch.read(page))
    #expect(html.components(separatedBy: "<section class=\"case\"").count == 4)
    #expect(
      html.components(separatedBy: "src=\"data:image/svg+xml;base64,").count == 3,
      "the row, expected and actual")

    // Valid: html5lib's strict mode fails on any parse error of the WHATWG HTML standard;
    // Python's expat reads it as well-formed XML.
    let python = try #require(toolPath("python3"), "python3 is needed")
    let parse = try BuiltProduct.run(python, ["-c", Self.validation, page])
    #expect(parse.status == 0, "\(parse.errors)")
    #expect(parse.output == "ok\n")

    // Drawn: the DOM Chromium built, and a screenshot whose pixels hold the page's colours —
    // the highlighted controls, the removed and added lines, and the RTL and LTR boxes of
    // the SVG pictures.
    let chromium = try #require(
      toolPath("chromium-headless-shell") ?? toolPath("chromium"),
      "Chromium is needed (Scripts/install-system-packages.sh installs chromium-headless-shell)")
    let common =
      [
        "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--user-data-dir=\(scratch.path)/profile",
      ] + (chromium.hasSuffix("/chromium") ? ["--headless"] : [])
    let dom = try BuiltProduct.run(chromium, common + ["--dump-dom", "file://\(page)"])
    #expect(dom.status == 0)
    #expect(dom.output.components(separatedBy: "<section class=\"case\"").count == 4)
    let screenshot = scratch.path + "/report.png"
    let shot = try BuiltProduct.run(
      chromium, common + ["--screenshot=\(screenshot)", "--window-size=1000,1800", "file://\(page)"])
    #expect(shot.status == 0, "\(shot.errors)")
    let pixels = try BuiltProduct.run(python, ["-c", Self.pngColours, screenshot])
    #expect(pixels.status == 0, "\(pixels.errors)")
    let lines = pixels.output.split(separator: "\n")
    #expect(lines.first == "1000 1800")
    let colours = Set((lines.last ?? "").split(separator: " ").map(String.init))
    for (colour, what) in [
      ("ffe066", "highlighted control"), ("fde2e2", "removed line"), ("ddf5dd", "added line"),
      ("fde8d8", "RTL box of a picture"), ("ddeeff", "LTR box of a picture"),
    ] {
      #expect(colours.contains(colour), "no \(what) (#\(colour)) in the screenshot")
    }
  }

  /// Parses the page at `argv[1]` with html5lib (strict) and expat; prints `ok`.
  static let validation = """
    import sys, html5lib, xml.etree.ElementTree as E
    with open(sys.argv[1], 'rb') as page:
        html5lib.HTMLParser(strict=True).parse(page)
    E.parse(sys.argv[1])
    print('ok')
    """

  /// Prints the size of the PNG at `argv[1]` and, on the next line, every RGB colour of its
  /// pixels in hex (a PNG decoder: chunks, zlib, the five row filters).
  static let pngColours = """
    import struct, sys, zlib
    data = open(sys.argv[1], 'rb').read()
    assert data[:8] == b'\\x89PNG\\r\\n\\x1a\\n', 'not a PNG'
    pos, idat = 8, b''
    while pos < len(data):
        length, kind = struct.unpack('>I4s', data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        pos += 12 + length
        if kind == b'IHDR':
            width, height, depth, colour = struct.unpack('>IIBB', body[:10])
        elif kind == b'IDAT':
            idat += body
    assert depth == 8 and colour in (2, 6), 'an 8-bit RGB or RGBA PNG'
    n = 3 if colour == 2 else 4
    raw, stride, prev, colours, i = zlib.decompress(idat), width * n, bytearray(width * n), set(), 0
    for y in range(height):
        kind, line = raw[i], bytearray(raw[i + 1:i + 1 + stride])
        i += 1 + stride
        if kind == 1:
            for x in range(n, stride): line[x] = (line[x] + line[x - n]) & 255
        elif kind == 2:
            line = bytearray((a + b) & 255 for a, b in zip(line, prev))
        elif kind in (3, 4):
            for x in range(stride):
                a, b = (line[x - n] if x >= n else 0), prev[x]
                if kind == 3:
                    line[x] = (line[x] + (a + b) // 2) & 255
                    continue
                c = prev[x - n] if x >= n else 0
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        prev = line
        colours.update(bytes(line[x:x + 3]).hex() for x in range(0, stride, n))
    print(width, height)
    print(' '.join(sorted(colours)))
    """
}
