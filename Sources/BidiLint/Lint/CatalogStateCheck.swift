import BidiLocalization

/// The semantic checks of one catalog file: translation states (`untranslated`,
/// `needs-review`, `stale`), plural categories a language needs (`missing-plural-category`)
/// and gettext `Plural-Forms` (`plural-forms`). Time is linear in the file's texts.
enum CatalogStateCheck {
  typealias Report = (LintRule, SourceLocation, String, String?, String?, LintSeverity?) -> Void

  static func check(_ file: CatalogFile, report: Report) {
    let gettext = file.format == .po ? gettextHeader(file, report: report) : nil
    for table in file.tables where !CatalogLinter.isLocalUse(table.language) {
      let isSource = file.developmentLanguage != nil && table.language == file.developmentLanguage
      let rules = table.language.map { PluralCoverage.examples(language: $0) }
      // The categories of the language's rules, computed once per table (not once per entry).
      let needed = rules.map { Set($0.rules.allCategories) } ?? []
      for entry in table.entries {
        if file.format == .po && entry.key.isEmpty && entry.context == nil { continue }
        states(entry, file: file, table: table, isSource: isSource, report: report)
        if let rules, rules.language != "root" || file.format != .po {
          pluralCategories(
            entry, format: file.format, needed: needed, rules: rules, language: table.language!,
            report: report)
        }
        if let gettext, entry.sourceTexts.count > 1, !entry.texts.isEmpty, entry.texts.count != gettext.count
        {
          report(
            .pluralForms, entry.texts[0].location,
            "\(entry.texts.count) msgstr forms where Plural-Forms gives nplurals=\(gettext.count)", entry.key,
            table.language, nil)
        }
      }
    }
  }

  private static func states(
    _ entry: CatalogEntry, file: CatalogFile, table: StringTable, isSource: Bool, report: Report
  ) {
    switch file.format {
    case .xcstrings:
      // Key-level states appear in every table: report them once, with the source table.
      if entry.flags.contains("stale") && (isSource || file.developmentLanguage == nil) {
        report(
          .stale, entry.location, "'\(entry.key)' is stale: the code no longer uses it", entry.key, nil, nil)
      }
      // An empty source text has nothing to translate (an Info.plist key left empty).
      guard !isSource, !entry.flags.contains("shouldTranslate=false"),
        entry.sourceTexts.contains(where: { !$0.text.isEmpty })
      else { return }
      if entry.texts.isEmpty || entry.flags.contains("new") {
        report(
          .untranslated, entry.location, "'\(entry.key)' is not translated into \(table.language ?? "?")",
          entry.key, table.language, nil)
      }
      if entry.flags.contains("needs_review") {
        report(
          .needsReview, entry.texts.first?.location ?? entry.location,
          "the \(table.language ?? "?") translation of '\(entry.key)' needs review", entry.key,
          table.language,
          nil)
      }
    case .po:
      guard file.path.hasSuffix(".po") else { return }  // a .pot template has no translations
      if entry.texts.allSatisfy({ $0.text.isEmpty }) {
        report(
          .untranslated, entry.location, "'\(entry.key)' has no translation", entry.key, table.language, nil)
      } else if entry.flags.contains("fuzzy") {
        report(.needsReview, entry.location, "'\(entry.key)' is marked fuzzy", entry.key, table.language, nil)
      }
    case .strings, .stringsdict:
      return
    }
  }

  /// The categories a plural entry lacks that change what its values show in the language
  /// (see ``PluralCoverage``). `.stringsdict` forms are grouped by variable, String Catalog
  /// forms by their variation path (`device.iphone.one` with `device.iphone.other`); gettext
  /// entries are checked through their header instead. A `.stringsdict` variable without
  /// `other` is reported by the reader (``LintRule/pluralStructure``), not here.
  private static func pluralCategories(
    _ entry: CatalogEntry, format: CatalogFormat, needed: Set<PluralCategory>, rules: PluralCoverage.Examples,
    language: String, report: Report
  ) {
    guard format != .po, entry.texts.contains(where: { $0.form != nil }) else { return }
    var groups: [String: (categories: Set<PluralCategory>, location: SourceLocation, decimals: Bool)] = [:]
    var order: [String] = []
    for text in entry.texts {
      guard let form = text.form else { continue }
      let parts = form.split(separator: ".", omittingEmptySubsequences: false)
      // `device.other` is a device variation (the other devices), not a plural form.
      guard let last = parts.last, let category = PluralCategory(rawValue: String(last)),
        !(format == .xcstrings && parts.count == 2 && parts[0] == "device")
      else { continue }
      let group = parts.dropLast().joined(separator: ".")
      if groups[group] == nil {
        let variable = entry.variables.first { $0.name == parts.first.map(String.init) }
        let decimals =
          variable.map { PluralCoverage.takesFractions($0.formatSpecifier) }
          ?? FormatPlaceholder.parse(text.text).contains { $0.kind == .floatingPoint }
        groups[group] = ([], text.location, decimals)
        order.append(group)
      }
      groups[group]!.categories.insert(category)
    }
    for group in order {
      let missing = needed.subtracting(groups[group]!.categories).sorted()
        .filter { !(format == .stringsdict && $0 == .other) }
      let gaps = missing.compactMap {
        PluralCoverage.gap($0, rules: rules, decimals: groups[group]!.decimals)
      }
      guard !gaps.isEmpty else { continue }
      let what = group.isEmpty ? "" : " (\(group))"
      report(
        .missingPluralCategory, groups[group]!.location,
        "'\(entry.key)'\(what) has no " + gaps.map(\.clause).joined(separator: "; no ")
          + (missing.contains(.other)
            ? ""
            : gaps.contains { $0.severity == .error }
              ? ": Foundation shows the other form instead"
              : ": Foundation shows the other form there, with the same digits"),
        entry.key, language, gaps.map(\.severity).max())
    }
  }

  /// The gettext header's `Plural-Forms`: reported when it cannot be used, or when it gives
  /// fewer forms than CLDR's categories for the catalog's language. `nil` when unusable.
  private static func gettextHeader(_ file: CatalogFile, report: Report) -> GettextPluralForms? {
    guard let table = file.tables.first,
      let header = table.entries.first(where: { $0.key.isEmpty && $0.context == nil }),
      let value = header.value
    else { return nil }
    guard let line = value.split(separator: "\n").first(where: { $0.hasPrefix("Plural-Forms:") }) else {
      return .germanic
    }
    do {
      let forms = try GettextPluralForms(String(line.dropFirst("Plural-Forms:".count)))
      if let language = table.language {
        // The categories of counts below a million: gettext catalogs do not give CLDR's
        // `many` of French, Spanish, Italian… millions (compact notation), and no gettext
        // tool asks for it.
        let rules = PluralRules(languageIdentifier: language)
        let needed = Set((0...1_000).map { rules.category(for: $0) }).sorted()
        if rules.language != "root" && forms.count < needed.count {
          report(
            .missingPluralCategory, header.texts.first?.location ?? header.location,
            "Plural-Forms gives \(forms.count) forms where \(language) has \(needed.count) (CLDR: \(needed.map(\.rawValue).joined(separator: ", ")))",
            nil, language, nil)
        }
      }
      return forms
    } catch {
      report(
        .pluralForms, header.texts.first?.location ?? header.location,
        "Plural-Forms cannot be used: \(error.message)", nil, table.language, nil)
      return nil
    }
  }
}
