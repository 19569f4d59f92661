// swift-tools-version:6.1
import PackageDescription

// Two sides. The app side is pure Swift with no C library, so that it ships in iOS, macOS,
// tvOS, watchOS and visionOS apps and on Linux servers:
//   BidiText           character data, directions, marks, formatter, sanitizer, notation
//   DirectionalLayout  the layout-direction model, its layout, mirroring and renderers
//   BidiLocalization   catalog readers, Localizer, plural rules, pseudo-languages
// The engine side resolves with GNU FriBidi (a system library found with pkg-config) where the
// FriBidi trait is on (the default, on Linux) or the HomebrewFriBidi trait on macOS; elsewhere
// (Apple platforms, `--disable-default-traits`, a consumer's `traits: []`) with its own Swift
// resolver, needing no C library:
//   BidiEngine         embedding levels, lines, visual order, mirroring, Arabic shaping
//   BidiLint           catalog lint (its garbled-placeholder rule runs the engine)
//   BidiGolden         golden files of visual order and of layouts; BidiTesting adds Swift
//                      Testing / XCTest checks
//   bidi               the command line
// BidiInput (package-internal) holds what every reader shares: the JSON scanner, located
// values, one source position and one strict UTF-8 decoder.
// `#if BIDIKIT_FRIBIDI` where BidiEngine links FriBidi (its CFriBidi dependency's conditions).
let friBidiLinked: [SwiftSetting] = [
  .define("BIDIKIT_FRIBIDI", .when(platforms: [.linux], traits: ["FriBidi"])),
  .define("BIDIKIT_FRIBIDI", .when(platforms: [.macOS], traits: ["HomebrewFriBidi"])),
]

