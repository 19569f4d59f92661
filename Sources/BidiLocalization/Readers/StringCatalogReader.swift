import Foundation

/// Reads Xcode String Catalogs (`.xcstrings`): JSON with a `sourceLanguage` and, for each key,
/// `localizations` per language holding a `stringUnit` value or `variations` (plural categories,
/// devices, nested) and `substitutions` (`%#@name@` variables with their own plural variations).
///
/// One ``StringTable`` per language appears in the file. A key without a localization in the
/// source language has the key itself as its source text, as Xcode does. Texts of variations
/// are named by their path: `"one"`, `"device.iphone"`, `"device.iphone.one"`; substitution
/// texts by the variable: `"count.one"`.
enum StringCatalogReader {
  static func read(_ data: Data, path: String) -> CatalogFile {
    var diagnostics: [CatalogDiagnostic] = []
    let scalars = TextDecoding.decode([UInt8](data), path: path, diagnostics: &diagnostics)
    var scanner = JSONScanner(cursor: ScalarCursor(scalars, path: path))
    let root = scanner.parseDocument()
    if let diagnostic = scanner.diagnostic { diagnostics.append(diagnostic) }
    guard let root, case .object = root else {
      if root != nil {
        diagnostics.append(
          CatalogDiagnostic(location: root!.location, message: "a String Catalog is a JSON object"))
      }
      return CatalogFile(path: path, format: .xcstrings, tables: [], diagnostics: diagnostics)
    }
    let sourceLanguage = root["sourceLanguage"]?.stringValue
    if sourceLanguage == nil {
      diagnostics.append(
        CatalogDiagnostic(location: root.location, message: "missing \"sourceLanguage\""))
    }
    var languages: [String] = sourceLanguage.map { [$0] } ?? []
    var perLanguage: [String: [CatalogEntry]] = [:]
    for (key, keyLocation, value) in root["strings"]?.members ?? [] {
      let comment = value["comment"]?.stringValue
      var texts: [String: [CatalogText]] = [:]
      var states: [String: [String]] = [:]
      for (language, _, localization) in value["localizations"]?.members ?? [] {
        if !languages.contains(language) { languages.append(language) }
        var collected: [CatalogText] = []
        var collectedStates: [String] = []
        collect(localization, prefix: nil, into: &collected, states: &collectedStates)
        for (name, _, substitution) in localization["substitutions"]?.members ?? [] {
          collect(substitution, prefix: name, into: &collected, states: &collectedStates)
        }
        texts[language] = collected
        states[language] = collectedStates
      }
      let source =
        sourceLanguage.flatMap { texts[$0] } ?? [CatalogText(text: key, location: keyLocation)]
      for language in languages {
        let entryTexts = language == sourceLanguage ? source : (texts[language] ?? [])
        perLanguage[language, default: []].append(
          CatalogEntry(
            key: key, location: keyLocation, sourceTexts: source, texts: entryTexts,
            comment: comment,
            flags: states[language] ?? []))
      }
    }
    // Languages first seen late also get the keys seen before them, untranslated.
    let tables = languages.map { StringTable(language: $0, entries: perLanguage[$0] ?? []) }
    return CatalogFile(
      path: path, format: .xcstrings, developmentLanguage: sourceLanguage, tables: tables,
      diagnostics: diagnostics)
  }

  /// Collects the `stringUnit` values under `node` and its `variations`, depth first.
  static func collect(
    _ node: LocatedJSON, prefix: String?, into texts: inout [CatalogText], states: inout [String]
  ) {
    if let unit = node["stringUnit"], let value = unit["value"] {
      if let text = value.stringValue {
        texts.append(CatalogText(form: prefix, text: text, location: value.location))
      }
      if let state = unit["state"]?.stringValue, !states.contains(state) { states.append(state) }
    }
    for (kind, _, cases) in node["variations"]?.members ?? [] {
      for (name, _, child) in cases.members {
        let form = kind == "plural" ? name : kind + "." + name
        collect(
          child, prefix: prefix.map { $0 + "." + form } ?? form, into: &texts, states: &states)
      }
    }
  }
}
