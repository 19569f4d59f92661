extension TextDirection {
  /// The direction in which a language is written, from a BCP 47 or POSIX locale identifier
  /// (`"ar"`, `"he-IL"`, `"fa_IR.UTF-8"`, `"az-Arab"`, `"pa-PK"`, `"sr@latin"`): the direction
  /// of its script; left-to-right for languages without a known script. Corresponds to ICU's
  /// `uloc_isRightToLeft`.
  ///
  /// The script is the script subtag when there is one (`"az-Arab"` and `"ur-Aran"` are
  /// right-to-left, `"ku-Latn"` and `"sd-Deva"` left-to-right), else the script a POSIX modifier
  /// names (`@latin`, `@cyrillic`, `@devanagari`), else the language's likely script in CLDR,
  /// which for a few languages depends on the region (`"pa-PK"` and `"uz-AF"` are written in
  /// Arabic script, `"sd-IN"` in Devanagari).
  public init(languageIdentifier: String) {
    self = Self.isRightToLeft(languageIdentifier) ? .rightToLeft : .leftToRight
  }

  private static func isRightToLeft(_ identifier: String) -> Bool {
    let modifier = identifier.firstIndex(of: "@").map {
      identifier[identifier.index(after: $0)...].lowercased()
    }
    let subtags = identifier.prefix { $0 != "@" && $0 != "." }
      .split(whereSeparator: { $0 == "-" || $0 == "_" }).map { $0.lowercased() }
    guard let language = subtags.first else { return false }
    if subtags.count > 1, subtags[1].count == 4, subtags[1].allSatisfy(\.isLetter) {
      return rightToLeftScripts.contains(subtags[1])
    }
    if modifier == "latin" || modifier == "cyrillic" || modifier == "devanagari" { return false }
    if subtags.count > 1, let direction = regionalScripts[language + "_" + subtags[1]] {
      return direction
    }
    return rightToLeftLanguages.contains(language)
  }

  /// Languages whose likely script in CLDR 42 (ICU 72) is right-to-left, with their ISO 639-2
  /// and deprecated codes (`iw`, `ji`), and three Arabic-script languages that CLDR 42 gives no
  /// likely script: South Azerbaijani (azb), Western Punjabi (pnb) and Dari (prs).
  private static let rightToLeftLanguages: Set<String> = [
    "ae", "aeb", "ajt", "apc", "apd", "ar", "ara", "arc", "arq", "ars", "ary", "arz", "ave",
    "avl", "azb", "bal", "bej", "bft", "bgn", "bqi", "brh", "cja", "ckb", "dcc", "dgl", "div",
    "dv", "fa", "fas", "fia", "fub", "gbz", "gjk", "gju", "glk", "grc", "gwc", "gwt", "haz",
    "he", "heb", "hnd", "hno", "iw", "ji", "kas", "kby", "khw", "ks", "kvx", "kxp", "kzh",
    "lad", "lah", "lki", "lrc", "luz", "mde", "mfa", "mki", "mvy", "myz", "mzn", "nqo", "oru",
    "ota", "otk", "oui", "pal", "phl", "phn", "pnb", "pra", "prd", "prs", "ps", "pus", "rhg",
    "rmt", "scl", "sd", "sdh", "shu", "skr", "smp", "snd", "sog", "swb", "syr", "trw", "ug",
    "uig", "ur", "urd", "wni", "xco", "xld", "xmn", "xmr", "xna", "xpr", "xsa", "yi", "yid",
    "zdj",
  ]

  /// Right-to-left scripts (ISO 15924 codes, lowercased): the 35 that ICU 72's
  /// `uscript_isRightToLeft` reports (Unicode 15's script metadata), and Aran (Nastaliq, a style
  /// of Arab that ICU has no script code for).
  private static let rightToLeftScripts: Set<String> = [
    "adlm", "arab", "aran", "armi", "avst", "chrs", "cprt", "elym", "hatr", "hebr", "hung",
    "khar", "lydi", "mand", "mani", "mend", "merc", "mero", "narb", "nbat", "nkoo", "orkh",
    "ougr", "palm", "phli", "phlp", "phnx", "prti", "rohg", "samr", "sarb", "sogd", "sogo",
    "syrc", "thaa", "yezi",
  ]

  /// Language and region pairs whose likely script in CLDR has the other direction than the
  /// language's own (`true`: right-to-left); `und` pairs are regions whose main language is.
  private static let regionalScripts: [String: Bool] = [
    "az_iq": true, "az_ir": true, "ha_cm": true, "ha_sd": true, "kk_af": true, "kk_cn": true,
    "kk_ir": true, "kk_mn": true, "ku_lb": true, "ky_cn": true, "man_gn": true, "ms_cc": true,
    "pa_pk": true, "tg_pk": true, "uz_af": true, "sd_in": false, "ug_kz": false,
    "ug_mn": false, "und_ae": true, "und_af": true, "und_bh": true, "und_dz": true,
    "und_eg": true, "und_eh": true, "und_il": true, "und_iq": true, "und_ir": true,
    "und_jo": true, "und_km": true, "und_kw": true, "und_lb": true, "und_ly": true,
    "und_ma": true, "und_mr": true, "und_mv": true, "und_om": true, "und_pk": true,
    "und_ps": true, "und_qa": true, "und_sa": true, "und_sd": true, "und_sy": true,
    "und_tn": true, "und_ye": true,
  ]
}
