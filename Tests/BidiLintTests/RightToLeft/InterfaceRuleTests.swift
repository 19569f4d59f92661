import Testing

@testable import BidiLint

/// The right-to-left layout rules on Interface Builder documents minimized from public apps
/// (each case names the repository and file it came from) and on the cases they must leave
/// alone: positives and negatives for every rule.
@Suite("RTL rules in storyboards and xibs")
struct InterfaceRuleTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var origin: String
    var file = "App/Base.lproj/Main.storyboard"
    var type = "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"
    var body: String
    /// The rule and 1-based line of each finding, in order.
    var expected: [(RTLRule, Int)]
    var testDescription: String { origin }

    /// The body inside a document; its first line is line 3.
    var document: String {
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"\(type)\" version=\"3.0\">\n\(body)\n</document>\n"
    }
  }

  static let macOS = "com.apple.InterfaceBuilder3.Cocoa.XIB"

  /// `code` after reading Swift sources, each named by its file.
  static func reading(_ files: KeyValuePairs<String, String>, into code: AppCode = AppCode()) -> AppCode {
    var code = code
    for (file, text) in files { code.read(text, language: .swift, file: file) }
    return code
  }

  /// `code` after reading the Interface Builder document `xml`, named `file`.
  static func reading(document xml: String, file: String, into code: AppCode) throws -> AppCode {
    var code = code
    code.read(try InterfaceDocument(bytes: Array(xml.utf8), file: file))
    return code
  }

  /// The declarations around each finding in the Swift source `text` (the file `file`), and
  /// whether each is unused once that file and `others` are read.
  static func uses(of file: String, _ text: String, besides others: KeyValuePairs<String, String>) -> (
    declarations: [[String]], unused: [Bool]
  ) {
    let findings = RTLAudit(language: .swift).findings(in: text, file: file)
    let app = reading(others, into: reading([file: text]))
    return (findings.map(\.declarations), findings.map(app.isUnused))
  }

  static func lint(_ item: Case) throws -> [RTLFinding] {
    try InterfaceFileAudit().findings(in: Array(item.document.utf8), file: item.file)
  }

  static let positives: [Case] = [
    Case(
      origin: "duckduckgo/iOS DuckDuckGo/Base.lproj/Feedback.storyboard (a hint as wide as its screen)",
      body: """
        <view id="root"><subviews>
        <label numberOfLines="0" id="hint" translatesAutoresizingMaskIntoConstraints="NO"><attributedString key="attributedText"><fragment content="How can the app be improved?">
        <attributes><paragraphStyle key="NSParagraphStyle" alignment="left" lineBreakMode="wordWrapping"/></attributes>
        </fragment></attributedString></label></subviews>
        <constraints>
        <constraint firstItem="hint" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
        <constraint firstAttribute="trailing" secondItem="hint" secondAttribute="trailing" constant="16" id="c2"/>
        </constraints></view>
        """,
      expected: [(.physicalTextAlignment, 5)]),
    Case(
      origin: "savoirfairelinux/jami-client-macos ui/Base.lproj/RingWizardLinkAccount.xib",
      file: "ui/Link.xib",
      type: macOS,
      body: """
        <view id="root"><subviews>
        <textField translatesAutoresizingMaskIntoConstraints="NO" id="DCW-q4-nx3">
        <textFieldCell key="cell" sendsActionOnEndEditing="YES" alignment="left" id="kfe-m7-MTT">
        <string key="title">You can directly import your account from an archive file on your device.</string>
        </textFieldCell></textField></subviews>
        <constraints>
        <constraint firstItem="DCW-q4-nx3" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
        <constraint firstAttribute="trailing" secondItem="DCW-q4-nx3" secondAttribute="trailing" constant="20" id="c2"/>
        </constraints></view>
        """,
      expected: [(.physicalTextAlignment, 5)]),
    Case(
      origin: "mmattozzi/cocoa-rest-client English.lproj/MainWindow.xib: a column header", file: "Main.xib",
      type: macOS,
      body: """
        <tableView headerView="h" id="t"><tableColumns>
        <tableColumn identifier="value" width="315" minWidth="40" maxWidth="1000" id="4Qh-0s-FZC">
        <tableHeaderCell key="headerCell" lineBreakMode="truncatingTail" borderStyle="border" alignment="left" title="Header Value"/>
        <textFieldCell key="dataCell" lineBreakMode="truncatingTail" selectable="YES" editable="YES" alignment="left" title="Text Cell" id="tMg-Ln-Yyx"/>
        </tableColumn></tableColumns></tableView>
        """,
      expected: [(.physicalTextAlignment, 5)]),
    Case(
      origin:
        "openfoodfacts/openfoodfacts-ios Sources/Views/Products/Add/ProductAddViewController.storyboard",
      body: """
        <label text="les informations nutritionnelles" textAlignment="right" id="v1" translatesAutoresizingMaskIntoConstraints="NO">
        <rect key="frame" x="0.0" y="8" width="298" height="59"/><constraints><constraint firstAttribute="width" constant="298" id="w"/></constraints></label>
        <label numberOfLines="0" textAlignment="left" translatesAutoresizingMaskIntoConstraints="NO" id="v2"/>
        """,
      // The wrapping label has no width of its own: the document cannot tell how wide it is.
      expected: [(.physicalTextAlignment, 3)]),
    Case(
      origin:
        "openfoodfacts/openfoodfacts-ios ProductAddViewController.storyboard: a wide button aligned right",
      body: """
        <button contentHorizontalAlignment="right" translatesAutoresizingMaskIntoConstraints="NO" id="b1">
        <constraints><constraint firstAttribute="width" constant="200" id="w1"/></constraints>
        <state key="normal" title="Add a photo"/></button>
        """,
      expected: [(.physicalTextAlignment, 3)]),
    Case(
      origin: "osmandapp/OsmAnd-iOS (a left-to-right chain of views, minimized)", file: "Sources/Route.xib",
      type: "com.apple.InterfaceBuilder3.CocoaTouch.XIB",
      body: """
        <view id="v"><constraints>
        <constraint firstItem="icon" firstAttribute="left" secondItem="v" secondAttribute="left" constant="16" id="c1"/>
        <constraint firstItem="title" firstAttribute="leading" secondItem="icon" secondAttribute="right" constant="8" id="c2"/>
        </constraints></view>
        """,
      expected: [(.physicalAnchor, 4), (.physicalAnchor, 5)]),
    Case(
      origin:
        "a directional SF Symbol on a button and an image view (after nextcloud/talk-ios LoginViewController.xib)",
      body: """
        <imageView image="chevron.right" catalog="system" id="i1" translatesAutoresizingMaskIntoConstraints="NO"/>
        <button id="b3" translatesAutoresizingMaskIntoConstraints="NO"><state key="normal">
        <imageReference key="image" image="arrow.right" catalog="system"/></state></button>
        <imageView image="arrow.up.right.square" catalog="system" id="i2" translatesAutoresizingMaskIntoConstraints="NO"/>
        """,
      expected: [
        (.unflippedDirectionalSymbol, 3), (.unflippedDirectionalSymbol, 5), (.ambiguousDirectionalSymbol, 6),
      ]),
    Case(
      origin: "a scene and a xib's view forced left to right (constructed)",
      body: """
        <scenes><scene><objects><viewController id="vc" customClass="SettingsViewController">
        <view key="view" semanticContentAttribute="forceLeftToRight" id="root"/>
        </viewController></objects></scene></scenes>
        <objects><placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ProfileViewController">
        <connections><outlet property="view" destination="p1" id="o1"/></connections></placeholder>
        <view semanticContentAttribute="forceLeftToRight" id="p1"/></objects>
        """,
      expected: [(.forcedLeftToRight, 4), (.forcedLeftToRight, 8)]),
  ]

  @Test(arguments: positives)
  func positive(_ item: Case) throws {
    let findings = try Self.lint(item)
    #expect(findings.map(\.rule) == item.expected.map(\.0))
    #expect(findings.map(\.line) == item.expected.map(\.1))
  }

  static let negatives: [Case] = [
    Case(
      origin:
        "videolan/vlc-ios Sources/Playback/Player/VideoPlayer-iOS/VideoPlayerControls.xib: forced subtree",
      file: "Sources/Controls.xib",
      body: """
        <view id="root"><subviews>
        <stackView semanticContentAttribute="forceLeftToRight" translatesAutoresizingMaskIntoConstraints="NO" id="s1">
        <subviews><label text="0:00" textAlignment="right" id="t1"><rect key="frame" x="0" y="0" width="80" height="20"/></label>
        </subviews><constraints>
        <constraint firstItem="t1" firstAttribute="left" secondItem="s1" secondAttribute="left" id="c1"/>
        </constraints></stackView></subviews></view>
        """,
      expected: []),
    Case(
      origin: "videolan/vlc-ios VideoPlayerControls.xib: the same in a player's file (path says so)",
      file: "Sources/Playback/Player/Controls.xib",
      body: """
        <label text="0:00" textAlignment="right" id="t1"><rect key="frame" x="0" y="0" width="80" height="20"/></label>
        """,
      expected: []),
    Case(
      origin: "iina/iina iina/Base.lproj/MainWindowController.xib: the playback buttons' constraints",
      file: "iina/Base.lproj/MainWindowController.xib", type: macOS,
      body: """
        <customView translatesAutoresizingMaskIntoConstraints="NO" id="Yv6-0K-6E4"><subviews>
        <button id="10x-bg-xlj" userLabel="Left Button"/>
        <button id="gxw-pJ-Lcg"><connections><action selector="playButtonAction:" target="-2" id="a1"/></connections></button>
        </subviews><constraints>
        <constraint firstItem="10x-bg-xlj" firstAttribute="left" secondItem="Yv6-0K-6E4" secondAttribute="left" constant="14" id="c1"/>
        <constraint firstItem="gxw-pJ-Lcg" firstAttribute="left" secondItem="10x-bg-xlj" secondAttribute="right" constant="24" id="c2"/>
        </constraints></customView>
        """,
      expected: []),
    Case(
      origin: "a scene whose controller is a video player (class name)",
      body: """
        <viewController id="vc" customClass="VideoPlayerViewController"><view key="view" id="root">
        <subviews><label text="Speed" textAlignment="left" id="l"><rect key="frame" x="0" y="0" width="200" height="20"/></label>
        </subviews></view></viewController>
        """,
      expected: []),
    Case(
      origin: "both sides pinned alike (a mirrored pair)",
      body: """
        <view id="v"><constraints>
        <constraint firstItem="card" firstAttribute="left" secondItem="v" secondAttribute="left" constant="20" id="c1"/>
        <constraint firstItem="v" firstAttribute="right" secondItem="card" secondAttribute="right" constant="20" id="c2"/>
        </constraints></view>
        """,
      expected: []),
    Case(
      origin: "iina/iina and others: Xcode's near-zero inset (2.2e-308) and a symmetric one",
      body: """
        <button id="b"><inset key="imageEdgeInsets" minX="0.0" minY="0.0" maxX="2.2250738585072014e-308" maxY="0.0"/>
        <inset key="titleEdgeInsets" minX="8" minY="0.0" maxX="8" maxY="0.0"/></button>
        """,
      expected: []),
    Case(
      origin:
        "openfoodfacts/openfoodfacts-ios ManualBarcodeInputView.xib: Xcode's defaults on text fields and segments",
      body: """
        <textField contentHorizontalAlignment="left" textAlignment="natural" id="f"/>
        <segmentedControl contentHorizontalAlignment="left" id="s"/>
        """,
      expected: []),
    Case(
      origin:
        "iina/iina iina/Base.lproj/QuickSettingViewController.xib: untitled header, image and slider cells",
      file: "iina/Base.lproj/QuickSettings.xib", type: macOS,
      body: """
        <tableColumn identifier="IsChosen" width="16" id="col"><tableHeaderCell key="headerCell" alignment="right"/></tableColumn>
        <imageView id="i"><imageCell key="cell" alignment="left" id="ic"/></imageView>
        <slider id="sl"><sliderCell key="cell" alignment="left" id="sc"/></slider>
        """,
      expected: []),
    Case(
      origin:
        "savoirfairelinux/jami-client-macos ui/Base.lproj/AccountMenuItemView.xib: a label that hugs its text",
      file: "ui/AccountMenuItemView.xib", type: macOS,
      body: """
        <view id="root"><subviews>
        <textField horizontalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="0PP-Di-b7L">
        <textFieldCell key="cell" lineBreakMode="clipping" sendsActionOnEndEditing="YES" alignment="right" id="gOS"/>
        </textField></subviews><constraints>
        <constraint firstAttribute="trailing" secondItem="0PP-Di-b7L" secondAttribute="trailing" constant="8" id="c"/>
        </constraints></view>
        """,
      expected: []),
    Case(
      origin: "SF Symbols that flip by themselves, and symbols listed as resources",
      body: """
        <imageView image="chevron.forward" catalog="system" id="i1"/>
        <resources><image name="chevron.right" catalog="system" width="128" height="128"/></resources>
        """,
      expected: []),
    Case(
      origin: "a subtree forced left to right (a phone number field), not a screen",
      body: """
        <viewController id="vc"><view key="view" id="root"><subviews>
        <stackView semanticContentAttribute="forceLeftToRight" id="phone"/>
        </subviews></view></viewController>
        """,
      expected: []),
  ]

  /// Judged false on real apps before the rules learnt them (see Tests/Fixtures/RTLJudgement).
  static let judgedFalse: [Case] = [
    Case(
      origin:
        "tinode/ios Localizations/es.xcloc/Source Contents/Tinodios/Base.lproj/Main.storyboard: an export's copy",
      file: "Localizations/es.xcloc/Source Contents/Tinodios/Base.lproj/Main.storyboard",
      body: """
        <button contentHorizontalAlignment="right" translatesAutoresizingMaskIntoConstraints="NO" id="b">
        <constraints><constraint firstAttribute="width" constant="260" id="w"/></constraints>
        <state key="normal" title="Forgot password?"/></button>
        """,
      expected: []),
    Case(
      origin: "subethaedit/SubEthaEdit SubEthaEdit-Mac/Source/Debug/DebugUsers.xib: a debug window",
      file: "SubEthaEdit-Mac/Source/Debug/DebugUsers.xib", type: macOS,
      body: """
        <tableView headerView="h" id="t"><tableColumns><tableColumn width="200" id="c">
        <tableHeaderCell key="headerCell" alignment="left" title="Name"/></tableColumn></tableColumns></tableView>
        """,
      expected: []),
    Case(
      origin:
        "tigase/siskin-im SiskinIM/localization/Base.lproj/Account.storyboard: a hexadecimal fingerprint (its constraints minimized)",
      body: """
        <view id="root"><subviews>
        <label numberOfLines="2" usesAttributedText="YES" translatesAutoresizingMaskIntoConstraints="NO" id="fp">
        <rect key="frame" x="10" y="23" width="334" height="34"/><attributedString key="attributedText">
        <fragment content="0e37cf93 e0444d5c 105eaa02 f7e4b1de"><attributes><font key="NSFont" size="15" name="CourierNewPS-BoldMT"/>
        <paragraphStyle key="NSParagraphStyle" alignment="left" lineBreakMode="truncatingTail"/></attributes></fragment></attributedString>
        <attributedString key="userComments"><fragment content="#bc-ignore!"/></attributedString></label>
        </subviews><constraints>
        <constraint firstItem="fp" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c1"/>
        <constraint firstAttribute="trailing" secondItem="fp" secondAttribute="trailing" constant="10" id="c2"/>
        </constraints></view>
        """,
      expected: []),
    Case(
      origin: "bryceco/GoMap src/iOS/Base.lproj/MainStoryboard.storyboard: a map screen forced left to right",
      body: """
        <scenes><scene><objects>
        <viewController id="2" userLabel="Main Map View Controller" customClass="MainViewController">
        <view key="view" semanticContentAttribute="forceLeftToRight" id="j5Z-hB-i8A" userLabel="Main View"/>
        </viewController></objects></scene></scenes>
        """,
      expected: []),
    Case(
      origin:
        "threema-ch/threema-ios ThreemaFramework/SharedUI/ContactPicker/ContactPicker.storyboard: a wrapping label with no width of its own",
      body: """
        <view id="KfX-wB-Zk2"><subviews>
        <label text="Send as file" textAlignment="right" lineBreakMode="tailTruncation" numberOfLines="2" translatesAutoresizingMaskIntoConstraints="NO" id="VS6-Yw-dsa">
        <rect key="frame" x="225" y="3" width="88" height="44"/><fontDescription key="fontDescription" style="UICTFontTextStyleBody"/></label>
        </subviews><constraints>
        <constraint firstItem="XL7-Oo-tTr" firstAttribute="leading" secondItem="VS6-Yw-dsa" secondAttribute="trailing" constant="5" id="SfD-Hx-IeI"/>
        <constraint firstItem="VS6-Yw-dsa" firstAttribute="leading" relation="greaterThanOrEqual" secondItem="2dL-IH-Jgt" secondAttribute="trailing" constant="15" id="c3W-AV-0G5"/>
        </constraints></view>
        """,
      expected: []),
    Case(
      origin: "adium/adium Resources/ContactListWindow.xib: a data cell the code replaces (setDataCell:)",
      file: "Resources/ContactListWindow.xib", type: macOS,
      body: """
        <customObject id="-2" userLabel="File's Owner" customClass="ListWindowController"/>
        <outlineView headerView="h" id="t"><tableColumns><tableColumn width="200" id="c1">
        <textFieldCell key="dataCell" alignment="left" title="Text Cell" id="d"/></tableColumn></tableColumns>
        <connections><outlet property="delegate" destination="-2" id="o"/></connections></outlineView>
        """,
      expected: []),
    Case(
      origin: "osmandapp/OsmAnd-iOS OATransportStopViewController.xib: button insets, recomputed in code",
      body: """
        <button id="b2"><inset key="imageEdgeInsets" minX="-3" minY="0.0" maxX="0.0" maxY="0.0"/></button>
        """,
      expected: []),
    Case(
      origin: "savoirfairelinux/jami-client-macos ChooseContactVC.xib: the data cell of a view-based table",
      file: "ui/Choose.xib", type: macOS,
      body: """
        <tableView viewBased="YES" id="t"><tableColumns><tableColumn width="250" id="c">
        <textFieldCell key="dataCell" alignment="left" title="Text Cell" id="d"/>
        </tableColumn></tableColumns></tableView>
        """,
      expected: []),
    Case(
      origin: "iina/iina PrefUIViewController.xib: a title pinned on one side, the other an inequality",
      file: "iina/Prefs.xib", type: macOS,
      body: """
        <view id="root"><subviews>
        <textField translatesAutoresizingMaskIntoConstraints="NO" id="title">
        <textFieldCell key="cell" alignment="left" title="Window:" id="tc"/></textField>
        </subviews><constraints>
        <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
        <constraint firstAttribute="trailing" relation="greaterThanOrEqual" secondItem="title" secondAttribute="trailing" constant="20" id="c2"/>
        </constraints></view>
        """,
      expected: []),
    Case(
      origin: "iina/iina QuickSettingViewController.xib: a label between siblings that take the slack",
      file: "iina/Quick.xib", type: macOS,
      body: """
        <view id="root"><subviews>
        <textField translatesAutoresizingMaskIntoConstraints="NO" id="color">
        <textFieldCell key="cell" alignment="right" title="Color:" id="tc"/></textField>
        <colorWell translatesAutoresizingMaskIntoConstraints="NO" id="well"/>
        </subviews><constraints>
        <constraint firstItem="color" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
        <constraint firstItem="well" firstAttribute="leading" secondItem="color" secondAttribute="trailing" constant="8" id="c2"/>
        </constraints></view>
        """,
      expected: []),
    Case(
      origin: "savoirfairelinux/jami-client-macos ChooseContactVC.xib: a label in a cell view hugging at 999",
      file: "ui/Choose.xib", type: macOS,
      body: """
        <tableCellView id="cell"><subviews>
        <textField horizontalHuggingPriority="999" translatesAutoresizingMaskIntoConstraints="NO" id="ringId">
        <textFieldCell key="cell" alignment="left" id="tc"/></textField>
        </subviews></tableCellView>
        """,
      expected: []),
    Case(
      origin: "duckduckgo/iOS DuckDuckGo/Debug.storyboard: the detail label of UIKit's Value1 cell style",
      body: """
        <tableViewCell detailTextLabel="zsc" style="IBUITableViewCellStyleValue1" id="cell">
        <tableViewCellContentView key="contentView" id="content"><subviews>
        <label text="Detail" textAlignment="right" id="zsc"><rect key="frame" x="350" y="12" width="44" height="20"/></label>
        </subviews></tableViewCellContentView></tableViewCell>
        """,
      expected: []),
    Case(
      origin: "osmandapp/OsmAnd-iOS OAMapHudViewController.xib: left and right panels pinned alike",
      file: "Sources/Hud.xib", type: "com.apple.InterfaceBuilder3.CocoaTouch.XIB",
      body: """
        <view id="hud"><constraints>
        <constraint firstItem="leftPanel" firstAttribute="left" secondItem="hud" secondAttribute="leftMargin" constant="-10" id="c1"/>
        <constraint firstItem="hud" firstAttribute="rightMargin" secondItem="rightPanel" secondAttribute="right" constant="10" id="c2"/>
        </constraints></view>
        """,
      expected: []),
    Case(
      origin: "duckduckgo/iOS DuckDuckGo/ActionMessageView.xib: a button sized to its attributed title",
      body: """
        <button horizontalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="edit"><state key="normal">
        <attributedString key="attributedTitle"><fragment content="Edit"><attributes>
        <paragraphStyle key="NSParagraphStyle" alignment="right" lineBreakMode="wordWrapping"/>
        </attributes></fragment></attributedString></state></button>
        """,
      expected: []),
    Case(
      origin: "duckduckgo/iOS DuckDuckGo/Base.lproj/TabSwitcher.storyboard: an image-only button",
      body: """
        <button contentHorizontalAlignment="left" translatesAutoresizingMaskIntoConstraints="NO" id="close">
        <constraints><constraint firstAttribute="width" constant="32" id="w"/></constraints>
        <state key="normal" image="Close"/></button>
        """,
      expected: []),
    Case(
      origin:
        "savoirfairelinux/jami-client-macos MessageCells.xib: a wrapping label in a leading-aligned stack",
      file: "ui/MessageCells.xib", type: macOS,
      body: """
        <stackView orientation="vertical" alignment="leading" id="stack"><subviews>
        <textField translatesAutoresizingMaskIntoConstraints="NO" id="status">
        <textFieldCell key="cell" lineBreakMode="wordWrapping" alignment="left" id="c"/></textField>
        </subviews></stackView>
        """,
      expected: []),
    Case(
      origin: "Automattic/simplenote-ios PopoverViewController.xib: a left constraint code sets from a frame",
      body: """
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1"><connections>
        <outlet property="containerLeftConstraint" destination="left" id="o"/></connections></placeholder>
        <view id="root"><constraints>
        <constraint firstItem="box" firstAttribute="left" secondItem="root" secondAttribute="left" id="left"/>
        </constraints></view>
        """,
      expected: []),
    Case(
      origin: "osmandapp/OsmAnd-iOS OATopTextView.xib: attributed text that code replaces (an outlet)",
      body: """
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1"><connections>
        <outlet property="textView" destination="t" id="o"/></connections></placeholder>
        <label numberOfLines="0" id="t"><attributedString key="attributedText"><fragment content="Street">
        <attributes><paragraphStyle key="NSParagraphStyle" alignment="left"/></attributes>
        </fragment></attributedString></label>
        """,
      expected: []),
    Case(
      origin:
        "Sequel-Ace/Sequel-Ace Source/Interfaces/DBView.xib: a table without a header view, a narrow column",
      file: "Source/DBView.xib", type: macOS,
      body: """
        <tableView id="t1"><tableColumns><tableColumn width="200" id="c1">
        <tableHeaderCell key="headerCell" alignment="left" title="Information"/></tableColumn></tableColumns></tableView>
        <tableView headerView="h" id="t2"><tableColumns><tableColumn width="26" maxWidth="1000" id="c2">
        <textFieldCell key="dataCell" alignment="left" title="Text Cell" id="d"/></tableColumn>
        <tableColumn width="57" maxWidth="78" id="c3"><tableHeaderCell key="headerCell" alignment="left" title="Allow Null"/>
        </tableColumn></tableColumns></tableView>
        """,
      expected: []),
    Case(
      origin: "HabitRPG/habitica-ios BuyModal.storyboard: a width constraint weaker than the label's hugging",
      body: """
        <label horizontalHuggingPriority="1000" text="20" textAlignment="right" translatesAutoresizingMaskIntoConstraints="NO" id="price">
        <constraints><constraint firstAttribute="width" priority="500" constant="60" id="w"/></constraints></label>
        """,
      expected: []),
    Case(
      origin: "MonitorControl/MonitorControl UI/Base.lproj/Main.storyboard: a name in a frame sized to it",
      file: "UI/Main.storyboard", type: macOS,
      body: """
        <textField horizontalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="name"><constraints><constraint firstAttribute="width" constant="147" id="w"/></constraints><rect key="frame" x="247" y="258" width="147" height="26"/>
        <textFieldCell key="cell" lineBreakMode="clipping" alignment="left" title="MonitorControl" id="c">
        <font key="font" textStyle="title1" name=".SFNS-Regular"/></textFieldCell></textField>
        """,
      expected: []),
    Case(
      origin: "transmission/transmission macosx/AboutWindow.xib: a bold title as wide as its box",
      file: "macosx/AboutWindow.xib", type: macOS,
      body: """
        <textField translatesAutoresizingMaskIntoConstraints="NO" id="title"><constraints><constraint firstAttribute="width" constant="158" id="w"/></constraints><rect key="frame" x="100" y="200" width="158" height="29"/>
        <textFieldCell key="cell" alignment="left" title="Transmission" id="c">
        <font key="font" metaFont="systemBold" size="24"/></textFieldCell></textField>
        """,
      expected: []),
    Case(
      origin: "ViennaRSS/vienna-rss Interfaces/Base.lproj/InfoWindow.xib: the widest label of its column",
      file: "Interfaces/InfoWindow.xib", type: macOS,
      body: """
        <textField translatesAutoresizingMaskIntoConstraints="NO" id="user"><constraints><constraint firstAttribute="width" constant="64" id="w"/></constraints><rect key="frame" x="20" y="40" width="64" height="14"/>
        <textFieldCell key="cell" alignment="right" title="User name:" id="c">
        <font key="font" metaFont="smallSystem"/></textFieldCell></textField>
        """,
      expected: []),
    Case(
      origin:
        "quicksilver/Quicksilver Nibs/QSActionsPrefPane.xib, OpenEmu: numbers in a column aligned right",
      file: "Nibs/Actions.xib", type: macOS,
      body: """
        <tableView headerView="h" id="t"><tableColumns><tableColumn width="100" id="c1">
        <tableHeaderCell key="headerCell" alignment="right" title="Play Time"/>
        <textFieldCell key="dataCell" alignment="right" id="d"><numberFormatter key="formatter" id="n"/></textFieldCell>
        </tableColumn></tableColumns></tableView>
        """,
      expected: []),
    Case(
      origin: "artsy/eidolon Kiosk/Storyboards/Fulfillment.storyboard: an amount aligned right",
      body: """
        <label text="$9,000" textAlignment="right" translatesAutoresizingMaskIntoConstraints="NO" id="bid">
        <rect key="frame" x="590" y="86" width="160" height="42"/>
        <constraints><constraint firstAttribute="width" constant="160" id="w"/></constraints></label>
        """,
      expected: []),
    Case(
      origin:
        "quicksilver/Quicksilver Nibs/QSDefaultsObjectSource.xib: a bundle identifier field (left to right)",
      file: "Nibs/Defaults.xib", type: macOS,
      body: """
        <customObject id="-2" userLabel="File's Owner" customClass="Source"><connections>
        <outlet property="bundleIDField" destination="f" id="o"/></connections></customObject>
        <textField translatesAutoresizingMaskIntoConstraints="NO" id="f"><rect key="frame" x="0" y="0" width="200" height="22"/>
        <constraints><constraint firstAttribute="width" constant="200" id="w"/></constraints>
        <textFieldCell key="cell" editable="YES" alignment="left" id="c"/></textField>
        """,
      expected: []),
    Case(
      origin: "colloquy/colloquy, objective-see/KnockKnock: copies for left-to-right languages",
      file: "Resources/German.lproj/Info.xib", type: macOS,
      body: """
        <textField translatesAutoresizingMaskIntoConstraints="NO" id="t"><rect key="frame" x="0" y="0" width="200" height="16"/>
        <constraints><constraint firstAttribute="width" constant="200" id="w"/></constraints>
        <textFieldCell key="cell" alignment="left" title="Name" id="c"/></textField>
        """,
      expected: []),
    Case(
      origin: "ProtonVPN/ios-mac-app sampleapps/OnboardingSampleApp: a sample app is not shipped",
      file: "sampleapps/OnboardingSampleApp/Base.lproj/Main.storyboard",
      body: """
        <label text="On" textAlignment="right" translatesAutoresizingMaskIntoConstraints="NO" id="l">
        <rect key="frame" x="0" y="0" width="200" height="20"/>
        <constraints><constraint firstAttribute="width" constant="200" id="w"/></constraints></label>
        """,
      expected: []),
    Case(
      origin: "SelfControlApp/selfcontrol Base.lproj/FirstTime.xib: a paragraph style on blank lines",
      file: "Base.lproj/FirstTime.xib", type: macOS,
      body: """
        <textView id="tv"><attributedString key="textStorage"><fragment>
        <string key="content">


        </string><attributes><paragraphStyle key="NSParagraphStyle" alignment="left"/></attributes>
        </fragment></attributedString></textView>
        """,
      expected: []),
    Case(
      origin: "losnoco/Cog Base.lproj/FileTree.xib: a data cell of a custom class draws itself",
      file: "Base.lproj/FileTree.xib", type: macOS,
      body: """
        <tableView headerView="h" id="t"><tableColumns><tableColumn width="268" id="c1">
        <textFieldCell key="dataCell" alignment="left" title="Text Cell" id="d" customClass="FileIconCell"/>
        </tableColumn></tableColumns></tableView>
        """,
      expected: []),
    Case(
      origin: "objective-see/LuLu Rules.xib: a header over cell views placed by their frames",
      file: "App/Base.lproj/Rules.xib", type: macOS,
      body: """
        <tableView headerView="h" viewBased="YES" id="t"><tableColumns><tableColumn width="250" id="c1">
        <tableHeaderCell key="headerCell" alignment="left" title=" Rule"/>
        <prototypeCellViews><tableCellView id="cv"><subviews><textField id="f">
        <rect key="frame" x="30" y="0" width="200" height="16"/><textFieldCell key="cell" title="Rule" id="fc"/>
        </textField></subviews></tableCellView></prototypeCellViews>
        </tableColumn></tableColumns></tableView>
        """,
      expected: []),
    Case(
      origin: "git-up/GitUp diff cells: labels placed by their frames in a table cell view",
      file: "GitUpKit/Views/GIDiffContentsViewController.xib", type: macOS,
      body: """
        <tableCellView id="cv"><subviews><textField fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="f">
        <rect key="frame" x="0" y="0" width="200" height="16"/><textFieldCell key="cell" alignment="right" title="Ours:" id="c"/>
        </textField></subviews></tableCellView>
        """,
      expected: []),
    Case(
      origin: "adium/adium account setup: an editable field placed by its frame",
      file: "Plugins/Base.lproj/Setup.xib", type: macOS,
      body: """
        <textField id="f"><rect key="frame" x="120" y="40" width="200" height="22"/>
        <textFieldCell key="cell" editable="YES" alignment="left" id="c"/></textField>
        """,
      expected: []),
    Case(
      origin:
        "after artsy/eidolon Kiosk/Storyboards/Auction.storyboard: a frame-based screen does not mirror",
      body: """
        <label numberOfLines="0" text="Auction ID" textAlignment="right" fixedFrame="YES" id="l">
        <rect key="frame" x="492" y="40" width="467" height="20"/></label>
        """,
      expected: []),
    Case(
      origin: "a single line longer than its box is cut, not aligned (constructed)",
      body: """
        <label text="A sentence far longer than the box it is in" textAlignment="left" id="l" translatesAutoresizingMaskIntoConstraints="NO">
        <rect key="frame" x="20" y="40" width="120" height="20"/><constraints><constraint firstAttribute="width" constant="120" id="w"/></constraints>
        <fontDescription key="fontDescription" type="system" pointSize="17"/></label>
        """,
      expected: []),
  ]

  /// The same boxes with room beside their text: the alignment shows.
  @Test func textThatLeavesRoomShowsItsAlignment() throws {
    let short = Case(
      origin: "MonitorControl's frame with a shorter name", file: "UI/Main.storyboard", type: Self.macOS,
      body: """
        <textField translatesAutoresizingMaskIntoConstraints="NO" id="name"><constraints><constraint firstAttribute="width" constant="147" id="w"/></constraints><rect key="frame" x="247" y="258" width="147" height="26"/>
        <textFieldCell key="cell" lineBreakMode="clipping" alignment="left" title="Monitor" id="c">
        <font key="font" textStyle="title1" name=".SFNS-Regular"/></textFieldCell></textField>
        """,
      expected: [])
    #expect(try Self.lint(short).map(\.line) == [4])
    let wrapping = Case(
      origin: "a wrapping text longer than its box", file: "App/Main.storyboard",
      body: """
        <label numberOfLines="0" text="A sentence far longer than the box it is in" textAlignment="left" id="l" translatesAutoresizingMaskIntoConstraints="NO">
        <rect key="frame" x="20" y="40" width="120" height="60"/><constraints><constraint firstAttribute="width" constant="120" id="w"/></constraints>
        <fontDescription key="fontDescription" type="system" pointSize="17"/></label>
        """,
      expected: [])
    #expect(try Self.lint(wrapping).map(\.line) == [3])
    // Unknown text (code sets it) or no frame: the document cannot tell, the finding stays.
    let placeholder = Case(
      origin: "a value label whose text code sets", file: "App/Main.storyboard",
      body: """
        <label textAlignment="right" id="l" translatesAutoresizingMaskIntoConstraints="NO"><rect key="frame" x="20" y="40" width="60" height="20"/>
        <constraints><constraint firstAttribute="width" constant="60" id="w"/></constraints></label>
        """,
      expected: [])
    #expect(try Self.lint(placeholder).map(\.line) == [3])
  }

  @Test(arguments: judgedFalse)
  func judgedFalseOnRealApps(_ item: Case) throws {
    #expect(try Self.lint(item).isEmpty)
  }

  @Test("osmandapp/OsmAnd-iOS OAColorsTableViewCell: a class whose code handles the direction itself")
  func classesThatHandleTheDirection() throws {
    let cell = Case(
      origin: "OAColorsTableViewCell.xib", file: "Sources/Cells/OAColorsTableViewCell.xib",
      type: "com.apple.InterfaceBuilder3.CocoaTouch.XIB",
      body: """
        <tableViewCell customClass="OAColorsTableViewCell" id="cell"><subviews>
        <label text="Color" textAlignment="right" id="value" translatesAutoresizingMaskIntoConstraints="NO"><rect key="frame" x="200" y="10" width="100" height="20"/><constraints><constraint firstAttribute="width" constant="100" id="w"/></constraints></label>
        </subviews></tableViewCell>
        """,
      expected: [])
    #expect(try Self.lint(cell).map(\.line) == [4])
    let source = """
      @implementation OAColorsTableViewCell
      - (void)awakeFromNib {
          [super awakeFromNib];
          _valueLabel.textAlignment = [self isDirectionRTL] ? NSTextAlignmentLeft : NSTextAlignmentRight;
      }
      @end
      """
    var code = AppCode()
    code.read(source, language: .cFamily)
    #expect(
      code.classesHandlingAlignment == ["OAColorsTableViewCell"] && code.alignedProperties == ["valueLabel"])
    var nothing = AppCode()
    nothing.read("@implementation A\n@end", language: .cFamily)
    nothing.read("class A { let same = x.alignment == y }", language: .swift)
    #expect(nothing.classesHandlingAlignment.isEmpty && nothing.alignedProperties.isEmpty)
    // Ranchero-Software/NetNewsWire AccountStatsWindowController.swift: a table delegate aligns its cells.
    var delegate = AppCode()
    delegate.read(
      "final class AccountStatsWindowController: NSWindowController {\n  func cell() { textField.alignment = kind.alignment }\n}",
      language: .swift)
    #expect(delegate.classesHandlingAlignment == ["AccountStatsWindowController"])
    #expect(delegate.alignedProperties == ["textField"])
    let window = Case(
      origin: "Ranchero-Software/NetNewsWire Mac/AccountStats/Base.lproj/AccountStatsWindow.xib",
      file: "Stats.xib",
      type: Self.macOS,
      body: """
        <customObject id="-2" userLabel="File's Owner" customClass="AccountStatsWindowController"/>
        <tableCellView id="cv"><subviews><textField translatesAutoresizingMaskIntoConstraints="NO" id="f">
        <rect key="frame" x="0" y="0" width="120" height="16"/><textFieldCell key="cell" alignment="right" title="Text" id="d"/>
        </textField></subviews><constraints><constraint firstItem="f" firstAttribute="leading" secondItem="cv" secondAttribute="leading" constant="2" id="k1"/>
        <constraint firstAttribute="trailing" secondItem="f" secondAttribute="trailing" constant="2" id="k2"/></constraints></tableCellView>
        """,
      expected: [])
    #expect(try Self.lint(window).map(\.line) == [5])
    let owned = InterfaceFileAudit(code: delegate)
    #expect(try owned.findings(in: Array(window.document.utf8), file: window.file).isEmpty)
    #expect(
      try InterfaceFileAudit(code: code).findings(in: Array(cell.document.utf8), file: cell.file).isEmpty)
  }

  @Test("an outlet whose name the code aligns (any class) is left alone")
  func outletsTheCodeAligns() throws {
    var code = AppCode()
    code.read(
      "final class Controller {\n  func configure(_ cell: Cell) {\n    cell.valueLabel?.textAlignment = .right\n  }\n}",
      language: .swift)
    #expect(code.alignedProperties == ["valueLabel"])
    var objc = AppCode()
    objc.read(
      "@implementation Other\n- (void)layout { [[self detailField] setAlignment:NSTextAlignmentRight]; }\n@end",
      language: .cFamily)
    #expect(objc.alignedProperties == ["detailField"])
    let cell = Case(
      origin: "osmandapp/OsmAnd-iOS OAInputTableViewCell.xib: a field that callers align",
      file: "Sources/Cells/Cell.xib", type: "com.apple.InterfaceBuilder3.CocoaTouch.XIB",
      body: """
        <tableViewCell customClass="Cell" id="cell"><subviews>
        <label text="1 km" textAlignment="left" translatesAutoresizingMaskIntoConstraints="NO" id="value"><rect key="frame" x="200" y="10" width="100" height="20"/>
        <constraints><constraint firstAttribute="width" constant="100" id="w"/></constraints></label>
        </subviews><connections><outlet property="valueLabel" destination="value" id="o"/></connections></tableViewCell>
        """,
      expected: [])
    #expect(try Self.lint(cell).map(\.line) == [4])
    #expect(
      try InterfaceFileAudit(code: code).findings(in: Array(cell.document.utf8), file: cell.file).isEmpty)
    #expect(
      try InterfaceFileAudit(code: objc).findings(in: Array(cell.document.utf8), file: cell.file).count == 1)
    // openedx/edx-app-ios DiscussionResponsesViewController.swift: an app's own alignment property.
    var own = AppCode()
    own.read(
      "override func awakeFromNib() {\n  voteButton.localizedHorizontalContentAlignment = .Leading\n  x.contentVerticalAlignment = .top\n}",
      language: .swift)
    #expect(own.alignedProperties == ["voteButton"])
    let button = Case(
      origin: "openedx/edx-app-ios Source/DiscussionResponses.storyboard: the vote button",
      body: """
        <button contentHorizontalAlignment="left" translatesAutoresizingMaskIntoConstraints="NO" id="L30-kl-kgU">
        <rect key="frame" x="8" y="-2" width="113" height="34"/><constraints><constraint firstAttribute="width" constant="113" id="w"/></constraints>
        <state key="normal" title="+"/></button>
        <tableViewCell id="cell"><connections><outlet property="voteButton" destination="L30-kl-kgU" id="o"/></connections></tableViewCell>
        """,
      expected: [])
    #expect(try Self.lint(button).map(\.line) == [3])
    #expect(
      try InterfaceFileAudit(code: own).findings(in: Array(button.document.utf8), file: button.file).isEmpty)
  }

  @Test("images and attributed texts the code supplies are left alone")
  func whatTheCodeSupplies() throws {
    // threema-ch/threema-ios onboarding: an arrow whose image the code sets.
    let arrow = Case(
      origin: "threema-ch/threema-ios onboarding: arrows set in code", file: "App/Onboarding.storyboard",
      body: """
        <viewController customClass="Intro" id="vc"><view key="view" id="v"><subviews>
        <button translatesAutoresizingMaskIntoConstraints="NO" id="b"><state key="normal">
        <imageReference key="image" image="arrow.right" catalog="system"/></state></button></subviews></view>
        <connections><outlet property="nextButton" destination="b" id="o"/></connections></viewController>
        """,
      expected: [])
    #expect(try Self.lint(arrow).map(\.line) == [5])
    var images = AppCode()
    images.read(
      "func update() { nextButton.setImage(UIImage(systemName: \"arrow.forward\"), for: .normal) }",
      language: .swift)
    #expect(images.imagedProperties == ["nextButton"])
    // zotero/zotero-ios CollectionCellContentView.swift: a configuration update handler sets it.
    var handler = AppCode()
    handler.read(
      "chevronButton.configurationUpdateHandler = { [weak self] button in button.configuration?.image = UIImage(systemName: \"chevron.right\") }",
      language: .swift)
    #expect(handler.imagedProperties.contains("chevronButton"))
    // cranci1/Sora Sora/SoraApp.swift: every screen forced left to right; one screen's view is not.
    var forced = AppCode()
    forced.read(
      "self.view.semanticContentAttribute = .forceLeftToRight\nlet a = HStack {}.environment(\\.layoutDirection, .leftToRight)",
      language: .swift)
    #expect(!forced.forcesLeftToRight)
    forced.read(
      """
      var body: some Scene {
          WindowGroup {
              Group { ContentView() }
              .environment(\\.layoutDirection, .leftToRight)
              .environmentObject(settings)
          }
      }
      """, language: .swift)
    #expect(forced.forcesLeftToRight)
    // FlipByBlink/TapTemperature iOS/ContentView.swift: the root of the window's content view's
    // body, whose covers and sheets inherit the direction.
    let contentView = """
      struct ContentView: View {
          var body: some View {
              NavigationStack {
                  Keypad()
                      .fullScreenCover(isPresented: $model.isResultScreenPresented) { ResultScreen() }
              }
              .modifier(ADSheet())
              .environment(\\.layoutDirection, .leftToRight)
          }
      }
      """
    let rootForced = Self.reading(["ContentView.swift": contentView])
    #expect(!rootForced.forcesLeftToRight)
    let window =
      "@main struct TapTemperatureApp: App { var body: some Scene { WindowGroup { ContentView() } } }"
    #expect(Self.reading(["App.swift": window], into: rootForced).forcesLeftToRight)
    // Another view's root (a screen the window's content pushes) forces only that screen.
    let other = "@main struct TapTemperatureApp: App { var body: some Scene { WindowGroup { HomeView() } } }"
    #expect(!Self.reading(["App.swift": other], into: rootForced).forcesLeftToRight)
    let chevron = RTLAudit(language: .swift).findings(
      in: #"Image(systemName: "chevron.right")"#, file: "Row.swift")
    #expect(chevron.count == 1 && chevron.allSatisfy(forced.leavesAlone))
    #expect(!chevron.contains(where: AppCode().leavesAlone))
    // duckduckgo/macos-browser AccordionView.swift (a view only its preview shows), Thetankty/iDex
    // (image constants nothing reads); a row a screen shows, the @main app.
    let unusedView = """
      struct AccordionView: View {
          var body: some View { HStack { Text(title); Image(systemName: "chevron.right") } }
      }
      #Preview { AccordionView() }
      extension Image { static let left = Image(systemName: "chevron.left") }
      """
    let usedView = """
      @main struct DexApp: App { var body: some Scene { WindowGroup { Home() } } }
      struct Home: View { var body: some View { List { Row() } } }
      struct Row: View { var body: some View { Image(systemName: "chevron.right") } }
      """
    let audit = RTLAudit(language: .swift)
    let unusedFindings = audit.findings(in: unusedView, file: "A.swift")
    let usedFindings = audit.findings(in: usedView, file: "B.swift")
    #expect(unusedFindings.map(\.declarations) == [["AccordionView"], ["left"]])
    #expect(usedFindings.map(\.declarations) == [["Row"]])
    var app = AppCode()
    app.read(unusedView, language: .swift)
    #expect(!unusedFindings.contains(where: app.isUnused), "one file read: nothing is known unused")
    app.read(usedView, language: .swift)
    #expect(unusedFindings.allSatisfy(app.isUnused))
    #expect(!usedFindings.contains(where: app.isUnused))
    // TelemetryDeck/TelemetryViewer SidebarSplitView.swift (a view only views nothing creates
    // use), swiftDialog Preset6.swift (a private property nothing reads), Daggerpov/Spawn-App
    // ReportChatMessageDrawer.swift (a drawer only an extension of such a view opens),
    // the-bold-company/bold-apple-app InvestmentPortfolioPage.swift (a page whose opener nothing
    // creates; a library extension names only its nested type), loopandlearn/LoopFollow
    // ActionRow.swift (a row function only a function nothing calls calls), YouChipHockey/SportCut-MacOS
    // ViewsFactory.swift (a static function nothing calls); what a scene delegate nothing
    // names creates, an @objc action, a private property the body reads, a view an extension
    // of SwiftUI's View shows, a constant in a namespace's nested enum, a static function called by
    // its name and a result builder's are used.
    let deadChain = """
      struct SidebarSplitView<Main: View>: View {
          var body: some View { HStack { Image(systemName: "sidebar.right") } }
      }
      struct MacOs12SignalTypesView: View { var body: some View { SidebarSplitView() } }
      struct Preset6View: View {
          var body: some View { Text(title) }
          private var inlineBackButton: some View { Image(systemName: "chevron.left") }
      }
      extension MacOs12SignalTypesView {
          var reportSheet: some View { ReportChatMessageDrawer() }
      }
      struct ReportChatMessageDrawer: View { var body: some View { Image(systemName: "chevron.left") } }
      @ViewBuilder
      func ActionRow(title: String) -> some View { HStack { Text(title); Image(systemName: "chevron.right") } }
      func LinkRow(title: String) -> some View { ActionRow(title: title) }
      struct InvestmentHomePage: View { var body: some View { InvestmentPortfolioPage() } }
      struct InvestmentPortfolioPage: View {
          struct ViewState {}
          var body: some View { Image(systemName: "chevron.left") }
      }
      extension BindingViewStore {
          var viewState: InvestmentPortfolioPage.ViewState { InvestmentPortfolioPage.ViewState() }
      }
      class ViewsFactory {
          @ViewBuilder
          static func slidebarButton() -> some View { Label("Toggle sidebar", systemImage: "sidebar.left") }
      }
      """
    let liveCode = """
      class SceneDelegate: UIResponder, UIWindowSceneDelegate {
          func scene() { window.rootViewController = MainController() }
      }
      class MainController: UIViewController {
          override func viewDidLoad() { back.setImage(UIImage(systemName: "chevron.left"), for: .normal) }
          @objc private func toggle() { arrow.image = UIImage(systemName: "chevron.right") }
      }
      struct Row: View {
          var body: some View { HStack { Text(title); disclosure } }
          private var disclosure: some View { Image(systemName: "chevron.right") }
      }
      extension View {
          func backBadge() -> some View { overlay(BackBadge()) }
      }
      struct BackBadge: View { var body: some View { Image(systemName: "arrow.left") } }
      extension Font { static var glyph: some View { ArrowGlyph() } }
      struct ArrowGlyph: View { var body: some View { Image(systemName: "arrow.right") } }
      struct Unshown: View { var body: some View { Text(title).font(Font.title) } }
      func DisclosureRow(title: String) -> some View { HStack { Text(title); Image(systemName: "chevron.right") } }
      struct Menu: View { var body: some View { DisclosureRow(title: "More") } }
      enum Constants { enum Images { static let back = UIImage(systemName: "chevron.left") } }
      struct Toolbar: View { var body: some View { Image(uiImage: Constants.Images.back); Icons.next() } }
      enum Icons { static func next() -> some View { Image(systemName: "chevron.right") } }
      @resultBuilder enum RowBuilder {
          static func buildExpression(_ text: String) -> some View { Image(systemName: "arrow.right") }
      }
      struct Steps: View { @RowBuilder var body: some View { "Next" } }
      """
    let deadFindings = audit.findings(in: deadChain, file: "C.swift")
    let liveFindings = audit.findings(in: liveCode, file: "D.swift")
    #expect(
      deadFindings.map(\.declarations) == [
        ["SidebarSplitView"], ["inlineBackButton", "Preset6View"], ["ReportChatMessageDrawer"],
        ["ActionRow"], ["InvestmentPortfolioPage"], ["slidebarButton", "ViewsFactory"],
      ])
    #expect(
      liveFindings.map(\.declarations) == [
        ["MainController"], ["MainController"], ["disclosure", "Row"], ["BackBadge"], ["ArrowGlyph"],
        ["DisclosureRow"], ["back", "Images", "Constants"], ["next", "Icons"], ["RowBuilder"],
      ])
    var chain = app
    chain.read(deadChain, language: .swift)
    chain.read(liveCode, language: .swift)
    chain.read(
      "struct Home: View { var body: some View { List { Row(); Preset6View(); Toolbar(); Menu(); Steps() } } }",
      language: .swift)
    #expect(deadFindings.allSatisfy(chain.isUnused))
    #expect(!liveFindings.contains(where: chain.isUnused))
    var proxy = AppCode()
    proxy.read("UIView.appearance().semanticContentAttribute = .forceLeftToRight", language: .swift)
    #expect(proxy.forcesLeftToRight)
    var field = AppCode()
    field.read(
      "AutocompleteTextField.appearance().semanticContentAttribute = .forceLeftToRight", language: .swift)
    #expect(!field.forcesLeftToRight)
    #expect(
      try InterfaceFileAudit(code: images).findings(in: Array(arrow.document.utf8), file: arrow.file).isEmpty)
    // ProtonVPN/ios-mac-app QuickSettingDropdownPresenter.swift: an attributed title replaces the alignment.
    var attributed = AppCode()
    attributed.read(
      "func show() { view.dropdownTitle.attributedStringValue = title.styled(alignment: .left) }",
      language: .swift)
    #expect(attributed.alignedProperties == ["dropdownTitle"])
    #expect(attributed.classesHandlingAlignment.isEmpty)
    // objective-see/KnockKnock: an English copy of a Base.lproj document is a leftover.
    var base = AppCode()
    base.read(
      try InterfaceDocument(
        bytes: Array("<document type='com.apple.InterfaceBuilder3.Cocoa.XIB'/>".utf8),
        file: "App/Base.lproj/MainMenu.xib"))
    let copy = Case(
      origin: "objective-see/KnockKnock English.lproj/MainMenu.xib", file: "App/English.lproj/MainMenu.xib",
      type: Self.macOS,
      body: """
        <textField translatesAutoresizingMaskIntoConstraints="NO" id="t"><rect key="frame" x="0" y="0" width="200" height="16"/>
        <constraints><constraint firstAttribute="width" constant="200" id="w"/></constraints>
        <textFieldCell key="cell" alignment="left" title="Name" id="c"/></textField>
        """,
      expected: [])
    #expect(try Self.lint(copy).map(\.line) == [5])
    #expect(
      try InterfaceFileAudit(code: base).findings(in: Array(copy.document.utf8), file: copy.file).isEmpty)
  }

  @Test("a private name is used only by its own file")
  func privateNamesAreFileScoped() {
    // HabitatMap/AirCastingiOS MyAccountView.swift: a private property only a view its preview
    // creates reads; SettingsMyAccountView.swift declares and reads a private property of the
    // same name, which is not a use of the first.
    let previewOnly = """
      struct MyAccountView: View { var body: some View { VStack { createAccountButton } } }
      private var createAccountButton: some View { HStack { Text(title); Image(systemName: "chevron.right") } }
      #Preview { MyAccountView() }
      """
    let otherFile = """
      struct SettingsMyAccountView: View { var body: some View { VStack { createAccountButton } } }
      private extension SettingsMyAccountView {
          var createAccountButton: some View { Button(title) { open() } }
      }
      struct SettingsView: View { var body: some View { SettingsMyAccountView() } }
      @main struct AirCastingApp: App { var body: some Scene { WindowGroup { SettingsView(); Home() } } }
      """
    // The same file's own view, which the app shows, reads it: used.
    let shown = previewOnly.replacingOccurrences(of: "#Preview { MyAccountView() }", with: "")
    let finding = RTLAudit(language: .swift).findings(in: previewOnly, file: "MyAccountView.swift")
    #expect(finding.map(\.declarations) == [["createAccountButton"]])
    var app = AppCode()
    app.read(previewOnly, language: .swift, file: "MyAccountView.swift")
    app.read(otherFile, language: .swift, file: "SettingsMyAccountView.swift")
    #expect(finding.allSatisfy(app.isUnused))
    var live = AppCode()
    live.read(shown, language: .swift, file: "MyAccountView.swift")
    live.read(otherFile, language: .swift, file: "SettingsMyAccountView.swift")
    live.read(
      "struct Home: View { var body: some View { MyAccountView() } }", language: .swift, file: "Home.swift")
    #expect(!finding.contains(where: live.isUnused))
    // Without `private`, any file may read it: another file's use counts, unless that file
    // declares a private name of the same spelling, which its own use names.
    let internalName = previewOnly.replacingOccurrences(of: "private var", with: "var")
    var shared = AppCode()
    shared.read(internalName, language: .swift, file: "MyAccountView.swift")
    shared.read(otherFile, language: .swift, file: "SettingsMyAccountView.swift")
    #expect(finding.allSatisfy(shared.isUnused))
    let reader = otherFile.replacingOccurrences(of: "private extension", with: "extension")
    shared = Self.reading(["MyAccountView.swift": internalName, "SettingsMyAccountView.swift": reader])
    #expect(!finding.contains(where: shared.isUnused))
    // `private(set)` restricts only setting it: another file's view reads it.
    let icons = "enum Icons { private(set) static var back = Image(systemName: \"chevron.left\") }"
    let back = RTLAudit(language: .swift).findings(in: icons, file: "Icons.swift")
    #expect(back.map(\.declarations) == [["back", "Icons"]])
    shared.read(icons, language: .swift, file: "Icons.swift")
    shared.read(
      "struct Home: View { var body: some View { Icons.back } }", language: .swift, file: "Home.swift")
    #expect(!back.contains(where: shared.isUnused))

    // GeekAthonNeuralNinjas/Atlas TripCard.swift: a global row function; the one screen calling
    // `tourCard(tour:)` declares a private method of that name, which is what it calls.
    let card = """
      func tourCard(tour: Tour) -> some View { HStack { Text(tour.name); Image(systemName: "chevron.right") } }
      """
    let screen = """
      struct ToursListScreen: View {
          var body: some View { ForEach(tours) { tour in tourCard(tour: tour) } }
          private func tourCard(tour: Tour) -> some View { Text(tour.name) }
      }
      @main struct AtlasApp: App { var body: some Scene { WindowGroup { ToursListScreen() } } }
      """
    let cards = RTLAudit(language: .swift).findings(in: card, file: "TripCard.swift")
    #expect(cards.map(\.declarations) == [["tourCard"]])
    #expect(
      cards.allSatisfy(Self.reading(["TripCard.swift": card, "ToursListScreen.swift": screen]).isUnused))
    let calling = screen.replacingOccurrences(of: "private func tourCard", with: "private func tourRow")
    let called = Self.reading(["TripCard.swift": card, "ToursListScreen.swift": calling])
    #expect(!cards.contains(where: called.isUnused))
    // Warashi/macos-kakeibo RootView.swift: a private view of the root's file creates the
    // screen; its use in that file is the file's own private view's, and the screen is shown.
    let rootFile = """
      struct RootView: View { var body: some View { RootDetailView() } }
      private struct RootDetailView: View { var body: some View { BudgetView() } }
      @main struct KakeiboApp: App { var body: some Scene { WindowGroup { RootView() } } }
      """
    let budget = """
      struct BudgetView: View { var body: some View { BudgetMonthNavigationView() } }
      struct BudgetMonthNavigationView: View { var body: some View { Image(systemName: "chevron.left") } }
      """
    let months = RTLAudit(language: .swift).findings(in: budget, file: "BudgetView.swift")
    let kakeibo = Self.reading(["RootView.swift": rootFile, "BudgetView.swift": budget])
    #expect(months.count == 1)
    #expect(!months.contains(where: kakeibo.isUnused))
    // A member named through its type (`Icons.back`) is not the file's private `back`.
    let home = """
      struct Home: View { private var back: some View { Icons.back }; var body: some View { back } }
      @main struct IconsApp: App { var body: some Scene { WindowGroup { Home() } } }
      """
    let qualified = Self.reading(["Icons.swift": icons, "Home.swift": home])
    #expect(!back.contains(where: qualified.isUnused))
  }

  @Test("a symbol in a view the code always hides is not shown")
  func viewsTheCodeHides() throws {
    // dashpay/dashwallet-ios CrowdNode.storyboard and GettingStartedViewController.swift: the
    // "New Account" row, chevron and all, is hidden for good; the "Online Account" row is not.
    let rows = Case(
      origin: "dashpay/dashwallet-ios CrowdNode.storyboard", file: "App/CrowdNode.storyboard",
      body: """
        <viewController customClass="GettingStartedViewController" id="vc"><view key="view" id="v"><subviews>
        <view translatesAutoresizingMaskIntoConstraints="NO" id="new"><subviews>
        <imageView translatesAutoresizingMaskIntoConstraints="NO" image="chevron.right" catalog="system" id="c1"/>
        </subviews></view>
        <view translatesAutoresizingMaskIntoConstraints="NO" id="online"><subviews>
        <imageView translatesAutoresizingMaskIntoConstraints="NO" image="chevron.right" catalog="system" id="c2"/>
        </subviews></view></subviews></view>
        <connections><outlet property="newAccountButton" destination="new" id="o1"/>
        <outlet property="onlineAccountButton" destination="online" id="o2"/></connections></viewController>
        """,
      expected: [])
    #expect(try Self.lint(rows).map(\.line) == [5, 8])
    var code = AppCode()
    code.read(
      """
      func configureHierarchy() {
          newAccountButton.isHidden = true
          onlineAccountButton.isHidden = true
          if online { onlineAccountButton.isHidden = false }
      }
      """, language: .swift)
    #expect(code.hiddenProperties == ["newAccountButton"])
    let findings = try InterfaceFileAudit(code: code).findings(in: Array(rows.document.utf8), file: rows.file)
    #expect(findings.map(\.line) == [8])
    // Objective-C hides it too; a view the same file shows without naming it may be any.
    var objc = AppCode()
    objc.read("[self.newAccountButton setHidden:YES];", language: .cFamily)
    #expect(objc.hiddenProperties == ["newAccountButton"])
    objc.read("newAccountButton.isHidden = true; rows.forEach { $0.isHidden = false }", language: .swift)
    #expect(objc.hiddenProperties.isEmpty)
  }

  @Test("a symbol shown only for a flag or value no code gives is not shown")
  func flagsNothingSets() {
    // dashpay/dashwallet-ios MenuItem.swift (every caller passes showChevron: false, one
    // initializer passes its parameter on, only the preview passes true), Dashlane/apple-apps
    // ItemCategoryRowView.swift (a count no caller passes), a constant never true,
    // loopandlearn/LoopFollow TreatmentsView.swift (a closure no caller passes),
    // depromeet/Pumping-iOS PumpingNavigationBar.swift (a modifier's stored closure, given by
    // the memberwise initializer, no caller passes; the chevron is in a private function
    // called under `if let`), Ewynman/spot-ios-app TopNavigationView.swift (a stored flag only
    // previews pass).
    let dead = """
      struct MenuItem: View {
          var showChevron: Bool = false
          init(title: String, showChevron: Bool = false) { self.showChevron = showChevron }
          init(subtitle: String, showChevron: Bool = false) { self.init(title: subtitle, showChevron: showChevron) }
          var body: some View { HStack { if showChevron { Image(systemName: "chevron.right") } } }
      }
      struct CategoryRow: View {
          var count: Int? = nil
          var body: some View { HStack { if let count, self.isEnabled { Text("\\(count)"); Image(systemName: "chevron.right") } } }
      }
      let legacyArrows = false
      func arrow() -> UIImage? { if legacyArrows { return UIImage(systemName: "arrow.left") }; return nil }
      struct TreatmentsView: View {
          var onBack: (() -> Void)?
          init(onBack: (() -> Void)? = nil) { self.onBack = onBack }
          var body: some View { if let onBack { Button(action: onBack) { Image(systemName: "chevron.left") } } }
      }
      struct PumpingNavigationBar: ViewModifier {
          let leadingButtonAction: (() -> Void)?
          let trailingButtonAction: (() -> Void)?
          func body(content: Content) -> some View {
              content.toolbar { if let leadingButtonAction { navigationLeadingArea(action: leadingButtonAction) } }
          }
          private func navigationLeadingArea(action: @escaping () -> Void) -> some ToolbarContent {
              ToolbarItem(placement: .navigationBarLeading) { Button { action() } label: { Image(systemName: "chevron.left") } }
          }
      }
      extension View {
          func pumpingNavigationBar(leadingButtonAction: (() -> Void)? = nil, trailingButtonAction: (() -> Void)? = nil) -> some View {
              modifier(PumpingNavigationBar(leadingButtonAction: leadingButtonAction, trailingButtonAction: trailingButtonAction))
          }
      }
      struct TopNavigationView: View {
          let showBackButton: Bool
          init(title: String, showBackButton: Bool = false) { self.showBackButton = showBackButton }
          var body: some View { if showBackButton { Image(systemName: "chevron.left") } }
      }
      let join = Text("Join").pumpingNavigationBar(trailingButtonAction: { dismiss() })
      #Preview { MenuItem(title: "Preview", showChevron: true); TopNavigationView(title: "", showBackButton: true) }
      """
    // What sets a flag: an argument, an assignment, a toggle, a binding, a setter, a key path,
    // a stored attribute, a declaration without a value, a decoder; meshtastic/Meshtastic-Apple
    // Connect.swift (an environment value; the same name declared empty in another type),
    // zivtal/dev-management-mac RedeemCodesWindow.swift (a computed optional), TUM-Dev/Campus-iOS
    // EventSearchResultView.swift (an assignment whose value starts with the name).
    let live = """
      struct Settings: View {
          @State private var isOpen = false
          @State private var isExpanded = false
          @AppStorage("arrows") var showArrows = false
          var hasNext: Bool = false
          let showBack: Bool
          var body: some View {
              Toggle("Open", isOn: $isOpen)
              Button("More") { isExpanded.toggle() }
              if isOpen { Image(systemName: "chevron.right") }
              if isExpanded { Image(systemName: "chevron.left") }
              if showArrows { Image(systemName: "arrow.right") }
              if hasNext { Image(systemName: "arrow.left") }
              if showBack { Image(systemName: "chevron.left") }
          }
      }
      struct Connect: View {
          @Environment(\\.eventPresentation) private var presentation
          private var selection: Subscription? { subscriptions.first }
          @State var showEventsFor: Event? = nil
          var body: some View {
              Button("Events") { self.showEventsFor = showEventsFor == event ? nil : event }
              if let presentation { Image(systemName: "chevron.right") }
              if let subscription = selection { Image(systemName: "chevron.right") }
              if let shown = showEventsFor { Image(systemName: "chevron.right") }
          }
      }
      struct Other { var presentation: Presentation? = nil; var selection: Subscription? = nil }
      func make() -> Settings { var s = Settings(showBack: false); s.hasNext = items.count > 1; return s }
      struct Sheet: View {
          var onClose: (() -> Void)? = nil
          var body: some View { if let onClose { Button(action: onClose) { Image(systemName: "chevron.left") } } }
      }
      let rows = [MenuItem(title: "Wi-Fi"), CategoryRow(), Connect(), Sheet(onClose: { dismiss() }), TreatmentsView()]
      struct Bar: ViewModifier {
          let onDismiss: (() -> Void)?
          func body(content: Content) -> some View { content.overlay { if let onDismiss { backButton(onDismiss) } } }
          private func backButton(_ action: @escaping () -> Void) -> some View { Button(action: action) { Image(systemName: "arrow.left") } }
          private func closeButton() -> some View { Image(systemName: "arrow.right") }
          var overlay: some View { if let onDismiss { closeButton() }; closeButton() }
          var header: some View { if let onDismiss { Self.nextButton() } }
          // Other files may call it: only a private member's calls are all here.
          static func nextButton() -> some View { Image(systemName: "chevron.right") }
      }
      let bar = Text("").modifier(Bar(onDismiss: { dismiss() }))
      """
    let decoded = """
      struct Step: Codable { var hasArrow = false }
      struct StepRow: View { var body: some View { if step.hasArrow { Image(systemName: "arrow.right") } } }
      """
    let audit = RTLAudit(language: .swift)
    let deadFindings = audit.findings(in: dead, file: "A.swift")
    let liveFindings = audit.findings(in: live, file: "B.swift")
    let decodedFindings = audit.findings(in: decoded, file: "C.swift")
    #expect(
      deadFindings.map(\.conditions) == [
        ["showChevron"], ["count", "isEnabled"], ["legacyArrows"], ["onBack"], ["leadingButtonAction"],
        ["showBackButton"],
      ])
    #expect(
      liveFindings.map(\.conditions) == [
        ["isOpen"], ["isExpanded"], ["showArrows"], ["hasNext"], ["showBack"], ["presentation"],
        ["selection"],
        ["showEventsFor"], ["onClose"], ["onDismiss"], [], [],
      ])
    #expect(decodedFindings.map(\.conditions) == [[]], "a member of another value is not read")
    var app = AppCode()
    for source in [dead, live, decoded] { app.read(source, language: .swift) }
    #expect(deadFindings.allSatisfy(app.isUnused))
    #expect(!liveFindings.contains(where: app.isUnused))
    // The same flag set anywhere in the app, by a caller or by Objective-C, is set.
    for setter in ["MenuItem(title: \"Wi-Fi\", showChevron: true)", "[item setShowChevron:YES];"] {
      var shown = app
      shown.read(setter, language: setter.hasPrefix("[") ? .cFamily : .swift)
      #expect(!shown.isUnused(deadFindings[0]), "\(setter)")
    }
  }

  @Test("a flag declared true that every call of its view passes false is never true")
  func flagsEveryCallTurnsOff() {
    // OJZen/JamReader-iOS RemoteBrowseCardComponents.swift: the card's chevron, which its only
    // caller (SavedRemoteFoldersView) turns off.
    let card = """
      struct RemoteSavedFolderCard: View {
          let shortcut: RemoteFolderShortcut
          var showsNavigationIndicator = true
          var showsServerName: Bool = true
          var body: some View {
              HStack {
                  Text(shortcut.title)
                  if showsNavigationIndicator {
                      Image(systemName: "chevron.right")
                  }
                  if showsServerName { Image(systemName: "chevron.left") }
              }
          }
      }
      """
    let caller = """
      struct SavedRemoteFoldersView: View {
          var body: some View {
              NavigationLink { Browser() } label: {
                  RemoteSavedFolderCard(shortcut: entry.shortcut, showsNavigationIndicator: false, showsServerName: false)
              }
          }
      }
      """
    let main =
      "@main struct JamReaderApp: App { var body: some Scene { WindowGroup { SavedRemoteFoldersView() } } }"
    let findings = RTLAudit(language: .swift).findings(in: card, file: "RemoteBrowseCardComponents.swift")
    #expect(findings.map(\.conditions) == [["showsNavigationIndicator"], ["showsServerName"]])
    let app = Self.reading([
      "RemoteBrowseCardComponents.swift": card, "SavedRemoteFoldersView.swift": caller,
      "JamReaderApp.swift": main,
    ])
    #expect(findings.allSatisfy(app.isUnused))
    // A call that leaves the argument out keeps the default; one passing true, or code
    // assigning it, sets it; a preview's call sets nothing.
    for other in [
      "let card = RemoteSavedFolderCard(shortcut: pinned)",
      "let card = RemoteSavedFolderCard(shortcut: pinned, showsNavigationIndicator: true, showsServerName: isWide)",
      "func show() { card.showsNavigationIndicator = isCompact; card.showsServerName = !isCompact }",
    ] {
      let more = Self.reading(["Pinned.swift": other], into: app)
      #expect(!findings.contains(where: more.isUnused), "\(other)")
    }
    let preview = Self.reading(
      ["Preview.swift": "#Preview { RemoteSavedFolderCard(shortcut: .sample) }"], into: app)
    #expect(findings.allSatisfy(preview.isUnused))
  }

  @Test("a storyboard nothing loads is not read: no settings, storyboard reference or code names it")
  func storyboardsNothingLoads() throws {
    // kukai-wallet/kukai-mobile-ios Modules/Defi/Defi.storyboard: the swap screens' token buttons,
    // in a storyboard no UIStoryboard(name:), reference or tab loads.
    let swap = Case(
      origin: "kukai-wallet/kukai-mobile-ios Kukai Mobile/Modules/Defi/Defi.storyboard",
      file: "Kukai Mobile/Modules/Defi/Defi.storyboard",
      body: """
        <scenes><scene><objects><viewController id="vc" customClass="SwapViewController"><view key="view" id="root"><subviews>
        <button translatesAutoresizingMaskIntoConstraints="NO" id="b"><state key="normal" title="Button"/>
        <buttonConfiguration key="configuration" style="plain" image="chevron.right" catalog="system" imagePlacement="trailing" title="&lt;tokenFrom&gt;"/>
        </button></subviews></view></viewController></objects></scene></scenes>
        """,
      expected: [])
    let pbxproj =
      "\t\t\t\tINFOPLIST_KEY_UILaunchStoryboardName = LaunchScreen;\n\t\t\t\tPRODUCT_NAME = Kukai;\n"
    let plist = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>UIApplicationSceneManifest</key><dict><key>UISceneConfigurations</key><dict>
      <key>UIWindowSceneSessionRoleApplication</key><array><dict><key>UISceneStoryboardFile</key><string>Main</string></dict></array>
      </dict></dict></dict></plist>
      """
    func findings(_ code: AppCode, in item: Case = swap) throws -> Int {
      var code = code
      code.read(try InterfaceDocument(bytes: Array(item.document.utf8), file: item.file))
      return try InterfaceFileAudit(code: code).findings(in: Array(item.document.utf8), file: item.file).count
    }
    var app = Self.reading(["Home.swift": "let home = UIStoryboard(name: \"Home\", bundle: nil)"])
    // Until the app's settings are read, the sources alone cannot tell: the storyboard is read.
    #expect(try findings(app) == 1)
    app.read(settings: Array(pbxproj.utf8), file: "Kukai.xcodeproj/project.pbxproj")
    app.read(settings: Array(plist.utf8), file: "Kukai Mobile/Info.plist")
    #expect(try findings(app) == 0)
    // A settings file that cannot be read may name it: then every storyboard is read.
    var unread = app
    unread.cannotReadSettings()
    #expect(try findings(unread) == 1)
    // What names the storyboards the app loads: its settings (the main and launch storyboards),
    // code, and references in other storyboards.
    var main = swap
    main.file = "Kukai Mobile/Base.lproj/Main.storyboard"
    #expect(try findings(app, in: main) == 1)
    var launch = swap
    launch.file = "LaunchScreen.storyboard"
    #expect(try findings(app, in: launch) == 1)
    var home = swap
    home.file = "Home/Base.lproj/Home.storyboard"
    #expect(try findings(app, in: home) == 1)
    for source in [
      "let swap = UIStoryboard(name: \"Defi\", bundle: nil)",
      "let swap = R.storyboard.defi.instantiateInitialViewController()",
      "enum Storyboards: String { case home, defi }", "let path = \"Defi.storyboard\"",
    ] {
      #expect(try findings(Self.reading(["Swap.swift": source], into: app)) == 1, "\(source)")
    }
    func referencing(from file: String) throws -> AppCode {
      try Self.reading(
        document:
          "<document type='com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB'><viewControllerPlaceholder storyboardName='Defi' id='p'/></document>",
        file: file, into: app)
    }
    #expect(try findings(referencing(from: "Home/Base.lproj/Home.storyboard")) == 1)
    // A reference from the storyboard itself, or a name only a comment or a test says, loads nothing.
    #expect(try findings(referencing(from: swap.file)) == 0)
    #expect(
      try findings(Self.reading(["Swap.swift": "// UIStoryboard(name: \"Defi\", bundle: nil)"], into: app))
        == 0)
    #expect(
      try findings(
        Self.reading(
          ["AppTests/SwapTests.swift": "let swap = UIStoryboard(name: \"Defi\", bundle: nil)"], into: app))
        == 0)
    // A property list that is not XML cannot be read: every storyboard is then read.
    var binary = app
    binary.read(settings: Array("bplist00\u{1}\u{2}".utf8), file: "Widget/Info.plist")
    #expect(try findings(binary) == 1)
    #expect(
      AppCode.isSettings(path: "App/Info.plist") && AppCode.isSettings(path: "App.xcodeproj/project.pbxproj"))
    #expect(!AppCode.isSettings(path: "App/Base.lproj/Main.storyboard"))
  }

  @Test("a xib whose owner's class the sources declare but nothing creates is not read")
  func documentsNothingLoads() throws {
    // rxhanson/Rectangle Popover/MessageView.xib: MessageView is named only where it is declared.
    let document = Case(
      origin: "rxhanson/Rectangle Rectangle/Popover/MessageView.xib", file: "Popover/MessageView.xib",
      type: Self.macOS,
      body: """
        <customObject id="-2" userLabel="File's Owner" customClass="MessageView"/>
        <textField translatesAutoresizingMaskIntoConstraints="NO" id="t"><rect key="frame" x="0" y="0" width="200" height="16"/>
        <constraints><constraint firstAttribute="width" constant="200" id="w"/></constraints>
        <textFieldCell key="cell" alignment="left" title="Message" id="c"/></textField>
        """,
      expected: [])
    var unused = AppCode()
    unused.read("class MessageView: NSViewController {\n  var text = \"\"\n}", language: .swift)
    #expect(unused.classesNamedNowhereElse == ["MessageView"])
    #expect(
      try InterfaceFileAudit(code: unused).findings(in: Array(document.document.utf8), file: document.file)
        .isEmpty)
    // Created by another source file, or by an object in another document: read.
    var created = unused
    created.read("let popover = MessageView()", language: .swift)
    #expect(
      try InterfaceFileAudit(code: created).findings(in: Array(document.document.utf8), file: document.file)
        .count == 1)
    let inMenu = try Self.reading(
      document:
        "<document type='com.apple.InterfaceBuilder3.Cocoa.XIB'><customObject id='9' customClass='MessageView'/></document>",
      file: "Base.lproj/MainMenu.xib", into: unused)
    #expect(inMenu.classesNamedNowhereElse.isEmpty)
    // Storyboards create their scenes' controllers themselves: always read.
    #expect(
      try InterfaceFileAudit(code: unused).findings(
        in: Array(document.document.utf8), file: "Main.storyboard"
      ).count == 1)
  }

  @Test("a private extension's members are file-scoped, as private names are")
  func privateExtensionMembersAreFileScoped() {
    // IlyaGoryaev/FinanceApp BackButton.swift: a button class nothing creates styles itself in
    // a member of its private extension.
    let button = """
      final class BackButton: UIButton {
          override init(frame: CGRect) { super.init(frame: frame); setupStyle() }
      }
      private extension BackButton {
          func setupStyle() { self.setImage(UIImage(systemName: "chevron.left"), for: .normal) }
      }
      """
    let main = "@main struct FinanceApp: App { var body: some Scene { WindowGroup { Text(title) } } }"
    let findings = RTLAudit(language: .swift).findings(in: button, file: "BackButton.swift")
    #expect(findings.map(\.declarations) == [["setupStyle"]])
    var app = AppCode()
    app.read(button, language: .swift, file: "BackButton.swift")
    // Another file's own `setupStyle`, which it calls, is not a use of this one.
    app.read(
      "final class ProfileViewController: UIViewController { func viewDidLoad() { setupStyle() }; func setupStyle() {} }",
      language: .swift, file: "ProfileViewController.swift")
    app.read(main, language: .swift, file: "FinanceApp.swift")
    #expect(findings.allSatisfy(app.isUnused))
    // A screen that creates the button shows it.
    var shown = app
    shown.read(
      "final class CostsViewController: UIViewController { let back = BackButton() }", language: .swift,
      file: "CostsViewController.swift")
    #expect(!findings.contains(where: shown.isUnused))
    // A member that says `internal` is not file-scoped: the other file's name counts.
    let open = button.replacingOccurrences(of: "    func setupStyle", with: "    internal func setupStyle")
    let internalFindings = RTLAudit(language: .swift).findings(in: open, file: "BackButton.swift")
    #expect(internalFindings.map(\.declarations) == [[]])
  }

  @Test("a xib whose cell nothing names, and whose name nothing says, is never loaded")
  func xibsNothingLoads() throws {
    // greatmaxix/ein-des-ein-ios_Pharmacy Flows/Catalogue/CategoryCell/CategoryCollectionViewCell.xib:
    // the catalogue registers and dequeues another cell; nothing names this one or its nib.
    let cell = Case(
      origin: "greatmaxix/ein-des-ein-ios_Pharmacy CategoryCollectionViewCell.xib",
      file: "Pharmacy/Flows/Catalogue/CategoryCell/CategoryCollectionViewCell.xib",
      type: "com.apple.InterfaceBuilder3.CocoaTouch.XIB",
      body: """
        <objects><placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
        <collectionViewCell id="gTV-IL-0wX" customClass="CategoryCollectionViewCell"><view key="contentView"><subviews>
        <imageView translatesAutoresizingMaskIntoConstraints="NO" id="i"><imageReference key="image" image="chevron.right" catalog="system"/></imageView>
        </subviews></view></collectionViewCell></objects>
        """,
      expected: [])
    let sources: KeyValuePairs = [
      "CategoryCollectionViewCell.swift":
        "final class CategoryCollectionViewCell: HighlightedCollectionViewCell { @IBOutlet private var title: UILabel! }",
      "CatalogueViewController.swift":
        "final class CatalogueViewController: UIViewController { func setup() { collectionView.register(UINib(nibName: \"CatalogueCollectionViewCell\", bundle: nil), forCellWithReuseIdentifier: \"cell\") } }",
    ]
    func findings(_ code: AppCode, in item: Case = cell) throws -> Int {
      var code = code
      code.read(try InterfaceDocument(bytes: Array(item.document.utf8), file: item.file))
      return try InterfaceFileAudit(code: code).findings(in: Array(item.document.utf8), file: item.file).count
    }
    let app = Self.reading(sources)
    #expect(try findings(app) == 0)
    // Before two source files are read, nothing tells.
    #expect(try findings(Self.reading(["CategoryCollectionViewCell.swift": sources[0].value])) == 1)
    // Code that names the cell or its nib, another document creating the cell, a settings string
    // naming the nib, or an owner the code creates loads it.
    for source in [
      "let cell = collectionView.dequeueReusableCell(withReuseIdentifier: \"c\", for: path) as! CategoryCollectionViewCell",
      "let nib = UINib(nibName: \"CategoryCollectionViewCell\", bundle: nil)",
      "let nib = R.nib.categoryCollectionViewCell",
    ] {
      #expect(try findings(Self.reading(["Catalogue.swift": source], into: app)) == 1, "\(source)")
    }
    let other = try Self.reading(
      document:
        "<document type='com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB'><collectionViewCell id='c' customClass='CategoryCollectionViewCell'/></document>",
      file: "Main.storyboard", into: app)
    #expect(try findings(other) == 1)
    var settings = app
    settings.read(
      settings: Array(
        "<plist><dict><key>NSMainNibFile</key><string>CategoryCollectionViewCell</string></dict></plist>".utf8
      ),
      file: "Info.plist")
    #expect(try findings(settings) == 1)
    var owned = cell
    owned.body = owned.body.replacingOccurrences(
      of: "userLabel=\"File's Owner\"",
      with: "userLabel=\"File's Owner\" customClass=\"CatalogueViewController\"")
    #expect(
      try findings(Self.reading(["Home.swift": "let home = CatalogueViewController()"], into: app), in: owned)
        == 1)
    #expect(try findings(app, in: owned) == 0)
    // An object that is not a view (MainMenu.xib's application delegate) is created when the
    // settings or the system load the xib, not by code naming it.
    var menu = cell
    menu.body = menu.body.replacingOccurrences(
      of: "<collectionViewCell id=\"gTV-IL-0wX\" customClass=\"CategoryCollectionViewCell\">",
      with: "<customObject id='d' customClass='CategoryCollectionViewCell'/><view id='v'>"
    )
    .replacingOccurrences(of: "</collectionViewCell>", with: "</view>")
    #expect(try findings(app, in: menu) == 1)
    // A cell of a class the app does not declare may be anyone's.
    #expect(
      try findings(Self.reading(["Main.swift": "struct Main {}", "Home.swift": "struct Home {}"])) == 1)
  }

  @Test("a view property (var x: some View) is shown only where code names it; body and previews by SwiftUI")
  func viewPropertiesNothingNames() {
    // echohello-dev/betterfit WorkoutHomeView+Sections.swift: a recap card no section shows.
    let sections = """
      extension WorkoutHomeView {
          var workoutRecapCard: some View {
              Button { startWorkout() } label: { HStack { Text(primaryCTA); Image(systemName: "chevron.right") } }
          }
          var streakCard: some View {
              HStack { Text(streak); Image(systemName: "chevron.right") }
          }
      }
      """
    let home = """
      struct WorkoutHomeView: View {
          var body: some View { ScrollView { streakCard } }
      }
      """
    let main = "@main struct BetterFitApp: App { var body: some Scene { WindowGroup { WorkoutHomeView() } } }"
    let sectionUses = Self.uses(
      of: "WorkoutHomeView+Sections.swift", sections,
      besides: ["WorkoutHomeView.swift": home, "BetterFitApp.swift": main])
    #expect(sectionUses.declarations == [["workoutRecapCard"], ["streakCard"]])
    #expect(sectionUses.unused == [true, false])
    // A view's body is SwiftUI's to read.
    let body = "struct Row: View { var body: some View { Image(systemName: \"chevron.right\") } }"
    #expect(RTLAudit(language: .swift).findings(in: body, file: "Row.swift").map(\.declarations) == [["Row"]])
  }

  @Test("a function returning some View is shown only where code calls it; a style's makeBody by SwiftUI")
  func viewFunctionsNothingCalls() {
    // nrxnpc/autoloyalty-ios Packages/swift-components/…/Builders/ComponentBuilder.swift: a
    // public builder of developer-menu buttons nothing in the app or its packages calls.
    let builder = """
      public extension ComponentBuilder {
          @ViewBuilder
          func MakeListRow(title: String) -> some View {
              HStack { Text(title); Spacer(); Image(systemName: "chevron.right") }
          }
          public func MakeDeveloperButton(title: String, systemImage: String, action: @escaping () -> Void) -> some View {
              Button(action: action) { HStack { Text(title); Spacer(); Image(systemName: "chevron.right") } }
          }
      }
      """
    let profile = """
      struct AboutMeView: View {
          let components = ComponentBuilder()
          var body: some View { List { components.MakeListRow(title: "Help") } }
      }
      """
    let main = "@main struct AutoLoyaltyApp: App { var body: some Scene { WindowGroup { AboutMeView() } } }"
    let builderUses = Self.uses(
      of: "ComponentBuilder.swift", builder,
      besides: ["AboutMeView.swift": profile, "AutoLoyaltyApp.swift": main])
    #expect(builderUses.declarations == [["MakeListRow"], ["MakeDeveloperButton"]])
    #expect(builderUses.unused == [false, true])
    // A button style's body is SwiftUI's to call; a function returning a view of a named type
    // is not told by its type.
    for style in [
      "struct ForwardStyle: ButtonStyle { func makeBody(configuration: Configuration) -> some View { HStack { configuration.label; Image(systemName: \"chevron.right\") } } }",
      "struct Forward: ViewModifier { func body(content: Content) -> some View { HStack { content; Image(systemName: \"chevron.right\") } } }",
      "struct Forward { func arrow() -> Image { Image(systemName: \"chevron.right\") } }",
    ] {
      let declarations = RTLAudit(language: .swift).findings(in: style, file: "Style.swift").map(
        \.declarations)
      #expect(declarations.count == 1 && declarations.allSatisfy { $0.count == 1 }, "\(style)")
    }
  }

  @Test("a static image property is used where its name is, and a static name not by a value's member")
  func staticImagePropertiesAndNames() {
    // tayhart/BetterReads IconUtil.swift: a computed image property nothing reads.
    let icons = """
      extension UIImage {
          static var chevronRightImage: UIImage {
              return UIImage(systemName: "chevron.right")!
          }
          static var chevronLeftImage: UIImage? { UIImage(systemName: "chevron.left") }
          static func arrowImage() -> UIImage { UIImage(systemName: "arrow.right")! }
      }
      """
    let main = "@main struct BetterReadsApp: App { var body: some Scene { WindowGroup { Home() } } }"
    let home = "struct Home: View { var body: some View { Text(title) } }"
    let findings = RTLAudit(language: .swift).findings(in: icons, file: "IconUtil.swift")
    // A static one, optional or returned by a function, is a constant too.
    #expect(findings.map(\.declarations) == [["chevronRightImage"], ["chevronLeftImage"], ["arrowImage"]])
    let app = Self.reading(["IconUtil.swift": icons, "BetterReadsApp.swift": main, "Home.swift": home])
    #expect(findings.allSatisfy(app.isUnused))
    let read = Self.reading(
      [
        "BooksViewController.swift":
          "final class BooksViewController: UIViewController { func configure() { arrow.image = .chevronRightImage; back.image = .chevronLeftImage; next.image = .arrowImage() } }"
      ], into: app)
    #expect(!findings.contains(where: read.isUnused))
    // holzschu/a-shell SceneDelegate.swift: web back and forward buttons built by computed
    // properties nothing reads (the local constant of the same spelling is their own).
    let buttons = """
      class SceneDelegate: UIResponder, UIWindowSceneDelegate {
          var backButton: UIBarButtonItem {
              let backButton = UIBarButtonItem(image: UIImage(systemName: "chevron.left")!, style: .plain, target: self, action: #selector(goBackAction(_:)))
              backButton.tintColor = .systemBlue
              return backButton
          }
          var forwardButton: UIBarButtonItem {
              UIBarButtonItem(image: UIImage(systemName: "chevron.right")!, style: .plain, target: self, action: #selector(goForwardAction(_:)))
          }
          var tipImage: Image? { Image(systemName: "arrow.right") }
          func showToolbar() { webView.toolbarItems = [forwardButton] }
      }
      """
    let buttonFindings = RTLAudit(language: .swift).findings(in: buttons, file: "SceneDelegate.swift")
    #expect(
      buttonFindings.map(\.declarations) == [
        ["backButton", "backButton", "SceneDelegate"], ["forwardButton", "SceneDelegate"], ["SceneDelegate"],
      ])
    let scenes =
      "class AppDelegate: UIResponder { func configuration() { configuration.delegateClass = SceneDelegate.self } }"
    let shell = Self.reading(["SceneDelegate.swift": buttons, "AppDelegate.swift": scenes])
    #expect(buttonFindings.map(shell.isUnused) == [true, false, false])
    // An environment key's default value is read by SwiftUI, not by name.
    let key =
      "struct BackKey: EnvironmentKey { static var defaultValue: Image { Image(systemName: \"chevron.left\") } }"
    #expect(
      RTLAudit(language: .swift).findings(in: key, file: "Keys.swift").map(\.declarations) == [["BackKey"]])

    // darshan41/Pokemon UIImage.swift: image constants named `left` and `first`, read only by a
    // view nothing creates. A precedence group's `associativity: left` and a value's `.first`
    // (`children.first`) name neither.
    let constants = """
      extension Image {
          static let left = Image(systemName: "chevron.left")
          static let first = Image(systemName: "chevron.left.2")
      }
      """
    let others = """
      precedencegroup ForwardApplication { associativity: left }
      final class Embedder: UIViewController { func previous() -> UIViewController? { parent?.children.first } }
      struct PaginatedResultsView: View { var body: some View { HStack { Image.first; Image.left } } }
      """
    let constantFindings = RTLAudit(language: .swift).findings(in: constants, file: "UIImage.swift")
    #expect(constantFindings.map(\.declarations) == [["left"], ["first"]])
    let pokemon = Self.reading([
      "UIImage.swift": constants, "Others.swift": others, "PokemonApp.swift": main, "Home.swift": home,
    ])
    #expect(constantFindings.allSatisfy(pokemon.isUnused))
    // The shown screen reading them uses them: `Image.first`, or an implicit member `.left`.
    let shownPokemon = Self.reading(
      [
        "Pager.swift":
          "struct Pager: View { var body: some View { Label(title, image: .left); Image.first } }",
        "Start.swift": "struct Start: View { var body: some View { Pager() } }",
        "App2.swift": "@main struct App2: App { var body: some Scene { WindowGroup { Start() } } }",
      ], into: pokemon)
    #expect(!constantFindings.contains(where: shownPokemon.isUnused))
    // A name also declared on instances (`var first: Image`) may be what `row.first` reads.
    let instance = Self.reading(
      [
        "Pair.swift":
          "struct Pair { var first: Image }\nstruct Shown: View { let row: Pair; var body: some View { row.first } }",
        "App3.swift": "@main struct App3: App { var body: some Scene { WindowGroup { Shown(row: pair) } } }",
      ], into: pokemon)
    #expect(constantFindings.map(instance.isUnused) == [true, false])
  }

  @Test("a switch branch on an enumeration's case no code makes never runs, nor what only it shows")
  func branchesOnCasesNothingMakes() {
    // depromeet/Pumping-iOS: the profile's "width of change" screen is pushed only when the home
    // screen sends `.tapWidthOfChangeButton`, whose only sender is commented out; the crew
    // screen's parent reducer matches the same child action.
    let scenes = """
      public enum ProfileScene: Hashable {
          case root
          case widthOfChange
      }
      public struct ProfileRootStore: ReducerProtocol {
          public enum Action: Equatable { case home(ProfileHomeStore.Action); case widthOfChange(ProfileWidthOfChangeStore.Action) }
          public var body: some ReducerProtocol<State, Action> {
              Reduce { state, action in
                  switch action {
                  case let .home(action):
                      switch action {
                      case .tapWidthOfChangeButton:
                          state.path.append(.widthOfChange)
                          return .none
                      default:
                          return .none
                      }
                  default:
                      return .none
                  }
              }
              .ifLet(\\.widthOfChange, action: /Action.widthOfChange) { ProfileWidthOfChangeStore() }
          }
      }
      """
    let home = """
      public struct ProfileHomeStore: ReducerProtocol {
          public enum Action: Equatable { case tapMyButton; case tapWidthOfChangeButton }
      }
      public struct ProfileHomeView: View {
          public var body: some View {
              Button("Compare with me") { viewStore.send(.tapMyButton) }
              if viewStore.path.last == .widthOfChange { Text(title) }
              /*
              Button("Width of change") { viewStore.send(.tapWidthOfChangeButton) }
              */
          }
      }
      """
    let root = """
      public struct ProfileRootView: View {
          public var body: some View {
              NavigationStack(path: viewStore.binding(\\.$path)) {
                  ProfileHomeView(store: self.store.scope(state: \\.home, action: { .home($0) }))
                      .navigationDestination(for: ProfileScene.self) { scene in
                          switch scene {
                          case .widthOfChange:
                              IfLetStore(self.store.scope(state: \\.widthOfChange, action: { .widthOfChange($0) })) {
                                  ProfileWidthOfChangeView(store: $0)
                              }
                          default:
                              EmptyView()
                          }
                      }
              }
          }
      }
      @main struct PumpingApp: App { var body: some Scene { WindowGroup { ProfileRootView() } } }
      """
    let screen = """
      public struct ProfileWidthOfChangeView: View {
          public var body: some View {
              HStack { Button(action: previousWeek) { Image(systemName: "chevron.left") } }
          }
      }
      """
    let findings = RTLAudit(language: .swift).findings(in: screen, file: "ProfileWidthOfChangeView.swift")
    #expect(findings.map(\.declarations) == [["ProfileWidthOfChangeView"]])
    let app = Self.reading([
      "ProfileRootStore.swift": scenes, "ProfileHomeView.swift": home, "ProfileRootView.swift": root,
      "ProfileWidthOfChangeView.swift": screen,
    ])
    #expect(findings.allSatisfy(app.isUnused))
    // The button sent: the reducer pushes the scene, and the screen shows.
    let sent = home.replacingOccurrences(of: "/*", with: "").replacingOccurrences(of: "*/", with: "")
    let shown = Self.reading([
      "ProfileRootStore.swift": scenes, "ProfileHomeView.swift": sent, "ProfileRootView.swift": root,
      "ProfileWidthOfChangeView.swift": screen,
    ])
    #expect(!findings.contains(where: shown.isUnused))
    // A function returning the case makes it (`return .widthOfChange`).
    let returned = Self.reading([
      "ProfileRootStore.swift": scenes, "ProfileHomeView.swift": home, "ProfileRootView.swift": root,
      "ProfileWidthOfChangeView.swift": screen,
      "Deeplink.swift": "func scene(for url: URL) -> ProfileScene { return .widthOfChange }",
    ])
    #expect(!findings.contains(where: returned.isUnused))
    // A symbol drawn in the branch itself is as unused.
    let inBranch = root.replacingOccurrences(
      of: "ProfileWidthOfChangeView(store: $0)", with: "Image(systemName: \"chevron.right\")")
    let branchFindings = RTLAudit(language: .swift).findings(in: inBranch, file: "ProfileRootView.swift")
    #expect(branchFindings.count == 1)
    let branchApp = Self.reading([
      "ProfileRootStore.swift": scenes, "ProfileHomeView.swift": home, "ProfileRootView.swift": inBranch,
    ])
    #expect(branchFindings.allSatisfy(branchApp.isUnused))
    // The parent matching the child's action (`.home(.tapWidthOfChangeButton)`) is as dead.
    let parent = scenes.replacingOccurrences(
      of: "case let .home(action):", with: "case .home(.tapWidthOfChangeButton):"
    )
    .replacingOccurrences(of: "case .tapWidthOfChangeButton:", with: "case .tapMyButton:")
    #expect(parent != scenes)
    let parentApp = Self.reading([
      "ProfileRootStore.swift": parent, "ProfileHomeView.swift": home, "ProfileRootView.swift": root,
      "ProfileWidthOfChangeView.swift": screen,
    ])
    #expect(findings.allSatisfy(parentApp.isUnused))

    // What the app may make from data, or the system makes, is made: an enumeration with raw
    // values, and a case named as a system enumeration's (`.dark` of a color scheme) when the
    // file does not say what the switch is on.
    let rawRoot = root.replacingOccurrences(of: "ProfileScene.self", with: "Tab.self")
      .replacingOccurrences(of: "case .widthOfChange:", with: "case .settings:")
    let rawApp = Self.reading([
      "Tab.swift": "enum Tab: String { case home, settings }", "ProfileHomeView.swift": home,
      "ProfileRootView.swift": rawRoot, "ProfileWidthOfChangeView.swift": screen,
    ])
    #expect(!findings.contains(where: rawApp.isUnused))
    let decodedApp = Self.reading([
      "ProfileRootStore.swift": scenes + "\nextension ProfileScene: Codable {}",
      "ProfileHomeView.swift": home,
      "ProfileRootView.swift": root, "ProfileWidthOfChangeView.swift": screen,
    ])
    #expect(!findings.contains(where: decodedApp.isUnused))
    let scheme = """
      struct Header: View {
          @Environment(\\.colorScheme) var colorScheme
          var body: some View {
              switch colorScheme {
              case .dark: Image(systemName: "chevron.right")
              default: EmptyView()
              }
          }
      }
      @main struct ThemeApp: App { var body: some Scene { WindowGroup { Header() } } }
      """
    let schemeFindings = RTLAudit(language: .swift).findings(in: scheme, file: "Header.swift")
    let schemeApp = Self.reading([
      "Header.swift": scheme,
      "Appearance.swift": "enum Appearance { case dark, light }\nlet theme = Appearance.light",
    ])
    #expect(schemeFindings.count == 1)
    #expect(!schemeFindings.contains(where: schemeApp.isUnused))
  }

  @Test("what only tests and debug tools create is unused; a sample app's views are used")
  func codeOnlyTestsUse() throws {
    // Digitaler-Impfnachweis/covpass-ios CardViewAction.swift: only its unit test creates it.
    var tested = AppCode()
    tested.read(
      "class CardViewAction: XibView {\n  var title = \"\"\n}", language: .swift,
      file: "UI/CardViewAction.swift")
    tested.read(
      "class CardViewActionTests: XCTestCase { func test() { _ = CardViewAction() } }", language: .swift,
      file: "CovPassUITests/CardViewActionTests.swift")
    #expect(tested.classesNamedNowhereElse == ["CardViewAction"])
    var shipped = tested
    shipped.read("let action = CardViewAction()", language: .swift, file: "UI/CardView.swift")
    #expect(shipped.classesNamedNowhereElse.isEmpty)
    // A row only a debug screen and a snapshot test show, and one only a hidden developer menu shows. A row a sample app shows, and
    // TechxArtisanStudio/Openterface_MacOS DiagnosticsView.swift, which the settings pane
    // AdvancedDebugSettingsView.swift opens, are shown.
    let rows = """
      struct Home: View { var body: some View { Text("Home") } }
      struct DebugRow: View { var body: some View { Image(systemName: "chevron.right") } }
      struct SampleRow: View { var body: some View { Image(systemName: "chevron.left") } }
      struct DiagnosticsView: View { var body: some View { Image(systemName: "arrow.right") } }
      struct DevRow: View { var body: some View { Image(systemName: "chevron.right") } }
      """
    let findings = RTLAudit(language: .swift).findings(in: rows, file: "Sources/Rows.swift")
    #expect(findings.map(\.declarations) == [["DebugRow"], ["SampleRow"], ["DiagnosticsView"], ["DevRow"]])
    var app = AppCode()
    app.read(rows, language: .swift, file: "Sources/Rows.swift")
    app.read(
      "@main struct A: App { var body: some Scene { WindowGroup { Home(); Tab() } } }", language: .swift,
      file: "Sources/A.swift")
    app.read(
      "struct Menu: View { var body: some View { DebugRow() } }", language: .swift,
      file: "Sources/Debug/Menu.swift")
    // VadimToptunov/ChaosBank-iOS Features/Dev/DevMenuView.swift: a hidden developer menu.
    app.read(
      "struct DevMenuView: View { var body: some View { DevRow() } }", language: .swift,
      file: "ChaosBank/Features/Dev/DevMenuView.swift")
    app.read(
      "struct AdvancedDebugSettingsView: View { var body: some View { DiagnosticsView() } }",
      language: .swift,
      file: "Sources/Settings/AdvancedDebugSettingsView.swift")
    app.read(
      "struct Settings: View { var body: some View { AdvancedDebugSettingsView() } }", language: .swift,
      file: "Sources/Settings/Settings.swift")
    app.read(
      "struct Tab: View { var body: some View { Settings().onLongPressGesture { menu = DevMenuView() } } }",
      language: .swift, file: "Sources/Tab.swift")
    app.read("func testRow() { assertSnapshot(DebugRow()) }", language: .swift, file: "Tests/RowTests.swift")
    app.read(
      "@main struct Gallery: App { var body: some Scene { WindowGroup { SampleRow() } } }", language: .swift,
      file: "Example/Gallery.swift")
    #expect(app.isUnused(findings[0]))
    #expect(!app.isUnused(findings[1]))
    #expect(!app.isUnused(findings[2]))
    #expect(app.isUnused(findings[3]))
  }

  @Test(arguments: negatives)
  func negative(_ item: Case) throws {
    #expect(try Self.lint(item).isEmpty)
  }

  @Test func findingsSayWhyAndWhere() throws {
    let findings = try Self.lint(Self.positives[3])
    #expect(findings.first?.column == 63)
    #expect(
      findings.first?.message == "textAlignment=\"right\" on <label> stays right in right-to-left languages")
    #expect(findings.first?.reported.fix == RTLRule.physicalTextAlignment.fixHint)
  }

  @Test func malformedDocumentsAreAnErrorWithTheirPosition() throws {
    #expect {
      try InterfaceFileAudit().findings(
        in: Array("<document type='com.apple.InterfaceBuilder3.Cocoa.XIB'>\n<a></b>".utf8), file: "x.xib")
    } throws: { error in
      (error as? InterfaceFileError)?.description == "x.xib:2:4: </b> does not close <a> opened at 2:1"
    }
    #expect {
      try InterfaceFileAudit().findings(in: Array("<plist><dict/></plist>".utf8), file: "x.xib")
    } throws: { error in
      (error as? InterfaceFileError)?.description.hasPrefix("x.xib:1:1: not an Interface Builder document")
        == true
    }
    // Automattic/simplenote-macos Simplenote/AuthenticationWindow.xib: Xcode 4's archive format.
    let archive = "<archive type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\" version=\"8.00\"><data/></archive>"
    #expect(try InterfaceFileAudit().findings(in: Array(archive.utf8), file: "x.xib").isEmpty)
    #expect {
      try InterfaceFileAudit().findings(in: [0x3C, 0x61, 0xFF, 0x3E], file: "x.xib")
    } throws: { ($0 as? InterfaceFileError)?.line == 1 }
  }

  @Test func onlyInterfaceBuilderExtensionsApply() {
    #expect(InterfaceFileAudit.applies(toPath: "App/Base.lproj/Main.storyboard"))
    #expect(InterfaceFileAudit.applies(toPath: "Cell.XIB"))
    #expect(!InterfaceFileAudit.applies(toPath: "Main.strings"))
    #expect(!InterfaceFileAudit.applies(toPath: "xib"))
  }
}
