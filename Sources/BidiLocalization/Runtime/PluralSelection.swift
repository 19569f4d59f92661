import BidiText

/// Choosing the plural forms of a message for its arguments, as Foundation does for
/// `.stringsdict` and String Catalog entries and GNU gettext for `msgstr[n]`.
enum PluralSelection {
  /// The result of a selection.
  struct Outcome {
    /// The chosen text; `nil` when nothing applies (no count among the arguments: the caller
    /// formats the entry's value as it is).
    var text: String?
    /// Why no correct form could be chosen; ``text`` is then the best effort (see
    /// ``Localizer``).
    var problem: LocalizationProblem.Kind?
  }

  /// What an entry offers: its value, its forms, and for gettext its table's rules.
  struct Entry {
    var template: String
    var forms: [String: String]
    var rules: PluralRules
    var gettext: GettextPluralForms?
    var gettextProblem: String?
    var sourceForms: [String]?
  }

  /// The text of `entry` with its plural forms chosen for the counts among `arguments`.
  ///
  /// - A `.stringsdict` entry: `template` is the `NSStringLocalizedFormatKey` and `forms` are
  ///   keyed `variable.category`. Each `%#@variable@` is replaced by the form its argument's
  ///   count selects (`other` when the category is missing), whose placeholders all format that
  ///   same argument; every placeholder is made positional so that the other arguments keep
  ///   their places whatever the chosen forms contain.
  /// - A String Catalog plural: `forms` are keyed by category alone and the whole message
  ///   varies with the first numeric placeholder of its `other` form.
  /// - A gettext plural: `forms` are keyed `"0"`, `"1"`… and the table's `Plural-Forms` picks
  ///   one by the first numeric placeholder among the forms (a decimal count by its integer
  ///   part, as C's `ngettext` takes it).
  ///
  /// Counts may be integers or floating-point numbers: CLDR's operands count the fraction
  /// digits the placeholder shows (`%.1f` of 1 is `1.0`, `other` in English).
  static func select(_ entry: Entry, arguments: [FormatArgument]) -> Outcome {
    let forms = entry.forms
    if forms["0"] != nil { return selectGettext(entry, arguments: arguments) }
    let bare = forms.keys.filter { !$0.contains(".") }.sorted()
    if let first = bare.first {
      let sample = forms[PluralCategory.other.rawValue] ?? forms[first]!
      guard let placeholder = firstNumeric(in: sample),
        let operands = operands(placeholder.argumentIndex, placeholder, arguments)
      else { return Outcome() }
      return choose(category: entry.rules.category(for: operands), prefix: "", in: forms)
    }
    guard let parsed = try? FormatTemplate(entry.template),
      parsed.placeholders.contains(where: { $0.variableName != nil })
    else { return Outcome() }
    var problem: LocalizationProblem.Kind?
    var result = ""
    var cursor = entry.template.utf16.startIndex
    for placeholder in parsed.placeholders {
      let template = entry.template
      let start = template.utf16.index(template.utf16.startIndex, offsetBy: placeholder.utf16Offset)
      result += template[cursor..<start]
      cursor = template.utf16.index(start, offsetBy: placeholder.spelling.utf16.count)
      let position = placeholder.argumentIndex + 1
      guard let name = placeholder.variableName else {
        result += positional(placeholder.spelling, position)
        continue
      }
      let variableForms = forms.filter { $0.key.hasPrefix(name + ".") }
      guard !variableForms.isEmpty else {
        // Best effort: the argument itself.
        problem = problem ?? .undefinedVariable(name)
        result += "%\(position)$@"
        continue
      }
      let sample = variableForms[name + ".other"] ?? variableForms.values.sorted().first!
      let hint = firstNumeric(in: replacingArgToken(sample))
      guard let operands = operands(placeholder.argumentIndex, hint, arguments) else { return Outcome() }
      let chosen = choose(category: entry.rules.category(for: operands), prefix: name + ".", in: forms)
      problem = problem ?? chosen.problem
      let text = replacingArgToken(chosen.text ?? "")
      guard let form = try? FormatTemplate(text),
        !form.placeholders.contains(where: { $0.variableName != nil })
      else {
        problem = problem ?? .unformattable("the form for %#@\(name)@ is not a valid template")
        result += "%\(position)$@"
        continue
      }
      var formCursor = text.utf16.startIndex
      for inner in form.placeholders {
        let innerStart = text.utf16.index(text.utf16.startIndex, offsetBy: inner.utf16Offset)
        result += text[formCursor..<innerStart]
        result += positional(inner.spelling, position)
        formCursor = text.utf16.index(innerStart, offsetBy: inner.spelling.utf16.count)
      }
      result += text[formCursor...]
    }
    result += entry.template[cursor...]
    return Outcome(text: result, problem: problem)
  }

