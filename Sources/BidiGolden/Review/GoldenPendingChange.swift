/// One change waiting in the `.new` file beside a golden: a case that the `.new` file holds
/// differently from the golden, or that only the `.new` file holds.
///
/// A failing check writes the case as it found it (the test's input and what BidiKit computes
/// for it) into `<golden>.new`; the change waits there until it is accepted (the golden takes
/// it) or rejected (it is dropped), by `bidi golden accept`, `reject` or `review`, or until the
/// same check runs again and replaces it. See ``GoldenPendingChanges``.
public struct GoldenPendingChange: Sendable, Hashable {
  /// What changed.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// The golden has no case of this name (or there is no golden file yet).
    case added = "new case"
    /// The case's input (or kind) is not the golden's: the test now checks another text or
    /// tree, for example after a translation changed.
    case inputChanged = "input changed"
    /// Same input, other expected fields: BidiKit computes something else for it now.
    case expectationsChanged = "expectations changed"
  }

  /// The golden file's path as given.
  public var goldenPath: String
  /// What changed.
  public var kind: Kind
  /// The case as the golden holds it, or `nil` for ``Kind/added``.
  public var expected: GoldenCase?
  /// The case as the `.new` file holds it: what the check found.
  public var actual: GoldenCase

  /// Creates a change of `expected` (the golden's case, if any) into `actual`.
  public init(goldenPath: String, expected: GoldenCase?, actual: GoldenCase) {
    self.goldenPath = goldenPath
    self.expected = expected
    self.actual = actual
    kind =
      expected.map { $0.hasSameInput(as: actual) ? .expectationsChanged : .inputChanged } ?? .added
  }

  /// The case's name.
  public var name: String { actual.name }

  /// The `.new` file that holds the change.
  public var newFilePath: String { GoldenVerifier.newFilePath(for: goldenPath) }

  /// Where the case is: `golden:line` of its `=== name` line, or `golden.new:line` for a
  /// case the golden does not hold.
  public var location: String {
    if let expected, expected.line > 0 { return "\(goldenPath):\(expected.line)" }
    return actual.line > 0 ? "\(newFilePath):\(actual.line)" : newFilePath
  }

  /// The golden's case and the `.new` file's as lines, whole, each marked ` ` (both), `-`
  /// (golden only) or `+` (`.new` only), with invisible characters named as
  /// ``GoldenDiff/visible(_:)`` names them (`⟨RLI⟩`, `⟨U+00A0⟩`).
  public var diffLines: [String] {
    GoldenDiff.marked(old: expected?.writtenLines ?? [], new: actual.writtenLines)
  }

  /// ``diffLines`` under a `--- golden` / `+++ golden.new` header.
  public var diff: String {
    (["--- \(location) '\(name)'", "+++ \(newFilePath)"] + diffLines).joined(separator: "\n")
  }
}
