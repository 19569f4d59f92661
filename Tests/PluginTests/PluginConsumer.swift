import BidiTestSupport
import Foundation

/// A package that depends on BidiKit by path and uses both plugins, built once for every
/// plugin test: under `.build/plugin-consumer` (the package in `Consumer`, BidiKit linked as
/// `BidiKit` beside it, the build in `scratch`), so that a second `make test` rebuilds only
/// what changed.
///
/// Its target `App` has a development-language and an Arabic `.strings` file whose value
/// displays garbled (a `garbled-placeholder` error), and a Swift file with the Trojan Source
/// paper's override across two comments (linted only when the configuration asks for sources).
enum PluginConsumer {
  static let folder = Repository.url(".build/plugin-consumer")
  static let package = folder.appendingPathComponent("Consumer")
  static let scratch = folder.appendingPathComponent("scratch")

  static let files: [String: String] = [
    "Package.swift": """
    // swift-tools-version:6.0
    import PackageDescription

    let package = Package(
      name: "Consumer",
      defaultLocalization: "en",
      dependencies: [.package(path: "../BidiKit")],
      targets: [
        .target(name: "App", plugins: [.plugin(name: "BidiLintPlugin", package: "BidiKit")])
      ]
    )

    """,
    "Sources/App/Greeting.swift": """
    import Foundation

    public func copiedMessage() -> String {
      NSLocalizedString("copied", bundle: .module, comment: "")
    }

    """,
    "Sources/App/en.lproj/Localizable.strings": "\"copied\" = \"Go to @%@ now\";\n",
    "Sources/App/ar.lproj/Localizable.strings": "\"copied\" = \"انتقل إلى @%@ الآن\";\n",
    "Sources/App/Limits.swift": "let limit = 10 /*\u{202E}*/ + 1000 /*\u{202C}*/\n",
  ]

  /// What one `swift` run gave, and how long it took.
  struct Run {
    var status: Int32
    var output: String
    var seconds: Double
  }

  /// Writes the package (files whose text is unchanged are left alone, so that builds stay
  /// incremental) and the link to the repository; removes any configuration.
  static func prepare() throws {
    let manager = FileManager.default
    try manager.createDirectory(at: package, withIntermediateDirectories: true)
    let link = folder.appendingPathComponent("BidiKit").path
    if (try? manager.destinationOfSymbolicLink(atPath: link)) != Repository.root.path {
      try? manager.removeItem(atPath: link)
      try manager.createSymbolicLink(atPath: link, withDestinationPath: Repository.root.path)
    }
    for (name, text) in files {
      let url = package.appendingPathComponent(name)
      if (try? String(contentsOf: url, encoding: .utf8)) == text { continue }
      try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    try configure(nil)
  }

  /// Writes `.bidilint.json` with this text, or removes it.
  static func configure(_ json: String?) throws {
    let url = package.appendingPathComponent(".bidilint.json")
    if let json {
      try Data(json.utf8).write(to: url)
    } else if FileManager.default.fileExists(atPath: url.path) {
      try FileManager.default.removeItem(at: url)
    }
  }

  /// Runs `swift ARGUMENTS --package-path Consumer --scratch-path scratch …` (the options go
  /// right after the subcommand word, `build` or `package`) and collects its output.
  static func swift(_ subcommand: String, _ arguments: [String]) throws -> Run {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: toolPath("swift") ?? "/usr/bin/swift")
    process.arguments =
      [subcommand, "--package-path", package.path, "--scratch-path", scratch.path] + arguments
    process.currentDirectoryURL = package
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    process.standardInput = FileHandle.nullDevice
    let start = ContinuousClock.now
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let elapsed = ContinuousClock.now - start
    return Run(
      status: process.terminationStatus, output: String(decoding: output, as: UTF8.self),
      seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
  }

  /// The first build, made once for all the tests (it builds `bidi` and the plugins).
  static let firstBuild: Result<Run, any Error> = Result {
    try prepare()
    return try swift("build", [])
  }
}
