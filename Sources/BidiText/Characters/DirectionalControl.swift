/// The invisible characters that steer bidirectional text: marks, embeddings, overrides and
/// isolates (UAX #9 section 2).
public enum DirectionalControl: UInt32, CaseIterable, Sendable, Hashable {
  /// Arabic letter mark, U+061C: a strong right-to-left (AL) character of no width.
  case arabicLetterMark = 0x061C
  /// Left-to-right mark, U+200E: a strong left-to-right character of no width.
  case leftToRightMark = 0x200E
  /// Right-to-left mark, U+200F: a strong right-to-left character of no width.
  case rightToLeftMark = 0x200F
  /// Left-to-right embedding, U+202A (legacy; prefer ``leftToRightIsolate``).
  case leftToRightEmbedding = 0x202A
  /// Right-to-left embedding, U+202B (legacy; prefer ``rightToLeftIsolate``).
  case rightToLeftEmbedding = 0x202B
  /// Pop directional formatting, U+202C: closes an embedding or override.
  case popDirectionalFormatting = 0x202C
  /// Left-to-right override, U+202D: forces the characters up to its PDF left-to-right.
  case leftToRightOverride = 0x202D
  /// Right-to-left override, U+202E: forces the characters up to its PDF right-to-left.
  case rightToLeftOverride = 0x202E
  /// Left-to-right isolate, U+2066.
  case leftToRightIsolate = 0x2066
  /// Right-to-left isolate, U+2067.
  case rightToLeftIsolate = 0x2067
  /// First strong isolate, U+2068: an isolate whose direction is that of its first strong character.
  case firstStrongIsolate = 0x2068
  /// Pop directional isolate, U+2069: closes an isolate.
  case popDirectionalIsolate = 0x2069

  /// The control for a code point, or `nil` if it is not one of the twelve.
  public init?(_ codePoint: UInt32) {
    self.init(rawValue: codePoint)
  }

  /// The control for a scalar, or `nil` if it is not one of the twelve.
  public init?(_ scalar: Unicode.Scalar) {
    self.init(rawValue: scalar.value)
  }

  /// The character itself.
  public var scalar: Unicode.Scalar { Unicode.Scalar(rawValue)! }

  /// The character as a one-scalar string.
  public var string: String { String(Character(scalar)) }

  /// The usual abbreviation: `"LRM"`, `"RLI"`, `"PDF"`, …
  public var abbreviation: String {
    switch self {
    case .arabicLetterMark: "ALM"
    case .leftToRightMark: "LRM"
    case .rightToLeftMark: "RLM"
    case .leftToRightEmbedding: "LRE"
    case .rightToLeftEmbedding: "RLE"
    case .popDirectionalFormatting: "PDF"
    case .leftToRightOverride: "LRO"
    case .rightToLeftOverride: "RLO"
    case .leftToRightIsolate: "LRI"
    case .rightToLeftIsolate: "RLI"
    case .firstStrongIsolate: "FSI"
    case .popDirectionalIsolate: "PDI"
    }
  }

  /// The control with this abbreviation (`"LRM"`, `"FSI"`, …), or `nil`.
  public init?(abbreviation: some StringProtocol) {
    guard let match = Self.allCases.first(where: { $0.abbreviation == abbreviation }) else { return nil }
    self = match
  }

  /// The readable notation BidiKit uses in goldens and `--escape` output, e.g. `⟨RLI⟩`.
  public var notation: String { "⟨\(abbreviation)⟩" }

  /// Whether this is a mark (LRM, RLM, ALM): a zero-width strong character, not a pair.
  public var isMark: Bool {
    self == .leftToRightMark || self == .rightToLeftMark || self == .arabicLetterMark
  }

  /// Whether this opens something that a PDF or PDI closes.
  public var isOpener: Bool {
    switch self {
    case .leftToRightEmbedding, .rightToLeftEmbedding, .leftToRightOverride, .rightToLeftOverride,
      .leftToRightIsolate, .rightToLeftIsolate, .firstStrongIsolate:
      true
    default: false
    }
  }
}
