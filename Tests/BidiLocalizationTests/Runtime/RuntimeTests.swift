import BidiEngine
import BidiLint
import Foundation
import Testing

@testable import BidiLocalization

/// Catalog sets, fallback, missing keys, direction of languages, isolating formatting and the
/// right-to-left pseudo-language.
@Suite struct RuntimeTests {
  static let catalogs = CatalogSet(
    developmentLanguage: "en",
    tables: [
      "en": [
        "greeting": "Hello", "copied": "Copied %@ to %@", "only-en": "English", "count": "%d of %d",
      ],
      "ar": ["greeting": "مرحبا", "copied": "تم نسخ %@ إلى %@", "count": "%1$d من %2$d"],
      "ar_EG": ["greeting": "أهلاً"],
      "he": ["greeting": "שלום"],
    ])

  @Test(arguments: [
    ("ar-EG", ["ar-EG", "ar", "en"]), ("ar", ["ar", "en"]),
    ("zh-Hant-TW", ["zh-Hant-TW", "zh-Hant", "zh", "en"]),
    ("en-GB", ["en-GB", "en"]), ("pt_BR", ["pt-BR", "pt", "en"]),
  ])
  func fallbackChain(tag: String, chain: [String]) {
    #expect(LanguageTag.fallbackChain(for: tag, developmentLanguage: "en") == chain)
  }

  @Test func lookupFallsBack() {
    let catalogs = Self.catalogs
    #expect(catalogs.lookup("greeting", language: "ar-EG")! == ("أهلاً", "ar-EG"))
    #expect(catalogs.lookup("copied", language: "ar-EG")! == ("تم نسخ %@ إلى %@", "ar"))
    #expect(catalogs.lookup("only-en", language: "ar-EG")! == ("English", "en"))
    #expect(catalogs.lookup("nowhere", language: "ar") == nil)
    #expect(catalogs.resolvedLanguage(for: "ar-SA") == "ar")
    #expect(catalogs.resolvedLanguage(for: "fr") == "en")
  }

