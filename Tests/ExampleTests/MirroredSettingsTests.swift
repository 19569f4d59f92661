import BidiTestSupport
import BidiTesting
import Foundation
import Testing

/// The mirrored-settings example, run as built: its pictures equal its golden file's, its
/// per-node report agrees with the golden's frames, and it writes the SVG but never over a
/// file that is not one.
@Suite("The mirrored-settings example")
struct MirroredSettingsTests {
  static let product = BuiltProduct("mirrored-settings")

  func run(_ arguments: [String], in directory: String) throws -> (
    status: Int32, output: String, errors: String
  ) {
    try #require(Self.product.exists, "build it first: swift build (looked in \(BuiltProduct.directory))")
    let result = try Self.product.run(arguments, in: directory)
    return (result.status, result.output, result.errors)
  }

  /// The recorded expectations of the golden file's one case.
  func golden() throws -> [GoldenField] {
    let path = goldensDirectory + "/mirrored-settings.golden"
    let file = try GoldenFile(parsing: try #require(FileManager.default.contents(atPath: path)), path: path)
    try #require(file.cases.count == 1)
    return try #require(file.cases[0].expected, "recorded")
  }

  @Test("prints the golden's pictures, and a report that agrees with the golden's frames")
  func output() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let result = try run([], in: scratch.path)
    #expect(result.status == 0)
    #expect(result.errors == "")
    let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)

    let expected = try golden()
    let pictures = try #require(expected.first { $0.key == "pictures" }).lines
    #expect(pictures.count > 30)
    let start = try #require(lines.firstIndex(of: pictures[0]), "the header line is printed")
    #expect(Array(lines[start..<min(lines.count, start + pictures.count)]) == pictures)

    // Report lines: `  id  ltrX → rtlX  notes`.
    var report: [String: (ltrX: String, rtlX: String, notes: String)] = [:]
    for line in lines where line.hasPrefix("  ") {
      let words = line.split(separator: " ", maxSplits: 4).map(String.init)
      guard words.count == 5, words[2] == "→" else { continue }
      report[words[0]] = (words[1], words[3], words[4].trimmingCharacters(in: .whitespaces))
    }
    // Frames as words: id, x, y, size, direction, alignment, flags.
    let table = try #require(LayoutFrameTable(expected: expected))
    func words(_ direction: String) -> [[String]] {
      table.frames.filter { $0.layoutDirection == direction }.map {
        [$0.id, $0.x, $0.y, $0.size, $0.direction, $0.alignment] + $0.flags
      }
    }
    let ltr = words("ltr")
    let rtl = words("rtl")
    #expect(ltr.count == 25 && rtl.count == 25)
    #expect(report.count == ltr.count, "one report line per node")
    for (l, r) in zip(ltr, rtl) {
      let id = l[0]
      let line = try #require(report[id], "\(id) is reported")
      #expect(line.ltrX == l[1] && line.rtlX == r[1], "\(id): x")
      #expect(line.notes.hasPrefix(l[1] == r[1] ? "stays" : "moves"), "\(id): \(line.notes)")
      #expect(line.notes.contains("image flips") == r.contains("mirrored"), "\(id): \(line.notes)")
      #expect(line.notes.contains("keeps LTR") == (r[4] == "ltr"), "\(id): \(line.notes)")
    }
    // What the example is about: the chevron flips and moves, the logo moves without flipping,
    // the playback bar keeps LTR.
    #expect(report["back"]?.notes.contains("image flips") == true)
    #expect(report["logo"]?.notes.contains("image kept") == true)
    #expect(report["play"]?.notes.contains("keeps LTR") == true)

    let svg = try #require(scratch.read(scratch.path + "/mirrored-settings.svg"), "default SVG path")
    #expect(svg.hasPrefix("<svg "))
    #expect(svg.contains(">LTR</text>") && svg.contains(">RTL</text>"))
    #expect(svg.contains("back ⇋"), "the flipped chevron is marked")
  }

  @Test("prints the account screen in English, Arabic and Hebrew: the golden's lines, frames intact")
  func localizedScreen() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let result = try run([], in: scratch.path)
    #expect(result.status == 0)
    let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let header = try #require(lines.firstIndex { $0.hasPrefix("en (LTR)") }, "the pictures' header")
    #expect(lines[header] == "en (LTR)                         ar (RTL)                         he (RTL)")
    var rows: [String] = []
    for line in lines[(header + 1)...] {
      guard line.hasPrefix("+") || line.hasPrefix("|") || line.hasPrefix(" ") else { break }
      rows.append(line)
    }
    #expect(rows.count >= 14)

    // Each picture is 31 columns wide, 2 apart: its frame's corners and sides are at
    // columns 0 and 30 of it, in every row (text never breaks a frame).
    for row in rows {
      var columns: [Character] = []
      for character in row {
        columns += Array(repeating: character, count: TerminalColumns.width(of: character))
      }
      // A picture shorter than the others leaves its columns blank.
      for start in [0, 33, 66] where start < columns.count && columns[start] != " " {
        #expect("+|-".contains(columns[start]), "column \(start) of \(row)")
        #expect(
          start + 30 < columns.count && "+|-".contains(columns[start + 30]), "column \(start + 30) of \(row)")
      }
    }

    // Every line of the golden's screen, in the language's own direction, is drawn.
    let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("__Goldens__/GoldenChecksTests/accountScreen.golden").path
    let file = try GoldenFile(parsing: try #require(FileManager.default.contents(atPath: path)), path: path)
    for (language, direction) in [("en", "ltr"), ("ar", "rtl"), ("he", "rtl")] {
      let golden = try #require(file.cases.first { $0.name == language })
      let block = try #require(golden.expected?.first { $0.key == "lines" }).lines
      var checked = 0
      for entry in block {
        let words = entry.split(separator: " ", maxSplits: 3, omittingEmptySubsequences: true)
        guard words.count == 4, words[1] == direction else { continue }
        let stored = String(words[3].drop { $0 == " " })
        let visual = try #require(TextGoldenKind.visualLine(fromStored: stored, capRTL: false))
        #expect(rows.contains { $0.contains(visual) }, "\(language): \(visual)")
        checked += 1
      }
      #expect(checked >= 8, "\(language)")
    }
    // The phone number stays whole and left to right in the three languages.
    #expect(rows.joined().components(separatedBy: "+1\u{00A0}408-555-1212").count == 4)
  }

  @Test("writes the SVG where asked, replaces its own SVG, never writes over another file")
  func svgPath() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let target = scratch.path + "/out.svg"
    #expect(try run([target], in: scratch.path).status == 0)
    #expect(try run([target], in: scratch.path).status == 0, "its own SVG is replaced")
    #expect(scratch.read(target)?.hasPrefix("<svg ") == true)

    let input = try scratch.write("settings.json", "{\"id\": \"root\"}\n")
    let refused = try run([input], in: scratch.path)
    #expect(refused.status == 74)
    #expect(refused.errors.contains("not writing over it"))
    #expect(scratch.read(input) == "{\"id\": \"root\"}\n")
    #expect(try run(["a.svg", "b.svg"], in: scratch.path).status == 64)
  }
}
