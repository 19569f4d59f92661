import BidiInput

/// Whether a text's alignment can be seen: only when its view can be wider than its text.
extension InterfaceMatcher {
  /// Horizontal constraint attributes, by side.
  static let startSides: Set<String> = ["leading", "left", "leadingMargin", "leftMargin"]
  static let endSides: Set<String> = ["trailing", "right", "trailingMargin", "rightMargin"]

  /// Whether the alignment set on element `index` shows: its view is given a width (a width
  /// constraint, both sides pinned to its superview, a table column, a vertical stack that
  /// fills its width, a frame without constraints) and its text leaves room in it, or its text
  /// wraps, or it is editable. A text that fills its box (a name in a frame sized to it, a
  /// shortcut in a field as wide) and a label that hugs its text (pinned on one side, the other an inequality or a sibling, a
  /// high hugging priority, an arranged subview of a stack that does not fill) looks the same
  /// whatever its alignment. Nothing of it shows in a button without a title, a header cell
  /// without a title or in a table without a header, a column too narrow to leave room, the
  /// data cell of a view-based table, the labels of UIKit's own cell styles (which UIKit lays
  /// out and mirrors), an attributed text that code replaces (its view is an outlet), or a
  /// view whose outlet the code aligns itself (``AppCode/alignedProperties``).
  func showsAlignment(_ index: Int) -> Bool {
    let element = document.elements[index]
    if element.name == "button" && !hasTitle(index) { return false }
    var viewIndex = index
    if element.name == "paragraphStyle" {
      guard let owner = document.ancestor(of: index, where: { Self.textOwners.contains($0.name) }),
        !isOutlet(owner), !isInBlankFragment(index)
      else { return false }
      viewIndex = owner
    }
    let cell = document.elements[viewIndex]
    if cell.name.hasSuffix("Cell"), let parent = cell.parent {
      if document.elements[parent].name == "tableColumn" { return showsInColumn(cell, column: parent) }
      // A matrix's cells are as wide as its cell size.
      if let matrix = document.ancestor(of: viewIndex, where: { $0.name == "matrix" }) {
        let size = document.children(of: matrix, named: "size")
          .first { document.elements[$0][attribute: "key"] == "cellSize" }
        let width = size.flatMap { document.elements[$0][attribute: "width"] }.flatMap(Double.init)
        return textLeavesRoom(viewIndex, wraps: false, boxWidth: width)
      }
      viewIndex = parent  // a cell's view is its control
    }
    let view = document.elements[viewIndex]
    // A label of one of UIKit's own cell styles (`style="IBUITableViewCellStyleValue1"`).
    if view[attribute: "key"] == "textLabel" || view[attribute: "key"] == "detailTextLabel"
      || document.ancestor(
        of: viewIndex, where: { $0.name == "tableViewCell" && $0[attribute: "style"] != nil })
        != nil
    {
      return false
    }
    if isAlignedByCode(viewIndex) || isPlacedByFrame(viewIndex) || !hasWidthOfItsOwn(viewIndex) {
      return false
    }
    if view.name == "textView" || (view.name == "textField" && isEditable(view, cell: cell)) { return true }
    return textLeavesRoom(viewIndex, wraps: isMultiline(view, cell: cell))
  }

  /// Whether the view at `index` is placed by its frame (autoresizing masks, `fixedFrame`) and
  /// not arranged by a stack: UIKit and AppKit do not mirror frames (in a table cell view
  /// either), so its alignment matches where it stays.
  func isPlacedByFrame(_ index: Int) -> Bool {
    let view = document.elements[index]
    guard
      view[attribute: "translatesAutoresizingMaskIntoConstraints"] != "NO"
        || view[attribute: "fixedFrame"] == "YES"
    else { return false }
    return stackView(holding: index) == nil
  }

