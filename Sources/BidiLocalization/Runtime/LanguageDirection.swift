import BidiText
import Foundation

/// The writing direction of languages, for choosing a layout direction.
public enum LanguageDirection {
  /// Scripts written right to left (ISO 15924 codes).
  static let rightToLeftScripts: Set<String> = [
    "Adlm", "Arab", "Aran", "Armi", "Avst", "Chrs", "Elym", "Hatr", "Hebr", "Hung", "Khar", "Lydi",
    "Mand",
    "Mani", "Mend", "Narb", "Nbat", "Nkoo", "Orkh", "Ougr", "Palm", "Phli", "Phlp", "Phnx", "Prti",
    "Rohg",
    "Samr", "Sarb", "Sogd", "Sogo", "Syrc", "Thaa", "Yezi",
  ]

  /// The direction a language is written in: right to left when its script (explicit, as in
  /// `ku-Arab`, or the likely script Foundation gives, as `Arab` for `ar-EG`) is a
  /// right-to-left script; otherwise Foundation's `Locale.Language.characterDirection`.
  ///
  /// The script comes first because Foundation's own direction is wrong for some tags on
  /// Linux (it reports `ku-Arab` and `az-Arab` as left to right).
  public static func direction(ofLanguage identifier: String) -> TextDirection {
    let language = Locale.Language(identifier: identifier)
    let script =
      language.script?.identifier
      ?? Locale.Language(identifier: language.maximalIdentifier).script?.identifier
    if let script, rightToLeftScripts.contains(script) { return .rightToLeft }
    return language.characterDirection == .rightToLeft ? .rightToLeft : .leftToRight
  }
}
