import Foundation
import Testing

@testable import DirectionalLayout

/// JSON that `LayoutNode(json:)` once read wrong, found while fuzzing it (Scripts/fuzz-parsers.sh).
@Suite struct JSONFuzzRegressionTests {
  /// A key repeated in an object: Foundation's decoder kept the first value and dropped the
  /// other without a word, and errors about the first pointed at the last one.
  @Test(arguments: [
    (#"{"id":"r","width":5,"width":-1}"#, "$.width", 1, 21),
    (#"{"id":"r","width":-1,"width":5}"#, "$.width", 1, 22),
    (
      "{\"id\": \"r\", \"children\": [\n  {\"id\": \"a\"},\n  {\"id\": \"b\", \"id\": \"c\"}]}",
      "$.children[1].id", 3, 15
    ),
    (#"{"id":"r","padding":{"top":1,"leading":2,"top":3}}"#, "$.padding.top", 1, 42),
  ])
  func repeatedKeyIsAnErrorAtTheSecondKey(json: String, path: String, line: Int, column: Int) {
    #expect {
      _ = try LayoutNode(json: Data(json.utf8))
    } throws: { error in
      guard let error = error as? LayoutError else { return false }
      return error.path == path && error.line == line && error.column == column
        && error.message.hasPrefix("duplicate key") && error.reason == .duplicateKey
    }
  }

  @Test func sameKeyInDifferentObjectsIsFine() throws {
    let tree = try LayoutNode(
      json: Data(#"{"id":"r","margin":{"top":1},"children":[{"id":"a","margin":{"top":2}}]}"#.utf8))
    #expect(tree.children[0].margin.top == 2)
  }

  /// The fuzzer's minimized case: `0e1` is a JSON number (RFC 8259), and the scanner reads it,
  /// but Foundation's decoder rejected the text (Swift 6.3.1), with "1:1: The given data was
  /// not valid JSON." Codable now reads the scanner's values.
  @Test func numbersTheScannerReadsAreDecoded() throws {
    let tree = try LayoutNode(json: Data(#"{"id": "r", "grow": 0e1, "width": 0E2, "height": 25e-1}"#.utf8))
    #expect(tree.grow == 0 && tree.width == 0 && tree.height == 2.5)
  }

  @Test func stringsSurviveTheScannersValues() throws {
    let json = #"{"id": "a\u0001\"\\\/\t\u05D0\ud83d\ude00", "text": {"content": "\u2067x\u2069"}}"#
    let tree = try LayoutNode(json: Data(json.utf8))
    #expect(tree.id == "a\u{1}\"\\/\tא😀")
    #expect(tree.text?.content == "\u{2067}x\u{2069}")
    #expect(try LayoutNode(json: tree.jsonData()) == tree)
  }

  /// Errors of the decoder still point into the original text, whose spacing the values
  /// written out again do not have.
  @Test func decodingErrorsKeepTheirPositions() {
    #expect {
      _ = try LayoutNode(json: Data("{\n  \"id\": \"r\",\n  \"grow\": 0e1,\n  \"width\": \"wide\"\n}".utf8))
    } throws: { error in
      guard let error = error as? LayoutError else { return false }
      return error.path == "$.width" && error.line == 4 && error.column == 12
    }
  }

  /// Decoding the scanner's values must not let an unpaired surrogate escape through as U+FFFD
  /// (the scanner's reading); Foundation rejected it, without a position.
  @Test(arguments: [
    (#"{"id": "a\ud800"}"#, 1, 10),
    (#"{"id": "a\udc00\ud800"}"#, 1, 10),
    ("{\n\"id\": \"\\\\ud800\", \"text\": {\"content\": \"\\uD83D\\u0041\"}}", 2, 39),
  ])
  func unpairedSurrogateEscapeIsAnError(json: String, line: Int, column: Int) {
    #expect {
      _ = try LayoutNode(json: Data(json.utf8))
    } throws: { error in
      guard let error = error as? LayoutError else { return false }
      return error.line == line && error.column == column && error.message.contains("surrogate")
    }
  }
}
