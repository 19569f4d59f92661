import Foundation
import Testing

@testable import DirectionalLayout

@Suite("Duplicate ids")
struct DuplicateIdTests {
  /// The first repeated id by the obvious method.
  static func naiveFirst(_ ids: ArraySlice<String>) -> Int? {
    var seen: Set<String> = []
    for i in ids.indices where !seen.insert(ids[i]).inserted { return i }
    return nil
  }

  /// `n` distinct ids in a scrambled order.
  static func distinct(_ n: Int) -> [String] {
    (0..<n).map { "node-\(($0 &* 7_919) % n)-\($0 % 3 == 0 ? "ا" : "x")" }
  }

  @Test(arguments: [0, 1, 2, 2_048, 2_049, 5_000, 100_000])
  func distinctIdsHaveNoDuplicate(_ n: Int) {
    let ids = Self.distinct(n)
    #expect(Set(ids).count == n)
    #expect(DuplicateIds.first(in: ids[...]) == nil)
  }

  @Test func slicesNotStartingAtZero() {
    var ids = Self.distinct(10_000)
    ids[9_000] = ids[5_000]
    #expect(DuplicateIds.first(in: ids[5_000...]) == 9_000)
    #expect(DuplicateIds.first(in: ids[5_001...]) == nil)
  }

  @Test func theEarliestRepeatIsFoundAcrossBuckets() {
    var ids = Self.distinct(100_000)
    ids[99_990] = ids[17]
    ids[60_000] = ids[50_000]
    ids[75_000] = ids[2]
    #expect(Self.naiveFirst(ids[...]) == 60_000)
    #expect(DuplicateIds.first(in: ids[...]) == 60_000)
    // Only the ids before the end count.
    #expect(DuplicateIds.first(in: ids[..<60_000]) == nil)
    #expect(DuplicateIds.first(in: ids[..<60_001]) == 60_000)
  }

  /// An early repeat in a large tree is reported as the first problem, before a later
  /// invalid value (ids before the invalid value are checked for repeats first).
  @Test func anEarlyRepeatInALargeTreeIsReported() {
    var root = LayoutNode(id: "root")
    for r in 0..<2_000 {
      root.children.append(
        LayoutNode(id: "row\(r)", children: (0..<4).map { LayoutNode(id: "r\(r)b\($0)") }))
    }
    root.children[0].children[1].id = "r0b0"
    root.children[1_999].children[3].width = -1
    #expect(
      throws: LayoutError(
        path: "$.children[0].children[1].id", reason: .duplicateId, message: "duplicate id 'r0b0'")
    ) {
      _ = try root.layout(direction: .rightToLeft)
    }
    root.children[0].children[1].id = "r0b1"
    #expect(
      throws: LayoutError(
        path: "$.children[1999].children[3].width", reason: .invalidValue,
        message: "must not be negative; got -1.0")
    ) {
      _ = try root.layout(direction: .rightToLeft)
    }
  }

  /// Ids are Swift strings: canonically equivalent ids are the same id, whether all ids are
  /// ASCII (hashed by their bytes) or not (hashed by `String.hashValue`).
  @Test func canonicallyEquivalentIdsAreDuplicates() {
    // KELVIN SIGN is canonically equivalent to "K", é precomposed to e + COMBINING ACUTE.
    #expect(DuplicateIds.first(in: ["a", "K", "b", "\u{212A}"][...]) == 3)
    #expect(DuplicateIds.first(in: ["\u{E9}", "x", "e\u{301}"][...]) == 2)
    #expect(DuplicateIds.first(in: ["K", "k", "KK", "K "][...]) == nil)
  }

  /// All-ASCII ids of every length around the hash's word boundaries, with plants.
  @Test(arguments: [0, 1, 2, 3, 4, 5, 7, 8, 9, 15, 16, 17, 40])
  func asciiIdsOfEveryLength(_ length: Int) {
    var generator = SystemRandomNumberGenerator()
    let letters = Array("abcXYZ019-_.")
    var ids = Set<String>()
    while ids.count < 3_000 {
      ids.insert(String((0..<length).map { _ in letters.randomElement(using: &generator)! }))
      if length < 4 && ids.count == Int(pow(Double(letters.count), Double(length))) { break }
    }
    var list = Array(ids)
    #expect(DuplicateIds.first(in: list[...]) == nil)
    #expect(list.allSatisfy { DuplicateIds.asciiHash($0, key: 12_345) != nil })
    guard list.count > 2 else { return }
    list.append(list[list.count / 2])
    #expect(DuplicateIds.first(in: list[...]) == list.count - 1)
    #expect(DuplicateIds.first(in: list[...]) == Self.naiveFirst(list[...]))
    #expect(DuplicateIds.asciiHash("ascii then é", key: 1) == nil)
  }

  @Test func identicalIdsRepeatAtTheSecond() {
    let ids = Array(repeating: "same", count: 10_000)
    #expect(DuplicateIds.first(in: ids[...]) == 1)
  }

  @Test func randomPlantsAgreeWithTheNaiveSearch() {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<20 {
      let n = Int.random(in: 2...20_000, using: &generator)
      var ids = Self.distinct(n)
      for _ in 0..<Int.random(in: 0...3, using: &generator) {
        ids[Int.random(in: 0..<n, using: &generator)] = ids[Int.random(in: 0..<n, using: &generator)]
      }
      #expect(DuplicateIds.first(in: ids[...]) == Self.naiveFirst(ids[...]), "n = \(n)")
    }
  }

  /// The error is the first rule broken in depth-first order, a repeated id or a bad value.
  @Test func theFirstProblemInDepthFirstOrderIsReported() {
    func error(_ root: LayoutNode) -> String? {
      do {
        _ = try root.layout(direction: .rightToLeft)
        return nil
      } catch {
        return "\(error.path): \(error.message)"
      }
    }
    let bad = LayoutNode(id: "bad", width: -1)
    #expect(
      error(LayoutNode(id: "r", children: [.init(id: "a"), bad, .init(id: "a")]))
        == "$.children[1].width: must not be negative; got -1.0")
    #expect(
      error(LayoutNode(id: "r", children: [.init(id: "a"), .init(id: "a"), bad]))
        == "$.children[1].id: duplicate id 'a'")
    let deep = LayoutNode(
      id: "r",
      children: [
        .init(id: "a", children: [.init(id: "b", children: [.init(id: "a")])]),
        .init(id: "c", children: [bad]),
      ])
    #expect(error(deep) == "$.children[0].children[0].children[0].id: duplicate id 'a'")
    #expect(
      error(LayoutNode(id: "r", children: [.init(id: "c", children: [bad]), .init(id: "r")]))
        == "$.children[0].children[0].width: must not be negative; got -1.0")
    #expect(
      error(LayoutNode(id: "r", children: [.init(id: "x"), .init(id: "r")]))
        == "$.children[1].id: duplicate id 'r'")
  }
}
