/// The text a node shows.
public struct TextAttributes: Sendable, Hashable, Codable {
  /// The text (only its direction is used; the layout does not measure it).
  public var content: String
  /// The alignment as written.
  public var alignment: TextAlignment

  /// Text attributes.
  public init(content: String = "", alignment: TextAlignment = .natural) {
    self.content = content
    self.alignment = alignment
  }

  /// Decodes text attributes, rejecting unknown keys.
  public init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(allowing: ["content", "alignment"])
    let c = try decoder.container(keyedBy: CodingKeys.self)
    content = try c.decodeIfPresent(String.self, forKey: .content) ?? ""
    alignment = try c.decodeIfPresent(TextAlignment.self, forKey: .alignment) ?? .natural
  }
}
