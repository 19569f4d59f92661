import BidiLint
import Foundation
import Testing

@testable import BidiLocalization

/// `missing-plural-category` and `plural-structure` judged by the numbers a missing form
/// changes (CLDR 42): below a million an error, exact millions or fractions a warning, and the
/// message names the numbers.
@Suite struct PluralCoverageTests {
  typealias Plural = RealEntries.Plural

  @Test func examplesOfCategories() {
    #expect(PluralRules(languageIdentifier: "uk").wholeNumbers(in: .few) == [2, 3, 4])
    #expect(
      PluralRules(languageIdentifier: "fr").wholeNumbers(in: .many) == [1_000_000, 2_000_000, 3_000_000])
    #expect(PluralRules(languageIdentifier: "pl").wholeNumbers(in: .other).isEmpty)
    #expect(PluralRules(languageIdentifier: "pl").fraction(in: .other) == "1.5")
    #expect(PluralRules(languageIdentifier: "cs").fraction(in: .many) == "1.5")
    #expect(PluralRules(languageIdentifier: "en").fraction(in: .one) == nil)
  }

  @Test func manyOfExactMillionsIsAWarning() {
    // mastodon/mastodon-ios `Localization/StringsConvertor/input/ca.lproj/Localizable.stringsdict`:
    // no `many`, which Catalan uses only for 1 000 000, 2 000 000…
    let catalan = RealEntries.stringsdict(
      "ca",
      [
        Plural(
          key: "a11y.plural.count.characters_left", format: "%#@character_count@",
          variables: [
            ("character_count", "ld", [("one", "1 caràcter restant"), ("other", "%ld caràcters restants")])
          ])
      ])
    let found = RealEntries.lint(catalan, rule: .missingPluralCategory)
    #expect(found.count == 1 && found[0].severity == .warning)
    #expect(
      found.first?.message.contains(
        "no many form, which ca uses only for exact millions (1000000) and compact numbers such as 1,2 M")
        == true)
    #expect(
      found.first?.message.hasSuffix("Foundation shows the other form there, with the same digits") == true)
  }

  @Test func categoriesOfSmallCountsAreErrors() {
    // Dimillian/IceCubesApp `Localizable.xcstrings`: Ukrainian with `one` and `other` only.
    let catalog = RealEntries.stringCatalog(
      """
      { "sourceLanguage" : "en", "version" : "1.0", "strings" : { "status.summary.n-boosts %lld" : {
        "localizations" : {
          "en" : { "variations" : { "plural" : {
            "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld boost" } },
            "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld boosts" } } } } },
          "fr" : { "variations" : { "plural" : {
            "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld boost" } },
            "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld boosts" } } } } },
          "uk" : { "variations" : { "plural" : {
            "one" : { "stringUnit" : { "state" : "needs_review", "value" : "%lld поширень" } },
            "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld поширень" } } } } } } } } }
      """)
    let found = RealEntries.lint(catalog, rule: .missingPluralCategory)
    let ukrainian = found.filter { $0.language == "uk" }
    #expect(ukrainian.count == 1 && ukrainian[0].severity == .error)
    #expect(
      ukrainian.first?.message.contains(
        "no few form, which uk uses for 2, 3, 4…; no many form, which uk uses for 0, 5, 6…: Foundation shows the other form instead"
      )
        == true, "\(ukrainian)")
    #expect(found.filter { $0.language == "fr" }.map(\.severity) == [.warning])
  }

  @Test func otherThatOnlyFractionsReach() {
    // element-hq/element-x-ios `ElementX/Resources/Localizations/pl.lproj/Localizable.stringsdict`:
    // `one`, `few` and `many` but no `other`, which Polish counts never take.
    let entry = Plural(
      key: "common_many_members", format: "%#@COUNT@",
      variables: [("COUNT", "d", [("few", "%d innych"), ("many", "%d innych"), ("one", "%d inny")])])
    let polish = RealEntries.lint(RealEntries.stringsdict("pl", [entry]))
    #expect(polish.map(\.rule) == [.pluralStructure] && polish[0].severity == .warning, "\(polish)")
    #expect(
      polish.first?.message.contains(
        "which Apple's format requires; pl gives every whole number another form (one, few, many)") == true)
    // The same forms in English: every count but 1 falls to `other`.
    let english = RealEntries.lint(RealEntries.stringsdict("en", [entry]), rule: .pluralStructure)
    #expect(english.map(\.severity) == [.error])
    #expect(english.first?.message.contains("the other form, which en uses for 0, 2, 3…") == true)
    // A fraction-valued variable does reach Polish `other` (1.5).
    var fractions = entry
    fractions.variables[0].valueType = "f"
    let fractional = RealEntries.lint(RealEntries.stringsdict("pl", [fractions]), rule: .pluralStructure)
    #expect(fractional.first?.message.contains("fractions such as 1.5") == true, "\(fractional)")
  }
}
