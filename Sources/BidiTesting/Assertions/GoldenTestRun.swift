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
          isParameterized: Test.Case.current?.isParameterized ?? false)
      }
    #endif
    return GoldenTestSite(filePath: file, function: function)
  }

  /// Fails the running test with the report when it is a failure; returns the report.
  @discardableResult
  static func fail(
    unless report: GoldenReport, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) -> GoldenReport {
    guard report.isFailure else { return report }
    #if canImport(Testing)
      if Test.current != nil {
        Issue.record(
          Comment(rawValue: report.description),
          sourceLocation: SourceLocation(
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
}
