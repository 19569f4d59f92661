import BidiText
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
    let (root, error) = JSONScanner.scan(scalars)
    func location(_ position: JSONPosition) -> SourceLocation {
      SourceLocation(file: path, line: position.line, column: position.column)
    }
    if let error {
      diagnostics.append(CatalogDiagnostic(location: location(error.position), message: error.message))
    }
    guard let root, root.isObject else {
      if let root {
        diagnostics.append(
          CatalogDiagnostic(
            location: location(root.position), message: "a String Catalog is a JSON object"))
      }
      return CatalogFile(path: path, format: .xcstrings, tables: [], diagnostics: diagnostics)
    }
    let sourceLanguage = root["sourceLanguage"]?.stringValue
    if sourceLanguage == nil {
      diagnostics.append(
        CatalogDiagnostic(location: location(root.position), message: "missing \"sourceLanguage\""))
    }
    var languages: [String] = sourceLanguage.map { [$0] } ?? []
    var perLanguage: [String: [CatalogEntry]] = [:]
    for member in root["strings"]?.members ?? [] {
      let (key, keyLocation, value) = (member.key, location(member.keyPosition), member.value)
      let comment = value["comment"]?.stringValue
      var texts: [String: [CatalogText]] = [:]
      var states: [String: [String]] = [:]
      for (language, localization) in (value["localizations"]?.members ?? []).map({ ($0.key, $0.value) }) {
        if !languages.contains(language) { languages.append(language) }
        var collected: [CatalogText] = []
        var collectedStates: [String] = []
        collect(localization, prefix: nil, path: path, into: &collected, states: &collectedStates)
        for substitution in localization["substitutions"]?.members ?? [] {
          collect(
            substitution.value, prefix: substitution.key, path: path, into: &collected,
            states: &collectedStates)
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
    _ node: LocatedJSON, prefix: String?, path: String, into texts: inout [CatalogText],
    states: inout [String]
  ) {
    if let unit = node["stringUnit"], let value = unit["value"] {
      if let text = value.stringValue {
        let location = SourceLocation(
          file: path, line: value.position.line, column: value.position.column)
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
