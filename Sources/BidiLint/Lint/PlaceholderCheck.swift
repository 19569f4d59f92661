import BidiLocalization

/// ``LintRule/placeholderMismatch``: a translation's placeholders against its development
/// text's, entry by entry, as Foundation formats them.
///
/// Plural forms are compared as a whole, not form by form: a form may leave out its count
/// (`one` → "an hour ago", `zero` → "no replies"), so the placeholders of an entry are the
/// union over its texts. A form is reported where it drops an argument its other forms show,
/// or leaves out the count where the language uses the form for several numbers (Russian
/// `one`: 1, 21, 31…). Every text is reported where it reads an argument the development
/// text does not pass, reads one as another type (`%d` where `%@` is passed: a crash), or has
/// a broken `%` sequence (`%ا`, `%1$$@`, the `% h` of "%lld% horas"), as CoreFoundation's
/// `__CFParseFormatSpec` reads them.
struct PlaceholderCheck {
  /// A problem of one text, and whether it can break the display (else a warning).
  struct Problem {
    var text: String
    var scalarOffset: Int?
    var isError: Bool
  }

  let translation: EntryMessages
  let development: EntryMessages
  /// The plural rules of the translation's language, for counts left out of forms.
  let rules: PluralCoverage.Examples?

  /// What an argument (a number, or a Python mapping key) is passed as.
  private static func target(_ placeholder: FormatPlaceholder) -> String {
    placeholder.argument.map(String.init) ?? placeholder.name.map { "(" + $0 } ?? "?"
  }

  /// The placeholder's type for comparisons: its kind, its length modifier apart.
  private static func typeName(_ placeholder: FormatPlaceholder) -> String {
    switch placeholder.kind {
    case .object: "an object"
    case .cString: "a C string"
    case .signedInteger, .unsignedInteger, .character: "an integer"
    case .floatingPoint: "a floating-point number"
    case .pointer: "a pointer"
    case .variable: "a plural variable"
    }
  }

  /// The shown (non-variable) placeholders of some pieces, by target.
  private static func shown(_ messages: EntryMessages, pieces: [Int]) -> [String: FormatPlaceholder] {
    var result: [String: FormatPlaceholder] = [:]
    for index in pieces {
      for placeholder in messages.pieces[index].placeholders where placeholder.kind != .variable {
        let target = target(placeholder)
        if result[target] == nil { result[target] = placeholder }
      }
    }
    return result
  }

  /// The problems of each piece of the translation (by index), in piece order.
  func problems() -> [Int: [Problem]] {
    var problems: [Int: [Problem]] = [:]
    let allDevelopment = Array(development.pieces.indices)
    let expected = Self.shown(development, pieces: allDevelopment)
    // What the development text passes: what it shows, and its variables' arguments.
    var passed = expected
    for (name, argument) in development.variableArguments where passed[String(argument)] == nil {
      let specifier = development.variables[name]?.formatSpecifier ?? "lld"
      if let placeholder = FormatPlaceholder.scan("%" + specifier).placeholders.first {
        passed[String(argument)] = placeholder
      }
    }
    // Every translation placeholder against what is passed.
    for (index, piece) in translation.pieces.enumerated() {
      for placeholder in piece.placeholders where placeholder.kind != .variable {
        let offset = placeholder.scalarRange.lowerBound
        let target = Self.target(placeholder)
        guard let given = passed[target] else {
          problems[index, default: []].append(
            Problem(
              text: "\(placeholder.text) reads argument \(target), which the development text does not pass",
              scalarOffset: offset, isError: true))
          continue
        }
        if Self.typeName(given) != Self.typeName(placeholder) {
          problems[index, default: []].append(
            Problem(
              text:
                "\(placeholder.text) reads argument \(target) as \(Self.typeName(placeholder)) where the development text passes \(Self.typeName(given)) (\(given.text)): a wrong value or a crash",
              scalarOffset: offset, isError: true))
        } else if given.lengthModifier != placeholder.lengthModifier {
          problems[index, default: []].append(
            Problem(
              text: "\(placeholder.text) where the development text has \(given.text) (another integer size)",
              scalarOffset: offset, isError: false))
        }
      }
      for stray in piece.strays {
        problems[index, default: []].append(
          Problem(
            text: Self.describe(stray, in: piece.text.text), scalarOffset: stray.scalarOffset, isError: true))
      }
    }
    // Arguments the development text shows that the translation never uses.
    let allTranslation = Array(translation.pieces.indices)
    let used = Self.shown(translation, pieces: allTranslation)
    let selected = Set(translation.variableArguments.values.map(String.init))
    let dropped = expected.filter { used[$0.key] == nil && !selected.contains($0.key) }.values
      .sorted { ($0.argument ?? .max, Self.target($0)) < ($1.argument ?? .max, Self.target($1)) }
    if !dropped.isEmpty, let first = translation.bases.first ?? allTranslation.first {
      let what = dropped.map(\.text).joined(separator: " ")
      let text =
        used.isEmpty && translation.variableArguments.isEmpty
        ? "drops every placeholder of the development text (\(what)): the value\(dropped.count > 1 ? "s are" : " is") never shown"
        : "drops \(what): \(dropped.count > 1 ? "these values are" : "that value is") never shown"
      problems[first, default: []].insert(Problem(text: text, scalarOffset: nil, isError: true), at: 0)
    }
    formProblems(into: &problems)
    return problems
  }

