import BidiTestSupport
import Foundation

/// An app's package outside BidiKit that depends on BidiKit by path and checks goldens with
/// BidiTesting, as a user's would: what the end-to-end tests of `bidi golden` run.
///
/// It is built once per test process, in debug, with the toolchain this test process runs on:
/// the package in `.build/golden-consumer/package` of the repository, built in
/// `.build/dependents` (apart from the repository's build; the scratch path in which
/// `Scripts/check-app-side.sh` builds the app-side modules, which SwiftPM then reuses, as a
/// dependency's module is compiled with the same command), so that the next run of the tests
/// rebuilds only what changed. Its tests: `greeting()` checks one case per line of
/// `greetings.txt` (the app's translations), `settingsRow()` a layout read from `row.json`,
/// `farewell()` one text; changing those files changes the app's output without a rebuild.
final class GoldenConsumer: @unchecked Sendable {
  /// The one consumer of the test process, built on first use.
  static let shared = Result { try GoldenConsumer() }

  let root: String
  let scratchPath: String
  /// The `swift` of the toolchain this test process runs on.
  let swift: String
  /// How long the first build took, in seconds.
  private(set) var buildSeconds = 0.0
  /// The recorded goldens, restored by ``reset()``.
  private var baseline: [String: Data] = [:]
  /// The test source the current build was made from.
  private var builtSource = ""

  static let greetings = "שלום, NAME!\nברוכים הבאים, NAME.\n"
  static let row = """
    {"id": "row", "width": 200, "height": 40, "axis": "horizontal", "children": [
      {"id": "back", "width": 40, "image": {"flipsForRightToLeft": true}},
      {"id": "title", "grow": 1},
      {"id": "switch", "width": 50}]}

    """

  private init() throws {
    let directory = Repository.path(".build/golden-consumer")
    root = directory + "/package"
    scratchPath = Repository.path(".build/dependents")
    swift = Self.toolchainSwift()
    let start = Date()
    try write("Package.swift", Self.manifest)
    try write("Sources/App/Greeting.swift", Self.app)
    try reset(recordingGoldens: true)
    buildSeconds = Date().timeIntervalSince(start)
  }

  /// The app's golden folder.
  var goldens: String { root + "/Tests/AppTests/__Goldens__" }
  /// The golden of `greeting()`.
  var greetingGolden: String { goldens + "/GreetingTests/greeting.golden" }
  /// The golden of `settingsRow()`.
  var rowGolden: String { goldens + "/GreetingTests/settingsRow.golden" }
  /// The golden of `farewell()`.
  var farewellGolden: String { goldens + "/GreetingTests/farewell.golden" }

  /// Puts the sources, the goldens and the translations back as they were recorded, with no
  /// `.new` file and no run record. The first time, records the goldens: the first test run
  /// records them and fails once, the second passes.
  func reset(recordingGoldens: Bool = false) throws {
    try write("Tests/AppTests/GreetingTests.swift", Self.tests(withFarewell: true))
    try write("Tests/AppTests/greetings.txt", Self.greetings)
    try write("Tests/AppTests/row.json", Self.row)
    try? FileManager.default.removeItem(atPath: root + "/.build/bidikit-golden-runs")
    try? FileManager.default.removeItem(atPath: goldens)
    try FileManager.default.createDirectory(atPath: goldens, withIntermediateDirectories: true)
    if recordingGoldens {
      let first = try test()
      guard first.status != 0, (first.output + first.errors).contains("recorded 1 case(s)") else {
        throw Failure("the first run should record the goldens and fail:\n\(first.output)\n\(first.errors)")
      }
      let second = try test()
      guard second.status == 0 else {
        throw Failure("the second run should pass:\n\(second.output)\n\(second.errors)")
      }
      for path in [greetingGolden, rowGolden, farewellGolden] {
        baseline[path] = try Data(contentsOf: URL(fileURLWithPath: path))
      }
      try? FileManager.default.removeItem(atPath: root + "/.build/bidikit-golden-runs")
      return
    }
    for (path, data) in baseline {
      try FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try data.write(to: URL(fileURLWithPath: path))
    }
  }

