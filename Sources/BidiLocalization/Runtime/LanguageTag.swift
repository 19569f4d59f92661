import Foundation

/// Language tags as catalogs name them, and the fallback chain used to look strings up.
public enum LanguageTag {
  /// `tag` with `_` as `-` (`pt_BR` → `pt-BR`), so `.lproj` folder names, gettext `Language:`
  /// values and BCP 47 tags compare equal.
  public static func normalized(_ tag: String) -> String {
    tag.replacingOccurrences(of: "_", with: "-").split(separator: "@").first.map(String.init) ?? tag
  }

  /// The pseudo-language a tag names: `ar-XB` the right-to-left one, `en-XA` the accented one
  /// (the tags Android and Xcode's pseudolanguages use); `nil` for a real language.
  public static func pseudoLanguage(_ tag: String) -> PseudoLanguage.Style? {
    switch normalized(tag).lowercased() {
    case PseudoLanguage.rightToLeftTag.lowercased(): .rightToLeft
    case PseudoLanguage.accentedTag.lowercased(): .accented
    default: nil
    }
  }

  /// The languages to try for `tag`, most specific first, ending with `developmentLanguage`:
  /// `ar-EG` → `["ar-EG", "ar", "en"]`; `zh-Hant-TW` → `["zh-Hant-TW", "zh-Hant", "zh", "en"]`.
  /// A pseudo-language falls back to the development language only (`ar-XB` → `["ar-XB",
  /// "en"]`): its text is made from the development language's, never from real Arabic.
  public static func fallbackChain(for tag: String, developmentLanguage: String) -> [String] {
    if pseudoLanguage(tag) != nil {
      let development = normalized(developmentLanguage)
      return normalized(tag).caseInsensitiveCompare(development) == .orderedSame
        ? [development] : [normalized(tag), development]
    }
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
