import BidiLocalization
import Foundation

/// Keys missing from a language, or present only in it, across the `.lproj` folders of an
/// app: each `xx.lproj/NAME.strings` (with `NAME.stringsdict`, the same table) is compared
/// with the table's development keys in the same parent folder: those of `Base.lproj` and of
/// the development language's folder together. A key is not extra either when a file that
/// defines the table without being a catalog has it (``ReferenceTable``: a `Settings.bundle`
/// pane, an `.intentdefinition`); such files do not make keys missing, since not all their
/// strings are meant to be translated (a package name in a list of licences, an
/// enumeration's "unknown" value, which Xcode does not export).
///
/// A missing key is reported where the development table defines it (the translated file has
/// no place for it), an extra key at its own entry. Languages reserved for local use (`qqq`,
/// translators' documentation) are not compared. Time is linear in the entries of all the
/// files.
enum CompletenessCheck {
  /// A table of one language: its keys with their first locations.
  struct Table {
    var path: String
    var keys: [String: SourceLocation] = [:]
    var order: [String] = []

    mutating func add(_ key: String, at location: SourceLocation) {
      guard keys[key] == nil else { return }
      keys[key] = location
      order.append(key)
    }
  }

  static func check(
    _ files: [CatalogFile], references: [ReferenceTable] = [], developmentLanguage: String,
    report: (LintRule, SourceLocation, String, String, String?) -> Void
  ) {
    // (parent folder, table name) → language folder name → table
    var groups: [String: [String: Table]] = [:]
    var groupOrder: [String] = []
    // (parent folder, table name) → the development tables' keys
    var development: [String: Table] = [:]
    // (parent folder, table name) → the keys reference files define, and whether `A-B` compose
    var defined: [String: (keys: Set<String>, composes: Bool)] = [:]
    let developmentFolders = ["Base", developmentLanguage, LanguageTag.normalized(developmentLanguage)]
    for reference in references {
      let group = reference.folder + "/" + reference.tableName
      var entry = defined[group] ?? ([], false)
      entry.keys.formUnion(reference.keys.map(\.key))
      entry.composes = entry.composes || reference.composesKeys
      defined[group] = entry
    }
    for file in files where file.format == .strings || file.format == .stringsdict {
      let url = URL(fileURLWithPath: file.path)
      let folder = url.deletingLastPathComponent()
      guard folder.pathExtension == "lproj" else { continue }
      let group = folder.deletingLastPathComponent().path + "/" + file.tableName
      let language = folder.deletingPathExtension().lastPathComponent
      let entries = file.tables.first?.entries ?? []
      if developmentFolders.contains(language) {
        var table = development[group] ?? Table(path: file.path)
        for item in entries { table.add(item.key, at: item.location) }
        development[group] = table
        continue
      }
      if groups[group] == nil {
        groups[group] = [:]
        groupOrder.append(group)
      }
      var table = groups[group]![language] ?? Table(path: file.path)
      for item in entries { table.add(item.key, at: item.location) }
      groups[group]![language] = table
    }
    for group in groupOrder {
      let reference = development[group]
      let (definedKeys, composes) = defined[group] ?? ([], false)
      guard reference != nil || !definedKeys.isEmpty else { continue }
      func has(_ key: Substring) -> Bool {
        reference?.keys[String(key)] != nil || definedKeys.contains(String(key))
      }
      func isDefined(_ key: String) -> Bool {
        if has(key[...]) { return true }
        guard composes, let dash = key.firstIndex(of: "-") else { return false }
        return has(key[..<dash]) && has(key[key.index(after: dash)...])
      }
      for (name, table) in groups[group]!.sorted(by: { $0.key < $1.key }) {
        let language = name.replacingOccurrences(of: "_", with: "-")
        guard !CatalogLinter.isLocalUse(language) else { continue }
        for key in reference?.order ?? [] where table.keys[key] == nil {
          report(
            .missingTranslation, reference!.keys[key]!,
            "'\(key)' has no translation in \(language) (\(table.path))", key, language)
        }
        for key in table.order where !isDefined(key) {
          let source =
            reference?.path ?? references.first { $0.folder + "/" + $0.tableName == group }?.path ?? ""
          report(
            .extraKey, table.keys[key]!, "'\(key)' is not in the development language (\(source))", key,
            language)
        }
      }
    }
  }
}

extension CatalogLinter {
  /// Keys missing from a language or present only in it, across the `.strings` and
  /// `.stringsdict` files of `.lproj` folders (``LintRule/missingTranslation``,
  /// ``LintRule/extraKey``): each table is compared with the keys of the same table in
  /// `Base.lproj` and the development language's folder beside it, and those `references`
  /// define (`Settings.bundle` panes, `.intentdefinition` files). String Catalogs and gettext
  /// files are checked file by file instead (``LintRule/untranslated``).
  public func lintCompleteness(
    _ files: [CatalogFile], references: [ReferenceTable] = [], developmentLanguage: String = "en"
  ) -> [LintFinding] {
    let rules = activeRules
    var findings: [LintFinding] = []
    CompletenessCheck.check(files, references: references, developmentLanguage: developmentLanguage) {
      rule, location, message, key, language in
      guard rules.contains(rule) else { return }
      findings.append(
        LintFinding(rule: rule, location: location, message: message, key: key, language: language))
    }
    return findings
  }
}
