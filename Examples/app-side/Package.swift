// swift-tools-version:6.0
// An app's view of BidiKit: only the app-side products (pure Swift, no C library), as an iOS,
// macOS or server app would depend on them. `swift run` works on Linux and macOS with no
// FriBidi installed; the same target builds for iOS inside an app.
import PackageDescription

let package = Package(
  name: "AppSideDemo",
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
  dependencies: [.package(name: "BidiKit", path: "../..")],
  targets: [
    .executableTarget(
      name: "AppSideDemo",
      dependencies: [
        .product(name: "BidiText", package: "BidiKit"),
        .product(name: "BidiLocalization", package: "BidiKit"),
        .product(name: "DirectionalLayout", package: "BidiKit"),
      ],
      resources: [.copy("Resources")]
    )
  ],
  swiftLanguageModes: [.v6]
)
