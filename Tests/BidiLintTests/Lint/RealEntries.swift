import BidiLint
import Foundation

@testable import BidiLocalization

/// Catalogs built from entries of real apps' catalogs (each test names the repository and the
/// file an entry comes from), minimized to what a rule needs, and linted as `bidi lint` does.
enum RealEntries {
  /// One `.stringsdict` entry: its format and each variable's value type and forms.
  struct Plural {
    var key: String
    var format: String
    var variables: [(name: String, valueType: String, forms: [(category: String, text: String)])]
  }

  /// A `.stringsdict` file of `entries` in `xx.lproj` (`Base.lproj` for `language` "Base").
  static func stringsdict(_ language: String, _ entries: [Plural]) -> CatalogFile {
    func escape(_ text: String) -> String {
      text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
    }
    var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n"
    for entry in entries {
      xml += "<key>\(escape(entry.key))</key>\n<dict>\n"
      xml += "<key>NSStringLocalizedFormatKey</key><string>\(escape(entry.format))</string>\n"
      for variable in entry.variables {
        xml += "<key>\(variable.name)</key>\n<dict>\n"
        xml += "<key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>\n"
        xml += "<key>NSStringFormatValueTypeKey</key><string>\(variable.valueType)</string>\n"
        for (category, text) in variable.forms {
          xml += "<key>\(category)</key><string>\(escape(text))</string>\n"
        }
        xml += "</dict>\n"
      }
      xml += "</dict>\n"
    }
    xml += "</dict>\n</plist>\n"
    return CatalogFile(
      data: Data(xml.utf8), path: "\(language).lproj/Localizable.stringsdict", format: .stringsdict)
  }

  /// A `.strings` file of `pairs` in `xx.lproj`.
  static func strings(_ language: String, _ pairs: [(String, String)], table: String = "Localizable")
    -> CatalogFile
  {
    let text = pairs.map { key, value in
      "\"\(key)\" = \"\(value.replacingOccurrences(of: "\"", with: "\\\""))\";"
    }.joined(separator: "\n")
    return CatalogFile(data: Data(text.utf8), path: "\(language).lproj/\(table).strings", format: .strings)
  }

  /// A String Catalog from its JSON.
  static func stringCatalog(_ json: String) -> CatalogFile {
    CatalogFile(data: Data(json.utf8), path: "Localizable.xcstrings", format: .xcstrings)
  }

  /// The findings of `file` against the development `development`, of `rule` when given.
  static func lint(
    _ file: CatalogFile, development: CatalogFile? = nil, rule: LintRule? = nil,
    linter: CatalogLinter = CatalogLinter()
  ) -> [LintFinding] {
    let findings = linter.lint(file, development: development?.tables.first)
    return rule.map { rule in findings.filter { $0.rule == rule } } ?? findings
  }
}
