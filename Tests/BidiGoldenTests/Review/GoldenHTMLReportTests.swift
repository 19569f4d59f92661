import BidiTestSupport
import BidiTesting
import Foundation
import Testing

/// The HTML page of pending and failing cases, read as markup (the page as a browser draws it
/// is checked with headless Chromium in BidiCommandTests).
@Suite("The HTML report of pending and failing cases")
struct GoldenHTMLReportTests {
  static let local = GoldenVerifier(environment: GoldenEnvironment(recordMode: nil, isCI: false))

  static func site(_ scratch: Scratch, _ function: String) -> GoldenTestSite {
    GoldenTestSite(
      filePath: scratch.path + "/Tests/AppTests/ScreenTests.swift", function: function,
      testKey: UUID().uuidString)
  }

  static func row(title: Double) -> LayoutNode {
    LayoutNode(
      id: "row", width: 200, height: 40, axis: .horizontal,
      children: [
        LayoutNode(id: "back", width: 40, image: ImageAttributes(flipsForRightToLeft: true)),
        LayoutNode(id: "title", width: .points(title)),
      ])
  }

  /// A pending text change (a name needing escapes), a pending layout change, a case not recorded.
  static func goldens(_ scratch: Scratch) throws -> [String] {
    let greet = Self.site(scratch, "greeting()")
    for text in ["שלום, \u{2068}Dana\u{2069}!", "שלום רב, \u{2068}Dana\u{2069}!"] {
      _ = Self.local.check(named: "a <b> & 'c'", at: Self.site(scratch, "greeting()")) {
        GoldenCase.visualOrder($0, of: text, base: .rightToLeft)
      }
    }
    for width in [120.0, 100] {
      _ = Self.local.check(named: "row", at: Self.site(scratch, "screen()")) {
        try GoldenCase.layout($0, of: Self.row(title: width), columns: 30)
      }
    }
    let hand = try scratch.write("Tests/Goldens/hand.golden", "=== unrecorded\nbase: ltr\ninput: abc\n")
    return [greet.goldenPath, Self.site(scratch, "screen()").goldenPath, hand]
  }

  @Test("cases side by side, controls highlighted, inputs rendered, layouts drawn; well-formed")
  func page() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let paths = try Self.goldens(scratch)
    let report = GoldenHTMLReport(goldenPaths: paths, verifier: Self.local)
    #expect(report.entries.map(\.state) == [.pending, .pending, .notRecorded])
    #expect(report.problems.isEmpty)
    let html = report.html()
    #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>"))
    #expect(html.contains("3 case(s) in 3 golden file(s): 2 pending, 0 differs, 1 not recorded."))
    #expect(html.contains("<q>a &lt;b&gt; &amp; &apos;c&apos;</q>"))
    // Notation in the file and real controls are highlighted; a stored visual line is drawn
    // in stored order.
    #expect(
      html.contains("input: שלום רב, <span class=\"ctl\">⟨FSI⟩</span>Dana<span class=\"ctl\">⟨PDI⟩</span>!"))
    #expect(
      html.contains(
        "visual: <span class=\"ctl\" title=\"U+202D\">⟨LRO⟩</span><bdo dir=\"ltr\">!Dana ,בר םולש</bdo><span class=\"ctl\" title=\"U+202C\">⟨PDF⟩</span>"
      ))
    #expect(html.contains("<tr class=\"changed\"><td class=\"del\"><code dir=\"ltr\">input: שלום, "))
    // The input as a browser lays it out, with its real isolates.
    #expect(html.contains("<p class=\"rendered\" dir=\"rtl\">שלום רב, \u{2068}Dana\u{2069}!</p>"))
    // The layout case drawn twice (expected, actual), each picture LTR and RTL.
    let pictures = html.components(separatedBy: "src=\"data:image/svg+xml;base64,").dropFirst().map {
      String(decoding: Data(base64Encoded: String($0.prefix { $0 != "\"" })) ?? Data(), as: UTF8.self)
    }
    #expect(pictures.count == 2)
    for svg in pictures {
      #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
      #expect(svg.contains(">LTR</text>") && svg.contains(">RTL</text>") && svg.contains(">back ⇋</text>"))
    }
    #expect(pictures[0] != pictures[1], "the title's width changed")
    #expect(!html.contains("<script"))

    // Well-formed XML (an independent parser: Python's expat).
    let file = try scratch.write("report.html", html)
    let python = try #require(toolPath("python3"), "python3 is needed")
    let parsed = try runTool(
      python, ["-c", "import sys, xml.etree.ElementTree as E; E.parse(sys.argv[1]); print('ok')", file])
    #expect(parsed.status == 0 && String(decoding: parsed.output, as: UTF8.self) == "ok\n")
  }

  @Test("a case whose stored expectations differ is shown against what BidiKit computes; problems listed")
  func differsAndProblems() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let path = try scratch.write("a.golden", "=== a\nbase: rtl\ninput: אב\n---\nparagraph: ltr\n")
    let bad = try scratch.write("bad.golden", "=== a\ninput: x⟨NOPE⟩\n")
    let report = GoldenHTMLReport(
      goldenPaths: [path, bad, scratch.path + "/none.golden"], verifier: Self.local)
    #expect(report.entries.map(\.state) == [.differs])
    #expect(report.entries[0].actual.expected?.first?.value == "rtl")
    #expect(
      report.problems == ["\(bad):2:9: unknown name ⟨NOPE⟩", "\(scratch.path)/none.golden: no such file"])
    #expect(!scratch.exists(path + ".new"), "the report writes nothing")
    let html = report.html()
    #expect(html.contains("<li><code>\(bad):2:9: unknown name ⟨NOPE⟩</code></li>"))
    #expect(html.contains("<th>actual: computed now</th>"))
  }
}
