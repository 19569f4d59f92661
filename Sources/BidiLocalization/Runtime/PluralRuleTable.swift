/// CLDR 42's cardinal plural rules (`common/supplemental/plurals.xml`, as ICU 72 and Babel
/// 2.12 ship them), one line per group of languages that share them: `category: rule; …`,
/// `other` implied. Checked against ICU's `uplrules_select` for every language, on whole
/// numbers and decimals (Tests/BidiLocalizationTests/Runtime/PluralRulesTests.swift).
enum PluralRuleTable {
  static let groups: [(languages: [String], rules: String)] = [
    (
      [
        "af", "az", "bg", "ckb", "dv", "el", "eu", "fo", "ha", "hu", "ka", "kk", "ks", "ku", "ky", "lb", "mn",
        "nb", "ne", "nn", "no", "om", "or", "ps", "rm", "sd", "so", "sq", "ta", "te", "tk", "tr", "ug", "uz",
      ], "one: n = 1"
    ),
    (["am", "as", "bn", "fa", "gu", "hi", "kn", "zu"], "one: i = 0 or n = 1"),
    (["ar"], "zero: n = 0; one: n = 1; two: n = 2; few: n % 100 = 3..10; many: n % 100 = 11..99"),
    (
      ["be"],
      "one: n % 10 = 1 and n % 100 != 11; few: n % 10 = 2..4 and n % 100 != 12..14; many: n % 10 = 0 or n % 10 = 5..9 or n % 100 = 11..14"
    ),
    (["bo", "id", "ig", "ja", "jv", "km", "ko", "lo", "ms", "my", "th", "vi", "yo", "zh"], ""),
    (
      ["bs", "hr", "sr"],
      "one: v = 0 and i % 10 = 1 and i % 100 != 11 or f % 10 = 1 and f % 100 != 11; few: v = 0 and i % 10 = 2..4 and i % 100 != 12..14 or f % 10 = 2..4 and f % 100 != 12..14"
    ),
    (
      ["ca", "it", "pt-PT"],
      "one: i = 1 and v = 0; many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5"
    ),
    (["cs", "sk"], "one: i = 1 and v = 0; few: i = 2..4 and v = 0; many: v != 0"),
    (["cy"], "zero: n = 0; one: n = 1; two: n = 2; few: n = 3; many: n = 6"),
    (["da"], "one: n = 1 or t != 0 and i = 0,1"),
    (["de", "en", "et", "fi", "fy", "gl", "nl", "sv", "sw", "ur", "yi"], "one: i = 1 and v = 0"),
    (["es"], "one: n = 1; many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5"),
    (["fr"], "one: i = 0,1; many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5"),
    (["ga"], "one: n = 1; two: n = 2; few: n = 3..6; many: n = 7..10"),
    (["gd"], "one: n = 1,11; two: n = 2,12; few: n = 3..10,13..19"),
    (["he"], "one: i = 1 and v = 0 or i = 0 and v != 0; two: i = 2 and v = 0"),
    (["hy"], "one: i = 0,1"),
    (["is"], "one: t = 0 and i % 10 = 1 and i % 100 != 11 or t % 10 = 1 and t % 100 != 11"),
    (["lt"], "one: n % 10 = 1 and n % 100 != 11..19; few: n % 10 = 2..9 and n % 100 != 11..19; many: f != 0"),
    (
      ["lv"],
      "zero: n % 10 = 0 or n % 100 = 11..19 or v = 2 and f % 100 = 11..19; one: n % 10 = 1 and n % 100 != 11 or v = 2 and f % 10 = 1 and f % 100 != 11 or v != 2 and f % 10 = 1"
    ),
    (["mk"], "one: v = 0 and i % 10 = 1 and i % 100 != 11 or f % 10 = 1 and f % 100 != 11"),
    (["mt"], "one: n = 1; two: n = 2; few: n = 0 or n % 100 = 3..10; many: n % 100 = 11..19"),
    (["pa"], "one: n = 0..1"),
    (
      ["pl"],
      "one: i = 1 and v = 0; few: v = 0 and i % 10 = 2..4 and i % 100 != 12..14; many: v = 0 and i != 1 and i % 10 = 0..1 or v = 0 and i % 10 = 5..9 or v = 0 and i % 100 = 12..14"
    ),
    (["pt"], "one: i = 0..1; many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5"),
    (["ro"], "one: i = 1 and v = 0; few: v != 0 or n = 0 or n != 1 and n % 100 = 1..19"),
    (
      ["ru", "uk"],
      "one: v = 0 and i % 10 = 1 and i % 100 != 11; few: v = 0 and i % 10 = 2..4 and i % 100 != 12..14; many: v = 0 and i % 10 = 0 or v = 0 and i % 10 = 5..9 or v = 0 and i % 100 = 11..14"
    ),
    (
      ["sl"],
      "one: v = 0 and i % 100 = 1; two: v = 0 and i % 100 = 2; few: v = 0 and i % 100 = 3..4 or v != 0"
    ),
  ]

  /// Language → its rules' source line.
  static let rules: [String: String] = {
    var table: [String: String] = [:]
    for group in groups {
      for language in group.languages { table[language] = group.rules }
    }
    return table
  }()

  /// Every group's rules compiled once, by language.
  static let compiledRules: [String: [(category: PluralCategory, rule: PluralRule)]] = {
    var table: [String: [(category: PluralCategory, rule: PluralRule)]] = [:]
    for group in groups {
      let compiled = compiled(group.rules)
      for language in group.languages { table[language] = compiled }
    }
    return table
  }()

  /// A rules line compiled, in the line's order (CLDR order: zero, one, two, few, many).
  static func compiled(_ line: String) -> [(category: PluralCategory, rule: PluralRule)] {
    line.split(separator: ";").compactMap { part in
      let pair = part.split(separator: ":", maxSplits: 1)
      guard pair.count == 2,
        let category = PluralCategory(rawValue: pair[0].trimmingCharacters(in: " ")),
        let rule = try? PluralRule(String(pair[1]))
      else { return nil }
      return (category, rule)
    }
  }
}

extension Substring {
  fileprivate func trimmingCharacters(in set: Character) -> String {
    String(drop { $0 == set }.reversed().drop { $0 == set }.reversed())
  }
}
