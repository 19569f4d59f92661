/// A plural category of the Unicode CLDR: the names `.stringsdict` and `.xcstrings` give the
/// forms of a message (`one`: "%d file", `other`: "%d files").
public enum PluralCategory: String, Sendable, Hashable, CaseIterable, Comparable {
  /// Arabic 0, Welsh 0, Latvian 0, 10, 11…
  case zero
  /// English 1, French 0 and 1, Russian 1, 21, 31…
  case one
  /// Arabic and Hebrew 2, Slovenian 2, 102…
  case two
  /// Arabic 3…10, Russian 2…4, 22…24…
  case few
  /// Arabic 11…99, Russian 5…20, French 1 000 000…
  case many
  /// Everything else; every catalog should have it.
  case other

  /// CLDR order: zero, one, two, few, many, other.
  public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}

/// Which plural form a count takes in a language: the cardinal rules of the Unicode CLDR
/// (version 42, as in ICU 72) for whole numbers.
///
/// Arabic has six forms (`0` zero, `1` one, `2` two, `3…10` few, `11…99` many, `100` other),
/// Hebrew three, Persian and Urdu two; a message shown with the wrong one reads as a grammar
/// mistake. Languages outside ``supportedLanguages`` get CLDR's root rules: every count is
/// ``PluralCategory/other``.
///
/// ```swift
/// PluralRules(languageIdentifier: "ar-EG").category(for: 3)    // .few
/// PluralRules(languageIdentifier: "he").category(for: 2)       // .two
/// ```
///
/// Counts are integers: the rules' decimal cases (`1.5 files`) are not modelled. A negative
/// count takes the category of its absolute value, as in CLDR.
public struct PluralRules: Sendable, Hashable {
  /// The language whose rules these are (`"ar"` for `"ar-EG"`), or `"root"`.
  public let language: String
  private let family: Family

  /// The rules for a BCP 47 language tag or POSIX locale name (`ar`, `ar-EG`, `pt_PT`,
  /// `sr-Latn`). Only the language (and, for Portuguese, the region) matters.
  public init(languageIdentifier: String) {
    let tag = LanguageTag.normalized(languageIdentifier)
    let parts = tag.split(separator: "-")
    let base = parts.first.map { String($0).lowercased() } ?? ""
    if base == "pt" && parts.dropFirst().contains(where: { $0.uppercased() == "PT" }) {
      language = "pt-PT"
      family = .italian
    } else if let family = Self.families[base] {
      language = base
      self.family = family
    } else {
      language = "root"
      family = .other
    }
  }

  /// The languages with rules of their own (base language subtags, and `pt-PT`).
  public static var supportedLanguages: [String] { (Array(families.keys) + ["pt-PT"]).sorted() }

  /// The categories whole counts take in this language, in CLDR order. Some languages have
  /// more for decimals (Russian `other`: 1.5), which these rules do not model; a catalog
  /// should still give ``PluralCategory/other``, the form used when a category is missing.
  public var categories: [PluralCategory] {
    family.categories
  }

  /// The category of `count`.
  public func category(for count: Int) -> PluralCategory {
    family.category(count.magnitude)
  }

  /// Groups of languages that share their rules for whole numbers.
  private enum Family: Sendable, Hashable {
    case other, one, zeroOrOne, french, spanish, italian, portuguese, arabic, hebrew, eastSlavic,
      polish, czech, westSouthSlavic, lithuanian, latvian, romanian, slovenian, irish, welsh,
      scottishGaelic, icelandic, macedonian, maltese

    var categories: [PluralCategory] {
      switch self {
      case .other: [.other]
      case .one, .zeroOrOne, .icelandic, .macedonian: [.one, .other]
      case .french, .spanish, .italian, .portuguese: [.one, .many, .other]
      case .arabic: [.zero, .one, .two, .few, .many, .other]
      case .hebrew: [.one, .two, .other]
      case .eastSlavic, .polish: [.one, .few, .many]
      case .czech, .westSouthSlavic, .romanian, .lithuanian: [.one, .few, .other]
      case .latvian: [.zero, .one, .other]
      case .slovenian: [.one, .two, .few, .other]
      case .irish, .maltese: [.one, .two, .few, .many, .other]
      case .welsh: [.zero, .one, .two, .few, .many, .other]
      case .scottishGaelic: [.one, .two, .few, .other]
      }
    }

