import BidiEngine
import BidiLocalization

/// The checks `CatalogLinter` runs, each with a stable identifier, a severity and a fix.
public enum LintRule: String, Sendable, Hashable, CaseIterable {
  /// The file could not be read as its format (error).
  case syntax
  /// A right-to-left value starts or ends with a placeholder and no mark or isolate
  /// separates it from the paragraph edge: a left-to-right value there can set the paragraph
  /// direction, or be pushed to the wrong side (warning).
  case placeholderAtEdge = "placeholder-at-edge"
  /// Interpolating typical left-to-right values (host:port, phone numbers, paths, e-mail
  /// addresses, versions) naively and resolving the result with the bidi engine shows a
  /// value split or out of order (error).
  case garbledPlaceholder = "garbled-placeholder"
  /// The placeholders differ from the development-language text: count, kind or argument
  /// numbers (error).
  case placeholderMismatch = "placeholder-mismatch"
  /// An embedding, override or isolate is never closed, or a PDF/PDI closes nothing (error).
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
  /// (warning).
  case needsReview = "needs-review"
  /// A String Catalog key whose `extractionState` is `stale`: gone from the code (warning).
  case stale
  /// A plural entry lacks a category the language needs (CLDR), or `other` (error).
  case missingPluralCategory = "missing-plural-category"
  /// A `.stringsdict` entry is not structured as Foundation expects: no `other`, an
  /// undefined `%#@variable@`, an unknown category, a value that is not a dictionary, no
  /// `NSStringLocalizedFormatKey` (error).
  case pluralStructure = "plural-structure"
  /// A gettext `Plural-Forms` header that cannot be used, or an entry whose number of
  /// `msgstr[n]` differs from its `nplurals` (error).
  case pluralForms = "plural-forms"

  /// The severity of the rule's findings.
  public var severity: LintSeverity {
    switch self {
    case .syntax, .garbledPlaceholder, .placeholderMismatch, .unbalancedControls, .controlInKey,
      .missingPluralCategory, .pluralStructure, .pluralForms:
      .error
    case .placeholderAtEdge, .missingTranslation, .extraKey, .untranslated, .needsReview, .stale: .warning
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
    case .placeholderMismatch: "use the same placeholders as the development-language text"
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
      "add the missing plural forms (the categories CLDR gives the language, and other)"
    case .pluralStructure:
      "structure the entry as Foundation expects (NSStringLocalizedFormatKey, a dict per %#@variable@ with an other form)"
    case .pluralForms: "write a Plural-Forms header gettext can read, with as many msgstr[n] as nplurals"
    }
  }
}
