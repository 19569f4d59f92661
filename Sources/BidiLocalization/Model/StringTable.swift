/// The entries of one catalog file in one language.
///
/// `.strings`, `.stringsdict` and `.po` files hold one table; an `.xcstrings` String Catalog
/// holds one table per language.
public struct StringTable: Sendable, Hashable {
  /// The table's language as a BCP 47 tag (`"ar"`, `"pt-BR"`), when known: from the
  /// `xx.lproj` folder, the gettext `Language:` header, or the String Catalog.
  public var language: String?
  /// The entries, in file order. A key may appear more than once (the last one wins at run
  /// time, as in Foundation).
  public var entries: [CatalogEntry]

  /// Creates a table.
  public init(language: String?, entries: [CatalogEntry]) {
    self.language = language
    self.entries = entries
  }

  /// Key → value, the last entry winning for duplicate keys, as Foundation loads a table.
  /// gettext entries with a context are keyed `context` + U+0004 + `msgid`, as in `.mo` files.
  public var dictionary: [String: String] {
    var result: [String: String] = [:]
    result.reserveCapacity(entries.count)
    for entry in entries {
      guard let value = entry.value else { continue }
      result[entry.context.map { $0 + "\u{4}" + entry.key } ?? entry.key] = value
    }
    return result
  }
}
