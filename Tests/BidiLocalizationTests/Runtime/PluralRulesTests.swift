import BidiLocalization
import BidiTestSupport
import Testing

@Suite("Plural rules")
struct PluralRulesTests {
  /// 0…2 000 and some large counts (millions take `many` in French, Spanish, Italian…).
  static let counts: [Int] =
    Array(0...2_000) + [10_000, 10_001, 100_000, 999_999, 1_000_000, 1_000_001, 2_000_000, 1_000_000_000]

  /// Every supported language agrees with ICU's `uplrules_select` on every count.
  @Test(arguments: PluralRules.supportedLanguages)
  func agreesWithICU(_ language: String) throws {
    let rules = PluralRules(languageIdentifier: language)
    #expect(rules.language == language)
    var seen: Set<PluralCategory> = []
    var disagreements: [String] = []
    for count in Self.counts {
      let ours = rules.category(for: count)
      seen.insert(ours)
      let icu = try #require(ICUReference.pluralCategory(language: language, Double(count)))
      if ours.rawValue != icu { disagreements.append("\(count): \(ours) vs ICU \(icu)") }
    }
    #expect(disagreements.isEmpty, "\(language): \(disagreements.prefix(5))")
    // The listed categories are exactly those that whole numbers reach.
    #expect(seen.sorted() == rules.categories, "\(language)")
  }

  @Test func regionsScriptsAndUnknownLanguages() {
    #expect(PluralRules(languageIdentifier: "ar-EG").category(for: 3) == .few)
    #expect(PluralRules(languageIdentifier: "ar_SA@calendar=islamic").language == "ar")
    #expect(PluralRules(languageIdentifier: "pt-BR").category(for: 0) == .one)
    #expect(PluralRules(languageIdentifier: "pt_PT").category(for: 0) == .other)
    #expect(PluralRules(languageIdentifier: "sr-Latn").category(for: 21) == .one)
    #expect(PluralRules(languageIdentifier: "he").category(for: -2) == .two)
    let unknown = PluralRules(languageIdentifier: "tlh")
    #expect(unknown.language == "root" && unknown.category(for: 1) == .other)
    #expect(ICUReference.pluralCategory(language: "tlh", 1) == "other")
  }

  @Test func arabicHasSixForms() {
    let arabic = PluralRules(languageIdentifier: "ar")
    #expect(
      [0, 1, 2, 3, 10, 11, 99, 100, 101, 102, 103, 111, 1_000].map { arabic.category(for: $0) }
        == [.zero, .one, .two, .few, .few, .many, .many, .other, .other, .other, .few, .many, .other])
  }
}
