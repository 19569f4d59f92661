/// String tables for several languages, kept apart by table name, with the development
/// language as the last resort.
///
/// ```swift
/// var catalogs = try CatalogSet(contentsOfDirectory: "Resources", developmentLanguage: "en")
/// catalogs.lookup("greeting", language: "ar-EG")                 // Localizable, from ar, else en
/// catalogs.lookup("title", table: "Settings", language: "ar")    // Settings.strings only
/// ```
///
/// As in Foundation, a key belongs to one table: `title` in `Settings.strings` and `title` in
/// `Localizable.strings` are two strings, and a lookup names its table (``defaultTableName``
/// when it names none). A `.stringsdict` adds plural forms to the table of its name.
public struct CatalogSet: Sendable, Hashable {
  /// The table a lookup without a table name reads: `"Localizable"`, as in Foundation.
  public static let defaultTableName = "Localizable"

  /// One table in one language.
  struct Table: Sendable, Hashable {
    var values: [String: String] = [:]
    /// Key → plural forms (see ``CatalogSet/pluralForms``).
    var forms: [String: [String: String]] = [:]
    /// The gettext header's `Plural-Forms`, when the table is a gettext one.
    var gettext: GettextPluralForms?
    /// Why the gettext header's `Plural-Forms` cannot be used, when it cannot.
    var gettextProblem: String?
    /// gettext plural entries' development texts (`msgid`, `msgid_plural`).
    var sourceForms: [String: [String]] = [:]
  }

  /// The language whose table answers when no other has the key.
  public var developmentLanguage: String
  /// Language (normalised tag, see ``LanguageTag/normalized(_:)``) → table name → table.
  private(set) var storage: [String: [String: Table]] = [:]
  /// Problems met while loading (files that could not be read, malformed entries, unusable
  /// gettext headers), as `file:line:column: message`.
  public internal(set) var diagnostics: [CatalogDiagnostic] = []

  /// Creates a set from tables given as dictionaries, keyed by language, all filed under
  /// `tableName`.
  public init(
    developmentLanguage: String, tables: [String: [String: String]] = [:],
    tableName: String = CatalogSet.defaultTableName
  ) {
    self.developmentLanguage = LanguageTag.normalized(developmentLanguage)
    for (language, table) in tables {
      storage[LanguageTag.normalized(language), default: [:]][tableName, default: Table()].values.merge(
        table
      ) { $1 }
    }
  }

  /// Adds a parsed table under `tableName`; its entries replace those of the same key already
  /// in that table (and only that table).
  ///
  /// - Parameters:
  ///   - table: a table read from a catalog.
  ///   - language: the language to file it under; by default the table's own, else the
  ///     development language.
  ///   - tableName: the table's name, as code names it (`Localizable`, `Settings`).
  public mutating func add(
    _ table: StringTable, language: String? = nil, tableName: String = CatalogSet.defaultTableName
  ) {
    let tag = LanguageTag.normalized(language ?? table.language ?? developmentLanguage)
    var stored = storage[tag]?[tableName] ?? Table()
    stored.values.merge(table.dictionary) { $1 }
    for entry in table.entries where entry.context == nil {
      if entry.key.isEmpty, let header = entry.value {
        readGettextHeader(header, at: entry.location, into: &stored)
      }
      var forms: [String: String] = [:]
      for text in entry.texts {
        // The last part of the form names the category (`files.few`, `few`), or the form is a
        // gettext index.
        guard let form = text.form, let last = form.split(separator: ".").last,
          PluralCategory(rawValue: String(last)) != nil || form.allSatisfy(\.isWholeNumber)
        else { continue }
        forms[form] = text.text
      }
      stored.forms[entry.key] = forms.isEmpty ? nil : forms
      if entry.sourceTexts.count > 1 {
        stored.sourceForms[entry.key] = entry.sourceTexts.map(\.text)
      }
    }
    storage[tag, default: [:]][tableName] = stored
  }

  /// Adds every table of a parsed file under the file's table name (its name without the
  /// extension: `Settings` for `ar.lproj/Settings.strings`), and keeps its diagnostics.
  public mutating func add(_ file: CatalogFile) {
    diagnostics += file.diagnostics
    for table in file.tables { add(table, tableName: file.tableName) }
  }