  /// The form of `category` (`prefix` + category), else `other`; when both are missing, the
  /// last form present in CLDR order, reported as a problem.
  static func choose(category: PluralCategory, prefix: String, in forms: [String: String]) -> Outcome {
    if let form = forms[prefix + category.rawValue] { return Outcome(text: form) }
    if let other = forms[prefix + PluralCategory.other.rawValue] { return Outcome(text: other) }
    let present = PluralCategory.allCases.reversed().first { forms[prefix + $0.rawValue] != nil }
    return Outcome(
      text: present.flatMap { forms[prefix + $0.rawValue] } ?? "", problem: .missingForm(category))
  }

  private static func selectGettext(_ entry: Entry, arguments: [FormatArgument]) -> Outcome {
    let indexed = (0..<entry.forms.count).compactMap { entry.forms[String($0)] }
    guard
      let count = indexed.lazy.compactMap({ text -> PluralOperands? in
        guard let placeholder = firstNumeric(in: text) else { return nil }
        return operands(placeholder.argumentIndex, placeholder, arguments)
      }).first
    else { return Outcome() }
    guard let rules = entry.gettext else {
      // The header's Plural-Forms is unusable: the development texts (msgid for one,
      // msgid_plural otherwise), reported.
      let source = entry.sourceForms ?? []
      let english = count.integerDigits == 1 && count.isWholeNumber ? 0 : 1
      let fallback = source.indices.contains(english) ? source[english] : (entry.forms["0"] ?? "")
      return Outcome(text: fallback, problem: .unusablePluralForms(entry.gettextProblem ?? "no Plural-Forms"))
    }
    let index = rules.index(for: count.integerDigits)
    return Outcome(text: entry.forms[String(index)] ?? entry.forms["0"])
  }

  /// The first placeholder that takes a number.
  static func firstNumeric(in text: String) -> FormatTemplate.Placeholder? {
    (try? FormatTemplate(text))?.placeholders.first { $0.takesInteger || $0.takesFloat }
  }

  /// The plural operands of argument `index` as `placeholder` shows it, if it is a number.
  static func operands(
    _ index: Int, _ placeholder: FormatTemplate.Placeholder?, _ arguments: [FormatArgument]
  ) -> PluralOperands? {
    guard index < arguments.count else { return nil }
    let argument = arguments[index]
    if let integer = argument.integerMagnitude { return PluralOperands(integer) }
    guard let value = argument.floatingPointValue else { return nil }
    if let placeholder, placeholder.takesFloat,
      placeholder.precision != nil || "fF".contains(placeholder.conversion),
      let shown = try? BidiFormatter(context: .leftToRight).format(
        positional(placeholder.spelling, 1), [FormatArgument.double(abs(value))]),
      let operands = PluralOperands(decimal: shown)
    {
      return operands
    }
    return PluralOperands(value)
  }

  /// String Catalog substitutions write their own argument as `%arg` (`"%arg files"`); it
  /// becomes `%@`, which formats a number as well as text. `%%arg` is a percent sign and "arg".
  static func replacingArgToken(_ text: String) -> String {
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

  /// `spelling` (`%d`, `%-8.2f`, `%3$@`) formatting argument `position` (1-based): `%2$d`.
  static func positional(_ spelling: String, _ position: Int) -> String {
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
