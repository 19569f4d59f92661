/// Something wrong with a catalog that a lookup met and worked around: a missing key, a plural
/// form that cannot be chosen, a broken translation. ``Localizer/localize(_:table:default:arguments:)``
/// returns them beside the text so that an app (or a test) can report them instead of showing
/// half-formatted text without a word.
public struct LocalizationProblem: Sendable, Hashable, CustomStringConvertible {
  /// What went wrong.
  public enum Kind: Sendable, Hashable {
    /// No table of the fallback chain has the key.
    case missingKey
    /// A `%#@name@` in the format has no `name` forms (`.stringsdict` or String Catalog).
    case undefinedVariable(String)
    /// The count takes `category`, the entry has no form for it and no `other`.
    case missingForm(PluralCategory)
    /// The gettext table's `Plural-Forms` cannot be used (see ``CatalogSet/diagnostics``).
    case unusablePluralForms(String)
    /// The translation is not a valid template, or an argument does not fit its placeholder.
    case unformattable(String)
  }

  /// What went wrong.
  public var kind: Kind
  /// The key looked up.
  public var key: String
  /// The table looked in.
  public var table: String
  /// The language whose entry had the problem (`nil` for a missing key).
  public var language: String?

  /// Creates a problem.
  public init(kind: Kind, key: String, table: String, language: String?) {
    self.kind = kind
    self.key = key
    self.table = table
    self.language = language
  }

  /// A message for people: `ar: Localizable "files": no form for few and no other`.
  public var description: String {
    let what: String
    switch kind {
    case .missingKey: what = "no table has the key"
    case .undefinedVariable(let name): what = "%#@\(name)@ has no forms"
    case .missingForm(let category): what = "no form for \(category.rawValue) and no other"
    case .unusablePluralForms(let message): what = message
    case .unformattable(let message): what = message
    }
    return "\(language ?? "-"): \(table) \"\(key)\": \(what)"
  }
}

/// The result of ``Localizer/localize(_:table:default:arguments:)``: the text to show, the
/// language it came from, and the problems met on the way.
public struct Localization: Sendable, Hashable {
  /// The text to show.
  public var text: String
  /// The language of the entry used; `nil` when the key is missing (the text is then the
  /// default value or the key).
  public var language: String?
  /// Problems met, in the order met; empty when the catalogs were sound for this lookup.
  public var problems: [LocalizationProblem]
}
