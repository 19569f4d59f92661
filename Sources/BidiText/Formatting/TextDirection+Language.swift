extension TextDirection {
  /// The direction in which a language is written, from a BCP 47 or POSIX locale identifier
  /// (`"ar"`, `"he-IL"`, `"fa_IR.UTF-8"`, `"az-Arab"`, `"pa-Arab-PK"`); left-to-right for
  /// languages not known to be right-to-left.
  ///
  /// A script subtag wins over the language (`"az-Arab"` is right-to-left, `"ku-Latn"`
  /// left-to-right). Right-to-left languages: Arabic (ar), Hebrew (he, iw), Persian (fa, prs),
  /// Urdu (ur), Central Kurdish (ckb), Yiddish (yi, ji), Dhivehi (dv), Pashto (ps), Sindhi (sd),
  /// Uyghur (ug), Kashmiri (ks), Syriac (syr), N'Ko (nqo), Western Punjabi (pnb), South
  /// Azerbaijani (azb), Mazanderani (mzn), Northern Luri (lrc), Southern Kurdish (sdh),
  /// Gilaki (glk), Balochi (bal), Khowar (khw), Aramaic (arc). Right-to-left scripts: Arab,
  /// Hebr, Thaa, Syrc, Nkoo, Adlm, Rohg, Mand, Samr, Mend, Yezi.
  public init(languageIdentifier: String) {
    let subtags = languageIdentifier.split(whereSeparator: {
      $0 == "-" || $0 == "_" || $0 == "." || $0 == "@"
    })
    guard let language = subtags.first?.lowercased() else {
      self = .leftToRight
      return
    }
    if subtags.count > 1, subtags[1].count == 4, subtags[1].allSatisfy(\.isLetter) {
      self = Self.rightToLeftScripts.contains(subtags[1].lowercased()) ? .rightToLeft : .leftToRight
      return
    }
    self = Self.rightToLeftLanguages.contains(language) ? .rightToLeft : .leftToRight
  }

  private static let rightToLeftLanguages: Set<String> = [
    "ar", "he", "iw", "fa", "prs", "ur", "ckb", "yi", "ji", "dv", "ps", "sd", "ug", "ks", "syr",
    "nqo", "pnb", "azb", "mzn", "lrc", "sdh", "glk", "bal", "khw", "arc",
  ]

  private static let rightToLeftScripts: Set<String> = [
    "arab", "hebr", "thaa", "syrc", "nkoo", "adlm", "rohg", "mand", "samr", "mend", "yezi",
  ]
}
