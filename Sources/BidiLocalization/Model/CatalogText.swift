/// One string of a catalog entry in one language, with where it starts in the file.
///
/// A simple entry has one text whose ``form`` is `nil`. Plural and variant entries have one
/// text per form: `"one"`, `"other"`… for `.stringsdict` and `.xcstrings` plural categories
/// (prefixed with the variable name, `"files.one"`, when the entry has several variables),
/// `"0"`, `"1"`… for gettext `msgstr[n]`.
public struct CatalogText: Sendable, Hashable {
  /// The plural category or variant, `nil` for the one text of a simple entry.
  public var form: String?
  /// The text, with escapes decoded.
  public var text: String
  /// Where the text's literal starts in the file (its opening quote, or its XML/JSON value).
  public var location: SourceLocation

  /// Creates a text.
  public init(form: String? = nil, text: String, location: SourceLocation) {
    self.form = form
    self.text = text
    self.location = location
  }
}