    func category(_ n: UInt) -> PluralCategory {
      let mod10 = n % 10
      let mod100 = n % 100
      let millions = n != 0 && n % 1_000_000 == 0
      switch self {
      case .other:
        return .other
      case .one:
        return n == 1 ? .one : .other
      case .zeroOrOne:
        return n <= 1 ? .one : .other
      case .french, .portuguese:
        return n <= 1 ? .one : millions ? .many : .other
      case .spanish, .italian:
        return n == 1 ? .one : millions ? .many : .other
      case .arabic:
        switch (n, mod100) {
        case (0, _): return .zero
        case (1, _): return .one
        case (2, _): return .two
        case (_, 3...10): return .few
        case (_, 11...99): return .many
        default: return .other
        }
      case .hebrew:
        return n == 1 ? .one : n == 2 ? .two : .other
      case .eastSlavic, .polish:
        if self == .polish && n == 1 { return .one }
        if self == .eastSlavic && mod10 == 1 && mod100 != 11 { return .one }
        if (2...4).contains(mod10) && !(12...14).contains(mod100) { return .few }
        return .many
      case .czech:
        return n == 1 ? .one : (2...4).contains(n) ? .few : .other
      case .westSouthSlavic:
        if mod10 == 1 && mod100 != 11 { return .one }
        if (2...4).contains(mod10) && !(12...14).contains(mod100) { return .few }
        return .other
      case .lithuanian:
        if (11...19).contains(mod100) { return .other }
        return mod10 == 1 ? .one : mod10 >= 2 ? .few : .other
      case .latvian:
        if mod10 == 0 || (11...19).contains(mod100) { return .zero }
        return mod10 == 1 && mod100 != 11 ? .one : .other
      case .romanian:
        if n == 1 { return .one }
        return n == 0 || (1...19).contains(mod100) ? .few : .other
      case .slovenian:
        switch mod100 {
        case 1: return .one
        case 2: return .two
        case 3, 4: return .few
        default: return .other
        }
      case .irish:
        switch n {
        case 1: return .one
        case 2: return .two
        case 3...6: return .few
        case 7...10: return .many
        default: return .other
        }
      case .welsh:
        switch n {
        case 0: return .zero
        case 1: return .one
        case 2: return .two
        case 3: return .few
        case 6: return .many
        default: return .other
        }
      case .scottishGaelic:
        switch n {
        case 1, 11: return .one
        case 2, 12: return .two
        case 3...10, 13...19: return .few
        default: return .other
        }
      case .icelandic, .macedonian:
        return mod10 == 1 && mod100 != 11 ? .one : .other
      case .maltese:
        if n == 1 { return .one }
        if n == 2 { return .two }
        if n == 0 || (3...10).contains(mod100) { return .few }
        return (11...19).contains(mod100) ? .many : .other
      }
    }
  }

  private static let families: [String: Family] = {
    var table: [String: Family] = [:]
    let groups: [(Family, [String])] = [
      (.other, ["bo", "id", "ig", "ja", "jv", "km", "ko", "lo", "ms", "my", "th", "vi", "yo", "zh"]),
      (
        .one,
        [
          "af", "az", "bg", "ckb", "da", "de", "dv", "el", "en", "et", "eu", "fi", "fo", "fy", "gl", "ha",
          "hu", "ka", "kk", "ks", "ku", "ky", "lb", "mn", "nb", "ne", "nl", "nn", "no", "om", "or", "ps",
          "rm", "sd", "so", "sq", "sv", "sw", "ta", "te", "tk", "tr", "ug", "ur", "uz", "yi",
        ]
      ),
      (.zeroOrOne, ["am", "as", "bn", "fa", "gu", "hi", "hy", "kn", "zu"]),
      (.french, ["fr"]), (.spanish, ["es"]), (.italian, ["ca", "it"]), (.portuguese, ["pt"]),
      (.arabic, ["ar"]), (.hebrew, ["he", "iw"]), (.eastSlavic, ["be", "ru", "uk"]), (.polish, ["pl"]),
      (.czech, ["cs", "sk"]), (.westSouthSlavic, ["bs", "hr", "sr", "sh"]), (.lithuanian, ["lt"]),
      (.latvian, ["lv"]), (.romanian, ["ro", "mo"]), (.slovenian, ["sl"]), (.irish, ["ga"]),
      (.welsh, ["cy"]), (.scottishGaelic, ["gd"]), (.icelandic, ["is"]), (.macedonian, ["mk"]),
      (.maltese, ["mt"]),
    ]
    for (family, languages) in groups {
      for language in languages { table[language] = family }
    }
    return table
  }()
}
