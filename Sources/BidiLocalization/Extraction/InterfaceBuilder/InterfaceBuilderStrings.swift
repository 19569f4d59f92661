import BidiInput
import Foundation

/// The localizable texts of an Interface Builder document (`.xib`, `.storyboard`), and the
/// `.strings` table `ibtool --export-strings-file` writes for it, made without Xcode.
///
/// ```swift
/// let document = try InterfaceBuilderStrings(data: data, path: "Base.lproj/Main.storyboard")
/// for string in document.strings { print(string.key, string.value) }   // DwO-xY-uea.text Welcome
/// try document.data(encoding: .utf16).write(to: url)                   // en.lproj/Main.strings
/// ```
///
/// Which objects and properties are exported, the comment ibtool writes before each entry
/// and the order of the entries are described, with the real files they were checked
/// against, in <doc:InterfaceBuilderTables>.
public struct InterfaceBuilderStrings: Sendable, Hashable {
  /// The user-interface framework a document is made for, which names its classes.
  public enum Platform: Sendable, Hashable {
    /// macOS (`com.apple.InterfaceBuilder3.Cocoa…`): `NS` classes.
    case appKit
    /// iOS, iPadOS, Mac Catalyst and tvOS (`…CocoaTouch…`, `…AppleTV…`): `UI` classes.
    case uiKit
  }

  /// The path the document was read from, as given (used in every ``SourceLocation``).
  public var path: String
  /// The framework the document is made for.
  public var platform: Platform
  /// The localizable texts, in the order ibtool writes them (see ``precedes(_:_:)``).
  public var strings: [InterfaceBuilderString]

  /// Reads the document in `data`.
  ///
  /// - Parameters:
  ///   - data: the document's bytes: UTF-8, or UTF-16 after a byte-order mark.
  ///   - path: the name used in locations and errors; also gives ``tableName``.
  /// - Throws: ``InterfaceBuilderError`` with the position of the first problem when the
  ///   bytes do not decode, the XML is not well-formed, or the root is not an Interface
  ///   Builder `<document>`.
  public init(data: Data, path: String) throws(InterfaceBuilderError) {
    let document: XMLDocument
    do {
      document = try XMLScanner.parse(bytes: data)
    } catch {
      throw InterfaceBuilderError(
        reason: error.reason == .invalidEncoding ? .invalidEncoding : .malformedXML,
        location: SourceLocation(file: path, position: error.position), message: error.message)
    }
    let root = document.root
    let type = root[attribute: "type"] ?? ""
    let rootLocation = SourceLocation(file: path, position: root.position)
    guard root.name == "document", type.hasPrefix("com.apple.InterfaceBuilder") else {
      throw InterfaceBuilderError(
        reason: .notInterfaceBuilder, location: rootLocation,
        message: root.name == "archive"
          ? "an Interface Builder archive of Xcode 4 or before: open and save it in a current Xcode"
          : "not an Interface Builder document (<document type=\"com.apple.InterfaceBuilder3…\">)")
    }
    if type.contains(".CocoaTouch.") || type.contains(".AppleTV.") {
      platform = .uiKit
    } else if type.contains(".Cocoa.") {
      platform = .appKit
    } else {
      throw InterfaceBuilderError(
        reason: .unsupportedPlatform, location: rootLocation,
        message: "\(type): only macOS, iOS and tvOS documents are read")
    }
    self.path = path
    var reader = InterfaceBuilderReader(document: document, platform: platform, path: path)
    try reader.read()
    strings = reader.strings.sorted(by: Self.precedes)
  }

  /// Whether `a` comes before `b` in ibtool's order: objects whose identifier is a number (documents made before Xcode 5)
  /// first, by number; then by key, code unit by code unit (`Z9K-…` before `k1T-…`).
  public static func precedes(_ a: InterfaceBuilderString, _ b: InterfaceBuilderString) -> Bool {
    switch (number(a.objectID), number(b.objectID)) {
    case (let x?, let y?) where x != y: x < y
    case (.some, nil): true
    case (nil, .some): false
    default: a.key.utf16.lexicographicallyPrecedes(b.key.utf16)
    }
  }

  /// The value of an identifier made of ASCII digits only.
  private static func number(_ id: String) -> UInt64? {
    id.utf8.allSatisfy { (0x30...0x39).contains($0) } ? UInt64(id) : nil
  }

  /// The table the document's strings belong to: its file name without the extension
  /// (`Main` for `Base.lproj/Main.storyboard`), as base internationalization names them.
  public var tableName: String { CatalogFile.stem(of: path) }

  /// The entries of the `.strings` table, each with ibtool's comment.
  public var entries: [StringsFileWriter.Entry] {
    strings.map { StringsFileWriter.Entry(key: $0.key, value: $0.value, comment: $0.comment) }
  }

  /// The text of the `.strings` table as ibtool writes it: before each entry a blank line
  /// and its comment.
  public var text: String { StringsFileWriter.text(entries, layout: .interfaceBuilder) }

  /// The bytes of the `.strings` table in `encoding` (UTF-16 with a byte-order mark, as
  /// ibtool writes, or UTF-8).
  public func data(encoding: StringsFileWriter.Encoding = .utf16) -> Data {
    StringsFileWriter.data(entries, encoding: encoding, layout: .interfaceBuilder)
  }
}
