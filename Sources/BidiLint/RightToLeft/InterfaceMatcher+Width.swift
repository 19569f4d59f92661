import BidiInput

/// Whether a text's alignment can be seen: only when its view can be wider than its text.
extension InterfaceMatcher {
  /// Horizontal constraint attributes, by side.
  static let startSides: Set<String> = ["leading", "left", "leadingMargin", "leftMargin"]
  static let endSides: Set<String> = ["trailing", "right", "trailingMargin", "rightMargin"]

  /// Whether the alignment set on element `index` shows: its view is given a width (a width
  /// constraint, both sides pinned, a table column, a vertical stack that fills its width, a
  /// frame without constraints), or its text wraps. A label that only hugs its text, pinned
  /// on one side, looks the same whatever its alignment, and a header cell without a title
  /// shows nothing.
  func showsAlignment(_ index: Int) -> Bool {
    let element = document.elements[index]
    switch element.name {
    case "paragraphStyle":
      return true
    case "tableHeaderCell":
      return !(element[attribute: "title"] ?? "").isEmpty
    default:
      break
    }
    // A cell's view is its control; a table column's data cell is as wide as the column.
    var viewIndex = index
    if element.name.hasSuffix("Cell"), let parent = element.parent {
      if document.elements[parent].name == "tableColumn" { return true }
      viewIndex = parent
    }
    let view = document.elements[viewIndex]
    if view.name == "textView" || view.name == "textField" && isEditable(view, cell: element) { return true }
    if isMultiline(view, cell: element) { return true }
    if isInTable(viewIndex) { return true }
    guard view[attribute: "translatesAutoresizingMaskIntoConstraints"] == "NO" else {
      return true  // a frame of its own, which translations do not fill
    }
    if let stack = stackView(holding: viewIndex),
      document.elements[stack][attribute: "axis"] == "vertical"
        || document.elements[stack][attribute: "orientation"] == "vertical"
    {
      let alignment = document.elements[stack][attribute: "alignment"]
      if alignment == nil || alignment == "fill" { return true }
    }
    return hasWidth(viewIndex)
  }

  func isEditable(_ view: XMLDocument.Element, cell: XMLDocument.Element) -> Bool {
    // UIKit text fields are editable; AppKit's are unless they are labels (not editable).
    view.name == "textField" && (cell.name != "textFieldCell" || cell[attribute: "editable"] == "YES")
  }

  func isMultiline(_ view: XMLDocument.Element, cell: XMLDocument.Element) -> Bool {
    if let lines = view[attribute: "numberOfLines"], lines == "0" || (Int(lines) ?? 1) > 1 { return true }
    return cell.name == "textFieldCell" && cell[attribute: "lineBreakMode"] == "wordWrapping"
  }

  /// Inside a macOS table cell view or an iOS table or collection view cell's content.
  func isInTable(_ index: Int) -> Bool {
    var current = document.elements[index].parent
    while let at = current {
      if document.elements[at].name == "tableCellView" { return true }
      current = document.elements[at].parent
    }
    return false
  }

  /// The stack view whose arranged subviews include element `index`.
  func stackView(holding index: Int) -> Int? {
    guard let list = document.elements[index].parent, let stack = document.elements[list].parent,
      document.elements[stack].name == "stackView"
    else { return nil }
    return stack
  }

  /// A width constraint of its own, or constraints on both horizontal sides.
  func hasWidth(_ index: Int) -> Bool {
    guard let id = document.elements[index][attribute: "id"] else { return false }
    var sides: Set<String> = []
    for constraint in constraintsByItem[id, default: []] {
      let element = document.elements[constraint]
      for (item, attribute) in [("firstItem", "firstAttribute"), ("secondItem", "secondAttribute")] {
        guard let side = element[attribute: attribute] else { continue }
        let named = element[attribute: item]
        // An item left out is the view that holds the constraint.
        let holder = element.parent.flatMap { document.elements[$0].parent }
        guard named == id || (named == nil && holder == index) else { continue }
        if side == "width", element[attribute: "relation"] != "lessThanOrEqual" { return true }
        if Self.startSides.contains(side) { sides.insert("start") }
        if Self.endSides.contains(side) { sides.insert("end") }
      }
    }
    return sides.count == 2
  }

  /// Constraint indices by the id of each item they relate (an item left out is the view
  /// that holds the constraint).
  static func constraintsByItem(_ document: XMLDocument) -> [String: [Int]] {
    var result: [String: [Int]] = [:]
    for (index, element) in document.elements.enumerated() where element.name == "constraint" {
      let holder = element.parent.flatMap { document.elements[$0].parent }.flatMap {
        document.elements[$0][attribute: "id"]
      }
      let first = element[attribute: "firstItem"] ?? holder
      let second =
        element[attribute: "secondItem"] ?? (element[attribute: "secondAttribute"] == nil ? nil : holder)
      for item in Set([first, second].compactMap { $0 }) { result[item, default: []].append(index) }
    }
    return result
  }
}
