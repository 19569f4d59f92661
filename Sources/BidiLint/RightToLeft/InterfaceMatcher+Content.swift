import BidiInput

/// Content whose alignment is meant to stay on its physical side in every language.
extension InterfaceMatcher {
  /// Whether the text aligned at element `index` keeps its side by design: left-to-right
  /// content (a URL, a path, an e-mail address, a host or domain, a port, a phone number, a
  /// bundle identifier: by the names of its outlets, identifier, label or binding, or by its text:
  /// a URL, a path, an address, hexadecimal digits), which stays left; or numbers aligned right (a number or byte count formatter, a numeric
  /// text, a table column's header or cell aligned right), which line up by their digits in
  /// every language.
  func keepsItsSide(_ index: Int, alignment: String) -> Bool {
    let view = controlOrView(of: index)
    if isLeftToRightContent(view) || isLeftToRightContent(index) { return true }
    guard alignment == "right" else { return false }
    // A table column aligned right holds numbers, sizes or dates, as tables do.
    return isNumeric(view) || document.elements[document.elements[index].parent ?? 0].name == "tableColumn"
  }

  /// The control or view an aligned element belongs to: a cell's control, an attributed
  /// text's view, or the element itself.
  func controlOrView(of index: Int) -> Int {
    let element = document.elements[index]
    if element.name == "paragraphStyle" {
      return document.ancestor(of: index, where: { Self.textOwners.contains($0.name) }) ?? index
    }
    if element.name.hasSuffix("Cell"), let parent = element.parent,
      document.elements[parent].name != "tableColumn"
    {
      return parent
    }
    return index
  }

  /// Words (of camel-case names) of content that is left to right in every language.
  static let leftToRightContentWords: Set<String> = [
    "url", "urls", "uri", "path", "paths", "email", "host", "hostname", "domain", "domains", "server", "port",
    "phone", "ip",
    "bundleid", "bundleidentifier",
  ]

  /// Whether element `index` shows left-to-right content, by the names given to it or its text.
  func isLeftToRightContent(_ index: Int) -> Bool {
    let element = document.elements[index]
    var names = [element[attribute: "identifier"], element[attribute: "userLabel"]].compactMap { $0 }
    if let id = element[attribute: "id"] { names += outlets[id, default: []] }
    for at in descendants(of: index) where document.elements[at].name == "binding" {
      names.append(document.elements[at][attribute: "keyPath"] ?? "")
    }
    if names.contains(where: { Self.words(of: $0).contains(where: Self.leftToRightContentWords.contains) }) {
      return true
    }
    let text = element[attribute: "text"] ?? element[attribute: "title"] ?? shownText(of: index)?.0 ?? ""
    return text.contains("://") || text.hasPrefix("/") || text.hasPrefix("~/")
      || (text.contains("@") && text.contains(".") && !text.contains(" ")) || Self.isHexadecimal(text)
  }

  /// Whether `text` is hexadecimal digits (at least eight, in groups: a hash, a key's
  /// fingerprint), which read left to right in every language.
  static func isHexadecimal(_ text: String) -> Bool {
    let digits = text.filter(\.isHexDigit)
    return digits.count >= 8 && digits.contains(where: \.isNumber)
      && text.allSatisfy { $0.isHexDigit || $0 == " " || $0 == ":" || $0 == "-" || $0.isNewline }
  }

  /// The lowercased words of a camel-case or dotted name (``RTLMatcher/words(_:)``) and each
  /// pair of neighbours joined: `bundleIDField` → bundle, id, field, bundleid, idfield.
  static func words(of name: String) -> [String] {
    let words = RTLMatcher.words(name)
    return words + zip(words, words.dropFirst()).map { $0 + $1 }
  }

  /// Whether the view at `index` shows a number: a number or byte count formatter, or a
  /// text of digits (with separators, signs, a percent or currency sign).
  func isNumeric(_ index: Int) -> Bool {
    let hasFormatter = descendants(of: index).contains { at in
      let name = document.elements[at].name
      return name == "numberFormatter" || name == "byteCountFormatter"
    }
    if hasFormatter { return true }
    guard let (text, _) = shownText(of: index), text.contains(where: \.isNumber) else { return false }
    return text.allSatisfy { $0.isNumber || " .,:%+-−$€£¥()/".contains($0) }
  }
}
