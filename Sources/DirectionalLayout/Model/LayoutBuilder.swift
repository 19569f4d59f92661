/// Builds the children of a layout tree in Swift, one per line, as SwiftUI builds views:
///
/// ```swift
/// let toolbar = Row(id: "toolbar", width: 320, height: 44, align: .center) {
///   LayoutNode(id: "back", width: 32, height: 32, image: ImageAttributes(flipsForRightToLeft: true))
///   LayoutNode(id: "title", grow: 1, text: TextAttributes(content: "Inbox"))
///   if showsPlayer {
///     Row(id: "player", semantic: .playback) {
///       for id in ["rewind", "play"] { LayoutNode(id: id, width: 32) }
///     }
///   }
/// }.node
/// ```
///
/// Each line is a ``LayoutNode`` (a box with any attribute) or a ``Row`` or ``Column`` (a stack
/// whose children are built in turn); `if`, `if let`, `switch` and `for` choose and repeat
/// children. ``LayoutNode/containing(_:)`` builds the children of any node. The tree built is
/// the same value as the one written out with `children:` arrays: it lays out, encodes and
/// compares as that one.
@resultBuilder
public enum LayoutBuilder {
  /// A node, a row or a column: one child.
  public static func buildExpression(_ component: some LayoutComponent) -> [LayoutNode] {
    [component.node]
  }

  /// Children in the order written.
  public static func buildBlock(_ parts: [LayoutNode]...) -> [LayoutNode] {
    parts.flatMap { $0 }
  }

  /// The children of an `if` without `else`: none when the condition is false.
  public static func buildOptional(_ part: [LayoutNode]?) -> [LayoutNode] {
    part ?? []
  }

  /// The children of the first branch of an `if … else` or a `switch`.
  public static func buildEither(first part: [LayoutNode]) -> [LayoutNode] {
    part
  }

  /// The children of the second branch of an `if … else` or a `switch`.
  public static func buildEither(second part: [LayoutNode]) -> [LayoutNode] {
    part
  }

  /// The children of every pass of a `for` loop, in order.
  public static func buildArray(_ parts: [[LayoutNode]]) -> [LayoutNode] {
    parts.flatMap { $0 }
  }

  /// The children of an `if #available` branch.
  public static func buildLimitedAvailability(_ part: [LayoutNode]) -> [LayoutNode] {
    part
  }
}

/// A value that stands for one node of a layout tree in a ``LayoutBuilder``: a
/// ``LayoutNode``, a ``Row`` or a ``Column``.
public protocol LayoutComponent {
  /// The node it stands for.
  var node: LayoutNode { get }
}

extension LayoutNode: LayoutComponent {
  /// The node itself.
  public var node: LayoutNode { self }

  /// This node with the children `children` builds (replacing those it had), for a stack
  /// with attributes that ``Row`` and ``Column`` do not take:
  /// `LayoutNode(id: "grid", axis: .horizontal, wrap: .wrap).containing { … }`.
  public func containing(@LayoutBuilder _ children: () -> [LayoutNode]) -> LayoutNode {
    var node = self
    node.children = children()
    return node
  }
}

/// A horizontal stack whose children are built in a ``LayoutBuilder``: its children are placed
/// from the leading side (the left in left-to-right, the right in right-to-left).
public struct Row: LayoutComponent, Sendable, Hashable {
  /// The stack: a ``LayoutNode`` with axis ``StackAxis/horizontal``.
  public var node: LayoutNode

  /// A row `id`, of the given size (`nil`: its content's), `spacing` points between its
  /// children, justified and aligned as given, with `padding`, its direction resolved by
  /// `semantic`, holding the children `children` builds. Other attributes: set them on
  /// ``node``, or write a ``LayoutNode`` and call ``LayoutNode/containing(_:)``.
  public init(
    id: String, width: LayoutLength? = nil, height: LayoutLength? = nil, spacing: Double = 0,
    justify: Justification = .start, align: CrossAlignment = .stretch, padding: LayoutEdges = .none,
    semantic: SemanticContentAttribute = .unspecified, @LayoutBuilder _ children: () -> [LayoutNode]
  ) {
    node = LayoutNode(
      id: id, width: width, height: height, axis: .horizontal, spacing: spacing, justify: justify,
      align: align, padding: padding, semantic: semantic, children: children())
  }
}

/// A vertical stack whose children are built in a ``LayoutBuilder``, placed from the top.
public struct Column: LayoutComponent, Sendable, Hashable {
  /// The stack: a ``LayoutNode`` with axis ``StackAxis/vertical``.
  public var node: LayoutNode

  /// A column `id`, with the attributes of ``Row/init(id:width:height:spacing:justify:align:padding:semantic:_:)``.
  public init(
    id: String, width: LayoutLength? = nil, height: LayoutLength? = nil, spacing: Double = 0,
    justify: Justification = .start, align: CrossAlignment = .stretch, padding: LayoutEdges = .none,
    semantic: SemanticContentAttribute = .unspecified, @LayoutBuilder _ children: () -> [LayoutNode]
  ) {
    node = LayoutNode(
      id: id, width: width, height: height, axis: .vertical, spacing: spacing, justify: justify,
      align: align, padding: padding, semantic: semantic, children: children())
  }
}
