import BidiText

extension Localizer {
  /// The string for `key` in `table` formatted with `arguments`, with the language it came
  /// from and the problems met.
  ///
  /// Plural forms (`.stringsdict` variables, String Catalog plural variations, gettext
  /// `msgstr[n]`) are chosen by the counts among the arguments — integers or decimals — with
  /// the ``PluralRules`` of the language the translation comes from (gettext: its table's
  /// `Plural-Forms`): `%#@files@` with 3 in Arabic takes the `few` form, `other` when the
  /// catalog lacks the category. See ``Localizer`` for what happens when no form fits.
  ///
  /// Formatting never fails at run time: a placeholder without an argument stays visible as
  /// written, and a template the formatter cannot read (a broken translation), or an argument
  /// its placeholder cannot format, gives the unformatted string and a problem.
  public func localize(
    _ key: String, table: String = CatalogSet.defaultTableName, default defaultValue: String? = nil,
    arguments: [FormatArgument]
  ) -> Localization {
    var problems: [LocalizationProblem] = []
    var chosen: (text: String, language: String)?
    var bestEffort: (text: String, language: String)?
    for candidate in LanguageTag.fallbackChain(
      for: language, developmentLanguage: catalogs.developmentLanguage)
    {
      guard let stored = catalogs.table(table, for: candidate), let value = stored.values[key] else {
        continue
      }
      guard let forms = stored.forms[key], !forms.isEmpty else {
        chosen = (value, candidate)
        break
      }
      let entry = PluralSelection.Entry(
        template: value, forms: forms, rules: PluralRules(languageIdentifier: candidate),
        gettext: stored.gettext, gettextProblem: stored.gettextProblem, sourceForms: stored.sourceForms[key])
      let outcome = PluralSelection.select(entry, arguments: arguments)
      if let problem = outcome.problem {
        problems.append(LocalizationProblem(kind: problem, key: key, table: table, language: candidate))
        if bestEffort == nil { bestEffort = (outcome.text ?? value, candidate) }
        continue
      }
      chosen = (outcome.text ?? value, candidate)
      break
    }
    guard let (template, source) = chosen ?? bestEffort else {
      problems.append(LocalizationProblem(kind: .missingKey, key: key, table: table, language: nil))
      let text = defaultValue.map {
        format(template: pseudo($0, from: nil), arguments, problems: &problems, key: key, table: table)
      }
      return Localization(text: text ?? missing(key), language: nil, problems: problems)
    }
    let text = format(
      template: pseudo(template, from: source), arguments, problems: &problems, key: key, table: table,
      language: source)
    return Localization(text: text, language: source, problems: problems)
  }

  /// `template` formatted with `arguments`: placeholders without an argument shown as
  /// written, numbers written as ``numberStyle`` says, every value isolated.
  func format(
    template text: String, _ arguments: [FormatArgument], problems: inout [LocalizationProblem],
    key: String, table: String, language source: String? = nil
  ) -> String {
    var text = text
    guard var template = try? FormatTemplate(text) else {
      if text.contains("%") {
        problems.append(
          LocalizationProblem(
            kind: .unformattable("not a valid format"), key: key, table: table, language: source))
      }
      return text
    }
    // A placeholder without an argument becomes literal text: `%d` → `%%d`.
    let unfilled = template.placeholders.filter { $0.argumentIndex >= arguments.count }
    if !unfilled.isEmpty {
      for placeholder in unfilled.reversed() {
        text.insert("%", at: String.Index(utf16Offset: placeholder.utf16Offset, in: text))
      }
      guard let escaped = try? FormatTemplate(text) else { return text }
      template = escaped
    }
    var arguments = arguments
    if numberStyle == .locale,
      let symbols = NumberSymbols(
        languageIdentifier: pseudoLanguage == nil ? language : catalogs.developmentLanguage),
      let localized = Self.localizingNumbers(template, &arguments, symbols)
    {
      template = localized
    }
    let formatter = BidiFormatter(context: layoutDirection)
    do {
      return try formatter.format(template, arguments)
    } catch {
      problems.append(
        LocalizationProblem(kind: .unformattable("\(error)"), key: key, table: table, language: source))
      return text
    }
  }

  /// `template` with each placeholder that formats a number as a decimal (`%d %i %u %f %F %g
  /// %G %@`) replaced by a text argument appended to `arguments`: printf's digits written with
  /// `symbols`, isolated by the formatter as one run (its direction from its first strong
  /// character: the ALM of an Arabic minus makes it right to left). `nil` when no placeholder
  /// formats a number.
  static func localizingNumbers(
    _ template: FormatTemplate, _ arguments: inout [FormatArgument], _ symbols: NumberSymbols
  ) -> FormatTemplate? {
    let text = template.text
    var result = ""
    var cursor = text.utf16.startIndex
    var changed = false
    let plain = BidiFormatter(context: .leftToRight)
    for placeholder in template.placeholders {
      let start = text.utf16.index(text.utf16.startIndex, offsetBy: placeholder.utf16Offset)
      result += text[cursor..<start]
      cursor = text.utf16.index(start, offsetBy: placeholder.spelling.utf16.count)
      let argument = arguments[placeholder.argumentIndex]
      let alone = PluralSelection.positional(placeholder.spelling, 1)
      guard "diufFgG@".contains(placeholder.conversion),
        argument.integerMagnitude != nil || argument.floatingPointValue != nil,
        let printf = try? plain.format(alone, [argument]), !printf.contains("e"), !printf.contains("E")
      else {
        result += PluralSelection.positional(placeholder.spelling, placeholder.argumentIndex + 1)
        continue
      }
      let localized = symbols.localize(printf, grouping: placeholder.width == nil)
      guard localized != printf else {
        result += PluralSelection.positional(placeholder.spelling, placeholder.argumentIndex + 1)
        continue
      }
      arguments.append(.text(localized, direction: .auto, kind: .text))
      result += "%\(arguments.count)$@"
      changed = true
    }
    result += text[cursor...]
    return changed ? try? FormatTemplate(result) : nil
  }
}
