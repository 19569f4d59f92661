import BidiInput
import Foundation

/// Reads the localizable texts of an Interface Builder document's elements, as ibtool
/// exports them. Every rule here is listed, with its evidence, in the module's article
/// "Strings from Interface Builder documents".
struct InterfaceBuilderReader {
  /// The properties of each element (by XML name) that are texts written as an attribute
  /// or, when they have line breaks, as a `<string key="…">` child.
  static let uiKitProperties: [String: [String]] = [
    "label": ["text"], "textField": ["text", "placeholder"], "textView": ["text"],
    "navigationItem": ["title", "prompt", "backButtonTitle"], "barButtonItem": ["title"],
    "tabBarItem": ["title"], "searchBar": ["text", "placeholder", "prompt"],
    "tableViewSection": ["headerTitle", "footerTitle"], "viewController": ["title"],
    "tableViewController": ["title"], "collectionViewController": ["title"],
    "navigationController": ["title"], "tabBarController": ["title"],
    "pageViewController": ["title"], "splitViewController": ["title"],
  ]
  /// The same for AppKit documents.
  static let appKitProperties: [String: [String]] = [
    "textFieldCell": ["title", "placeholderString"], "secureTextFieldCell": ["title", "placeholderString"],
    "searchFieldCell": ["title", "placeholderString"], "tokenFieldCell": ["title", "placeholderString"],
    "comboBoxCell": ["title", "placeholderString"], "buttonCell": ["title", "alternateTitle"],
    "menuItem": ["title"], "menu": ["title"], "window": ["title"], "box": ["title"],
    "tabViewItem": ["label"], "toolbarItem": ["label", "paletteLabel"],
  ]
  /// Cocoa bindings' text options (placeholders, a display pattern) and the properties ibtool
  /// names them by.
  static let bindingPlaceholders = [
    ("NSNullPlaceholder", "ibShadowedIsNilPlaceholder"),
    ("NSMultipleValuesPlaceholder", "ibShadowedMultipleValuesPlaceholder"),
    ("NSNoSelectionPlaceholder", "ibShadowedNoSelectionPlaceholder"),
    ("NSNotApplicablePlaceholder", "ibShadowedNotApplicablePlaceholder"),
    ("NSDisplayPattern", "ibShadowedDisplayPattern"),
  ]

  let document: XMLDocument
  let platform: InterfaceBuilderStrings.Platform
  let path: String
  private(set) var strings: [InterfaceBuilderString] = []

  init(document: XMLDocument, platform: InterfaceBuilderStrings.Platform, path: String) {
    self.document = document
    self.platform = platform
    self.path = path
  }

  /// Reads every element that has an object identifier.
  mutating func read() throws(InterfaceBuilderError) {
    let table = platform == .uiKit ? Self.uiKitProperties : Self.appKitProperties
    for index in document.elements.indices {
      let element = document.elements[index]
      guard let id = element[attribute: "id"] else { continue }
      var object = Object(index: index, id: id, className: className(of: element.name), path: path)
      for property in table[element.name] ?? [] {
        try text(property, of: index).map { object.add(property, $0.value, at: $0.position) }
      }
      switch platform {
      case .uiKit: try readUIKit(&object)
      case .appKit: try readAppKit(&object)
      }
      if !object.found.isEmpty {
        let note = try note(of: index)
        for var string in object.found {
          string.note = note
          strings.append(string)
        }
      }
    }
  }

  /// The class ibtool names: the standard class of the element, never its custom class.
  private func className(of name: String) -> String {
    if name == "binding" { return "CocoaBindingsConnection" }
    return (platform == .uiKit ? "UI" : "NS") + name.prefix(1).uppercased() + name.dropFirst()
  }

  /// UIKit's states of buttons, their configurations, segments, scope titles and
  /// accessibility.
  private func readUIKit(_ object: inout Object) throws(InterfaceBuilderError) {
    let element = document.elements[object.index]
    for child in element.children {
      let item = document.elements[child]
      switch (element.name, item.name) {
      case ("button", "state"):
        if let state = item[attribute: "key"], let title = try text("title", of: child) {
          object.add(state + "Title", title.value, at: title.position)
        }
      case ("button", "buttonConfiguration") where item[attribute: "key"] == "configuration":
        if let title = try text("title", of: child) {
          object.add("configuration.title", title.value, at: title.position)
        }
      case ("segmentedControl", "segments"):
        try list(of: child, attribute: "title", property: "segmentTitles", into: &object)
      case ("searchBar", "scopeButtonTitles"):
        try list(of: child, attribute: nil, property: "scopeButtonTitles", into: &object)
      case (_, "accessibility") where item[attribute: "key"] == "accessibilityConfiguration":
        for (attribute, property) in [("label", "accessibilityLabel"), ("hint", "accessibilityHint")] {
          try text(attribute, of: child).map { object.add(property, $0.value, at: $0.position) }
        }
      default: break
      }
    }
  }

  /// AppKit's table column headers, segment labels, accessibility, tool tips and binding
  /// placeholders.
  private func readAppKit(_ object: inout Object) throws(InterfaceBuilderError) {
    let element = document.elements[object.index]
    if let tip = element.attribute("toolTip"), !tip.value.isEmpty {
      object.add("ibShadowedToolTip", tip.value, at: tip.valuePosition)
    }
    for child in element.children {
      let item = document.elements[child]
      switch (element.name, item.name) {
      case ("tableColumn", "tableHeaderCell") where item[attribute: "key"] == "headerCell":
        try text("title", of: child).map { object.add("headerCell.title", $0.value, at: $0.position) }
      case ("segmentedCell", "segments"):
        try list(of: child, attribute: "label", property: "ibShadowedLabels", into: &object)
      case (_, "accessibility") where item[attribute: "key"] == nil:
        for (attribute, property) in [
          ("description", "ibExternalAccessibilityDescription"), ("help", "ibExternalAccessibilityHelp"),
        ] {
          try text(attribute, of: child).map { object.add(property, $0.value, at: $0.position) }
        }
      case ("binding", "dictionary") where item[attribute: "key"] == "options":
        for option in item.children {
          guard let key = document.elements[option][attribute: "key"],
            let property = Self.bindingPlaceholders.first(where: { $0.0 == key })?.1
          else { continue }
          let value = try content(of: option)
          if !value.isEmpty { object.add(property, value, at: document.elements[option].position) }
        }
      default: break
      }
    }
  }

  /// The items of a list (`<segments>`, `<scopeButtonTitles>`), numbered from 0 in the
  /// order written, each the `attribute` of an item or, without one, the item's text.
  private func list(
    of index: Int, attribute: String?, property: String, into object: inout Object
  ) throws(InterfaceBuilderError) {
    for (number, child) in document.elements[index].children.enumerated() {
      let item = document.elements[child]
      let value: (value: String, position: SourcePosition)?
      if let attribute {
        value = try text(attribute, of: child)
      } else {
        value = (try content(of: child), item.position)
      }
      if let value, !value.value.isEmpty {
        object.add("\(property)[\(number)]", value.value, at: value.position, indexed: true)
      }
    }
  }
}
