import BidiInput
import Testing

@Suite("XML scanner")
struct XMLScannerTests {
  static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
        <!-- a comment -->
        <scenes>
            <label text="Tom &amp; Jerry&#10;&#x5D0;" textAlignment="natural" id="kLm-2a-9Qx"/>
            <textFieldCell id="2uK-1s-tk7">
                <string key="title">\tLine one\r\nline two <![CDATA[a < b]]></string>
            </textFieldCell>
        </scenes>
    </document>
    """

  @Test func elementsAndAttributesKeepTheirPositions() throws {
    let document = try XMLScanner.parse(Array(Self.storyboard.unicodeScalars))
    #expect(document.elements.map(\.name) == ["document", "scenes", "label", "textFieldCell", "string"])
    #expect(document.elements.map(\.depth) == [0, 1, 2, 2, 3])
    #expect(document.elements.map(\.parent) == [nil, 0, 1, 1, 3])
    #expect(document.elements[1].children == [2, 3])
    let label = document.elements[2]
    #expect(label.position.description == "5:9")
    #expect(label[attribute: "text"] == "Tom & Jerry\n\u{5D0}")
    #expect(label.attribute("textAlignment")?.position.description == "5:51")
    #expect(label.attribute("textAlignment")?.valuePosition.description == "5:66")
    #expect(label[attribute: "missing"] == nil)
    // Text: tab kept, CR LF made LF, CDATA appended, references decoded.
    #expect(document.elements[4].text == "\tLine one\nline two a < b")
    #expect(document.ancestor(of: 4) { $0.name == "scenes" } == 1)
    #expect(document.children(of: 3, named: "string") == [4])
  }

  @Test func attributeWhiteSpaceIsNormalizedButReferencesAreKept() throws {
    let document = try XMLScanner.parse(Array("<a v='x\ty\r\nz&#9;'/>".unicodeScalars))
    #expect(document.root[attribute: "v"] == "x y z\t")
  }

  @Test func bytesInUTF8AndUTF16AreRead() throws {
    let text = "<a b=\"\u{5E9}\u{1F600}\">\u{5E9}</a>"
    let utf8 = try XMLScanner.parse(bytes: [0xEF, 0xBB, 0xBF] + Array(text.utf8))
    var utf16: [UInt8] = [0xFF, 0xFE]
    for unit in text.utf16 { utf16 += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
    let decoded = try XMLScanner.parse(bytes: utf16)
    #expect(utf8 == decoded)
    #expect(decoded.root.text == "\u{5E9}")
    #expect(decoded.root[attribute: "b"] == "\u{5E9}\u{1F600}")
  }

  @Test(arguments: [
    ("", "1:1", XMLSyntaxError.Reason.unexpectedEnd),
    ("text", "1:1", .unexpectedCharacter),
    ("<a>", "1:4", .unexpectedEnd),
    ("<a></b>", "1:4", .mismatchedTag),
    ("<a><b></a>", "1:7", .mismatchedTag),
    ("<a/><b/>", "1:5", .unexpectedCharacter),
    ("<a x='1' x='2'/>", "1:10", .duplicateAttribute),
    ("<a x=1/>", "1:6", .unexpectedCharacter),
    ("<a x='<'/>", "1:7", .unexpectedCharacter),
    ("<a x='1'y='2'/>", "1:9", .unexpectedCharacter),
    ("<a>&nbsp;</a>", "1:4", .invalidReference),
    ("<a>& b</a>", "1:4", .invalidReference),
    ("<a>&#0;</a>", "1:4", .invalidReference),
    ("<a>&#xD800;</a>", "1:4", .invalidReference),
    ("<a>\u{1}</a>", "1:4", .invalidCharacter),
    ("<a>]]></a>", "1:4", .unexpectedCharacter),
    ("<a><!-- x -- y --></a>", "1:11", .unexpectedCharacter),
    ("<a><!-- x", "1:10", .unexpectedEnd),
    ("<1a/>", "1:2", .invalidName),
    ("<a>\n <?xml version='1.0'?></a>", "2:2", .unexpectedCharacter),
    ("<a><!ELEMENT a ANY></a>", "1:4", .unexpectedCharacter),
    ("<a x='1", "1:8", .unexpectedEnd),
    ("<a><![CDATA[x</a>", "1:18", .unexpectedEnd),
  ])
  func malformedTextIsAnErrorAtItsPosition(
    _ text: String, _ position: String, _ reason: XMLSyntaxError.Reason
  ) {
    #expect {
      try XMLScanner.parse(Array(text.unicodeScalars))
    } throws: { error in
      guard let error = error as? XMLSyntaxError else { return false }
      return error.position.description == position && error.reason == reason
    }
  }

  @Test func aDocumentTypeIsSkippedButItsEntitiesAreNotExpanded() throws {
    let text = "<!DOCTYPE a [ <!ENTITY e \"<b>\"> <!-- ] > --> ]>\n<a>x</a>"
    #expect(try XMLScanner.parse(Array(text.unicodeScalars)).root.text == "x")
    #expect(throws: XMLSyntaxError.self) {
      try XMLScanner.parse(Array("<!DOCTYPE a [<!ENTITY e 'x'>]><a>&e;</a>".unicodeScalars))
    }
  }

  @Test func nestingIsBoundedWithoutRecursion() throws {
    let deep = String(repeating: "<a>", count: 100_000) + String(repeating: "</a>", count: 100_000)
    #expect {
      try XMLScanner.parse(Array(deep.unicodeScalars))
    } throws: { ($0 as? XMLSyntaxError)?.reason == .nestingTooDeep }
    let document = try XMLScanner.parse(Array(deep.unicodeScalars), maximumDepth: 100_000)
    #expect(document.elements.count == 100_000)
  }

  @Test func invalidBytesAreAnErrorAtTheirPosition() {
    #expect {
      try XMLScanner.parse(bytes: Array("<a>\nx".utf8) + [0xC3, 0x28] + Array("</a>".utf8))
    } throws: { error in
      (error as? XMLSyntaxError)?.reason == .invalidEncoding
        && (error as? XMLSyntaxError)?.position.description == "2:2"
    }
    #expect {
      try XMLScanner.parse(bytes: [0xFF, 0xFE, 0x3C, 0x00, 0x00, 0xD8])
    } throws: { ($0 as? XMLSyntaxError)?.reason == .invalidEncoding }
  }
}
