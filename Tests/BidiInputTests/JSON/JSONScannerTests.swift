import BidiInput
import Testing

@Suite("located JSON scanner")
struct JSONScannerTests {
  @Test func valuesKeepTheirPositions() throws {
    let text = "{\"a\": [1, -2.5e1, true, null],\n \"b\": {\"c\": \"x\\u00e9\\n\"}}"
    let root = try JSONScanner.parse(Array(text.unicodeScalars))
    #expect(root.position == SourcePosition.start)
    #expect(root["a"]?.items.map(\.kind) == [.number(1), .number(-25), .bool(true), .null])
    #expect(root["a"]?.items[1].position.description == "1:11")
    #expect(root["b"]?["c"]?.stringValue == "xé\n")
    #expect(root["b"]?["c"]?.position.description == "2:13")
    // Offsets count UTF-8 bytes: the value of "c" starts after 43 one-byte scalars.
    #expect(root["b"]?["c"]?.position.utf8Offset == 43)
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

  @Test(
    arguments: [
      ("01", "1:1", .invalidNumber), ("1.", "1:3", .invalidNumber), (".5", "1:1", .unexpectedCharacter),
      ("+1", "1:1", .unexpectedCharacter), ("1e", "1:3", .invalidNumber),
      ("nan", "1:1", .unexpectedCharacter),
      ("truex", "1:1", .unexpectedCharacter), ("[1,]", "1:4", .unexpectedCharacter),
      ("{\"a\" 1}", "1:6", .unexpectedCharacter), ("\"a\tb\"", "1:3", .invalidString),
      ("\"\\x\"", "1:3", .invalidString), ("[1e999]", "1:2", .invalidNumber), ("", "1:1", .unexpectedEnd),
      ("[\n\n  ,", "3:3", .unexpectedCharacter), ("[1, 2", "1:6", .unexpectedEnd),
      ("\"abc", "1:5", .unexpectedEnd),
      // Surrogate escapes must pair, high then low (RFC 8259 §7, §8.2).
      ("\"\\ud83d\"", "1:2", .invalidString), ("\"\\ude00\"", "1:2", .invalidString),
      ("\"x\\ud83d\\n\"", "1:3", .invalidString), ("\"\\ud83d\\ud83d\"", "1:2", .invalidString),
      ("\"\\u12G4\"", "1:6", .invalidString),
    ] as [(String, String, JSONSyntaxError.Reason)])
  func syntaxErrorsAreLocated(_ text: String, _ position: String, _ reason: JSONSyntaxError.Reason) {
    #expect {
      _ = try JSONScanner.parse(Array(text.unicodeScalars))
    } throws: { error in
      let error = error as? JSONSyntaxError
      return error?.position.description == position && error?.reason == reason
    }
  }

  @Test func escapesDecodeToScalars() throws {
    let text = #""\ud83d\ude00\u00e9\u05D0 \" \\ \/ \b\f\n\r\t 😀""#
    let value = try JSONScanner.parse(Array(text.unicodeScalars))
    #expect(value.stringValue == "😀éא \" \\ / \u{8}\u{C}\n\r\t 😀")
  }

  @Test func nestingIsBoundedWithoutRecursingPastTheLimit() {
    let deep = Array(String(repeating: "[", count: 100_000).unicodeScalars)
    let (root, error) = JSONScanner.scan(deep, maximumDepth: 3)
    #expect(root?.items.first?.items.first?.items == [])  // read up to the error
    #expect(error?.reason == .nestingTooDeep && error?.position.description == "1:4")
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
