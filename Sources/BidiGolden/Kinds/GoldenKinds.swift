import BidiEngine

/// The case kinds a verifier understands, by name.
public struct GoldenKinds: Sendable {
  /// The kinds, by ``GoldenCaseKind/name``.
  public private(set) var byName: [String: any GoldenCaseKind]

  /// A registry of `kinds`. Names must be unique.
  public init(_ kinds: [any GoldenCaseKind]) {
    byName = [:]
    for kind in kinds { self = adding(kind) }
  }

  /// BidiKit's kinds: ``TextGoldenKind`` (`text`) and ``LayoutGoldenKind`` (`layout`).
  public static let standard = GoldenKinds([TextGoldenKind(), LayoutGoldenKind()])

  /// This registry with `kind` added. Adding a second kind with the same name is a
  /// programming error.
  public func adding(_ kind: any GoldenCaseKind) -> GoldenKinds {
    precondition(byName[kind.name] == nil, "golden kind '\(kind.name)' is already registered")
    var copy = self
    copy.byName[kind.name] = kind
    return copy
  }

  /// The kind called `name`, or `nil`.
  public subscript(name: String) -> (any GoldenCaseKind)? { byName[name] }
}
