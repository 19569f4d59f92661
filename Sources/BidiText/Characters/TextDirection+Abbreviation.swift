extension TextDirection {
  /// The direction named by its abbreviation, `"ltr"` or `"rtl"` (case-insensitive), or `nil`.
  ///
  /// The one place BidiKit reads a direction's name: layout JSON, golden files and the
  /// command line's `--direction`, `--base` and `--context` options all go through it.
  public init?(abbreviation: some StringProtocol) {
    switch abbreviation.lowercased() {
    case "ltr": self = .leftToRight
    case "rtl": self = .rightToLeft
    default: return nil
    }
  }
}

/// Encoded as its abbreviation, `"ltr"` or `"rtl"`.
extension TextDirection: Codable {
  /// Decodes `"ltr"` or `"rtl"`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let name = try container.decode(String.self)
    guard let direction = TextDirection(abbreviation: name) else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "expected \"ltr\" or \"rtl\", found \"\(name)\"")
    }
    self = direction
  }

  /// Encodes `"ltr"` or `"rtl"`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(abbreviation)
  }
}

extension BaseDirection {
  /// `"ltr"`, `"rtl"` (see ``TextDirection/init(abbreviation:)``) or `"auto"` (first strong
  /// character, left-to-right when there is none), case-insensitive; `nil` for anything else.
  public init?(abbreviation: some StringProtocol) {
    if let direction = TextDirection(abbreviation: abbreviation) {
      self = direction == .leftToRight ? .leftToRight : .rightToLeft
    } else if abbreviation.lowercased() == "auto" {
      self = .auto
    } else {
      return nil
    }
  }
}