let package = Package(
  name: "BidiKit",
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
  products: [
    .library(name: "BidiText", targets: ["BidiText"]),
    .library(name: "DirectionalLayout", targets: ["DirectionalLayout"]),
    .library(name: "BidiLocalization", targets: ["BidiLocalization"]),
    .library(name: "BidiEngine", targets: ["BidiEngine"]),
    .library(name: "BidiLint", targets: ["BidiLint"]),
    .library(name: "BidiGolden", targets: ["BidiGolden"]),
    .library(name: "BidiTesting", targets: ["BidiTesting"]),
    .executable(name: "bidi", targets: ["bidi"]),
    // `swift package bidi …`, and `bidi lint` on a target's catalogs at every build.
    .plugin(name: "BidiCommandPlugin", targets: ["BidiCommandPlugin"]),
    .plugin(name: "BidiLintPlugin", targets: ["BidiLintPlugin"]),
  ],
  traits: [
    .trait(
      name: "FriBidi",
      description: "Resolve levels and shape Arabic with GNU FriBidi on Linux (libfribidi-dev)."),
    .trait(
      name: "HomebrewFriBidi", description: "Resolve with GNU FriBidi on macOS too (brew install fribidi)."),
    .default(enabledTraits: ["FriBidi"]),
  ],
  targets: [
    // App side: no C library.
    .target(name: "BidiInput"),
    .target(name: "BidiText", dependencies: ["BidiInput"]),
    .target(name: "DirectionalLayout", dependencies: ["BidiText", "BidiInput"]),
    .target(name: "BidiLocalization", dependencies: ["BidiText", "BidiInput"]),

    // Engine side: GNU FriBidi, found with pkg-config, behind the traits above (neither built nor
    // looked for without them). Only BidiEngine/Internals imports it.
    .systemLibrary(
      name: "CFriBidi",
      pkgConfig: "fribidi",
      providers: [.apt(["libfribidi-dev"]), .brew(["fribidi"])]
    ),
    .target(
      name: "BidiEngine",
      dependencies: [
        .target(name: "CFriBidi", condition: .when(platforms: [.linux], traits: ["FriBidi"])),
        .target(name: "CFriBidi", condition: .when(platforms: [.macOS], traits: ["HomebrewFriBidi"])),
        "BidiText", "BidiInput",
      ],
      swiftSettings: friBidiLinked),
    .target(name: "BidiLint", dependencies: ["BidiLocalization", "BidiEngine", "BidiInput"]),
    // Golden files without a test framework (what `bidi golden` links), and the Swift Testing /
    // XCTest checks over them, which re-export it.
    .target(name: "BidiGolden", dependencies: ["BidiEngine", "DirectionalLayout", "BidiInput"]),
    .target(name: "BidiTesting", dependencies: ["BidiGolden", "BidiEngine", "DirectionalLayout"]),
    .executableTarget(
      name: "bidi",
      dependencies: [
        "BidiEngine", "DirectionalLayout", "BidiGolden", "BidiLocalization", "BidiLint", "BidiInput",
      ]
    ),

    // SwiftPM plugins, thin shells around `bidi` (Plugins/).
    .plugin(
      name: "BidiCommandPlugin",
      capability: .command(
        intent: .custom(
          verb: "bidi", description: "run the bidi command in the package's folder (bidi --help)")),
      dependencies: ["bidi"]),
    .plugin(name: "BidiLintPlugin", capability: .buildTool(), dependencies: ["bidi"]),

    // Examples: small executables, each with its own README.
    .executableTarget(
      name: "phone-numbers", dependencies: ["BidiEngine"], path: "Examples/phone-numbers",
      exclude: ["README.md"]),
    .executableTarget(
      name: "user-names", dependencies: ["BidiEngine"], path: "Examples/user-names", exclude: ["README.md"]),
    .executableTarget(
      name: "mirrored-settings", dependencies: ["DirectionalLayout", "BidiLocalization", "BidiEngine"],
      path: "Examples/mirrored-settings", exclude: ["README.md"],
      resources: [.copy("settings.json"), .copy("account.json"), .copy("Localization")]),
    .executableTarget(
      name: "terminal-viewer", dependencies: ["BidiEngine"], path: "Examples/terminal-viewer",
      exclude: ["README.md", "sample.txt"]),

    // ICU (apt libicu-dev), a second bidi engine used only as a reference in tests.
    .target(
      name: "CICU", path: "Tests/CICU", linkerSettings: [.linkedLibrary("icuuc"), .linkedLibrary("icui18n")]),
    // Support shared by the test targets: ICUReference (over CICU), a seeded generator,
    // scratch directories, built products.
    .target(name: "BidiTestSupport", dependencies: ["BidiEngine", "CICU"], path: "Tests/BidiTestSupport"),
    // One test target per module, plus the examples and the command line.
    .testTarget(name: "BidiInputTests", dependencies: ["BidiInput"]),
    .testTarget(name: "BidiTextTests", dependencies: ["BidiText", "BidiEngine", "BidiTestSupport"]),
    .testTarget(
      name: "BidiEngineTests", dependencies: ["BidiEngine", "BidiTestSupport"], swiftSettings: friBidiLinked),
    // Test data lives under Tests/Fixtures and Tests/Goldens (see Tests/README.md), read through
    // BidiTestSupport's `Repository` paths, not as resources.
    .testTarget(name: "DirectionalLayoutTests", dependencies: ["DirectionalLayout", "BidiTestSupport"]),
    .testTarget(
      name: "BidiLocalizationTests", dependencies: ["BidiLocalization", "BidiLint", "BidiTestSupport"]),
    .testTarget(name: "BidiLintTests", dependencies: ["BidiLint", "BidiTestSupport"]),
    // Goldens of BidiTesting's one-call checks live in __Goldens__ beside the test files; they
    // are read through #filePath, so they are excluded rather than declared as resources.
    .testTarget(
      name: "BidiGoldenTests", dependencies: ["BidiTesting", "BidiTestSupport"], exclude: ["__Goldens__"]),
    .testTarget(
      name: "ExampleTests", dependencies: ["BidiTesting", "BidiLocalization", "BidiTestSupport"],
      exclude: ["__Goldens__"]),
    .testTarget(name: "BidiCommandTests", dependencies: ["bidi", "BidiTestSupport"]),
    .testTarget(name: "PackageBoundaryTests", dependencies: ["BidiTestSupport"]),
    // The plugins, from a consumer package built under .build/plugin-consumer.
    .testTarget(name: "PluginTests", dependencies: ["BidiTestSupport"]),
  ],
  swiftLanguageModes: [.v6]
)
