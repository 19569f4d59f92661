import Foundation

/// What the checks of one test process share: a lock around golden files (parallel tests
/// write the same file when they share a test function), the case counter of each test, and
/// the run record of the cases checked (``GoldenRunRecord``).
final class GoldenSession: @unchecked Sendable {
  /// The one session of the process.
  static let shared = GoldenSession()

  private let lock = NSLock()
  private var counters: [String: Int] = [:]
  private var names: [String: Set<String>] = [:]
  private let recorder = GoldenRunRecorder()

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

  /// Called with the lock held: notes in the run record that the case `name` (`nil`: the
  /// whole file) of the golden at `path` was checked, from the test library `library`.
  func touch(_ name: String?, inFileAt path: String, library: String = "") {
    recorder.note(name, inFileAt: path, library: library)
  }
}