  /// Whether the constraints give the view at `index` a width that does not come from its
  /// text: a width constraint of its own, both sides pinned to its superview or a layout
  /// guide, or an arranged subview of a vertical stack that fills its width. Without one the
  /// rule cannot tell how wide the box is when shown (a label that hugs its text, a text field
  /// pinned to a sibling, a wrapping text or a table cell view whose width other views and
  /// code decide), and says nothing.
  func hasWidthOfItsOwn(_ index: Int) -> Bool {
    if hasWidth(index) { return true }
    if let stack = stackView(holding: index) {
      let element = document.elements[stack]
      let vertical =
        element[attribute: "axis"] == "vertical" || element[attribute: "orientation"] == "vertical"
      let alignment = element[attribute: "alignment"]
      return vertical && (alignment == nil || alignment == "fill")
    }
    return document.elements[index].name != "button" && isPinnedOnBothSides(index)
  }

  /// A table column's cells are as wide as the column: the data cell is never drawn in a
  /// view-based table, the header only with a header view and a title. A column too narrow
  /// to leave room beside its text shows no alignment: one of at most 40 points, or a header
  /// whose title (at about 7 points a character, with the cell's padding) fills the widest
  /// the column can be.
  func showsInColumn(_ cell: XMLDocument.Element, column: Int) -> Bool {
    let element = document.elements[column]
    let width = Double(element[attribute: "width"] ?? "") ?? .infinity
    let widest = Double(element[attribute: "maxWidth"] ?? "") ?? width
    let table = document.ancestor(of: column) { $0.name == "tableView" || $0.name == "outlineView" }
    guard width > Self.narrowestColumn else { return false }
    if cell[attribute: "key"] == "headerCell" {
      let title = cell[attribute: "title"] ?? ""
      return !title.isEmpty && widest > Double(title.count) * 7 + 10
        && table.map { document.elements[$0][attribute: "headerView"] != nil } ?? true
        && !hasFramePlacedCellViews(column)
    }
    // A data cell shows what the data source, a binding or a delegate gives it, and code
    // often replaces, draws or realigns it (`willDisplayCell`, `dataCellForTableColumn`, a
    // view-based table's cell views): the document alone cannot tell.
    return false
  }

  /// Whether the column at `index` has cell views whose text fields are placed by their
  /// frames: the column's content does not mirror, and its header lines up with it as it is.
  func hasFramePlacedCellViews(_ index: Int) -> Bool {
    descendants(of: index).contains { at in
      document.elements[at].name == "textField" && isInTableCellView(at)
        && document.elements[at][attribute: "translatesAutoresizingMaskIntoConstraints"] != "NO"
    }
  }

  /// Whether the paragraph style at `index` styles only blank lines (an attributed string's
  /// fragment of spaces and line breaks), where no alignment shows.
  func isInBlankFragment(_ index: Int) -> Bool {
    guard let fragment = document.ancestor(of: index, where: { $0.name == "fragment" }) else { return false }
    var content = document.elements[fragment][attribute: "content"] ?? ""
    for child in document.children(of: fragment, named: "string")
    where document.elements[child][attribute: "key"] == "content" {
      content += document.elements[child].text
    }
    return content.allSatisfy(\.isWhitespace)
  }

  /// The elements whose text an attributed string's paragraph style aligns.
  static let textOwners: Set<String> = [
    "label", "button", "textView", "textField", "textFieldCell", "buttonCell",
  ]
  /// Table columns at most this wide (points) leave no room to see an alignment.
  static let narrowestColumn = 40.0

  /// Whether the button at `index` shows a title (a state's title, or an attributed title).
  func hasTitle(_ index: Int) -> Bool {
    document.elements.indices.contains { child in
      let element = document.elements[child]
      guard
        (element.name == "state" && !(element[attribute: "title"] ?? "").isEmpty)
          || (element.name == "attributedString" && element[attribute: "key"] == "attributedTitle")
      else { return false }
      return document.ancestor(of: child, where: { $0.name == "button" }) == index
    }
  }

  /// Whether code holds element `index` through an outlet (and so may set its text or constant).
  func isOutlet(_ index: Int) -> Bool {
    guard let id = document.elements[index][attribute: "id"] else { return false }
    return outlets[id] != nil
  }

  /// Whether an outlet holding element `index` has a name the app's code assigns an
  /// alignment to (``AppCode/alignedProperties``).
  func isAlignedByCode(_ index: Int) -> Bool {
    guard let id = document.elements[index][attribute: "id"] else { return false }
    return outlets[id, default: []].contains(where: code.alignedProperties.contains)
  }

