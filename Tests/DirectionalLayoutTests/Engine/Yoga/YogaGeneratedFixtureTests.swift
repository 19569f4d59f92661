import BidiTestSupport
import Foundation
import Testing

@testable import DirectionalLayout

/// Yoga's own generated fixtures (facebook/yoga v3.2.1 `tests/generated/*.cpp`, from the gentest
/// HTML fixtures), converted by `Scripts/convert-yoga-fixtures.py` into
/// `Fixtures/yoga-fixtures.json`: each tree and the frame of every node Yoga expects, LTR and
/// RTL; and the hand-written aspect-ratio tests (`tests/YGAspectRatioTest.cpp`, family
/// `YGAspectRatioTest+handWritten`: left-to-right only, the values they assert). Left out by the
/// converter (it prints them, with counts): web defaults, gaps in percent, auto insets and
/// sizes, `display: contents`, box sizing, measure functions with contexts, pixel
/// rounding (Yoga rounds edges to whole pixels: positions here may differ from Yoga's by up to
/// half a point, sizes by up to one), and the tests Yoga itself skips.
@Suite("Yoga's generated fixtures, LTR and RTL")
struct YogaGeneratedFixtureTests {
  struct Fixture: Sendable, CustomStringConvertible {
    var family: String
    var name: String
    var tree: Data
    /// direction → id → [x, y, width, height]; `nil` where a hand-written test asserts nothing
    var expected: [String: [String: [Double?]]]
    var description: String { "\(family).\(name)" }
  }

  static let fixtures: [Fixture] = {
    let url = Repository.url("Tests/Fixtures/Yoga/yoga-fixtures.json")
    guard let data = try? Data(contentsOf: url),
      let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let list = root["fixtures"] as? [[String: Any]]
    else { return [] }
    return list.compactMap { item in
      guard let family = item["family"] as? String, let name = item["name"] as? String,
        let tree = item["tree"], let treeData = try? JSONSerialization.data(withJSONObject: tree),
        let raw = item["expected"] as? [String: [String: [Any]]]
      else { return nil }
      let expected = raw.mapValues { $0.mapValues { $0.map { $0 as? Double } } }
      return Fixture(family: family, name: name, tree: treeData, expected: expected)
    }
  }()

  static var families: [String] { Array(Set(fixtures.map(\.family))).sorted() }

  @Test func theFixturesAreThere() {
    #expect(Self.fixtures.count == 487)
  }

  @Test("every frame as Yoga's fixture expects it (within its pixel rounding)", arguments: families)
  func family(_ family: String) throws {
    for fixture in Self.fixtures where fixture.family == family {
      let tree = try LayoutNode(json: fixture.tree)
      for (name, direction) in [("ltr", TextDirection.leftToRight), ("rtl", .rightToLeft)] {
        let result = try tree.layout(direction: direction)
        for (id, frame) in fixture.expected[name] ?? [:] {
          let node = try #require(result[id], "\(fixture) \(id)")
          let ours = [node.x, node.y, node.width, node.height]
          // Yoga rounds each edge to the pixel grid: positions within half a point, sizes
          // (two rounded edges) within one.
          let tolerance = [0.5, 0.5, 1, 1]
          #expect(
            (0..<4).allSatisfy { i in frame[i].map { abs(ours[i] - $0) <= tolerance[i] } ?? true },
            "\(fixture) \(name) \(id): \(ours), Yoga \(frame)")
        }
      }
    }
  }
}
