import Testing

@testable import BidiText

@Suite("located JSON scanner")
struct JSONScannerTests {
  @Test func valuesKeepTheirPositions() throws {
    let text = "{\"a\": [1, -2.5e1, true, null],\n \"b\": {\"c\": \"x\\u00e9\\n\"}}"
    let root = try JSONScanner.parse(Array(text.unicodeScalars))
    #expect(root.position == JSONPosition(line: 1, column: 1, scalarOffset: 0))
    #expect(root["a"]?.items.map(\.kind) == [.number(1), .number(-25), .bool(true), .null])
    #expect(root["a"]?.items[1].position.description == "1:11")
    #expect(root["b"]?["c"]?.stringValue == "xé\n")
    #expect(root["b"]?["c"]?.position.description == "2:13")
    #expect(root.members.map(\.keyPosition.description) == ["1:2", "2:2"])
  }

  @Test(arguments: [
    ("$.b.c", "2:13"), ("$.a[3]", "1:25"), ("$.a[9]", "1:7"), ("$.b.missing", "2:7"), ("$", "1:1"),
  ])
  func pathsFindTheDeepestValueThatExists(_ path: String, _ position: String) throws {
    let text = "{\"a\": [1, -2.5e1, true, null],\n \"b\": {\"c\": \"x\\u00e9\\n\"}}"
    let root = try JSONScanner.parse(Array(text.unicodeScalars))
    #expect(root.deepestValue(atPath: path).position.description == position)
  }

  @Test(arguments: [
    ("01", "1:1"), ("1.", "1:3"), (".5", "1:1"), ("+1", "1:1"), ("1e", "1:3"), ("nan", "1:1"),
    ("truex", "1:1"), ("[1,]", "1:4"), ("{\"a\" 1}", "1:6"), ("\"a\tb\"", "1:3"), ("\"\\x\"", "1:3"),
    ("[1e999]", "1:2"), ("", "1:1"), ("[\n\n  ,", "3:3"),
  ])
  func syntaxErrorsAreLocated(_ text: String, _ position: String) {
    #expect {
      _ = try JSONScanner.parse(Array(text.unicodeScalars))
    } throws: { error in
      (error as? JSONSyntaxError)?.position.description == position
    }
  }

  @Test func nestingIsBoundedWithoutRecursingPastTheLimit() {
    let deep = Array(String(repeating: "[", count: 100_000).unicodeScalars)
    let (root, error) = JSONScanner.scan(deep, maximumDepth: 3)
    #expect(root?.items.first?.items.first?.items == [])  // read up to the error
    #expect(error?.isNestingTooDeep == true && error?.position.description == "1:4")
    #expect(throws: JSONSyntaxError.self) { try JSONScanner.parse(deep) }
    #expect(throws: Never.self) { try JSONScanner.parse(Array("[[[]]]".unicodeScalars), maximumDepth: 3) }
  }

  @Test func aSyntaxErrorKeepsWhatWasReadBefore() {
    let (root, error) = JSONScanner.scan(Array("{\"a\": 1, \"b\": [2, }".unicodeScalars))
    #expect(error?.position.description == "1:19")
    #expect(root?["a"]?.kind == .number(1))
  }

  @Test func utf8IsCheckedAndAByteOrderMarkSkipped() throws {
    #expect(try JSONScanner.parse(utf8: [0xEF, 0xBB, 0xBF] + Array("[1]".utf8)).items.count == 1)
    #expect {
      _ = try JSONScanner.parse(utf8: Array("[\"é".utf8) + [0xC3])
    } throws: { error in
      (error as? JSONSyntaxError)?.position.description == "1:4"
    }
  }
}
