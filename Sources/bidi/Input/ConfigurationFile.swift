import Foundation

/// The configuration file of `bidi lint` and `bidi extract`: the one given with `--config`, or
/// `.bidilint.json` at the root of the first PATH that is a folder.
enum ConfigurationFile {
  /// The name looked for at the root of a folder.
  static let fileName = ".bidilint.json"

  /// The configuration's contents, the folder its paths are relative to and its path; `nil`
  /// when none is given and none is found.
  static func load(_ given: String?, paths: [String]) throws -> (data: Data, folder: String, file: String)? {
    var candidate = given
    if candidate == nil {
      for root in paths {
        var isDirectory: ObjCBool = false
        let file = (root as NSString).appendingPathComponent(fileName)
        if FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue,
          FileManager.default.fileExists(atPath: file)
        {
          candidate = file
          break
        }
      }
    }
    guard let candidate else { return nil }
    guard let data = FileManager.default.contents(atPath: candidate) else {
      throw CommandError(code: .noInput, message: "\(candidate): no such file")
    }
    let folder = (candidate as NSString).deletingLastPathComponent
    return (data, folder.isEmpty ? "." : folder, candidate)
  }

  /// The configuration read by `parse` (a bad one is exit 65 with its file and message), the
  /// folder its paths are relative to and its file; `empty`, `.` and `nil` when there is none.
  static func load<Configuration>(
    _ given: String?, paths: [String], empty: Configuration,
    parse: (Data) throws -> Configuration
  ) throws -> (Configuration, folder: String, file: String?) {
    guard let (data, folder, file) = try load(given, paths: paths) else { return (empty, ".", nil) }
    do {
      return (try parse(data), folder, file)
    } catch {
      throw CommandError.data("\(file): \(error)")
    }
  }
}
