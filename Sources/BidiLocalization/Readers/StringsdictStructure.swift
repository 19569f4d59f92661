/// The structure Foundation expects of a `.stringsdict` entry, checked on a scan:
///
/// ```xml
/// <key>KEY</key><dict>                                   ← a dictionary
///   <key>NSStringLocalizedFormatKey</key><string>%#@files@</string>   ← required
///   <key>files</key><dict>                               ← each %#@variable@ defined, a dictionary
///     <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
///     <key>NSStringFormatValueTypeKey</key><string>d</string>
///     <key>one</key><string>…</string>                   ← CLDR categories only
///     <key>other</key><string>…</string>                 ← required
///   </dict>
/// </dict>
/// ```
///
/// Each problem is a ``CatalogDiagnostic`` of kind ``CatalogDiagnostic/Kind/pluralStructure``
/// at the key or string concerned. Time is linear in the number of scanned values.
enum StringsdictStructure {
  static let formatKey = "NSStringLocalizedFormatKey"
  static let specTypeKey = "NSStringFormatSpecTypeKey"
  static let valueTypeKey = "NSStringFormatValueTypeKey"

  static func problems(in scanner: PlistScanner, before errorLine: Int) -> [CatalogDiagnostic] {
    var problems: [CatalogDiagnostic] = []
    func report(_ location: SourceLocation, _ message: String) {
      problems.append(CatalogDiagnostic(location: location, message: message, kind: .pluralStructure))
    }
    // Values by key path, first occurrence (a repeated key is Foundation's last, but its
    // element kind rarely differs).
    // Key paths joined with U+0000 (which no key of a well-formed plist contains) hash faster
    // than arrays of strings.
    func joined(_ path: [String]) -> String { path.joined(separator: "\u{0}") }
    var element: [String: (element: String, location: SourceLocation)] = [:]
    var children: [String: [(key: String, location: SourceLocation)]] = [:]
    for value in scanner.values where value.location.line < errorLine {
      let path = joined(value.path)
      if element[path] == nil { element[path] = (value.element, value.location) }
      children[joined(Array(value.path.dropLast())), default: []].append((value.path.last!, value.location))
    }
    var strings: [String: (value: String, location: SourceLocation)] = [:]
    for record in scanner.strings where record.location.line < errorLine {
      strings[joined(record.path)] = (record.value, record.location)
    }

    for (key, keyLocation) in scanner.topLevelKeys where keyLocation.line < errorLine {
      guard let value = element[joined([key])] else { continue }
      // A plain string is a plain entry (Foundation reads it as a `.strings` value).
      if value.element == "string" { continue }
      guard value.element == "dict" else {
        report(value.location, "the value of '\(key)' is a <\(value.element)>, not a <dict> of plural rules")
        continue
      }
      guard let format = strings[joined([key, formatKey])] else {
        report(keyLocation, "'\(key)' has no \(formatKey)")
        continue
      }
      // Variables used by the format and by the forms (a form may use another variable).
      var uses: [(name: String, location: SourceLocation)] = variables(in: format.value).map {
        ($0, format.location)
      }
      for child in children[joined([key])] ?? [] where child.key != formatKey {
        for category in children[joined([key, child.key])] ?? [] {
          if let form = strings[joined([key, child.key, category.key])] {
            uses += variables(in: form.value).map { ($0, form.location) }
          }
        }
      }
      var reported: Set<String> = []
      for use in uses where element[joined([key, use.name])] == nil && reported.insert(use.name).inserted {
        report(use.location, "%#@\(use.name)@ is not defined in '\(key)': it would show as written")
      }
      for child in children[joined([key])] ?? [] where child.key != formatKey {
        let variable = child.key
        guard let kind = element[joined([key, variable])], kind.element == "dict" else {
          let kind = element[joined([key, variable])]?.element ?? "?"
          report(child.location, "the variable '\(variable)' of '\(key)' is a <\(kind)>, not a <dict>")
          continue
        }
        let keys = children[joined([key, variable])] ?? []
        let isPlural =
          strings[joined([key, variable, specTypeKey])]?.value ?? "NSStringPluralRuleType"
          == "NSStringPluralRuleType"
        for entry in keys where ![specTypeKey, valueTypeKey].contains(entry.key) {
          if PluralCategory(rawValue: entry.key) == nil {
            report(
              entry.location,
              "'\(entry.key)' in variable '\(variable)' of '\(key)' is not a plural category (zero, one, two, few, many, other)"
            )
          } else if element[joined([key, variable, entry.key])]?.element != "string" {
            report(entry.location, "the '\(entry.key)' form of '\(variable)' in '\(key)' is not a <string>")
          }
        }
        if isPlural && !keys.contains(where: { $0.key == "other" }) {
          report(
            kind.location,
            "variable '\(variable)' of '\(key)' has no 'other' form, which every count falls back to")
        }
      }
    }
    return problems.sorted { $0.location < $1.location }
  }

  /// The names of the `%#@name@` variables of a format.
  static func variables(in format: String) -> [String] {
    guard format.contains("%#@") else { return [] }
    return FormatPlaceholder.parse(format).compactMap { $0.kind == .variable ? $0.name : nil }
  }
}
