import BidiLocalization
import BidiTestSupport
import Foundation
import Testing

/// `bidi extract` on Interface Builder documents.
extension ExtractCommandTests {
  static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
      <objects><label text="Welcome" id="DwO-xY-uea"/></objects>
    </document>
    """

  @Test func interfaceDocumentsInFolders() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    _ = try scratch.write("App/Base.lproj/Main.storyboard", Self.storyboard)
    _ = try scratch.write("App/de.lproj/Old.storyboard", Self.storyboard)  // a localized copy
    _ = try scratch.write("App/View.swift", #"let a = NSLocalizedString("Hello", comment: "")"#)
    let out = scratch.path + "/en.lproj"
    let result = runCommand(["extract", "--output", out, scratch.path + "/App"])
    #expect(result.exitCode == 0, "\(result.errors)")
    #expect(result.errors.contains("2 strings in 1 output folders from 2 files"))
    let main = try Data(contentsOf: URL(fileURLWithPath: out + "/Main.strings"))
    let expected =
      "\n/* Class = \"UILabel\"; text = \"Welcome\"; ObjectID = \"DwO-xY-uea\"; */\n"
      + "\"DwO-xY-uea.text\" = \"Welcome\";\n"
    #expect(main == Data([0xFF, 0xFE]) + expected.data(using: .utf16LittleEndian)!)
    #expect(scratch.exists(out + "/Localizable.strings"))
    #expect(!scratch.exists(out + "/Old.strings"))
    #expect(runCommand(["lint", out + "/Main.strings"]).exitCode == 0)
  }

  /// A document given by name, in UTF-8: the bytes ibtool wrote for iina's document.
  @Test func interfaceDocumentGivenByName() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let fixtures = Repository.path("Tests/Fixtures/InterfaceBuilder/iina")
    let result = runCommand([
      "extract", "--encoding", "utf8", "--output", scratch.path,
      fixtures + "/Base.lproj/PrefAdvancedViewController.xib",
    ])
    #expect(result.exitCode == 0, "\(result.errors)")
    #expect(
      try Data(contentsOf: URL(fileURLWithPath: scratch.path + "/PrefAdvancedViewController.strings"))
        == Data(contentsOf: URL(fileURLWithPath: fixtures + "/en.lproj/PrefAdvancedViewController.strings")))
  }

  @Test func interfaceDocumentErrors() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let good = try scratch.write("A/Base.lproj/Main.storyboard", Self.storyboard)
    let twin = try scratch.write("B/Main.storyboard", Self.storyboard)
    let bad = try scratch.write(
      "C/Broken.xib", "<document type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\">\n<objects>")
    let out = scratch.path + "/out"
    #expect(runCommand(["extract", "--format", "xcstrings", "--output", out, good]).exitCode == 64)
    let broken = runCommand(["extract", "--output", out, bad])
    #expect(broken.exitCode == 65)
    #expect(broken.errors.contains("Broken.xib:2:10: "))
    let both = runCommand(["extract", "--output", out, good, twin])
    #expect(both.exitCode == 65)
    #expect(both.errors.contains("both make"))
    #expect(!scratch.exists(out + "/Main.strings"), "nothing written when two tables collide")
  }
}