  func isEditable(_ view: XMLDocument.Element, cell: XMLDocument.Element) -> Bool {
    // UIKit text fields are editable; AppKit's are unless they are labels (not editable).
    view.name == "textField" && (cell.name != "textFieldCell" || cell[attribute: "editable"] == "YES")
  }

  func isMultiline(_ view: XMLDocument.Element, cell: XMLDocument.Element) -> Bool {
    if let lines = view[attribute: "numberOfLines"], lines == "0" || (Int(lines) ?? 1) > 1 { return true }
    return cell.name == "textFieldCell" && cell[attribute: "lineBreakMode"] == "wordWrapping"
  }

  /// Inside a macOS table cell view, which its column sizes.
  func isInTableCellView(_ index: Int) -> Bool {
    document.ancestor(of: index) { $0.name == "tableCellView" } != nil
  }

  /// The stack view whose arranged subviews include element `index`.
  func stackView(holding index: Int) -> Int? {
    guard let list = document.elements[index].parent, let stack = document.elements[list].parent,
      document.elements[stack].name == "stackView"
    else { return nil }
    return stack
  }

  /// A width constraint of its own (equal, or at least some width).
  func hasWidth(_ index: Int) -> Bool {
    sides(of: index) { constraint, _ in constraint[attribute: "relation"] != "lessThanOrEqual" }.contains(
      "width")
  }

  /// Both horizontal sides pinned, by equalities, to its superview or a layout guide.
  func isPinnedOnBothSides(_ index: Int) -> Bool {
    let superview = document.elements[index].parent.flatMap { document.elements[$0].parent }
    let container = superview.flatMap { document.elements[$0][attribute: "id"] }
    let sides = sides(of: index) { constraint, other in
      guard constraint[attribute: "relation"] == nil, let other else { return false }
      return other == container
        || ids[other].map { document.elements[$0].name.hasSuffix("LayoutGuide") } == true
    }
    return sides.contains("start") && sides.contains("end")
  }

  /// The sides of element `index` (`start`, `end`, `width`) that the constraints `accept`
  /// takes (given the constraint and the id of its other item) set, among those stronger
  /// than the view's hugging priority.
  func sides(of index: Int, accept: (XMLDocument.Element, String?) -> Bool) -> Set<String> {
    guard let id = document.elements[index][attribute: "id"] else { return [] }
    // A constraint weaker than the view's hugging loses to it: the view keeps to its text.
    let hugging = Double(document.elements[index][attribute: "horizontalHuggingPriority"] ?? "") ?? 250
    var sides: Set<String> = []
    for constraint in constraintsByItem[id, default: []] {
      let element = document.elements[constraint]
      let priority = Double(element[attribute: "priority"] ?? "") ?? 1000
      guard priority >= 1000 || priority > hugging else { continue }
      let (first, second) = Self.items(of: element, in: document)
      for (item, attribute, other) in [(first, "firstAttribute", second), (second, "secondAttribute", first)]
      {
        guard item == id, let side = element[attribute: attribute], accept(element, other) else { continue }
        if side == "width" { sides.insert("width") }
        if Self.startSides.contains(side) { sides.insert("start") }
        if Self.endSides.contains(side) { sides.insert("end") }
      }
    }
    return sides
  }

  /// The first and second item of a constraint: an item left out is the view that holds the
  /// constraint (the second only when the constraint has a second attribute).
  static func items(of constraint: XMLDocument.Element, in document: XMLDocument) -> (String?, String?) {
    let holder = constraint.parent.flatMap { document.elements[$0].parent }.flatMap {
      document.elements[$0][attribute: "id"]
    }
    let first = constraint[attribute: "firstItem"] ?? holder
    let second =
      constraint[attribute: "secondItem"] ?? (constraint[attribute: "secondAttribute"] == nil ? nil : holder)
    return (first, second)
  }

  /// Constraint indices by the id of each item they relate.
  static func constraintsByItem(_ document: XMLDocument) -> [String: [Int]] {
    var result: [String: [Int]] = [:]
    for (index, element) in document.elements.enumerated() where element.name == "constraint" {
      let (first, second) = items(of: element, in: document)
      for item in Set([first, second].compactMap { $0 }) { result[item, default: []].append(index) }
    }
    return result
  }
}
