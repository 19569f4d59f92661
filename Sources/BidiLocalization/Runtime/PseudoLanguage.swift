import BidiText

/// Pseudo-languages: development-language text transformed so that layout problems show
/// without translations, as Android builds `ar-XB` and `en-XA` and Xcode offers its
/// pseudolanguages. Placeholders and format specifiers are never altered.
///
/// - ``rightToLeft(_:)-(String)`` (`ar-XB`): each line starts with an RLM, so the paragraph is right to
///   left; each stretch of text between placeholders is wrapped in RLO…PDF, so it shows
///   mirrored and a reader can tell it is the pseudo-language; each placeholder is isolated
///   once with FSI…PDI, so the value put there shows intact (`BidiFormatter` and `Localizer`
///   do not isolate it again).
/// - ``accented(_:)`` (`en-XA`): Latin letters replaced by accented ones (`Ĥéļļö`), the text
///   between `[` and `]` to show truncation and concatenation, and padded as
///   ``expanded(_:)`` does.
/// - ``expanded(_:)``: the text followed by padding words (`one two three…`) that make it
///   about 40% longer (more for short strings), to show where longer languages will not fit.
public enum PseudoLanguage {
  /// The tag of the right-to-left pseudo-language's tables.
  public static let rightToLeftTag = "ar-XB"
  /// The tag of the accented (and expanded) pseudo-language's tables.
  public static let accentedTag = "en-XA"

  /// A pseudo-language.
  public enum Style: String, Sendable, Hashable, CaseIterable {
    /// ``PseudoLanguage/rightToLeft(_:)-(String)``, tag `ar-XB`.
    case rightToLeft = "rtl"
    /// ``PseudoLanguage/accented(_:)``, tag `en-XA`.
    case accented
    /// ``PseudoLanguage/expanded(_:)``, tag `en-XA`.
    case expanded

    /// The language tag of tables in this pseudo-language.
    public var tag: String { self == .rightToLeft ? rightToLeftTag : accentedTag }
  }

  /// `text` in the pseudo-language `style`.
  public static func transform(_ text: String, _ style: Style) -> String {
    switch style {
    case .rightToLeft: rightToLeft(text)
    case .accented: accented(text)
    case .expanded: expanded(text)
    }
  }

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
        // A `%#@variable@` is replaced by text (a plural form), not by a value: not isolated.
        result +=
          placeholder.kind == .variable
          ? placeholder.text
          : DirectionalControl.firstStrongIsolate.string + placeholder.text
            + DirectionalControl.popDirectionalIsolate.string
        last = placeholder.scalarRange.upperBound
      }
      text(last..<scalars.count)
    }
    return result
  }

  /// `text` accented, bracketed and expanded (`en-XA`).
  public static func accented(_ text: String) -> String {
    guard !text.isEmpty else { return text }
    var result = "["
    forEachStretch(of: text) { stretch, isPlaceholder in
      if isPlaceholder {
        result += stretch
      } else {
        for scalar in stretch.unicodeScalars {
          result.unicodeScalars.append(accents[scalar] ?? scalar)
        }
      }
    }
    return result + padding(for: text) + "]"
  }

  /// `text` followed by padding words: about 40% longer, at least 3 characters more.
  public static func expanded(_ text: String) -> String {
    guard !text.isEmpty else { return text }
    return text + padding(for: text)
  }

  /// The padding words for `text`: a space and the first words of `one two three…` long
  /// enough to add 40% of its length (whole words, at least one).
  static func padding(for text: String) -> String {
    let length = text.unicodeScalars.count
    let wanted = max(3, (length * 2 + 4) / 5)
    var padding = ""
    var index = 0
    while padding.unicodeScalars.count < wanted {
      padding += " " + paddingWords[index % paddingWords.count]
      index += 1
    }
    return padding
  }

  static let paddingWords = [
    "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
  ]

  /// Calls `body` with the stretches of `text` in order: placeholders (and `%%`) as they are,
  /// and the text between them.
  static func forEachStretch(of text: String, _ body: (String, Bool) -> Void) {
    let scalars = Array(text.unicodeScalars)
    var last = 0
    for placeholder in FormatPlaceholder.parse(text) {
      if last < placeholder.scalarRange.lowerBound {
        body(String(String.UnicodeScalarView(scalars[last..<placeholder.scalarRange.lowerBound])), false)
      }
      body(placeholder.text, true)
      last = placeholder.scalarRange.upperBound
    }
    // `%%` and a lone `%` are not placeholders, but must not be accented either: they are ASCII.
    if last < scalars.count { body(String(String.UnicodeScalarView(scalars[last...])), false) }
  }

  /// ASCII letters and their accented look-alikes (precomposed Latin letters).
  static let accents: [Unicode.Scalar: Unicode.Scalar] = {
    let plain = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz".unicodeScalars)
    let accented = Array("ÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽåƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýž".unicodeScalars)
    return Dictionary(uniqueKeysWithValues: zip(plain, accented))
  }()

  /// A table in the right-to-left pseudo-language (see ``transform(_:style:)``).
  public static func rightToLeft(_ table: StringTable) -> StringTable {
    transform(table, style: .rightToLeft)
  }

  /// A table in a pseudo-language made from a development-language table: same keys and
  /// locations, the development texts kept as ``CatalogEntry/sourceTexts``, every text
  /// transformed, language ``Style/tag``.
  public static func transform(_ table: StringTable, style: Style) -> StringTable {
    StringTable(
      language: style.tag,
      entries: table.entries.map { entry in
        var entry = entry
        entry.sourceTexts = entry.texts
        entry.texts = entry.texts.map {
          CatalogText(form: $0.form, text: transform($0.text, style), location: $0.location)
        }
        return entry
      })
  }
}
