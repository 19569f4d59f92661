import BidiTestSupport
import Foundation
import Testing

@testable import BidiLocalization

/// The rules read from Interface Builder's XML that no real table of the fixtures shows, and
/// bad input.
extension InterfaceBuilderStringsTests {
  static func document(_ objects: String, type: String = "com.apple.InterfaceBuilder3.CocoaTouch.XIB") -> Data
  {
    Data(#"<?xml version="1.0" encoding="UTF-8"?><document type="\#(type)" version="3.0"><objects>"#.utf8)
      + Data(objects.utf8) + Data("</objects></document>".utf8)
  }

  @Test func uiKitStatesListsAndTexts() throws {
    let data = Self.document(
      """
      <button id="b-1"><state key="normal" title="Play"/><state key="selected" title="Pause"/>
        <state key="highlighted"><string key="title">Two
      lines</string></state></button>
      <button id="b-2"><buttonConfiguration key="configuration" style="plain" title="Go"/></button>
      <searchBar placeholder="Search" id="s-1"><scopeButtonTitles><string>All</string><string>Mine</string>
        </scopeButtonTitles></searchBar>
      <label customClass="FancyLabel" text="" id="l-1"/>
      <label id="l-2"><string key="text" base64-UTF8="YES">U2F5ICJoaSIJXCAqLw</string></label>
      <textField placeholder="Name" id="t-1"><accessibility key="accessibilityConfiguration" hint="Your name"/></textField>
      """)
    let strings = try InterfaceBuilderStrings(data: data, path: "Base.lproj/View.xib").strings
    #expect(
      strings.map(\.key) == [
        "b-1.highlightedTitle", "b-1.normalTitle", "b-1.selectedTitle", "b-2.configuration.title",
        "l-2.text", "s-1.placeholder", "s-1.scopeButtonTitles[0]", "s-1.scopeButtonTitles[1]",
        "t-1.accessibilityHint", "t-1.placeholder",
      ])
    #expect(strings[0].value == "Two\nlines")
    #expect(strings[0].className == "UIButton")
    #expect(strings[4].value == "Say \"hi\"\t\\ */")
    #expect(
      strings[6].comment == #"Class = "UISearchBar"; s-1.scopeButtonTitles[0] = "All"; ObjectID = "s-1";"#)
    let text = StringsFileWriter.text(
      [StringsFileWriter.Entry(key: strings[4].key, value: strings[4].value, comment: strings[4].comment)],
      layout: .interfaceBuilder)
    #expect(
      text == "\n/* Class = \"UILabel\"; text = \"Say \\\"hi\\\"\\t\\\\ * /\"; ObjectID = \"l-2\"; */\n"
        + "\"l-2.text\" = \"Say \\\"hi\\\"\\t\\\\ */\";\n")
  }

  /// HandBrake/HandBrake macosx/Base.lproj/HBTitleSelection.xib and its committed tables
  /// (it.lproj/HBTitleSelection.strings: the entry below, byte for byte).
  @Test func bindingDisplayPattern() throws {
    let data = Self.document(
      """
      <textField id="f"><textFieldCell key="cell" title="Label" id="c"/><connections>
      <binding destination="-2" name="displayPatternValue1" keyPath="self.message" id="xTt-zi-wf0">
      <dictionary key="options"><string key="NSDisplayPattern">%{value1}@</string></dictionary></binding>
      </connections></textField>
      """, type: "com.apple.InterfaceBuilder3.Cocoa.XIB")
    let strings = try InterfaceBuilderStrings(data: data, path: "Base.lproj/HBTitleSelection.xib").strings
    let pattern = try #require(strings.first { $0.key == "xTt-zi-wf0.ibShadowedDisplayPattern" })
    let text = StringsFileWriter.text(
      [StringsFileWriter.Entry(key: pattern.key, value: pattern.value, comment: pattern.comment)],
      layout: .interfaceBuilder)
    #expect(
      text
        == "\n/* Class = \"CocoaBindingsConnection\"; ibShadowedDisplayPattern = \"%{value1}@\"; ObjectID = \"xTt-zi-wf0\"; */\n"
        + "\"xTt-zi-wf0.ibShadowedDisplayPattern\" = \"%{value1}@\";\n")
  }

  @Test func numericIdentifiersFirstInNumericOrder() throws {
    let data = Self.document(
      #"<window title="A" id="b-1"/><window title="B" id="170"/><window title="C" id="5"/><window title="D" id="A-1"/>"#,
      type: "com.apple.InterfaceBuilder3.Cocoa.XIB")
    let strings = try InterfaceBuilderStrings(data: data, path: "W.xib").strings
    #expect(strings.map(\.objectID) == ["5", "170", "A-1", "b-1"])
    #expect(strings[0].className == "NSWindow")
  }

  /// Bad input: an error with its reason and position, never a crash.
  @Test(arguments: [
    (
      Data("<document type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\"><objects>".utf8),
      InterfaceBuilderError.Reason.malformedXML, 1
    ),
    (Data([0x3C, 0x61, 0xFF, 0x3E]), .invalidEncoding, 1),
    (Data("<?xml version=\"1.0\"?>\n<plist version=\"1.0\"/>".utf8), .notInterfaceBuilder, 2),
    (
      Data("<archive type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\" version=\"7.10\"/>".utf8),
      .notInterfaceBuilder, 1
    ),
    (
      Data("<document type=\"com.apple.InterfaceBuilder.WatchKit.Storyboard\"/>".utf8), .unsupportedPlatform,
      1
    ),
    (
      document("<label id=\"x\">\n<string key=\"text\" base64-UTF8=\"YES\">/w</string></label>"),
      .invalidText, 2
    ),
    // Merge-conflict markers, as Jami for macOS committed them (98827a1, ui/Base.lproj/Conversation.xib).
    (document("<label text=\"A\" id=\"x\"/>\n<<<<<<< HEAD\n<label id=\"y\"/>"), .malformedXML, 2),
  ])
  func badInput(_ data: Data, reason: InterfaceBuilderError.Reason, line: Int) {
    #expect {
      _ = try InterfaceBuilderStrings(data: data, path: "Bad.xib")
    } throws: { error in
      guard let error = error as? InterfaceBuilderError else { return false }
      return error.reason == reason && error.location.line == line
        && error.description.hasPrefix("Bad.xib:\(line):")
    }
  }

  /// The article "Strings from Interface Builder documents" lists every element and property
  /// the reader exports: it is the contract, and it must not drift from the code.
  @Test func theArticleListsTheRules() throws {
    let article = try String(
      contentsOfFile: Repository.path(
        "Sources/BidiLocalization/BidiLocalization.docc/InterfaceBuilderTables.md"),
      encoding: .utf8)
    let tables = [InterfaceBuilderReader.uiKitProperties, InterfaceBuilderReader.appKitProperties]
    for (element, properties) in tables.flatMap({ $0 }) {
      #expect(article.contains("`\(element)`"), "\(element) is read but not listed")
      for property in properties {
        #expect(article.contains("`\(property)`"), "\(element).\(property) is read but not listed")
      }
    }
    for (_, property) in InterfaceBuilderReader.bindingPlaceholders {
      #expect(article.contains(property.replacingOccurrences(of: "ibShadowed", with: "")), "\(property)")
    }
  }
}
