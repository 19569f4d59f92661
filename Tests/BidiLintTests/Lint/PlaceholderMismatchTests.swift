import BidiLint
import Foundation
import Testing

@testable import BidiLocalization

/// `placeholder-mismatch` on entries of real apps: the false findings of comparing plural forms
/// one by one or reading `%arg` as `%a` are gone, and the real problems are found.
@Suite struct PlaceholderMismatchTests {
  typealias Plural = RealEntries.Plural

  /// mastodon/mastodon-ios `Localization/StringsConvertor/input/Base.lproj/Localizable.stringsdict`.
  static let votes = Plural(
    key: "plural.count.vote", format: "%#@vote_count@",
    variables: [
      (
        "vote_count", "ld",
        [
          ("zero", "0 votes"), ("one", "1 vote"), ("few", "%ld votes"), ("many", "%ld votes"),
          ("other", "%ld votes"),
        ]
      )
    ])

  /// The same file's `plural.count.followed_by_and_mutual`: `names` selects nothing shown.
  static let followedBy = Plural(
    key: "plural.count.followed_by_and_mutual", format: "%#@names@%#@count_mutual@",
    variables: [
      ("names", "ld", [("other", "")]),
      (
        "count_mutual", "ld",
        [
          ("zero", "Followed by %1$@"), ("one", "Followed by %1$@, and another mutual"),
          ("few", "Followed by %1$@, and %ld mutuals"), ("other", "Followed by %1$@, and %ld mutuals"),
        ]
      ),
    ])

  static func mastodon(_ language: String, _ entries: [Plural]) -> [LintFinding] {
    RealEntries.lint(
      RealEntries.stringsdict(language, entries),
      development: RealEntries.stringsdict("Base", [votes, followedBy]), rule: .placeholderMismatch)
  }

