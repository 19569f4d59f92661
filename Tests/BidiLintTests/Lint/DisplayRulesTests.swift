import BidiLint
import Foundation
import Testing

@testable import BidiLocalization

/// `placeholder-at-edge` and `garbled-placeholder` on entries of real apps: numbers and values
/// at the end cannot set a paragraph's direction, the kind of value tried is the one the
/// placeholder holds, and texts no one sees are not checked for display.
@Suite struct DisplayRulesTests {
  typealias Plural = RealEntries.Plural

  @Test func numbersAndEndsCannotSetTheDirection() {
    // mastodon/mastodon-ios `MastodonSDK/Sources/MastodonLocalization/Resources/ckb.lproj/Localizable.stringsdict`:
    // the message starts with the count, whose digits are weak. It was a finding.
    let kurdish = RealEntries.stringsdict(
      "ckb",
      [
        Plural(
          key: "plural.count.follower", format: "%#@count_follower@",
          variables: [("count_follower", "ld", [("one", "%ld شوێنکەوتوو"), ("other", "%ld شوێنکەوتوو")])])
      ])
    #expect(RealEntries.lint(kurdish, rule: .placeholderAtEdge).isEmpty)
    // element-hq/element-x-ios `ElementX/Resources/Localizations/fa.lproj/Localizable.strings`:
    // a topic at the end does not set the direction (it was a finding); a user's name at the
    // start does.
    let persian = RealEntries.strings(
      "fa",
      [
        ("state_event_room_topic_changed_by_you", "موضوع را تغییر دادید: %1$@"),
        ("state_event_promoted_to_administrator", "%1$@ به مدیر ارتقا یافت"),
      ])
    let english = RealEntries.strings(
      "en",
      [
        ("state_event_room_topic_changed_by_you", "You changed the topic to: %1$@"),
        ("state_event_promoted_to_administrator", "%1$@ was promoted to admin"),
      ])
    let found = RealEntries.lint(persian, development: english, rule: .placeholderAtEdge)
    #expect(found.map(\.key) == ["state_event_promoted_to_administrator"] && found[0].severity == .warning)
    #expect(found.first?.message.contains("a left-to-right value there (a word or name)") == true)
  }

  @Test func countsAndTimesInferredFromTheirWords() {
    // mastodon/mastodon-ios ar.lproj "%@ people are talking", ACINQ/phoenix "%@:%@ minutes":
    // numbers, whose digits cannot set the direction.
    let arabic = RealEntries.strings(
      "ar", [("Scene.Search.Recommend.HashTag.PeopleTalking", "%@ أشخاص يتحدَّثوا"), ("t", "%@ : %@ دقيقة")])
    let english = RealEntries.strings(
      "en",
      [("Scene.Search.Recommend.HashTag.PeopleTalking", "%@ people are talking"), ("t", "%@:%@ minutes")])
    #expect(RealEntries.lint(arabic, development: english).isEmpty)
    #expect(RealEntries.lint(arabic).map(\.rule) == [.placeholderAtEdge, .placeholderAtEdge])
  }

  @Test func configuredLocalizedValuesAreNotAtTheEdge() {
    // element-hq/element-x-ios ur.lproj: the placeholder holds "5 از 5", the translation of
    // `screen_room_pinned_banner_indicator`: the finding is false, and the configuration says so.
    let urdu = RealEntries.strings(
      "ur", [("screen_room_pinned_banner_indicator_description", "%1$@ مثبتہ پیغامات")])
    let english = RealEntries.strings(
      "en", [("screen_room_pinned_banner_indicator_description", "%1$@ Pinned messages")])
    #expect(RealEntries.lint(urdu, development: english, rule: .placeholderAtEdge).count == 1)
    for kinds in [[PlaceholderValueKind.localized], [.number], []] {
      let linter = CatalogLinter(
        placeholderValues: PlaceholderValues([.init(keys: [PathGlob("screen_room_pinned_*")], kinds: kinds)]))
      #expect(RealEntries.lint(urdu, development: english, linter: linter).isEmpty, "\(kinds)")
    }
  }

  @Test func placeholderInsideAPluralMessage() {
    // mastodon/mastodon-ios `Localization/StringsConvertor/Intents/input/ar.lproj/Intents.stringsdict`:
    // the form's count is inside the sentence, not at its start.
    let arabic = RealEntries.stringsdict(
      "ar",
      [
        Plural(
          key: "There are ${count} options matching ‘${visibility}’.",
          format: "هُناك %#@count_option@ تتطابق مَعَ '${visibility}'.",
          variables: [("count_option", "ld", [("few", "%ld خيارات"), ("other", "%ld خيار")])])
      ])
    #expect(RealEntries.lint(arabic, rule: .placeholderAtEdge).isEmpty)
  }

