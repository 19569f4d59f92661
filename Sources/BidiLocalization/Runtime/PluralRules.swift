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

  /// The smallest whole counts that take `category`, at most `limit` of them, found among
  /// 0…1 000, the powers of ten and the exact millions up to ten million: `[2, 3, 4]` for
  /// Ukrainian `few`, `[1000000, 2000000, 3000000]` for French `many` (CLDR 38+: exact
  /// millions and compact forms), `[]` for Polish `other`, which only fractions take.
  public func wholeNumbers(in category: PluralCategory, limit: Int = 3) -> [Int] {
    let candidates = Array(0...1_000) + [10_000, 100_000] + (1...10).map { $0 * 1_000_000 }
    var found: [Int] = []
    for count in candidates where self.category(for: count) == category {
      found.append(count)
      if found.count == limit { break }
    }
    return found
  }

  /// A fraction with one decimal digit (1.5, 0.5, 2.5, then 0.1…9.9) that takes `category`,
  /// or `nil`: 1.5 for Polish `other` and Czech `many`.
  public func fraction(in category: PluralCategory) -> String? {
    let tenths = [15, 5, 25] + (1..<100).filter { $0 % 10 != 0 }
    return tenths.lazy.map { "\($0 / 10).\($0 % 10)" }.first { text in
      PluralOperands(decimal: text).map { self.category(for: $0) == category } ?? false
    }
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
