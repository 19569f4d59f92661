import Foundation

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
public func withGoldenRecording<Result>(
  _ mode: GoldenRecordMode, operation: () throws -> Result
) rethrows -> Result {
  try GoldenRecording.$mode.withValue(mode, operation: operation)
}

/// Runs the asynchronous `operation` with golden checks recording in `mode`.
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
