/// Text written into XML or HTML: the SVG pictures of layouts and the HTML report of goldens.
package enum MarkupText {
  /// `text` with the five characters markup gives a meaning to (`& < > " '`) written as
  /// entity references (`&apos;` is XML's and HTML5's), for element content and attribute
  /// values alike.
  package static func escaped(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      default: result.append(character)
      }
    }
    return result
  }
}
