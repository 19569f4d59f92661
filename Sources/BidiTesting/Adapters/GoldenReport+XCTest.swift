#if canImport(XCTest)
  internal import XCTest

  /// Golden files from XCTest: a failing check calls `XCTFail` at the caller's file and line.
  extension GoldenVerifier {
    /// Checks the golden file at `path` (see ``check(fileAt:record:)``) and calls `XCTFail` with the
    /// report (diff included) at `file`:`line` when it fails or was recorded.
    @discardableResult
    public func assertMatch(fileAt path: String, file: StaticString = #filePath, line: UInt = #line)
      -> GoldenReport
    {
      let report = check(fileAt: path)
      if report.isFailure { XCTFail(report.description, file: file, line: line) }
      return report
    }

    /// Checks cases made in code against the golden file at `path` (see
    /// ``check(_:fileAt:comment:record:)``) and calls `XCTFail` at `file`:`line` when it fails.
    @discardableResult
    public func assertMatch(
      _ cases: [GoldenCase], fileAt path: String, comment: [String] = [], file: StaticString = #filePath,
      line: UInt = #line
    ) -> GoldenReport {
      let report = check(cases, fileAt: path, comment: comment)
      if report.isFailure { XCTFail(report.description, file: file, line: line) }
      return report
    }
  }
#endif
