/// The Bidi_Class property of a character (UAX #9, Table 4).
///
/// Each case's documentation gives the abbreviation UAX #9 uses. The raw values are the
/// order used by the generated tables in `Generated/`.
public enum BidiClass: UInt8, CaseIterable, Sendable, Hashable {
  /// `L`: strong left-to-right (Latin letters, most scripts).
  case leftToRight
  /// `R`: strong right-to-left (Hebrew letters).
  case rightToLeft
  /// `AL`: strong right-to-left Arabic letter (Arabic, Syriac, Thaana).
  case arabicLetter
  /// `EN`: European digits.
  case europeanNumber
  /// `ES`: European number separator (`+`, `-`).
  case europeanSeparator
  /// `ET`: European number terminator (`#`, `$`, `%`, degree sign).
  case europeanTerminator
  /// `AN`: Arabic-Indic digits and Arabic number separators.
  case arabicNumber
  /// `CS`: common number separator (`,`, `.`, `:`, `/`).
  case commonSeparator
  /// `NSM`: nonspacing (combining) mark.
  case nonspacingMark
  /// `BN`: boundary neutral (default ignorables, controls such as ZWJ and soft hyphen).
  case boundaryNeutral
  /// `B`: paragraph separator (line feed, carriage return, U+2029).
  case paragraphSeparator
  /// `S`: segment separator (tab).
  case segmentSeparator
  /// `WS`: whitespace.
  case whitespace
  /// `ON`: other neutrals (most punctuation and symbols).
  case otherNeutral
  /// `LRE`: left-to-right embedding, U+202A.
  case leftToRightEmbedding
  /// `LRO`: left-to-right override, U+202D.
  case leftToRightOverride
  /// `RLE`: right-to-left embedding, U+202B.
  case rightToLeftEmbedding
  /// `RLO`: right-to-left override, U+202E.
  case rightToLeftOverride
  /// `PDF`: pop directional formatting, U+202C.
  case popDirectionalFormat
  /// `LRI`: left-to-right isolate, U+2066.
  case leftToRightIsolate
  /// `RLI`: right-to-left isolate, U+2067.
  case rightToLeftIsolate
  /// `FSI`: first strong isolate, U+2068.
  case firstStrongIsolate
  /// `PDI`: pop directional isolate, U+2069.
  case popDirectionalIsolate

  /// The class of `scalar`, from the Unicode data the tables were generated from
  /// (unassigned code points get their documented defaults).
  public init(_ scalar: Unicode.Scalar) {
    self = UnicodeTables.bidiClass(of: scalar.value)
  }

  /// The abbreviation UAX #9 uses for this class, such as `"AL"` or `"PDI"`.
  public var abbreviation: String {
    Self.abbreviations[Int(rawValue)]
  }

  /// Creates a class from its UAX #9 abbreviation (`"L"`, `"NSM"`, …); `nil` if unknown.
  public init?(abbreviation: some StringProtocol) {
    guard let index = Self.abbreviations.firstIndex(where: { $0 == abbreviation }) else { return nil }
    self.init(rawValue: UInt8(index))
  }

  private static let abbreviations = [
    "L", "R", "AL", "EN", "ES", "ET", "AN", "CS", "NSM", "BN", "B", "S", "WS", "ON",
    "LRE", "LRO", "RLE", "RLO", "PDF", "LRI", "RLI", "FSI", "PDI",
  ]

  /// Whether the class is strong: `L`, `R` or `AL`.
  @inlinable
  public var isStrong: Bool { rawValue <= BidiClass.arabicLetter.rawValue }

  /// Whether the class is strong right-to-left: `R` or `AL`.
  @inlinable
  public var isStrongRightToLeft: Bool { self == .rightToLeft || self == .arabicLetter }

  /// Whether rule X9 removes characters of this class: embeddings, overrides, `PDF` and `BN`.
  /// Such characters get no level of their own (`x` in the conformance files).
  @inlinable
  public var isRemovedByX9: Bool {
    self == .boundaryNeutral
      || (rawValue >= BidiClass.leftToRightEmbedding.rawValue
        && rawValue <= BidiClass.popDirectionalFormat.rawValue)
  }

  /// Whether the class opens an isolate: `LRI`, `RLI` or `FSI`.
  @inlinable
  public var isIsolateInitiator: Bool {
    rawValue >= BidiClass.leftToRightIsolate.rawValue && rawValue <= BidiClass.firstStrongIsolate.rawValue
  }

  /// Whether the class is an isolate formatting character: `LRI`, `RLI`, `FSI` or `PDI`.
  @inlinable
  public var isIsolateControl: Bool { rawValue >= BidiClass.leftToRightIsolate.rawValue }

  /// Whether the class opens an embedding or override: `LRE`, `RLE`, `LRO` or `RLO`.
  @inlinable
  public var isEmbeddingInitiator: Bool {
    rawValue >= BidiClass.leftToRightEmbedding.rawValue && rawValue <= BidiClass.rightToLeftOverride.rawValue
  }

  /// Whether the class is an explicit formatting character (embedding, override, isolate or a pop).
  @inlinable
  public var isExplicitFormatting: Bool { rawValue >= BidiClass.leftToRightEmbedding.rawValue }
}

extension BidiClass: CustomStringConvertible {
  /// The UAX #9 abbreviation.
  public var description: String { abbreviation }
}
