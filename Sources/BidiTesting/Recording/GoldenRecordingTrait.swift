#if canImport(Testing)
  public import Testing

  /// A Swift Testing trait that runs a test, or every test of a suite, with golden checks
  /// recording in a mode: `@Suite(.goldens(record: .failed))`.
  public struct GoldenRecordingTrait: TestTrait, SuiteTrait, TestScoping {
    /// The record mode inside the scope.
    public var mode: GoldenRecordMode

    /// Applies to every test of a suite.
    public var isRecursive: Bool { true }

    /// Runs the test with ``GoldenRecording/mode`` set.
    public func provideScope(
      for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
      try await GoldenRecording.$mode.withValue(mode) { try await function() }
    }
  }

  extension Trait where Self == GoldenRecordingTrait {
    /// Golden checks in this test or suite record in `mode` (unless a check gives its own
    /// `record:`; never under `CI`).
    public static func goldens(record mode: GoldenRecordMode) -> Self { GoldenRecordingTrait(mode: mode) }
  }
#endif
