import BidiText
import Foundation

/// Reads Xcode String Catalogs (`.xcstrings`): JSON with a `sourceLanguage` and, for each key,
/// `localizations` per language holding a `stringUnit` value or `variations` (plural categories,
/// devices, nested) and `substitutions` (`%#@name@` variables with their own plural variations).
///
/// One ``StringTable`` per language appears in the file, each with every key (untranslated
/// where the key has no localization in it; see ``maximumUntranslatedEntries``). A key without
/// a localization in the source language has the key itself as its source text, as Xcode does.
/// Texts of variations are named by their path: `"one"`, `"device.iphone"`,
/// `"device.iphone.one"`; substitution texts by the variable: `"count.one"`.
enum StringCatalogReader {
  /// The most untranslated entries (a key without a localization in a language other keys
  /// have) the tables of one String Catalog hold in all. Past it, such keys are left out of
  /// the tables and one diagnostic says so, so that a small file naming many keys and many
  /// languages cannot take memory proportional to their product. Real catalogs stay below it:
  /// it is 10 000 keys untranslated in each of 100 languages.
  static let maximumUntranslatedEntries = 1_000_000

  /// - Parameter untranslatedLimit: ``maximumUntranslatedEntries``, smaller in tests.
  static func read(
    _ data: Data, path: String, untranslatedLimit: Int = maximumUntranslatedEntries
  ) -> CatalogFile {
    var diagnostics: [CatalogDiagnostic] = []
    let scalars = TextDecoding.decode([UInt8](data), path: path, diagnostics: &diagnostics)
    let (root, error) = JSONScanner.scan(scalars)
    func location(_ position: SourcePosition) -> SourceLocation {
      SourceLocation(file: path, position: position)
    }
    if let error {
      diagnostics.append(
        CatalogDiagnostic(
          location: location(error.position),
          reason: error.reason == .invalidUTF8 ? .invalidEncoding : .syntaxError, message: error.message))
    }
    guard let root, root.isObject else {
      if let root {
        diagnostics.append(
          CatalogDiagnostic(
            location: location(root.position), reason: .invalidStructure,
            message: "a String Catalog is a JSON object"))
      }
      return CatalogFile(path: path, format: .xcstrings, tables: [], diagnostics: diagnostics)
    }
    let sourceLanguage = root["sourceLanguage"]?.stringValue
    if sourceLanguage == nil {
      diagnostics.append(
        CatalogDiagnostic(
          location: location(root.position), reason: .invalidStructure, message: "missing \"sourceLanguage\"")
      )
    }
    var languages: [String] = sourceLanguage.map { [$0] } ?? []
    var knownLanguages = Set(languages)
    /// A key with its texts and states in each language it has a localization for.
    struct Key {
      var name: String
      var location: SourceLocation
      var comment: String?
      var source: [CatalogText]
      var texts: [String: [CatalogText]] = [:]
      var states: [String: [String]] = [:]
      var variables: [String: [CatalogVariable]] = [:]
      var keyFlags: [String] = []
    }
    var keys: [Key] = []
    /// For each language, the keys that have a localization in it, in order.
    var keysByLanguage: [String: [Int]] = [:]
    for member in root["strings"]?.members ?? [] {
      let (name, keyLocation, value) = (member.key, location(member.keyPosition), member.value)
      var key = Key(name: name, location: keyLocation, comment: value["comment"]?.stringValue, source: [])
      // Key-level states, flagged in every language: `stale` (gone from the code, as Xcode's
      // `extractionState`) and `shouldTranslate=false`.
      if let state = value["extractionState"]?.stringValue { key.keyFlags.append(state) }
      if case .bool(false)? = value["shouldTranslate"]?.kind { key.keyFlags.append("shouldTranslate=false") }
      for (language, localization) in (value["localizations"]?.members ?? []).map({ ($0.key, $0.value) }) {
        if knownLanguages.insert(language).inserted { languages.append(language) }
        var collected: [CatalogText] = []
        var collectedStates: [String] = []
        collect(localization, prefix: nil, path: path, into: &collected, states: &collectedStates)
        var substitutions: [CatalogVariable] = []
        for substitution in localization["substitutions"]?.members ?? [] {
          collect(
            substitution.value, prefix: substitution.key, path: path, into: &collected,
            states: &collectedStates)
          var argument: Int?
          if case .number(let number)? = substitution.value["argNum"]?.kind {
            argument = Int(exactly: number)
          }
          substitutions.append(
            CatalogVariable(
              name: substitution.key, argument: argument,
              formatSpecifier: substitution.value["formatSpecifier"]?.stringValue, isSubstitution: true))
        }
        key.texts[language] = collected
        if !substitutions.isEmpty { key.variables[language] = substitutions }
        key.states[language] = collectedStates
        if keysByLanguage[language]?.last != keys.count {
          keysByLanguage[language, default: []].append(keys.count)
        }
      }
      key.source =
        sourceLanguage.flatMap { key.texts[$0] } ?? [CatalogText(text: name, location: keyLocation)]
      keys.append(key)
    }
    // Every language has every key: one the file gives no localization for is untranslated,
    // whether the language was first seen before or after it. Once the budget of untranslated
    // entries is spent, only the keys localized in a language are visited, so that time stays
    // linear too.
    var untranslatedBudget = untranslatedLimit
    var tables: [StringTable] = []
    tables.reserveCapacity(languages.count)
    for language in languages {
      func entry(_ key: Key, _ texts: [CatalogText]) -> CatalogEntry {
        CatalogEntry(
          key: key.name, location: key.location, sourceTexts: key.source, texts: texts,
          comment: key.comment, flags: (key.states[language] ?? []) + key.keyFlags,
          variables: key.variables[language] ?? [])
      }
      if language == sourceLanguage {
        tables.append(StringTable(language: language, entries: keys.map { entry($0, $0.source) }))
        continue
      }
      let localized = keysByLanguage[language] ?? []
      var entries: [CatalogEntry] = []
      var next = 0  // the next of `localized`
      for (index, key) in keys.enumerated() {
        if next < localized.count && localized[next] == index {
          entries.append(entry(key, key.texts[language] ?? []))
          next += 1
        } else if untranslatedBudget > 0 {
          untranslatedBudget -= 1
          entries.append(entry(key, []))
        } else {
          if untranslatedBudget == 0 {
            untranslatedBudget = -1
            diagnostics.append(
              CatalogDiagnostic(
                location: key.location, reason: .limitExceeded,
                message:
                  "more than \(untranslatedLimit) untranslated entries (\(keys.count) keys in "
                  + "\(languages.count) languages): keys without a localization are left out of the "
                  + "tables from here in '\(language)' and in every language after it"))
          }
          entries += localized[next...].map { entry(keys[$0], keys[$0].texts[language] ?? []) }
          break
        }
      }
      tables.append(StringTable(language: language, entries: entries))
    }
    return CatalogFile(
      path: path, format: .xcstrings, developmentLanguage: sourceLanguage, tables: tables,
      diagnostics: diagnostics)
  }

  /// Collects the `stringUnit` values under `node` and its `variations`, depth first.
  static func collect(
    _ node: LocatedJSON, prefix: String?, path: String, into texts: inout [CatalogText],
    states: inout [String]
  ) {
    if let unit = node["stringUnit"], let value = unit["value"] {
      if let text = value.stringValue {
        let location = SourceLocation(file: path, position: value.position)
        texts.append(CatalogText(form: prefix, text: text, location: location))
      }
      if let state = unit["state"]?.stringValue, !states.contains(state) { states.append(state) }
    }
    for variation in node["variations"]?.members ?? [] {
      for child in variation.value.members {
        let form = variation.key == "plural" ? child.key : variation.key + "." + child.key
        collect(
          child.value, prefix: prefix.map { $0 + "." + form } ?? form, path: path, into: &texts,
          states: &states)
      }
    }
  }
}
