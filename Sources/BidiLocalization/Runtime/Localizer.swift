import BidiText

/// Looks up and formats localized strings for one language, chosen explicitly: no global
/// state, so an app can switch language at run time by making a new `Localizer` (or calling
/// ``with(language:)``) and tests can run several languages side by side.
///
/// ```swift
/// let localizer = Localizer(catalogs: catalogs, preferredLanguages: ["ar-EG", "en"])
/// localizer.layoutDirection                        // .rightToLeft
/// localizer.format("copied", "صورة.png", .text("/home/user", kind: .filePath))
/// let english = localizer.with(language: "en")    // an in-app language switch
/// ```
public struct Localizer: Sendable, Hashable {
  /// What a lookup of a missing key returns.
  public enum MissingKeyStyle: Sendable, Hashable {
    /// The key itself, as Foundation returns it.
    case key
    /// The key between `**`, so a missing translation is visible on screen: `**greeting**`.
    case marked

    /// ``marked`` in debug builds of BidiLocalization, ``key`` in release builds. Pass the
    /// style explicitly to follow your app's own configuration.
    public static var `default`: MissingKeyStyle {
      #if DEBUG
        .marked
      #else
        .key
      #endif
    }
  }

  /// The tables.
  public var catalogs: CatalogSet
  /// The language asked for (an override, or the user's preference), as a BCP 47 tag.
  public var language: String
  /// What a missing key shows.
  public var missingKeyStyle: MissingKeyStyle

  /// A localizer for `language`.
  public init(catalogs: CatalogSet, language: String, missingKeyStyle: MissingKeyStyle = .default) {
    self.catalogs = catalogs
    self.language = LanguageTag.normalized(language)
    self.missingKeyStyle = missingKeyStyle
  }

  /// A localizer for the first of `preferredLanguages` that the catalogs have a table for
  /// (directly or through its fallback chain), unless `override` is given; the development
  /// language when none matches.
  public init(
    catalogs: CatalogSet, preferredLanguages: [String], override: String? = nil,
    missingKeyStyle: MissingKeyStyle = .default
  ) {
    let available = preferredLanguages.first { preferred in
      LanguageTag.fallbackChain(for: preferred, developmentLanguage: preferred).contains {
        catalogs.table(for: $0) != nil
      }
    }
    self.init(
      catalogs: catalogs, language: override ?? available ?? catalogs.developmentLanguage,
      missingKeyStyle: missingKeyStyle)
  }

  /// The same tables in another language.
  public func with(language: String) -> Localizer {
    Localizer(catalogs: catalogs, language: language, missingKeyStyle: missingKeyStyle)
  }

  /// The language whose table is used first (`ar` for `ar-EG` when there is no `ar-EG` table).
  public var resolvedLanguage: String { catalogs.resolvedLanguage(for: language) }

  /// The layout direction of ``resolvedLanguage``: right to left for Arabic, Hebrew, Persian…
  public var layoutDirection: TextDirection {
    TextDirection(languageIdentifier: resolvedLanguage)
  }

  /// The string for `key`, through the fallback chain; a missing key gives the key (or
  /// `**key**`, see ``MissingKeyStyle``).
  public func string(_ key: String) -> String {
    if let found = catalogs.lookup(key, language: language) { return found.value }
    return missingKeyStyle == .marked ? "**\(key)**" : key
  }

  /// The string for `key` formatted with `arguments` by BidiText's `BidiFormatter` in the
  /// context of ``layoutDirection``: each value is isolated so that it displays intact inside
  /// text of either direction (see `FormatArgument` and `ValueKind`).
  public func format(_ key: String, _ arguments: FormatArgument...) -> String {
    format(key, arguments: arguments)
  }

  /// The string for `key` formatted with `arguments`, each one isolated.
  ///
  /// Plural forms (`.stringsdict` variables, String Catalog plural variations) are chosen by
  /// the counts among the arguments with the ``PluralRules`` of the language the translation
  /// comes from: `%#@files@` with 3 in Arabic takes the `few` form, `other` when the catalog
  /// lacks the category. gettext plurals take the `msgstr[n]` their table's `Plural-Forms`
  /// gives for the first integer placeholder's argument.
  ///
  /// Formatting never fails at run time: a placeholder without an argument stays visible as
  /// written, and a template the formatter cannot read (a broken translation),
  /// or an argument its placeholder cannot format, gives the unformatted string.
  public func format(_ key: String, arguments: [FormatArgument]) -> String {
    var text = string(key)
    if let found = catalogs.lookupWithForms(key, language: language), !found.forms.isEmpty,
      let selected = PluralSelection.select(
        template: found.value, forms: found.forms, arguments: arguments,
        rules: PluralRules(languageIdentifier: found.language),
        gettext: found.gettext)
    {
      text = selected
    }
    guard var template = try? FormatTemplate(text) else { return text }
    // A placeholder without an argument becomes literal text: `%d` → `%%d`.
    let unfilled = template.placeholders.filter { $0.argumentIndex >= arguments.count }
    if !unfilled.isEmpty {
      for placeholder in unfilled.reversed() {
        text.insert("%", at: String.Index(utf16Offset: placeholder.utf16Offset, in: text))
      }
      guard let escaped = try? FormatTemplate(text) else { return string(key) }
      template = escaped
    }
    let formatter = BidiFormatter(context: layoutDirection)
    return (try? formatter.format(template, arguments)) ?? string(key)
  }
}
