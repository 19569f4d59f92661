// swift-tools-version:6.1
// Benchmarks, in their own package so the root package stays free of benchmark code.
// Run from this folder: `swift run -c release <TextBenchmarks|FormatBenchmarks|LayoutBenchmarks|CatalogBenchmarks>`.
// BidiKit resolves with FriBidi (its default trait, forwarded); with `--disable-default-traits`
// it resolves with its Swift engine. The raw C engines compared with are linked either way.
import PackageDescription

let package = Package(
  name: "BidiKitBenchmarks",
  traits: [
    .trait(name: "FriBidi", description: "BidiKit resolves with GNU FriBidi (else with its Swift engine)."),
    .default(enabledTraits: ["FriBidi"]),
  ],
  dependencies: [
    .package(
      name: "BidiKit", path: "..", traits: [.trait(name: "FriBidi", condition: .when(traits: ["FriBidi"]))])
  ],
  targets: [
    // Raw C engines, to compare BidiKit with in the same run.
    .systemLibrary(name: "CBenchFriBidi", path: "Sources/CBenchFriBidi", pkgConfig: "fribidi"),
    .target(name: "CBenchICU", linkerSettings: [.linkedLibrary("icuuc"), .linkedLibrary("icui18n")]),
    // Both engines driven from C over the whole corpus, UTF-8 bytes to UTF-8 bytes.
    .target(
      name: "CBenchDrivers", dependencies: ["CBenchFriBidi"], linkerSettings: [.linkedLibrary("icuuc")]),
    // The rows every benchmark prints for BENCHMARKS.md (date, commit, cores, figures).
    .target(name: "BenchmarkRows"),
    .executableTarget(
      name: "TextBenchmarks",
      dependencies: [
        .product(name: "BidiEngine", package: "BidiKit"), "CBenchICU", "CBenchDrivers", "BenchmarkRows",
      ]),
    .executableTarget(
      name: "FormatBenchmarks", dependencies: [.product(name: "BidiText", package: "BidiKit"), "BenchmarkRows"]),
    .executableTarget(
      name: "LayoutBenchmarks",
      dependencies: [.product(name: "DirectionalLayout", package: "BidiKit"), "BenchmarkRows"]),
    .executableTarget(
      name: "CatalogBenchmarks",
      dependencies: [
        .product(name: "BidiLocalization", package: "BidiKit"),
        .product(name: "BidiLint", package: "BidiKit"), "BenchmarkRows",
      ]),
  ],
  swiftLanguageModes: [.v6]
)
