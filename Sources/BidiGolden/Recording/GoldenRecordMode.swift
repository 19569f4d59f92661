import Foundation

/// When a golden check writes the golden file, as the snapshot libraries have it.
///
/// A check that records fails all the same, so that what was written is reviewed before it is
/// trusted: run the test again to verify it. With `CI` set nothing is ever recorded, whatever
/// the mode says (see ``GoldenEnvironment``).
///
/// The mode comes from, first to last: the `record:` argument of one check, the innermost
/// `withGoldenRecording(_:operation:)` scope (or Swift Testing trait of
/// `BidiTesting`), the `BIDIKIT_RECORD` variable, and else ``missing``.
public enum GoldenRecordMode: String, Sendable, Hashable, CaseIterable {
  /// Record only what has no golden yet: a missing file, a case not in its file, a case
  /// without a `---` section. Existing goldens are verified. The default.
  case missing
  /// Record every golden, changed or not, and fail every check: a scope left recording
  /// never passes.
  case all
  /// Record what is missing and what differs; checks that match pass.
  case failed
  /// Never record: a missing or differing golden fails and `<file>.new` shows what recording
  /// would write.
  case never

  /// Whether this mode rewrites goldens that exist and differ (``all``, ``failed``), which a
  /// CI run refuses loudly instead of only not recording.
  public var rewritesExisting: Bool { self == .all || self == .failed }

  /// The mode a `BIDIKIT_RECORD` value asks for, or `nil` when the value is unset or empty.
  ///
  /// | value | mode |
  /// | --- | --- |
  /// | unset, empty | `nil` (the scope's mode, else ``missing``) |
  /// | `missing`, `all`, `failed`, `never` | that mode |
  /// | `0`, `false`, `no` | ``never`` |
  /// | `1`, `true`, `yes`, anything else | ``failed``: record what differs, as `BIDIKIT_RECORD=1` always did |
  ///
  /// Values are compared ignoring case.
  public init?(environmentValue value: String?) {
    guard let value, !value.isEmpty else { return nil }
    let lowered = value.lowercased()
    if let mode = GoldenRecordMode(rawValue: lowered) {
      self = mode
    } else if ["0", "false", "no"].contains(lowered) {
      self = .never
    } else {
      self = .failed
    }
  }
}

/// The record mode of a scope: set with `withGoldenRecording(_:operation:)`
/// (or the Swift Testing trait of `BidiTesting`), read by every golden check inside it.
public enum GoldenRecording {
  /// The innermost scope's mode, or `nil` outside any scope.
  @TaskLocal public static var mode: GoldenRecordMode?
}

/// Runs `operation` with golden checks recording in `mode` (unless a check gives its own
/// `record:`; never under `CI`).
///
/// ```swift
/// withGoldenRecording(.failed) {
///   assertVisualOrder(of: "שלום, world", base: .rightToLeft)
/// }
/// ```
///
/// The result of `operation` is returned, and may be ignored (the checks inside report
/// their failures to the running test themselves).
@discardableResult
public func withGoldenRecording<Result>(
  _ mode: GoldenRecordMode, operation: () throws -> Result
) rethrows -> Result {
  try GoldenRecording.$mode.withValue(mode, operation: operation)
}

/// Runs the asynchronous `operation` with golden checks recording in `mode`.
@discardableResult
public func withGoldenRecording<Result>(
  _ mode: GoldenRecordMode, isolation: isolated (any Actor)? = #isolation,
  operation: () async throws -> Result
) async rethrows -> Result {
  try await GoldenRecording.$mode.withValue(mode, operation: operation, isolation: isolation)
}

/// What a check does about recording: the mode asked for, and the mode in effect once `CI`
/// has had its say.
public struct GoldenRecordDecision: Sendable, Hashable {
  /// The mode asked for (the check's, else the scope's, else `BIDIKIT_RECORD`'s, else
  /// ``GoldenRecordMode/missing``).
  public var requested: GoldenRecordMode
  /// The mode in effect: ``GoldenRecordMode/never`` under `CI`, else ``requested``.
  public var effective: GoldenRecordMode
  /// Whether recording changed goldens was asked for under `CI`: a check that differs, or
  /// any check in mode ``GoldenRecordMode/all``, then fails with outcome
  /// ``GoldenReport/Outcome/recordingRefused``.
  public var isRefused: Bool
}

extension GoldenEnvironment {
  /// The decision for a check that asks for `mode` (`nil`: the scope's or the environment's).
  public func decision(for mode: GoldenRecordMode? = nil) -> GoldenRecordDecision {
    let requested = mode ?? GoldenRecording.mode ?? recordMode ?? .missing
    return GoldenRecordDecision(
      requested: requested, effective: isCI ? .never : requested,
      isRefused: isCI && requested.rewritesExisting)
  }
}
