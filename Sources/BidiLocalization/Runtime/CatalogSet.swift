/// String tables for several languages, with the development language as the last resort.
///
/// ```swift
/// var catalogs = CatalogSet(developmentLanguage: "en")
/// catalogs.add(try CatalogFile(contentsOf: "en.lproj/Localizable.strings").tables[0])
/// catalogs.add(try CatalogFile(contentsOf: "ar.lproj/Localizable.strings").tables[0])
/// catalogs.lookup("greeting", language: "ar-EG")   // from ar, else en
/// ```
public struct CatalogSet: Sendable, Hashable {
  /// The language whose table answers when no other has the key.
  public var developmentLanguage: String
  /// Key → value per language (normalised tag, see ``LanguageTag/normalized(_:)``).
  public private(set) var tables: [String: [String: String]]
  /// Key → plural forms per language, for entries that have them: `.stringsdict` forms keyed
  /// `variable.category` (`files.few`), String Catalog plural variations keyed by category
  /// (`few`), gettext `msgstr[n]` keyed `"0"`, `"1"`… ``Localizer/format(_:arguments:)``
  /// chooses among them.
  public private(set) var pluralForms: [String: [String: [String: String]]] = [:]
  /// The `Plural-Forms` of the gettext tables per language (the last table added wins); GNU
  /// gettext's default, `nplurals=2; plural=n != 1;`, for a table whose header lacks it or
  /// cannot be read.
  public private(set) var gettextPluralForms: [String: GettextPluralForms] = [:]

  /// Creates a set from tables given as dictionaries, keyed by language.
  public init(developmentLanguage: String, tables: [String: [String: String]] = [:]) {
    self.developmentLanguage = LanguageTag.normalized(developmentLanguage)
    self.tables = [:]
    for (language, table) in tables {
      self.tables[LanguageTag.normalized(language), default: [:]].merge(table) { $1 }
    }
  }

  /// Adds a parsed table; its entries replace those of the same key already there.
  ///
  /// - Parameters:
  ///   - table: a table read from a catalog.
  ///   - language: the language to file it under; by default the table's own, else the
  ///     development language.
  public mutating func add(_ table: StringTable, language: String? = nil) {
    let tag = LanguageTag.normalized(language ?? table.language ?? developmentLanguage)
    tables[tag, default: [:]].merge(table.dictionary) { $1 }
    for entry in table.entries where entry.context == nil {
      var forms: [String: String] = [:]
      for text in entry.texts {
        // The last part of the form names the category (`files.few`, `few`), or the form is a
        // gettext index.
        guard let form = text.form, let last = form.split(separator: ".").last,
          PluralCategory(rawValue: String(last)) != nil || form.allSatisfy(\.isWholeNumber)
        else { continue }
        forms[form] = text.text
      }
      if entry.key.isEmpty, let header = entry.value {
        // A gettext header: its Plural-Forms line, if any.
        let line = header.split(separator: "\n").first { $0.hasPrefix("Plural-Forms:") }
        gettextPluralForms[tag] =
          line.flatMap { try? GettextPluralForms(String($0.dropFirst("Plural-Forms:".count))) }
          ?? GettextPluralForms.germanic
      }
      if forms.isEmpty {
        pluralForms[tag]?[entry.key] = nil
      } else {
        pluralForms[tag, default: [:]][entry.key] = forms
      }
    }
  }

  /// The languages that have a table.
  public var languages: [String] { tables.keys.sorted() }

  /// The value of `key` for `language`, trying its fallback chain (`ar-EG` → `ar` →
  /// development language), and the language that had it; `nil` when no table has it.
  public func lookup(_ key: String, language: String) -> (value: String, language: String)? {
    for candidate in LanguageTag.fallbackChain(
      for: language, developmentLanguage: developmentLanguage)
    {
      if let table = table(for: candidate), let value = table[key] { return (value, candidate) }
    }
    return nil
  }

  /// The value of `key` for `language` as ``lookup(_:language:)`` finds it, with the plural
  /// forms of the same table (empty when it has none) and, for gettext tables, their
  /// `Plural-Forms`.
  public func lookupWithForms(_ key: String, language: String) -> (
    value: String, forms: [String: String], language: String, gettext: GettextPluralForms?
  )? {
    guard let found = lookup(key, language: language) else { return nil }
    return (
      found.value, Self.value(in: pluralForms, for: found.language)?[key] ?? [:], found.language,
      Self.value(in: gettextPluralForms, for: found.language)
    )
  }

  /// The best language with a table for `language`: the first of its fallback chain that has
  /// one, or the development language.
  public func resolvedLanguage(for language: String) -> String {
    LanguageTag.fallbackChain(for: language, developmentLanguage: developmentLanguage).first {
      table(for: $0) != nil
    }
      ?? developmentLanguage
  }

  func table(for tag: String) -> [String: String]? { Self.value(in: tables, for: tag) }

  /// The value filed under `tag`, or under the same tag in other letter case.
  private static func value<Value>(in byLanguage: [String: Value], for tag: String) -> Value? {
    byLanguage[tag] ?? byLanguage.first { $0.key.caseInsensitiveCompare(tag) == .orderedSame }?.value
  }
}
