import BidiText

/// A right-to-left pseudo-language: development-language text made to render right to left,
/// to test mirrored layouts without translations (as Android's `ar-XB`).
///
/// Each line starts with an RLM, so the paragraph is right to left; each stretch of text
/// between placeholders is wrapped in RLO…PDF, so it shows mirrored and a reader can tell it
/// is the pseudo-language; each placeholder is kept as it is and wrapped in FSI…PDI, so the
/// value put there later shows intact.
public enum PseudoLanguage {
  /// The tag of the pseudo-language's tables.
  public static let rightToLeftTag = "ar-XB"

  /// `text` in the right-to-left pseudo-language.
  public static func rightToLeft(_ text: String) -> String {
    var result = ""
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      if index > 0 { result += "\n" }
      let line = String(line)
      guard !line.isEmpty else { continue }
      result += DirectionalControl.rightToLeftMark.string
      let scalars = Array(line.unicodeScalars)
      var last = 0
      func text(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        result +=
          DirectionalControl.rightToLeftOverride.string
          + String(String.UnicodeScalarView(scalars[range]))
          + DirectionalControl.popDirectionalFormatting.string
      }
      for placeholder in FormatPlaceholder.parse(line) {
        text(last..<placeholder.scalarRange.lowerBound)
        result +=
          DirectionalControl.firstStrongIsolate.string + placeholder.text
          + DirectionalControl.popDirectionalIsolate.string
        last = placeholder.scalarRange.upperBound
      }
      text(last..<scalars.count)
    }
    return result
  }

  /// A table in the pseudo-language made from a development-language table: same keys and
  /// locations, every text transformed by ``rightToLeft(_:)``, language ``rightToLeftTag``.
  public static func rightToLeft(_ table: StringTable) -> StringTable {
    StringTable(
      language: rightToLeftTag,
      entries: table.entries.map { entry in
        var entry = entry
        entry.sourceTexts = entry.texts
        entry.texts = entry.texts.map {
          CatalogText(form: $0.form, text: rightToLeft($0.text), location: $0.location)
        }
        return entry
      })
  }
}
