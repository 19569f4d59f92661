/// A plural variable of a catalog entry: a `.stringsdict` `%#@name@` variable, or a String
/// Catalog substitution. Its forms are the entry's texts whose ``CatalogText/form`` starts
/// with its name and a dot (`"files.one"`).
///
/// ```json
/// "substitutions" : { "files" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : … } }
/// ```
public struct CatalogVariable: Sendable, Hashable {
  /// The variable's name, as `%#@name@` writes it.
  public var name: String
  /// The argument whose value selects the form, from 1: a String Catalog substitution's
  /// `argNum`. `nil` when the file does not say (the variable then takes the argument of its
  /// `%#@name@` in the format, as any placeholder does).
  public var argument: Int?
  /// The conversion of that argument without its `%`: `NSStringFormatValueTypeKey` of a
  /// `.stringsdict` variable (`"d"`, `"ld"`), `formatSpecifier` of a substitution (`"lld"`).
  public var formatSpecifier: String?
  /// Whether it is a String Catalog substitution, whose texts write `%arg` for its argument
  /// (Xcode's notation: `%arg` is not the `%a` conversion followed by "rg").
  public var isSubstitution: Bool

  /// Creates a variable.
  public init(
    name: String, argument: Int? = nil, formatSpecifier: String? = nil, isSubstitution: Bool = false
  ) {
    self.name = name
    self.argument = argument
    self.formatSpecifier = formatSpecifier
    self.isSubstitution = isSubstitution
  }
}
