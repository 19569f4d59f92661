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
/// Each problem is a ``CatalogDiagnostic`` with reason ``CatalogDiagnostic/Reason/pluralStructure``
/// at the key or string concerned. Time is linear in the number of scanned values.
enum StringsdictStructure {
  static let formatKey = "NSStringLocalizedFormatKey"
  static let specTypeKey = "NSStringFormatSpecTypeKey"
  static let valueTypeKey = "NSStringFormatValueTypeKey"

  typealias Value = (path: [String], element: String, location: SourceLocation)

  /// The values and strings of one top-level entry, looked up by key path: by a scan when the
  /// entry is small (as real entries are), through dictionaries when it is large, so that time
  /// stays linear in the file without hashing every path of every entry.
  struct EntryIndex {
    let values: ArraySlice<Value>
    let strings: ArraySlice<PlistScanner.Record>
    private var elementTable: [[String]: Value]?
    private var stringTable: [[String]: PlistScanner.Record]?
    private var childTable: [[String]: [(key: String, location: SourceLocation)]]?

    init(values: ArraySlice<Value>, strings: ArraySlice<PlistScanner.Record>) {
      self.values = values
      self.strings = strings
      guard values.count + strings.count > 64 else { return }
      var elements: [[String]: Value] = [:]
      var children: [[String]: [(key: String, location: SourceLocation)]] = [:]
      for value in values {
        if elements[value.path] == nil { elements[value.path] = value }
        children[Array(value.path.dropLast()), default: []].append((value.path.last!, value.location))
      }
      var table: [[String]: PlistScanner.Record] = [:]
      for record in strings { table[record.path] = record }
      (elementTable, childTable, stringTable) = (elements, children, table)
    }

    /// The first value at `path`.
    func element(_ path: [String]) -> Value? {
      if let elementTable { return elementTable[path] }
      return values.first { $0.path == path }
    }

    /// The keys under `path`, in order, with where their values start.
    func children(_ path: [String]) -> [(key: String, location: SourceLocation)] {
      if let childTable { return childTable[path] ?? [] }
      return values.filter { $0.path.count == path.count + 1 && $0.path.starts(with: path) }.map {
        ($0.path.last!, $0.location)
      }
    }

    /// The last string at `path` (Foundation keeps the last of repeated keys).
    func string(_ path: [String]) -> PlistScanner.Record? {
      if let stringTable { return stringTable[path] }
      return strings.last { $0.path == path }
    }
  }

  static func problems(in scanner: PlistScanner, before errorLine: Int) -> [CatalogDiagnostic] {
    var problems: [CatalogDiagnostic] = []
    func report(_ location: SourceLocation, _ message: String) {
      problems.append(CatalogDiagnostic(location: location, reason: .pluralStructure, message: message))
    }
    func missingOther(_ key: String, _ variable: String) {
      problems[problems.count - 1].missingOtherForm = (key, variable)
    }
    // Values and strings come in document order, each entry's together: an entry starts at
    // a value whose path is its key alone.
    let values = scanner.values.prefix { $0.location.line < errorLine }
    let strings = scanner.strings.prefix { $0.location.line < errorLine }
    let starts = values.indices.filter { values[$0].path.count == 1 }
    var stringCursor = strings.startIndex
    var keyCursor = 0
    let keys = scanner.topLevelKeys
    for (n, start) in starts.enumerated() {
      let end = n + 1 < starts.count ? starts[n + 1] : values.endIndex
      let key = values[start].path[0]
      let limit = end < values.endIndex ? values[end].location : nil
      let firstString = stringCursor
      while stringCursor < strings.endIndex,
        limit.map({
          (strings[stringCursor].location.line, strings[stringCursor].location.column) < ($0.line, $0.column)
        })
          ?? true
      {
        stringCursor += 1
      }
      while keyCursor < keys.count && keys[keyCursor].0 != key { keyCursor += 1 }
      let keyLocation = keyCursor < keys.count ? keys[keyCursor].1 : values[start].location
      if keyCursor < keys.count { keyCursor += 1 }
      check(
        key, at: keyLocation,
        EntryIndex(values: values[start..<end], strings: strings[firstString..<stringCursor]),
        report: report, missingOther: missingOther)
    }
    return problems.sorted { $0.location < $1.location }
  }

  private static func check(
    _ key: String, at keyLocation: SourceLocation, _ index: EntryIndex,
    report: (SourceLocation, String) -> Void, missingOther: (String, String) -> Void
  ) {
    guard let value = index.element([key]) else { return }
    // A plain string is a plain entry (Foundation reads it as a `.strings` value).
    if value.element == "string" { return }
    guard value.element == "dict" else {
      report(value.location, "the value of '\(key)' is a <\(value.element)>, not a <dict> of plural rules")
      return
    }
    guard let format = index.string([key, formatKey]) else {
      report(keyLocation, "'\(key)' has no \(formatKey)")
      return
    }
    // Variables used by the format and by the forms (a form may use another variable).
    var uses: [(name: String, location: SourceLocation)] = variables(in: format.value).map {
      ($0, format.location)
    }
    let variablesOfEntry = index.children([key]).filter { $0.key != formatKey }
    for child in variablesOfEntry {
      for category in index.children([key, child.key]) {
        if let form = index.string([key, child.key, category.key]) {
          uses += variables(in: form.value).map { ($0, form.location) }
        }
      }
    }
    var reported: Set<String> = []
    for use in uses where index.element([key, use.name]) == nil && reported.insert(use.name).inserted {
      report(use.location, "%#@\(use.name)@ is not defined in '\(key)': it would show as written")
    }
    for child in variablesOfEntry {
      let variable = child.key
      guard let kind = index.element([key, variable]), kind.element == "dict" else {
        let kind = index.element([key, variable])?.element ?? "?"
        report(child.location, "the variable '\(variable)' of '\(key)' is a <\(kind)>, not a <dict>")
        continue
      }
      let keys = index.children([key, variable])
      let isPlural =
        index.string([key, variable, specTypeKey])?.value ?? "NSStringPluralRuleType"
        == "NSStringPluralRuleType"
      for entry in keys where ![specTypeKey, valueTypeKey].contains(entry.key) {
        if PluralCategory(rawValue: entry.key) == nil {
          report(
            entry.location,
            "'\(entry.key)' in variable '\(variable)' of '\(key)' is not a plural category (zero, one, two, few, many, other)"
          )
        } else if index.element([key, variable, entry.key])?.element != "string" {
          report(entry.location, "the '\(entry.key)' form of '\(variable)' in '\(key)' is not a <string>")
        }
      }
      if isPlural && !keys.contains(where: { $0.key == "other" }) {
        report(
          kind.location,
          "variable '\(variable)' of '\(key)' has no 'other' form, which every count falls back to")
        missingOther(key, variable)
      }
    }
  }

  /// The names of the `%#@name@` variables of a format.
  static func variables(in format: String) -> [String] {
    guard format.contains("%#@") else { return [] }
    return FormatPlaceholder.parse(format).compactMap { $0.kind == .variable ? $0.name : nil }
  }
}
