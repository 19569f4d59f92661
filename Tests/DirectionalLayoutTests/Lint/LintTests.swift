import Testing

@testable import DirectionalLayout

@Suite("Layout lint")
struct LintTests {
  @Test func physicalEdgesThatWouldNotMirror() throws {
    let tree = LayoutNode(
      id: "screen", padding: LayoutEdges(top: 8, left: 16),
      children: [
        LayoutNode(
          id: "title", margin: LayoutEdges(leading: 4, right: 12),
          text: TextAttributes(content: "Hi", alignment: .left)),
        LayoutNode(id: "badge", position: .absolute, insets: LayoutEdges(top: 0, right: 0)),
        LayoutNode(
          id: "ok", margin: LayoutEdges(leading: 4, trailing: 4),
          text: TextAttributes(content: "Hi", alignment: .natural)),
      ])
    let findings = try LayoutLint.findings(in: tree)
    #expect(
      findings.map(\.path) == [
        "$.padding.left", "$.children[0].margin.right", "$.children[0].text.alignment",
        "$.children[1].insets.right",
      ])
    #expect(findings.allSatisfy { $0.rule == .physicalEdge })
    #expect(findings[0].message.contains("use leading"))
    #expect(findings[1].message.contains("use trailing"))
  }

  @Test("physical sides are right where nothing mirrors (playback, forced LTR subtrees)")
  func physicalEdgesInFixedSubtrees() throws {
    let tree = LayoutNode(
      id: "root",
      children: [
        LayoutNode(
          id: "player", padding: LayoutEdges(left: 4), semantic: .playback,
          children: [LayoutNode(id: "scrubber", margin: LayoutEdges(left: 10, right: 10))])
      ])
    // The player's margin side would be placed by the root (which mirrors), its padding by itself.
    #expect(try LayoutLint.findings(in: tree).isEmpty)
    var moved = tree
    moved.children[0].margin = LayoutEdges(left: 3)
    #expect(try LayoutLint.findings(in: moved).map(\.path) == ["$.children[0].margin.left"])
  }

  struct ImageCase: CustomStringConvertible, Sendable {
    var id: String
    var flips: Bool
    var semantic: SemanticContentAttribute = .unspecified
    var reported: Bool
    var description: String { "\(id) flips=\(flips) \(semantic) → \(reported)" }
  }

  static let images: [ImageCase] = [
    ImageCase(id: "backButton", flips: false, reported: true),
    ImageCase(id: "nav-back", flips: false, reported: true),
    ImageCase(id: "ic_arrow_right", flips: false, reported: true),
    ImageCase(id: "chevronForward", flips: false, reported: true),
    ImageCase(id: "NextPage", flips: false, reported: true),
    ImageCase(id: "backButton", flips: true, reported: false),
    ImageCase(id: "background", flips: false, reported: false),  // "back" only as a word
    ImageCase(id: "feedback", flips: false, reported: false),
    ImageCase(id: "logo", flips: false, reported: false),
    ImageCase(id: "forward", flips: false, semantic: .playback, reported: false),  // media controls stay
  ]

  @Test(arguments: images)
  func directionalImages(_ c: ImageCase) throws {
    let tree = LayoutNode(
      id: "root",
      children: [
        LayoutNode(
          id: c.id, semantic: c.semantic, image: ImageAttributes(flipsForRightToLeft: c.flips))
      ])
    let findings = try LayoutLint.findings(in: tree)
    #expect(
      findings.contains { $0.rule == .imageNotFlipping && $0.path == "$.children[0].image" }
        == c.reported)
  }

  @Test func wordsOfIdentifiers() {
    #expect(LayoutLint.words(in: "ic_arrow_left") == ["ic", "arrow", "left"])
    #expect(LayoutLint.words(in: "backButton2") == ["back", "button2"])
    #expect(LayoutLint.words(in: "URLBack") == ["urlback"])  // no lower-to-upper change inside
  }
}
