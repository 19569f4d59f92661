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

  /// The severity of the rule's findings.
  public var severity: LintSeverity {
    switch self {
    case .syntax, .garbledPlaceholder, .placeholderMismatch, .unbalancedControls, .controlInKey:
      .error
    case .placeholderAtEdge: .warning
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
    }
  }
}
