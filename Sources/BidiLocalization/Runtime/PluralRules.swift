/// Which plural form a count takes in a language: the cardinal rules of the Unicode CLDR
/// (version 42, as in ICU 72), for whole numbers and decimals.
///
/// Arabic has six forms (`0` zero, `1` one, `2` two, `3…10` few, `11…99` many, `100` other),
/// Hebrew three, Persian and Urdu two; a message shown with the wrong one reads as a grammar
/// mistake. Languages outside ``supportedLanguages`` get CLDR's root rules: every count is
/// ``PluralCategory/other``.
///
/// ```swift
/// PluralRules(languageIdentifier: "ar-EG").category(for: 3)      // .few
/// PluralRules(languageIdentifier: "he").category(for: 2)         // .two
/// PluralRules(languageIdentifier: "en").category(for: 1.0)       // .one (shown as "1")
/// PluralRules(languageIdentifier: "en").category(
///   for: PluralOperands(decimal: "1.0")!)                       // .other (shown as "1.0")
/// PluralRules(languageIdentifier: "ru").category(for: 1.5)       // .other
/// ```
///
/// A negative count takes the category of its absolute value, as in CLDR. The rules are
/// CLDR 42's `plurals.xml` (UTS #35 Part 3, "Language Plural Rules"), read by ``PluralRule``.
public struct PluralRules: Sendable, Hashable {
  /// The language whose rules these are (`"ar"` for `"ar-EG"`), or `"root"`.
  public let language: String
  private let rules: [(category: PluralCategory, rule: PluralRule)]

  /// The rules for a BCP 47 language tag or POSIX locale name (`ar`, `ar-EG`, `pt_PT`,
  /// `sr-Latn`). Only the language (and, for Portuguese, the region) matters.
  public init(languageIdentifier: String) {
    let tag = LanguageTag.normalized(languageIdentifier)
    let parts = tag.split(separator: "-")
    var base = parts.first.map { String($0).lowercased() } ?? ""
    if base == "pt" && parts.dropFirst().contains(where: { $0.uppercased() == "PT" }) {
      base = "pt-PT"
    }
    guard let compiled = PluralRuleTable.compiledRules[Self.aliases[base] ?? base] else {
      language = "root"
      rules = []
      return
    }
    language = base
    rules = compiled
  }

  public static func == (lhs: PluralRules, rhs: PluralRules) -> Bool { lhs.language == rhs.language }
  public func hash(into hasher: inout Hasher) { hasher.combine(language) }

  /// Old and alternative codes with the rules of another.
  private static let aliases = ["iw": "he", "mo": "ro", "sh": "sr", "in": "id", "ji": "yi", "tl": "fil"]

  /// The languages with rules of their own (base language subtags, `pt-PT`, and the old codes
  /// `iw`, `mo`, `sh`).
  public static var supportedLanguages: [String] {
    (Array(PluralRuleTable.rules.keys) + ["iw", "mo", "sh"]).sorted()
  }

  /// The categories whole counts take in this language, in CLDR order: what a plural message
  /// must give for integer counts. Decimals may take others (Russian `other`: 1.5);
  /// ``allCategories`` lists them.
  public var categories: [PluralCategory] {
    var seen: Set<PluralCategory> = []
    for count in Array(0...200) + [1_000, 10_000, 100_000, 1_000_000, 2_000_000] {
      seen.insert(category(for: count))
    }
    return seen.sorted()
  }

  /// Every category of the language's rules, for whole numbers and decimals, with
  /// ``PluralCategory/other``: the forms Xcode asks a translator for.
  public var allCategories: [PluralCategory] {
    Set(rules.map(\.category) + [.other]).sorted()
  }

  /// The category of a whole count.
  public func category(for count: Int) -> PluralCategory {
    category(for: PluralOperands(count))
  }

  /// The category of a floating-point count as its shortest decimal form shows it (`1.5`;
  /// `2.0` counts as `2`). Pass ``PluralOperands`` to count visible zeros (`1.0`).
  public func category(for count: Double) -> PluralCategory {
    category(for: PluralOperands(count))
  }

  /// The category of a number given by its operands.
  public func category(for operands: PluralOperands) -> PluralCategory {
    rules.first { $0.rule.matches(operands) }?.category ?? .other
  }
}
