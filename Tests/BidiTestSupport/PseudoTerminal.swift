#if canImport(Glibc)
  import Foundation
  import Glibc

  /// A program run on a pseudo-terminal opened by the test: its standard input, output and
  /// error are the terminal's slave side, so `isatty` is true and it reads keys as a person
  /// types them (raw mode included); the test types on the master side and reads what the
  /// program writes (`openpty`, Linux).
  public final class PseudoTerminal {
    private let master: Int32
    private let process = Process()
    /// What the program wrote so far.
    private var bytes: [UInt8] = []
    /// How much of ``bytes`` ``waitFor(_:timeout:)`` has matched.
    private var consumed = 0

    /// What the program wrote so far, line breaks as the terminal sends them (`\r\n`).
    public var transcript: String { String(decoding: bytes, as: UTF8.self) }

    /// Starts `executable` with `arguments` in `directory`, with `environment` changes (`nil`
    /// removes a variable), on a new pseudo-terminal.
    public init(
      _ executable: String, _ arguments: [String], in directory: String,
      environment changes: [String: String?] = [:]
    ) throws {
      var master: Int32 = -1
      var slave: Int32 = -1
      guard openpty(&master, &slave, nil, nil, nil) == 0 else {
        throw Failure("cannot open a pseudo-terminal (errno \(errno))")
      }
      // The program gets the slave side only.
      _ = fcntl(master, F_SETFD, FD_CLOEXEC)
      self.master = master
      defer { close(slave) }
      let terminal = FileHandle(fileDescriptor: slave, closeOnDealloc: false)
      process.executableURL = URL(fileURLWithPath: executable)
      process.arguments = arguments
      process.currentDirectoryURL = URL(fileURLWithPath: directory)
      var environment = ProcessInfo.processInfo.environment
      for (key, value) in changes { environment[key] = value }
      process.environment = environment
      process.standardInput = terminal
      process.standardOutput = terminal
      process.standardError = terminal
      try process.run()
    }

    deinit {
      if process.isRunning { process.terminate() }
      close(master)
    }

    /// Reads what the program writes until the output after the last match holds `text`;
    /// returns that output. Throws after `timeout` seconds, with the transcript.
    @discardableResult
    public func waitFor(_ text: String, timeout: Double = 60) throws -> String {
      let wanted = Array(text.utf8)
      let deadline = Date().addingTimeInterval(timeout)
      while true {
        if let end = Self.end(of: wanted, in: bytes, from: consumed) {
          defer { consumed = end }
          return String(decoding: bytes[consumed..<end], as: UTF8.self)
        }
        let running = process.isRunning
        guard Date() < deadline, readAvailable(waiting: 0.2) || running else {
          throw Failure("'\(text)' did not come in \(timeout) s; the terminal shows:\n\(transcript)")
        }
      }
    }

    /// Types `keys` on the terminal.
    public func type(_ keys: String) {
      let data = Array(keys.utf8)
      _ = data.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// Waits for the program to end, reading what it still writes; returns its exit status.
    public func waitForExit(timeout: Double = 60) throws -> Int32 {
      let deadline = Date().addingTimeInterval(timeout)
      while process.isRunning {
        guard Date() < deadline else {
          throw Failure("the program did not end; the terminal shows:\n\(transcript)")
        }
        _ = readAvailable(waiting: 0.1)
      }
      while readAvailable(waiting: 0.1) {}
      return process.terminationStatus
    }

    /// Reads what comes within `seconds`; `false` when nothing came.
    private func readAvailable(waiting seconds: Double) -> Bool {
      var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
      guard poll(&descriptor, 1, Int32(seconds * 1000)) > 0, descriptor.revents & Int16(POLLIN) != 0 else {
        return false
      }
      var buffer = [UInt8](repeating: 0, count: 4096)
      let count = read(master, &buffer, buffer.count)
      guard count > 0 else { return false }
      bytes += buffer[0..<count]
      return true
    }

    /// The index after the first occurrence of `wanted` in `bytes` at or after `start`.
    private static func end(of wanted: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
      guard !wanted.isEmpty, bytes.count - start >= wanted.count else { return nil }
      for index in start...(bytes.count - wanted.count)
      where bytes[index..<(index + wanted.count)].elementsEqual(wanted) {
        return index + wanted.count
      }
      return nil
    }

    /// A pseudo-terminal that could not be opened, or a wait that timed out.
    public struct Failure: Error, CustomStringConvertible {
      /// What happened.
      public var description: String
      init(_ description: String) { self.description = description }
    }
  }
#endif
