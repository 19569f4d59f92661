// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "BidiKit",
  products: [
    .library(name: "BidiText", targets: ["BidiText"]),
    .library(name: "DirectionalLayout", targets: ["DirectionalLayout"]),
    .library(name: "BidiGolden", targets: ["BidiGolden"]),
    .library(name: "BidiTesting", targets: ["BidiTesting"]),
    .library(name: "BidiLocalization", targets: ["BidiLocalization"]),
    .executable(name: "bidi", targets: ["bidi"]),
  ],
  targets: [
    // GNU FriBidi, found with pkg-config. Only BidiText/Internals imports it.
    .systemLibrary(
      name: "CFriBidi",
      pkgConfig: "fribidi",
      providers: [.apt(["libfribidi-dev"]), .brew(["fribidi"])]
    ),
    .target(name: "BidiText", dependencies: ["CFriBidi"]),
    .target(name: "DirectionalLayout", dependencies: ["BidiText"]),
    // Golden files without a test framework (what `bidi golden` links), and the Swift Testing /
    // XCTest checks over them, which re-export it.
    .target(name: "BidiGolden", dependencies: ["BidiText", "DirectionalLayout"]),
    .target(name: "BidiTesting", dependencies: ["BidiGolden"]),
    .target(name: "BidiLocalization", dependencies: ["BidiText"]),
    // Trojan Source checks of source code (comments, literals, code), for `bidi lint` and
    // `bidi sanitize --source`.
    .target(name: "BidiLint", dependencies: ["BidiText"]),
    .executableTarget(
      name: "bidi",
      dependencies: ["BidiText", "DirectionalLayout", "BidiGolden", "BidiLocalization", "BidiLint"]
    ),

    // Examples: small executables, each with its own README.
    .executableTarget(
      name: "phone-numbers", dependencies: ["BidiText"], path: "Examples/phone-numbers",
      exclude: ["README.md"]),
    .executableTarget(
      name: "user-names", dependencies: ["BidiText"], path: "Examples/user-names", exclude: ["README.md"]),
    .executableTarget(
      name: "mirrored-settings", dependencies: ["DirectionalLayout"], path: "Examples/mirrored-settings",
      exclude: ["README.md"], resources: [.copy("settings.json")]),
    .executableTarget(
      name: "terminal-viewer", dependencies: ["BidiText"], path: "Examples/terminal-viewer",
      exclude: ["README.md", "sample.txt"]),

    // ICU (apt libicu-dev), a second bidi engine used only as a reference in tests.
    .target(
      name: "CICU", path: "Tests/CICU", linkerSettings: [.linkedLibrary("icuuc"), .linkedLibrary("icui18n")]),
    // Support shared by the test targets: ICUReference (over CICU) and a seeded generator.
    .target(name: "BidiTestSupport", dependencies: ["BidiText", "CICU"], path: "Tests/BidiTestSupport"),
    .testTarget(name: "BidiTextTests", dependencies: ["BidiText", "BidiTestSupport"]),
    .testTarget(name: "DirectionalLayoutTests", dependencies: ["DirectionalLayout"]),
    .testTarget(name: "BidiTestingTests", dependencies: ["BidiTesting", "BidiTestSupport"]),
    // Fixtures are read through #filePath; excluded so SwiftPM does not treat .lproj/.xcstrings as resources.
    .testTarget(
      name: "BidiLocalizationTests", dependencies: ["BidiLocalization", "BidiTestSupport"],
      exclude: ["Fixtures"]),
    .testTarget(name: "BidiCommandTests", dependencies: ["bidi", "BidiTestSupport"]),
    // Fixtures (the Trojan Source paper's examples) are read through #filePath.
    .testTarget(name: "BidiLintTests", dependencies: ["BidiLint"], exclude: ["Fixtures"]),
  ],
  swiftLanguageModes: [.v6]
)
