/// A length given in points or as a percentage of the containing box, or `auto` where flexbox
/// allows it (margins, flex basis).
///
/// In JSON: a number of points (`12`), a percentage string (`"50%"`) or `"auto"`. In Swift a
/// number literal is a length in points: `width: 44`.
///
/// Percentages resolve as in CSS and Yoga: sizes against the parent's inner size on the same
/// axis, a flex basis against it along the parent's axis; margins, padding and horizontal insets
/// against the parent's inner width, vertical insets against its inner height; an absolute
/// node's against its parent's padding box. The parent's size must be definite (fixed,
/// stretched, flexed, or held by a minimum equal to its maximum): a percentage of a size the
/// content decides counts as not set — a minimum as 0, margins, padding and insets as 0.
public enum LayoutLength: Sendable, Hashable, ExpressibleByFloatLiteral,
  ExpressibleByIntegerLiteral, CustomStringConvertible
{
  /// Points.
  case points(Double)
  /// A percentage (50 for half) of the length it is resolved against.
  case percent(Double)
  /// Computed by the layout (margins take free space; a flex basis is the content size).
  case auto

  public init(floatLiteral value: Double) { self = .points(value) }
  public init(integerLiteral value: Int) { self = .points(Double(value)) }

  /// The number written: points or percent; `nil` for `auto`.
  public var number: Double? {
    switch self {
    case .points(let value), .percent(let value): value
    case .auto: nil
    }
  }

  /// The number of points, `nil` for a percentage or `auto`.
  var points: Double? {
    if case .points(let value) = self { value } else { nil }
  }

  /// The number of points, 0 for a percentage (resolved during layout) or `auto`.
  var pointsOrZero: Double { points ?? 0 }

  /// The percentage, `nil` for points or `auto`.
  var percent: Double? {
    if case .percent(let value) = self { value } else { nil }
  }

  /// The value in points with percentages taken of `base` (NaN for an unknown base or `auto`).
  func resolved(against base: Double) -> Double {
    switch self {
    case .points(let value): value
    case .percent(let value): base * value / 100
    case .auto: .nan
    }
  }

  /// The JSON form: `12`, `"50%"` or `"auto"`.
  public var description: String {
    switch self {
    case .points(let value): "\(value)"
    case .percent(let value): "\"\(value)%\""
    case .auto: "\"auto\""
    }
  }
}

extension LayoutLength: Codable {
  /// Decodes a number, a percentage string (`"12.5%"`) or `"auto"`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let value = try? container.decode(Double.self) {
      self = .points(value)
      return
    }
    guard let text = try? container.decode(String.self) else {
      throw DecodingError.typeMismatch(
        LayoutLength.self,
        DecodingError.Context(
          codingPath: decoder.codingPath,
          debugDescription: "expected a number of points, a percentage (\"50%\") or auto"))
    }
    if text == "auto" {
      self = .auto
    } else if text.hasSuffix("%"), let value = Double(text.dropLast()), value.isFinite,
      !text.dropLast().contains(where: { !"0123456789.-+eE".contains($0) })
    {
      self = .percent(value)
    } else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath,
          debugDescription: "'\(text)' is not a number of points, a percentage (\"50%\") or auto"))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .points(let value): try container.encode(value)
    case .percent(let value): try container.encode("\(value)%")
    case .auto: try container.encode("auto")
    }
  }
}