  /// Builds the tests when their source changed, then runs them (`swift test` with
  /// `arguments`), with `environment` changes; `CI` and `BIDIKIT_RECORD` are unset unless given.
  func test(_ arguments: [String] = [], environment: [String: String?] = [:]) throws -> BuiltProduct.Run {
    let source = read("Tests/AppTests/GreetingTests.swift") ?? ""
    let changes = ["CI": nil, "BIDIKIT_RECORD": nil].merging(environment) { $1 }
    if source != builtSource {
      let build = try BuiltProduct.run(
        swift, ["build", "--build-tests", "--scratch-path", scratchPath], in: root, environment: changes)
      guard build.status == 0 else {
        throw Failure("the consumer does not build:\n\(build.output)\n\(build.errors)")
      }
      builtSource = source
    }
    return try BuiltProduct.run(
      swift, ["test", "--skip-build", "--scratch-path", scratchPath] + arguments, in: root,
      environment: changes)
  }

  /// Runs the built `bidi` in the package's folder.
  func bidi(_ arguments: [String], input: String = "", environment: [String: String?] = [:]) throws
    -> BuiltProduct.Run
  {
    try BuiltProduct("bidi").run(
      arguments, input: Data(input.utf8), in: root, environment: ["CI": nil].merging(environment) { $1 })
  }

  /// Writes `text` to `relativePath` in the package (folders created).
  func write(_ relativePath: String, _ text: String) throws {
    let url = URL(fileURLWithPath: root + "/" + relativePath)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  /// The text at `relativePath` (or an absolute path), or `nil`.
  func read(_ path: String) -> String? {
    let absolute = path.hasPrefix("/") ? path : root + "/" + path
    return FileManager.default.contents(atPath: absolute).map { String(decoding: $0, as: UTF8.self) }
  }

  /// The recorded bytes of a golden.
  func recorded(_ path: String) -> String? { baseline[path].map { String(decoding: $0, as: UTF8.self) } }

  /// The `swift` beside the Swift runtime this process loaded (`/proc/self/maps`), else the
  /// one on `PATH`.
  static func toolchainSwift() -> String {
    let maps = (try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8)) ?? ""
    if let line = maps.split(separator: "\n").first(where: { $0.hasSuffix("/libswiftCore.so") }),
      let start = line.firstIndex(of: "/"),
      let range = line[start...].range(of: "/lib/swift/")
    {
      let swift = String(line[start..<range.lowerBound]) + "/bin/swift"
      if FileManager.default.isExecutableFile(atPath: swift) { return swift }
    }
    return toolPath("swift") ?? "/usr/bin/swift"
  }

  static var manifest: String {
    """
    // swift-tools-version:6.0
    import PackageDescription

    let package = Package(
      name: "GoldenConsumer",
      dependencies: [.package(path: "\(Repository.root.path)")],
      targets: [
        .target(name: "App"),
        .testTarget(
          name: "AppTests",
          dependencies: ["App", .product(name: "BidiTesting", package: "\(Repository.root.lastPathComponent)")],
          exclude: ["__Goldens__", "greetings.txt", "row.json"]),
      ]
    )

    """
  }

  static let app = """
    import Foundation

    /// The greeting of `template` (a translation with `NAME` where the name goes), the name
    /// isolated (FSI…PDI) so that it keeps its own direction.
    public func greeting(_ template: String, name: String) -> String {
      template.replacingOccurrences(of: "NAME", with: "\\u{2068}\\(name)\\u{2069}")
    }

    """

  static func tests(withFarewell: Bool) -> String {
    """
    import App
    import BidiTesting
    import Foundation
    import Testing

    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    @Test func greeting() throws {
      let lines = try String(contentsOf: folder.appendingPathComponent("greetings.txt"), encoding: .utf8)
        .split(separator: "\\n")
      for (index, template) in lines.enumerated() {
        assertVisualOrder(of: greeting(String(template), name: "Dana"), base: .rightToLeft, named: "line \\(index + 1)")
      }
    }

    @Test func settingsRow() throws {
      let row = try LayoutNode(json: Data(contentsOf: folder.appendingPathComponent("row.json")))
      assertLayout(of: row, columns: 30, named: "row")
    }

    """
      + (withFarewell
        ? """

        @Test func farewell() {
          assertVisualOrder(of: "להתראות, \\u{2068}Dana\\u{2069}", base: .rightToLeft)
        }

        """ : "")
  }

  /// The consumer could not be built or recorded.
  struct Failure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }
}