  @Test func missingKeys() {
    #expect(
      Localizer(catalogs: Self.catalogs, language: "ar", missingKeyStyle: .marked).string("nowhere")
        == "**nowhere**")
    #expect(
      Localizer(catalogs: Self.catalogs, language: "ar", missingKeyStyle: .key).string("nowhere")
        == "nowhere")
    #if DEBUG
      #expect(Localizer.MissingKeyStyle.default == .marked)
    #else
      #expect(Localizer.MissingKeyStyle.default == .key)
    #endif
  }

  @Test(arguments: [
    ("ar", TextDirection.rightToLeft), ("ar-EG", .rightToLeft), ("he", .rightToLeft),
    ("fa", .rightToLeft),
    ("ur", .rightToLeft), ("ckb", .rightToLeft), ("yi", .rightToLeft), ("dv", .rightToLeft),
    ("ku-Arab", .rightToLeft), ("az-Arab", .rightToLeft), ("pa-Arab", .rightToLeft),
    ("en", .leftToRight),
    ("ja", .leftToRight), ("ku", .leftToRight), ("zh-Hant", .leftToRight),
    ("ar-Latn", .leftToRight),
  ])
  func directionOfLanguages(tag: String, direction: TextDirection) {
    #expect(TextDirection(languageIdentifier: tag) == direction)
  }

  @Test func injectableLanguage() {
    let user = Localizer(
      catalogs: Self.catalogs, preferredLanguages: ["fr", "he-IL", "en"], missingKeyStyle: .key)
    #expect(
      user.language == "he-IL" && user.resolvedLanguage == "he" && user.string("greeting") == "שלום"
    )
    #expect(user.layoutDirection == .rightToLeft)
    let overridden = Localizer(
      catalogs: Self.catalogs, preferredLanguages: ["he"], override: "en", missingKeyStyle: .key)
    #expect(overridden.string("greeting") == "Hello" && overridden.layoutDirection == .leftToRight)
    // Two languages side by side: nothing global changes.
    let arabic = user.with(language: "ar-EG")
    #expect(arabic.string("greeting") == "أهلاً" && user.string("greeting") == "שלום")
    #expect(
      Localizer(catalogs: Self.catalogs, preferredLanguages: ["fr"], missingKeyStyle: .key).language
        == "en")
  }

  /// Whether `value` shows contiguous and in its own order in `text`, resolved by the engine.
  static func displaysIntact(_ value: String, in text: String, base: BaseDirection = .auto) -> Bool {
    let scalars = Array(text.unicodeScalars)
    let needle = Array(value.unicodeScalars)
    guard
      let start = (0...(scalars.count - needle.count)).first(where: {
        Array(scalars[$0..<$0 + needle.count]) == needle
      })
    else { return false }
    let line = BidiAnalysis(text, base: base).paragraphs[0].line
    let positions = (start..<start + needle.count).map { line.logicalToVisual[$0] }
    return zip(positions, positions.dropFirst()).allSatisfy { $1 == $0 + 1 }
  }

  @Test func formattingIsolatesEveryArgument() {
    let arabic = Localizer(
      catalogs: Self.catalogs, language: "ar", missingKeyStyle: .key, numberStyle: .posix)
    let text = arabic.format("copied", "+1 408-555-1212", .text("/home/user", kind: .filePath))
    #expect(text == "تم نسخ \u{2068}+1 408-555-1212\u{2069} إلى \u{2066}/home/user\u{2069}")
    #expect(Self.displaysIntact("+1 408-555-1212", in: text))
    // The same template formatted naively garbles the phone number.
    let naive = "تم نسخ +1 408-555-1212 إلى /home/user"
    #expect(!Self.displaysIntact("+1 408-555-1212", in: naive))
    // No RLM is needed: the first strong character outside the isolates (rule P2) is Arabic.
    let count = arabic.format("count", 3, 10)
    #expect(count == "\u{2066}3\u{2069} من \u{2066}10\u{2069}")
    #expect(BidiAnalysis(count).paragraphs[0].direction == .rightToLeft)
    let english = arabic.with(language: "en")
    #expect(english.format("count", 3, 10) == "3 of 10")
    #expect(
      english.format("copied", "صورة", "ملف")
        == "Copied \u{2068}صورة\u{2069} to \u{2068}ملف\u{2069}")
    let plain = Localizer(
      catalogs: CatalogSet(
        developmentLanguage: "en",
        tables: ["en": ["negative": "%d", "printf": "%05.1f%% %x", "short": "%@ %@", "broken": "%@ 100%"]]),
      language: "en", missingKeyStyle: .key)
    #expect(plain.format("negative", .integer(-5)) == "-5")
    #expect(plain.format("printf", .double(3.14159), 255) == "003.1% ff")
    // A placeholder without an argument stays visible; a broken template is returned as is.
    #expect(plain.format("short", "a") == "\u{2068}a\u{2069} %@")
    #expect(plain.format("broken", "a") == "%@ 100%")
  }

  /// BidiFormatter's rule, not MessageFormat 2's: a left-to-right value in a left-to-right
  /// context is left alone only when the message text has no right-to-left characters.
  @Test func leftToRightValueAfterRightToLeftText() {
    let localizer = Localizer(
      catalogs: CatalogSet(
        developmentLanguage: "en", tables: ["en": ["call": "Call שרה %@", "plain": "Call %@"]]),
      language: "en", missingKeyStyle: .key)
    let phone = FormatArgument.text("+1 408-555-1212", kind: .phoneNumber)
    let mixed = localizer.format("call", phone)
    #expect(mixed == "Call שרה \u{2066}+1 408-555-1212\u{2069}")
    #expect(Self.displaysIntact("+1 408-555-1212", in: mixed, base: .leftToRight))
    #expect(!Self.displaysIntact("+1 408-555-1212", in: "Call שרה +1 408-555-1212", base: .leftToRight))
    #expect(localizer.format("plain", phone) == "Call +1 408-555-1212")
  }

  @Test func pseudoLanguage() {
    let text = PseudoLanguage.rightToLeft("Copied %@ to %1$d files")
    #expect(
      text
        == "\u{200F}\u{202E}Copied \u{202C}\u{2068}%@\u{2069}\u{202E} to \u{202C}\u{2068}%1$d\u{2069}\u{202E} files\u{202C}"
    )
    let analysis = BidiAnalysis(text)
    #expect(analysis.paragraphs[0].direction == .rightToLeft)
    #expect(analysis.visualString().contains("deipoC"))
    #expect(FormatPlaceholder.parse(text).map(\.text) == ["%@", "%1$d"])
    // Formatted at run time in the pseudo-language, a value displays intact.
    let pseudoCatalogs = CatalogSet(
      developmentLanguage: "en",
      tables: [PseudoLanguage.rightToLeftTag: ["k": PseudoLanguage.rightToLeft("Copied %@ to %d files")]])
    let formatted = Localizer(
      catalogs: pseudoCatalogs, language: PseudoLanguage.rightToLeftTag, missingKeyStyle: .key
    ).format("k", "example.com:8080", 3)
    // The placeholder is isolated once: the formatter does not isolate it again.
    #expect(formatted.contains("\u{202C}\u{2068}example.com:8080\u{2069}\u{202E}"))
    #expect(!formatted.contains("\u{2068}\u{2068}"))
    #expect(Self.displaysIntact("example.com:8080", in: formatted))
    // Lint finds nothing wrong with it.
    let location = SourceLocation(file: "en.strings")
    let table = StringTable(
      language: "en",
      entries: [
        CatalogEntry(
          key: "k", location: location,
          texts: [CatalogText(text: "Copied %@ to %d files", location: location)])
      ])
    let pseudo = PseudoLanguage.rightToLeft(table)
    #expect(
      pseudo.language == "ar-XB"
        && TextDirection(languageIdentifier: pseudo.language!) == .rightToLeft)
    #expect(pseudo.entries[0].sourceTexts.map(\.text) == ["Copied %@ to %d files"])
    #expect(
      CatalogLinter().lint(CatalogFile(path: "p", format: .strings, tables: [pseudo])).filter {
        $0.severity == .error
      }.isEmpty)
    #expect(
      PseudoLanguage.rightToLeft("a\n\nb")
        == "\u{200F}\u{202E}a\u{202C}\n\n\u{200F}\u{202E}b\u{202C}")
  }

  @Test func placeholders() {
    let parsed = FormatPlaceholder.parse(
      "%@ %1$s %-5.2f %ld %lld %qd %% %#@files@ %(name)s %*d %Id 100% done %")
    #expect(
      parsed.map(\.text) == [
        "%@", "%1$s", "%-5.2f", "%ld", "%lld", "%qd", "%#@files@", "%(name)s", "%*d", "%Id",
      ])
    #expect(parsed.map(\.argument) == [1, 1, 2, 3, 4, 5, nil, nil, 6, 7])
    #expect(parsed[4].lengthModifier == "ll" && parsed[5].lengthModifier == "ll")
    #expect(parsed[6].kind == .variable && parsed[6].name == "files")
    #expect(parsed[7].name == "name" && parsed[7].kind == .cString)
  }
}
