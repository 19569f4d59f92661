import BidiLocalization
import Foundation

/// The keys of a `.strings` table that a file other than a catalog defines: its development
/// source, for ``LintRule/missingTranslation`` and ``LintRule/extraKey``.
///
/// - A `Settings.bundle` pane (`Settings.bundle/Root.plist`) is the source of the
///   `Settings.bundle/xx.lproj/Root.strings` tables (or of the table its `StringsTable`
///   names): the Settings app looks up its `Title`, `FooterText`, `Titles` and `ShortTitles`
///   strings in them.
/// - An `.intentdefinition` file (`Base.lproj/Intents.intentdefinition`) is the source of the
///   `xx.lproj/Intents.strings` tables beside it: their keys are its `…ID` strings, and for
///   prompts that name an enumeration's value, `promptID-valueID`.
public struct ReferenceTable: Sendable, Hashable {
  /// One key, where the file defines it.
  public struct Key: Sendable, Hashable {
    /// The key.
    public var key: String
    /// Where its string is.
    public var location: SourceLocation
  }

  /// The file read.
  public var path: String
  /// The table whose keys it defines (`Root`, `Intents`).
  public var tableName: String
  /// The folder whose `xx.lproj` folders hold the table's translations.
  public var folder: String
  /// The keys, in file order.
  public var keys: [Key]
  /// Whether a key `A-B` is defined when `A` and `B` are (an `.intentdefinition`'s prompts
  /// for each value of an enumeration).
  public var composesKeys: Bool
  /// Problems met reading the file.
  public var diagnostics: [CatalogDiagnostic]

  /// Whether the file at `path` is one a reference table is read from: an `.intentdefinition`,
  /// or a `.plist` inside a `Settings.bundle` folder.
  public static func isReference(path: String) -> Bool {
    let components = path.split(separator: "/")
    if path.hasSuffix(".intentdefinition") { return true }
    guard path.hasSuffix(".plist"), let bundle = components.lastIndex(of: "Settings.bundle") else {
      return false
    }
    return !components[bundle...].contains { $0.hasSuffix(".lproj") }
  }

  /// Reads the table a reference file defines; `nil` when `path` is not one
  /// (``isReference(path:)``).
  public init?(data: Data, path: String) {
    guard Self.isReference(path: path) else { return nil }
    let url = URL(fileURLWithPath: path)
    let name = url.deletingPathExtension().lastPathComponent
    let (strings, diagnostics) = PropertyListStrings.read(data, path: path)
    self.path = path
    self.diagnostics = diagnostics
    if path.hasSuffix(".intentdefinition") {
      var parent = url.deletingLastPathComponent()
      if parent.pathExtension == "lproj" { parent = parent.deletingLastPathComponent() }
      folder = parent.path
      tableName = name
      composesKeys = true
      keys = strings.filter { $0.key.hasSuffix("ID") && !$0.value.isEmpty }.map {
        Key(key: $0.value, location: $0.location)
      }
    } else {
      folder = url.deletingLastPathComponent().path
      tableName = strings.last { $0.key == "StringsTable" }?.value ?? name
      composesKeys = false
      let localized: Set<String> = ["Title", "FooterText", "Titles", "ShortTitles"]
      keys = strings.filter { localized.contains($0.key) && !$0.value.isEmpty }.map {
        Key(key: $0.value, location: $0.location)
      }
    }
  }

  /// Reads the file at `path`; `nil` when it is not a reference file or cannot be read.
  public init?(contentsOf path: String) {
    guard Self.isReference(path: path), let data = FileManager.default.contents(atPath: path) else {
      return nil
    }
    self.init(data: data, path: path)
  }
}