  @Test func pluralFormsAreComparedAsAWhole() {
    // ru.lproj: every form shows the count, where English `one` writes "1 vote". Compared form
    // by form, `one` was "unexpected %ld".
    let russian = Plural(
      key: "plural.count.vote", format: "%#@vote_count@",
      variables: [
        (
          "vote_count", "ld",
          [("one", "%ld голос"), ("few", "%ld голоса"), ("many", "%ld голосов"), ("other", "%ld голоса")]
        )
      ])
    #expect(Self.mastodon("ru", [russian]).isEmpty)
    // pl.lproj: `one` writes "1 głos", and Polish `one` is 1 alone.
    let polish = Plural(
      key: "plural.count.vote", format: "%#@vote_count@",
      variables: [
        (
          "vote_count", "ld",
          [("one", "1 głos"), ("few", "%ld Głosów"), ("many", "%ld Głosów"), ("other", "%ld Głosów")]
        )
      ])
    #expect(Self.mastodon("pl", [polish]).isEmpty)
    // uk.lproj: "1 голос" where Ukrainian `one` is also 21, 31…: 21 votes read "1 голос".
    let ukrainian = Plural(
      key: "plural.count.vote", format: "%#@vote_count@",
      variables: [
        (
          "vote_count", "ld",
          [("one", "1 голос"), ("few", "%ld голоси"), ("many", "%ld голосів"), ("other", "%ld голосів")]
        )
      ])
    let found = Self.mastodon("uk", [ukrainian])
    #expect(found.count == 1 && found[0].severity == .error, "\(found)")
    #expect(
      found.first?.message.contains(
        "form one shows no count, but uk uses it for 1, 21, 31…: 21 would read '1 голос'")
        == true, "\(found)")
  }

  @Test func formsThatDropArgumentsOrShiftThem() {
    // ru.lproj: both variables kept, every form shows the name and the count.
    let russian = Plural(
      key: "plural.count.followed_by_and_mutual", format: "%#@names@%#@count_mutual@",
      variables: [
        ("names", "ld", [("one", ""), ("other", "")]),
        (
          "count_mutual", "ld",
          [
            ("one", "%1$@ и ещё %ld человек подписаны"), ("few", "%1$@ и ещё %ld человека подписаны"),
            ("other", "%1$@ и ещё %ld человека подписаны"),
          ]
        ),
      ])
    #expect(Self.mastodon("ru", [russian]).isEmpty)
    // pl.lproj: the format lost `%#@names@`, so `count_mutual` takes argument 1, the name, and
    // its `%ld` reads the name as a number; the count is never shown.
    let polish = Plural(
      key: "plural.count.followed_by_and_mutual", format: "%#@count_mutual@",
      variables: [
        ("names", "ld", [("one", ""), ("other", "")]),
        (
          "count_mutual", "ld",
          [
            ("one", "Obserwowany przez %1$@ i innego wzajemnego obserwowanego"),
            ("few", "Obserwowany przez %1$@ i %ld wzajemnie obserwowanych"),
            ("other", "Obserwowany przez %1$@ i %ld wzajemnie obserwowanych"),
          ]
        ),
      ])
    let found = Self.mastodon("pl", [polish])
    #expect(found.allSatisfy { $0.severity == .error } && !found.isEmpty)
    #expect(found.contains { $0.message.contains("drops %ld: that value is never shown") }, "\(found)")
    #expect(
      found.contains {
        $0.message.contains(
          "%ld reads argument 1 as an integer where the development text passes an object (%1$@)")
      })
  }

  @Test func emptyFormAndCountsOfZero() {
    // element-hq/element-x-ios `ElementX/Resources/Localizations/hr.lproj/Localizable.stringsdict`:
    // `few` is empty, and Croatian `few` is 2, 3, 4, 22…
    let english = RealEntries.stringsdict(
      "en",
      [
        Plural(
          key: "common_selected_count", format: "%#@COUNT@",
          variables: [("COUNT", "d", [("one", "%1$d selected"), ("other", "%1$d selected")])])
      ])
    let croatian = RealEntries.stringsdict(
      "hr",
      [
        Plural(
          key: "common_selected_count", format: "%#@COUNT@",
          variables: [("COUNT", "d", [("few", ""), ("one", "%1$d odabrano"), ("other", "%1$d odabrano")])])
      ])
    let found = RealEntries.lint(croatian, development: english, rule: .placeholderMismatch)
    #expect(
      found.count == 1 && found[0].message.contains("form few shows no count, but hr uses it for 2, 3, 4"))
    #expect(found.first?.location.line == 11)
    // mastodon/mastodon-ios fr.lproj `date.hour.left`: "1 heure restante" also shows for 0
    // (French `one` is 0 and 1): a warning, since many counts are never 0.
    let french = Plural(
      key: "date.hour.left", format: "%#@count_hour_left@",
      variables: [
        ("count_hour_left", "ld", [("one", "1 heure restante"), ("other", "%ld heures restantes")])
      ])
    let base = Plural(
      key: "date.hour.left", format: "%#@count_hour_left@",
      variables: [
        (
          "count_hour_left", "ld",
          [("zero", "0 hours left"), ("one", "1 hour left"), ("other", "%ld hours left")]
        )
      ])
    let zero = RealEntries.lint(
      RealEntries.stringsdict("fr", [french]), development: RealEntries.stringsdict("Base", [base]),
      rule: .placeholderMismatch)
    #expect(zero.map(\.severity) == [.warning] && zero[0].message.contains("0 would read '1 heure restante'"))
  }

  /// Dimillian/IceCubesApp `IceCubesApp/Resources/Localization/Localizable.xcstrings`: Xcode's
  /// substitutions write `%arg` for their argument.
  @Test func stringCatalogSubstitutions() {
    func substitution(_ argument: Int, _ one: String, _ other: String) -> String {
      """
      { "argNum" : \(argument), "formatSpecifier" : "lld", "variations" : { "plural" : {
          "one" : { "stringUnit" : { "state" : "translated", "value" : "\(one)" } },
          "other" : { "stringUnit" : { "state" : "translated", "value" : "\(other)" } } } } }
      """
    }
    let catalog = RealEntries.stringCatalog(
      """
      { "sourceLanguage" : "en", "version" : "1.0", "strings" : {
        "design.tag.n-posts-from-n-participants %lld %lld" : { "localizations" : {
          "en" : { "stringUnit" : { "state" : "translated",
                   "value" : "%#@count_posts@ posts from %#@count_participants@ participants" },
                   "substitutions" : { "count_participants" : \(substitution(2, "%arg", "%arg")),
                                       "count_posts" : \(substitution(1, "%arg", "%arg")) } },
          "es" : { "stringUnit" : { "state" : "translated", "value" : "%#@count_posts@  %#@count_participants@" },
                   "substitutions" : {
                     "count_participants" : \(substitution(2, "%arg participantes", "%arg participantes")),
                     "count_posts" : \(substitution(1, "%arg publicaciones de ", "%arg publicaciones de ")) } },
          "ru" : { "stringUnit" : { "state" : "translated", "value" : "%#@count_posts@ от %#@count_participants@" },
                   "substitutions" : {
                     "count_participants" : \(substitution(2, "одного участника", "%arg участников")),
                     "count_posts" : \(substitution(1, "%arg пост", "%arg постов")) } } } },
        "instance.list.posts-%@" : { "localizations" : {
          "en" : { "stringUnit" : { "state" : "translated", "value" : "%@ posts" } },
          "ca" : { "stringUnit" : { "state" : "translated", "value" : "% publicacions" } } } } } }
      """)
    let found = RealEntries.lint(catalog, rule: .placeholderMismatch)
    // Spanish reads `%arg` as the count: nothing to report (it was "%a", a float, before).
    #expect(!found.contains { $0.language == "es" }, "\(found)")
    // A Russian `one` without its count covers 21, 31… (this form is written for the test).
    #expect(
      found.filter { $0.language == "ru" }.map(\.message).contains {
        $0.contains("form one shows no count, but ru uses it for 1, 21, 31…")
      })
    // "% publicacions" is `% p`, a pointer conversion that takes the count's place.
    #expect(
      found.filter { $0.language == "ca" }.first?.message.contains(
        "% p reads argument 1 as a pointer where the development text passes an object (%@)") == true)
  }
}
