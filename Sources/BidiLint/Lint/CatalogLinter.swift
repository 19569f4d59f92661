import BidiEngine
import BidiLocalization
import Foundation

/// Finds bidi hazards and broken translations in catalogs: placeholders at the start of
/// right-to-left text, placeholders whose values would display garbled (checked with the bidi
/// engine), placeholders that differ from the development language's, unbalanced directional
/// controls, controls in keys, legacy embeddings, missing plural forms. See ``LintRule`` and
/// the <doc:LintRules> article.
///
/// ```swift
/// let file = try CatalogFile(contentsOf: "ar.lproj/Localizable.strings")
/// let development = try CatalogFile(contentsOf: "en.lproj/Localizable.strings").tables.first
/// for finding in CatalogLinter().lint(file, development: development) {
///   print(finding)   // ar.lproj/Localizable.strings:12:9: error: … [placeholder-mismatch]
/// }
/// ```
///
/// Time is linear in the number of entries: each entry is checked on its own.
public struct CatalogLinter: Sendable {
  /// The rules to run (all by default).
  public var rules: Set<LintRule>
  /// Whether the app formats every string through `Localizer` (or BidiKit's formatter),
  /// which isolates each argument: then a right-to-left text's placeholders cannot garble
  /// their values nor set the paragraph direction, and ``LintRule/garbledPlaceholder`` and
  /// ``LintRule/placeholderAtEdge`` are not reported.
  public var formatsThroughLocalizer: Bool
  /// What placeholders hold, by key, where their context does not say
  /// (see ``PlaceholderValueKind``).
  public var placeholderValues: PlaceholderValues

  /// Creates a linter running `rules`.
  public init(
    rules: Set<LintRule> = Set(LintRule.allCases), formatsThroughLocalizer: Bool = false,
    placeholderValues: PlaceholderValues = PlaceholderValues()
  ) {
    self.rules = rules
    self.formatsThroughLocalizer = formatsThroughLocalizer
    self.placeholderValues = placeholderValues
  }

  /// The rules that run: ``rules`` without those ``formatsThroughLocalizer`` makes moot.
  var activeRules: Set<LintRule> {
    formatsThroughLocalizer ? rules.subtracting([.garbledPlaceholder, .placeholderAtEdge]) : rules
  }

  /// Lints every table of `file`.
  ///
  /// - Parameters:
  ///   - file: a parsed catalog; its `CatalogFile.diagnostics` become ``LintRule/syntax`` and
  ///     ``LintRule/pluralStructure`` findings.
  ///   - development: the development-language table to compare placeholders with, for formats
  ///     that do not carry the development text themselves (`.strings`, `.stringsdict`).
  /// - Returns: findings in file order.
  public func lint(_ file: CatalogFile, development: StringTable? = nil) -> [LintFinding] {
    var findings: [LintFinding] = []
    let rules = activeRules
    let language = file.tables.first?.language
    // A `.stringsdict` file's variables, by key and name, for its variables without `other`.
    var variables: [String: CatalogVariable] = [:]
    var examples: PluralCoverage.Examples?
    if file.diagnostics.contains(where: { $0.missingOtherForm != nil }) {
      examples = language.map { PluralCoverage.examples(language: $0) }
      for entry in file.tables.first?.entries ?? [] {
        for variable in entry.variables { variables[entry.key + "\0" + variable.name] = variable }
      }
    }
    for diagnostic in file.diagnostics {
      let rule: LintRule = diagnostic.reason == .pluralStructure ? .pluralStructure : .syntax
      guard rules.contains(rule) else { continue }
      var finding = LintFinding(rule: rule, location: diagnostic.location, message: diagnostic.message)
      if let missing = diagnostic.missingOtherForm, let examples,
        let variable = variables[missing.key + "\0" + missing.variable]
      {
        PluralCoverage.softenMissingOther(&finding, key: missing.key, rules: examples, variable: variable)
      }
      findings.append(finding)
    }
    CatalogStateCheck.check(file) { rule, location, message, key, language, severity in
      guard rules.contains(rule) else { return }
      findings.append(
        LintFinding(
          rule: rule, location: location, message: message, key: key, language: language, severity: severity))
    }
    // The development entries, by key: the given table's, or a String Catalog's source language's.
    let developmentTable =
      development
      ?? file.tables.first { file.developmentLanguage != nil && $0.language == file.developmentLanguage }
    let developmentEntries = developmentTable.map { table in
      Dictionary(table.entries.map { ($0.key, $0) }, uniquingKeysWith: { _, last in last })
    }
    for table in file.tables where !Self.isLocalUse(table.language) {
      let isDevelopmentTable = file.developmentLanguage != nil && table.language == file.developmentLanguage
      let context = EntryContext(
        format: file.format, language: table.language,
        direction: table.language.map(TextDirection.init(languageIdentifier:)),
        fileHasFormatFlags: table.entries.contains { $0.flags.contains { $0.hasSuffix("-format") } },
        isDevelopmentTable: isDevelopmentTable,
        plurals: table.language.map { PluralCoverage.examples(language: $0) },
        hasDevelopmentTable: developmentEntries != nil)
      for entry in table.entries {
        lint(entry, development: developmentEntries?[entry.key], context: context, into: &findings)
      }
    }
    // File order, stable for findings at the same place.
    return findings.enumerated().sorted {
      ($0.element.location, $0.offset) < ($1.element.location, $1.offset)
    }
    .map(\.element)
  }

