import BidiTestSupport
import Foundation
import Testing

/// The module boundaries of the package, checked from the sources: what each target may import.
///
/// The app side (BidiInput, BidiText, DirectionalLayout, BidiLocalization) must build for iOS,
/// macOS, tvOS, watchOS, visionOS and Linux without any C library: no FriBidi, no ICU, no module
/// of the engine side, and platform C libraries (Glibc, Musl, Darwin) only inside `#if canImport`
/// blocks. The engine side may use FriBidi, but only BidiEngine/Internals imports it.
@Suite("module boundaries")
struct ModuleImportTests {
  /// Where the package's sources are.
  static let sources = Repository.url("Sources")

  /// The modules each target may import (besides the Swift standard library).
  static let allowed: [String: Set<String>] = [
    "BidiInput": [],
    "BidiText": ["BidiInput", "Foundation"],
    "DirectionalLayout": ["BidiText", "BidiInput", "Foundation"],
    "BidiLocalization": ["BidiText", "BidiInput", "Foundation"],
    "BidiEngine": ["BidiText", "BidiInput", "CFriBidi", "Foundation"],
    "BidiLint": ["BidiLocalization", "BidiEngine", "BidiText", "BidiInput", "Foundation"],
    "BidiGolden": ["BidiEngine", "BidiText", "DirectionalLayout", "BidiInput", "Foundation"],
    "BidiTesting": ["BidiGolden", "BidiEngine", "DirectionalLayout", "Testing", "XCTest"],
    "bidi": [
      "BidiEngine", "BidiText", "DirectionalLayout", "BidiGolden", "BidiLocalization", "BidiLint",
      "BidiInput", "Foundation", "Dispatch",
    ],
  ]

  /// Platform C libraries: allowed only where guarded by `#if canImport(…)`.
  static let platformLibraries: Set<String> = ["Glibc", "Musl", "Darwin", "WinSDK"]

  struct Import: CustomStringConvertible {
    var file: String
    var line: Int
    var module: String
    var guarded: Bool
    var description: String { "\(file):\(line): import \(module)" }
  }

  /// Every `import` line of a target's Swift files, with whether it stands inside an `#if`.
  static func imports(of target: String) throws -> [Import] {
    let root = sources.appendingPathComponent(target)
    guard let walker = FileManager.default.enumerator(atPath: root.path) else { return [] }
    var result: [Import] = []
    for case let relative as String in walker where relative.hasSuffix(".swift") {
      let text = try String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8)
      var depth = 0
      for (number, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        let line = raw.trimmingCharacters(in: .whitespaces)
        if line.hasPrefix("#if") { depth += 1 }
        if line.hasPrefix("#endif") { depth -= 1 }
        var words = line.split(separator: " ").map(String.init)
        while let first = words.first,
          first.hasPrefix("@") || ["public", "internal", "package"].contains(first)
        {
          words.removeFirst()
        }
        guard words.first == "import", words.count >= 2 else { continue }
        // `import struct Module.Type` names the module before the dot.
        let name = words.count >= 3 ? words[2] : words[1]
        let module = String(name.split(separator: ".")[0])
        result.append(
          Import(file: "\(target)/\(relative)", line: number + 1, module: module, guarded: depth > 0))
      }
    }
    return result
  }

  @Test("every target's sources exist and are listed here")
  func everyTargetIsListed() throws {
    let targets = try FileManager.default.contentsOfDirectory(atPath: Self.sources.path)
      .filter { !$0.hasPrefix(".") && $0 != "CFriBidi" }
    #expect(Set(targets) == Set(Self.allowed.keys))
  }

  @Test("each target imports only what its side allows", arguments: allowed.keys.sorted())
  func importsStayInside(_ target: String) throws {
    let found = try Self.imports(of: target)
    #expect(!found.isEmpty || target == "BidiInput")
    for item in found {
      if Self.platformLibraries.contains(item.module) {
        #expect(item.guarded, "\(item) is not inside #if canImport")
      } else {
        #expect(Self.allowed[target]!.contains(item.module), "\(item) crosses the module boundary")
      }
    }
  }

  @Test("only BidiEngine/Internals imports FriBidi, and with internal import")
  func friBidiStaysInOneFolder() throws {
    for target in Self.allowed.keys {
      for item in try Self.imports(of: target) where item.module == "CFriBidi" {
        #expect(item.file.hasPrefix("BidiEngine/Internals/"), "\(item)")
      }
    }
  }

  @Test("only BidiTesting imports a test framework")
  func testFrameworksStayInBidiTesting() throws {
    for target in Self.allowed.keys where target != "BidiTesting" {
      for item in try Self.imports(of: target) {
        #expect(!["Testing", "XCTest"].contains(item.module), "\(item)")
      }
    }
  }
}
