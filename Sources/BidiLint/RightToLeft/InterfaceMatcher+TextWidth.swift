import BidiInput

/// Whether a text leaves room in its box for an alignment to show, from the box's frame and
/// an estimate of the text's width in its font.
extension InterfaceMatcher {
  /// Room (points) a box must leave beside its text for an alignment to be seen.
  static let leastVisibleRoom = 8.0

  /// Whether the text of the view at `index` leaves at least ``leastVisibleRoom`` beside it in the view's frame. A single line
  /// wider than its box is cut, not aligned; a wrapping text wider than its box shows its
  /// alignment on every short line. True when the document does not say (no frame, no text:
  /// code sets it).
  func textLeavesRoom(_ index: Int, wraps: Bool, boxWidth: Double? = nil) -> Bool {
    let view = document.elements[index]
    guard let frame = boxWidth ?? frameWidth(of: index), let (text, fontIndex) = shownText(of: index),
      !text.isEmpty
    else { return true }
    let font = fontIndex.map { Self.font(document.elements[$0]) } ?? Self.defaultFont(of: document)
    // AppKit's text fields draw their text 2 points in from each side.
    let padding = view.name == "textField" || view.name == "textFieldCell" ? 4.0 : 0
    let width = Self.estimatedWidth(of: text, font: font)
    if width > frame - padding { return wraps }
    return frame - padding - width >= Self.leastVisibleRoom
  }

  /// The width of the view's frame (`<rect key="frame">`), if the document gives one.
  func frameWidth(of index: Int) -> Double? {
    document.children(of: index, named: "rect")
      .first { document.elements[$0][attribute: "key"] == "frame" }
      .flatMap { document.elements[$0][attribute: "width"] }
      .flatMap(Double.init)
  }

  /// The text the view shows as the document gives it, and the element of its font: a label's
  /// `text`, a cell's `title`, a button's title, or an attributed text's fragments.
  func shownText(of index: Int) -> (String, Int?)? {
    let view = document.elements[index]
    var text = view[attribute: "text"] ?? (view.name.hasSuffix("Cell") ? view[attribute: "title"] : nil)
    var font: Int?
    for at in descendants(of: index) {
      let element = document.elements[at]
      if element.name == "subviews" { break }  // a label's own elements come first
      if text == nil, element.name.hasSuffix("Cell") || element.name == "state" {
        text = element[attribute: "title"]
      }
      // A note to translators (`<attributedString key="userComments">`) is not shown.
      let isShown = { document.ancestor(of: at, where: { $0[attribute: "key"] == "userComments" }) == nil }
      if element.name == "fragment", isShown() {
        text = (text ?? "") + (element[attribute: "content"] ?? "")
      }
      if element.name == "string", element[attribute: "key"] == "content", isShown() {
        text = (text ?? "") + element.text
      }
      if font == nil, element.name == "font" || element.name == "fontDescription" { font = at }
    }
    return text.map { ($0, font) }
  }

  /// The elements inside element `index`, in document order.
  func descendants(of index: Int) -> Range<Int> {
    let depth = document.elements[index].depth
    var end = index + 1
    while end < document.elements.count && document.elements[end].depth > depth { end += 1 }
    return (index + 1)..<end
  }

  /// A font as far as the width of its text goes.
  struct Font: Equatable {
    var size: Double
    var isBold = false
    var isMonospaced = false
  }

  /// The platform's system font: 17 points on iOS and tvOS, 13 on macOS.
  static func defaultFont(of document: XMLDocument) -> Font {
    Font(size: document.root[attribute: "targetRuntime"]?.hasPrefix("MacOSX") == true ? 13 : 17)
  }

