import Foundation

/// Where a subcommand reads and writes. Tests use in-memory instances.
final class CommandIO {
  private(set) var output = Data()
  private(set) var errors = Data()
  let standardInput: () -> Data
  let writesThrough: Bool
  /// The environment variables the subcommands read (`CI` for `golden record`).
  let environment: [String: String]

  /// Standard input, output and error of the process.
  static func process() -> CommandIO {
    CommandIO(standardInput: { FileHandle.standardInput.readDataToEndOfFile() }, writesThrough: true)
  }

  init(
    standardInput: @escaping () -> Data, writesThrough: Bool = false,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) {
    self.standardInput = standardInput
    self.writesThrough = writesThrough
    self.environment = environment
  }

  private var pending: [UInt8] = []
  /// The first error writing standard output, if any; output stops after it.
  private(set) var writeFailure: String?

  /// Writes `text` to standard output (no newline added). Output is buffered; ``flush()``
  /// writes it out (``runBidi(_:io:)`` does at the end).
  func write(_ text: String) {
    if writesThrough {
      pending.append(contentsOf: text.utf8)
      if pending.count >= 1 << 16 { flush() }
    } else {
      output.append(contentsOf: text.utf8)
    }
  }

  /// Writes UTF-8 bytes to standard output, buffered as ``write(_:)-(String)``.
  func write(_ bytes: UnsafeBufferPointer<UInt8>) {
    if writesThrough {
      pending.append(contentsOf: bytes)
      if pending.count >= 1 << 16 { flush() }
    } else {
      output.append(contentsOf: bytes)
    }
  }

  /// Writes buffered standard output. A failure (a full disk, a closed descriptor) is kept in
  /// ``writeFailure`` and ends all further output; ``runBidi(_:io:)`` turns it into exit 74.
  func flush() {
    guard !pending.isEmpty else { return }
    defer { pending.removeAll(keepingCapacity: true) }
    guard writeFailure == nil else { return }
    do {
      try FileHandle.standardOutput.write(contentsOf: pending)
    } catch {
      writeFailure = "cannot write standard output: \(error.localizedDescription)"
    }
  }

  /// Writes a line to standard output.
  func print(_ text: String) { write(text + "\n") }

  /// Writes a line to standard error, prefixed with `bidi: `, with the controls it holds
  /// spelled out (``TerminalText/escapeControls(_:)``).
  func warn(_ text: String) {
    let data = Data(("bidi: " + TerminalText.escapeControls(text) + "\n").utf8)
    if writesThrough {
      flush()
      try? FileHandle.standardError.write(contentsOf: data)
    } else {
      errors.append(data)
    }
  }

  /// Calls `body` with each input as a stream of lines: the named files, or standard input
  /// when there are none (or for `-`). Every path is checked before the first is read, so a
  /// missing file (exit 66) stops the command before any output.
  func forEachLineStream(_ paths: [String], _ body: (String, inout LineStream) throws -> Void) throws {
    let names = paths.isEmpty ? ["-"] : paths
    for path in names where path != "-" { try Self.checkReadable(path) }
    for path in names {
      if path == "-" {
        var stream =
          writesThrough
          ? LineStream(.descriptor(FileHandle.standardInput.fileDescriptor))
          : LineStream(.memory(standardInput()))
        try body("<stdin>", &stream)
        continue
      }
      guard let handle = FileHandle(forReadingAtPath: path) else {
        throw CommandError(code: .noInput, message: "\(path): cannot read")
      }
      defer { try? handle.close() }
      var stream = LineStream(.descriptor(handle.fileDescriptor))
      try body(path, &stream)
    }
  }

  /// `path` itself when it is a file, or the files under it that `include` accepts, sorted;
  /// hidden folders and files (`.git`, `.build`…) are skipped, and so are folders whose names
  /// `include` accepts (their files are listed). A missing path is exit 66.
  static func files(at path: String, including include: (String) -> Bool) throws -> [String] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw CommandError(code: .noInput, message: "\(path): no such file")
    }
    guard isDirectory.boolValue else { return [path] }
    guard let enumerator = FileManager.default.enumerator(atPath: path) else {
      throw CommandError(code: .ioError, message: "\(path): cannot list")
    }
    var result: [String] = []
    while let item = enumerator.nextObject() as? String {
      if (item as NSString).lastPathComponent.hasPrefix(".") {
        enumerator.skipDescendants()
        continue
      }
      let full = (path as NSString).appendingPathComponent(item)
      // A folder named like a file (CocoaPods' `Headers/Private/SQLite.swift/`) is listed, not read.
      if include(item), FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory),
        !isDirectory.boolValue
      {
        result.append(full)
      }
    }
    return result.sorted()
  }

  /// Throws exit code 66 unless `path` is a file that exists.
  private static func checkReadable(_ path: String) throws {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw CommandError(code: .noInput, message: "\(path): no such file")
    }
    guard !isDirectory.boolValue else {
      throw CommandError(code: .noInput, message: "\(path): is a directory")
    }
  }

  /// The contents of each input: the named files, or standard input when there are none
  /// (or for `-`). A missing file throws exit code 66.
  func inputs(_ paths: [String]) throws -> [(name: String, data: Data)] {
    if paths.isEmpty { return [("<stdin>", standardInput())] }
    return try paths.map { path in
      if path == "-" { return ("<stdin>", standardInput()) }
      try Self.checkReadable(path)
      guard let data = FileManager.default.contents(atPath: path) else {
        throw CommandError(code: .noInput, message: "\(path): cannot read")
      }
      return (path, data)
    }
  }
}
