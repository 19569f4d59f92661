import Foundation

/// A parsed catalog file: its tables, and the problems met while reading it.
///
/// ```swift
/// let file = try CatalogFile(contentsOf: "ar.lproj/Localizable.strings")
/// for diagnostic in file.diagnostics { print(diagnostic) }   // file:line:column: message
/// let table = file.tables[0]
/// print(table.language ?? "?", table.dictionary["greeting"] ?? "")
/// ```
public struct CatalogFile: Sendable, Hashable {
  /// The path the file was read from, as given (used in every ``SourceLocation``).
  public var path: String
  /// The file's format.
  public var format: CatalogFormat
  /// The development (source) language, when the file names it (`.xcstrings` `sourceLanguage`).
  public var developmentLanguage: String?
  /// The tables: one, or one per language for `.xcstrings`.
  public var tables: [StringTable]
  /// Problems met while reading; empty for a well-formed file.
  public var diagnostics: [CatalogDiagnostic]

  /// Creates a parsed file from its parts.
  public init(
    path: String, format: CatalogFormat, developmentLanguage: String? = nil, tables: [StringTable],
    diagnostics: [CatalogDiagnostic] = []
  ) {
    self.path = path
    self.format = format
    self.developmentLanguage = developmentLanguage
    self.tables = tables
    self.diagnostics = diagnostics
  }

  /// Parses catalog bytes. Malformed content never throws: it is reported in
  /// ``diagnostics`` and the rest of the file is still read.
  ///
  /// - Parameters:
  ///   - data: the file's bytes.
  ///   - path: the name used in locations; also gives the language of `xx.lproj/…` files.
  ///   - format: the format; by default from `path`'s extension.
  public init(data: Data, path: String, format: CatalogFormat) {
    switch format {
    case .strings: self = StringsFileReader.read(data, path: path)
    case .stringsdict: self = StringsdictReader.read(data, path: path)
    case .xcstrings: self = StringCatalogReader.read(data, path: path)
    case .po: self = GettextReader.read(data, path: path)
    }
  }

  /// Reads and parses the file at `path`, its format taken from the extension.
  ///
  /// - Throws: ``CatalogReadError`` when the extension is not a catalog's or the file cannot
  ///   be read. Malformed content does not throw (see ``diagnostics``).
  public init(contentsOf path: String) throws(CatalogReadError) {
    guard let format = CatalogFormat(path: path) else { throw .unknownFormat(path: path) }
    guard FileManager.default.fileExists(atPath: path) else { throw .missing(path: path) }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw .unreadable(path: path)
    }
    self.init(data: data, path: path, format: format)
  }

  /// The table the file's strings belong to at run time: the file name without its extension
  /// (`Settings` for `ar.lproj/Settings.strings`), as Foundation names tables. A gettext
  /// file named after its language (`ar.po`, `pt_BR.po`) holds the default table,
  /// `Localizable`; one named after its domain (`ar/LC_MESSAGES/app.po`) the table `app`.
  public var tableName: String {
    let base = Self.stem(of: path)
    if format == .po, let language = tables.first?.language,
      LanguageTag.normalized(base).caseInsensitiveCompare(LanguageTag.normalized(language)) == .orderedSame
    {
      return CatalogSet.defaultTableName
    }
    return base
  }

  /// The file name of `path` without its extension (`Settings` for `ar.lproj/Settings.strings`).
  static func stem(of path: String) -> String {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
    return String(name[..<dot])
  }

  /// The language of a file inside an `xx.lproj` folder (`"ar"` for `ar.lproj/…`), or `nil`.
  /// `Base.lproj` gives `nil`.
  public static func lprojLanguage(ofPath path: String) -> String? {
    let components = path.split(separator: "/")
    guard components.count >= 2, components[components.count - 2].hasSuffix(".lproj") else {
      return nil
    }
    let name = components[components.count - 2].dropLast(".lproj".count)
    return name == "Base" || name.isEmpty
      ? nil : String(name).replacingOccurrences(of: "_", with: "-")
  }
}

/// Why a catalog file could not be read at all.
public enum CatalogReadError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The path's extension is not `.strings`, `.stringsdict`, `.xcstrings`, `.po` or `.pot`.
  case unknownFormat(path: String)
  /// No file at the path.
  case missing(path: String)
  /// The file exists but cannot be read.
  case unreadable(path: String)

  /// A message for people.
  public var description: String {
    switch self {
    case .unknownFormat(let path):
      "\(path): not a catalog (.strings, .stringsdict, .xcstrings, .po)"
    case .missing(let path): "\(path): no such file"
    case .unreadable(let path): "\(path): cannot read"
    }
  }
}
