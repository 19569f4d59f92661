import BidiLint
import Foundation
import Testing

@testable import BidiLocalization

/// Real problems `placeholder-mismatch` missed: translations that drop every placeholder or
/// write another syntax, broken `%` sequences as CoreFoundation reads them, and texts in
/// `needs_review` (which ship). `% @` is not one: Foundation formats it.
@Suite struct BrokenPlaceholderTests {
  @Test func translationsThatDropEveryPlaceholder() {
    // mastodon/mastodon-ios `MastodonSDK/Sources/MastodonLocalization/Resources/sl.lproj/Localizable.strings`
    // (and its Base.lproj): a `.strings` text without `%` was never compared.
    let slovenian = RealEntries.strings("sl", [("Scene.Thread.Title", "Objavil/a")])
    let base = RealEntries.strings("Base", [("Scene.Thread.Title", "Post from %@")])
    let found = RealEntries.lint(slovenian, development: base, rule: .placeholderMismatch)
    #expect(
      found.count == 1
        && found[0].message.contains(
          "drops every placeholder of the development text (%@): the value is never shown")
    )
    // jellyfin/Swiftfin `Translations/km.lproj/Localizable.strings`: `{0}` is no placeholder.
    let khmer = RealEntries.strings(
      "km", [("requireDeviceAuthForUser", "ទាមទារការផ្ទៀងផ្ទាត់ឧបករណ៍ដើម្បីចូល {0} នៅលើឧបករណ៍នេះ។")])
    let english = RealEntries.strings(
      "en", [("requireDeviceAuthForUser", "Require device authentication to sign in to %@ on this device.")])
    #expect(RealEntries.lint(khmer, development: english, rule: .placeholderMismatch).count == 1)
  }

  /// ACINQ/phoenix `phoenix-ios/phoenix-ios/Localizable.xcstrings`, Dimillian/IceCubesApp and
  /// element-hq/element-x-ios (`da.lproj/Localizable.stringsdict`) translations.
  @Test(arguments: [
    (
      "%lld payments", "%المدفوعات",
      "the % at character 1 starts no conversion ('ا' where one is expected): Foundation shows 'ا'"
    ),
    ("%1$@ ∙ to %2$@", "%1$$$@ ∙ إلى %2$$$@", "Foundation shows '1' in its place and formats no argument"),
    ("%@ posts", "% publicacions", "% p reads argument 1 as a pointer"),
    // An unnumbered conversion after numbered ones takes argument 1 again (CoreFoundation
    // numbers only the unnumbered ones in turn).
    (
      "%1$d percent of total votes", "%1$d% af de samlede stemmer",
      "% a reads argument 1 as a floating-point number where the development text passes an integer"
    ),
    // The issue's example: "% h" of "% horas" is a conversion (space flag, h, o).
    ("%lld hours", "%lld% horas", "% ho reads argument 2, which the development text does not pass"),
  ])
  func brokenPercentSequences(development: String, translation: String, message: String) throws {
    let file = RealEntries.strings("ar", [("k", translation)])
    let found = RealEntries.lint(
      file, development: RealEntries.strings("en", [("k", development)]), rule: .placeholderMismatch)
    let finding = try #require(found.first)
    #expect(found.count == 1 && finding.severity == .error)
    #expect(finding.message.contains(message), "\(finding.message)")
  }

  @Test func spaceFlagObjectIsFormatted() {
    // ACINQ/phoenix Localizable.xcstrings, cs: "% @" is `%@` with a space flag, which
    // CoreFoundation formats: the amount shows. It was "missing %@".
    let czech = RealEntries.strings(
      "cs", [("k", "Vaše peněženka je prázdná. První platba kterou dostanete musí být nejméně **% @ **.")])
    let english = RealEntries.strings(
      "en", [("k", "Your wallet is empty. The first payment you receive must be at least **%@**.")])
    #expect(RealEntries.lint(czech, development: english, rule: .placeholderMismatch).isEmpty)
    // A plain-text "100% done" is no format: nothing to compare.
    let plain = RealEntries.strings("fr", [("k", "100 % terminé")])
    #expect(RealEntries.lint(plain, development: RealEntries.strings("en", [("k", "100% done")])).isEmpty)
  }

  /// Dimillian/IceCubesApp Localizable.xcstrings: `needs_review` texts ship and are checked
  /// like the others. The broken Belarusian text is ACINQ/phoenix's Arabic one, moved here.
  @Test func needsReviewTextsAreChecked() {
    func catalog(_ value: String) -> CatalogFile {
      RealEntries.stringCatalog(
        """
        { "sourceLanguage" : "en", "version" : "1.0", "strings" : {
          "account.movedto.redirect-%@" : { "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Moved To %@" } },
            "be" : { "stringUnit" : { "state" : "needs_review", "value" : "\(value)" } } } } } }
        """)
    }
    #expect(RealEntries.lint(catalog("Moved To %@")).map(\.rule) == [.needsReview])
    let broken = RealEntries.lint(catalog("%المدفوعات"))
    #expect(Set(broken.map(\.rule)) == [.needsReview, .placeholderMismatch])
  }
}
