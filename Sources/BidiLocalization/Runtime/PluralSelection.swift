import BidiText

/// Choosing the plural forms of a message for its arguments, as Foundation does for
/// `.stringsdict` and String Catalog entries.
enum PluralSelection {
  /// `template` with its plural forms chosen by `rules` for the counts among `arguments`, or
  /// `nil` when `forms` has nothing that applies (or a count is missing or not a whole
  /// number: the caller then formats `template` as it is).
  ///
  /// - A `.stringsdict` entry: `template` is the `NSStringLocalizedFormatKey` and `forms` are
  ///   keyed `variable.category`. Each `%#@variable@` is replaced by the form its argument's
  ///   count selects (`other` when the category is missing), whose placeholders all format that
  ///   same argument; every placeholder is made positional so that the other arguments keep
  ///   their places whatever the chosen forms contain.
  /// - A String Catalog plural: `forms` are keyed by category alone and the whole message
  ///   varies with the first integer placeholder of its `other` form.
  /// - A gettext plural: `forms` are keyed `"0"`, `"1"`… and `gettext` (the table's
  ///   `Plural-Forms`, GNU's default when missing) picks one by the first integer placeholder
  ///   among the forms.
  static func select(
    template: String, forms: [String: String], arguments: [FormatArgument], rules: PluralRules,
    gettext: GettextPluralForms?
  ) -> String? {
    if forms["0"] != nil {
      let indexed = (0..<forms.count).compactMap { forms[String($0)] }
      guard
        let count = indexed.lazy.compactMap({ text -> Int? in
          guard let form = try? FormatTemplate(text),
            let placeholder = form.placeholders.first(where: \.takesInteger)
          else { return nil }
          return argument(placeholder.argumentIndex, of: arguments)
        }).first
      else { return nil }
      let index = (gettext ?? .germanic).index(for: UInt64(count.magnitude))
      return forms[String(index)] ?? forms["0"]
    }
    if let other = forms[PluralCategory.other.rawValue] {
      guard let form = try? FormatTemplate(other),
        let placeholder = form.placeholders.first(where: \.takesInteger),
        let count = argument(placeholder.argumentIndex, of: arguments)
      else { return nil }
      return forms[rules.category(for: count).rawValue] ?? other
    }
    guard let parsed = try? FormatTemplate(template),
      parsed.placeholders.contains(where: { $0.variableName != nil })
    else { return nil }
    var result = ""
    var cursor = template.utf16.startIndex
    for placeholder in parsed.placeholders {
      let start = template.utf16.index(template.utf16.startIndex, offsetBy: placeholder.utf16Offset)
      result += template[cursor..<start]
      cursor = template.utf16.index(start, offsetBy: placeholder.spelling.utf16.count)
      let position = placeholder.argumentIndex + 1
      guard let name = placeholder.variableName else {
        result += positional(placeholder.spelling, position)
        continue
      }
      guard let count = argument(placeholder.argumentIndex, of: arguments),
        let chosen = forms[name + "." + rules.category(for: count).rawValue] ?? forms[name + ".other"],
        case let text = replacingArgToken(chosen),
        let form = try? FormatTemplate(text),
        !form.placeholders.contains(where: { $0.variableName != nil })
      else { return nil }
      var formCursor = text.utf16.startIndex
      for inner in form.placeholders {
        let innerStart = text.utf16.index(text.utf16.startIndex, offsetBy: inner.utf16Offset)
        result += text[formCursor..<innerStart]
        result += positional(inner.spelling, position)
        formCursor = text.utf16.index(innerStart, offsetBy: inner.spelling.utf16.count)
      }
      result += text[formCursor...]
    }
    result += template[cursor...]
    return result
  }

  /// String Catalog substitutions write their own argument as `%arg` (`"%arg files"`); it
  /// becomes `%@`, which formats a number as well as text. `%%arg` is a percent sign and "arg".
  private static func replacingArgToken(_ text: String) -> String {
    guard text.contains("%arg") else { return text }
    var result = ""
    var rest = Substring(text)
    while let percent = rest.firstIndex(of: "%") {
      result += rest[..<percent]
      let after = rest[rest.index(after: percent)...]
      if after.hasPrefix("%") {
        result += "%%"
        rest = after.dropFirst()
      } else if after.hasPrefix("arg") {
        result += "%@"
        rest = after.dropFirst(3)
      } else {
        result += "%"
        rest = after
      }
    }
    return result + rest
  }

  /// The whole-number value of argument `index`, if any.
  private static func argument(_ index: Int, of arguments: [FormatArgument]) -> Int? {
    index < arguments.count ? arguments[index].wholeNumber : nil
  }

  /// `spelling` (`%d`, `%-8.2f`, `%3$@`) formatting argument `position` (1-based): `%2$d`.
  private static func positional(_ spelling: String, _ position: Int) -> String {
    var rest = spelling.dropFirst()  // the "%"
    if let dollar = rest.firstIndex(of: "$"), rest[..<dollar].allSatisfy(\.isASCIIDigit) {
      rest = rest[rest.index(after: dollar)...]
    }
    return "%\(position)$" + rest
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
