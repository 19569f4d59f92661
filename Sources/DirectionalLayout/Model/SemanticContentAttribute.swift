/// Whether a subtree mirrors in a right-to-left layout, after UIKit's `UISemanticContentAttribute`.
///
/// Resolution follows UIKit's `userInterfaceLayoutDirection(for:relativeTo:)`: `unspecified`
/// follows the given direction; `playback`, `spatial` and `forceLeftToRight` give left-to-right;
/// `forceRightToLeft` gives right-to-left.
///
/// Inheritance is a deliberate difference from UIKit: here the direction an `unspecified` node
/// follows is its parent's *effective* direction (as in SwiftUI, Android, CSS and Yoga), so a
/// subtree forced left-to-right stays left-to-right all the way down. UIKit resolves every view
/// against the application's direction and does not propagate.
public enum SemanticContentAttribute: String, Sendable, Hashable, CaseIterable, Codable {
  /// Follows the direction it is resolved against (the parent's effective direction).
  case unspecified
  /// Media playback controls (play, rewind, scrubbers): always left-to-right.
  case playback
  /// Controls with a spatial meaning (D-pads, alignment pickers): always left-to-right.
  case spatial
  /// Always left-to-right.
  case forceLeftToRight
  /// Always right-to-left.
  case forceRightToLeft

  /// The effective direction of a node with this attribute whose parent's effective direction
  /// (or, for the root, the layout's direction) is `direction`.
  public func resolved(relativeTo direction: TextDirection) -> TextDirection {
    switch self {
    case .unspecified: direction
    case .playback, .spatial, .forceLeftToRight: .leftToRight
    case .forceRightToLeft: .rightToLeft
    }
  }
}
