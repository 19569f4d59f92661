import Foundation

extension StringExtraction {
  /// `existing` (a String Catalog, or `nil` for a new one) with the strings of `table` merged
  /// in: new keys added (with their comment, and their value when it differs from the key),
  /// keys no longer in the code marked `"extractionState": "stale"` (unless marked `manual`),
  /// keys found again no longer stale; every translation kept.
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
      // Entries added by hand are not the extraction's to judge.
      if entry["extractionState"] as? String == "manual" { continue }
      entry["extractionState"] = "stale"
      catalog[key] = entry
    }
    root["strings"] = catalog
    return try JSONSerialization.data(withJSONObject: root, options: [.prettyPrinted, .sortedKeys])
  }
}
