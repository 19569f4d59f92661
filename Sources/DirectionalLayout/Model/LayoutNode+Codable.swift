extension LayoutNode: Codable {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case id, width, height, grow, axis, reverse, spacing, justify, align, alignSelf, padding, margin
    case position, insets, semantic, image, text, reverseItems, children
  }

  /// Decodes a node of the JSON contract. Unknown keys and wrong types throw
  /// `DecodingError` with the coding path; so does nesting deeper than
  /// ``LayoutValidation/maximumDepth``. Value checks (duplicate ids, negative sizes) are
  /// ``LayoutValidation``'s.
  public init(from decoder: any Decoder) throws {
    if decoder.codingPath.count / 2 >= LayoutValidation.maximumDepth {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath,
          debugDescription: "nesting deeper than \(LayoutValidation.maximumDepth) levels"))
    }
    try decoder.rejectUnknownKeys(allowing: Set(CodingKeys.allCases.map(\.rawValue)))
    let c = try decoder.container(keyedBy: CodingKeys.self)
    id = try c.decode(String.self, forKey: .id)
    width = try c.decodeIfPresent(Double.self, forKey: .width)
    height = try c.decodeIfPresent(Double.self, forKey: .height)
    grow = try c.decodeIfPresent(Double.self, forKey: .grow) ?? 0
    axis = try c.decodeIfPresent(StackAxis.self, forKey: .axis) ?? .vertical
    reverse = try c.decodeIfPresent(Bool.self, forKey: .reverse) ?? false
    spacing = try c.decodeIfPresent(Double.self, forKey: .spacing) ?? 0
    justify = try c.decodeIfPresent(Justification.self, forKey: .justify) ?? .start
    align = try c.decodeIfPresent(CrossAlignment.self, forKey: .align) ?? .stretch
    alignSelf = try c.decodeIfPresent(AlignSelfValue.self, forKey: .alignSelf)?.alignment
    padding = try c.decodeIfPresent(LayoutEdges.self, forKey: .padding) ?? .none
    margin = try c.decodeIfPresent(LayoutEdges.self, forKey: .margin) ?? .none
    position = try c.decodeIfPresent(Positioning.self, forKey: .position) ?? .relative
    insets = try c.decodeIfPresent(LayoutEdges.self, forKey: .insets) ?? .none
    semantic =
      try c.decodeIfPresent(SemanticContentAttribute.self, forKey: .semantic) ?? .unspecified
    image = try c.decodeIfPresent(ImageAttributes.self, forKey: .image)
    text = try c.decodeIfPresent(TextAttributes.self, forKey: .text)
    reverseItems = try c.decodeIfPresent(Bool.self, forKey: .reverseItems) ?? false
    children = try c.decodeIfPresent([LayoutNode].self, forKey: .children) ?? []
  }

  /// Encodes the node, leaving out attributes that have their default value.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(id, forKey: .id)
    try c.encodeIfPresent(width, forKey: .width)
    try c.encodeIfPresent(height, forKey: .height)
    if grow != 0 { try c.encode(grow, forKey: .grow) }
    if axis != .vertical { try c.encode(axis, forKey: .axis) }
    if reverse { try c.encode(reverse, forKey: .reverse) }
    if spacing != 0 { try c.encode(spacing, forKey: .spacing) }
    if justify != .start { try c.encode(justify, forKey: .justify) }
    if align != .stretch { try c.encode(align, forKey: .align) }
    try c.encodeIfPresent(alignSelf, forKey: .alignSelf)
    if !padding.isEmpty { try c.encode(padding, forKey: .padding) }
    if !margin.isEmpty { try c.encode(margin, forKey: .margin) }
    if position != .relative { try c.encode(position, forKey: .position) }
    if !insets.isEmpty { try c.encode(insets, forKey: .insets) }
    if semantic != .unspecified { try c.encode(semantic, forKey: .semantic) }
    try c.encodeIfPresent(image, forKey: .image)
    try c.encodeIfPresent(text, forKey: .text)
    if reverseItems { try c.encode(reverseItems, forKey: .reverseItems) }
    if !children.isEmpty { try c.encode(children, forKey: .children) }
  }
}

/// `alignSelf` in JSON: `"auto"` or a ``CrossAlignment``.
private struct AlignSelfValue: Decodable {
  var alignment: CrossAlignment?
  init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    if text == "auto" { return }
    guard let value = CrossAlignment(rawValue: text) else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath,
          debugDescription: "'\(text)' is not one of auto, start, center, end, stretch"))
    }
    alignment = value
  }
}
