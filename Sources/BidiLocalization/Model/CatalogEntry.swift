/// One localizable string: its key, the development-language text when the file has it, and
/// the translation(s) in the table's language.
public struct CatalogEntry: Sendable, Hashable {
  /// The key (`.strings`, `.stringsdict`, `.xcstrings`) or `msgid` (gettext).
  public var key: String
  /// The gettext `msgctxt`, or `nil`.
  public var context: String?
  /// Where the key starts in the file.
  public var location: SourceLocation
  /// The development-language text(s), when the file carries them: gettext `msgid` (form
  /// `nil`, or `"0"` with `msgid_plural` as `"1"`); the source language's strings of an
  /// `.xcstrings` file. Empty for `.strings` and `.stringsdict`, whose development text lives in
  /// another file.
  public var sourceTexts: [CatalogText]
  /// The translation(s) in the table's language. Empty when the entry is untranslated.
  public var texts: [CatalogText]
  /// The translator or developer comment, if any.
  public var comment: String?
  /// gettext flags (`fuzzy`, `c-format`, …) and `.xcstrings` states (`needs_review`…).
  public var flags: [String]
  /// The plural variables of the texts: `.stringsdict` variables, String Catalog
  /// substitutions. Empty for other entries.
  public var variables: [CatalogVariable]

  /// Creates an entry.
  public init(
    key: String, context: String? = nil, location: SourceLocation, sourceTexts: [CatalogText] = [],
    texts: [CatalogText], comment: String? = nil, flags: [String] = [], variables: [CatalogVariable] = []
  ) {
    self.key = key
    self.context = context
    self.location = location
    self.sourceTexts = sourceTexts
    self.texts = texts
    self.comment = comment
    self.flags = flags
    self.variables = variables
  }

  /// The text to show when no count selects a form: the text without a form, else the
  /// `"other"` form, else the first one. `nil` when untranslated.
  public var value: String? {
    (texts.first { $0.form == nil } ?? texts.first {
      $0.form == "other" || $0.form?.hasSuffix(".other") == true
    }
      ?? texts.first)?.text
  }
}
