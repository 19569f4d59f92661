import BidiTestSupport
import Foundation
import Testing

@testable import bidi

/// `bidi lint --rtl`: the right-to-left layout rules through every output format, baselines
/// and suppressions, as the linter's other rules.
@Suite("bidi lint --rtl")
struct RTLLintCommandTests {
  /// Minimized from deltachat-ios (deltachat-ios/View/ChatTitleView.swift, ContactCell.swift),
  /// IceCubesApp (StatusRowDetailView.swift) and protonpass/ios-pass (ProfileTabView.swift),
  /// plus a suppressed line.
  static let source = """
    layoutMargins = UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 10)
    label.textAlignment = .right
    Image(systemName: "chevron.right")
    // bidi-lint: allow physical-text-alignment
    titleLabel.textAlignment = .right
    Label("Open Settings", systemImage: "arrow.up.right.square")

    """

  @Test(
    "only with --rtl, review rules with --rtl-review; json names rule, severity, fix; an allow comment suppresses; exit 0 on warnings"
  )
  func json() throws {
    let directory = try Scratch()
    defer { directory.remove() }
    let path = try directory.write("Cell.swift", Data(Self.source.utf8))
    let without = runCommand(["lint", "--format", "json", path])
    #expect(without.exitCode == 0 && without.output.trimmingCharacters(in: .whitespacesAndNewlines) == "[]")
    // --rtl alone: the rules on by default, and no unused-suppression for a review rule that
    // did not run.
    let plain = runCommand(["lint", "--rtl", "--format", "json", path])
    let found = try #require(
      try JSONSerialization.jsonObject(with: Data(plain.output.utf8)) as? [[String: Any]])
    #expect(found.map { "\($0["line"]!) \($0["rule"]!)" } == ["3 unflipped-directional-symbol"])
    let result = runCommand(["lint", "--rtl-review", "--format", "json", path])
    #expect(result.exitCode == 0, "\(result.errors)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]])
    #expect(
      json.map { "\($0["line"]!) \($0["rule"]!) \($0["severity"]!)" } == [
        "1 asymmetric-edge-insets warning", "2 physical-text-alignment warning",
        "3 unflipped-directional-symbol warning", "6 ambiguous-directional-symbol info",
      ])
    #expect((json[1]["fix"] as? String)?.contains(".natural") == true)
    // --disable takes the right-to-left rules too; their suppressions are then not unused.
    let disabled = runCommand([
      "lint", "--rtl-review", "--disable", "physical-text-alignment,asymmetric-edge-insets", "--format",
      "json",
      path,
    ])
    let rest = try #require(
      try JSONSerialization.jsonObject(with: Data(disabled.output.utf8)) as? [[String: Any]])
    #expect(
      rest.map { $0["rule"] as? String } == ["unflipped-directional-symbol", "ambiguous-directional-symbol"])
  }

  @Test("an app that forces every screen left to right has no symbol findings")
  func appForcedLeftToRight() throws {
    let directory = try Scratch()
    defer { directory.remove() }
    // Minimized from cranci1/Sora (SoraApp.swift, SettingsView.swift).
    _ = try directory.write(
      "App/Row.swift", #"HStack { Text(title); Spacer(); Image(systemName: "chevron.right") }"#)
    #expect(
      runCommand(["lint", "--rtl", directory.url.path]).output.contains("[unflipped-directional-symbol]"))
    _ = try directory.write(
      "App/SoraApp.swift",
      #"var body: some Scene { WindowGroup { ContentView().environment(\.layoutDirection, .leftToRight) } }"#)
    #expect(runCommand(["lint", "--rtl", directory.url.path]).output.isEmpty)
    // A view nothing uses but its preview shows nothing (read with the app's other sources).
    let lonely = directory.url.appendingPathComponent("Lonely").path
    _ = try directory.write(
      "Lonely/Accordion.swift",
      #"struct Accordion: View { var body: some View { Image(systemName: "chevron.right") } }"#)
    #expect(runCommand(["lint", "--rtl", lonely]).output.contains("[unflipped-directional-symbol]"))
    _ = try directory.write("Lonely/Home.swift", "struct Home: View { var body: some View { Text(title) } }")
    #expect(runCommand(["lint", "--rtl", lonely]).output.isEmpty)
    // The forced direction itself is a review finding.
    let review = runCommand(["lint", "--rtl-review", directory.url.path]).output
    #expect(review.contains("[forced-left-to-right]") && !review.contains("[unflipped-directional-symbol]"))
  }

  @Test("SARIF lists the rules with Apple's guidance as help; a baseline accepts the findings")
  func sarifAndBaseline() throws {
    let directory = try Scratch()
    defer { directory.remove() }
    let path = try directory.write("Cell.swift", Data(Self.source.utf8))
    let sarif = runCommand(["lint", "--rtl-review", "--format", "sarif", path])
    let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.output.utf8)) as? [String: Any])
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    let results = try #require(run["results"] as? [[String: Any]])
    #expect(
      results.map { $0["ruleId"] as? String } == [
        "asymmetric-edge-insets", "physical-text-alignment", "unflipped-directional-symbol",
        "ambiguous-directional-symbol",
      ])
    let baseline = directory.url.appendingPathComponent("baseline.json").path
    #expect(runCommand(["lint", "--rtl-review", "--write-baseline", baseline, path]).exitCode == 0)
    let again = runCommand(["lint", "--rtl-review", "--format", "json", "--baseline", baseline, path])
    #expect(again.output.trimmingCharacters(in: .whitespacesAndNewlines) == "[]", "\(again.output)")
  }

  @Test("Objective-C sources; a configuration's suppression covers a path; github annotations")
  func objectiveCAndConfiguration() throws {
    let directory = try Scratch()
    defer { directory.remove() }
    // Minimized from vlc-ios Sources/Network/Download/VLCDownloadProgressView.m and
    // Sources/Network/Server List/iOS/VLCBrowseSectionHeader.m.
    _ = try directory.write(
      "Views/Progress.m", Data("_percentLabel.textAlignment = NSTextAlignmentRight;\n".utf8))
    _ = try directory.write(
      "Legacy/Header.m",
      Data("_addButton.contentHorizontalAlignment = UIControlContentHorizontalAlignmentRight;\n".utf8))
    _ = try directory.write(
      ".bidilint.json",
      Data(
        #"{"rules": {"physical-text-alignment": "warning"}, "suppressions": [{"rules": ["physical-text-alignment"], "paths": ["Legacy/**"]}]}"#
          .utf8))
    // The configuration's level turns the review rule on for --rtl.
    let result = runCommand(["lint", "--rtl", "--format", "github", directory.url.path])
    #expect(result.exitCode == 0, "\(result.errors)")
    let lines = result.output.split(separator: "\n")
    #expect(lines.count == 1, "\(result.output)")
    #expect(lines.first?.hasPrefix("::warning file=") == true)
    #expect(lines.first?.contains("Progress.m,line=1,col=31,title=physical-text-alignment::") == true)
    // An override's level turns it on for its paths only.
    let scoped = try directory.write(
      "scoped.json",
      #"{"overrides": [{"paths": ["Legacy/**"], "rules": {"physical-text-alignment": "error"}}]}"#)
    let legacy = runCommand(["lint", "--rtl", "--config", scoped, "--format", "github", directory.url.path])
    #expect(legacy.exitCode == 1)
    #expect(legacy.output.split(separator: "\n").map { $0.contains("Legacy/Header.m,line=1") } == [true])
  }

  @Test(
    "storyboards and xibs: read with --rtl only, findings at the attribute, a broken one reported and skipped"
  )
  func interfaceFiles() throws {
    let directory = try Scratch()
    defer { directory.remove() }
    // Minimized from openfoodfacts-ios (ProductAddViewController.storyboard).
    _ = try directory.write(
      "App/Base.lproj/Main.storyboard",
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
      <label text="les informations nutritionnelles" textAlignment="right" id="v1" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO"><constraints><constraint firstAttribute="width" constant="298" id="w"/></constraints></label>
      </document>
      """)
    // CocoaPods' header folders are named like sources (Pods/Headers/Private/SQLite.swift/).
    _ = try directory.write("App/Pods/Headers/Private/SQLite.swift/SQLite.h", "int x;\n")
    let root = directory.url.appendingPathComponent("App").path
    let without = runCommand(["lint", "--format", "json", root])
    #expect(without.exitCode == 0 && without.output.trimmingCharacters(in: .whitespacesAndNewlines) == "[]")
    let result = runCommand(["lint", "--rtl-review", root])
    #expect(result.exitCode == 0, "\(result.errors)")
    #expect(
      result.output.contains(
        "Base.lproj/Main.storyboard:3:63: warning: textAlignment=\"right\" on <label> stays right in right-to-left languages"
      ),
      "\(result.output)")
    #expect(runCommand(["lint", "--rtl", root]).output.isEmpty)
    #expect(
      runCommand(["lint", "--rtl-review", "--disable", "physical-text-alignment", root]).output.isEmpty)
    _ = try directory.write(
      "App/Broken.xib", "<document type='com.apple.InterfaceBuilder3.Cocoa.XIB'>\n<a></b>")
    let broken = runCommand(["lint", "--rtl-review", root])
    #expect(
      broken.errors.contains("Broken.xib:2:4: </b> does not close <a> opened at 2:1"), "\(broken.errors)")
    #expect(broken.output.contains("Main.storyboard:3:63"))
    #expect(broken.exitCode != 0)
  }

  @Test(
    "the settings name the storyboards the app starts with: one nothing loads is left alone; a binary Info.plist is read too"
  )
  func storyboardsNothingLoads() throws {
    let directory = try Scratch()
    defer { directory.remove() }
    // After kukai-wallet/kukai-mobile-ios: Defi.storyboard, which nothing loads, beside Main.
    let storyboard = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
      <imageView image="chevron.right" catalog="system" id="i" translatesAutoresizingMaskIntoConstraints="NO"/>
      </document>
      """
    _ = try directory.write("App/Base.lproj/Main.storyboard", Data(storyboard.utf8))
    _ = try directory.write("App/Defi/Defi.storyboard", Data(storyboard.utf8))
    _ = try directory.write("App/AppDelegate.swift", Data("class AppDelegate: UIResponder {}\n".utf8))
    _ = try directory.write("App/Home.swift", Data("let home = Home()\n".utf8))
    let root = directory.url.appendingPathComponent("App").path
    func reported() -> [String] {
      let result = runCommand(["lint", "--rtl", root])
      return result.output.split(separator: "\n").filter { $0.contains("warning:") }.map {
        String($0.split(separator: ":")[0].split(separator: "/").last ?? "")
      }
    }
    // Without settings, nothing says which storyboards the app loads: both are read.
    #expect(reported() == ["Main.storyboard", "Defi.storyboard"])
    _ = try directory.write(
      "App/App.xcodeproj/project.pbxproj", Data("\t\t\t\tINFOPLIST_KEY_UIMainStoryboardFile = Main;\n".utf8))
    #expect(reported() == ["Main.storyboard"])
    // The settings are read, not linted: the summary counts the four files linted.
    let summary = runCommand(["lint", "--rtl", root])
    #expect((summary.output + summary.errors).contains("in 4 files"), "\(summary.errors)")
    // Xcode's older projects name it in a property list, which may be binary.
    try FileManager.default.removeItem(atPath: root + "/App.xcodeproj/project.pbxproj")
    let plist = try PropertyListSerialization.data(
      fromPropertyList: ["UIMainStoryboardFile": "Main", "UILaunchStoryboardName": "LaunchScreen"],
      format: .binary, options: 0)
    _ = try directory.write("App/Info.plist", plist)
    #expect(reported() == ["Main.storyboard"])
  }
}
