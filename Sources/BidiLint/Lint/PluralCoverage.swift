import BidiLocalization
import Foundation

/// Which numbers a missing plural form changes, by CLDR's rules for the language (as
/// ``PluralRules`` has them), and so how serious it is:
/// - a category whole numbers below a million take (Ukrainian `few`: 2, 3, 4, 22…) shows the
///   `other` form's words for them: an error;
/// - a category only exact millions take (French, Spanish, Italian, Portuguese, Catalan
///   `many` since CLDR 38: 1 000 000, and compact numbers such as "1,2 M") shows the `other`
///   form there, with the same digits: a warning;
/// - a category only fractions take (Polish `other`: 1.5) matters only to a fraction-valued
///   variable (a warning then), not to a count.
enum PluralCoverage {
  /// Whole numbers from this one on are "a million and more".
  static let million = 1_000_000

  /// The ``Examples`` of the language with this identifier (`ar`, `uk`, `pt-PT`), found once
  /// per process and language: each search tries a thousand numbers, and a run lints many
  /// tables of few languages.
  static func examples(language: String) -> Examples {
    ExampleCache.shared.examples(language: language)
  }

  /// The examples found so far, by the language of the rules (so at most one per language
  /// CLDR has rules for, and `root`, whatever identifiers the files give); linters run on
  /// several threads.
  private final class ExampleCache: @unchecked Sendable {
    static let shared = ExampleCache()
    private let lock = NSLock()
    private var byLanguage: [String: Examples] = [:]

    func examples(language: String) -> Examples {
      let rules = PluralRules(languageIdentifier: language)
      if let known = lock.withLock({ byLanguage[rules.language] }) { return known }
      let found = Examples(rules)
      lock.withLock { byLanguage[rules.language] = found }
      return found
    }
  }

  /// A language's rules with the first whole numbers (up to four) and a fraction of each
  /// category (see ``examples(language:)``).
  struct Examples: Sendable {
    let rules: PluralRules
    private let wholes: [PluralCategory: [Int]]
    private let fractions: [PluralCategory: String]

    init(_ rules: PluralRules) {
      self.rules = rules
      var wholes: [PluralCategory: [Int]] = [:]
      var fractions: [PluralCategory: String] = [:]
      for category in PluralCategory.allCases {
        wholes[category] = rules.wholeNumbers(in: category, limit: 4)
        fractions[category] = rules.fraction(in: category)
      }
      (self.wholes, self.fractions) = (wholes, fractions)
    }

    /// The language's name in messages.
    var language: String { rules.language }
    /// Up to four of the smallest whole numbers that take `category`.
    func wholeNumbers(in category: PluralCategory) -> [Int] { wholes[category] ?? [] }
    /// A fraction that takes `category`, if any.
    func fraction(in category: PluralCategory) -> String? { fractions[category] }
  }

  /// What a missing `category` changes in the language of `rules` for a variable that takes
  /// fractions (`decimals`) or not: a clause naming the numbers ("few form, which uk uses for
  /// 2, 3, 4…") and the severity, or `nil` when no value the variable takes is in it.
  static func gap(
    _ category: PluralCategory, rules: Examples, decimals: Bool
  ) -> (clause: String, severity: LintSeverity)? {
    let language = rules.language
    let wholes = Array(rules.wholeNumbers(in: category).prefix(3))
    if let first = wholes.first {
      if first < million {
        return (
          "\(category.rawValue) form, which \(language) uses for \(wholes.map(String.init).joined(separator: ", "))…",
          .error
        )
      }
      return (
        "\(category.rawValue) form, which \(language) uses only for exact millions (\(first)) and compact numbers such as 1,2 M",
        .warning
      )
    }
    guard decimals, let fraction = rules.fraction(in: category) else { return nil }
    return ("\(category.rawValue) form, which \(language) uses for fractions such as \(fraction)", .warning)
  }

  /// Whether a conversion (`"lld"`, `".1f"`, `"@"`) takes a fraction.
  static func takesFractions(_ specifier: String?) -> Bool {
    guard let last = specifier?.last else { return false }
    return "fFeEgGaA".contains(last)
  }

  /// A `.stringsdict` variable without an `other` form (a ``LintRule/pluralStructure``
  /// finding): said with the numbers that fall to `other` in `language`, and a warning when
  /// none of the values the variable takes does (Polish counts all take `one`, `few` or
  /// `many`).
  static func softenMissingOther(
    _ finding: inout LintFinding, key: String, rules: Examples, variable: CatalogVariable
  ) {
    guard rules.language != "root" else { return }
    let start = "variable '\(variable.name)' of '\(key)' has no 'other' form"
    if let gap = gap(.other, rules: rules, decimals: takesFractions(variable.formatSpecifier)) {
      finding.message = start + ", the \(gap.clause)"
      finding.defaultSeverity = max(gap.severity, .warning)
    } else {
      let others = rules.rules.allCategories.filter { $0 != .other && !rules.wholeNumbers(in: $0).isEmpty }
      finding.message =
        start + ", which Apple's format requires; \(rules.language) gives every whole number another form ("
        + others.map(\.rawValue).joined(separator: ", ") + "), so only a fraction would find none"
      finding.defaultSeverity = .warning
    }
  }
}
