/// Finds what will look wrong in right-to-left layouts. The rules are ``LayoutLintFinding/Rule``.
///
/// A node's side can only be "meant" as leading or trailing if it changes between the two
/// layouts, so nodes inside subtrees that never mirror (forced left-to-right, playback,
/// spatial) are not reported: there, physical sides are correct. Margins and insets are placed
/// by the parent's effective direction; padding and text by the node's own.
public enum LayoutLint {
  /// The words of an id that make an image directional.
  public static let directionalWords: Set<String> = [
    "back", "forward", "next", "previous", "prev", "chevron", "arrow", "reply", "undo", "redo",
    "disclosure",
  ]

  /// Every finding in `root`, depth-first. Throws when the tree is invalid.
  public static func findings(in root: LayoutNode) throws(LayoutError) -> [LayoutLintFinding] {
    let ltr = try ResolvedTree(root, direction: .leftToRight)
    let rtl = try ResolvedTree(root, direction: .rightToLeft)
    var findings: [LayoutLintFinding] = []
    var stack = [root]
    var i = 0
    while let node = stack.popLast() {
      defer { i += 1 }
      let p = Int(ltr.nodes[i].parent)
      let placementChanges = p >= 0 && ltr.nodes[p].direction != rtl.nodes[p].direction
      let ownChanges = ltr.nodes[i].direction != rtl.nodes[i].direction
      for (name, edges, changes) in [
        ("margin", node.margin, placementChanges), ("insets", node.insets, placementChanges),
        ("padding", node.padding, ownChanges),
      ] where changes {
        for (side, value, logical) in [
          ("left", edges.left, "leading"), ("right", edges.right, "trailing"),
        ]
        where value != nil {
          findings.append(
            LayoutLintFinding(
              rule: .physicalEdge, path: "\(ltr.path(of: i)).\(name).\(side)", id: node.id,
              message: "\(name) \(side) does not mirror in right-to-left layouts; use \(logical)"))
        }
      }
      if ownChanges, let alignment = node.text?.alignment, alignment == .left || alignment == .right {
        findings.append(
          LayoutLintFinding(
            rule: .physicalEdge, path: "\(ltr.path(of: i)).text.alignment", id: node.id,
            message: "text aligned \(alignment.rawValue) does not follow the direction; use "
              + (alignment == .left ? "natural or leading" : "trailing")))
      }
      if let image = node.image, !image.flipsForRightToLeft, rtl.nodes[i].direction == .rightToLeft,
        !words(in: node.id).isDisjoint(with: directionalWords)
      {
        findings.append(
          LayoutLintFinding(
            rule: .imageNotFlipping, path: "\(ltr.path(of: i)).image", id: node.id,
            message:
              "the id names a direction but the image does not flip in right-to-left layouts; "
              + "set flipsForRightToLeft (or rename the node if the image has no direction)"))
      }
      stack.append(contentsOf: node.children.reversed())
    }
    return findings
  }

  /// The lowercased words of an identifier: split at anything but letters and digits and at
  /// lower-to-upper case changes (`backButton`, `nav-back`, `ic_arrow_left` → back, button…).
  static func words(in identifier: String) -> Set<String> {
    var words: Set<String> = []
    var current = ""
    var previousWasLower = false
    for character in identifier {
      if !(character.isLetter || character.isNumber) {
        if !current.isEmpty { words.insert(current.lowercased()) }
        current = ""
        previousWasLower = false
        continue
      }
      if character.isUppercase && previousWasLower {
        words.insert(current.lowercased())
        current = ""
      }
      current.append(character)
      previousWasLower = character.isLowercase || character.isNumber
    }
    if !current.isEmpty { words.insert(current.lowercased()) }
    return words
  }
}
