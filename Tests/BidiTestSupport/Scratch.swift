import Foundation

/// A temporary directory for one test; remove it with ``remove()``.
public struct Scratch {
  /// The directory.
  public let url: URL
  /// The directory's path.
  public var path: String { url.path }

  /// Creates a new, empty directory.
  public init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("bidikit-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// Writes `text` as UTF-8 to `name` (a relative path; folders are created) and returns its path.
  public func write(_ name: String, _ text: String) throws -> String {
    try write(name, Data(text.utf8))
  }

  /// Writes `data` to `name` (a relative path; folders are created) and returns its path.
  public func write(_ name: String, _ data: Data) throws -> String {
    let file = url.appendingPathComponent(name)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: file)
    return file.path
  }

  /// The UTF-8 text of `file`, or `nil` when it cannot be read.
  public func read(_ file: String) -> String? {
    FileManager.default.contents(atPath: file).map { String(decoding: $0, as: UTF8.self) }
  }

  /// Whether `file` exists.
  public func exists(_ file: String) -> Bool { FileManager.default.fileExists(atPath: file) }

  /// Removes the directory and everything in it.
  public func remove() { try? FileManager.default.removeItem(at: url) }
}
