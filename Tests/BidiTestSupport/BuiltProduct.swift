import Foundation

/// An executable built by the package (`bidi`, the examples), run as a separate process by
/// tests that check what a shell sees: streams, exit codes, files written.
public struct BuiltProduct: Sendable {
  /// What a run gave.
  public struct Run: Sendable {
    /// The exit status.
    public var status: Int32
    /// Standard output, decoded as UTF-8.
    public var output: String
    /// Standard error, decoded as UTF-8.
    public var errors: String
  }

  /// The directory of the built products: the one that holds the test binary.
  public static let directory: String = {
    let executable =
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? CommandLine.arguments[0]
    var url = URL(fileURLWithPath: executable).deletingLastPathComponent()
    // On Linux the test binary is BidiKitPackageTests.xctest directly in the bin directory.
    while url.path != "/" && url.lastPathComponent.hasSuffix(".xctest") {
      url = url.deletingLastPathComponent()
    }
    return url.path
  }()

  /// The product's name (`bidi`, `terminal-viewer`…).
  public var name: String

  /// The product called `name`.
  public init(_ name: String) {
    self.name = name
  }

  /// The path of the executable.
  public var path: String { Self.directory + "/" + name }

  /// Whether it has been built.
  public var exists: Bool { FileManager.default.isExecutableFile(atPath: path) }

  /// Runs it with `arguments`, `input` on standard input, in `directory` (or the current one)
  /// and with `environment` changes (`nil` values remove a variable); waits for it to end.
  /// `standardOutput` replaces the captured output (e.g. a handle on `/dev/full`).
  public func run(
    _ arguments: [String] = [], input: Data = Data(), in directory: String? = nil,
    environment changes: [String: String?] = [:], standardOutput: FileHandle? = nil
  ) throws -> Run {
    try Self.run(
      path, arguments, input: input, in: directory, environment: changes, standardOutput: standardOutput)
  }

  /// Runs the program at `executable` as ``run(_:input:in:environment:standardOutput:)`` runs
  /// a product (for tools such as `swift` or `python3`).
  public static func run(
    _ executable: String, _ arguments: [String] = [], input: Data = Data(), in directory: String? = nil,
    environment changes: [String: String?] = [:], standardOutput: FileHandle? = nil
  ) throws -> Run {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
    var environment = ProcessInfo.processInfo.environment
    for (key, value) in changes { environment[key] = value }
    process.environment = environment
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = standardOutput ?? stdout
    process.standardError = stderr
    try process.run()
    // Written from another thread, so that a large input cannot block on a full output pipe.
    let writer = stdin.fileHandleForWriting
    let feeding = Thread {
      writer.write(input)
      try? writer.close()
    }
    feeding.start()
    // Standard error is read on its own thread too, so that neither pipe fills up unread.
    let errorReader = stderr.fileHandleForReading
    let errorsRead = DispatchSemaphore(value: 0)
    nonisolated(unsafe) var errors = Data()
    Thread {
      errors = errorReader.readDataToEndOfFile()
      errorsRead.signal()
    }.start()
    let output = standardOutput == nil ? stdout.fileHandleForReading.readDataToEndOfFile() : Data()
    errorsRead.wait()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus, output: String(decoding: output, as: UTF8.self),
      errors: String(decoding: errors, as: UTF8.self))
  }
}