  @Test func valueKindsTried() {
    // mastodon/mastodon-ios ar.lproj/Localizable.strings: a user's display name was tried as a
    // phone number ("+1 408-555-1212 displays as 1212-555-408 1+"); nothing says it is one.
    let mastodon = RealEntries.strings(
      "ar",
      [
        ("Scene.Profile.RelationshipActionAlert.ConfirmMuteUser.Message", "تأكيدُ كَتم %@"),
        ("Common.Controls.Status.MetaEntity.Mention", "إظهار المِلف التعريفي: %@"),
      ])
    let base = RealEntries.strings(
      "Base",
      [
        ("Scene.Profile.RelationshipActionAlert.ConfirmMuteUser.Message", "Confirm to mute %@"),
        ("Common.Controls.Status.MetaEntity.Mention", "Show Profile: %@"),
      ])
    #expect(RealEntries.lint(mastodon, development: base, rule: .garbledPlaceholder).isEmpty)
    // Said by the configuration: a mention is "@user@server", which garbles.
    let mentions = CatalogLinter(
      placeholderValues: PlaceholderValues([.init(keys: [PathGlob("*.MetaEntity.Mention")], kinds: [.handle])]
      ))
    let mention = RealEntries.lint(mastodon, development: base, rule: .garbledPlaceholder, linter: mentions)
    #expect(mention.map(\.key) == ["Common.Controls.Status.MetaEntity.Mention"])
    #expect(
      mention.first?.message.contains(
        "%@ with a handle ('@alice@example.social') displays as 'alice@example.social@'") == true)
    #expect(mention.first?.message.contains("(handle tried: placeholderValues in the configuration)") == true)
    // ACINQ/phoenix Localizable.xcstrings: "%@ milliseconds" holds a number; "Path: %@" a path
    // (a key path such as m/84'/0'/0', which garbles too).
    let phoenix = RealEntries.stringCatalog(
      """
      { "sourceLanguage" : "en", "version" : "1.0", "strings" : {
        "%@ milliseconds" : { "localizations" : {
          "ar" : { "stringUnit" : { "state" : "translated", "value" : "%@ أجزاء من الثانية" } } } },
        "Path: %@" : { "localizations" : {
          "ar" : { "stringUnit" : { "state" : "translated", "value" : "المسار: %@" } } } } } }
      """)
    let all = RealEntries.lint(phoenix)
    #expect(all.map(\.rule) == [.garbledPlaceholder] && all.first?.key == "Path: %@", "\(all)")
    #expect(all.first?.message.contains("(path tried: 'path' next to it in the development text)") == true)
    // A literal `@` before the placeholder shows as part of a handle (written for the test).
    let handle = RealEntries.strings("ar", [("k", "انتقل إلى @%@")])
    let handles = RealEntries.lint(handle, development: RealEntries.strings("en", [("k", "Go to @%@")]))
    #expect(handles.map(\.rule) == [.garbledPlaceholder])
    #expect(handles.first?.message.contains("displays as 'alice@'") == true, "\(handles)")
  }

  @Test func textsNoOneSeesAreNotCheckedForDisplay() {
    // element-hq/element-x-ios ur.lproj: an accessibility label, read by VoiceOver.
    let urdu = RealEntries.strings("ur", [("a11y_react_with", "%1$@ کے ساتھ رد عمل کریں")])
    let english = RealEntries.strings("en", [("a11y_react_with", "React with %1$@")])
    #expect(RealEntries.lint(urdu, development: english).isEmpty)
    // jellyfin/Swiftfin `Translations/ar.lproj/Localizable.strings`: a key the development
    // table no longer has, with an unclosed LRE; the extra key is what `extra-key` reports.
    let arabic = RealEntries.strings("ar", [("present", "حاضر\u{202A}\u{200E}\u{200D}\u{200C}")])
    #expect(RealEntries.lint(arabic, development: RealEntries.strings("en", [("other", "Other")])).isEmpty)
    #expect(RealEntries.lint(arabic).map(\.rule).contains(.unbalancedControls))
    // translatewiki.net's message documentation (kiwix/kiwix-apple `Support/qqq.lproj`).
    let documentation = RealEntries.strings("qqq", [("k", "Shown when the file is missing.")])
    #expect(
      RealEntries.lint(documentation, development: RealEntries.strings("en", [("k", "%@ is missing")]))
        .isEmpty)
  }
}
