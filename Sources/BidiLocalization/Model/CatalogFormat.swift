/// The kinds of string catalog BidiLocalization reads.
public enum CatalogFormat: String, Sendable, Hashable, CaseIterable {
  /// Apple `.strings`: `"key" = "value";` in UTF-8 or UTF-16 (old-style property list).
  case strings
  /// Apple `.stringsdict`: an XML property list of plural rules.
  case stringsdict
  /// Xcode String Catalog `.xcstrings`: JSON with every language in one file.
  case xcstrings
  /// GNU gettext `.po` (and `.pot`).
  case po

  /// The format for a file name's extension (`"strings"`, `"po"`, …), or `nil`.
  public init?(pathExtension: some StringProtocol) {
    switch pathExtension.lowercased() {
    case "strings": self = .strings
    case "stringsdict": self = .stringsdict
    case "xcstrings": self = .xcstrings
    case "po", "pot": self = .po
    default: return nil
    }
  }

  /// The format of the file at `path`, from its extension, or `nil`.
  public init?(path: String) {
    guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
    self.init(pathExtension: path[path.index(after: dot)...])
  }
}
