import BidiTestSupport
import BidiText
import Foundation
import Testing

/// `TextDirection(languageIdentifier:)` against ICU's `uloc_isRightToLeft`.
@Suite("language direction against ICU")
struct LanguageDirectionTests {
  /// Tags where ICU 72 (CLDR 42) is known to be wrong or to read the tag differently, with why.
  static let knownDisagreements: [String: String] = [
    "azb": "South Azerbaijani is written in Arabic script; CLDR 42 has no likely script for it",
    "pnb": "Western Punjabi is written in Shahmukhi (Arabic); CLDR 42 has no likely script for it",
    "prs": "Dari is written in Arabic script; CLDR 42 has no likely script for it",
    "ur-Aran": "Nastaliq is a style of Arabic; ICU has no script code for Aran",
    "und-Aran": "Nastaliq is a style of Arabic; ICU has no script code for Aran",
    "fa-Aran": "Nastaliq is a style of Arabic; ICU has no script code for Aran",
    "ug@latin": "ICU reads the POSIX modifier as a keyword, not as the Latin script",
    "ar@latin": "ICU reads the POSIX modifier as a keyword, not as the Latin script",
  ]

  /// Every two- and three-letter language code, the locale folders of this system and tags
  /// with scripts, regions and POSIX parts.
  static func tags() -> [String] {
    let letters = (UInt8(ascii: "a")...UInt8(ascii: "z")).map { String(UnicodeScalar($0)) }
    var tags = letters.flatMap { a in letters.map { a + $0 } }
    tags += tags.flatMap { ab in letters.map { ab + $0 } }
    let folders = (try? FileManager.default.contentsOfDirectory(atPath: "/usr/share/locale")) ?? []
    tags += folders.filter { $0 != "locale.alias" }
    tags += [
      "ar-EG", "he-IL", "fa_IR.UTF-8", "ur-PK", "ur-Aran", "und-Aran", "fa-Aran", "ku-Arab",
      "ku-Latn", "az-Arab", "az-IR", "az-Latn-IR", "pa-Arab", "pa-PK", "pa-Guru-PK", "sd-Deva",
      "sd-IN", "ks-Deva", "uz-AF", "uz-Cyrl-AF", "ms-Arab", "ms-CC", "ug-Cyrl", "ug-KZ",
      "he-Latn", "ar-Latn", "zh-Hant", "en-US", "und-Hung", "hu-Hung", "und-Nbat", "und-Phnx",
      "und-Sogd", "und-Ougr", "und-Chrs", "und-Elym", "und-Merc", "und-Mero", "ff-Adlm",
      "rhg-Rohg", "ar-XB", "und-IL", "und-PK", "und-MV", "und-FR", "und", "",
      "ks_IN@devanagari", "sd_IN@devanagari", "ug@latin", "ar@latin", "ku_TR.UTF-8", "ar_SA.UTF-8",
      "iw_IL", "ji", "ckb_IQ", "yi_US", "kk-AF", "tg-PK", "ha-SD", "man-GN", "ky-CN", "ug-MN",
    ]
    return tags
  }

  @Test func everyTagHasICUsDirectionOrADocumentedReason() {
    var disagreements: [String] = []
    let tags = Self.tags()
    for tag in tags
    where TextDirection(languageIdentifier: tag) != ICUReference.direction(ofLanguage: tag) {
      disagreements.append(tag)
    }
    print("language direction: \(tags.count - disagreements.count) of \(tags.count) tags agree with ICU")
    #expect(Set(disagreements) == Set(Self.knownDisagreements.keys), "\(disagreements.sorted())")
  }

  @Test(arguments: [
    ("ur-Aran", TextDirection.rightToLeft), ("und-Hung", .rightToLeft), ("und-Nbat", .rightToLeft),
    ("und-Phnx", .rightToLeft), ("und-Sogd", .rightToLeft), ("azb", .rightToLeft),
    ("pa-PK", .rightToLeft), ("pa", .leftToRight), ("sd-IN", .leftToRight), ("sd", .rightToLeft),
    ("sr@latin", .leftToRight), ("ks_IN@devanagari", .leftToRight), ("ar@latin", .leftToRight),
  ])
  func scriptsRegionsAndModifiersDecide(_ tag: String, _ direction: TextDirection) {
    #expect(TextDirection(languageIdentifier: tag) == direction)
    #expect(BidiFormatter(languageIdentifier: tag).context == direction)
  }
}
