import BidiEngine
import BidiLocalization
import DirectionalLayout
import Foundation

/// The account screen (account.json) in one language: each text leaf's content is a key of
/// the `Account` catalog (Localization/xx.lproj/Account.po, real translations from Debian's
/// gettext catalogs), looked up and formatted by a `Localizer`, which isolates each value
/// with `BidiFormatter`; English is the keys themselves.
enum LocalizedScreen {
  /// The values shown on the screen, by node id: a user name, a host name, a phone number
  /// (a no-break space keeps it on one line) and a mail folder.
  static let values: [String: [FormatArgument]] = [
    "userName": [.text("dana_levi")],
    "hostName": [.text("dana-laptop.local")],
    "calling": [.text("+1\u{00A0}408-555-1212", kind: .phoneNumber)],
    "mail": [.text("/var/mail/dana", kind: .filePath)],
  ]

  /// The cells text is measured and drawn in: 8 × 16 points, one column and one row each.
  static let cells = TextCells(cellWidth: 8, lineHeight: 16)

  /// `tree` with every text replaced by its translation in `localizer`'s language.
  static func localized(_ tree: LayoutNode, _ localizer: Localizer) -> LayoutNode {
    tree.withEachNode { node in
      if let key = node.text?.content {
        node.text?.content = localizer.format(
          key, table: "Account", default: key, arguments: values[node.id] ?? [])
      }
    }
  }

  /// The pictures of the screen in English, Arabic and Hebrew, each laid out in its
  /// language's direction, side by side under a header line.
  static func pictures(_ tree: LayoutNode, catalogs: CatalogSet) throws -> [String] {
    var columns: [(title: String, rows: [String], width: Int)] = []
    for language in ["en", "ar", "he"] {
      let localizer = Localizer(catalogs: catalogs, language: language, missingKeyStyle: .key)
      let screen = localized(tree, localizer).withTextCells(cells)
      let result = try screen.layout(
        direction: localizer.layoutDirection, reorderingLinesWith: BidiLineReorderer())
      let renderer = ASCIIRenderer(cells: cells)
      let rows = renderer.render(result).split(separator: "\n").map(String.init)
      columns.append(
        (
          "\(language) (\(localizer.layoutDirection.abbreviation.uppercased()))", rows,
          renderer.pictureColumns(result)
        ))
    }
    func padded(_ text: String, _ width: Int) -> String {
      text + String(repeating: " ", count: max(0, width - TerminalColumns.width(of: text)))
    }
    var lines: [String] = []
    for row in -1..<(columns.map(\.rows.count).max() ?? 0) {
      let cells = columns.map { column in
        padded(row < 0 ? column.title : row < column.rows.count ? column.rows[row] : "", column.width)
      }
      var line = cells.joined(separator: "  ")
      while line.last == " " { line.removeLast() }
      lines.append(line)
    }
    return lines
  }
}
