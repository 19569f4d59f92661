import BidiInput
import Foundation

extension InterfaceBuilderReader {
  /// The strings found on one object.
  struct Object {
    let index: Int
    let id: String
    let className: String
    let path: String
    var found: [InterfaceBuilderString] = []

    init(index: Int, id: String, className: String, path: String) {
      self.index = index
      self.id = id
      self.className = className
      self.path = path
    }

    /// Adds `value` as `property` (indexed: a list's item, which ibtool writes with the
    /// object's identifier in the comment too).
    mutating func add(_ property: String, _ value: String, at position: SourcePosition, indexed: Bool = false)
    {
      found.append(
        InterfaceBuilderString(
          objectID: id, className: className, property: property, value: value,
          location: SourceLocation(file: path, position: position), isIndexed: indexed))
    }
  }

  /// The text `name` of element `index`: its attribute, or its `<string key="name">` child
  /// (how Interface Builder writes texts with line breaks); `nil` when it has neither or the
  /// text is empty.
  func text(_ name: String, of index: Int) throws(InterfaceBuilderError) -> (
    value: String, position: SourcePosition
  )? {
    let element = document.elements[index]
    if let attribute = element.attribute(name) {
      return attribute.value.isEmpty ? nil : (attribute.value, attribute.valuePosition)
    }
    for child in element.children {
      let item = document.elements[child]
      guard item.name == "string", item[attribute: "key"] == name else { continue }
      let value = try content(of: child)
      return value.isEmpty ? nil : (value, item.position)
    }
    return nil
  }

  /// The character data of element `index`, decoded when Interface Builder wrote it in
  /// base64 (`<string key="title" base64-UTF8="YES">`, for texts with control characters).
  func content(of index: Int) throws(InterfaceBuilderError) -> String {
    let element = document.elements[index]
    guard element[attribute: "base64-UTF8"] == "YES" else { return element.text }
    var digits = element.text.filter { !$0.isWhitespace }
    digits += String(repeating: "=", count: (4 - digits.count % 4) % 4)
    guard let data = Data(base64Encoded: digits), let text = String(data: data, encoding: .utf8) else {
      throw InterfaceBuilderError(
        reason: .invalidText, location: SourceLocation(file: path, position: element.position),
        message: "base64-UTF8 text that does not decode to UTF-8")
    }
    return text
  }

  /// The localizer's note of element `index` (`<attributedString key="userComments">`), its
  /// fragments joined.
  func note(of index: Int) throws(InterfaceBuilderError) -> String? {
    for child in document.elements[index].children {
      let item = document.elements[child]
      guard item.name == "attributedString", item[attribute: "key"] == "userComments" else { continue }
      var note = ""
      for fragment in item.children where document.elements[fragment].name == "fragment" {
        note += try text("content", of: fragment)?.value ?? ""
      }
      return note
    }
    return nil
  }
}
