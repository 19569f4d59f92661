import BidiEngine
import BidiInput
import DirectionalLayout
import Foundation

extension GoldenHTMLReport {
  /// The table rows of `old` (left) and `new` (right): unchanged lines side by side, and each
  /// run of removed lines beside the run of added lines that replaces it.
  static func rows(old: [String], new: [String]) -> String {
    var html = ""
    var removed: [String] = []
    var added: [String] = []
    func flush() {
      for index in 0..<max(removed.count, added.count) {
        let left = index < removed.count ? cell(removed[index], "del") : "<td class=\"none\"></td>"
        let right = index < added.count ? cell(added[index], "add") : "<td class=\"none\"></td>"
        html += "<tr class=\"changed\">\(left)\(right)</tr>\n"
      }
      removed = []
      added = []
    }
    for edit in GoldenDiff.editScript(old, new) {
      switch edit.kind {
      case .same:
        flush()
        html += "<tr>\(cell(edit.text, "same"))\(cell(edit.text, "same"))</tr>\n"
      case .deleted: removed.append(edit.text)
      case .inserted: added.append(edit.text)
      }
    }
    flush()
    return html
  }

  private static func cell(_ text: String, _ kind: String) -> String {
    "<td class=\"\(kind)\"><code dir=\"ltr\">\(line(text))</code></td>"
  }

  /// A line of a golden file in HTML: invisible characters as highlighted names (as
  /// ``GoldenDiff/visible(_:)`` names them), notation already in the line (`⟨RLI⟩`)
  /// highlighted too, and what a LEFT-TO-RIGHT or RIGHT-TO-LEFT OVERRIDE holds (a stored
  /// visual line, a picture row) drawn in that direction without reordering, as in an editor.
  static func line(_ text: String) -> String {
    let scalars = Array(text.unicodeScalars)
    var html = ""
    var open = 0
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      index += 1
      if scalar == "⟨", let close = scalars[index...].prefix(32).firstIndex(of: "⟩") {
        html += control(String(String.UnicodeScalarView(scalars[(index - 1)...close])), title: nil)
        index = close + 1
        continue
      }
      let shown = GoldenDiff.visible(String(scalar))
      switch scalar.value {
      case 0x202D, 0x202E:
        html += control(shown, title: scalar) + "<bdo dir=\"\(scalar.value == 0x202D ? "ltr" : "rtl")\">"
        open += 1
      case 0x202C where open > 0:
        html += "</bdo>" + control(shown, title: scalar)
        open -= 1
      default:
        html += shown == String(scalar) ? escaped(shown) : control(shown, title: scalar)
      }
    }
    return html + String(repeating: "</bdo>", count: open)
  }

  private static func control(_ name: String, title scalar: Unicode.Scalar?) -> String {
    let title = scalar.map { " title=\"U+\(String($0.value, radix: 16, uppercase: true))\"" } ?? ""
    return "<span class=\"ctl\"\(title)>\(escaped(name))</span>"
  }

  /// How the case looks: a text case's input laid out by the browser in the case's
  /// direction; a layout case's tree drawn left-to-right and right-to-left.
  func rendering(_ entry: Entry) -> String {
    let sides = [("expected", entry.expected), ("actual", entry.actual)].compactMap { label, golden in
      golden.map { (label, $0) }
    }
    let context = GoldenContext(path: entry.goldenPath)
    var figures: [String] = []
    for (label, golden) in sides {
      if golden.kind == "text", let input = golden.field("input") {
        let capRTL = golden.field("notation")?.value == "capRTL"
        let direction =
          switch golden.field("base")?.value {
          case "rtl": "rtl"
          case "ltr": "ltr"
          default: "auto"
          }
        guard let text = try? BidiNotation.unescape(input.value, capRTL: capRTL) else { continue }
        figures.append(
          "<figure><figcaption>\(label): the input as this browser shows it (\(direction))</figcaption>"
            + "<p class=\"rendered\" dir=\"\(direction)\">\(Self.escaped(text))</p></figure>")
      } else if let kind = kinds[golden.kind] as? LayoutGoldenKind {
        do {
          let results = try kind.layouts(of: golden, in: context, directions: [.leftToRight, .rightToLeft])
          let svg = SVGRenderer().render(leftToRight: results[0], rightToLeft: results[1])
          figures.append(
            "<figure><figcaption>\(label): the tree laid out LTR and RTL</figcaption>"
              + "<img alt=\"\(label): \(Self.escaped(golden.name)), LTR and RTL\" "
              + "src=\"data:image/svg+xml;base64,\(Data(svg.utf8).base64EncodedString())\"/></figure>")
        } catch {
          figures.append(
            "<figure><figcaption>\(label)</figcaption><p class=\"problem\">\(Self.escaped("\(error)"))</p></figure>"
          )
        }
      }
    }
    return figures.isEmpty
      ? "" : "<div class=\"rendering\">\n" + figures.joined(separator: "\n") + "\n</div>\n"
  }

  /// `text` with `& < > " '` as entity references.
  static func escaped(_ text: String) -> String { MarkupText.escaped(text) }

  /// The page's style sheet.
  static let style = """

    body { font-family: sans-serif; margin: 1.5em; color: #222; }
    h1 { font-size: 1.4em; }
    h2 { font-size: 1.05em; margin-top: 2em; }
    code { font-family: monospace; white-space: pre; unicode-bidi: isolate; }
    .summary { max-width: 60em; }
    .state { padding: 0.1em 0.5em; border-radius: 0.3em; color: white; font-size: 0.85em; }
    .state.pending { background: #b06000; }
    .state.failing { background: #b00020; }
    table.diff { border-collapse: collapse; width: 100%; table-layout: fixed; }
    table.diff th { text-align: left; background: #eee; padding: 0.3em; }
    table.diff td { padding: 0.1em 0.4em; vertical-align: top; overflow-x: auto; }
    td.del { background: #fde2e2; }
    td.add { background: #ddf5dd; }
    td.none { background: #f4f4f4; }
    .ctl { background: #ffe066; border: 1px solid #c9a400; border-radius: 0.2em; color: #5a4500; }
    .rendering { display: flex; flex-wrap: wrap; gap: 1.5em; }
    .rendering figure { margin: 0.8em 0; }
    .rendered { font-size: 1.3em; border: 1px solid #ccc; padding: 0.3em 0.6em; min-width: 16em; }
    .problem, .problems { color: #b00020; }

    """
}
