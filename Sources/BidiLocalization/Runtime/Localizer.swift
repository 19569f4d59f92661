import BidiText
import Foundation

/// Looks up and formats localized strings for one language, chosen explicitly: no global
/// state, so an app can switch language at run time by making a new `Localizer` (or calling
/// ``with(language:)``) and tests can run several languages side by side.
///
/// ```swift
/// let localizer = Localizer(catalogs: catalogs, preferredLanguages: ["ar-EG", "en"])
/// localizer.layoutDirection                                  // .rightToLeft
/// localizer.string("title", table: "Settings", default: "Settings")
/// localizer.format("pending_files", files.count)             // any integer, float or string
/// localizer.format("copied", "صورة.png", .text("/home/user", kind: .filePath))
/// let english = localizer.with(language: "en")              // an in-app language switch
/// ```
///
/// Numbers are written as the language writes them (``NumberStyle/locale``): `%d` of 1234 in
/// Arabic gives `١٬٢٣٤`, in Persian `۱٬۲۳۴`, each number isolated as one run.
///
/// When an entry's plural form cannot be chosen (a `%#@name@` with no forms, a count whose
/// category and `other` are both missing, a gettext table whose `Plural-Forms` cannot be
/// used), the next language of the fallback chain that has a sound entry is used (ending with
/// the development language); when none has, the best effort is shown — the argument itself
/// for an undefined variable, the last form in CLDR order for a missing `other`, gettext's
/// `msgid`/`msgid_plural` for an unusable header — and ``localize(_:table:default:arguments:)``
/// reports each problem.
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

  /// How numeric arguments are written.
  public enum NumberStyle: Sendable, Hashable {
    /// As the language writes numbers (``NumberSymbols``): native digits, grouping, decimal
    /// separator and signs; printf's form for languages outside that table.
    case locale
    /// As printf writes them: ASCII digits, no grouping.
    case posix
  }

  /// The tables.
  public var catalogs: CatalogSet
  /// The language asked for (an override, or the user's preference), as a BCP 47 tag.
  public var language: String
  /// What a missing key shows.
  public var missingKeyStyle: MissingKeyStyle
  /// How numbers are written.
  public var numberStyle: NumberStyle

  /// A localizer for `language`.
  public init(
    catalogs: CatalogSet, language: String, missingKeyStyle: MissingKeyStyle = .default,
    numberStyle: NumberStyle = .locale
  ) {
    self.catalogs = catalogs
    self.language = LanguageTag.normalized(language)
    self.missingKeyStyle = missingKeyStyle
    self.numberStyle = numberStyle
  }

  /// A localizer for the first of `preferredLanguages` that the catalogs have a table for
  /// (directly or through its fallback chain), unless `override` is given; the development
  /// language when none matches.
  public init(
    catalogs: CatalogSet, preferredLanguages: [String], override: String? = nil,
    missingKeyStyle: MissingKeyStyle = .default, numberStyle: NumberStyle = .locale
  ) {
    let available = preferredLanguages.first { preferred in
      LanguageTag.pseudoLanguage(preferred) != nil
        || LanguageTag.fallbackChain(for: preferred, developmentLanguage: preferred).contains {
          catalogs.hasLanguage($0)
        }
    }
    self.init(
      catalogs: catalogs, language: override ?? available ?? catalogs.developmentLanguage,
      missingKeyStyle: missingKeyStyle, numberStyle: numberStyle)
  }

  /// The same tables in another language.
  public func with(language: String) -> Localizer {
    Localizer(
      catalogs: catalogs, language: language, missingKeyStyle: missingKeyStyle, numberStyle: numberStyle)
  }

  /// The language whose table is used first (`ar` for `ar-EG` when there is no `ar-EG` table);
  /// a pseudo-language itself.
  public var resolvedLanguage: String {
    pseudoLanguage != nil ? language : catalogs.resolvedLanguage(for: language)
  }

  /// The layout direction of ``resolvedLanguage``: right to left for Arabic, Hebrew, Persian…
  /// and the `ar-XB` pseudo-language.
  public var layoutDirection: TextDirection {
    if let pseudoLanguage { return pseudoLanguage == .rightToLeft ? .rightToLeft : .leftToRight }
    return TextDirection(languageIdentifier: resolvedLanguage)
  }

  /// The pseudo-language ``language`` names (`ar-XB`, `en-XA`), whose text this localizer makes
  /// from the development language's as Xcode's pseudolanguages show it: every string in
  /// ``PseudoLanguage``'s form, placeholders kept, a table of that language used if the
  /// catalogs have one.
  public var pseudoLanguage: PseudoLanguage.Style? { LanguageTag.pseudoLanguage(language) }

  /// The locale values are formatted in (amounts with their currency, see ``CurrencyAmount``):
  /// ``language``'s, with its region; the development language's for a pseudo-language.
  public var locale: Locale {
    Locale(identifier: pseudoLanguage != nil ? catalogs.developmentLanguage : language)
  }

  /// The string for `key` in `table`, through the fallback chain. A key no table has gives
  /// `defaultValue` when there is one, else the key (or `**key**`, see ``MissingKeyStyle``).
  public func string(
    _ key: String, table: String = CatalogSet.defaultTableName, default defaultValue: String? = nil
  ) -> String {
    if let found = catalogs.lookup(key, table: table, language: language) {
      return pseudo(found.value, from: found.language)
    }
    return defaultValue.map { pseudo($0, from: nil) } ?? missing(key)
  }

  /// `text` in ``pseudoLanguage`` when there is one and `text` does not come from a table of it.
  func pseudo(_ text: String, from source: String?) -> String {
    guard let pseudoLanguage, source.map(LanguageTag.pseudoLanguage) != pseudoLanguage else { return text }
    return PseudoLanguage.transform(text, pseudoLanguage)
  }

  /// The string for `key` formatted with `arguments` by BidiText's `BidiFormatter` in the
  /// context of ``layoutDirection``: each value is isolated so that it displays intact inside
  /// text of either direction (see `FormatArgument` and `ValueKind`). Arguments may be any
  /// integer, floating-point or string value, or a `FormatArgument` (`.text(path, kind:
  /// .filePath)`).
  public func format(
    _ key: String, table: String = CatalogSet.defaultTableName,
    _ arguments: any FormatArgumentConvertible...
  ) -> String {
    localize(key, table: table, arguments: arguments.map(formatArgument)).text
  }

  /// An argument as this localizer formats it: a ``LocaleDependentArgument`` (an amount with
  /// its currency) in ``locale``.
  func formatArgument(_ argument: any FormatArgumentConvertible) -> FormatArgument {
    (argument as? any LocaleDependentArgument)?.formatArgument(in: locale) ?? argument.formatArgument
  }

  /// The string for `key` formatted with `arguments`, each one isolated (see
  /// ``localize(_:table:default:arguments:)``).
  public func format(
    _ key: String, table: String = CatalogSet.defaultTableName, default defaultValue: String? = nil,
    arguments: [FormatArgument]
  ) -> String {
    localize(key, table: table, default: defaultValue, arguments: arguments).text
  }

  func missing(_ key: String) -> String { missingKeyStyle == .marked ? "**\(key)**" : key }
}
