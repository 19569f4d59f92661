/// Language tags as catalogs name them, and the fallback chain used to look strings up.
public enum LanguageTag {
  /// `tag` with `_` as `-` (`pt_BR` → `pt-BR`), so `.lproj` folder names, gettext `Language:`
  /// values and BCP 47 tags compare equal.
  public static func normalized(_ tag: String) -> String {
    tag.replacingOccurrences(of: "_", with: "-").split(separator: "@").first.map(String.init) ?? tag
  }

  /// The languages to try for `tag`, most specific first, ending with `developmentLanguage`:
  /// `ar-EG` → `["ar-EG", "ar", "en"]`; `zh-Hant-TW` → `["zh-Hant-TW", "zh-Hant", "zh", "en"]`.
  public static func fallbackChain(for tag: String, developmentLanguage: String) -> [String] {
    var chain: [String] = []
    var parts = normalized(tag).split(separator: "-").map(String.init)
    while !parts.isEmpty {
      let candidate = parts.joined(separator: "-")
      if !chain.contains(where: { $0.caseInsensitiveCompare(candidate) == .orderedSame }) {
        chain.append(candidate)
      }
      parts.removeLast()
    }
    let development = normalized(developmentLanguage)
    if !chain.contains(where: { $0.caseInsensitiveCompare(development) == .orderedSame }) {
      chain.append(development)
    }
    return chain
  }
}
