/// A direction of text: left-to-right or right-to-left.
public enum TextDirection: Sendable, Hashable, CaseIterable {
  /// Left-to-right, as Latin script.
  case leftToRight
  /// Right-to-left, as Arabic and Hebrew script.
  case rightToLeft

  /// The direction of an embedding level: even levels are left-to-right, odd right-to-left.
  @inlinable
  public init(level: BidiLevel) {
    self = level & 1 == 0 ? .leftToRight : .rightToLeft
  }

  /// The lowest embedding level of this direction: 0 or 1.
  @inlinable
  public var level: BidiLevel { self == .leftToRight ? 0 : 1 }

  /// The other direction.
  @inlinable
  public var opposite: TextDirection { self == .leftToRight ? .rightToLeft : .leftToRight }

  /// A short lowercase name: `"ltr"` or `"rtl"`.
  public var abbreviation: String { self == .leftToRight ? "ltr" : "rtl" }
}

/// An embedding level (UAX #9 BD2): 0…125 for resolved text, 126 at most during resolution.
/// Even levels are left-to-right, odd levels right-to-left.
public typealias BidiLevel = UInt8

/// How the base direction (paragraph embedding level) of each paragraph is chosen.
public enum BaseDirection: Sendable, Hashable {
  /// Every paragraph is left-to-right (level 0).
  case leftToRight
  /// Every paragraph is right-to-left (level 1).
  case rightToLeft
  /// Each paragraph takes the direction of its first strong character, skipping isolates
  /// (rules P2 and P3); a paragraph with no strong character takes `fallback`.
  case firstStrong(fallback: TextDirection)

  /// First strong character, left-to-right when there is none: what UAX #9 calls the default.
  public static let auto = BaseDirection.firstStrong(fallback: .leftToRight)

  /// The fixed direction, or `nil` when the direction is taken from the text.
  public var fixedDirection: TextDirection? {
    switch self {
    case .leftToRight: .leftToRight
    case .rightToLeft: .rightToLeft
    case .firstStrong: nil
    }
  }
}
