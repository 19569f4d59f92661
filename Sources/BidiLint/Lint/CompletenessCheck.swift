import BidiLocalization
import Foundation

/// Keys missing from a language, or present only in it, across the `.lproj` folders of an
/// app: each `xx.lproj/NAME.strings` (with `NAME.stringsdict`, the same table) is compared
/// with the development language's table of the same name in the same parent folder
/// (`Base.lproj`, else the development language's folder).
///
/// A missing key is reported at the development entry (the translated file has no place for
/// it), an extra key at its own entry. Time is linear in the entries of all the files.
enum CompletenessCheck {
  /// A table of one language: its keys with their first locations.
  struct Table {
    var path: String
    var keys: [String: SourceLocation] = [:]
    var order: [String] = []
  }

  static func check(
    _ files: [CatalogFile], developmentLanguage: String,
    report: (LintRule, SourceLocation, String, String, String?) -> Void
  ) {
    // (parent folder, table name) → language folder name → table
    var groups: [String: [String: Table]] = [:]
    var groupOrder: [String] = []
    for file in files where file.format == .strings || file.format == .stringsdict {
      let url = URL(fileURLWithPath: file.path)
      let folder = url.deletingLastPathComponent()
      guard folder.pathExtension == "lproj" else { continue }
      let group = folder.deletingLastPathComponent().path + "/" + file.tableName
      let language = folder.deletingPathExtension().lastPathComponent
      if groups[group] == nil {
        groups[group] = [:]
        groupOrder.append(group)
      }
      var table = groups[group]![language] ?? Table(path: file.path)
      for entry in file.tables.first?.entries ?? [] where table.keys[entry.key] == nil {
        table.keys[entry.key] = entry.location
        table.order.append(entry.key)
      }
      groups[group]![language] = table
    }
    let developmentFolders = ["Base", developmentLanguage, LanguageTag.normalized(developmentLanguage)]
    for group in groupOrder {
      let languages = groups[group]!
      guard let developmentName = developmentFolders.first(where: { languages[$0] != nil }),
        let development = languages[developmentName]
      else { continue }
      for (name, table) in languages.sorted(by: { $0.key < $1.key })
      where !developmentFolders.contains(name) {
        let language = name.replacingOccurrences(of: "_", with: "-")
        for key in development.order where table.keys[key] == nil {
          report(
            .missingTranslation, development.keys[key]!,
            "'\(key)' has no translation in \(language) (\(table.path))", key, language)
        }
        for key in table.order where development.keys[key] == nil {
          report(
            .extraKey, table.keys[key]!,
            "'\(key)' is not in the development language (\(development.path))", key, language)
        }
      }
    }
  }
}

extension CatalogLinter {
  /// Keys missing from a language or present only in it, across the `.strings` and
  /// `.stringsdict` files of `.lproj` folders (``LintRule/missingTranslation``,
  /// ``LintRule/extraKey``): each table is compared with the same table in `Base.lproj` or
  /// the development language's folder beside it. String Catalogs and gettext files are
  /// checked file by file instead (``LintRule/untranslated``).
  public func lintCompleteness(_ files: [CatalogFile], developmentLanguage: String = "en") -> [LintFinding] {
    let rules = activeRules
    var findings: [LintFinding] = []
    CompletenessCheck.check(files, developmentLanguage: developmentLanguage) {
      rule, location, message, key, language in
      guard rules.contains(rule) else { return }
      findings.append(
        LintFinding(rule: rule, location: location, message: message, key: key, language: language))
    }
    return findings
  }
}
