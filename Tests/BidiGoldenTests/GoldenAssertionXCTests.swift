import BidiTesting
import Foundation
import XCTest

/// The same one-call checks from XCTest: the golden is named from the test method.
final class GoldenAssertionXCTests: XCTestCase {
  func testVisualOrder() {
    let report = assertVisualOrder(of: "שלום, world!", base: .rightToLeft)
    XCTAssertEqual(report.outcome, .passed)
    XCTAssertTrue(
      report.path.hasSuffix("/__Goldens__/GoldenAssertionXCTests/testVisualOrder.golden"), report.path)
  }

  func testLayout() {
    let bar = LayoutNode(
      id: "bar", width: 120, height: 20, axis: .horizontal,
      children: [LayoutNode(id: "a", width: 40), LayoutNode(id: "b", width: 40)])
    XCTAssertEqual(assertLayout(of: bar, columns: 24).outcome, .passed)
  }
}
