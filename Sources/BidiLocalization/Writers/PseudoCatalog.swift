import Foundation

/// A whole catalog file put into a pseudo-language, in the file's own format: what
/// `bidi pseudo` writes.
///
/// - `.strings` (old-style): every value transformed, comments kept, written in UTF-8.
/// - `.strings` and `.stringsdict` property lists (XML or binary): every string of the tree
///   transformed except `NSStringFormatSpecTypeKey` and `NSStringFormatValueTypeKey` values,
///   written as an XML property list.
/// - `.xcstrings`: a localization in the pseudo-language added to every key, made from the
///   source language's (plural and device variations and substitutions included), state
///   `translated`; other localizations kept.
/// - `.po`/`.pot`: a catalog in the pseudo-language, every `msgstr` made from its `msgid`
///   (`msgstr[0]`/`[1]` from `msgid`/`msgid_plural`, `Plural-Forms` English's).
///
/// Placeholders and format specifiers are never altered (see ``PseudoLanguage``).
public enum PseudoCatalog {
  /// Why a file cannot be put into a pseudo-language.
  public struct Failure: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong.
    public var message: String
    /// The message.
    public var description: String { message }
  }

  /// The bytes of `data` (a catalog of `format` read from `path`) in the pseudo-language.
  public static func transform(
    _ data: Data, path: String, format: CatalogFormat, style: PseudoLanguage.Style
  ) throws(Failure) -> Data {
    switch format {
    case .stringsdict:
      return try propertyList(data, style: style)
    case .strings where PropertyListDocument.looksLikePropertyList(data):
      return try propertyList(data, style: style)
    case .strings:
      let file = CatalogFile(data: data, path: path, format: .strings)
      if let problem = file.diagnostics.first { throw Failure(message: problem.description) }
      let entries = (file.tables.first?.entries ?? []).map { entry in
        StringsFileWriter.Entry(
          key: entry.key, value: PseudoLanguage.transform(entry.value ?? "", style), comment: entry.comment)
      }
      return StringsFileWriter.data(entries, encoding: .utf8)
    case .xcstrings:
      return try stringCatalog(data, style: style)
    case .po:
      let file = CatalogFile(data: data, path: path, format: .po)
      if let problem = file.diagnostics.first { throw Failure(message: problem.description) }
      return Data(GettextWriter.pseudo(file.tables.first?.entries ?? [], style: style).utf8)
    }
  }

  private static let keptKeys: Set<String> = ["NSStringFormatSpecTypeKey", "NSStringFormatValueTypeKey"]

  private static func propertyList(_ data: Data, style: PseudoLanguage.Style) throws(Failure) -> Data {
    guard let root = try? PropertyListSerialization.propertyList(from: data, format: nil) else {
      throw Failure(message: "not a property list")
    }
    let transformed = transformTree(root, style: style)
    do {
      return try PropertyListSerialization.data(fromPropertyList: transformed, format: .xml, options: 0)
    } catch {
      throw Failure(message: "cannot write the property list: \(error)")
    }
  }

  /// `value` with every string transformed, keys and the kept values aside. Catalogs nest a
  /// few levels; the recursion stops at 64, and what is nested deeper is left as it is.
  private static func transformTree(
    _ value: Any, style: PseudoLanguage.Style, depth: Int = 0, key: String? = nil
  )
    -> Any
  {
    guard depth < 64 else { return value }
    if let text = value as? String {
      return key.map(keptKeys.contains) == true ? text : PseudoLanguage.transform(text, style)
    }
    if let dictionary = value as? [String: Any] {
      var result: [String: Any] = [:]
      for (name, item) in dictionary {
        result[name] = transformTree(item, style: style, depth: depth + 1, key: name)
      }
      return result
    }
    if let array = value as? [Any] {
      return array.map { transformTree($0, style: style, depth: depth + 1) }
    }
    return value
  }

  private static func stringCatalog(_ data: Data, style: PseudoLanguage.Style) throws(Failure) -> Data {
    guard var root = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
      let source = root["sourceLanguage"] as? String
    else { throw Failure(message: "not a String Catalog (a JSON object with sourceLanguage)") }
    var strings = root["strings"] as? [String: Any] ?? [:]
    for (key, value) in strings {
      var entry = value as? [String: Any] ?? [:]
      if entry["shouldTranslate"] as? Bool == false { continue }
      var localizations = entry["localizations"] as? [String: Any] ?? [:]
      let base = localizations[source] ?? ["stringUnit": ["state": "translated", "value": key]]
      localizations[style.tag] = catalogTree(base, style: style)
      entry["localizations"] = localizations
      strings[key] = entry
    }
    root["strings"] = strings
    do {
      return try JSONSerialization.data(withJSONObject: root, options: [.prettyPrinted, .sortedKeys])
    } catch {
      throw Failure(message: "cannot write the String Catalog: \(error)")
    }
  }

  /// A localization tree with every `stringUnit` value transformed and marked translated.
  private static func catalogTree(_ value: Any, style: PseudoLanguage.Style, depth: Int = 0) -> Any {
    guard depth < 64, var object = value as? [String: Any] else { return value }
    if var unit = object["stringUnit"] as? [String: Any], let text = unit["value"] as? String {
      unit["value"] = PseudoLanguage.transform(text, style)
      unit["state"] = "translated"
      object["stringUnit"] = unit
    }
    for (name, item) in object where name != "stringUnit" {
      object[name] = catalogTree(item, style: style, depth: depth + 1)
    }
    return object
  }
}
