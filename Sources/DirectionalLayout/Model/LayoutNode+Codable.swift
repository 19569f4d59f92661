extension LayoutNode: Codable {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case id, width, height, minWidth, maxWidth, minHeight, maxHeight, aspectRatio, grow, shrink
    case basis, axis, reverse, spacing, rowGap, columnGap, wrap, alignContent, justify, align
    case alignSelf, padding, margin, border, display, overflow, position, insets, intrinsicWidth
    case intrinsicHeight, semantic, image, text, reverseItems, children
  }

  static let keyNames = Set(CodingKeys.allCases.map(\.rawValue))

  /// Decodes a node of the JSON contract. Unknown keys and wrong types throw
  /// `DecodingError` with the coding path; so does nesting deeper than
  /// ``LayoutValidation/maximumDepth``. Value checks (duplicate ids, negative sizes) are
  /// ``LayoutValidation``'s.
  public init(from decoder: any Decoder) throws {
    if decoder.codingPath.count / 2 >= LayoutValidation.maximumDepth {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath,
          debugDescription: "nesting deeper than \(LayoutValidation.maximumDepth) levels",
          underlyingError: LayoutDecodingReason(reason: .nestingTooDeep)))
    }
    try decoder.rejectUnknownKeys(allowing: Self.keyNames)
    let c = try decoder.container(keyedBy: CodingKeys.self)
    id = try c.decode(String.self, forKey: .id)
    width = try c.decodeIfPresent(LayoutLength.self, forKey: .width)
    height = try c.decodeIfPresent(LayoutLength.self, forKey: .height)
    minWidth = try c.decodeIfPresent(LayoutLength.self, forKey: .minWidth)
    maxWidth = try c.decodeIfPresent(LayoutLength.self, forKey: .maxWidth)
    minHeight = try c.decodeIfPresent(LayoutLength.self, forKey: .minHeight)
    maxHeight = try c.decodeIfPresent(LayoutLength.self, forKey: .maxHeight)
    aspectRatio = try c.decodeIfPresent(Double.self, forKey: .aspectRatio)
    grow = try c.decodeIfPresent(Double.self, forKey: .grow) ?? 0
    shrink = try c.decodeIfPresent(Double.self, forKey: .shrink) ?? 0
    basis = try c.decodeIfPresent(LayoutLength.self, forKey: .basis)
    axis = try c.decodeIfPresent(StackAxis.self, forKey: .axis) ?? .vertical
    reverse = try c.decodeIfPresent(Bool.self, forKey: .reverse) ?? false
    spacing = try c.decodeIfPresent(Double.self, forKey: .spacing) ?? 0
    rowGap = try c.decodeIfPresent(Double.self, forKey: .rowGap)
    columnGap = try c.decodeIfPresent(Double.self, forKey: .columnGap)
    wrap = try c.decodeIfPresent(FlexWrap.self, forKey: .wrap) ?? .noWrap
    alignContent = try c.decodeIfPresent(ContentAlignment.self, forKey: .alignContent) ?? .start
    justify = try c.decodeIfPresent(Justification.self, forKey: .justify) ?? .start
    align = try c.decodeIfPresent(CrossAlignment.self, forKey: .align) ?? .stretch
    alignSelf = try c.decodeIfPresent(AlignSelfValue.self, forKey: .alignSelf)?.alignment
    padding = try c.decodeIfPresent(LayoutEdges.self, forKey: .padding) ?? .none
    margin = try c.decodeIfPresent(LayoutEdges.self, forKey: .margin) ?? .none
    border = try c.decodeIfPresent(LayoutEdges.self, forKey: .border) ?? .none
    display = try c.decodeIfPresent(Display.self, forKey: .display) ?? .flex
    overflow = try c.decodeIfPresent(Overflow.self, forKey: .overflow) ?? .visible
    position = try c.decodeIfPresent(Positioning.self, forKey: .position) ?? .relative
    insets = try c.decodeIfPresent(LayoutEdges.self, forKey: .insets) ?? .none
    intrinsicWidth = try c.decodeIfPresent(Double.self, forKey: .intrinsicWidth)
    intrinsicHeight = try c.decodeIfPresent(Double.self, forKey: .intrinsicHeight)
    measure = nil
    semantic =
      try c.decodeIfPresent(SemanticContentAttribute.self, forKey: .semantic) ?? .unspecified
    image = try c.decodeIfPresent(ImageAttributes.self, forKey: .image)
    text = try c.decodeIfPresent(TextAttributes.self, forKey: .text)
    reverseItems = try c.decodeIfPresent(Bool.self, forKey: .reverseItems) ?? false
    children = try c.decodeIfPresent([LayoutNode].self, forKey: .children) ?? []
  }

  /// Encodes the node, leaving out attributes that have their default value (and the measure
  /// function, which JSON cannot hold).
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(id, forKey: .id)
    try c.encodeIfPresent(width, forKey: .width)
    try c.encodeIfPresent(height, forKey: .height)
    try c.encodeIfPresent(minWidth, forKey: .minWidth)
    try c.encodeIfPresent(maxWidth, forKey: .maxWidth)
    try c.encodeIfPresent(minHeight, forKey: .minHeight)
    try c.encodeIfPresent(maxHeight, forKey: .maxHeight)
    try c.encodeIfPresent(aspectRatio, forKey: .aspectRatio)
    if grow != 0 { try c.encode(grow, forKey: .grow) }
    if shrink != 0 { try c.encode(shrink, forKey: .shrink) }
    try c.encodeIfPresent(basis, forKey: .basis)
    if axis != .vertical { try c.encode(axis, forKey: .axis) }
    if reverse { try c.encode(reverse, forKey: .reverse) }
    if spacing != 0 { try c.encode(spacing, forKey: .spacing) }
    try c.encodeIfPresent(rowGap, forKey: .rowGap)
    try c.encodeIfPresent(columnGap, forKey: .columnGap)
    if wrap != .noWrap { try c.encode(wrap, forKey: .wrap) }
    if alignContent != .start { try c.encode(alignContent, forKey: .alignContent) }
    if justify != .start { try c.encode(justify, forKey: .justify) }
    if align != .stretch { try c.encode(align, forKey: .align) }
    try c.encodeIfPresent(alignSelf, forKey: .alignSelf)
    if !padding.isEmpty { try c.encode(padding, forKey: .padding) }
    if !margin.isEmpty { try c.encode(margin, forKey: .margin) }
    if !border.isEmpty { try c.encode(border, forKey: .border) }
    if display != .flex { try c.encode(display, forKey: .display) }
    if overflow != .visible { try c.encode(overflow, forKey: .overflow) }
    if position != .relative { try c.encode(position, forKey: .position) }
    if !insets.isEmpty { try c.encode(insets, forKey: .insets) }
    try c.encodeIfPresent(intrinsicWidth, forKey: .intrinsicWidth)
    try c.encodeIfPresent(intrinsicHeight, forKey: .intrinsicHeight)
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
          debugDescription: "'\(text)' is not one of auto, start, center, end, stretch, baseline"))
    }
    alignment = value
  }
}
