import BidiEngine
import BidiLocalization

/// The checks `CatalogLinter` runs, each with a stable identifier, a severity and a fix.
///
/// A rule's severity is what its findings get unless one says otherwise
/// (``LintFinding/defaultSeverity``): errors are what can break a user's screen or crash the
/// app, warnings the rest. The <doc:LintRules> article says what each rule reports, and when.
public enum LintRule: String, Sendable, Hashable, CaseIterable {
  /// The file cannot be read as its format, or is empty where plutil rejects it (error).
  case syntax
  /// A right-to-left message starts with a placeholder whose value can be left-to-right text
  /// (`%@`, `%s`), with no mark or isolate before it: the value sets the paragraph's direction
  /// and the sentence shows left to right. Numbers cannot, and a placeholder at the end cannot
  /// set the direction (warning).
  case placeholderAtEdge = "placeholder-at-edge"
  /// A placeholder whose values are of a kind that garbles (a phone number, a URL, a path, a
  /// handle…, see ``PlaceholderValueKind``), interpolated naively and resolved by the bidi
  /// engine in a right-to-left paragraph, shows split or out of order (error).
  case garbledPlaceholder = "garbled-placeholder"
  /// A translation's placeholders differ from the development text's as Foundation formats
  /// them: an argument dropped (every placeholder, or one replaced by a literal), read as
  /// another type, or not passed; a plural form that drops an argument its other forms show or
  /// leaves out the count of several numbers; a broken `%` sequence (error; warning for an
  /// integer size, `%d` for `%ld`, or a count left out only of 0).
  case placeholderMismatch = "placeholder-mismatch"
  /// An embedding, override or isolate is never closed, or a PDF/PDI closes nothing: the text
  /// after it changes where the string is joined to another (warning).
  case unbalancedControls = "unbalanced-controls"
  /// A key contains a directional control: lookups by the visible key fail (error).
  case controlInKey = "control-in-key"
  /// LRE/RLE embeddings where an isolate (LRI/RLI/FSI … PDI) is meant (info).
  case legacyEmbedding = "legacy-embedding"
  /// A key of the development language has no entry in a language's table of the same name
  /// (warning).
  case missingTranslation = "missing-translation"
  /// A language's table has a key the development language does not (warning).
  case extraKey = "extra-key"
  /// A String Catalog or gettext entry has no translation in a language (warning).
  case untranslated
  /// A String Catalog entry marked `needs_review`, or a gettext entry marked `fuzzy`
  /// (warning). Its text is still checked like any other: it ships.
  case needsReview = "needs-review"
  /// A String Catalog key whose `extractionState` is `stale`: gone from the code (warning).
  case stale
  /// A plural entry lacks a category the language uses for whole numbers below a million
  /// (error), or only for exact millions (the `many` of French, Spanish, Italian, Portuguese,
  /// Catalan) or fractions of a fraction-valued variable (warning). The message names the
  /// numbers that show the gap.
  case missingPluralCategory = "missing-plural-category"
  /// A `.stringsdict` entry is not structured as Foundation expects: no `other`, an
  /// undefined `%#@variable@`, an unknown category, a value that is not a dictionary, no
  /// `NSStringLocalizedFormatKey` (error; a warning for an `other` that no value of the
  /// variable would reach).
  case pluralStructure = "plural-structure"
  /// A gettext `Plural-Forms` header that cannot be used, or an entry whose number of
  /// `msgstr[n]` differs from its `nplurals` (error).
  case pluralForms = "plural-forms"

  /// The severity of the rule's findings.
  public var severity: LintSeverity {
    switch self {
    case .syntax, .garbledPlaceholder, .placeholderMismatch, .controlInKey, .missingPluralCategory,
      .pluralStructure, .pluralForms:
      .error
    case .placeholderAtEdge, .unbalancedControls, .missingTranslation, .extraKey, .untranslated, .needsReview,
      .stale:
      .warning
    case .legacyEmbedding: .info
    }
  }

  /// How to fix a finding of this rule.
  public var fixHint: String {
    switch self {
    case .syntax: "correct the syntax at the given position"
    case .placeholderAtEdge:
      "put an RLM (U+200F) before the placeholder or wrap it in FSI…PDI (U+2068…U+2069), or format through BidiKit"
    case .garbledPlaceholder:
      "wrap the placeholder in FSI…PDI (U+2068…U+2069), or format the value through BidiKit, which isolates every argument"
    case .placeholderMismatch:
      "use the development text's placeholders, each for the same argument and type (write %% for a percent sign)"
    case .unbalancedControls:
      "close every LRE/RLE/LRO/RLO with PDF and every LRI/RLI/FSI with PDI, and remove stray closers"
    case .controlInKey: "remove directional controls from the key"
    case .legacyEmbedding: "replace LRE/RLE … PDF with LRI/RLI … PDI (or FSI … PDI)"
    case .missingTranslation: "translate the key in this language, or remove it from the development language"
    case .extraKey: "remove the key, or add it to the development language"
    case .untranslated: "translate the entry (or mark it shouldTranslate: false)"
    case .needsReview: "review the translation and mark it translated"
    case .stale: "remove the key, which the code no longer uses, or use it again"
    case .missingPluralCategory:
      "add the missing plural forms (the categories CLDR gives the language for the numbers named)"
    case .pluralStructure:
      "structure the entry as Foundation expects (NSStringLocalizedFormatKey, a dict per %#@variable@ with an other form)"
    case .pluralForms: "write a Plural-Forms header gettext can read, with as many msgstr[n] as nplurals"
    }
  }
}
