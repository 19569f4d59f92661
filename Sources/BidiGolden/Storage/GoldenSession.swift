import Foundation

/// What the checks of one test process share: a lock around golden files (parallel tests
/// write the same file when they share a test function), the case counter of each test, and
/// which `.new` files this process wrote.
final class GoldenSession: @unchecked Sendable {
  /// The one session of the process.
  static let shared = GoldenSession()

  private let lock = NSLock()
  private var counters: [String: Int] = [:]
  private var names: [String: Set<String>] = [:]
  private var touched: Set<String> = []
  private var newFilesWritten: Set<String> = []

  /// Runs `body` holding the session's lock.
  func locked<T>(_ body: (GoldenSession) throws -> T) rethrows -> T {
    lock.lock()
    defer { lock.unlock() }
    return try body(self)
  }

  /// The next case number (1, 2, …) of the test `key` in the golden at `path`.
  func nextNumber(path: String, test key: String) -> Int {
    locked { session in
      let id = path + "\u{0}" + key
      session.counters[id, default: 0] += 1
      return session.counters[id]!
    }
  }

  /// Marks `name` used by the test `key` in the golden at `path`; `false` when it already was.
  func claim(name: String, path: String, test key: String) -> Bool {
    locked { session in session.names[path + "\u{0}" + key, default: []].insert(name).inserted }
  }

  /// Called with the lock held: the first time this process touches `path`, a `.new` file
  /// left by an earlier run is removed.
  func touch(_ path: String) {
    guard touched.insert(path).inserted else { return }
    let newPath = GoldenVerifier.newFilePath(for: path)
    if FileManager.default.fileExists(atPath: newPath) {
      try? FileManager.default.removeItem(atPath: newPath)
    }
  }

  /// Called with the lock held: whether this process wrote `<path>.new` (so it holds other
  /// cases' differences to keep).
  func wroteNewFile(for path: String) -> Bool { newFilesWritten.contains(path) }

  /// Called with the lock held: records that this process wrote `<path>.new`.
  func noteNewFile(for path: String) { newFilesWritten.insert(path) }
}
