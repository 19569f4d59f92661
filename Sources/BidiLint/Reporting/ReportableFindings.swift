import BidiLocalization
import BidiText

extension LintRule {
  /// One line saying what the rule finds (`bidi lint --help` lists them).
  public var summary: String {
    switch self {
    case .syntax: "the file is malformed at this position, or empty (plutil rejects it)"
    case .placeholderAtEdge: "right-to-left text starts with a placeholder whose value can be left to right"
    case .garbledPlaceholder: "values of a kind that garbles (phone, URL, path, handle…) display garbled"
    case .placeholderMismatch: "an argument dropped, read as another type or not passed; a broken % sequence"
    case .unbalancedControls: "embeddings, overrides or isolates not closed, stray PDF/PDI"
    case .controlInKey: "a directional control in a key"
    case .legacyEmbedding: "LRE/RLE where an isolate is meant"
    case .missingTranslation: "a development-language key missing from a language"
    case .extraKey: "a key only in a language, not in the development one or a reference table"
    case .untranslated: "a String Catalog or gettext entry without translation"
    case .needsReview: "String Catalog needs_review, gettext fuzzy"
    case .stale: "a String Catalog key the code no longer uses"
    case .missingPluralCategory: "plural forms the language uses below a million (CLDR) missing"
    case .pluralStructure: "a .stringsdict entry not structured as Foundation expects"
    case .pluralForms: "a gettext Plural-Forms unusable or disagreeing with msgstr[n]"
    }
  }

  /// What the rule finds and why it matters, in a few sentences.
  public var explanation: String {
    switch self {
    case .syntax: "The file could not be read as its format; what follows the error may be ignored."
    case .placeholderAtEdge:
      "A right-to-left text starts with a placeholder whose value can be strong left-to-right text (not a number: digits are weak) and no mark or isolate comes first: the value can set the paragraph direction. What a placeholder holds is inferred from the words next to it, or set with placeholderValues in .bidilint.json."
    case .garbledPlaceholder:
      "A value of a kind that garbles (phone number, URL, e-mail, path, @handle, version; said by placeholderValues in .bidilint.json or by the words next to the placeholder) interpolated without an isolate and resolved with the Unicode Bidirectional Algorithm in a right-to-left paragraph shows split or out of order. The message names the kind tried."
    case .placeholderMismatch:
      "The placeholders differ from the development-language text in count, kind or argument numbers: formatting reads the wrong arguments or crashes."
    case .unbalancedControls:
      "An embedding, override or isolate is never closed, or a PDF/PDI closes nothing: the text around the value is reordered."
    case .controlInKey: "A key contains a directional control: lookups by the visible key fail."
    case .legacyEmbedding:
      "LRE/RLE embeddings are used where an isolate (LRI/RLI/FSI … PDI) is meant: an embedding lets the value interact with the text around it."
    case .missingTranslation:
      "A key of the development language has no entry in a language's table of the same name: users see the development text or the key."
    case .extraKey: "A language's table has a key the development language does not: it is never looked up."
    case .untranslated: "A String Catalog or gettext entry has no translation in a language."
    case .needsReview:
      "A String Catalog entry is marked needs_review, or a gettext entry fuzzy: the translation may be out of date."
    case .stale: "A String Catalog key's extractionState is stale: the code no longer uses it."
    case .missingPluralCategory:
      "A plural entry lacks a category the language uses for some whole number below a million (CLDR), or other: that count shows the wrong form; the message names a number that shows the gap. Categories only millions or fractions reach are warnings."
    case .pluralStructure:
      "A .stringsdict entry is not structured as Foundation expects: no other form, an undefined %#@variable@, an unknown category, no NSStringLocalizedFormatKey."
    case .pluralForms:
      "A gettext Plural-Forms header cannot be used, or an entry's number of msgstr[n] differs from its nplurals."
    }
  }

  /// The rule as reports describe it.
  public var reportedRule: ReportedRule {
    ReportedRule(
      id: rawValue, summary: summary, description: explanation, help: fixHint, defaultSeverity: severity)
  }
}

extension LintFinding: ReportableFinding {
  /// The finding in the common shape: anchored to its entry (key and language) when it has a
  /// key, else to its line's text.
  public var reported: ReportedFinding {
    ReportedFinding(
      rule: rule.rawValue, severity: severity, file: location.file, line: location.line,
      column: location.column, message: message, fix: rule.fixHint,
      anchor: key.map { .entry(key: $0, language: language) } ?? .line)
  }
}

extension SourceCodeFinding.Rule {
  /// One line saying what the rule finds.
  public var summary: String {
    switch self {
    case .inComment: "a directional control in a comment"
    case .inLiteral: "a directional control in a string or character literal"
    case .inCode: "a directional control in code, outside comments and literals"
    }
  }

  /// What the rule finds and why it matters.
  public var explanation: String {
    let attack =
      "Embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) reorder what a reader sees, so that code shows as a comment or a comment as code (Trojan Source, CVE-2021-42574); LRM, RLM and ALM are warnings there."
    switch self {
    case .inComment: return "A directional control in a comment. " + attack
    case .inLiteral: return "A directional control in a string or character literal. " + attack
    case .inCode:
      return
        "A directional control in an identifier, operator or white space, where no escape can stand for it: always an error."
    }
  }

  /// How to fix a finding of this rule.
  public var fixHint: String {
    switch self {
    case .inComment: "remove it from the comment ('bidi sanitize --source' does)"
    case .inLiteral: "write it as an escape ('bidi sanitize --source' does where the literal has one)"
    case .inCode: "remove it: in code it cannot be escaped, and nothing should be invisible"
    }
  }

  /// The rule as reports describe it; the comment and literal rules link to rustc's lints of
  /// the same name.
  public var reportedRule: ReportedRule {
    let rustc = "https://doc.rust-lang.org/rustc/lints/listing/deny-by-default.html#"
    return ReportedRule(
      id: rawValue, summary: summary, description: explanation, help: fixHint, defaultSeverity: .error,
      helpURI: self == .inCode ? nil : rustc + rawValue)
  }
}

extension SourceCodeFinding: ReportableFinding {
  /// The finding in the common shape: anchored to its line's text, with the sanitizer's
  /// rewrite as its edit where there is one. A control
  /// whose pairing crosses its token cannot be suppressed by a comment.
  public var reported: ReportedFinding {
    ReportedFinding(
      rule: rule.rawValue, severity: severity == .error ? .error : .warning, file: file, line: line,
      column: column, message: message, fix: rule.fixHint,
      edit: replacement.map { ReportedFinding.Edit(line: line, column: column, length: 1, replacement: $0) },
      anchor: .line, isSuppressibleInSource: !crossesToken)
  }
}
