// mirrored-settings: a settings screen described once with leading/trailing edges, laid out
// left-to-right and right-to-left: what moves, which images flip, what keeps its direction.
//
// usage: mirrored-settings [SVG-PATH]
//
// Prints the ASCII pictures of both layouts side by side and a report per node, then an
// account screen in English, Arabic and Hebrew side by side (real translations from a
// catalog, values isolated by the formatter, each line of text in visual order), and writes
// the two layouts side by side as SVG to SVG-PATH (default `mirrored-settings.svg` in the
// current directory). An existing file is replaced only if it is an SVG document: the example
// never writes over anything else. Exit codes: 0 ok, 64 usage, 65 bad tree, 74 cannot write.

import BidiLocalization
import DirectionalLayout
import Foundation

/// Prints `message` to standard error and exits with `code`.
func fail(_ message: String, _ code: Int32) -> Never {
  FileHandle.standardError.write(Data("mirrored-settings: \(message)\n".utf8))
  exit(code)
}

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count <= 1, arguments.first?.hasPrefix("-") != true else {
  fail("usage: mirrored-settings [SVG-PATH]", 64)
}
let svgPath = arguments.first ?? "mirrored-settings.svg"

// The screen, in the JSON form `bidi layout` reads (settings.json beside this file).
guard let url = Bundle.module.url(forResource: "settings", withExtension: "json"),
  let json = FileManager.default.contents(atPath: url.path)
else { fail("settings.json is missing from the example's resources", 65) }

let tree: LayoutNode
let leftToRight: LayoutResult
let rightToLeft: LayoutResult
do {
  tree = try LayoutNode(json: json)
  leftToRight = try tree.layout(direction: .leftToRight)
  rightToLeft = try tree.layout(direction: .rightToLeft)
} catch {
  fail("settings.json: \(error)", 65)
}

print("A settings screen, laid out left-to-right and right-to-left (~ marks a flipped image)")
print()
for line in ASCIIRenderer(columns: 50).renderSideBySide(leftToRight: leftToRight, rightToLeft: rightToLeft) {
  print(line)
}
print()

// What right-to-left did to each node: its x within its parent in both layouts, and why.
print("What right-to-left does to each node (x within its parent, LTR → RTL):")
let semantic = Dictionary(uniqueKeysWithValues: flattened(tree).map { ($0.id, $0) })
for (ltr, rtl) in zip(leftToRight.nodes, rightToLeft.nodes) {
  var notes: [String] = [ltr.x == rtl.x ? "stays" : "moves"]
  if let node = semantic[ltr.id], node.image != nil {
    notes.append(rtl.mirrored ? "image flips" : "image kept")
  }
  if rtl.direction == .leftToRight {
    let attribute = semantic[ltr.id]?.semantic ?? .unspecified
    notes.append(
      attribute == .unspecified ? "keeps LTR (inside a forced subtree)" : "keeps LTR (\(attribute.rawValue))")
  }
  if semantic[ltr.id]?.text != nil {
    notes.append(
      ltr.textAlignment == rtl.textAlignment
        ? "text stays \(rtl.textAlignment.rawValue)"
        : "text \(ltr.textAlignment.rawValue) → \(rtl.textAlignment.rawValue)")
  }
  let id = ltr.id.padding(toLength: 10, withPad: " ", startingAt: 0)
  let xs = "\(number(ltr.x)) → \(number(rtl.x))".padding(toLength: 11, withPad: " ", startingAt: 0)
  print("  \(id) \(xs) \(notes.joined(separator: ", "))")
}

/// Every node of `root`, depth-first.
func flattened(_ root: LayoutNode) -> [LayoutNode] {
  var nodes: [LayoutNode] = []
  var stack = [root]
  while let node = stack.popLast() {
    nodes.append(node)
    stack.append(contentsOf: node.children.reversed())
  }
  return nodes
}

/// A length without a fraction when it is whole.
func number(_ value: Double) -> String {
  value == value.rounded() ? String(Int(value)) : String(value)
}

// The account screen, localized: its tree (account.json) and its catalogs (Localization/).
print()
print("An account screen in English, Arabic and Hebrew (text in visual order, values isolated):")
print()
guard let accountURL = Bundle.module.url(forResource: "account", withExtension: "json"),
  let accountJSON = FileManager.default.contents(atPath: accountURL.path),
  let catalogsURL = Bundle.module.url(forResource: "Localization", withExtension: nil)
else { fail("account.json or Localization is missing from the example's resources", 65) }
do {
  let account = try LayoutNode(json: accountJSON)
  let catalogs = try CatalogSet(contentsOfDirectory: catalogsURL.path, developmentLanguage: "en")
  for problem in catalogs.diagnostics { fail("Localization: \(problem)", 65) }
  for line in try LocalizedScreen.pictures(account, catalogs: catalogs) { print(line) }
} catch {
  fail("account screen: \(error)", 65)
}

// The SVG, never over a file that is not one.
let svg = SVGRenderer().render(leftToRight: leftToRight, rightToLeft: rightToLeft)
if FileManager.default.fileExists(atPath: svgPath) {
  let existing = FileManager.default.contents(atPath: svgPath) ?? Data()
  guard String(decoding: existing.prefix(5), as: UTF8.self) == "<svg " else {
    fail("\(svgPath) exists and is not an SVG document; not writing over it", 74)
  }
}
do {
  try Data(svg.utf8).write(to: URL(fileURLWithPath: svgPath))
} catch {
  fail("cannot write \(svgPath): \(error.localizedDescription)", 74)
}
print()
print("wrote \(svgPath) (LTR and RTL side by side)")
