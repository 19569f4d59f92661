#if canImport(Testing)
  import Testing
#endif
#if canImport(XCTest)
  internal import XCTest
#endif

/// The running test, seen from a check: Swift Testing when a `@Test` is running, else XCTest.
enum GoldenTestRun {
  /// The site of a check made from `filePath` and `function`.
  static func site(filePath: StaticString, function: StaticString) -> GoldenTestSite {
    let file = String(describing: filePath)
    let function = String(describing: function)
    #if canImport(Testing)
      if let test = Test.current {
        return GoldenTestSite(
          filePath: file, function: function, testKey: "\(test.id)",
          isParameterized: Test.Case.current?.isParameterized ?? false, testingLibrary: "swift-testing")
      }
    #endif
    return GoldenTestSite(filePath: file, function: function, testingLibrary: "xctest")
  }

  /// Fails the running test with the report when it is a failure; returns the report.
  @discardableResult
  static func fail(
    unless report: GoldenReport, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) -> GoldenReport {
    guard report.isFailure else { return report }
    #if canImport(Testing)
      if Test.current != nil {
        record(
          report,
          at: SourceLocation(
            fileID: String(describing: fileID), filePath: String(describing: filePath), line: Int(line),
            column: Int(column)))
        return report
      }
    #endif
    #if canImport(XCTest)
      XCTFail(report.description, file: filePath, line: line)
    #endif
    return report
  }

  #if canImport(Testing)
    /// Records a Swift Testing issue whose headline is the report's ``GoldenReport/headline``
    /// and whose details (the diff) follow on `↳` lines.
    ///
    /// Swift Testing heads an issue with its kind: `Issue.record(_:)` with a comment shows
    /// "Issue recorded" and the comment below it, whereas a recorded error shows "Caught error:"
    /// and the error's description. The report is recorded as an error so that the first line
    /// says what differs and how to accept it.
    static func record(_ report: GoldenReport, at location: SourceLocation) {
      let details = report.details
      Issue.record(
        GoldenCheckFailure(report: report), details.isEmpty ? nil : Comment(rawValue: details),
        sourceLocation: location)
    }
  #endif
}

/// A failing golden check, as a test library shows it: its description is the report's
/// headline.
struct GoldenCheckFailure: Error, CustomStringConvertible {
  /// The report.
  var report: GoldenReport
  /// The report's headline.
  var description: String { report.headline }
}
