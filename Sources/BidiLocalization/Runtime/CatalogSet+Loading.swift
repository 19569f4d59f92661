import Foundation

extension CatalogSet {
  /// Loads every catalog of a folder laid out as an app's resources (or a bundle's resource
  /// path): `xx.lproj/NAME.strings` and `xx.lproj/NAME.stringsdict` give table `NAME` in
  /// language `xx` (`Base.lproj` the development language); `NAME.xcstrings` gives table
  /// `NAME` in each of its languages; `xx.lproj/NAME.po` or `NAME.po` with a `Language:` header
  /// gives table `NAME` in that language.
  ///
  /// ```swift
  /// let catalogs = try CatalogSet(contentsOfDirectory: bundle.resourcePath!, developmentLanguage: "en")
  /// for problem in catalogs.diagnostics { print(problem) }
  /// let arabic = Localizer(catalogs: catalogs, language: "ar")
  /// arabic.string("title", table: "Settings")
  /// ```
  ///
  /// Files are read in path order, so the result does not depend on the file system's order;
  /// tables of the same name and language (a `.strings` and its `.stringsdict`) are merged,
  /// tables of different names never are. Malformed content does not throw: it is reported in
  /// ``diagnostics`` and the rest is loaded. Folders are searched to a depth of 8.
  ///
  /// - Throws: ``CatalogReadError/missing(path:)`` when `path` is not a folder.
  public init(contentsOfDirectory path: String, developmentLanguage: String) throws(CatalogReadError) {
    self.init(developmentLanguage: developmentLanguage)
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue
    else { throw .missing(path: path) }
    for file in Self.catalogPaths(in: path) {
      guard let format = CatalogFormat(path: file), let data = FileManager.default.contents(atPath: file)
      else {
        diagnostics.append(
          CatalogDiagnostic(location: SourceLocation(file: file), reason: .unreadable, message: "cannot read")
        )
        continue
      }
      let parsed = CatalogFile(data: data, path: file, format: format)
      let folderLanguage = CatalogFile.lprojLanguage(ofPath: file)
      diagnostics += parsed.diagnostics
      for table in parsed.tables {
        add(table, language: table.language ?? folderLanguage, tableName: parsed.tableName)
      }
    }
  }

  /// The catalog files under `root`, sorted, skipping hidden entries and following no links
  /// out of the tree.
  static func catalogPaths(in root: String) -> [String] {
    var result: [String] = []
    var pending: [(path: String, depth: Int)] = [(root, 0)]
    while let (folder, depth) = pending.popLast() {
      guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
      for name in names where !name.hasPrefix(".") {
        let path = (folder as NSString).appendingPathComponent(name)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
        if isDirectory.boolValue {
          if depth < 8 { pending.append((path, depth + 1)) }
        } else if CatalogFormat(path: name) != nil {
          result.append(path)
        }
      }
    }
    return result.sorted()
  }
}