  /// The `Plural-Forms` line of a gettext header: kept when it parses, else the problem is
  /// recorded and the table's plural entries are not used (see ``Localizer``).
  private mutating func readGettextHeader(
    _ header: String, at location: SourceLocation, into table: inout Table
  ) {
    guard let line = header.split(separator: "\n").first(where: { $0.hasPrefix("Plural-Forms:") })
    else {
      table.gettext = .germanic
      table.gettextProblem = nil
      return
    }
    do {
      table.gettext = try GettextPluralForms(String(line.dropFirst("Plural-Forms:".count)))
      table.gettextProblem = nil
    } catch {
      table.gettext = nil
      table.gettextProblem = "Plural-Forms cannot be used: \(error.message)"
      diagnostics.append(
        CatalogDiagnostic(location: location, reason: .pluralStructure, message: table.gettextProblem!))
    }
  }

  /// The languages that have a table.
  public var languages: [String] { storage.keys.sorted() }

  /// The names of the tables in any language, sorted.
  public var tableNames: [String] { Set(storage.values.flatMap(\.keys)).sorted() }

  /// Key → value of the ``defaultTableName`` table, per language.
  public var tables: [String: [String: String]] {
    storage.compactMapValues { $0[Self.defaultTableName]?.values }
  }

  /// Key → plural forms of the ``defaultTableName`` table per language, for entries that have
  /// them: `.stringsdict` forms keyed `variable.category` (`files.few`), String Catalog plural
  /// variations keyed by category (`few`), gettext `msgstr[n]` keyed `"0"`, `"1"`…
  /// ``Localizer/localize(_:table:default:arguments:)`` chooses among them.
  public var pluralForms: [String: [String: [String: String]]] {
    storage.compactMapValues { $0[Self.defaultTableName]?.forms }
  }

  /// The usable `Plural-Forms` of the ``defaultTableName`` gettext tables per language: GNU
  /// gettext's default, `nplurals=2; plural=n != 1;`, for a header without the line; none
  /// for a header whose line cannot be used (see ``diagnostics``).
  public var gettextPluralForms: [String: GettextPluralForms] {
    storage.compactMapValues { $0[Self.defaultTableName]?.gettext }
  }

  /// Key → value of the table `name` in `language` exactly (no fallback), or `nil`.
  public func table(named name: String, language: String) -> [String: String]? {
    table(name, for: LanguageTag.normalized(language))?.values
  }

  /// The value of `key` in table `table` for `language`, trying its fallback chain (`ar-EG` →
  /// `ar` → development language), and the language that had it; `nil` when no table has it.
  public func lookup(
    _ key: String, table: String = CatalogSet.defaultTableName, language: String
  ) -> (value: String, language: String)? {
    for candidate in LanguageTag.fallbackChain(for: language, developmentLanguage: developmentLanguage) {
      if let value = self.table(table, for: candidate)?.values[key] { return (value, candidate) }
    }
    return nil
  }

  /// The value of `key` for `language` as ``lookup(_:table:language:)`` finds it, with the
  /// plural forms of the same table (empty when it has none) and, for gettext tables, their
  /// `Plural-Forms`.
  public func lookupWithForms(
    _ key: String, table: String = CatalogSet.defaultTableName, language: String
  ) -> (value: String, forms: [String: String], language: String, gettext: GettextPluralForms?)? {
    guard let found = lookup(key, table: table, language: language),
      let stored = self.table(table, for: found.language)
    else { return nil }
    return (found.value, stored.forms[key] ?? [:], found.language, stored.gettext)
  }

  /// The best language with a table for `language`: the first of its fallback chain that has
  /// one, or the development language.
  public func resolvedLanguage(for language: String) -> String {
    LanguageTag.fallbackChain(for: language, developmentLanguage: developmentLanguage).first {
      hasLanguage($0)
    }
      ?? developmentLanguage
  }

  /// Whether some table is filed under `tag` (in any letter case).
  func hasLanguage(_ tag: String) -> Bool { Self.value(in: storage, for: tag) != nil }

  func table(_ name: String, for tag: String) -> Table? { Self.value(in: storage, for: tag)?[name] }

  /// The value filed under `tag`, or under the same tag in other letter case.
  private static func value<Value>(in byLanguage: [String: Value], for tag: String) -> Value? {
    byLanguage[tag] ?? byLanguage.first { $0.key.caseInsensitiveCompare(tag) == .orderedSame }?.value
  }
}