  /// The size and weight of an Interface Builder font: `<fontDescription>` (iOS: a point size,
  /// or a text style at the default content size) or `<font>` (macOS: a size, a meta font, a
  /// text style).
  static func font(_ element: XMLDocument.Element) -> Font {
    let isMac = element.name == "font"
    let named = [element[attribute: "name"], element[attribute: "metaFont"], element[attribute: "type"]]
      .compactMap { $0 }.joined(separator: " ").lowercased()
    let style = element[attribute: isMac ? "textStyle" : "style"]
    let styleSize = style.flatMap { isMac ? macTextStyleSizes[$0] : iOSTextStyleSizes[$0] }
    let size =
      (element[attribute: isMac ? "size" : "pointSize"]).flatMap(Double.init)
      ?? styleSize
      ?? element[attribute: "metaFont"].flatMap { metaFontSizes[$0] }
      ?? (isMac ? 13 : 17)
    let weight = (element[attribute: "weight"] ?? "").lowercased()
    let isBold =
      ["bold", "semibold", "heavy", "black", "medium"].contains { named.contains($0) || weight == $0 }
      || style == "UICTFontTextStyleHeadline" || style == "headline"
    let isMonospaced = ["menlo", "courier", "mono", "fixed"].contains(where: named.contains)
    return Font(size: size, isBold: isBold, isMonospaced: isMonospaced)
  }

  /// UIKit's text styles at the default (Large) content size, in points.
  static let iOSTextStyleSizes: [String: Double] = [
    "UICTFontTextStyleTitle0": 34, "UICTFontTextStyleTitle1": 28, "UICTFontTextStyleTitle2": 22,
    "UICTFontTextStyleTitle3": 20, "UICTFontTextStyleHeadline": 17, "UICTFontTextStyleBody": 17,
    "UICTFontTextStyleCallout": 16, "UICTFontTextStyleSubhead": 15, "UICTFontTextStyleFootnote": 13,
    "UICTFontTextStyleCaption1": 12, "UICTFontTextStyleCaption2": 11,
  ]
  /// AppKit's text styles, in points.
  static let macTextStyleSizes: [String: Double] = [
    "largeTitle": 26, "title1": 22, "title2": 17, "title3": 15, "headline": 13, "subheadline": 11,
    "body": 13, "callout": 12, "footnote": 10, "caption1": 10, "caption2": 10,
  ]
  /// AppKit's meta fonts (`NSFont.systemFont(ofSize: 0)` and its kin), in points.
  static let metaFontSizes: [String: Double] = [
    "system": 13, "systemBold": 13, "systemSemibold": 13, "systemMedium": 13, "smallSystem": 11,
    "smallSystemBold": 11, "miniSystem": 9, "miniSystemBold": 9, "message": 13, "menu": 14,
    "menuBar": 14, "label": 10, "toolTip": 11, "titleBar": 13, "controlContent": 13, "palette": 11,
    "paletteTitle": 11, "cellTitle": 12, "user": 12, "fixedUser": 10, "userFixedPitch": 10,
  ]

  /// An estimate of the width of `text` on one line, in points: Helvetica's advance widths for
  /// ASCII (the system fonts' widths are within a few percent of them), 0.6 em for other
  /// letters, 0.9 em for symbols, 1 em for CJK, 0.6 em for every character of a monospaced
  /// font.
  static func estimatedWidth(of text: String, font: Font) -> Double {
    var ems = 0.0
    for scalar in text.unicodeScalars {
      let value = Int(scalar.value)
      if font.isMonospaced {
        ems += 0.6
      } else if (32..<127).contains(value) {
        ems += Double((font.isBold ? helveticaBoldWidths : helveticaWidths)[value - 32]) / 1000
      } else if scalar.properties.generalCategory == .nonspacingMark || value == 0x200B {
        continue
      } else if (0x2E80..<0xA000).contains(value) || (0xAC00..<0xD7B0).contains(value)
        || (0xF900..<0xFB00).contains(value) || (0xFF00..<0xFFF0).contains(value)
      {
        ems += 1
      } else if (0x2000..<0x2E80).contains(value) {
        ems += 0.9
      } else {
        ems += 0.6
      }
    }
    return ems * font.size
  }

  /// Helvetica's advance widths (thousandths of an em) for U+0020 through U+007E, from its AFM
  /// metrics.
  static let helveticaWidths: [Int] = [
    278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556,
    556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778,
    722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278,
    278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,
    556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
  ]
  /// Helvetica Bold's advance widths for U+0020 through U+007E.
  static let helveticaBoldWidths: [Int] = [
    278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556,
    556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778,
    722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333,
    278, 333, 584, 556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611,
    611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
  ]
}
