import Foundation

/// The strings extracted from a set of sources, grouped by table, with the conflicts between
/// their uses, ready to write as `.strings` files or to merge into String Catalogs.
///
/// ```swift
/// var all: [ExtractedString] = []
/// for path in sources { all += StringExtractor().extract(try String(contentsOfFile: path), path: path).strings }
/// let extraction = StringExtraction(all)
/// for problem in extraction.diagnostics { print(problem) }   // two comments for one key…
/// let data = StringsFileWriter.data(extraction.stringsEntries(table: "Localizable"))
/// ```
public struct StringExtraction: Sendable {
  /// Every string found, in source order.
  public var strings: [ExtractedString]
  /// Keys used with two different comments, or with values whose placeholders differ.
  public var diagnostics: [CatalogDiagnostic] = []
  /// Table → the first use of each key, sorted by key.
  public private(set) var tables: [String: [ExtractedString]] = [:]

  /// The comment genstrings writes for an entry without one.
  public static let noComment = "No comment provided by engineer."

  /// Groups `strings` by table and key, and finds the conflicts.
  public init(_ strings: [ExtractedString]) {
    self.strings = strings
    var first: [String: [String: ExtractedString]] = [:]
    for string in strings {
      guard let earlier = first[string.table]?[string.key] else {
        first[string.table, default: [:]][string.key] = string
        continue
      }
      if let a = earlier.comment, let b = string.comment, !a.isEmpty, !b.isEmpty, a != b {
        diagnostics.append(
          CatalogDiagnostic(
            location: string.location, reason: .conflictingUse,
            message:
              "'\(string.key)' is used with two different comments: '\(a)' (\(earlier.location)) and '\(b)'"))
      }
      let placeholders = { (text: String) in FormatPlaceholder.parse(text).map(\.signature) }
      if placeholders(earlier.value) != placeholders(string.value) {
        diagnostics.append(
          CatalogDiagnostic(
            location: string.location, reason: .conflictingUse,
            message:
              "'\(string.key)' is used with two placeholder lists: '\(earlier.value)' (\(earlier.location)) and '\(string.value)'"
          ))
      }
      if earlier.comment?.isEmpty != false, let comment = string.comment, !comment.isEmpty {
        first[string.table]![string.key]!.comment = comment
      }
    }
    tables = first.mapValues { $0.values.sorted { $0.key < $1.key } }
  }

  /// The table names, sorted.
  public var tableNames: [String] { tables.keys.sorted() }

  /// The entries of a `.strings` file for `table`, sorted by key as genstrings writes them,
  /// with genstrings' comment for entries without one.
  public func stringsEntries(table: String) -> [StringsFileWriter.Entry] {
    (tables[table] ?? []).map { string in
      StringsFileWriter.Entry(
        key: string.key, value: string.value,
        comment: string.comment.flatMap { $0.isEmpty ? nil : $0 } ?? Self.noComment)
    }
  }

  /// `existing` (a String Catalog, or `nil` for a new one) with the strings of `table` merged
  /// in: new keys added (with their comment, and their value when it differs from the key),
  /// keys no longer in the code marked `"extractionState": "stale"`, keys found again no
  /// longer stale; every translation kept.
  public func mergedStringCatalog(_ existing: Data?, table: String, sourceLanguage: String = "en") throws
    -> Data
  {
    var root: [String: Any] = [
      "sourceLanguage": sourceLanguage, "strings": [String: Any](), "version": "1.0",
    ]
    if let existing {
      guard let object = try JSONSerialization.jsonObject(with: existing) as? [String: Any] else {
        throw CatalogReadError.unreadable(path: "\(table).xcstrings")
      }
      root = object
    }
    let source = root["sourceLanguage"] as? String ?? sourceLanguage
    var catalog = root["strings"] as? [String: Any] ?? [:]
    let found = tables[table] ?? []
    let foundKeys = Set(found.map(\.key))
    for string in found {
      var entry = catalog[string.key] as? [String: Any] ?? [:]
      if let comment = string.comment, !comment.isEmpty { entry["comment"] = comment }
      if entry["extractionState"] as? String == "stale" { entry["extractionState"] = nil }
      if string.value != string.key {
        var localizations = entry["localizations"] as? [String: Any] ?? [:]
        if localizations[source] == nil {
          localizations[source] = ["stringUnit": ["state": "new", "value": string.value]]
        }
        entry["localizations"] = localizations
      }
      catalog[string.key] = entry
    }
    for (key, value) in catalog where !foundKeys.contains(key) {
      var entry = value as? [String: Any] ?? [:]
      entry["extractionState"] = "stale"
      catalog[key] = entry
    }
    root["strings"] = catalog
    return try JSONSerialization.data(withJSONObject: root, options: [.prettyPrinted, .sortedKeys])
  }
}