  /// Whether a language code is one ISO 639-2 reserves for local use (`qaa`…`qtz`), such as
  /// translatewiki.net's `qqq` (message documentation for translators): no user reads it,
  /// so its texts are not translations to check.
  static func isLocalUse(_ language: String?) -> Bool {
    guard let base = language?.split(separator: "-").first?.lowercased(), base.count == 3 else {
      return false
    }
    return base >= "qaa" && base <= "qtz"
  }

  /// Whether the entry's texts are printf-style formats: by its gettext flags when it has
  /// them (`c-format`, `no-c-format`…); not when other entries of the file have such flags
  /// and this one has none (`msgfmt` and `msgunfmt` mark every format string, so the rest are
  /// plain text or other syntaxes such as strftime); else when some development text has a
  /// placeholder and every `%` in it starts one (or there is no development text).
  static func isFormatString(
    _ entry: CatalogEntry, developmentTexts: [CatalogText]? = nil, fileHasFormatFlags: Bool
  ) -> Bool {
    if entry.flags.contains(where: { $0.hasPrefix("no-") && $0.hasSuffix("-format") }) {
      return false
    }
    if entry.flags.contains(where: { $0.hasSuffix("-format") }) { return true }
    if fileHasFormatFlags { return false }
    let sources = developmentTexts ?? entry.sourceTexts
    guard !sources.isEmpty else { return true }
    return sources.contains { text in
      // Every `%` must start a placeholder (or be `%%`): "%H:%M" is strftime, not printf.
      let placeholders = FormatPlaceholder.parse(text.text)
      let percents = text.text.replacingOccurrences(of: "%%", with: "").filter { $0 == "%" }.count
      return !placeholders.isEmpty && placeholders.count == percents
    }
  }

  /// The development-language files for a file in an `xx.lproj` folder: the same file name
  /// in `Base.lproj` and in the development language's folder (`en.lproj`), those that
  /// exist and are not the file itself, `Base.lproj` first.
  public static func developmentPaths(for path: String, developmentLanguage: String = "en") -> [String] {
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent()
    guard folder.pathExtension == "lproj" else { return [] }
    return ["Base.lproj", developmentLanguage + ".lproj"].compactMap { name in
      let candidate = folder.deletingLastPathComponent().appendingPathComponent(name)
        .appendingPathComponent(url.lastPathComponent)
      guard candidate.standardizedFileURL.path != url.standardizedFileURL.path,
        FileManager.default.fileExists(atPath: candidate.path)
      else { return nil }
      return candidate.path
    }
  }

  /// The first of ``developmentPaths(for:developmentLanguage:)``, or `nil`.
  public static func developmentPath(for path: String, developmentLanguage: String = "en") -> String? {
    developmentPaths(for: path, developmentLanguage: developmentLanguage).first
  }

  /// The development table for a `.strings` or `.stringsdict` file in an `xx.lproj` folder:
  /// the tables of ``developmentPaths(for:developmentLanguage:)`` as one, a key of
  /// `Base.lproj` before the same key of the language's folder. `nil` when there is none.
  public static func developmentTable(for path: String, developmentLanguage: String = "en") -> StringTable? {
    var entries: [CatalogEntry] = []
    var seen: Set<String> = []
    var found = false
    for other in developmentPaths(for: path, developmentLanguage: developmentLanguage) {
      guard let file = try? CatalogFile(contentsOf: other), let table = file.tables.first else { continue }
      found = true
      entries += table.entries.filter { seen.insert($0.key).inserted }
    }
    return found ? StringTable(language: nil, entries: entries) : nil
  }
}
