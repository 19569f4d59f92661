import BidiTestSupport
import BidiTesting
import Foundation
import Testing

/// The figures Yoga's and Taffy's published fixtures give (facebook/yoga `tests/generated`,
/// DioxusLabs/taffy `test_fixtures`), checked against the frames
/// stored in `yoga-fixtures.golden` (and a few UIKit facts against `semantic-attributes.golden`):
/// recording cannot make these goldens say something else without this suite failing.
@Suite("Layout goldens agree with the published fixtures")
struct LayoutFixtureGoldenTests {
  /// One node's figures from those fixtures in one direction.
  struct Figure: CustomStringConvertible, Sendable {
    var golden: String
    var casePrefix: String
    var direction: String
    var id: String
    var x: String
    var y: String? = nil
    var width: String? = nil
    var extra: String? = nil
    var description: String { "\(golden) \(casePrefix) \(direction) \(id)" }
  }

  /// The stored frame of `id` in the case whose name starts with `casePrefix`, laid out in
  /// the figure's direction, as words: id, x, y, width×height, direction, alignment, flags.
  static func stored(_ figure: Figure) throws -> [String] {
    let path = goldensDirectory + "/" + figure.golden
    let file = try GoldenFile(parsing: try #require(FileManager.default.contents(atPath: path)), path: path)
    let matching = file.cases.filter { $0.name.hasPrefix(figure.casePrefix) }
    try #require(matching.count == 1, "one case starts with '\(figure.casePrefix)'")
    let expected = try #require(matching[0].expected, "recorded")
    let table = try #require(LayoutFrameTable(expected: expected), "a frames table")
    let frame = try #require(table.frame(of: figure.id, in: figure.direction), "\(figure.id) is in the case")
    return [frame.id, frame.x, frame.y, frame.size, frame.direction, frame.alignment] + frame.flags
  }

  static func yoga(_ prefix: String, _ id: String, ltr: String, rtl: String) -> [Figure] {
    [
      Figure(golden: "yoga-fixtures.golden", casePrefix: prefix, direction: "ltr", id: id, x: ltr),
      Figure(golden: "yoga-fixtures.golden", casePrefix: prefix, direction: "rtl", id: id, x: rtl),
    ]
  }

  static let figures: [Figure] =
    yoga("01 ", "c0", ltr: "10", rtl: "80") + yoga("02 ", "c0", ltr: "80", rtl: "10")
    + yoga("03 ", "c0", ltr: "0", rtl: "90") + yoga("03 ", "c1", ltr: "10", rtl: "80")
    + yoga("03 ", "c2", ltr: "20", rtl: "70") + yoga("04 ", "c0", ltr: "90", rtl: "0")
    + yoga("04 ", "c2", ltr: "70", rtl: "20") + yoga("05 ", "c0", ltr: "72", rtl: "20")
    + yoga("05 ", "c1", ltr: "82", rtl: "10") + yoga("05 ", "c2", ltr: "92", rtl: "0")
    + yoga("06 ", "c0", ltr: "0", rtl: "92") + yoga("06 ", "c1", ltr: "46", rtl: "46")
    + yoga("06 ", "c2", ltr: "92", rtl: "0") + yoga("07 ", "c0", ltr: "0", rtl: "90")
    + yoga("12 ", "root", ltr: "72", rtl: "72")
    + yoga("taffy: RTL root, child forced LTR", "child", ltr: "0", rtl: "100")
    + yoga("taffy: RTL root, child forced LTR", "grandchild", ltr: "0", rtl: "0")
    + yoga("taffy: RTL root, child RTL", "grandchild", ltr: "0", rtl: "50")
    + [
      Figure(golden: "yoga-fixtures.golden", casePrefix: "08 ", direction: "ltr", id: "c0", x: "40", y: "35"),
      Figure(golden: "yoga-fixtures.golden", casePrefix: "08 ", direction: "rtl", id: "c0", x: "50", y: "35"),
      Figure(
        golden: "yoga-fixtures.golden", casePrefix: "09 ", direction: "ltr", id: "c0", x: "20", width: "130"),
      Figure(
        golden: "yoga-fixtures.golden", casePrefix: "09 ", direction: "rtl", id: "c0", x: "50", width: "150"),
      Figure(golden: "yoga-fixtures.golden", casePrefix: "10 ", direction: "ltr", id: "c0", x: "10", y: "10"),
      Figure(golden: "yoga-fixtures.golden", casePrefix: "10 ", direction: "rtl", id: "c0", x: "80", y: "10"),
      Figure(golden: "yoga-fixtures.golden", casePrefix: "11 ", direction: "ltr", id: "c0", x: "80", y: "80"),
      Figure(golden: "yoga-fixtures.golden", casePrefix: "11 ", direction: "rtl", id: "c0", x: "10", y: "80"),
      Figure(
        golden: "yoga-fixtures.golden", casePrefix: "13 ", direction: "ltr", id: "c1", x: "30", width: "20"),
      Figure(
        golden: "yoga-fixtures.golden", casePrefix: "13 ", direction: "rtl", id: "c0", x: "60", width: "20"),
      Figure(
        golden: "yoga-fixtures.golden", casePrefix: "13 ", direction: "rtl", id: "c2", x: "0", width: "20"),
      // UIKit: a flipping image mirrors in RTL; playback content keeps LTR and does not flip.
      Figure(
        golden: "semantic-attributes.golden", casePrefix: "playback", direction: "rtl", id: "back", x: "280",
        extra: "rtl right mirrored"),
      Figure(
        golden: "semantic-attributes.golden", casePrefix: "playback", direction: "rtl", id: "play", x: "0",
        extra: "ltr left"),
      Figure(
        golden: "semantic-attributes.golden", casePrefix: "forceRightToLeft", direction: "ltr", id: "mark",
        x: "260", extra: "rtl right mirrored"),
    ]

  @Test("each figure equals the stored frame", arguments: figures)
  func figure(_ figure: Figure) throws {
    let words = try Self.stored(figure)
    try #require(words.count >= 6, "\(words)")
    #expect(words[1] == figure.x, "x")
    if let y = figure.y { #expect(words[2] == y, "y") }
    if let width = figure.width {
      #expect(words[3].split(separator: "×").first.map(String.init) == width, "width")
    }
    if let extra = figure.extra {
      #expect(words[4...].joined(separator: " ") == extra, "direction, alignment, flags")
    }
  }

  @Test("all 13 Yoga fixtures and both Taffy cases are in the golden")
  func complete() throws {
    let path = goldensDirectory + "/yoga-fixtures.golden"
    let file = try GoldenFile(parsing: try #require(FileManager.default.contents(atPath: path)), path: path)
    #expect(file.cases.count == 15)
    #expect(file.cases.allSatisfy { $0.kind == "layout" && $0.expected != nil })
  }
}
