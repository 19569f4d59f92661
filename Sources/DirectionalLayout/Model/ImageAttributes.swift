/// The image a node shows, as far as direction is concerned.
public struct ImageAttributes: Sendable, Hashable, Codable {
  /// Whether the image has a direction and must be drawn mirrored when the node's effective
  /// direction is right-to-left (UIKit's `imageFlippedForRightToLeftLayoutDirection`): back and
  /// forward chevrons, arrows, reply icons. Logos, photos and media controls do not flip.
  public var flipsForRightToLeft: Bool

  /// Image attributes.
  public init(flipsForRightToLeft: Bool = false) {
    self.flipsForRightToLeft = flipsForRightToLeft
  }

  enum CodingKeys: String, CodingKey, CaseIterable {
    case flipsForRightToLeft
  }

  /// The keys of the JSON form.
  static let keyNames = CodingKeys.allCases.map(\.rawValue)

  /// Decodes image attributes, rejecting unknown keys.
  public init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(allowing: Self.keyNames)
    let c = try decoder.container(keyedBy: CodingKeys.self)
    flipsForRightToLeft = try c.decodeIfPresent(Bool.self, forKey: .flipsForRightToLeft) ?? false
  }
}
