/// How the formatter keeps a value apart from the text around it.
public enum FormattingStyle: Sendable, Hashable {
  /// Isolates (LRI, RLI or FSI … PDI), as Unicode (UAX #9 since 6.3), W3C and MessageFormat 2
  /// recommend: the value neither affects nor is affected by its surroundings.
  case isolate
  /// Embeddings (LRE or RLE … PDF) followed by a mark of the context direction (LRM or RLM)
  /// when the value's exit direction would otherwise leak, as AndroidX's and Closure's
  /// `BidiFormatter` do: for renderers that draw isolates as boxes. With
  /// ``BidiFormatter/stereoReset`` a mark is also put before the value when its entry
  /// direction differs from the context.
  case embedding
}