  /// Forms that drop an argument the other forms of their variable show, or leave out the
  /// count where the language uses the form for several whole numbers (the development text
  /// showing the count in that variable's forms or around them). A form that only 0 and its
  /// own number take (French `one`: 0 and 1) is a warning: many counts are never 0.
  private func formProblems(into problems: inout [Int: [Problem]]) {
    let outside = Set(Self.shown(translation, pieces: translation.bases).keys)
    let developmentOutside = Set(Self.shown(development, pieces: development.bases).keys)
    for (name, forms) in translation.forms.sorted(by: { $0.key < $1.key }) {
      let count = translation.variableArguments[name].map(String.init)
      var union = Set(Self.shown(translation, pieces: forms).keys)
      let developmentForms = Set(Self.shown(development, pieces: development.forms[name] ?? []).keys)
      union.formUnion(developmentForms)
      if let count { union.remove(count) }
      if let developmentCount = development.variableArguments[name] { union.remove(String(developmentCount)) }
      let hasZero = forms.contains { translation.pieces[$0].category == "zero" }
      for index in forms {
        let piece = translation.pieces[index]
        let own = Set(Self.shown(translation, pieces: [index]).keys)
        let lost = union.subtracting(own).subtracting(outside).sorted()
        if !lost.isEmpty {
          problems[index, default: []].append(
            Problem(
              text:
                "form \(piece.category ?? "?") drops argument\(lost.count > 1 ? "s" : "") \(lost.joined(separator: ", ")), which the other forms show",
              scalarOffset: nil, isError: true))
        }
        let specifier = translation.variables[name]?.formatSpecifier ?? "d"
        guard let count, !own.contains(count), !outside.contains(count),
          developmentForms.contains(count) || developmentOutside.contains(count),
          !PluralCoverage.takesFractions(specifier), let rules,
          let category = piece.category.flatMap(PluralCategory.init(rawValue:)), category != .zero
        else { continue }
        let numbers = rules.wholeNumbers(in: category).filter { !(hasZero && $0 == 0) }
        guard numbers.count >= 2 else { continue }
        // The number the form most likely means (1 for `one`, 2 for `two`, or one written in
        // it) shows right; another shows the gap.
        let meant: Int? = category == .one ? 1 : category == .two ? 2 : nil
        let written = Set(piece.text.text.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) })
        let wrong = numbers.filter { $0 != meant && !written.contains($0) }
        guard let shown = wrong.first else { continue }
        let onlyZero = wrong == [0]
        problems[index, default: []].append(
          Problem(
            text:
              "form \(category.rawValue) shows no count, but \(rules.language) uses it for \(numbers.prefix(3).map(String.init).joined(separator: ", "))\(numbers.count > 3 ? "…" : ""): \(shown) would read '\(piece.text.text)'",
            scalarOffset: nil, isError: !onlyZero))
      }
    }
  }

  /// A broken `%` sequence, for people.
  static func describe(_ stray: FormatTemplate.StrayPercent, in text: String) -> String {
    switch stray.kind {
    case .notAConversion(let found):
      // CoreFoundation shows the character after the `%` in place of the whole sequence.
      "the % at character \(stray.scalarOffset + 1) starts no conversion ('\(found)' where one is expected): Foundation shows '\(text.unicodeScalars.dropFirst(stray.scalarOffset + 1).first.map { String($0) } ?? "")' in its place and formats no argument"
    case .dangling:
      "a % at character \(stray.scalarOffset + 1) ends the text or cuts a placeholder off: write %% for a percent sign"
    case .spaceFlagConversion(let placeholder):
      "'\(placeholder.spelling)' at character \(stray.scalarOffset + 1) reads an argument: write %% for a percent sign"
    }
  }
}
