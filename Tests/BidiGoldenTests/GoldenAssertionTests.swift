import BidiTestSupport
import BidiTesting
import Foundation
import Testing

/// The one-call checks from Swift Testing, with their goldens where a user's would be:
/// `__Goldens__/GoldenAssertionTests/<test>.golden` beside this file (committed).
@Suite("One-call golden checks from Swift Testing")
struct GoldenAssertionTests {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("__Goldens__/GoldenAssertionTests").path

  @Test func visualOrder() {
    let first = assertVisualOrder(of: "התקשרו ל-\u{2066}+1 408-555-1212\u{2069} עכשיו", base: .rightToLeft)
    let second = assertVisualOrder(of: "abc (ABC) 123", base: .leftToRight)
    #expect(first.path == Self.directory + "/visualOrder.golden")
    #expect(first.outcome == .passed && second.outcome == .passed)
    // Numbered in call order.
    let file = GoldenFile.read(first.path)
    #expect(file?.cases.map(\.name) == ["1", "2"])
  }

  @Test func settingsRow() throws {
    let row = LayoutNode(
      id: "row", width: 200, height: 40, axis: .horizontal,
      children: [
        LayoutNode(id: "back", width: 40, image: ImageAttributes(flipsForRightToLeft: true)),
        LayoutNode(id: "title", grow: 1),
        LayoutNode(id: "switch", width: 50),
      ])
    let report = assertLayout(of: row, columns: 30, named: "settings row")
    #expect(report.outcome == .passed)
    #expect(
      assertLayout(of: row, directions: [.rightToLeft], columns: 30, named: "rtl only").outcome == .passed)
  }

  @Test func formatted() {
    let name = "دانا"
    let report = assertFormatted("Hello, \(name)!", by: BidiFormatter(context: .leftToRight))
    #expect(report.outcome == .passed)
    let text = FileManager.default.contents(atPath: report.path).map { String(decoding: $0, as: UTF8.self) }
    #expect(text?.contains("input: Hello, ⟨FSI⟩دانا⟨PDI⟩!") == true, "the inserted isolates are in notation")
  }

  @Test(arguments: ["שלום", "مرحبا"]) func parameterized(_ word: String) {
    #expect(assertVisualOrder(of: word + " 1-2", base: .rightToLeft, named: word).outcome == .passed)
  }

  @Test("a failing check records an issue at the caller; .new shows what recording would write")
  func failureIsReported() throws {
    let path = Self.directory + "/failureIsReported.golden"
    defer { try? FileManager.default.removeItem(atPath: path + ".new") }
    // The headline is the real message (Swift Testing heads an issue with its kind: an error
    // caught shows its description, a bare Issue.record shows "Issue recorded"); the details,
    // diff included, follow as the comment.
    let shown =
      path.hasPrefix(FileManager.default.currentDirectoryPath + "/")
      ? String(path.dropFirst(FileManager.default.currentDirectoryPath.count + 1)) : path
    withKnownIssue {
      assertVisualOrder(of: "not recorded", named: "never recorded", record: .never)
    } matching: { issue in
      guard case .errorCaught(let error) = issue.kind else { return false }
      return issue.sourceLocation?.fileName == "GoldenAssertionTests.swift"
        && "\(error)"
          == "\(shown): golden file missing; accept: bidi golden accept \(shown) (or bidi golden review)"
        && issue.comments.first?.rawValue.hasPrefix("record mode 'never': nothing recorded\n") == true
        && issue.comments.first?.rawValue.contains("\npending in \(path).new until accepted or rejected")
          == true
        && issue.comments.first?.rawValue.contains("+input: not recorded") == true
    }
    #expect(!FileManager.default.fileExists(atPath: path), "mode never wrote no golden")
    #expect(FileManager.default.fileExists(atPath: path + ".new"))
  }
}

extension GoldenFile {
  /// The golden file at `path`, or `nil`.
  static func read(_ path: String) -> GoldenFile? {
    FileManager.default.contents(atPath: path).flatMap { try? GoldenFile(parsing: $0, path: path) }
  }
}
