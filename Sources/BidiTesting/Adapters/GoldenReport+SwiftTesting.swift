#if canImport(Testing)
  public import Testing

  /// Golden files from Swift Testing: a failing check records an issue at the caller.
  extension GoldenVerifier {
    /// Checks the golden file at `path` (see ``check(fileAt:record:)``) and records an `Issue` at
    /// `sourceLocation` when it fails or was recorded: headed by the report's headline (what
    /// differs, how to accept it), the diff below.
    ///
    /// ```swift
    /// @Test func visualOrder() {
    ///   GoldenVerifier().expectMatch(fileAt: goldenPath("visual-order.golden"))
    /// }
    /// ```
    @discardableResult
    public func expectMatch(fileAt path: String, sourceLocation: SourceLocation = #_sourceLocation)
      -> GoldenReport
    {
      let report = check(fileAt: path)
      if report.isFailure {
        GoldenTestRun.record(report, at: sourceLocation)
      }
      return report
    }

    /// Checks cases made in code against the golden file at `path` (see
    /// ``check(_:fileAt:comment:record:)``) and records an `Issue` at `sourceLocation` when it fails.
    @discardableResult
    public func expectMatch(
      _ cases: [GoldenCase], fileAt path: String, comment: [String] = [],
      sourceLocation: SourceLocation = #_sourceLocation
    ) -> GoldenReport {
      let report = check(cases, fileAt: path, comment: comment)
      if report.isFailure {
        GoldenTestRun.record(report, at: sourceLocation)
      }
      return report
    }
  }
#endif
