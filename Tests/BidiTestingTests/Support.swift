import Foundation

/// A temporary directory for one test; remove it with ``remove()``.
struct Scratch {
  let path: String
  init() throws {
    path =
      FileManager.default.temporaryDirectory.appendingPathComponent("bidikit-golden-\(UUID().uuidString)")
      .path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }
  func write(_ name: String, _ text: String) throws -> String {
    try write(name, Data(text.utf8))
  }
  func write(_ name: String, _ data: Data) throws -> String {
    let file = path + "/" + name
    try data.write(to: URL(fileURLWithPath: file))
    return file
  }
  func read(_ file: String) -> String? {
    FileManager.default.contents(atPath: file).map { String(decoding: $0, as: UTF8.self) }
  }
  func exists(_ file: String) -> Bool { FileManager.default.fileExists(atPath: file) }
  func remove() { try? FileManager.default.removeItem(atPath: path) }
}

/// The repository's golden files directory, found from this file's path.
let goldensDirectory: String = {
  let here = URL(fileURLWithPath: #filePath)
  return here.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Goldens").path
}()

/// The `.golden` files of the repository, sorted by name.
let repositoryGoldens: [String] = {
  let names = (try? FileManager.default.contentsOfDirectory(atPath: goldensDirectory)) ?? []
  return names.filter { $0.hasSuffix(".golden") }.sorted()
}()
