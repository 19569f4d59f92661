/// How a node is measured on one axis, as in Yoga: the space is unknown (`undefined`), a limit
/// the content may use (`atMost`), or the size itself (`exactly`). Values exclude the node's
/// margins.
struct SizeConstraint: Hashable {
  enum Mode: Hashable { case undefined, atMost, exactly }
  var mode: Mode
  var value: Double

  static let undefined = SizeConstraint(mode: .undefined, value: .nan)
  static func atMost(_ value: Double) -> SizeConstraint { .init(mode: .atMost, value: value) }
  static func exactly(_ value: Double) -> SizeConstraint { .init(mode: .exactly, value: value) }
  /// At most `value`, or undefined when `value` is NaN (an unknown space).
  static func atMostOrUndefined(_ value: Double) -> SizeConstraint {
    value.isNaN ? .undefined : .atMost(value)
  }

  /// Whether measuring within this constraint gives the same as measuring without one, for a
  /// node that needs more than `need`.
  func isLoose(need: Double) -> Bool { mode == .undefined || value > need }

  /// Whether two constraints are the same: same mode and, unless undefined, same value (NaN,
  /// the value of an undefined constraint, equals nothing).
  func isSame(as other: SizeConstraint) -> Bool {
    mode == other.mode && (mode == .undefined || value == other.value)
  }
}
