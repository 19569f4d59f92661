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
