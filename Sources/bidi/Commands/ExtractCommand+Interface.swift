import BidiLocalization
import Foundation

/// `bidi extract` on Interface Builder documents: the tables `ibtool --export-strings-file`
/// writes, made by ``InterfaceBuilderStrings``.
extension ExtractCommand {
  /// Whether `path` names an Interface Builder document (`.xib`, `.storyboard`).
  static func isInterfaceDocument(_ path: String) -> Bool {
    ["xib", "storyboard"].contains((path as NSString).pathExtension.lowercased())
  }

  /// Whether a file met while walking a folder is read as an Interface Builder document:
  /// those in `Base.lproj` or outside any `.lproj` folder; a document inside another
  /// language's folder is a localized copy, not a source of strings.
  static func isWalkedInterfaceDocument(_ path: String) -> Bool {
    guard isInterfaceDocument(path) else { return false }
    let folder = ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent
    return !folder.hasSuffix(".lproj") || folder == "Base.lproj"
  }

  /// Writes the table of each document into its folder; the number of strings written.
  /// Two tables of one name in one folder (two documents, or a document and the sources'
  /// table) are an error rather than one written over the other.
  static func writeInterfaceTables(
    _ documents: [(path: String, folder: String)], besides codeTables: [String: [String]],
    encoding: StringsFileWriter.Encoding
  ) throws -> Int {
    var exported: [(strings: InterfaceBuilderStrings, folder: String)] = []
    var names: [String: String] = [:]
    for (path, folder) in documents {
      guard let data = FileManager.default.contents(atPath: path) else {
        throw CommandError(code: .noInput, message: "\(path): cannot read")
      }
      let strings: InterfaceBuilderStrings
      do {
        strings = try InterfaceBuilderStrings(data: data, path: path)
      } catch {
        throw CommandError.data(error.description)
      }
      let place = (folder as NSString).appendingPathComponent(strings.tableName + ".strings")
      if let other = names[place] {
        throw CommandError.data("\(path) and \(other) both make \(place): give one of them its own --output")
      }
      if codeTables[folder, default: []].contains(strings.tableName) {
        throw CommandError.data("\(path) and the sources both make \(place)")
      }
      names[place] = path
      exported.append((strings, folder))
    }
    for (strings, folder) in exported {
      let url = URL(fileURLWithPath: folder).appendingPathComponent(strings.tableName + ".strings")
      do {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try strings.data(encoding: encoding).write(to: url)
      } catch {
        throw CommandError(
          code: .ioError, message: "\(url.path): cannot write: \(error.localizedDescription)")
      }
    }
    return exported.map(\.strings.strings.count).reduce(0, +)
  }
}
